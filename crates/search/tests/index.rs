//! The index against the rules of docs/adr/0004-search.md: stemming and folding in Portuguese and
//! Spanish, the four modes, filters, who sees what, revisions and paging.

use chrono::NaiveDate;
use newsroom_domain::search::{DocumentKind, SearchDraft, SearchQuery};
use newsroom_search::index::Change;
use newsroom_search::{Reader, SearchDoc, SearchIndex};

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 12, d).unwrap()
}

fn doc(id: i64, slug: &str, body: &str) -> SearchDoc {
    SearchDoc {
        id,
        kind: DocumentKind::Assignment,
        revision: 1,
        slug: slug.into(),
        body: body.into(),
        date: day(1),
        state: "PRODUCING".into(),
        program_ids: vec![1],
        author: (7, "ana".into()),
        private: false,
        readers: vec![],
    }
}

fn query(text: &str, mode: &str) -> SearchQuery {
    SearchDraft {
        text: text.into(),
        mode: mode.into(),
        ..SearchDraft::default()
    }
    .check()
    .unwrap()
}

const ANYONE: Reader = Reader {
    user: 99,
    programs: None,
};

fn ids(index: &SearchIndex, q: &SearchQuery, who: &Reader) -> Vec<i64> {
    let mut ids: Vec<i64> = index
        .search(q, who)
        .unwrap()
        .hits
        .iter()
        .map(|h| h.id)
        .collect();
    ids.sort_unstable();
    ids
}

fn newsroom() -> SearchIndex {
    let index = SearchIndex::new().unwrap();
    index
        .rebuild(
            &[
                doc(
                    1,
                    "Reportagens sobre a enchente",
                    "A ação da Defesa Civil no bairro alagado.",
                ),
                doc(
                    2,
                    "Câmara vota orçamento",
                    "Os vereadores votam hoje o orçamento de 2027.",
                ),
                doc(
                    3,
                    "Acciones de la alcaldía",
                    "El alcalde anunció nuevas acciones contra las inundaciones.",
                ),
                doc(
                    4,
                    "Flood defences",
                    "The council is building flood defences along the river.",
                ),
                doc(
                    5,
                    "Orçamento da saúde",
                    "Reportagem especial: a saúde no orçamento <b>municipal</b>.",
                ),
            ],
            &[],
        )
        .unwrap();
    index
}

#[test]
fn portuguese_and_spanish_words_meet_their_plurals_and_accents() {
    let index = newsroom();
    assert_eq!(ids(&index, &query("reportagem", ""), &ANYONE), [1, 5]);
    assert_eq!(ids(&index, &query("acao", ""), &ANYONE), [1]);
    assert_eq!(ids(&index, &query("ORCAMENTOS", ""), &ANYONE), [2, 5]);
    assert_eq!(ids(&index, &query("acción", ""), &ANYONE), [3]);
    assert_eq!(ids(&index, &query("flooding", ""), &ANYONE), [4]);
}

#[test]
fn a_misspelt_word_is_found_in_fuzzy_mode_only() {
    let index = newsroom();
    assert_eq!(ids(&index, &query("reportajem", "FUZZY"), &ANYONE), [1, 5]);
    assert!(ids(&index, &query("reportajem", "SHOULD"), &ANYONE).is_empty());
    assert_eq!(ids(&index, &query("vereadroes", "FUZZY"), &ANYONE), [2]);
}

#[test]
fn must_needs_every_word_should_any_and_a_phrase_the_order() {
    let index = newsroom();
    assert_eq!(ids(&index, &query("orçamento saúde", "MUST"), &ANYONE), [5]);
    assert_eq!(
        ids(&index, &query("orçamento saúde", "SHOULD"), &ANYONE),
        [2, 5]
    );
    let page = index
        .search(&query("orçamento saúde", "SHOULD"), &ANYONE)
        .unwrap();
    assert_eq!(page.hits[0].id, 5, "more words matched ranks first");
    assert_eq!(
        ids(&index, &query("flood defences", "PHRASE"), &ANYONE),
        [4]
    );
    assert!(ids(&index, &query("defences flood", "PHRASE"), &ANYONE).is_empty());
    assert!(
        ids(&index, &query("reportagem", "PHRASE"), &ANYONE) == [5],
        "a phrase is not stemmed"
    );
}

