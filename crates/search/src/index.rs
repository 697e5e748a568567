//! [`SearchIndex`]: the documents of every kind in one tantivy index in memory (docs/adr/0004-search.md).
//!
//! Fields: `id` (the document's id, one space for every kind), `kind`, `slug` and `body` (stored,
//! [`crate::analysis::folded`], with positions for phrases), `stem_pt`, `stem_es`, `stem_en` (slug
//! and body again, stemmed, not stored), `date` (days from the common era), `state`, `programs`,
//! `author` and its name, `private` and `readers` (the owner and the allowed users of a private
//! document), `revision`.

use std::collections::HashMap;
use std::ops::Bound;
use std::sync::Mutex;

use chrono::{Datelike, NaiveDate};
use newsroom_domain::search::{DocumentKind, SearchMode, SearchQuery};
use tantivy::collector::sort_key::SortByStaticFastValue;
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{
    BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, PhraseQuery, Query,
    RangeQuery, TermQuery,
};
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing,
    TextOptions, Value,
};
use tantivy::{Index, IndexReader, IndexWriter, Order, ReloadPolicy, TantivyDocument, Term};

use crate::SearchError;
use crate::analysis::{Analyzers, FOLDED, LANGUAGES, folded, stemmed, terms};
use crate::highlight::{Matcher, distance};

/// The longest excerpt of a result's body, in characters.
pub const EXCERPT_CHARS: usize = 200;
/// The indexing memory of the writer, in bytes (tantivy's minimum is 15 MB).
const WRITER_BYTES: usize = 50_000_000;

/// A document as the index knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchDoc {
    /// Its id (documents from 10^12, stories below).
    pub id: i64,
    /// Its kind.
    pub kind: DocumentKind,
    /// Its revision: a change with a revision at or below the one indexed is old and ignored.
    pub revision: i64,
    /// Its slug (title).
    pub slug: String,
    /// Its text as words: content, script, sections, one after the other.
    pub body: String,
    /// The day it is for.
    pub date: NaiveDate,
    /// Its state (`PRODUCING`, ...).
    pub state: String,
    /// The programs it is for (ids).
    pub program_ids: Vec<i64>,
    /// Who wrote it (owner): id and login name.
    pub author: (i64, String),
    /// Seen only by [`readers`](Self::readers).
    pub private: bool,
    /// The owner and the allowed users of a private document (ids).
    pub readers: Vec<i64>,
}

/// A change to the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// A document created or changed.
    Upsert(SearchDoc),
    /// A document gone (to the trash or deleted) at `revision`.
    Remove {
        /// Its id.
        id: i64,
        /// The revision it went at.
        revision: i64,
    },
}

impl Change {
    fn key(&self) -> (i64, i64) {
        match self {
            Change::Upsert(d) => (d.id, d.revision),
            Change::Remove { id, revision } => (*id, *revision),
        }
    }
}

/// Who searches: a user, and the programs they may see (`None`: all).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reader {
    /// The user's id (private documents).
    pub user: i64,
    /// The programs they may see.
    pub programs: Option<Vec<i64>>,
}

/// One result.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchHit {
    /// The document's id.
    pub id: i64,
    /// Its kind.
    pub kind: DocumentKind,
    /// Its slug as stored.
    pub slug: String,
    /// The slug as HTML, matches in `<mark>`, the rest escaped.
    pub slug_html: String,
    /// The best fragment of its body (at most about [`EXCERPT_CHARS`] characters) as HTML, matches
    /// in `<mark>`, the rest escaped.
    pub excerpt_html: String,
    /// The day it is for.
    pub date: NaiveDate,
    /// Its state.
    pub state: String,
    /// Its programs.
    pub program_ids: Vec<i64>,
    /// Its author: id and login name.
    pub author: (i64, String),
    /// The relevance score (BM25; higher first).
    pub score: f32,
}

/// A page of results and how many match in all.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchPage {
    /// The results, best first.
    pub hits: Vec<SearchHit>,
    /// How many documents match.
    pub total: usize,
}

#[derive(Clone)]
struct Fields {
    id: Field,
    kind: Field,
    slug: Field,
    body: Field,
    stems: Vec<Field>,
    date: Field,
    state: Field,
    programs: Field,
    author: Field,
    author_name: Field,
    private: Field,
    readers: Field,
    revision: Field,
}

