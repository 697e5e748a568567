//! `just bench`: the general search over 100,000 generated documents in Portuguese, Spanish and
//! English (issue 13's goal: p99 <= 50 ms on this machine), each mode measured twice on the same
//! index and queries: the whole search (stored documents read, excerpts highlighted) and the raw
//! tantivy query alone (ids and total). Also the rebuild's rate. No assertion: numbers to compare
//! between changes; the goal's verdict is printed.

use std::hint::black_box;
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use newsroom_domain::search::{DocumentKind, SearchDraft, SearchQuery};
use newsroom_search::{Reader, SearchDoc, SearchIndex};

const DOCUMENTS: usize = 100_000;
const QUERIES_PER_MODE: usize = 300;
const GOAL_P99: Duration = Duration::from_millis(50);

const PT: &[&str] = &[
    "reportagem",
    "reportagens",
    "enchente",
    "enchentes",
    "ação",
    "ações",
    "eleição",
    "eleições",
    "prefeitura",
    "câmara",
    "vereador",
    "vereadores",
    "orçamento",
    "saúde",
    "hospital",
    "escola",
    "escolas",
    "polícia",
    "trânsito",
    "acidente",
    "chuva",
    "chuvas",
    "bairro",
    "bairros",
    "obra",
    "obras",
    "governo",
    "estado",
    "ministério",
    "economia",
    "inflação",
    "salário",
    "emprego",
    "greve",
    "professores",
    "estudantes",
    "futebol",
    "campeonato",
    "jogador",
    "cidade",
    "moradores",
    "denúncia",
    "investigação",
    "justiça",
    "tribunal",
    "votação",
    "projeto",
    "lei",
    "incêndio",
    "bombeiros",
    "defesa",
    "civil",
    "rodovia",
    "ônibus",
    "tarifa",
    "energia",
    "água",
    "abastecimento",
];
const ES: &[&str] = &[
    "reportaje",
    "reportajes",
    "inundación",
    "inundaciones",
    "acción",
    "acciones",
    "elección",
    "elecciones",
    "alcaldía",
    "concejo",
    "concejal",
    "presupuesto",
    "salud",
    "hospital",
    "escuela",
    "policía",
    "tráfico",
    "accidente",
    "lluvia",
    "barrio",
    "obras",
    "gobierno",
    "ministerio",
    "economía",
    "inflación",
    "salario",
    "empleo",
    "huelga",
    "maestros",
    "estudiantes",
    "fútbol",
    "campeonato",
    "jugador",
    "ciudad",
    "vecinos",
    "denuncia",
    "investigación",
    "justicia",
    "tribunal",
    "votación",
    "proyecto",
    "ley",
    "incendio",
    "bomberos",
    "carretera",
    "autobús",
];
const EN: &[&str] = &[
    "report",
    "reports",
    "flood",
    "floods",
    "flooding",
    "action",
    "election",
    "elections",
    "council",
    "councillor",
    "budget",
    "health",
    "hospital",
    "school",
    "schools",
    "police",
    "traffic",
    "accident",
    "rain",
    "neighbourhood",
    "roadworks",
    "government",
    "ministry",
    "economy",
    "inflation",
    "wages",
    "jobs",
    "strike",
    "teachers",
    "students",
    "football",
    "league",
    "player",
    "city",
    "residents",
    "complaint",
    "investigation",
    "justice",
    "court",
    "vote",
    "bill",
    "law",
    "fire",
    "firefighters",
    "motorway",
    "bus",
    "fares",
    "energy",
    "water",
    "supply",
];
const LANGUAGES: [&[&str]; 3] = [PT, ES, EN];

