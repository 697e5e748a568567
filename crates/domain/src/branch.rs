//! Branches and the installation's configuration (web.md sections 3, 5 and 7; mobile.md sections 1 and
//! 9): the languages the clients speak and what `GET /api/branch/config` gives them.
//!
//! A *branch* is one of the broadcaster's stations or bureaus (an affiliate, a regional newsroom): a
//! name, an address (both unique) and the language it works in. Stories name the branch they come from
//! ("company or branch"). The *branch configuration* is this installation's own: its language (the
//! default of every client, before a user picks one), its name (an analytics label for the mobile app)
//! and the domain suffix the mobile login joins to bare login names.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A language the clients speak, in the spec's wire form (`en_US`, `es_ES`, `pt_BR`; mobile.md
/// section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Locale {
    /// English (United States).
    #[serde(rename = "en_US")]
    EnUs,
    /// Spanish (Spain).
    #[serde(rename = "es_ES")]
    EsEs,
    /// Portuguese (Brazil): the spec's default.
    #[serde(rename = "pt_BR")]
    PtBr,
}

impl Locale {
    /// Every locale, in the order the clients list them.
    pub const ALL: [Locale; 3] = [Locale::EnUs, Locale::EsEs, Locale::PtBr];

    /// The wire form (`pt_BR`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Locale::EnUs => "en_US",
            Locale::EsEs => "es_ES",
            Locale::PtBr => "pt_BR",
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Not one of [`Locale::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown locale {0:?} (en_US, es_ES or pt_BR)")]
pub struct UnknownLocale(pub String);

impl FromStr for Locale {
    type Err = UnknownLocale;

    /// Reads `en_US`, `es_ES`, `pt_BR` (also with `-` and in any case: `pt-br`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let norm = s.trim().replace('-', "_").to_ascii_lowercase();
        Locale::ALL
            .into_iter()
            .find(|l| l.as_str().to_ascii_lowercase() == norm)
            .ok_or_else(|| UnknownLocale(s.to_owned()))
    }
}

/// Longest branch name, address, installation name, in characters.
pub const NAME_MAX: usize = 120;
/// Longest branch address, in characters.
pub const ADDRESS_MAX: usize = 300;
/// Longest login domain suffix, in characters (a DNS name).
pub const DOMAIN_MAX: usize = 253;

/// The installation's configuration as every client reads it (`GET /api/branch/config`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchConfig {
    /// The clients' language until a user picks their own.
    pub locale: Locale,
    /// The installation's name ("TV Norte"): shown on the login page, an analytics label on mobile.
    pub branch_name: String,
    /// Joined with `@` to a bare login name by the mobile login (mobile.md section 5); empty: none.
    pub login_domain: String,
}

impl Default for BranchConfig {
    fn default() -> Self {
        BranchConfig {
            locale: Locale::EnUs,
            branch_name: "Newsroom".to_owned(),
            login_domain: String::new(),
        }
    }
}

/// True when `domain` is a plausible DNS name for a login suffix: labels of letters, digits and
/// hyphens, separated by dots, none empty, none starting or ending with a hyphen; empty is allowed (no
/// suffix).
pub fn valid_login_domain(domain: &str) -> bool {
    domain.is_empty()
        || (domain.len() <= DOMAIN_MAX
            && domain.split('.').all(|label| {
                !label.is_empty()
                    && label.len() <= 63
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_read_their_wire_form_and_common_spellings() {
        for l in Locale::ALL {
            assert_eq!(l.as_str().parse::<Locale>(), Ok(l));
            assert_eq!(
                serde_json::to_string(&l).unwrap(),
                format!("\"{}\"", l.as_str())
            );
        }
        assert_eq!("pt-br".parse::<Locale>(), Ok(Locale::PtBr));
        assert!("fr_FR".parse::<Locale>().is_err());
        assert!("".parse::<Locale>().is_err());
    }

    #[test]
    fn login_domains_are_dns_names() {
        assert!(valid_login_domain(""));
        assert!(valid_login_domain("tvnorte.com.br"));
        assert!(valid_login_domain("news-room.example"));
        assert!(!valid_login_domain("tv norte.com"));
        assert!(!valid_login_domain("@tvnorte.com"));
        assert!(!valid_login_domain("tvnorte..com"));
        assert!(!valid_login_domain("-tv.com"));
    }
}
