//! REST shapes of teams (web.md sections 3 and 7; docs/adr/0003-documents.md, "Teams"): a crew as
//! it is on one day, and the changes a desk makes to it.

use newsroom_domain::ids::UserId;
use newsroom_proto::documents::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::required;
use crate::error::ApiError;

/// A member of a team on a day.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TeamMember {
    /// The user (`GET /api/users`).
    pub user_id: UserId,
    /// What they do in the crew ("Camera", "Driver"); may be empty; at most 60 characters.
    #[serde(default)]
    pub function: String,
}

impl TeamMember {
    fn into_pb(self) -> pb::TeamMember {
        pb::TeamMember {
            user_id: self.user_id.get(),
            function: self.function,
        }
    }
}

/// A team as it is on `date`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Team {
    /// Its id.
    pub id: i64,
    /// Its name (unique whatever the letter case).
    pub name: String,
    /// YYYY-MM-DD: the day described.
    pub date: String,
    /// HH:MM, the station's wall-clock time (not UTC: a roster is read in local time).
    pub start: String,
    /// HH:MM; before `start` for a shift over midnight.
    pub end: String,
    /// The crew that day.
    pub members: Vec<TeamMember>,
    /// Notes of that day.
    pub notes: String,
    /// The day has a change of its own ("only this day").
    pub one_day: bool,
    /// YYYY-MM-DD: the first day of the change in force (`date` itself when `oneDay`).
    pub since: String,
    /// YYYY-MM-DD: the team's first day.
    pub starts_on: String,
    /// YYYY-MM-DD: the first day without it, once deleted from a day on; null otherwise.
    pub deactivated_from: Option<String>,
    /// Counts every change of the team.
    pub revision: i64,
}

impl TryFrom<pb::Team> for Team {
    type Error = ApiError;

    fn try_from(t: pb::Team) -> Result<Self, ApiError> {
        let shift = required(t.shift, "team shift")?;
        Ok(Team {
            id: t.id,
            name: t.name,
            date: shift.date,
            start: shift.start,
            end: shift.end,
            members: shift
                .members
                .into_iter()
                .map(|m| TeamMember {
                    user_id: UserId::from_db(m.user_id),
                    function: m.function,
                })
                .collect(),
            notes: shift.notes,
            one_day: t.one_day,
            since: t.since,
            starts_on: t.starts_on,
            deactivated_from: (!t.deactivated_from.is_empty()).then_some(t.deactivated_from),
            revision: t.revision,
        })
    }
}

/// What a team is from a day on (a change, or a new team's first day).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ShiftIn {
    /// YYYY-MM-DD: the day the change is made on.
    pub date: String,
    /// HH:MM (seconds, if sent, are dropped).
    pub start: String,
    /// HH:MM; before `start` for a shift over midnight.
    pub end: String,
    /// The crew, each user once, at most 100.
    #[serde(default)]
    pub members: Vec<TeamMember>,
    /// Plain text, at most 2,000 characters.
    #[serde(default)]
    pub notes: String,
}

impl ShiftIn {
    /// The shift as the service takes it.
    pub fn into_pb(self) -> pb::TeamShift {
        pb::TeamShift {
            date: self.date,
            start: self.start,
            end: self.end,
            members: self.members.into_iter().map(TeamMember::into_pb).collect(),
            notes: self.notes,
        }
    }
}

/// A new team: its name and what it is from its first day (`date`) on.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TeamIn {
    /// 1 to 60 characters, one line.
    pub name: String,
    /// YYYY-MM-DD: its first day.
    pub date: String,
    /// HH:MM.
    pub start: String,
    /// HH:MM.
    pub end: String,
    /// The crew.
    #[serde(default)]
    pub members: Vec<TeamMember>,
    /// Plain text, at most 2,000 characters.
    #[serde(default)]
    pub notes: String,
}

impl TeamIn {
    /// The name and the first shift.
    pub fn into_pb(self) -> (String, pb::TeamShift) {
        let shift = ShiftIn {
            date: self.date,
            start: self.start,
            end: self.end,
            members: self.members,
            notes: self.notes,
        };
        (self.name, shift.into_pb())
    }
}

/// A team's new name.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TeamRename {
    /// 1 to 60 characters, one line.
    pub name: String,
}

/// A MESSAGE of `/topic/teams` (docs/asyncapi.yaml, `TeamEvent`): a team was `created`, `updated`
/// (renamed or its schedule changed) or `deleted` (from a day on); open schedules and assignment
/// forms reload the teams.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamTopicEvent {
    /// `created`, `updated` or `deleted`.
    pub event: String,
    /// Always `team`.
    pub entity: &'static str,
    /// The team's id.
    pub id: i64,
}

impl From<pb::TeamEvent> for TeamTopicEvent {
    fn from(e: pb::TeamEvent) -> Self {
        TeamTopicEvent {
            event: e.event,
            entity: "team",
            id: e.id,
        }
    }
}