/// xorshift64*: a fixed sequence, the same documents and queries every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn words(&mut self, vocabulary: &[&str], n: usize) -> String {
        (0..n)
            .map(|_| vocabulary[self.below(vocabulary.len())])
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn documents(rng: &mut Rng) -> Vec<SearchDoc> {
    let first = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
    (0..DOCUMENTS)
        .map(|i| {
            let vocabulary = LANGUAGES[i % 3];
            let words = 40 + rng.below(80);
            let private = rng.below(20) == 0;
            let slug_words = 3 + rng.below(4);
            SearchDoc {
                id: 1_000_000_000_000 + i as i64,
                kind: if i % 4 == 0 {
                    DocumentKind::Story
                } else {
                    DocumentKind::Assignment
                },
                revision: 1,
                slug: rng.words(vocabulary, slug_words),
                body: rng.words(vocabulary, words),
                date: first + chrono::Days::new(rng.below(365) as u64),
                state: "PRODUCING".into(),
                program_ids: vec![1 + rng.below(10) as i64],
                author: (1 + rng.below(50) as i64, "bench".into()),
                private,
                readers: if private {
                    vec![1 + rng.below(50) as i64]
                } else {
                    vec![]
                },
            }
        })
        .collect()
}

/// A word with one letter changed (a misspelling), when it is long enough to keep its meaning.
fn misspelt(rng: &mut Rng, word: &str) -> String {
    let mut chars: Vec<char> = word.chars().collect();
    if chars.len() > 5 {
        let at = 1 + rng.below(chars.len() - 2);
        chars[at] = if chars[at] == 'x' { 'z' } else { 'x' };
    }
    chars.into_iter().collect()
}

fn queries(rng: &mut Rng, mode: &str) -> Vec<SearchQuery> {
    (0..QUERIES_PER_MODE)
        .map(|i| {
            let vocabulary = LANGUAGES[i % 3];
            let n = 1 + rng.below(3);
            let text = match mode {
                "FUZZY" => {
                    let w = vocabulary[rng.below(vocabulary.len())];
                    misspelt(rng, w)
                }
                _ => rng.words(vocabulary, n),
            };
            let mut draft = SearchDraft {
                text,
                mode: mode.into(),
                ..SearchDraft::default()
            };
            if i % 3 == 0 {
                draft.program_id = 1 + rng.below(10) as i64;
            }
            if i % 5 == 0 {
                draft.from = "2026-03-01".into();
                draft.to = "2026-06-30".into();
            }
            draft.check().unwrap()
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[at]
}

fn main() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let docs = documents(&mut rng);
    let index = SearchIndex::new().unwrap();
    let started = Instant::now();
    index.rebuild(&docs, &[]).unwrap();
    let took = started.elapsed();
    println!(
        "rebuild: {} documents in {:.2} s ({:.0} documents/s)",
        index.len(),
        took.as_secs_f64(),
        docs.len() as f64 / took.as_secs_f64()
    );
    // A desk user: five programs of ten, their own private documents.
    let who = Reader {
        user: 7,
        programs: Some(vec![1, 2, 3, 4, 5]),
    };
    println!(
        "{:<7} {:>9} {:>9} {:>9} {:>11} {:>11}  goal",
        "mode", "p50", "p99", "max", "raw p50", "raw p99"
    );
    let mut worst = Duration::ZERO;
    for mode in ["SHOULD", "MUST", "PHRASE", "FUZZY"] {
        let qs = queries(&mut rng, mode);
        // Warm the caches once.
        for q in qs.iter().take(20) {
            black_box(index.search(q, &who).unwrap());
        }
        let (mut whole, mut raw) = (Vec::new(), Vec::new());
        let mut found = 0;
        for q in &qs {
            let t = Instant::now();
            let page = black_box(index.search(q, &who).unwrap());
            whole.push(t.elapsed());
            found += page.total;
            let t = Instant::now();
            black_box(index.raw(q, &who).unwrap());
            raw.push(t.elapsed());
        }
        whole.sort_unstable();
        raw.sort_unstable();
        let p99 = percentile(&whole, 0.99);
        worst = worst.max(p99);
        println!(
            "{mode:<7} {:>9.2?} {:>9.2?} {:>9.2?} {:>11.2?} {:>11.2?}  {} ({} hits a query on average)",
            percentile(&whole, 0.5),
            p99,
            whole.last().unwrap(),
            percentile(&raw, 0.5),
            percentile(&raw, 0.99),
            if p99 <= GOAL_P99 { "met" } else { "MISSED" },
            found / qs.len(),
        );
    }
    println!(
        "search p99 over {DOCUMENTS} documents, worst mode: {worst:.2?} (goal {GOAL_P99:?}: {})",
        if worst <= GOAL_P99 { "met" } else { "MISSED" }
    );
}
