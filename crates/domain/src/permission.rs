//! The permission model of web.md section 6: access is per area with the levels none, read, write and
//! admin. A role string is `ROLE_<AREA>_<LEVEL>` (mobile.md section 6), e.g. `ROLE_RUNDOWN_WRITE`.
//!
//! A user's level in an area is the highest level any of their groups grants. The role list given to
//! clients is *expanded*: write implies read, admin implies write and read, so a client only ever checks
//! for the role it needs.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

macro_rules! areas {
    ($($variant:ident => $name:literal),+ $(,)?) => {
        /// An area of the product that permissions are given on (web.md section 6).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
        #[serde(rename_all = "SCREAMING_SNAKE_CASE")]
        pub enum Area { $(#[doc = $name] $variant),+ }

        impl Area {
            /// Every area, in a stable order.
            pub const ALL: &'static [Area] = &[$(Area::$variant),+];

            /// The role-string form (`RUNDOWN`, `NEWS_REPORT`, ...).
            pub const fn as_str(self) -> &'static str {
                match self { $(Area::$variant => $name),+ }
            }
        }

        impl FromStr for Area {
            type Err = PermissionParseError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s { $($name => Ok(Area::$variant),)+ _ => Err(PermissionParseError(s.to_owned())) }
            }
        }
    };
}

areas! {
    Admin => "ADMIN",
    Agency => "AGENCY",
    Assignment => "ASSIGNMENT",
    AssignmentProposal => "ASSIGNMENT_PROPOSAL",
    Branch => "BRANCH",
    Calendar => "CALENDAR",
    Chart => "CHART",
    Chat => "CHAT",
    Contact => "CONTACT",
    Document => "DOCUMENT",
    Media => "MEDIA",
    Mobile => "MOBILE",
    NewsReport => "NEWS_REPORT",
    Notice => "NOTICE",
    Post => "POST",
    Preview => "PREVIEW",
    Production => "PRODUCTION",
    Program => "PROGRAM",
    Report => "REPORT",
    Round => "ROUND",
    Rundown => "RUNDOWN",
    Story => "STORY",
    Team => "TEAM",
    User => "USER",
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A level of access, ordered: `None < Read < Write < Admin`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Level {
    /// No access.
    #[default]
    None,
    /// See.
    Read,
    /// Create, change, delete.
    Write,
    /// Everything, including the area's settings.
    Admin,
}

impl Level {
    /// The levels that grant something, in order.
    pub const GRANTING: [Level; 3] = [Level::Read, Level::Write, Level::Admin];

    /// The role-string form (`READ`, ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::None => "NONE",
            Level::Read => "READ",
            Level::Write => "WRITE",
            Level::Admin => "ADMIN",
        }
    }
}

impl FromStr for Level {
    type Err = PermissionParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "NONE" => Ok(Level::None),
            "READ" => Ok(Level::Read),
            "WRITE" => Ok(Level::Write),
            "ADMIN" => Ok(Level::Admin),
            _ => Err(PermissionParseError(s.to_owned())),
        }
    }
}

/// A text that is no area, level or role.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown permission: {0:?}")]
pub struct PermissionParseError(pub String);

/// One area at one level, written `ROLE_<AREA>_<LEVEL>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Role {
    /// The area.
    pub area: Area,
    /// The level.
    pub level: Level,
}

impl Role {
    /// Parses `ROLE_<AREA>_<LEVEL>`; areas may contain underscores (`ROLE_NEWS_REPORT_READ`).
    pub fn parse(text: &str) -> Result<Role, PermissionParseError> {
        let err = || PermissionParseError(text.to_owned());
        let rest = text.strip_prefix("ROLE_").ok_or_else(err)?;
        let (area, level) = rest.rsplit_once('_').ok_or_else(err)?;
        Ok(Role {
            area: area.parse().map_err(|_| err())?,
            level: level.parse().map_err(|_| err())?,
        })
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ROLE_{}_{}", self.area.as_str(), self.level.as_str())
    }
}

/// What one user (or one group) may do: a level per area; areas not listed are `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Permissions(BTreeMap<Area, Level>);

impl Permissions {
    /// No access anywhere.
    pub fn none() -> Self {
        Self::default()
    }

