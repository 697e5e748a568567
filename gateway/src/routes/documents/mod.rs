//! Routes of the documents service: assignments ([`assignments`]).

pub mod assignments;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The documents service's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            assignments::list_assignments,
            assignments::create_assignment,
            assignments::delete_assignments
        ))
        .routes(routes!(assignments::filter_assignments))
        .routes(routes!(assignments::set_states))
        .routes(routes!(assignments::excluded_assignments))
        .routes(routes!(assignments::restore_assignments))
        .routes(routes!(assignments::copy_assignments))
        .routes(routes!(assignments::count_assignments))
        .routes(routes!(assignments::email_assignments))
        .routes(routes!(
            assignments::get_assignment_config,
            assignments::put_assignment_config
        ))
        .routes(routes!(
            assignments::get_assignment,
            assignments::update_assignment,
            assignments::patch_assignment
        ))
}
