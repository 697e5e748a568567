//! Routes of the devices service: the device registry and CG templates ([`registry`]), media and the
//! media items of stories ([`media`]), graphics ([`graphics`]) and the device calls of a rundown
//! ([`rundown`]).

pub mod graphics;
pub mod media;
pub mod registry;
pub mod rundown;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The devices service's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(registry::list_devices, registry::create_device))
        .routes(routes!(registry::device_status))
        .routes(routes!(
            registry::get_device,
            registry::update_device,
            registry::delete_device
        ))
        .routes(routes!(registry::set_program_cg))
        .routes(routes!(registry::program_playout))
        .routes(routes!(
            registry::device_templates,
            registry::create_template,
            registry::delete_templates
        ))
        .routes(routes!(
            registry::device_template,
            registry::update_template
        ))
        .routes(routes!(media::list_media))
        .routes(routes!(media::device_media_sync))
        .routes(routes!(media::device_media_search))
        .routes(routes!(media::story_media, media::add_media))
        .routes(routes!(media::remove_media))
        .routes(routes!(media::ignore_media))
        .routes(routes!(media::media_marks))
        .routes(routes!(media::move_item))
        .routes(routes!(media::placeholder))
        .routes(routes!(media::sync_media))
        .routes(routes!(graphics::list_cgs, graphics::add_cg))
        .routes(routes!(graphics::update_cg, graphics::remove_cg))
        .routes(routes!(graphics::rundown_cgs))
        .routes(routes!(graphics::send_cg))
        .routes(routes!(rundown::rundown_device_action))
        .routes(routes!(rundown::send_credits))
        .routes(routes!(rundown::item_ctrl))
}