    /// Grants `level` on `area`, keeping the higher of the old and new levels.
    pub fn grant(&mut self, area: Area, level: Level) -> &mut Self {
        let entry = self.0.entry(area).or_default();
        *entry = (*entry).max(level);
        self
    }

    /// The union of several grants (a user's groups): the highest level per area.
    pub fn union<'a>(all: impl IntoIterator<Item = &'a Permissions>) -> Permissions {
        let mut out = Permissions::none();
        for p in all {
            for (area, level) in &p.0 {
                out.grant(*area, *level);
            }
        }
        out
    }

    /// The level held on `area`.
    pub fn level(&self, area: Area) -> Level {
        self.0.get(&area).copied().unwrap_or_default()
    }

    /// True when the level on `area` is `level` or higher.
    pub fn allows(&self, area: Area, level: Level) -> bool {
        level == Level::None || self.level(area) >= level
    }

    /// The expanded role strings (write implies read; admin implies write and read), sorted.
    pub fn roles(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (area, level) in &self.0 {
            for l in Level::GRANTING {
                if l <= *level {
                    out.push(
                        Role {
                            area: *area,
                            level: l,
                        }
                        .to_string(),
                    );
                }
            }
        }
        out.sort();
        out
    }

    /// Reads back an expanded (or unexpanded) role list; unknown strings are refused.
    pub fn from_roles<S: AsRef<str>>(roles: &[S]) -> Result<Self, PermissionParseError> {
        let mut out = Permissions::none();
        for r in roles {
            let role = Role::parse(r.as_ref())?;
            out.grant(role.area, role.level);
        }
        Ok(out)
    }

    /// Every granting role that exists (GET /api/authorities).
    pub fn all_authorities() -> Vec<String> {
        Area::ALL
            .iter()
            .flat_map(|a| {
                Level::GRANTING.iter().map(move |l| {
                    Role {
                        area: *a,
                        level: *l,
                    }
                    .to_string()
                })
            })
            .collect()
    }

    /// The (area, level) pairs granted, for storage.
    pub fn entries(&self) -> impl Iterator<Item = (Area, Level)> + '_ {
        self.0.iter().map(|(a, l)| (*a, *l))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn role_strings_round_trip_including_underscored_areas() {
        for text in [
            "ROLE_RUNDOWN_WRITE",
            "ROLE_NEWS_REPORT_READ",
            "ROLE_ASSIGNMENT_PROPOSAL_ADMIN",
        ] {
            assert_eq!(Role::parse(text).unwrap().to_string(), text);
        }
        assert!(Role::parse("ROLE_RUNDOWN").is_err());
        assert!(Role::parse("RUNDOWN_READ").is_err());
        assert!(Role::parse("ROLE_NOPE_READ").is_err());
    }

    #[test]
    fn roles_are_expanded_by_level() {
        let mut p = Permissions::none();
        p.grant(Area::Rundown, Level::Write)
            .grant(Area::Chat, Level::Read);
        assert_eq!(
            p.roles(),
            vec!["ROLE_CHAT_READ", "ROLE_RUNDOWN_READ", "ROLE_RUNDOWN_WRITE"]
        );
        assert!(p.allows(Area::Rundown, Level::Read));
        assert!(!p.allows(Area::Rundown, Level::Admin));
        assert!(!p.allows(Area::Story, Level::Read));
        assert_eq!(Permissions::from_roles(&p.roles()).unwrap(), p);
    }

    #[test]
    fn union_takes_the_highest_level() {
        let mut a = Permissions::none();
        a.grant(Area::Rundown, Level::Read);
        let mut b = Permissions::none();
        b.grant(Area::Rundown, Level::Admin)
            .grant(Area::Story, Level::Read);
        let u = Permissions::union([&a, &b]);
        assert_eq!(u.level(Area::Rundown), Level::Admin);
        assert_eq!(u.level(Area::Story), Level::Read);
    }

    #[test]
    fn authorities_cover_every_area_and_granting_level() {
        let all = Permissions::all_authorities();
        assert_eq!(all.len(), Area::ALL.len() * 3);
        assert!(all.iter().all(|r| Role::parse(r).is_ok()));
    }
}