fn schema() -> (Schema, Fields) {
    let mut b = Schema::builder();
    let text = |tokenizer: &str, stored: bool, positions: bool| {
        let indexing = TextFieldIndexing::default()
            .set_tokenizer(tokenizer)
            .set_index_option(if positions {
                IndexRecordOption::WithFreqsAndPositions
            } else {
                IndexRecordOption::WithFreqs
            });
        let options = TextOptions::default().set_indexing_options(indexing);
        if stored {
            options.set_stored()
        } else {
            options
        }
    };
    let fields = Fields {
        id: b.add_i64_field("id", INDEXED | STORED | FAST),
        kind: b.add_text_field("kind", STRING | STORED),
        slug: b.add_text_field("slug", text(FOLDED, true, true)),
        body: b.add_text_field("body", text(FOLDED, true, true)),
        stems: LANGUAGES
            .iter()
            .map(|(_, name)| b.add_text_field(name, text(name, false, false)))
            .collect(),
        date: b.add_i64_field("date", INDEXED | STORED | FAST),
        state: b.add_text_field("state", STRING | STORED),
        programs: b.add_i64_field("programs", INDEXED | STORED),
        author: b.add_i64_field("author", INDEXED | STORED),
        author_name: b.add_text_field("author_name", STORED),
        private: b.add_bool_field("private", INDEXED),
        readers: b.add_i64_field("readers", INDEXED),
        revision: b.add_i64_field("revision", STORED),
    };
    (b.build(), fields)
}

/// What the writer's side keeps: the writer, and the revision of every document it has seen (those
/// removed too, so that an older change arriving late cannot bring one back).
struct Writing {
    writer: IndexWriter,
    revisions: HashMap<i64, i64>,
}

/// The search index of one replica, in memory.
pub struct SearchIndex {
    reader: IndexReader,
    writing: Mutex<Writing>,
    f: Fields,
    analyzers: Analyzers,
}

type Boxed = Box<dyn Query>;

fn any(queries: Vec<Boxed>) -> Boxed {
    Box::new(BooleanQuery::new(
        queries.into_iter().map(|q| (Occur::Should, q)).collect(),
    ))
}

fn term(t: Term) -> Boxed {
    Box::new(TermQuery::new(t, IndexRecordOption::WithFreqs))
}

impl SearchIndex {
    /// An empty index.
    ///
    /// # Errors
    /// When tantivy cannot make its writer or reader (memory).
    pub fn new() -> Result<Self, SearchError> {
        let (schema, f) = schema();
        let index = Index::create_in_ram(schema);
        index.tokenizers().register(FOLDED, folded());
        for (language, name) in LANGUAGES {
            index.tokenizers().register(name, stemmed(language));
        }
        let writer = index.writer_with_num_threads(1, WRITER_BYTES)?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(Self {
            reader,
            writing: Mutex::new(Writing {
                writer,
                revisions: HashMap::new(),
            }),
            f,
            analyzers: Analyzers::default(),
        })
    }

