//! The general search through REST (issue 13; docs/adr/0004-search.md): Portuguese plurals and
//! accents, a misspelt word in fuzzy mode, highlighted excerpts with everything else escaped,
//! private documents kept private, filters, the trash, a change found at once, 422s and 403s, the
//! index's status and rebuild for administrators.

use reqwest::Method;
use serde_json::{Value, json};

use crate::both_modes;
use crate::helpers::{Mode, TestApp};

/// The slugs of a page of results, best first.
fn slugs(page: &Value) -> Vec<&str> {
    page["data"]
        .as_array()
        .unwrap_or_else(|| panic!("a page: {page}"))
        .iter()
        .map(|h| h["slug"].as_str().unwrap())
        .collect()
}

async fn search(app: &TestApp, token: &str, query: &str) -> Value {
    let (status, page) = app.get(token, &format!("/api/search?{query}")).await;
    assert_eq!(status, 200, "GET /api/search?{query}: {page}");
    page
}

async fn documents_are_found_by_their_words_in_portuguese(mode: Mode) {
    let app = TestApp::spawn(mode).await;
    let producer = app.login("producer").await;
    let reporter = app.login("reporter").await;
    let admin = app.login("admin").await;
    let create = |body: Value| {
        let (app, producer) = (&app, &producer);
        async move {
            let (status, a) = app
                .send(Method::POST, producer, "/api/assignments", body)
                .await;
            assert_eq!(status, 201, "{a}");
            a["id"].as_i64().unwrap()
        }
    };
    let flood = create(
        json!({"slug": "Reportagens sobre a enchente", "date": "2031-05-10",
        "programIds": [1],
        "content": "A ação da Defesa Civil no bairro <script>alert(1)</script> alagado."}),
    )
    .await;
    create(
        json!({"slug": "Orçamento da saúde", "date": "2031-05-12", "programIds": [1],
        "content": "Reportagem especial sobre o orçamento.", "private": true}),
    )
    .await;

    // Found at once, by the singular of a plural; a private document by its owner only.
    let page = search(&app, &producer, "q=reportagem").await;
    assert_eq!(page["total"], 2, "{page}");
    let page = search(&app, &reporter, "q=reportagem").await;
    assert_eq!(slugs(&page), ["Reportagens sobre a enchente"], "{page}");
    let hit = &page["data"][0];
    assert_eq!(
        (
            &hit["id"],
            &hit["kind"],
            &hit["state"],
            &hit["date"],
            &hit["author"]["nickname"]
        ),
        (
            &json!(flood),
            &json!("ASSIGNMENT"),
            &json!("PRODUCING"),
            &json!("2031-05-10"),
            &json!("producer")
        ),
        "{hit}"
    );
    assert_eq!(
        hit["slugHtml"], "<mark>Reportagens</mark> sobre a enchente",
        "{hit}"
    );

    // Accents folded; the excerpt marks the match and escapes the rest.
    let page = search(&app, &reporter, "q=acao").await;
    let excerpt = page["data"][0]["excerptHtml"].as_str().unwrap();
    assert!(
        excerpt.contains("A <mark>ação</mark> da Defesa Civil"),
        "{excerpt}"
    );
    assert!(
        excerpt.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{excerpt}"
    );
    assert!(!excerpt.contains("<script"), "{excerpt}");

    // A misspelt word: fuzzy finds it, the default mode does not.
    assert_eq!(
        slugs(&search(&app, &reporter, "q=reportajem&mode=FUZZY").await),
        ["Reportagens sobre a enchente"]
    );
    assert_eq!(search(&app, &reporter, "q=reportajem").await["total"], 0);
    // Every word, or the words in order.
    assert_eq!(
        search(&app, &producer, "q=enchente%20orcamento&mode=MUST").await["total"],
        0
    );
    assert_eq!(
        search(&app, &producer, "q=enchente%20orcamento").await["total"],
        2
    );
    assert_eq!(
        slugs(&search(&app, &producer, "q=defesa%20civil&mode=PHRASE").await),
        ["Reportagens sobre a enchente"]
    );
    assert_eq!(
        search(&app, &producer, "q=civil%20defesa&mode=PHRASE").await["total"],
        0
    );

    // Filters: dates, kinds, state, program, author; ids of 0 or less and blanks are no condition.
    assert_eq!(
        slugs(&search(&app, &producer, "q=reportagem&from=2031-05-11").await),
        ["Orçamento da saúde"]
    );
    assert_eq!(
        slugs(
            &search(
                &app,
                &producer,
                "q=reportagem&to=2031-05-11&programId=0&state="
            )
            .await
        ),
        ["Reportagens sobre a enchente"]
    );
    assert_eq!(
        search(
            &app,
            &producer,
            "q=reportagem&kinds=ASSIGNMENT,STORY&programId=1"
        )
        .await["total"],
        2
    );
    assert_eq!(
        search(&app, &producer, "q=reportagem&programId=2").await["total"],
        0
    );
    assert_eq!(
        search(&app, &producer, "q=reportagem&state=COMPLETED").await["total"],
        0
    );
    let (_, me) = app.get(&admin, "/api/users/me").await;
    let admin_id = me["id"].as_i64().unwrap();
    assert_eq!(
        search(
            &app,
            &producer,
            &format!("q=reportagem&authorId={admin_id}")
        )
        .await["total"],
        0
    );

    // Bad searches.
    let (status, e) = app
        .get(&producer, "/api/search?q=x&from=2031-05-12&to=2031-05-11")
        .await;
    assert_eq!(
        (status, &e["fields"]["to"]["code"]),
        (422, &json!("date_order")),
        "{e}"
    );
    let (status, e) = app
        .get(&producer, "/api/search?q=%20&kinds=MEMO&mode=LOOSE")
        .await;
    assert_eq!(status, 422, "{e}");
    for field in ["q", "kinds", "mode"] {
        assert!(e["fields"][field]["code"].is_string(), "{field}: {e}");
    }
    // Someone who may read no kind of document.
    let guest = app.login("guest").await;
    let (status, e) = app.get(&guest, "/api/search?q=reportagem").await;
    assert_eq!((status, &e["code"]), (403, &json!("forbidden")), "{e}");

    // A change is found at once; the trash hides a document until it is restored.
    let (status, a) = app
        .patch(
            &producer,
            &format!("/api/assignments/{flood}"),
            "slug",
            json!("Enchente no Jardim das Flores"),
        )
        .await;
    assert_eq!(status, 200, "{a}");
    assert_eq!(
        slugs(&search(&app, &reporter, "q=flores").await),
        ["Enchente no Jardim das Flores"]
    );
    let (status, _) = app
        .send(
            Method::DELETE,
            &producer,
            &format!("/api/assignments?ids={flood}"),
            Value::Null,
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(search(&app, &reporter, "q=flores").await["total"], 0);
    let (status, _) = app
        .send(
            Method::PUT,
            &producer,
            "/api/assignments/restore",
            json!({"ids": [flood]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(search(&app, &reporter, "q=flores").await["total"], 1);

    // The administration sees the index and rebuilds it from the database.
    let (status, e) = app.get(&producer, "/api/search/status").await;
    assert_eq!(status, 403, "{e}");
    let (status, status_now) = app.get(&admin, "/api/search/status").await;
    assert_eq!(status, 200, "{status_now}");
    assert_eq!(status_now["documents"], 2, "{status_now}");
    let before = status_now["rebuiltAt"].clone();
    let (status, asked) = app
        .send(Method::POST, &admin, "/api/search/rebuild", Value::Null)
        .await;
    assert_eq!(
        (status, &asked["rebuilding"]),
        (202, &json!(true)),
        "{asked}"
    );
    // The rebuild runs on in the indexer: wait for it to say it is done (a job, not a race).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let done = loop {
        let (_, s) = app.get(&admin, "/api/search/status").await;
        if s["rebuilding"] == json!(false) && s["rebuiltAt"] != before {
            break s;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the rebuild never finished: {s}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(done["documents"], 2, "{done}");
    let page = search(&app, &producer, "q=flores%20orcamento").await;
    let mut found = slugs(&page);
    found.sort_unstable();
    assert_eq!(
        found,
        ["Enchente no Jardim das Flores", "Orçamento da saúde"],
        "as saved, the slug changed: {page}"
    );
}

both_modes!(documents_are_found_by_their_words_in_portuguese);
