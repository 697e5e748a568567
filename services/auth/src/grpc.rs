//! The `newsroom.auth.v1.Auth` gRPC server: translates between protobuf and [`AuthService`].

use newsroom_domain::ids::{GroupId, UserId};
use newsroom_domain::permission::Permissions;
use newsroom_domain::{FieldCode, FieldErrors, FieldMessage};
use newsroom_proto::auth::v1 as pb;
use newsroom_proto::{convert, errors};
use tonic::{Request, Response, Status};

mod installation;

use crate::directory::Step;
use crate::service::{
    AuthError, AuthService, Client, DirectoryInput, DirectoryView, GroupInput, SelfInput,
    SyncStatus, TestOutcome, UserInput,
};
use crate::store::{
    AccessEvent, AccessQuery, AuthStore, GroupMapping, GroupRecord, Picker, SyncReport, UserQuery,
    UserRecord,
};

fn client(c: Option<pb::Client>) -> Client {
    let c = c.unwrap_or_default();
    Client {
        ip: c.ip,
        user_agent: c.user_agent,
    }
}

fn access_event(e: AccessEvent) -> pb::AccessEvent {
    match e {
        AccessEvent::Login => pb::AccessEvent::Login,
        AccessEvent::LoginFailed => pb::AccessEvent::LoginFailed,
        AccessEvent::Throttled => pb::AccessEvent::Throttled,
        AccessEvent::Logout => pb::AccessEvent::Logout,
        AccessEvent::SessionEnded => pb::AccessEvent::SessionEnded,
        AccessEvent::PasswordChanged => pb::AccessEvent::PasswordChanged,
    }
}

/// The gRPC face of the auth service.
pub struct AuthGrpc<S> {
    service: std::sync::Arc<AuthService<S>>,
}

impl<S> AuthGrpc<S> {
    /// Serves `service`.
    pub fn new(service: AuthService<S>) -> Self {
        AuthGrpc {
            service: std::sync::Arc::new(service),
        }
    }

    /// Serves a shared `service`.
    pub fn shared(service: std::sync::Arc<AuthService<S>>) -> Self {
        AuthGrpc { service }
    }
}

impl From<AuthError> for Status {
    fn from(e: AuthError) -> Self {
        errors::to_status(&e)
    }
}

fn invalid(field: &str, message: impl Into<FieldMessage>) -> Status {
    errors::to_status(&AuthError::Invalid(FieldErrors::from([(
        field.to_owned(),
        message.into(),
    )])))
}

/// The user as clients see it.
pub fn user_out(u: &UserRecord) -> pb::User {
    pb::User {
        id: u.id.get(),
        name: u.name.clone(),
        nickname: u.nickname.clone(),
        roles: u.permissions.roles(),
        email: u.email.clone(),
        group_ids: u.group_ids.iter().map(|g| g.get()).collect(),
    }
}

/// The user as administrators see them.
pub fn user_detail(u: &UserRecord) -> pb::UserDetail {
    pb::UserDetail {
        id: u.id.get(),
        name: u.name.clone(),
        nickname: u.nickname.clone(),
        email: u.email.clone(),
        active: u.active,
        directory_user: u.directory_user,
        expiration_days: u.expiration_days,
        group_ids: u.group_ids.iter().map(|g| g.get()).collect(),
        must_change_password: u.must_change_password,
        password_changed_at: u.password_changed_at,
        last_notice_at: u.last_notice_at,
        last_login_at: u.last_login_at,
    }
}

fn group_out(g: &GroupRecord) -> pb::Group {
    let f = &g.fields;
    pb::Group {
        id: g.id.get(),
        name: f.name.clone(),
        permissions: f
            .permissions
            .entries()
            .map(|(area, level)| pb::Permission {
                area: convert::area(area).into(),
                level: convert::level(level).into(),
            })
            .collect(),
        editors: f.editors,
        image_editors: f.image_editors,
        producers: f.producers,
        reporters: f.reporters,
        categories: f.categories.clone(),
        user_count: g.user_count,
    }
}

fn user_id(raw: i64, field: &str) -> Result<UserId, Status> {
    UserId::parse(raw).ok_or_else(|| invalid(field, FieldCode::Invalid))
}

fn group_ids(raw: &[i64]) -> Result<Vec<GroupId>, Status> {
    raw.iter()
        .map(|g| GroupId::parse(*g).ok_or_else(|| invalid("groupIds", FieldCode::UnknownGroup)))
        .collect()
}