#[test]
fn excerpts_mark_matches_and_escape_everything_else() {
    let index = newsroom();
    let page = index.search(&query("municipal", ""), &ANYONE).unwrap();
    let hit = &page.hits[0];
    assert_eq!(hit.id, 5);
    assert!(
        hit.excerpt_html
            .contains("&lt;b&gt;<mark>municipal</mark>&lt;/b&gt;"),
        "{}",
        hit.excerpt_html
    );
    assert_eq!(hit.slug_html, "Orçamento da saúde");
    let page = index.search(&query("saúde", ""), &ANYONE).unwrap();
    let whole = page.hits.iter().find(|h| h.id == 5).unwrap();
    assert_eq!(
        whole.slug_html, "Orçamento da <mark>saúde</mark>",
        "an accented slug kept whole"
    );
    let page = index.search(&query("reportagem", ""), &ANYONE).unwrap();
    let first = page.hits.iter().find(|h| h.id == 1).unwrap();
    assert_eq!(first.slug_html, "<mark>Reportagens</mark> sobre a enchente");
}

#[test]
fn filters_narrow_by_kind_program_state_date_and_author() {
    let index = SearchIndex::new().unwrap();
    let mut story = doc(2, "Enchente no centro", "enchente");
    story.kind = DocumentKind::Story;
    story.program_ids = vec![2];
    story.state = "APPROVED".into();
    story.date = day(3);
    story.author = (8, "bia".into());
    index
        .rebuild(&[doc(1, "Enchente no bairro", "enchente"), story], &[])
        .unwrap();
    let with = |f: &dyn Fn(&mut SearchDraft)| {
        let mut d = SearchDraft {
            text: "enchente".into(),
            ..SearchDraft::default()
        };
        f(&mut d);
        ids(&index, &d.check().unwrap(), &ANYONE)
    };
    assert_eq!(with(&|_| {}), [1, 2]);
    assert_eq!(with(&|d| d.kinds = vec!["STORY".into()]), [2]);
    assert_eq!(
        with(&|d| d.kinds = vec!["STORY".into(), "ASSIGNMENT".into()]),
        [1, 2]
    );
    assert_eq!(with(&|d| d.program_id = 1), [1]);
    assert_eq!(with(&|d| d.state = "APPROVED".into()), [2]);
    assert_eq!(with(&|d| d.from = "2026-12-02".into()), [2]);
    assert_eq!(with(&|d| d.to = "2026-12-02".into()), [1]);
    assert_eq!(
        with(&|d| {
            d.from = "2026-12-03".into();
            d.to = "2026-12-03".into();
        }),
        [2]
    );
    assert_eq!(with(&|d| d.author_id = 7), [1]);
}

#[test]
fn private_documents_and_other_programs_stay_hidden() {
    let index = SearchIndex::new().unwrap();
    let mut secret = doc(2, "Denúncia sigilosa", "denúncia");
    secret.private = true;
    secret.readers = vec![7, 11];
    let mut other = doc(3, "Denúncia na capital", "denúncia");
    other.program_ids = vec![2, 3];
    index
        .rebuild(&[doc(1, "Denúncia aberta", "denúncia"), secret, other], &[])
        .unwrap();
    let q = query("denuncia", "");
    assert_eq!(ids(&index, &q, &ANYONE), [1, 3]);
    assert_eq!(
        ids(
            &index,
            &q,
            &Reader {
                user: 11,
                programs: None
            }
        ),
        [1, 2, 3]
    );
    let desk = Reader {
        user: 7,
        programs: Some(vec![1]),
    };
    assert_eq!(ids(&index, &q, &desk), [1, 2]);
    let nowhere = Reader {
        user: 7,
        programs: Some(vec![]),
    };
    assert!(ids(&index, &q, &nowhere).is_empty());
    assert_eq!(index.search(&q, &ANYONE).unwrap().total, 2);
}

