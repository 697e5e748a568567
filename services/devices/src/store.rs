//! The devices database: the registry (each device one JSON document beside its unique keys), the
//! media MOS devices announced, and each device's MOS message-ID high-water mark, so message IDs keep
//! growing across restarts (MOS 2.8.5 §2: messageID unique per connection, increasing).
//!
//! Plain SQL through sea-orm's connection, valid on PostgreSQL and SQLite.

use newsroom_platform::Migration;
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DbBackend, DbErr, QueryResult, Statement,
    TransactionTrait, Value,
};

use crate::registry::{Device, DeviceSpec, DevicesError};

/// Every migration, in order.
pub const MIGRATIONS: &[Migration] = &[Migration {
    version: "0001_devices_media",
    sql: "
CREATE TABLE devices (
    id {id},
    name TEXT NOT NULL UNIQUE,
    mos_id TEXT,
    doc TEXT NOT NULL,
    revision BIGINT NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX devices_mos_id ON devices (mos_id);
CREATE TABLE media (
    device_id BIGINT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
    obj_id TEXT NOT NULL,
    doc TEXT NOT NULL,
    updated TEXT NOT NULL,
    PRIMARY KEY (device_id, obj_id)
);
CREATE TABLE mos_message_ids (
    device_id BIGINT NOT NULL PRIMARY KEY,
    last_id BIGINT NOT NULL
);
",
}];

/// A media object's state (web.md section 6, "media: status absent, empty, ready"); stored as
/// `absent`, `empty`, `ready`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum MediaStatus {
    /// The device does not know the object ("Media not found in the asset manager.").
    Absent,
    /// No material yet (a placeholder).
    #[default]
    Empty,
    /// On the device, ready to air (MOS objAir READY).
    Ready,
}

impl MediaStatus {
    /// The proto enum.
    pub fn to_pb(self) -> newsroom_proto::devices::v1::MediaStatus {
        use newsroom_proto::devices::v1::MediaStatus as P;
        match self {
            Self::Absent => P::Absent,
            Self::Empty => P::Empty,
            Self::Ready => P::Ready,
        }
    }
}

/// A media record as stored (JSON `doc`).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct MediaDoc {
    /// The object's ID on the device.
    pub obj_id: String,
    /// Slug.
    pub slug: String,
    /// VIDEO, AUDIO, STILL.
    pub obj_type: String,
    /// Milliseconds.
    pub duration_ms: i64,
    /// Its state.
    pub status: MediaStatus,
    /// Paths and URLs.
    pub paths: Vec<String>,
    /// The object's timebase (objTB, units a second; 0: unknown; absent in records saved before).
    #[serde(default)]
    pub timebase: u32,
}

/// The devices database.
#[derive(Clone)]
pub struct Store {
    db: DatabaseConnection,
    /// Seals device passwords at rest (newsroom_platform::secret); `None`: stored as given.
    key: Option<newsroom_platform::secret::SecretKey>,
}