fn user_in(u: Option<pb::UserInput>) -> Result<UserInput, Status> {
    let u = u.unwrap_or_default();
    Ok(UserInput {
        group_ids: group_ids(&u.group_ids)?,
        name: u.name,
        nickname: u.nickname,
        email: u.email,
        password: u.password,
        password_confirmation: u.password_confirmation,
        expiration_days: u.expiration_days,
        directory_user: u.directory_user,
        active: u.active,
    })
}

fn group_in(g: Option<pb::GroupInput>) -> Result<GroupInput, Status> {
    let g = g.unwrap_or_default();
    let mut permissions = Permissions::none();
    for (i, p) in g.permissions.iter().enumerate() {
        // Raw values: an unknown area or level is the caller's error, never skipped.
        let area = pb::Area::try_from(p.area)
            .ok()
            .and_then(convert::area_in)
            .ok_or_else(|| invalid(&format!("permissions[{i}].area"), FieldCode::Invalid))?;
        let level = pb::Level::try_from(p.level)
            .ok()
            .and_then(convert::level_in)
            .ok_or_else(|| invalid(&format!("permissions[{i}].level"), FieldCode::Invalid))?;
        permissions.grant(area, level);
    }
    Ok(GroupInput {
        name: g.name,
        permissions,
        editors: g.editors,
        image_editors: g.image_editors,
        producers: g.producers,
        reporters: g.reporters,
        categories: g.categories,
    })
}

fn directory_out(v: DirectoryView) -> pb::DirectoryConfig {
    let d = v.settings;
    pb::DirectoryConfig {
        enabled: d.enabled,
        url: d.url,
        starttls: d.starttls,
        bind_dn: d.bind_dn,
        password_set: v.password_set,
        base_dn: d.base_dn,
        user_filter: d.user_filter,
        login_attribute: d.login_attribute,
        name_attribute: d.name_attribute,
        email_attribute: d.email_attribute,
        group_mappings: d
            .group_mappings
            .into_iter()
            .map(|m| pb::DirectoryGroupMapping {
                directory_group: m.directory_group,
                group_id: m.group.get(),
            })
            .collect(),
    }
}