    fn document(&self, d: &SearchDoc) -> TantivyDocument {
        let f = &self.f;
        let mut doc = TantivyDocument::default();
        doc.add_i64(f.id, d.id);
        doc.add_text(f.kind, d.kind.as_str());
        doc.add_text(f.slug, &d.slug);
        doc.add_text(f.body, &d.body);
        for stem in &f.stems {
            doc.add_text(*stem, &d.slug);
            doc.add_text(*stem, &d.body);
        }
        doc.add_i64(f.date, i64::from(d.date.num_days_from_ce()));
        doc.add_text(f.state, &d.state);
        for p in &d.program_ids {
            doc.add_i64(f.programs, *p);
        }
        doc.add_i64(f.author, d.author.0);
        doc.add_text(f.author_name, &d.author.1);
        doc.add_bool(f.private, d.private);
        for r in &d.readers {
            doc.add_i64(f.readers, *r);
        }
        doc.add_i64(f.revision, d.revision);
        doc
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Writing> {
        // A panic while writing leaves at worst uncommitted changes, which the next commit takes or
        // the next rebuild replaces: the index stays usable.
        self.writing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn commit(&self, w: &mut Writing) -> Result<(), SearchError> {
        w.writer.commit()?;
        self.reader.reload()?;
        Ok(())
    }

    /// Applies `changes` in order, each only when its revision is above the one the index has seen
    /// for that document, and makes them searchable (one commit). Returns how many applied.
    ///
    /// # Errors
    /// When tantivy fails to write or commit.
    pub fn apply(&self, changes: impl IntoIterator<Item = Change>) -> Result<usize, SearchError> {
        let mut w = self.lock();
        let mut applied = 0;
        for change in changes {
            let (id, revision) = change.key();
            if w.revisions.get(&id).is_some_and(|seen| *seen >= revision) {
                continue;
            }
            w.writer.delete_term(Term::from_field_i64(self.f.id, id));
            if let Change::Upsert(doc) = &change {
                w.writer.add_document(self.document(doc))?;
            }
            w.revisions.insert(id, revision);
            applied += 1;
        }
        if applied > 0 {
            self.commit(&mut w)?;
        }
        Ok(applied)
    }

    /// Replaces everything with `live` (documents to find) and `gone` (ids and revisions of
    /// documents in the trash, remembered so that an older change cannot bring one back).
    ///
    /// # Errors
    /// When tantivy fails to write or commit.
    pub fn rebuild(&self, live: &[SearchDoc], gone: &[(i64, i64)]) -> Result<(), SearchError> {
        let mut w = self.lock();
        w.writer.delete_all_documents()?;
        w.revisions.clear();
        for doc in live {
            w.writer.add_document(self.document(doc))?;
            w.revisions.insert(doc.id, doc.revision);
        }
        for (id, revision) in gone {
            w.revisions.insert(*id, *revision);
        }
        self.commit(&mut w)
    }

    /// How many documents can be found.
    pub fn len(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// Whether nothing can be found.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The query of one folded word: the word itself in slug (counted twice) and body, and its stem
    /// in every language; when `fuzzy`, any word or stem within [`distance`] of those.
    fn word(&self, word: &str, fuzzy: bool) -> Boxed {
        let d = if fuzzy { distance(word) } else { 0 };
        let mut clauses: Vec<Boxed> = [(self.f.slug, 2.0), (self.f.body, 1.0)]
            .into_iter()
            .map(|(field, boost)| {
                let t = Term::from_field_text(field, word);
                let q: Boxed = if d > 0 {
                    Box::new(FuzzyTermQuery::new(t, d, true))
                } else {
                    term(t)
                };
                Box::new(BoostQuery::new(q, boost)) as Boxed
            })
            .collect();
        for (field, stem) in self.f.stems.iter().zip(self.analyzers.stems_of(word)) {
            let d = if fuzzy { distance(&stem) } else { 0 };
            let t = Term::from_field_text(*field, &stem);
            clauses.push(if d > 0 {
                Box::new(FuzzyTermQuery::new(t, d, true))
            } else {
                term(t)
            });
        }
        any(clauses)
    }

    /// The query of the words in `mode`.
    fn words(&self, words: &[String], mode: SearchMode) -> Boxed {
        let each = |occur: Occur, fuzzy: bool| -> Boxed {
            Box::new(BooleanQuery::new(
                words.iter().map(|w| (occur, self.word(w, fuzzy))).collect(),
            ))
        };
        match mode {
            SearchMode::Should => each(Occur::Should, false),
            SearchMode::Fuzzy => each(Occur::Should, true),
            SearchMode::Must => each(Occur::Must, false),
            SearchMode::Phrase if words.len() == 1 => any(vec![
                term(Term::from_field_text(self.f.slug, &words[0])),
                term(Term::from_field_text(self.f.body, &words[0])),
            ]),
            SearchMode::Phrase => any([self.f.slug, self.f.body]
                .into_iter()
                .map(|field| {
                    let terms = words
                        .iter()
                        .map(|w| Term::from_field_text(field, w))
                        .collect();
                    Box::new(PhraseQuery::new(terms)) as Boxed
                })
                .collect()),
        }
    }

    /// The conditions of `q` and of what `who` may see.
    fn filters(&self, q: &SearchQuery, who: &Reader) -> Vec<Boxed> {
        let f = &self.f;
        let mut out = Vec::new();
        if !q.kinds.is_empty() {
            out.push(any(q
                .kinds
                .iter()
                .map(|k| term(Term::from_field_text(f.kind, k.as_str())))
                .collect()));
        }
        if let Some(p) = q.program_id {
            out.push(term(Term::from_field_i64(f.programs, p)));
        }
        if let Some(s) = &q.state {
            out.push(term(Term::from_field_text(f.state, s)));
        }
        if q.from.is_some() || q.to.is_some() {
            let bound = |d: Option<NaiveDate>| match d {
                Some(d) => Bound::Included(Term::from_field_i64(
                    f.date,
                    i64::from(d.num_days_from_ce()),
                )),
                None => Bound::Unbounded,
            };
            out.push(Box::new(RangeQuery::new(bound(q.from), bound(q.to))));
        }
        if let Some(a) = q.author_id {
            out.push(term(Term::from_field_i64(f.author, a)));
        }
        out.push(any(vec![
            term(Term::from_field_bool(f.private, false)),
            term(Term::from_field_i64(f.readers, who.user)),
        ]));
        if let Some(mine) = &who.programs {
            out.push(any(mine
                .iter()
                .map(|p| term(Term::from_field_i64(f.programs, *p)))
                .collect()));
        }
        out
    }

    /// The tantivy query of `q` for `who`, or `None` when nothing can match. A query without text
    /// (a browse of a period, [`SearchQuery::browses`]) is its conditions alone.
    fn query(&self, q: &SearchQuery, who: &Reader) -> Option<(BooleanQuery, Vec<String>)> {
        let words = terms(&self.analyzers.folded, &q.text);
        if (words.is_empty() && !q.browses()) || who.programs.as_ref().is_some_and(Vec::is_empty) {
            return None;
        }
        let mut clauses = Vec::new();
        if !q.browses() {
            clauses.push((Occur::Must, self.words(&words, q.mode)));
        }
        for filter in self.filters(q, who) {
            clauses.push((
                Occur::Must,
                Box::new(ConstScoreQuery::new(filter, 0.0)) as Boxed,
            ));
        }
        Some((BooleanQuery::new(clauses), words))
    }

    /// The page of `q` for `who` (scores and addresses, best first), the total, the searcher that
    /// read them and the query's folded words; `None` when nothing can match.
    #[expect(
        clippy::type_complexity,
        reason = "private, read by its two callers at once"
    )]
    fn run(
        &self,
        q: &SearchQuery,
        who: &Reader,
    ) -> Result<
        Option<(
            tantivy::Searcher,
            Vec<(f32, tantivy::DocAddress)>,
            usize,
            Vec<String>,
        )>,
        SearchError,
    > {
        let Some((query, words)) = self.query(q, who) else {
            return Ok(None);
        };
        let searcher = self.reader.searcher();
        let page = TopDocs::with_limit(q.size.max(1)).and_offset(q.offset);
        let (top, total) = if q.browses() {
            // Newest day first, then the newest document (ids grow); every score 0.
            let newest =
                |field: &str| (SortByStaticFastValue::<i64>::for_field(field), Order::Desc);
            let (top, total) = searcher.search(
                &query,
                &(page.order_by((newest("date"), newest("id"))), Count),
            )?;
            (
                top.into_iter().map(|(_, address)| (0.0, address)).collect(),
                total,
            )
        } else {
            searcher.search(&query, &(page.order_by_score(), Count))?
        };
        Ok(Some((searcher, top, total, words)))
    }

    /// The ids of the page of [`search`](Self::search) and the total, from the tantivy query alone
    /// (no stored document read, no excerpt): what `just bench` measures the whole search against.
    ///
    /// # Errors
    /// When tantivy fails to read.
    pub fn raw(&self, q: &SearchQuery, who: &Reader) -> Result<(Vec<i64>, usize), SearchError> {
        let Some((searcher, top, total, _)) = self.run(q, who)? else {
            return Ok((Vec::new(), 0));
        };
        let mut ids = Vec::with_capacity(top.len());
        for (_, address) in top {
            let reader = searcher.segment_reader(address.segment_ord);
            let column = reader.fast_fields().i64("id")?;
            ids.extend(column.first(address.doc_id));
        }
        Ok((ids, total))
    }

    /// The page `q` asks for of what `who` may see, best first, with highlighted excerpts.
    ///
    /// # Errors
    /// When tantivy fails to read.
    pub fn search(&self, q: &SearchQuery, who: &Reader) -> Result<SearchPage, SearchError> {
        let Some((searcher, top, total, words)) = self.run(q, who)? else {
            return Ok(SearchPage::default());
        };
        let matcher = Matcher::new(&words, q.mode, &self.analyzers);
        let mut hits = Vec::with_capacity(top.len());
        for (score, address) in top {
            let doc: TantivyDocument = searcher.doc(address)?;
            if let Some(hit) = self.hit(&doc, score, &matcher) {
                hits.push(hit);
            }
        }
        Ok(SearchPage { hits, total })
    }

    fn hit(&self, doc: &TantivyDocument, score: f32, matcher: &Matcher) -> Option<SearchHit> {
        let f = &self.f;
        let number = |field: Field| doc.get_first(field).and_then(|v| v.as_i64());
        let text = |field: Field| {
            doc.get_first(field)
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default()
        };
        let slug = text(f.slug);
        let body = text(f.body);
        Some(SearchHit {
            id: number(f.id)?,
            kind: DocumentKind::parse(&text(f.kind))?,
            // The whole slug (tantivy counts the fragment in bytes).
            slug_html: matcher.excerpt(&slug, slug.len().max(1)),
            excerpt_html: matcher.excerpt(&body, EXCERPT_CHARS),
            slug,
            date: NaiveDate::from_num_days_from_ce_opt(i32::try_from(number(f.date)?).ok()?)?,
            state: text(f.state),
            program_ids: doc.get_all(f.programs).filter_map(|v| v.as_i64()).collect(),
            author: (number(f.author)?, text(f.author_name)),
            score,
        })
    }
}
