//! Programs, their registry settings (staff, allowed groups) and their presenters.

use newsroom_domain::ids::ProgramId;
use newsroom_domain::rundown::{Presenter, Program, ProgramSettings};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, NotSet, PaginatorTrait,
    QueryFilter, QueryOrder, Set,
};

use crate::store::entities::{
    program_groups, program_presenters, program_staff, programs, rundowns, stories, templates,
};
use crate::store::{NewProgram, ProgramStore, StoreError};

/// The staff roles of `program_staff.role`.
const EDITOR: &str = "editor";
const IMAGE_EDITOR: &str = "image_editor";
const ANNOUNCER: &str = "announcer";

impl SeaStore {
    /// Programs of `rows` with their staff and allowed groups.
    async fn programs_of(&self, rows: Vec<programs::Model>) -> Result<Vec<Program>, StoreError> {
        let ids: Vec<i64> = rows.iter().map(|p| p.id).collect();
        let staff = program_staff::Entity::find()
            .filter(program_staff::Column::ProgramId.is_in(ids.clone()))
            .order_by_asc(program_staff::Column::UserId)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        let groups = program_groups::Entity::find()
            .filter(program_groups::Column::ProgramId.is_in(ids))
            .order_by_asc(program_groups::Column::GroupId)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        rows.into_iter()
            .map(|row| {
                let id = row.id;
                let of = |role: &str| -> Vec<i64> {
                    staff
                        .iter()
                        .filter(|s| s.program_id == id && s.role == role)
                        .map(|s| s.user_id)
                        .collect()
                };
                let settings = ProgramSettings {
                    active: row.active,
                    legacy_mode: row.legacy_mode,
                    drawer: row.drawer,
                    editors: of(EDITOR),
                    image_editors: of(IMAGE_EDITOR),
                    announcers: of(ANNOUNCER),
                    allowed_groups: groups
                        .iter()
                        .filter(|g| g.program_id == id)
                        .map(|g| g.group_id)
                        .collect(),
                };
                let mut p = program_of(row)?;
                p.settings = settings;
                Ok(p)
            })
            .collect()
    }
}

