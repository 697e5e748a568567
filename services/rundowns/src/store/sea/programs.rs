//! Programs and their presenters.

use newsroom_domain::ids::ProgramId;
use newsroom_domain::rundown::{Presenter, Program};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, NotSet, QueryFilter, QueryOrder, Set};

use crate::store::entities::{program_presenters, programs};
use crate::store::{NewProgram, ProgramStore, StoreError};

use super::rows::{Row, program_of, secs, tod_secs};
use super::{SeaStore, db_err};

impl ProgramStore for SeaStore {
    async fn list_programs(&self) -> Result<Vec<Program>, StoreError> {
        programs::Entity::find()
            .order_by_asc(programs::Column::Id)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(program_of)
            .collect()
    }

    async fn program(&self, id: ProgramId) -> Result<Option<Program>, StoreError> {
        programs::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(program_of)
            .transpose()
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
        let m = programs::ActiveModel {
            id: NotSet,
            name: Set(p.name),
            start_secs: Set(tod_secs(p.start)),
            end_secs: Set(tod_secs(p.end)),
            production_secs: Set(p.production.map(secs)),
            cg_device_id: Set(None),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(ProgramId::from_db(m.id))
    }
}
