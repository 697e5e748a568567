//! Schema of the rundowns database (see newsroom_platform::migrate for `{id}`). Durations are whole
//! seconds, times of day seconds after midnight, dates `YYYY-MM-DD` text.

use newsroom_platform::Migration;

/// Every migration, in order.
pub const ALL: &[Migration] = &[
    Migration {
        version: "0001_programs_rundowns",
        sql: "
CREATE TABLE programs (
    id {id},
    name TEXT NOT NULL UNIQUE,
    start_secs BIGINT NOT NULL,
    end_secs BIGINT NOT NULL,
    production_secs BIGINT
);
CREATE TABLE rundowns (
    id {id},
    program_id BIGINT NOT NULL REFERENCES programs(id),
    date TEXT NOT NULL,
    start_secs BIGINT NOT NULL,
    end_secs BIGINT NOT NULL,
    production_secs BIGINT,
    device_integration BOOLEAN NOT NULL DEFAULT FALSE,
    displayed BOOLEAN NOT NULL DEFAULT FALSE,
    revision BIGINT NOT NULL DEFAULT 0,
    UNIQUE (program_id, date)
);
CREATE TABLE blocks (
    id {id},
    rundown_id BIGINT NOT NULL REFERENCES rundowns(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    stand_by BOOLEAN NOT NULL DEFAULT FALSE,
    commercial_secs BIGINT NOT NULL DEFAULT 0,
    stop_secs BIGINT,
    position INTEGER NOT NULL
);
CREATE INDEX blocks_rundown ON blocks (rundown_id, position);
CREATE TABLE stories (
    id {id},
    block_id BIGINT NOT NULL REFERENCES blocks(id) ON DELETE CASCADE,
    rundown_id BIGINT NOT NULL REFERENCES rundowns(id) ON DELETE CASCADE,
    slug TEXT NOT NULL,
    page TEXT NOT NULL DEFAULT '',
    estimated_secs BIGINT NOT NULL DEFAULT 0,
    head_secs BIGINT NOT NULL DEFAULT 0,
    off_secs BIGINT NOT NULL DEFAULT 0,
    vt_secs BIGINT NOT NULL DEFAULT 0,
    link_secs BIGINT NOT NULL DEFAULT 0,
    manual_secs BIGINT,
    ignore_duration BOOLEAN NOT NULL DEFAULT FALSE,
    approved BOOLEAN NOT NULL DEFAULT FALSE,
    stop_secs BIGINT,
    position INTEGER NOT NULL
);
CREATE INDEX stories_block ON stories (block_id, position);
CREATE INDEX stories_rundown ON stories (rundown_id)
",
    },
    Migration {
        version: "0002_display_private_logs",
        sql: "
ALTER TABLE rundowns ADD COLUMN display_status TEXT NOT NULL DEFAULT 'BLANK';
ALTER TABLE blocks ADD COLUMN display_status TEXT NOT NULL DEFAULT 'BLANK';
ALTER TABLE stories ADD COLUMN display_status TEXT NOT NULL DEFAULT 'BLANK';
ALTER TABLE stories ADD COLUMN private BOOLEAN NOT NULL DEFAULT FALSE;
CREATE TABLE rundown_logs (
    id {id},
    rundown_id BIGINT NOT NULL REFERENCES rundowns(id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    nickname TEXT NOT NULL,
    action TEXT NOT NULL,
    description TEXT NOT NULL
);
CREATE INDEX rundown_logs_rundown ON rundown_logs (rundown_id, id)
",
    },
    Migration {
        version: "0003_templates",
        sql: "
CREATE TABLE templates (
    id {id},
    program_id BIGINT NOT NULL REFERENCES programs(id),
    name TEXT NOT NULL,
    content TEXT NOT NULL,
    UNIQUE (program_id, name)
)
",
    },
    Migration {
        version: "0004_story_texts_revisions",
        sql: "
CREATE TABLE story_texts (
    story_id BIGINT PRIMARY KEY REFERENCES stories(id) ON DELETE CASCADE,
    script TEXT NOT NULL,
    footnote TEXT NOT NULL DEFAULT '',
    cue_in TEXT NOT NULL DEFAULT '',
    cue_out TEXT NOT NULL DEFAULT ''
);
CREATE TABLE story_revisions (
    id {id},
    story_id BIGINT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    at TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    nickname TEXT NOT NULL,
    slug TEXT NOT NULL,
    script TEXT NOT NULL,
    footnote TEXT NOT NULL,
    cue_in TEXT NOT NULL,
    cue_out TEXT NOT NULL,
    UNIQUE (story_id, number)
)
",
    },
    Migration {
        version: "0005_story_trash",
        sql: "
ALTER TABLE stories ADD COLUMN deleted_at TEXT;
ALTER TABLE stories ADD COLUMN deleted_by TEXT
",
    },
    Migration {
        version: "0006_story_info",
        sql: "
ALTER TABLE stories ADD COLUMN kind TEXT NOT NULL DEFAULT 'TEXT';
ALTER TABLE stories ADD COLUMN status TEXT NOT NULL DEFAULT 'DRAFT';
ALTER TABLE stories ADD COLUMN reporter TEXT;
ALTER TABLE stories ADD COLUMN editor TEXT;
ALTER TABLE stories ADD COLUMN image_editor TEXT
",
    },
    Migration {
        version: "0007_presenters",
        sql: "
CREATE TABLE program_presenters (
    program_id BIGINT NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    words_per_minute INTEGER NOT NULL,
    PRIMARY KEY (program_id, position)
);
ALTER TABLE stories ADD COLUMN presenter TEXT
",
    },
    Migration {
        version: "0008_story_drawer",
        sql: "
ALTER TABLE stories ADD COLUMN drawer_program_id BIGINT;
ALTER TABLE stories ADD COLUMN drawer_at TEXT;
ALTER TABLE stories ADD COLUMN drawer_by TEXT;
CREATE INDEX stories_drawer ON stories (drawer_program_id)
",
    },
    Migration {
        version: "0009_program_cg",
        sql: "ALTER TABLE programs ADD COLUMN cg_device_id BIGINT",
    },
    Migration {
        // Media and CG items of stories (newsroom_domain::items); `fields` is JSON
        // `[{"name", "value"}]`, `duration_ms` milliseconds.
        version: "0010_story_items",
        sql: "
CREATE TABLE story_items (
    id {id},
    story_id BIGINT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL,
    device_id BIGINT NOT NULL,
    object_id TEXT NOT NULL DEFAULT '',
    slug TEXT NOT NULL DEFAULT '',
    duration_ms BIGINT,
    ignore_duration BOOLEAN NOT NULL DEFAULT FALSE,
    placeholder BOOLEAN NOT NULL DEFAULT FALSE,
    template_id BIGINT,
    template_name TEXT NOT NULL DEFAULT '',
    fields TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX story_items_story ON story_items (story_id, position)
",
    },
    Migration {
        // Marks in and out of media items (ms) and the object's MOS timebase.
        version: "0011_item_marks",
        sql: "
ALTER TABLE story_items ADD COLUMN mark_in_ms BIGINT;
ALTER TABLE story_items ADD COLUMN mark_out_ms BIGINT;
ALTER TABLE story_items ADD COLUMN timebase INTEGER NOT NULL DEFAULT 0
",
    },
    Migration {
        // Program registry (web.md section 3): state, legacy mode, drawer, staff by role, allowed groups.
        version: "0012_program_registry",
        sql: "
ALTER TABLE programs ADD COLUMN active BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE programs ADD COLUMN legacy_mode BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE programs ADD COLUMN drawer BOOLEAN NOT NULL DEFAULT TRUE;
CREATE TABLE program_staff (
    program_id BIGINT NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    user_id BIGINT NOT NULL,
    PRIMARY KEY (program_id, role, user_id)
);
CREATE TABLE program_groups (
    program_id BIGINT NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
    group_id BIGINT NOT NULL,
    PRIMARY KEY (program_id, group_id)
)
",
    },
    Migration {
        version: "0013_rundown_settings",
        sql: "
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
ALTER TABLE rundowns ADD COLUMN reopened_late BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX stories_deleted ON stories (deleted_at);
CREATE INDEX rundown_logs_at ON rundown_logs (at)
",
    },
    Migration {
        // The company or branch that produced a story (web.md section 3).
        version: "0014_story_company",
        sql: "ALTER TABLE stories ADD COLUMN company TEXT",
    },
    Migration {
        // What undoing a log line puts back (a repagination's pages).
        version: "0015_log_undo",
        sql: "ALTER TABLE rundown_logs ADD COLUMN undo TEXT",
    },
    Migration {
        // The document a story was made from (newsroom_domain::rundown::StorySource).
        version: "0016_story_source",
        sql: "
ALTER TABLE stories ADD COLUMN source_document_id BIGINT;
ALTER TABLE stories ADD COLUMN source_kind TEXT
",
    },
];
