//! Schema of the auth database (see newsroom_platform::migrate for `{id}`).

use newsroom_platform::Migration;

/// Every migration, in order.
pub const ALL: &[Migration] = &[
    Migration {
        version: "0001_users_groups",
        sql: "
CREATE TABLE groups (
    id {id},
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE group_permissions (
    group_id BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
    area TEXT NOT NULL,
    level TEXT NOT NULL,
    PRIMARY KEY (group_id, area)
);
CREATE TABLE users (
    id {id},
    name TEXT NOT NULL,
    nickname TEXT NOT NULL,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    active BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE UNIQUE INDEX users_nickname ON users (LOWER(nickname));
CREATE UNIQUE INDEX users_email ON users (LOWER(email));
CREATE TABLE user_groups (
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    group_id BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, group_id)
)
",
    },
    Migration {
        version: "0002_user_admin",
        sql: "
ALTER TABLE users ADD COLUMN directory_user BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN expiration_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE users ADD COLUMN password_changed_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN last_notice_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN last_login_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE groups ADD COLUMN editors BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE groups ADD COLUMN image_editors BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE groups ADD COLUMN producers BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE groups ADD COLUMN reporters BOOLEAN NOT NULL DEFAULT FALSE;
CREATE TABLE group_categories (
    group_id BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (group_id, position)
);
CREATE INDEX user_groups_group ON user_groups (group_id)
",
    },
    Migration {
        version: "0003_access_log",
        sql: "
CREATE TABLE access_log (
    id {id},
    at BIGINT NOT NULL,
    event TEXT NOT NULL,
    login TEXT NOT NULL,
    user_id BIGINT,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL
);
CREATE INDEX access_log_at ON access_log (at);
CREATE INDEX access_log_login ON access_log (login);
CREATE INDEX access_log_ip ON access_log (ip)
",
    },
    Migration {
        version: "0004_installation",
        sql: "
CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE branches (
    id {id},
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    locale TEXT NOT NULL
);
CREATE UNIQUE INDEX branches_name ON branches (LOWER(name));
CREATE UNIQUE INDEX branches_address ON branches (LOWER(address))
",
    },
    Migration {
        version: "0005_directory",
        sql: "
CREATE TABLE directory_settings (
    id BIGINT PRIMARY KEY,
    enabled BOOLEAN NOT NULL,
    url TEXT NOT NULL,
    starttls BOOLEAN NOT NULL,
    bind_dn TEXT NOT NULL,
    bind_password TEXT NOT NULL,
    base_dn TEXT NOT NULL,
    user_filter TEXT NOT NULL,
    login_attribute TEXT NOT NULL,
    name_attribute TEXT NOT NULL,
    email_attribute TEXT NOT NULL
);
CREATE TABLE directory_group_mappings (
    position INTEGER PRIMARY KEY,
    directory_group TEXT NOT NULL,
    group_id BIGINT NOT NULL REFERENCES groups(id) ON DELETE CASCADE
);
CREATE TABLE directory_syncs (
    id BIGINT PRIMARY KEY,
    started_at BIGINT NOT NULL,
    finished_at BIGINT NOT NULL,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    deactivated INTEGER NOT NULL,
    skipped INTEGER NOT NULL,
    error TEXT NOT NULL
)
",
    },
];