impl Store {
    /// Over an open connection.
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db, key: None }
    }

    /// Applies the migrations.
    ///
    /// # Errors
    /// When a statement fails.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        newsroom_platform::migrate(&self.db, "devices", MIGRATIONS).await
    }

    fn stmt(&self, sql: &str, values: Vec<Value>) -> Statement {
        let backend = self.db.get_database_backend();
        let sql = if backend == DbBackend::Sqlite {
            // `$1, $2...` in ascending order become `?`.
            let mut out = String::with_capacity(sql.len());
            let mut chars = sql.chars().peekable();
            while let Some(c) = chars.next() {
                if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
                    while chars.peek().is_some_and(char::is_ascii_digit) {
                        chars.next();
                    }
                    out.push('?');
                } else {
                    out.push(c);
                }
            }
            out
        } else {
            sql.to_string()
        };
        Statement::from_sql_and_values(backend, sql, values)
    }

    /// Seals device passwords with `key` from now on.
    pub fn with_key(mut self, key: Option<newsroom_platform::secret::SecretKey>) -> Self {
        self.key = key;
        self
    }

    /// A device's stored document: its spec as JSON, the password sealed when there is a key.
    fn doc(&self, spec: &DeviceSpec) -> Result<String, DevicesError> {
        let mut v = serde_json::to_value(spec).map_err(|e| DbErr::Custom(e.to_string()))?;
        if let (Some(key), Some(p)) = (&self.key, v.get_mut("password"))
            && let Some(plain) = p.as_str()
        {
            *p = serde_json::Value::String(key.seal(plain));
        }
        Ok(v.to_string())
    }

    fn device(&self, row: &QueryResult) -> Result<Device, DevicesError> {
        let doc: String = row.try_get("", "doc")?;
        let mut v: serde_json::Value = serde_json::from_str(&doc)
            .map_err(|e| DbErr::Custom(format!("device document: {e}")))?;
        if let Some(p) = v.get_mut("password")
            && let Some(stored) = p.as_str()
            && stored.starts_with(newsroom_platform::secret::SEALED)
        {
            let key = self.key.as_ref().ok_or_else(|| {
                DbErr::Custom("a device password is sealed: set NEWSROOM_SECRET_KEY".into())
            })?;
            *p = serde_json::Value::String(key.open(stored).map_err(DbErr::Custom)?);
        }
        Ok(Device {
            id: row.try_get("", "id")?,
            spec: serde_json::from_value(v)
                .map_err(|e| DbErr::Custom(format!("device document: {e}")))?,
            revision: row.try_get("", "revision")?,
        })
    }

    /// Every device, by name.
    pub async fn list(&self) -> Result<Vec<Device>, DevicesError> {
        let rows = self
            .db
            .query_all_raw(self.stmt(
                "SELECT id, doc, revision FROM devices ORDER BY name",
                vec![],
            ))
            .await?;
        rows.iter().map(|r| self.device(r)).collect()
    }

    /// One device.
    pub async fn get(&self, id: i64) -> Result<Device, DevicesError> {
        let row = self
            .db
            .query_one_raw(self.stmt(
                "SELECT id, doc, revision FROM devices WHERE id = $1",
                vec![id.into()],
            ))
            .await?
            .ok_or(DevicesError::NotFound)?;
        self.device(&row)
    }

    async fn clash(&self, spec: &DeviceSpec, except: i64) -> Result<(), DevicesError> {
        let mos_id = (!spec.mos_id.is_empty()).then(|| spec.mos_id.clone());
        let row = self
            .db
            .query_one_raw(self.stmt(
                "SELECT id FROM devices WHERE (name = $1 OR mos_id = $2) AND id <> $3",
                vec![spec.name.clone().into(), mos_id.into(), except.into()],
            ))
            .await?;
        match row {
            Some(_) => Err(DevicesError::Conflict(format!(
                "a device named {} or with MOS ID {} exists",
                spec.name, spec.mos_id
            ))),
            None => Ok(()),
        }
    }

    /// Adds a device.
    pub async fn create(&self, spec: &DeviceSpec) -> Result<Device, DevicesError> {
        self.clash(spec, 0).await?;
        let doc = self.doc(spec)?;
        let mos_id = (!spec.mos_id.is_empty()).then(|| spec.mos_id.clone());
        let row = self
            .db
            .query_one_raw(self.stmt(
                "INSERT INTO devices (name, mos_id, doc, revision) VALUES ($1, $2, $3, 1) RETURNING id",
                vec![spec.name.clone().into(), mos_id.into(), doc.into()],
            ))
            .await?
            .ok_or_else(|| DbErr::Custom("insert returned no id".into()))?;
        self.get(row.try_get("", "id")?).await
    }

    /// Replaces a device if `revision` is current.
    pub async fn update(
        &self,
        id: i64,
        spec: &DeviceSpec,
        revision: i64,
    ) -> Result<Device, DevicesError> {
        let current = self.get(id).await?;
        if current.revision != revision {
            return Err(DevicesError::Conflict(format!(
                "device {id} is at revision {}",
                current.revision
            )));
        }
        self.clash(spec, id).await?;
        let doc = self.doc(spec)?;
        let mos_id = (!spec.mos_id.is_empty()).then(|| spec.mos_id.clone());
        let done = self
            .db
            .execute_raw(self.stmt(
                "UPDATE devices SET name = $1, mos_id = $2, doc = $3, revision = revision + 1 WHERE id = $4 AND revision = $5",
                vec![spec.name.clone().into(), mos_id.into(), doc.into(), id.into(), revision.into()],
            ))
            .await?;
        if done.rows_affected() == 0 {
            return Err(DevicesError::Conflict(format!(
                "device {id} changed meanwhile"
            )));
        }
        self.get(id).await
    }

    /// Deletes devices with their media and message-ID marks, all or nothing (one transaction);
    /// returns how many devices went.
    pub async fn delete(&self, ids: &[i64]) -> Result<u64, DevicesError> {
        let txn = self.db.begin().await?;
        let mut n = 0;
        for id in ids {
            for sql in [
                "DELETE FROM media WHERE device_id = $1",
                "DELETE FROM mos_message_ids WHERE device_id = $1",
            ] {
                txn.execute_raw(self.stmt(sql, vec![(*id).into()])).await?;
            }
            n += txn
                .execute_raw(self.stmt("DELETE FROM devices WHERE id = $1", vec![(*id).into()]))
                .await?
                .rows_affected();
        }
        txn.commit().await?;
        Ok(n)
    }

    /// Saves (inserts or replaces) a media record.
    pub async fn put_media(
        &self,
        device_id: i64,
        media: &MediaDoc,
        updated: &str,
    ) -> Result<(), DevicesError> {
        let doc = serde_json::to_string(media).map_err(|e| DbErr::Custom(e.to_string()))?;
        self.db
            .execute_raw(self.stmt(
                "INSERT INTO media (device_id, obj_id, doc, updated) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (device_id, obj_id) DO UPDATE SET doc = excluded.doc, updated = excluded.updated",
                vec![device_id.into(), media.obj_id.clone().into(), doc.into(), updated.into()],
            ))
            .await?;
        Ok(())
    }

    /// Media of a device (0: every device), newest first.
    pub async fn media(
        &self,
        device_id: i64,
    ) -> Result<Vec<(i64, MediaDoc, String)>, DevicesError> {
        let rows = self
            .db
            .query_all_raw(self.stmt(
                "SELECT device_id, doc, updated FROM media WHERE ($1 = 0 OR device_id = $2) ORDER BY updated DESC",
                vec![device_id.into(), device_id.into()],
            ))
            .await?;
        rows.iter()
            .map(|r| {
                let doc: String = r.try_get("", "doc")?;
                Ok((
                    r.try_get("", "device_id")?,
                    serde_json::from_str(&doc).map_err(|e| DbErr::Custom(e.to_string()))?,
                    r.try_get("", "updated")?,
                ))
            })
            .collect()
    }

    /// Marks a device's object `absent` (the device no longer knows it); unknown objects stay unknown.
    pub async fn mark_absent(&self, device_id: i64, obj_id: &str) -> Result<(), DevicesError> {
        let Some((_, mut doc, _)) = self
            .media(device_id)
            .await?
            .into_iter()
            .find(|(_, m, _)| m.obj_id == obj_id)
        else {
            return Ok(());
        };
        doc.status = MediaStatus::Absent;
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        self.put_media(device_id, &doc, &now).await
    }

    /// The next MOS message ID for a device (1, 2, ... wrapping before 2^31), saved before it is used.
    pub async fn next_message_id(&self, device_id: i64) -> Result<u32, DevicesError> {
        let row = self
            .db
            .query_one_raw(self.stmt(
                "SELECT last_id FROM mos_message_ids WHERE device_id = $1",
                vec![device_id.into()],
            ))
            .await?;
        let last: i64 = match row {
            Some(r) => r.try_get("", "last_id")?,
            None => 0,
        };
        let next = if last >= i64::from(i32::MAX) - 1 {
            1
        } else {
            last + 1
        };
        self.db
            .execute_raw(self.stmt(
                "INSERT INTO mos_message_ids (device_id, last_id) VALUES ($1, $2) \
                 ON CONFLICT (device_id) DO UPDATE SET last_id = excluded.last_id",
                vec![device_id.into(), next.into()],
            ))
            .await?;
        Ok(next as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::Password;

    #[tokio::test]
    async fn device_passwords_are_sealed_at_rest() {
        let db = newsroom_platform::connect_database("sqlite::memory:")
            .await
            .unwrap();
        let key = newsroom_platform::secret::SecretKey::generate();
        let store = Store::new(db.clone()).with_key(Some(key.clone()));
        store.migrate().await.unwrap();
        let spec = DeviceSpec {
            name: "Prompter".into(),
            r#type: crate::registry::DeviceType::Tp,
            protocol: crate::registry::Protocol::Mos,
            mos_id: "tp.mos".into(),
            password: Some(Password::new("hunter2-secret")),
            ..Default::default()
        };
        let saved = store.create(&spec).await.unwrap();
        assert_eq!(
            saved.spec.password.as_ref().unwrap().expose(),
            "hunter2-secret"
        );
        let row = db
            .query_one_raw(store.stmt(
                "SELECT doc FROM devices WHERE id = $1",
                vec![saved.id.into()],
            ))
            .await
            .unwrap()
            .unwrap();
        let doc: String = row.try_get("", "doc").unwrap();
        assert!(!doc.contains("hunter2"), "{doc}");
        assert!(doc.contains(newsroom_platform::secret::SEALED), "{doc}");
        // Without the key the device cannot be read (never silently without its password).
        assert!(Store::new(db.clone()).get(saved.id).await.is_err());
        // A password stored before sealing existed reads as it is.
        db.execute_raw(store.stmt(
            "UPDATE devices SET doc = $1 WHERE id = $2",
            vec![
                doc.replace(
                    &serde_json::from_str::<serde_json::Value>(&doc).unwrap()["password"]
                        .as_str()
                        .unwrap()
                        .to_string(),
                    "old-plain",
                )
                .into(),
                saved.id.into(),
            ],
        ))
        .await
        .unwrap();
        let old = store.get(saved.id).await.unwrap();
        assert_eq!(old.spec.password.unwrap().expose(), "old-plain");
    }
}
