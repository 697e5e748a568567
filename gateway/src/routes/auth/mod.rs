//! Routes of the auth service: sessions and the current user, users, groups and their permissions,
//! the access log and the directory service.

pub mod access;
pub mod directory;
pub mod groups;
pub mod installation;
pub mod sessions;
pub mod users;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;

/// The auth service's routes.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(sessions::login))
        .routes(routes!(sessions::logout))
        .routes(routes!(sessions::me, users::update_me))
        .routes(routes!(sessions::authorities))
        .routes(routes!(
            users::list_users,
            users::create_user,
            users::deactivate_users
        ))
        .routes(routes!(users::filter_users))
        .routes(routes!(users::active_users))
        .routes(routes!(users::editors))
        .routes(routes!(users::image_editors))
        .routes(routes!(users::producers))
        .routes(routes!(users::reporters))
        .routes(routes!(users::restore_users))
        .routes(routes!(users::register_last_notice))
        .routes(routes!(users::get_user, users::update_user))
        .routes(routes!(users::reset_password))
        .routes(routes!(users::end_session))
        .routes(routes!(access::access_logs))
        .routes(routes!(groups::list_groups, groups::create_group))
        .routes(routes!(groups::group_picks))
        .routes(routes!(
            groups::get_group,
            groups::update_group,
            groups::delete_group
        ))
        .routes(routes!(
            installation::get_branch_config,
            installation::put_branch_config
        ))
        .routes(routes!(installation::branch_locales))
        .routes(routes!(
            installation::list_branches,
            installation::create_branch
        ))
        .routes(routes!(
            installation::update_branch,
            installation::delete_branch
        ))
        .routes(routes!(
            installation::get_licence,
            installation::install_licence,
            installation::remove_licence
        ))
        .routes(routes!(
            directory::get_directory_config,
            directory::put_directory_config
        ))
        .routes(routes!(directory::test_directory))
        .routes(routes!(
            directory::start_directory_sync,
            directory::get_directory_sync
        ))
        .routes(routes!(
            installation::get_mail_config,
            installation::put_mail_config
        ))
        .routes(routes!(installation::send_test_mail))
}
