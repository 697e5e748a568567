//! sea-orm entities of the rundowns tables (private to the store).

pub mod programs {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "programs")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub start_secs: i64,
        pub end_secs: i64,
        pub production_secs: Option<i64>,
        pub cg_device_id: Option<i64>,
        pub active: bool,
        pub legacy_mode: bool,
        pub drawer: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod rundowns {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rundowns")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub program_id: i64,
        pub date: String,
        pub start_secs: i64,
        pub end_secs: i64,
        pub production_secs: Option<i64>,
        pub device_integration: bool,
        pub displayed: bool,
        pub revision: i64,
        pub display_status: String,
        /// Reopened by a rundown administrator after its lock time: not locked again by itself.
        pub reopened_late: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod blocks {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "blocks")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub rundown_id: i64,
        pub name: String,
        pub stand_by: bool,
        pub commercial_secs: i64,
        pub stop_secs: Option<i64>,
        pub position: i32,
        pub display_status: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod stories {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "stories")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub block_id: i64,
        pub rundown_id: i64,
        pub slug: String,
        pub page: String,
        pub estimated_secs: i64,
        pub head_secs: i64,
        pub off_secs: i64,
        pub vt_secs: i64,
        pub link_secs: i64,
        pub manual_secs: Option<i64>,
        pub ignore_duration: bool,
        pub approved: bool,
        pub stop_secs: Option<i64>,
        pub position: i32,
        pub display_status: String,
        pub private: bool,
        pub deleted_at: Option<String>,
        pub deleted_by: Option<String>,
        pub kind: String,
        pub status: String,
        pub reporter: Option<String>,
        pub editor: Option<String>,
        pub image_editor: Option<String>,
        pub presenter: Option<String>,
        pub company: Option<String>,
        pub drawer_program_id: Option<i64>,
        pub drawer_at: Option<String>,
        pub drawer_by: Option<String>,
        pub source_document_id: Option<i64>,
        pub source_kind: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod rundown_logs {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rundown_logs")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub rundown_id: i64,
        pub at: String,
        pub user_id: i64,
        pub nickname: String,
        pub action: String,
        pub description: String,
        /// What undoing the line puts back (JSON `newsroom_domain::log::Undo`); null: nothing.
        pub undo: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod templates {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "templates")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub program_id: i64,
        pub name: String,
        pub content: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod program_presenters {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "program_presenters")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub program_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub position: i32,
        pub name: String,
        pub words_per_minute: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod story_texts {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "story_texts")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub story_id: i64,
        pub script: String,
        pub footnote: String,
        pub cue_in: String,
        pub cue_out: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod story_revisions {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "story_revisions")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub story_id: i64,
        pub number: i32,
        pub at: String,
        pub user_id: i64,
        pub nickname: String,
        pub slug: String,
        pub script: String,
        pub footnote: String,
        pub cue_in: String,
        pub cue_out: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod story_items {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "story_items")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub story_id: i64,
        pub position: i32,
        pub kind: String,
        pub device_id: i64,
        pub object_id: String,
        pub slug: String,
        pub duration_ms: Option<i64>,
        pub ignore_duration: bool,
        pub placeholder: bool,
        pub template_id: Option<i64>,
        pub template_name: String,
        pub fields: String,
        pub mark_in_ms: Option<i64>,
        pub mark_out_ms: Option<i64>,
        pub timebase: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod program_staff {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "program_staff")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub program_id: i64,
        /// `editor`, `image_editor` or `announcer`.
        #[sea_orm(primary_key, auto_increment = false)]
        pub role: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod program_groups {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "program_groups")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub program_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub group_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod settings {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "settings")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub key: String,
        pub value: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
