//! The `newsroom.auth.v1.Auth` gRPC server: translates between protobuf and [`AuthService`].

use newsroom_domain::permission::Permissions;
use newsroom_proto::auth::v1 as pb;
use newsroom_proto::errors;
use tonic::{Request, Response, Status};

use crate::service::{AuthError, AuthService};
use crate::store::{AuthStore, UserRecord};

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

/// The user as clients see it.
pub fn user_out(u: &UserRecord) -> pb::User {
    pb::User {
        id: u.id.get(),
        name: u.name.clone(),
        nickname: u.nickname.clone(),
        roles: u.permissions.roles(),
    }
}

#[tonic::async_trait]
impl<S: AuthStore> pb::auth_server::Auth for AuthGrpc<S> {
    async fn login(
        &self,
        req: Request<pb::LoginRequest>,
    ) -> Result<Response<pb::LoginResponse>, Status> {
        let r = req.into_inner();
        let login = self.service.login(&r.username, &r.password).await?;
        Ok(Response::new(pb::LoginResponse {
            token: login.token,
            user: Some(user_out(&login.user)),
            expires_at: login.expires_at as i64,
        }))
    }

    async fn logout(
        &self,
        req: Request<pb::LogoutRequest>,
    ) -> Result<Response<pb::LogoutResponse>, Status> {
        self.service.logout(&req.into_inner().token).await?;
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
}
