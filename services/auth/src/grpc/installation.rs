//! The installation's part of the gRPC face: branches, the branch configuration and the licence.

use newsroom_domain::ids::BranchId;
use newsroom_proto::auth::v1 as pb;
use tonic::Status;

use crate::service::{
    AuthError, BranchInput, ConfigInput, LicenceInfo, MailInput, MailOutcome, MailView,
};
use crate::store::BranchRecord;

pub(super) fn branch_out(b: &BranchRecord) -> pb::Branch {
    pb::Branch {
        id: b.id.get(),
        name: b.fields.name.clone(),
        address: b.fields.address.clone(),
        locale: b.fields.locale.as_str().to_owned(),
    }
}

pub(super) fn branch_in(b: Option<pb::BranchInput>) -> BranchInput {
    let b = b.unwrap_or_default();
    BranchInput {
        name: b.name,
        address: b.address,
        locale: b.locale,
    }
}

pub(super) fn branch_id(raw: i64) -> Result<BranchId, Status> {
    BranchId::parse(raw).ok_or_else(|| AuthError::NotFound.into())
}

pub(super) fn config_out(c: &newsroom_domain::branch::BranchConfig) -> pb::BranchConfig {
    pb::BranchConfig {
        locale: c.locale.as_str().to_owned(),
        branch_name: c.branch_name.clone(),
        login_domain: c.login_domain.clone(),
    }
}

pub(super) fn config_in(c: pb::BranchConfig) -> ConfigInput {
    ConfigInput {
        locale: c.locale,
        branch_name: c.branch_name,
        login_domain: c.login_domain,
    }
}

fn wire<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

pub(super) fn licence_out(l: &LicenceInfo) -> pb::Licence {
    let t = l.terms.as_ref();
    pb::Licence {
        status: wire(&l.status),
        id: t.map(|t| t.id.clone()).unwrap_or_default(),
        client_id: t.map(|t| t.client_id.clone()).unwrap_or_default(),
        kind: t.map(|t| wire(&t.kind)).unwrap_or_default(),
        expiration: t.and_then(|t| t.expiration).map(|d| d.to_string()),
        max_users: t.map_or(0, |t| t.max_users),
        days_left: l.days_left,
        warning_days: l.warning_days,
        active_users: l.active_users,
    }
}
pub(super) fn mail_out(m: Option<MailView>) -> pb::MailConfig {
    match m {
        None => pb::MailConfig::default(),
        Some(m) => pb::MailConfig {
            configured: true,
            host: m.host,
            port: u32::from(m.port),
            security: wire(&m.security),
            username: m.username,
            password_set: m.password_set,
            sender: m.sender,
            sender_name: m.sender_name,
            verify_certificate: m.verify_certificate,
        },
    }
}

pub(super) fn mail_in(m: pb::MailConfigInput) -> MailInput {
    MailInput {
        host: m.host,
        port: m.port,
        security: m.security,
        username: m.username,
        password: m.password,
        sender: m.sender,
        sender_name: m.sender_name,
        verify_certificate: m.verify_certificate,
    }
}

pub(super) fn mail_result((outcome, detail): (MailOutcome, String)) -> pb::MailResult {
    pb::MailResult {
        outcome: wire(&outcome),
        detail,
    }
}
