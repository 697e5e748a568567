//! The actions of a rundown's log (web.md section 7, "logs").

/// What a line of the rundown's log did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LogAction {
    /// `CREATE`: a block, story, rundown or template created (a story restored or pasted as a copy).
    Create,
    /// `UPDATE`: a field changed.
    Update,
    /// `DELETE`: a block deleted, a story moved to the trash.
    Delete,
    /// `MOVE`: blocks reordered, stories moved.
    Move,
    /// `APPROVE`: stories approved.
    Approve,
    /// `DISAPPROVE`: stories disapproved.
    Disapprove,
    /// `DISPLAY`: display statuses set.
    Display,
}

impl LogAction {
    /// Every action, in the order a filter lists them.
    pub const ALL: [LogAction; 7] = [
        LogAction::Create,
        LogAction::Update,
        LogAction::Delete,
        LogAction::Move,
        LogAction::Approve,
        LogAction::Disapprove,
        LogAction::Display,
    ];

    /// The wire (and stored) form: `CREATE`, `UPDATE`, ...
    pub const fn as_str(self) -> &'static str {
        match self {
            LogAction::Create => "CREATE",
            LogAction::Update => "UPDATE",
            LogAction::Delete => "DELETE",
            LogAction::Move => "MOVE",
            LogAction::Approve => "APPROVE",
            LogAction::Disapprove => "DISAPPROVE",
            LogAction::Display => "DISPLAY",
        }
    }

    /// Parses the wire form; `None` for anything else.
    pub fn parse(s: &str) -> Option<LogAction> {
        LogAction::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_parses_back() {
        for a in LogAction::ALL {
            assert_eq!(LogAction::parse(a.as_str()), Some(a));
        }
        assert_eq!(LogAction::parse("create"), None);
    }
}

/// What undoing a log line puts back (kept with the line; web.md section 7, "logs": repaginate is
/// undone from the log). Only the changes listed here can be undone; the line says so
/// (`undoable`), and is undoable once.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Undo {
    /// A repagination: each story's page before it (stories deleted since are skipped).
    Pages(Vec<(i64, String)>),
}
