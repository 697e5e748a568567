//! Templates of programs.

use newsroom_domain::ids::{ProgramId, TemplateId};
use newsroom_domain::template::TemplateBlock;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, NotSet, QueryFilter, QueryOrder, Set};

use crate::store::entities::templates;
use crate::store::{StoreError, TemplateRecord, TemplateStore};

use super::rows::{encode, template_of};
use super::{SeaStore, db_err};

impl TemplateStore for SeaStore {
    async fn save_template(
        &self,
        program: ProgramId,
        name: &str,
        blocks: &[TemplateBlock],
        overwrite: bool,
    ) -> Result<TemplateId, StoreError> {
        let content = encode("a template's blocks", &blocks)?;
        if overwrite {
            let same = templates::Entity::find()
                .filter(templates::Column::ProgramId.eq(program.get()))
                .filter(templates::Column::Name.eq(name))
                .one(&self.db)
                .await
                .map_err(db_err)?;
            if let Some(t) = same {
                let id = t.id;
                let mut m: templates::ActiveModel = t.into();
                m.content = Set(content);
                m.update(&self.db).await.map_err(db_err)?;
                return Ok(TemplateId::from_db(id));
            }
        }
        let m = templates::ActiveModel {
            id: NotSet,
            program_id: Set(program.get()),
            name: Set(name.to_owned()),
            content: Set(content),
        }
        .insert(&self.db)
        .await
        .map_err(db_err)?;
        Ok(TemplateId::from_db(m.id))
    }

    async fn list_templates(&self, program: ProgramId) -> Result<Vec<TemplateRecord>, StoreError> {
        templates::Entity::find()
            .filter(templates::Column::ProgramId.eq(program.get()))
            .order_by_asc(templates::Column::Name)
            .all(&self.db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(template_of)
            .collect()
    }

    async fn template(&self, id: TemplateId) -> Result<Option<TemplateRecord>, StoreError> {
        templates::Entity::find_by_id(id.get())
            .one(&self.db)
            .await
            .map_err(db_err)?
            .map(template_of)
            .transpose()
    }

    async fn delete_template(&self, id: TemplateId) -> Result<bool, StoreError> {
        Ok(templates::Entity::delete_by_id(id.get())
            .exec(&self.db)
            .await
            .map_err(db_err)?
            .rows_affected
            > 0)
    }
}
