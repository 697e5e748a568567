//! Routes of the rundowns service: programs, rundowns, blocks, stories, their text and locks, display
//! status, approvals and logs, templates, paste and the drawer.

pub mod drawer;
pub mod edit;
pub mod live;
pub mod locks;
pub mod programs;
pub mod settings;
pub mod stories;
pub mod templates;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The rundowns service's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(programs::list_programs, programs::create_program))
        .routes(routes!(
            programs::get_program,
            programs::update_program,
            programs::delete_program
        ))
        .routes(routes!(programs::list_presenters, programs::set_presenters))
        .routes(routes!(programs::list_editors))
        .routes(routes!(programs::list_image_editors))
        .routes(routes!(edit::check_rundown))
        .routes(routes!(settings::get_config, settings::put_config))
        .routes(routes!(edit::get_rundown, edit::create_rundown))
        .routes(routes!(edit::patch_rundown))
        .routes(routes!(edit::create_block))
        .routes(routes!(edit::reorder_blocks))
        .routes(routes!(edit::patch_block, edit::delete_block))
        .routes(routes!(edit::create_story))
        .routes(routes!(
            edit::patch_story,
            edit::delete_story,
            stories::get_story
        ))
        .routes(routes!(edit::move_story))
        .routes(routes!(stories::save_text))
        .routes(routes!(stories::revisions))
        .routes(routes!(stories::revision))
        .routes(routes!(stories::excluded))
        .routes(routes!(stories::restore))
        .routes(routes!(drawer::paste))
        .routes(routes!(drawer::list, drawer::send, drawer::remove))
        .routes(routes!(drawer::move_into))
        .routes(routes!(locks::take_lock, locks::release_lock))
        .routes(routes!(locks::take_over))
        .routes(routes!(locks::list_locks))
        .routes(routes!(live::story_display))
        .routes(routes!(live::block_display))
        .routes(routes!(live::rundown_display))
        .routes(routes!(live::approve_rundown))
        .routes(routes!(live::approve_block))
        .routes(routes!(live::approve_story))
        .routes(routes!(live::logs))
        .routes(routes!(live::undo_log))
        .routes(routes!(templates::save_template))
        .routes(routes!(templates::list_templates))
        .routes(routes!(templates::delete_template))
        .routes(routes!(templates::recreate))
        .routes(routes!(templates::repaginate))
}
