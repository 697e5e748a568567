//! The gRPC edge: wire values are parsed there, and a bad one is a field error with its code.

use std::sync::Arc;

use newsroom_domain::{ErrorCode, FieldCode};
use newsroom_proto::errors;
use newsroom_proto::rundowns::v1 as pb;
use newsroom_proto::rundowns::v1::rundowns_server::Rundowns as _;
use newsroom_rundowns::grpc::RundownsGrpc;
use newsroom_rundowns::store::SeaStore;
use tonic::{Request, Status};

use crate::service::{desk, two_blocks};

async fn grpc() -> (RundownsGrpc<SeaStore>, i64, i64) {
    let d = desk(two_blocks()).await;
    let (fire, rundown) = (d.story("FIRE").await.get(), d.rundown.get());
    (RundownsGrpc::new(Arc::new(d.service)), fire, rundown)
}

/// The code and the field errors of a refused call.
fn field_code(s: &Status, field: &str) -> (ErrorCode, Option<FieldCode>) {
    let (code, fields) = errors::decode(s);
    (code, fields.and_then(|f| f.get(field).map(|m| m.code)))
}

#[tokio::test]
async fn an_unknown_display_status_is_a_field_error_on_status() {
    let (g, fire, _) = grpc().await;
    let e = g
        .set_story_display(Request::new(pb::StoryDisplayRequest {
            ids: vec![fire],
            // A value this build does not know reads as UNSPECIFIED.
            status: 99,
            ..Default::default()
        }))
        .await
        .expect_err("no such status");
    assert_eq!(
        field_code(&e, "status"),
        (ErrorCode::Validation, Some(FieldCode::OneOf))
    );
}

#[tokio::test]
async fn a_patch_value_that_is_not_json_is_a_field_error_on_value() {
    let (g, fire, _) = grpc().await;
    let e = g
        .patch_story(Request::new(pb::PatchRequest {
            id: fire,
            field: "slug".into(),
            value_json: "not json".into(),
            ..Default::default()
        }))
        .await
        .expect_err("bad JSON");
    assert_eq!(
        field_code(&e, "value"),
        (ErrorCode::Validation, Some(FieldCode::Invalid))
    );
}

#[tokio::test]
async fn an_unknown_log_action_is_a_field_error_on_actions() {
    let (g, _, rundown) = grpc().await;
    let e = g
        .list_logs(Request::new(pb::ListLogsRequest {
            rundown_id: rundown,
            actions: vec![99],
            size: 10,
            ..Default::default()
        }))
        .await
        .expect_err("no such action");
    assert_eq!(
        field_code(&e, "actions"),
        (ErrorCode::Validation, Some(FieldCode::OneOf))
    );
}

#[tokio::test]
async fn a_block_order_with_an_invalid_id_is_a_field_error_on_blocks_ids() {
    let (g, _, rundown) = grpc().await;
    let e = g
        .reorder_blocks(Request::new(pb::ReorderBlocksRequest {
            rundown_id: rundown,
            blocks_ids: vec![0],
            ..Default::default()
        }))
        .await
        .expect_err("id 0");
    assert_eq!(
        field_code(&e, "blocksIds"),
        (ErrorCode::Validation, Some(FieldCode::Invalid))
    );
}

#[tokio::test]
async fn a_story_id_that_is_not_positive_is_not_found() {
    let (g, _, _) = grpc().await;
    let e = g
        .delete_story(Request::new(pb::DeleteRequest {
            id: -3,
            ..Default::default()
        }))
        .await
        .expect_err("no story -3");
    assert_eq!(errors::decode(&e).0, ErrorCode::NotFound);
}
