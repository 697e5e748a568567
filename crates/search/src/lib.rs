//! # newsroom-search
//!
//! The general search (issue 13; docs/adr/0004-search.md): one [tantivy] index of every document
//! kind, kept in memory by each replica of the documents service, fed by the bus and rebuilt from the
//! database at start. No network, no database: the service gives it documents and asks it
//! questions.
//!
//! ## Layout
//! - [`analysis`]: how text becomes terms: words split on anything but letters and digits, lower
//!   case, accents folded ("ação" is "acao"), then stemmed in Portuguese, Spanish and English
//!   (three fields: a document's language is not known, and a desk writes in one of them);
//! - [`index`]: [`SearchIndex`]: upserts by revision (a late, older event never undoes a newer one),
//!   removals, the rebuild, and [`SearchIndex::search`] with the four modes
//!   ([`newsroom_domain::search::SearchMode`]), the filters and who may see what;
//! - [`highlight`]: the excerpt of each result with its matches in `<mark>` tags and every other
//!   angle bracket escaped (mobile.md section 5).

pub mod analysis;
pub mod highlight;
pub mod index;

pub use index::{Reader, SearchDoc, SearchHit, SearchIndex, SearchPage};

/// A failure of the index (tantivy's own words; the caller logs it and answers 500).
#[derive(Debug, thiserror::Error)]
#[error("search index: {0}")]
pub struct SearchError(#[from] pub tantivy::TantivyError);