fn directory_in(d: pb::DirectoryConfigInput) -> Result<DirectoryInput, Status> {
    let group_mappings = d
        .group_mappings
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            GroupId::parse(m.group_id)
                .map(|group| GroupMapping {
                    directory_group: m.directory_group,
                    group,
                })
                .ok_or_else(|| {
                    invalid(
                        &format!("groupMappings[{i}].groupId"),
                        FieldCode::UnknownGroup,
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    Ok(DirectoryInput {
        enabled: d.enabled,
        url: d.url,
        starttls: d.starttls,
        bind_dn: d.bind_dn,
        bind_password: d.bind_password,
        base_dn: d.base_dn,
        user_filter: d.user_filter,
        login_attribute: d.login_attribute,
        name_attribute: d.name_attribute,
        email_attribute: d.email_attribute,
        group_mappings,
    })
}

fn sync_report_out(r: SyncReport) -> pb::DirectorySyncReport {
    pb::DirectorySyncReport {
        started_at: r.started_at,
        finished_at: r.finished_at,
        created: r.created,
        updated: r.updated,
        deactivated: r.deactivated,
        skipped: r.skipped,
        error: r.error,
    }
}

fn sync_out(s: SyncStatus) -> pb::DirectorySyncStatus {
    pb::DirectorySyncStatus {
        running: s.running,
        last: s.last.map(sync_report_out),
    }
}

fn login_out(login: crate::service::Login) -> pb::LoginResponse {
    pb::LoginResponse {
        token: login.token,
        user: Some(user_out(&login.user)),
        expires_at: login.expires_at as i64,
    }
}

#[tonic::async_trait]
impl<S: AuthStore> pb::auth_server::Auth for AuthGrpc<S> {
    async fn login(
        &self,
        req: Request<pb::LoginRequest>,
    ) -> Result<Response<pb::LoginResponse>, Status> {
        let r = req.into_inner();
        let login = self
            .service
            .login(&r.username, &r.password, &client(r.client))
            .await?;
        Ok(Response::new(login_out(login)))
    }

    async fn logout(
        &self,
        req: Request<pb::LogoutRequest>,
    ) -> Result<Response<pb::LogoutResponse>, Status> {
        let r = req.into_inner();
        self.service.logout(&r.token, &client(r.client)).await?;
        Ok(Response::new(pb::LogoutResponse {}))
    }

    async fn authenticate(
        &self,
        req: Request<pb::AuthenticateRequest>,
    ) -> Result<Response<pb::User>, Status> {
        let user = self.service.authenticate(&req.into_inner().token).await?;
        Ok(Response::new(user_out(&user)))
    }

    async fn list_authorities(
        &self,
        _: Request<pb::ListAuthoritiesRequest>,
    ) -> Result<Response<pb::ListAuthoritiesResponse>, Status> {
        Ok(Response::new(pb::ListAuthoritiesResponse {
            authorities: Permissions::all_authorities(),
        }))
    }

    async fn change_password(
        &self,
        req: Request<pb::ChangePasswordRequest>,
    ) -> Result<Response<pb::LoginResponse>, Status> {
        let r = req.into_inner();
        let login = self
            .service
            .change_password(
                &r.username,
                &r.password,
                &r.new_password,
                &r.new_password_confirmation,
                &client(r.client),
            )
            .await?;
        Ok(Response::new(login_out(login)))
    }

    async fn list_users(
        &self,
        req: Request<pb::ListUsersRequest>,
    ) -> Result<Response<pb::UserPage>, Status> {
        let r = req.into_inner();
        let picker = match pb::UserPicker::try_from(r.picker) {
            Ok(pb::UserPicker::Unspecified) => None,
            Ok(pb::UserPicker::Editors) => Some(Picker::Editors),
            Ok(pb::UserPicker::ImageEditors) => Some(Picker::ImageEditors),
            Ok(pb::UserPicker::Producers) => Some(Picker::Producers),
            Ok(pb::UserPicker::Reporters) => Some(Picker::Reporters),
            Err(_) => return Err(invalid("picker", FieldCode::Invalid)),
        };
        let query = UserQuery {
            filter: r.filter,
            active_only: r.active_only,
            group: match r.group_id {
                0 => None,
                g => Some(GroupId::parse(g).ok_or_else(|| invalid("groupId", FieldCode::Invalid))?),
            },
            picker,
            ids: if r.ids.is_empty() {
                None
            } else {
                let ids = r.ids.iter().map(|&id| user_id(id, "ids"));
                Some(ids.collect::<Result<Vec<_>, _>>()?)
            },
            page: u64::from(r.page),
            size: (r.size > 0).then_some(u64::from(r.size)),
        };
        let (users, total) = self.service.list_users(&query).await?;
        Ok(Response::new(pb::UserPage {
            users: users.iter().map(user_detail).collect(),
            total,
        }))
    }

    async fn get_user(
        &self,
        req: Request<pb::UserRef>,
    ) -> Result<Response<pb::UserDetail>, Status> {
        let id = user_id(req.into_inner().id, "id")?;
        Ok(Response::new(user_detail(&self.service.user(id).await?)))
    }

    async fn create_user(
        &self,
        req: Request<pb::UserInput>,
    ) -> Result<Response<pb::UserDetail>, Status> {
        let input = user_in(Some(req.into_inner()))?;
        Ok(Response::new(user_detail(
            &self.service.create_user(input).await?,
        )))
    }

    async fn update_user(
        &self,
        req: Request<pb::UpdateUserRequest>,
    ) -> Result<Response<pb::UserDetail>, Status> {
        let r = req.into_inner();
        let id = user_id(r.id, "id")?;
        let input = user_in(r.user)?;
        Ok(Response::new(user_detail(
            &self.service.update_user(id, input).await?,
        )))
    }

    async fn update_self(
        &self,
        req: Request<pb::UpdateSelfRequest>,
    ) -> Result<Response<pb::UserDetail>, Status> {
        let r = req.into_inner();
        let id = user_id(r.id, "id")?;
        let input = SelfInput {
            name: r.name,
            nickname: r.nickname,
            email: r.email,
            current_password: r.current_password,
            password: r.password,
            password_confirmation: r.password_confirmation,
        };
        Ok(Response::new(user_detail(
            &self.service.update_self(id, input).await?,
        )))
    }

    async fn set_users_active(
        &self,
        req: Request<pb::SetUsersActiveRequest>,
    ) -> Result<Response<pb::Empty>, Status> {
        let r = req.into_inner();
        let ids = r
            .ids
            .iter()
            .map(|i| user_id(*i, "ids"))
            .collect::<Result<Vec<_>, _>>()?;
        if ids.is_empty() {
            return Err(invalid("ids", FieldCode::Required));
        }
        self.service.set_users_active(&ids, r.active).await?;
        Ok(Response::new(pb::Empty {}))
    }

    async fn reset_password(
        &self,
        req: Request<pb::UserRef>,
    ) -> Result<Response<pb::OneTimePassword>, Status> {
        let id = user_id(req.into_inner().id, "id")?;
        let password = self.service.reset_password(id).await?;
        Ok(Response::new(pb::OneTimePassword { password }))
    }

    async fn register_last_notice(
        &self,
        req: Request<pb::UserRef>,
    ) -> Result<Response<pb::Empty>, Status> {
        let id = user_id(req.into_inner().id, "id")?;
        self.service.register_last_notice(id).await?;
        Ok(Response::new(pb::Empty {}))
    }

    async fn end_sessions(&self, req: Request<pb::UserRef>) -> Result<Response<pb::Empty>, Status> {
        let id = user_id(req.into_inner().id, "id")?;
        self.service.user(id).await?;
        self.service.end_sessions(id).await?;
        Ok(Response::new(pb::Empty {}))
    }

    async fn list_groups(&self, _: Request<pb::Empty>) -> Result<Response<pb::GroupList>, Status> {
        let groups = self.service.groups().await?;
        Ok(Response::new(pb::GroupList {
            groups: groups.iter().map(group_out).collect(),
        }))
    }

    async fn get_group(&self, req: Request<pb::GroupRef>) -> Result<Response<pb::Group>, Status> {
        let id = GroupId::parse(req.into_inner().id).ok_or(AuthError::NotFound)?;
        Ok(Response::new(group_out(&self.service.group(id).await?)))
    }

    async fn create_group(
        &self,
        req: Request<pb::GroupInput>,
    ) -> Result<Response<pb::Group>, Status> {
        let input = group_in(Some(req.into_inner()))?;
        Ok(Response::new(group_out(
            &self.service.create_group(&input).await?,
        )))
    }

    async fn update_group(
        &self,
        req: Request<pb::UpdateGroupRequest>,
    ) -> Result<Response<pb::Group>, Status> {
        let r = req.into_inner();
        let id = GroupId::parse(r.id).ok_or(AuthError::NotFound)?;
        let input = group_in(r.group)?;
        Ok(Response::new(group_out(
            &self.service.update_group(id, &input).await?,
        )))
    }

    async fn list_access_log(
        &self,
        req: Request<pb::AccessLogQuery>,
    ) -> Result<Response<pb::AccessLogPage>, Status> {
        let r = req.into_inner();
        let (entries, total) = self
            .service
            .access_log(&AccessQuery {
                login: r.login,
                ip: r.ip,
                page: u64::from(r.page),
                size: u64::from(r.size.clamp(1, 500)),
            })
            .await?;
        Ok(Response::new(pb::AccessLogPage {
            entries: entries
                .into_iter()
                .map(|e| pb::AccessLogEntry {
                    at: e.at,
                    event: access_event(e.event).into(),
                    login: e.login,
                    user_id: e.user.map_or(0, |u| u.get()),
                    ip: e.ip,
                    user_agent: e.user_agent,
                })
                .collect(),
            total,
        }))
    }

    async fn delete_group(
        &self,
        req: Request<pb::GroupRef>,
    ) -> Result<Response<pb::Empty>, Status> {
        let id = GroupId::parse(req.into_inner().id).ok_or(AuthError::NotFound)?;
        self.service.delete_group(id).await?;
        Ok(Response::new(pb::Empty {}))
    }

    async fn get_branch_config(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::BranchConfig>, Status> {
        let config = self.service.branch_config().await?;
        Ok(Response::new(installation::config_out(&config)))
    }

    async fn set_branch_config(
        &self,
        req: Request<pb::BranchConfig>,
    ) -> Result<Response<pb::BranchConfig>, Status> {
        let input = installation::config_in(req.into_inner());
        let config = self.service.set_branch_config(&input).await?;
        Ok(Response::new(installation::config_out(&config)))
    }

    async fn list_branches(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::BranchList>, Status> {
        let branches = self.service.branches().await?;
        Ok(Response::new(pb::BranchList {
            branches: branches.iter().map(installation::branch_out).collect(),
        }))
    }

    async fn create_branch(
        &self,
        req: Request<pb::BranchInput>,
    ) -> Result<Response<pb::Branch>, Status> {
        let input = installation::branch_in(Some(req.into_inner()));
        let branch = self.service.create_branch(&input).await?;
        Ok(Response::new(installation::branch_out(&branch)))
    }

    async fn update_branch(
        &self,
        req: Request<pb::UpdateBranchRequest>,
    ) -> Result<Response<pb::Branch>, Status> {
        let req = req.into_inner();
        let id = installation::branch_id(req.id)?;
        let input = installation::branch_in(req.branch);
        let branch = self.service.update_branch(id, &input).await?;
        Ok(Response::new(installation::branch_out(&branch)))
    }

    async fn delete_branch(
        &self,
        req: Request<pb::BranchRef>,
    ) -> Result<Response<pb::Empty>, Status> {
        let id = installation::branch_id(req.into_inner().id)?;
        self.service.delete_branch(id).await?;
        Ok(Response::new(pb::Empty {}))
    }

    async fn get_licence(&self, _: Request<pb::Empty>) -> Result<Response<pb::Licence>, Status> {
        let info = self.service.licence().await?;
        Ok(Response::new(installation::licence_out(&info)))
    }

    async fn install_licence(
        &self,
        req: Request<pb::LicenceFile>,
    ) -> Result<Response<pb::Licence>, Status> {
        let info = self.service.install_licence(&req.into_inner().file).await?;
        Ok(Response::new(installation::licence_out(&info)))
    }

    async fn remove_licence(&self, _: Request<pb::Empty>) -> Result<Response<pb::Licence>, Status> {
        let info = self.service.remove_licence().await?;
        Ok(Response::new(installation::licence_out(&info)))
    }

    async fn get_directory_config(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::DirectoryConfig>, Status> {
        Ok(Response::new(directory_out(
            self.service.directory_config().await?,
        )))
    }

    async fn save_directory_config(
        &self,
        req: Request<pb::DirectoryConfigInput>,
    ) -> Result<Response<pb::DirectoryConfig>, Status> {
        let input = directory_in(req.into_inner())?;
        Ok(Response::new(directory_out(
            self.service.save_directory_config(input).await?,
        )))
    }

    async fn test_directory(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::DirectoryTestResult>, Status> {
        Ok(Response::new(match self.service.test_directory().await? {
            TestOutcome::Found(users) => pb::DirectoryTestResult {
                ok: true,
                users,
                ..Default::default()
            },
            TestOutcome::Failed(f) => pb::DirectoryTestResult {
                ok: false,
                users: 0,
                failed_step: match f.step {
                    Step::Connect => pb::DirectoryStep::Connect,
                    Step::Bind => pb::DirectoryStep::Bind,
                    Step::Search => pb::DirectoryStep::Search,
                }
                .into(),
                error: f.message,
            },
        }))
    }

    async fn start_directory_sync(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::DirectorySyncStatus>, Status> {
        Ok(Response::new(sync_out(
            self.service.start_directory_sync().await?,
        )))
    }

    async fn get_directory_sync(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::DirectorySyncStatus>, Status> {
        Ok(Response::new(sync_out(
            self.service.directory_sync().await?,
        )))
    }

    async fn get_mail_config(
        &self,
        _: Request<pb::Empty>,
    ) -> Result<Response<pb::MailConfig>, Status> {
        let config = self.service.mail_config().await?;
        Ok(Response::new(installation::mail_out(config)))
    }

    async fn set_mail_config(
        &self,
        req: Request<pb::MailConfigInput>,
    ) -> Result<Response<pb::MailConfig>, Status> {
        let input = installation::mail_in(req.into_inner());
        let config = self.service.set_mail_config(&input).await?;
        Ok(Response::new(installation::mail_out(Some(config))))
    }

    async fn send_test_mail(
        &self,
        req: Request<pb::TestMailRequest>,
    ) -> Result<Response<pb::MailResult>, Status> {
        let result = self.service.send_test_mail(&req.into_inner().to).await?;
        Ok(Response::new(installation::mail_result(result)))
    }

    async fn send_user_mail(
        &self,
        req: Request<pb::UserMailRequest>,
    ) -> Result<Response<pb::UserMailResult>, Status> {
        let r = req.into_inner();
        let mail = self
            .service
            .send_user_mail(&r.user_ids, &r.subject, &r.text)
            .await?;
        let (outcome, detail) = match mail.outcome {
            Some(result) => {
                let m = installation::mail_result(result);
                (m.outcome, m.detail)
            }
            None => ("NO_RECIPIENTS".to_owned(), String::new()),
        };
        Ok(Response::new(pb::UserMailResult {
            outcome,
            detail,
            sent_to: mail.sent_to,
            without_address: mail.without_address,
        }))
    }
}
