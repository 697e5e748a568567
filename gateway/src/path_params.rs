//! Path parameters of the OpenAPI document, declared in one place (issue 11, point 13): every `{name}`
//! of a route's path becomes a required path parameter with its type and bounds, unless the route
//! declares it itself. Keys (`id`, `itemId`, `logId`, `templateId`) are positive 64-bit integers, a
//! revision number (`rev`) a positive 32-bit one, a device action (`action`) one of its words. A name
//! this table does not know fails [`declare`] (and the test that builds the document), so a new one is
//! declared here before it ships.

use utoipa::openapi::path::{Operation, Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
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

/// Declares every path parameter of `doc` that its route leaves undeclared.
///
/// # Errors
/// The first path parameter whose name is not in the table.
pub fn declare(doc: &mut OpenApi) -> Result<(), String> {
    for (path, item) in doc.paths.paths.iter_mut() {
        for op in [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ]
        .into_iter()
        .flatten()
        {
            declare_in(op, path)?;
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
