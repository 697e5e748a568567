//! Routes of the devices service: the device registry, media, CG templates and commands, the running
//! order calls of a rundown, and the media and CG items of stories.

pub mod devices;
pub mod items;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The devices service's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
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
}
