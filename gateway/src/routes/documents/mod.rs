//! Routes of the documents service: assignments ([`assignments`]), reportages ([`reportages`]),
//! reference data ([`references`]), teams ([`teams`]) and the general search ([`search`]).

pub mod assignments;
pub mod contacts;
mod files;
pub mod productions;
pub mod proposals;
pub mod references;
pub mod reportage_graphics;
pub mod reportages;
pub mod reports;
pub mod rounds;
pub mod search;
pub mod stories;
pub mod teams;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::router::UtoipaMethodRouterExt;
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
        .routes(routes!(search::search))
        .routes(routes!(search::search_status))
        .routes(routes!(search::rebuild_search))
        .routes(routes!(assignments::set_states))
        .routes(routes!(assignments::excluded_assignments))
        .routes(routes!(assignments::restore_assignments))
        .routes(routes!(assignments::copy_assignments))
        .routes(routes!(assignments::count_assignments))
        .routes(routes!(assignments::email_assignments))
        .routes(routes!(assignments::assignment_groupings))
        .routes(routes!(assignments::assignment_revisions))
        .routes(routes!(assignments::assignment_revision))
        .routes(routes!(
            assignments::get_assignment_config,
            assignments::put_assignment_config
        ))
        .routes(routes!(
            references::classifications::list_items,
            references::classifications::create_item
        ))
        .routes(routes!(references::classifications::usage_count))
        .routes(routes!(
            references::classifications::update_item,
            references::classifications::delete_item
        ))
        .routes(routes!(
            references::editorials::list_items,
            references::editorials::create_item
        ))
        .routes(routes!(references::editorials::usage_count))
        .routes(routes!(
            references::editorials::update_item,
            references::editorials::delete_item
        ))
        .routes(routes!(
            references::types::list_items,
            references::types::create_item
        ))
        .routes(routes!(references::types::usage_count))
        .routes(routes!(
            references::types::update_item,
            references::types::delete_item
        ))
        .routes(routes!(
            references::vehicles::list_items,
            references::vehicles::create_item
        ))
        .routes(routes!(references::vehicles::usage_count))
        .routes(routes!(
            references::vehicles::update_item,
            references::vehicles::delete_item
        ))
        .routes(routes!(
            references::report_categories::list_items,
            references::report_categories::create_item
        ))
        .routes(routes!(references::report_categories::usage_count))
        .routes(routes!(
            references::report_categories::update_item,
            references::report_categories::delete_item
        ))
        .routes(routes!(
            reports::list_reports,
            reports::create_report,
            reports::delete_reports
        ))
        .routes(routes!(reports::filter_reports))
        .routes(routes!(reports::set_report_states))
        .routes(routes!(reports::excluded_reports))
        .routes(routes!(reports::restore_reports))
        .routes(routes!(
            reports::assignment_reports,
            reports::report_from_assignment
        ))
        .routes(routes!(reports::report_revisions))
        .routes(routes!(reports::report_revision))
        .routes(routes!(
            reports::get_report,
            reports::update_report,
            reports::patch_report
        ))
        .routes(routes!(
            rounds::list_rounds,
            rounds::create_round,
            rounds::delete_rounds
        ))
        .routes(routes!(rounds::filter_rounds))
        .routes(routes!(rounds::set_round_states))
        .routes(routes!(rounds::excluded_rounds))
        .routes(routes!(rounds::restore_rounds))
        .routes(routes!(rounds::round_revisions))
        .routes(routes!(rounds::round_revision))
        .routes(routes!(
            rounds::get_round,
            rounds::update_round,
            rounds::patch_round
        ))
        .routes(routes!(rounds::note_round_call))
        .routes(routes!(rounds::assignments_from_round))
        .routes(routes!(
            proposals::list_proposals,
            proposals::create_proposal,
            proposals::delete_proposals
        ))
        .routes(routes!(proposals::excluded_proposals))
        .routes(routes!(proposals::restore_proposals))
        .routes(routes!(proposals::get_proposal, proposals::update_proposal))
        .routes(routes!(proposals::decline_proposal))
        .routes(routes!(proposals::assignment_from_proposal))
        .routes(routes!(contacts::filter_contacts))
        .routes(routes!(contacts::hidden_contacts))
        .routes(routes!(contacts::excluded_contacts))
        .routes(routes!(contacts::number_countries))
        .routes(routes!(contacts::restore_contacts))
        .routes(routes!(contacts::create_contact, contacts::delete_contacts))
        .routes(routes!(contacts::get_contact, contacts::update_contact))
        .routes(routes!(
            references::contact_groups::list_items,
            references::contact_groups::create_item
        ))
        .routes(routes!(references::contact_groups::usage_count))
        .routes(routes!(
            references::contact_groups::update_item,
            references::contact_groups::delete_item
        ))
        .routes(routes!(teams::list_teams, teams::create_team))
        .routes(routes!(teams::teams_day_used))
        .routes(routes!(
            teams::get_team,
            teams::rename_team,
            teams::delete_team
        ))
        .routes(routes!(teams::one_day_change))
        .routes(routes!(teams::forward_change))
        .routes(routes!(
            references::segments::list_items,
            references::segments::create_item
        ))
        .routes(routes!(references::segments::usage_count))
        .routes(routes!(
            references::segments::update_item,
            references::segments::delete_item
        ))
        .routes(routes!(
            references::institutions::list_items,
            references::institutions::create_item
        ))
        .routes(routes!(references::institutions::usage_count))
        .routes(routes!(
            references::institutions::update_item,
            references::institutions::delete_item
        ))
        .routes(routes!(
            assignments::get_assignment,
            assignments::update_assignment,
            assignments::patch_assignment
        ))
        .routes(routes!(
            reportages::create_reportage,
            reportages::delete_reportages
        ))
        .routes(routes!(reportages::page_filter))
        .routes(routes!(stories::story_from_document))
        .routes(routes!(files::upload_single).layer(files::body_limit()))
        .routes(routes!(files::upload_multiple).layer(files::body_limit()))
        .routes(routes!(files::list_files))
        .routes(routes!(files::file_source, files::delete_file))
        .routes(routes!(files::file_thumbnail))
        .routes(routes!(reportages::from_assignment))
        .routes(routes!(reportages::set_reportage_states))
        .routes(routes!(reportages::approve_reportages))
        .routes(routes!(reportages::disapprove_reportages))
        .routes(routes!(reportages::excluded_reportages))
        .routes(routes!(reportages::restore_reportages))
        .routes(routes!(reportages::reportage_revisions))
        .routes(routes!(reportages::reportage_revision))
        .routes(routes!(reportages::copy_reportages))
        .routes(routes!(reportages::count_reportages))
        .routes(routes!(reportages::email_reportages))
        .routes(routes!(reportage_graphics::add_graphic))
        .routes(routes!(
            reportage_graphics::update_graphic,
            reportage_graphics::remove_graphic
        ))
        .routes(routes!(reportage_graphics::move_graphic))
        .routes(routes!(
            reportages::get_reportage,
            reportages::update_reportage
        ))
        .routes(routes!(
            productions::list_productions,
            productions::create_production,
            productions::update_production,
            productions::delete_productions
        ))
        .routes(routes!(productions::filter_productions))
        .routes(routes!(
            productions::get_production_config,
            productions::put_production_config,
            productions::post_production_config
        ))
        .routes(routes!(productions::set_production_states))
        .routes(routes!(productions::email_productions))
        .routes(routes!(productions::mail_production))
        .routes(routes!(productions::email_production_grid))
        .routes(routes!(productions::excluded_productions))
        .routes(routes!(productions::restore_productions))
        .routes(routes!(
            productions::assignment_productions,
            productions::production_from_assignment
        ))
        .routes(routes!(productions::production_revisions))
        .routes(routes!(productions::production_revision))
        .routes(routes!(
            productions::get_production,
            productions::patch_production
        ))
}
