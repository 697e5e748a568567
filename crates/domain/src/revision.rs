//! Revisions of documents (web.md section 3: "revisions"; docs/adr/0003-documents.md, "One edit lock
//! system": one diff for stories and the documents service's kinds): a line diff between a revision's
//! text and the current one, each kind writing its own text as lines.

use similar::{ChangeTag, TextDiff};

/// What a diff line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiffOp {
    /// In both texts.
    Equal,
    /// Only in the current text.
    Insert,
    /// Only in the revision.
    Delete,
}

impl DiffOp {
    /// `equal`, `insert` or `delete`.
    pub fn as_str(self) -> &'static str {
        match self {
            DiffOp::Equal => "equal",
            DiffOp::Insert => "insert",
            DiffOp::Delete => "delete",
        }
    }
}

/// One line of a diff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiffLine {
    /// What the line is.
    pub op: DiffOp,
    /// The line, without its line break.
    pub text: String,
}

/// The line diff from `old` to `new` (each a text of lines ending in `\n`), every line of both in
/// order: the lines only in `old` as [`DiffOp::Delete`], only in `new` as [`DiffOp::Insert`].
pub fn line_diff(old: &str, new: &str) -> Vec<DiffLine> {
    TextDiff::from_lines(old, new)
        .iter_all_changes()
        .map(|c| DiffLine {
            op: match c.tag() {
                ChangeTag::Equal => DiffOp::Equal,
                ChangeTag::Insert => DiffOp::Insert,
                ChangeTag::Delete => DiffOp::Delete,
            },
            text: c.value().trim_end_matches('\n').to_owned(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_line_is_deleted_then_inserted_and_the_rest_kept() {
        let d = line_diff(
            "Slug: FIRE\nDate: 2026-11-27\n",
            "Slug: FIRE\nDate: 2026-11-28\n",
        );
        let ops: Vec<(DiffOp, &str)> = d.iter().map(|l| (l.op, l.text.as_str())).collect();
        assert_eq!(
            ops,
            vec![
                (DiffOp::Equal, "Slug: FIRE"),
                (DiffOp::Delete, "Date: 2026-11-27"),
                (DiffOp::Insert, "Date: 2026-11-28"),
            ]
        );
        assert!(
            line_diff("a\n", "a\n")
                .iter()
                .all(|l| l.op == DiffOp::Equal)
        );
    }
}
