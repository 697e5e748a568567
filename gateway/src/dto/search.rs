//! The general search's REST shapes (docs/adr/0004-search.md): a page of hits, each with its
//! highlighted slug and excerpt (HTML: matches in `<mark>`, every other angle bracket escaped,
//! mobile.md section 5), and the index's status.

use newsroom_domain::search::DocumentKind;
use newsroom_proto::documents::v1 as pb;
use serde::Serialize;
use utoipa::ToSchema;

use crate::dto::documents::Owner;
use crate::dto::{by_name, required};
use crate::error::ApiError;
use newsroom_domain::ids::{ProgramId, UserId};

/// One document found.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// The document's id (a story's below 10^12, other kinds from it).
    pub id: i64,
    /// Its kind.
    pub kind: DocumentKind,
    /// Its slug as saved.
    pub slug: String,
    /// The slug as HTML: matches in `<mark>`, the rest escaped.
    pub slug_html: String,
    /// The best fragment of its text (about 200 characters) as HTML, as `slugHtml`.
    pub excerpt_html: String,
    /// The day it is for (YYYY-MM-DD).
    pub date: String,
    /// Its state (PRODUCING, ...).
    pub state: String,
    /// Its programs.
    pub program_ids: Vec<ProgramId>,
    /// Who wrote it.
    pub author: Owner,
    /// Relevance (higher first).
    pub score: f32,
}

/// A page of search results (web.md section 7's `{data, total}`).
#[derive(Debug, Serialize, ToSchema)]
pub struct SearchPage {
    /// The page, best first.
    pub data: Vec<SearchHit>,
    /// How many documents match in all.
    pub total: i64,
}

impl TryFrom<pb::SearchResults> for SearchPage {
    type Error = ApiError;

    fn try_from(r: pb::SearchResults) -> Result<Self, ApiError> {
        let data = r
            .data
            .into_iter()
            .map(|h| {
                let author = required(h.author, "search hit author")?;
                Ok(SearchHit {
                    id: h.id,
                    kind: by_name(&h.kind, DocumentKind::parse, "document kind")?,
                    slug: h.slug,
                    slug_html: h.slug_html,
                    excerpt_html: h.excerpt_html,
                    date: h.date,
                    state: h.state,
                    program_ids: h.program_ids.into_iter().map(ProgramId::from_db).collect(),
                    author: Owner {
                        id: UserId::from_db(author.user_id),
                        nickname: author.nickname,
                    },
                    score: h.score,
                })
            })
            .collect::<Result<_, ApiError>>()?;
        Ok(SearchPage {
            data,
            total: r.total,
        })
    }
}

/// How the search index of the replica that answered stands (web.md section 4: "Index rebuild ...
/// in-progress states").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchStatus {
    /// Documents it can find.
    pub documents: i64,
    /// A rebuild is running.
    pub rebuilding: bool,
    /// When the last rebuild finished (RFC 3339, UTC); absent before the first.
    pub rebuilt_at: Option<String>,
}

impl From<pb::SearchStatus> for SearchStatus {
    fn from(s: pb::SearchStatus) -> Self {
        SearchStatus {
            documents: s.documents,
            rebuilding: s.rebuilding,
            rebuilt_at: (!s.rebuilt_at.is_empty()).then_some(s.rebuilt_at),
        }
    }
}
