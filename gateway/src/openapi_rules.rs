//! Rules every operation of the OpenAPI document follows, declared in one place (issue 11, point 13),
//! so that generated clients and API fuzzers see every answer the gateway gives:
//!
//! - every `{name}` of a route's path is a required path parameter with its type and bounds, unless the
//!   route declares it itself;
//! - every answer the extractors give before a handler runs is listed with the error body: 401 for a
//!   route that needs a session, 403 for one that needs a role, 404 for one that names records (in
//!   its path, query or body: one may not exist), 409 for one that changes something (it may conflict
//!   with the current state), 422 for one that takes parameters or a body (a field out of range).
//!
//! On path parameters: Keys (`id`, `itemId`, `logId`, `templateId`) are positive 64-bit integers, a
//! revision number (`rev`) a positive 32-bit one, a device action (`action`) one of its words. A name
//! this table does not know fails [`declare`] (and the test that builds the document), so a new one is
//! declared here before it ships.

use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::{ContentBuilder, Ref, RefOr};
use utoipa::openapi::{OpenApi, Required};

/// The schema and description of a path parameter named `name`; `None` for a name not in the table.
fn schema_of(name: &str) -> Option<(ObjectBuilder, &'static str)> {
    let positive = |format: KnownFormat| {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(format)))
            .minimum(Some(1))
    };
    Some(match name {
        "id" => (
            positive(KnownFormat::Int64),
            "The key of the resource the path names.",
        ),
        "itemId" => (positive(KnownFormat::Int64), "The key of a story's item."),
        "logId" => (
            positive(KnownFormat::Int64),
            "The key of a rundown log line.",
        ),
        "templateId" => (
            positive(KnownFormat::Int64),
            "The key of a device's CG template.",
        ),
        "rev" => (positive(KnownFormat::Int32), "A revision number, from 1."),
        "action" => (
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(["create", "replace", "ready", "enable", "disable"])),
            "What to do with the rundown's devices.",
        ),
        _ => return None,
    })
}

/// The `{name}`s of a path, in order.
fn names(path: &str) -> Vec<&str> {
    path.split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .collect()
}

fn declare_in(op: &mut Operation, path: &str) -> Result<(), String> {
    let params: &mut Vec<Parameter> = op.parameters.get_or_insert_with(Vec::new);
    for name in names(path) {
        let declared = params
            .iter()
            .any(|p| p.name == name && p.parameter_in == ParameterIn::Path);
        if declared {
            continue;
        }
        let (schema, description) = schema_of(name)
            .ok_or_else(|| format!("{path}: path parameter `{name}` is not declared"))?;
        params.push(
            ParameterBuilder::new()
                .name(name)
                .parameter_in(ParameterIn::Path)
                .required(Required::True)
                .description(Some(description))
                .schema(Some(schema))
                .build(),
        );
    }
    Ok(())
}

/// The answers every operation may give before its handler runs, by what it asks for.
fn declare_answers(op: &mut Operation, path: &str, changes: bool) {
    let security = serde_json::to_value(&op.security).unwrap_or_default();
    let scopes = security
        .as_array()
        .and_then(|s| s.first())
        .and_then(|s| s.get("session"))
        .and_then(serde_json::Value::as_array)
        .map(Vec::len);
    let takes_input =
        op.request_body.is_some() || op.parameters.as_ref().is_some_and(|p| !p.is_empty());
    let answers = [
        (
            scopes.is_some(),
            "401",
            "No session, or it ended (`session_expired`).",
        ),
        (
            scopes.is_some_and(|n| n > 0),
            "403",
            "The caller's role does not allow it (`forbidden`).",
        ),
        (
            !names(path).is_empty() || takes_input,
            "404",
            "A record the path, the query or the body names does not exist.",
        ),
        (
            changes,
            "409",
            "It conflicts with the current state (a displayed rundown, an edit lock, a taken name).",
        ),
        (
            takes_input,
            "422",
            "A field out of range or malformed (`validation`, with field messages).",
        ),
    ];
    for (applies, code, description) in answers {
        if applies && !op.responses.responses.contains_key(code) {
            let body = ContentBuilder::new()
                .schema(Some(RefOr::Ref(Ref::from_schema_name("ErrorBody"))))
                .build();
            let answer = ResponseBuilder::new()
                .description(description)
                .content("application/json", body)
                .build();
            op.responses
                .responses
                .insert(code.to_owned(), RefOr::T(answer));
        }
    }
}

/// Declares every path parameter of `doc` that its route leaves undeclared, and the answers every
/// operation may give before its handler runs.
///
/// # Errors
/// The first path parameter whose name is not in the table.
pub fn apply(doc: &mut OpenApi) -> Result<(), String> {
    for (path, item) in doc.paths.paths.iter_mut() {
        for (op, changes) in [
            (&mut item.get, false),
            (&mut item.put, true),
            (&mut item.post, true),
            (&mut item.delete, true),
            (&mut item.patch, true),
        ] {
            if let Some(op) = op {
                declare_in(op, path)?;
                declare_answers(op, path, changes);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_path_parameter_is_declared_with_a_type() {
        let doc = crate::openapi();
        for (path, item) in &doc.paths.paths {
            for op in [&item.get, &item.put, &item.post, &item.delete, &item.patch]
                .into_iter()
                .flatten()
            {
                for name in super::names(path) {
                    let p = op
                        .parameters
                        .iter()
                        .flatten()
                        .find(|p| p.name == name)
                        .unwrap_or_else(|| panic!("{path}: {name} undeclared"));
                    assert!(p.schema.is_some(), "{path}: {name} has no schema");
                }
            }
        }
    }

    #[test]
    fn names_are_read_in_order() {
        assert_eq!(
            super::names("/api/stories/{id}/media/{itemId}"),
            ["id", "itemId"]
        );
        assert!(super::names("/api/rundowns").is_empty());
    }
}