/// Replaces the staff and allowed groups of `program`.
async fn write_settings(
    txn: &impl ConnectionTrait,
    program: i64,
    s: &ProgramSettings,
) -> Result<(), StoreError> {
    program_staff::Entity::delete_many()
        .filter(program_staff::Column::ProgramId.eq(program))
        .exec(txn)
        .await
        .map_err(db_err)?;
    program_groups::Entity::delete_many()
        .filter(program_groups::Column::ProgramId.eq(program))
        .exec(txn)
        .await
        .map_err(db_err)?;
    for (role, users) in [
        (EDITOR, &s.editors),
        (IMAGE_EDITOR, &s.image_editors),
        (ANNOUNCER, &s.announcers),
    ] {
        let mut seen = std::collections::BTreeSet::new();
        for user in users.iter().filter(|u| seen.insert(**u)) {
            program_staff::ActiveModel {
                program_id: Set(program),
                role: Set(role.to_owned()),
                user_id: Set(*user),
            }
            .insert(txn)
            .await
            .map_err(db_err)?;
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for group in s.allowed_groups.iter().filter(|g| seen.insert(**g)) {
        program_groups::ActiveModel {
            program_id: Set(program),
            group_id: Set(*group),
        }
        .insert(txn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

use super::rows::{Row, program_of, secs, tod_secs};
use super::{SeaStore, db_err};

impl ProgramStore for SeaStore {
    async fn list_programs(&self) -> Result<Vec<Program>, StoreError> {
        let rows = programs::Entity::find()
            .order_by_asc(programs::Column::Id)
            .all(&self.db)
            .await
            .map_err(db_err)?;
        self.programs_of(rows).await
    }

    async fn program(&self, id: ProgramId) -> Result<Option<Program>, StoreError> {
        let Some(row) = programs::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
        else {
            return Ok(None);
        };
        Ok(self.programs_of(vec![row]).await?.pop())
    }

    async fn presenters(&self, program: ProgramId) -> Result<Vec<Presenter>, StoreError> {
        program_presenters::Entity::find()
            .filter(program_presenters::Column::ProgramId.eq(program.get()))
            .order_by_asc(program_presenters::Column::Position)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|p| {
                Ok(Presenter {
                    words_per_minute: u32::try_from(p.words_per_minute).map_err(|_| {
                        Row {
                            table: "program_presenters",
                            id: p.program_id,
                        }
                        .corrupt(format!("words_per_minute: {}", p.words_per_minute))
                    })?,
                    name: p.name,
                })
            })
            .collect()
    }

    async fn set_presenters(
        &self,
        program: ProgramId,
        presenters: &[Presenter],
    ) -> Result<(), StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        program_presenters::Entity::delete_many()
            .filter(program_presenters::Column::ProgramId.eq(program.get()))
            .exec(txn)
            .await
            .map_err(db_err)?;
        for (i, p) in presenters.iter().enumerate() {
            program_presenters::ActiveModel {
                program_id: Set(program.get()),
                position: Set(i as i32),
                name: Set(p.name.clone()),
                words_per_minute: Set(p.words_per_minute as i32),
            }
            .insert(txn)
            .await
            .map_err(db_err)?;
        }
        w.commit_unchanged().await
    }

    async fn set_program_cg(
        &self,
        program: ProgramId,
        device: Option<i64>,
    ) -> Result<(), StoreError> {
        programs::Entity::update_many()
            .col_expr(programs::Column::CgDeviceId, Expr::value(device))
            .filter(programs::Column::Id.eq(program.get()))
            .exec(&self.db)
            .await
            .map_err(db_err)?;
        Ok(())
    }

    async fn create_program(&self, p: NewProgram) -> Result<ProgramId, StoreError> {
        let w = self.write().await?;
        let m = programs::ActiveModel {
            id: NotSet,
            name: Set(p.name),
            start_secs: Set(tod_secs(p.start)),
            end_secs: Set(tod_secs(p.end)),
            production_secs: Set(p.production.map(secs)),
            cg_device_id: Set(None),
            active: Set(p.settings.active),
            legacy_mode: Set(p.settings.legacy_mode),
            drawer: Set(p.settings.drawer),
        }
        .insert(&w.txn)
        .await
        .map_err(db_err)?;
        write_settings(&w.txn, m.id, &p.settings).await?;
        w.commit_unchanged().await?;
        Ok(ProgramId::from_db(m.id))
    }

    async fn update_program(&self, id: ProgramId, p: NewProgram) -> Result<(), StoreError> {
        let w = self.write().await?;
        let changed = programs::Entity::update_many()
            .set(programs::ActiveModel {
                name: Set(p.name),
                start_secs: Set(tod_secs(p.start)),
                end_secs: Set(tod_secs(p.end)),
                production_secs: Set(p.production.map(secs)),
                active: Set(p.settings.active),
                legacy_mode: Set(p.settings.legacy_mode),
                drawer: Set(p.settings.drawer),
                ..Default::default()
            })
            .filter(programs::Column::Id.eq(id.get()))
            .exec(&w.txn)
            .await
            .map_err(db_err)?;
        if changed.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        write_settings(&w.txn, id.get(), &p.settings).await?;
        w.commit_unchanged().await
    }

    async fn delete_program(&self, id: ProgramId) -> Result<bool, StoreError> {
        let w = self.write().await?;
        let txn = &w.txn;
        let content = rundowns::Entity::find()
            .filter(rundowns::Column::ProgramId.eq(id.get()))
            .count(txn)
            .await
            .map_err(db_err)?
            + templates::Entity::find()
                .filter(templates::Column::ProgramId.eq(id.get()))
                .count(txn)
                .await
                .map_err(db_err)?
            + stories::Entity::find()
                .filter(stories::Column::DrawerProgramId.eq(id.get()))
                .count(txn)
                .await
                .map_err(db_err)?;
        if content > 0 {
            return Ok(false);
        }
        let deleted = programs::Entity::delete_by_id(id.get())
            .exec(txn)
            .await
            .map_err(db_err)?;
        if deleted.rows_affected == 0 {
            return Err(StoreError::NotFound);
        }
        w.commit_unchanged().await?;
        Ok(true)
    }
}
