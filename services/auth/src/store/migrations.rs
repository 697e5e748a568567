//! Schema of the auth database (see newsroom_platform::migrate for `{id}`).

use newsroom_platform::Migration;

/// Every migration, in order.
pub const ALL: &[Migration] = &[Migration {
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
}];
