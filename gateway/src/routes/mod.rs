//! REST routes, one module per resource; [`api`] assembles them with their OpenAPI description.

pub mod auth;
pub mod devices;
pub mod drawer;
pub mod items;
pub mod live;
pub mod locks;
pub mod rundowns;
pub mod stories;
pub mod templates;

use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The OpenAPI document's header.
#[derive(OpenApi)]
#[openapi(
    info(title = "Newsroom API", description = "REST API of the Newsroom gateway (docs/api-design.md). \
        Durations are ISO-8601 (PT1M30S), times HH:mm:ss, dates YYYY-MM-DD."),
    tags((name = "auth", description = "Sessions and the current user"),
         (name = "rundowns", description = "Programs, rundowns, blocks and stories with timing"),
         (name = "live", description = "Display status, approvals and the rundown log"),
         (name = "templates", description = "Rundown templates, recreate and repaginate"),
         (name = "stories", description = "Stories as documents: script, reading time, revisions"),
         (name = "locks", description = "Story edit locks with take-over"))
)]
struct ApiDoc;

/// Every `/api` route with its OpenAPI description.
pub fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(auth::login))
        .routes(routes!(auth::logout))
        .routes(routes!(auth::me))
        .routes(routes!(auth::authorities))
        .routes(routes!(rundowns::list_programs))
        .routes(routes!(rundowns::list_presenters, rundowns::set_presenters))
        .routes(routes!(rundowns::check_rundown))
        .routes(routes!(rundowns::get_rundown, rundowns::create_rundown))
        .routes(routes!(rundowns::patch_rundown))
        .routes(routes!(rundowns::create_block))
        .routes(routes!(rundowns::reorder_blocks))
        .routes(routes!(rundowns::patch_block, rundowns::delete_block))
        .routes(routes!(rundowns::create_story))
        .routes(routes!(
            rundowns::patch_story,
            rundowns::delete_story,
            stories::get_story
        ))
        .routes(routes!(stories::save_text))
        .routes(routes!(stories::revisions))
        .routes(routes!(stories::revision))
        .routes(routes!(stories::excluded))
        .routes(routes!(stories::restore))
        .routes(routes!(items::list_media, items::add_media))
        .routes(routes!(items::remove_media))
        .routes(routes!(items::ignore_media))
        .routes(routes!(items::media_marks))
        .routes(routes!(items::move_item))
        .routes(routes!(items::placeholder))
        .routes(routes!(items::sync_media))
        .routes(routes!(items::list_cgs, items::add_cg))
        .routes(routes!(items::update_cg, items::remove_cg))
        .routes(routes!(items::rundown_cgs))
        .routes(routes!(items::item_ctrl))
        .routes(routes!(items::device_media_sync))
        .routes(routes!(items::device_media_search))
        .routes(routes!(
            items::device_templates,
            items::create_template,
            items::delete_templates
        ))
        .routes(routes!(items::device_template, items::update_template))
        .routes(routes!(drawer::paste))
        .routes(routes!(drawer::list, drawer::send, drawer::remove))
        .routes(routes!(drawer::move_into))
        .routes(routes!(locks::take_lock, locks::release_lock))
        .routes(routes!(locks::take_over))
        .routes(routes!(locks::list_locks))
        .routes(routes!(rundowns::move_story))
        .routes(routes!(live::story_display))
        .routes(routes!(live::block_display))
        .routes(routes!(live::rundown_display))
        .routes(routes!(live::approve_rundown))
        .routes(routes!(live::approve_block))
        .routes(routes!(live::approve_story))
        .routes(routes!(live::logs))
        .routes(routes!(devices::list_devices, devices::create_device))
        .routes(routes!(devices::list_media))
        .routes(routes!(devices::device_status))
        .routes(routes!(
            devices::get_device,
            devices::update_device,
            devices::delete_device
        ))
        .routes(routes!(devices::rundown_device_action))
        .routes(routes!(devices::send_credits))
        .routes(routes!(devices::send_cg))
        .routes(routes!(devices::set_program_cg))
        .routes(routes!(templates::save_template))
        .routes(routes!(templates::list_templates))
        .routes(routes!(templates::delete_template))
        .routes(routes!(templates::recreate))
        .routes(routes!(templates::repaginate))
}
