//! The committed contract: `docs/openapi.json` is the document the gateway serves, so the web's
//! generated client (and anyone reading the file) sees the API as it is. Adding a field to a REST
//! shape without `just generate` fails here.

#[test]
fn the_committed_openapi_document_is_the_served_one() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/openapi.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    let served = newsroom_gateway::openapi_json();
    assert!(
        committed.trim_end() == served.trim_end(),
        "docs/openapi.json differs from the document the gateway serves: run `just generate` and \
         commit the result (docs/openapi.json and the web's generated client)"
    );
}

#[test]
fn the_document_lists_the_values_of_every_enum() {
    let doc: serde_json::Value = serde_json::from_str(&newsroom_gateway::openapi_json()).unwrap();
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for name in [
        "DisplayStatus",
        "StoryKind",
        "StoryStatus",
        "StoryItemKind",
        "FieldCode",
        "Role",
    ] {
        let values = schemas[name]["enum"].as_array();
        assert!(
            values.is_some_and(|v| !v.is_empty()),
            "{name} lists its values: {}",
            schemas[name]
        );
    }
    assert_eq!(schemas["StoryId"]["type"], "integer");
}