#[test]
fn an_older_change_never_undoes_a_newer_one() {
    let index = SearchIndex::new().unwrap();
    let q = query("enchente", "");
    let mut v2 = doc(1, "Enchente", "enchente");
    v2.revision = 2;
    assert_eq!(index.apply([Change::Upsert(v2)]).unwrap(), 1);
    let v1 = doc(1, "Seca", "seca");
    assert_eq!(index.apply([Change::Upsert(v1.clone())]).unwrap(), 0);
    assert_eq!(ids(&index, &q, &ANYONE), [1]);
    assert_eq!(
        index
            .apply([Change::Remove { id: 1, revision: 3 }])
            .unwrap(),
        1
    );
    assert!(ids(&index, &q, &ANYONE).is_empty());
    let mut v2 = doc(1, "Enchente", "enchente");
    v2.revision = 2;
    assert_eq!(index.apply([Change::Upsert(v2)]).unwrap(), 0, "gone at 3");
    let mut back = doc(1, "Enchente de volta", "enchente");
    back.revision = 4;
    assert_eq!(
        index.apply([Change::Upsert(back)]).unwrap(),
        1,
        "restored at 4"
    );
    assert_eq!(ids(&index, &q, &ANYONE), [1]);
    assert_eq!(index.len(), 1);
    // A rebuild remembers what is in the trash.
    index.rebuild(&[], &[(1, 5)]).unwrap();
    assert!(index.is_empty());
    let mut v4 = doc(1, "Enchente", "enchente");
    v4.revision = 4;
    assert_eq!(index.apply([Change::Upsert(v4)]).unwrap(), 0);
}

#[test]
fn pages_follow_one_another() {
    let index = SearchIndex::new().unwrap();
    let docs: Vec<SearchDoc> = (1..=40)
        .map(|i| doc(i, &format!("Chuva {i}"), "chuva forte"))
        .collect();
    index.rebuild(&docs, &[]).unwrap();
    let mut seen = Vec::new();
    for offset in [0, 15, 30] {
        let mut q = query("chuva", "");
        q.offset = offset;
        let page = index.search(&q, &ANYONE).unwrap();
        assert_eq!(page.total, 40);
        seen.extend(page.hits.iter().map(|h| h.id));
    }
    seen.sort_unstable();
    assert_eq!(seen, (1..=40).collect::<Vec<_>>());
}

#[test]
fn a_period_without_words_lists_its_documents_newest_day_first() {
    let index = SearchIndex::new().unwrap();
    let dated = |id: i64, d: u32, kind: DocumentKind| SearchDoc {
        date: day(d),
        kind,
        ..doc(id, &format!("Pauta {id}"), "Texto sem destaque <b>")
    };
    let mut secret = dated(6, 3, DocumentKind::Assignment);
    secret.private = true;
    secret.readers = vec![7];
    index
        .rebuild(
            &[
                dated(1, 1, DocumentKind::Assignment),
                dated(2, 3, DocumentKind::Assignment),
                dated(3, 2, DocumentKind::Reportage),
                dated(4, 3, DocumentKind::Assignment),
                dated(5, 5, DocumentKind::Assignment),
                secret,
            ],
            &[],
        )
        .unwrap();
    let browse = |to: &str, kinds: Vec<String>| {
        SearchDraft {
            to: to.into(),
            kinds,
            ..SearchDraft::default()
        }
        .check()
        .unwrap()
    };
    let q = browse("2026-12-04", vec![]);
    let page = index.search(&q, &ANYONE).unwrap();
    let order: Vec<i64> = page.hits.iter().map(|h| h.id).collect();
    assert_eq!(
        order,
        [4, 2, 3, 1],
        "newest day first, newest id first within a day; the 5th is later, the 6th private"
    );
    assert_eq!(page.total, 4);
    assert_eq!(page.hits[0].slug_html, "Pauta 4");
    assert_eq!(page.hits[0].excerpt_html, "Texto sem destaque &lt;b&gt;");
    let mine = Reader {
        user: 7,
        programs: None,
    };
    assert_eq!(index.search(&q, &mine).unwrap().hits[0].id, 6);
    let reportages = browse("2026-12-04", vec!["REPORTAGE".into()]);
    assert_eq!(ids(&index, &reportages, &ANYONE), [3]);
    let mut second = browse("2026-12-04", vec![]);
    (second.offset, second.size) = (2, 2);
    let order: Vec<i64> = index
        .search(&second, &ANYONE)
        .unwrap()
        .hits
        .iter()
        .map(|h| h.id)
        .collect();
    assert_eq!(order, [3, 1]);
}
