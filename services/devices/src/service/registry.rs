//! Devices and their CG templates (web.md section 6, "device"; section 7, "Device templates").

use newsroom_domain::FieldErrors;

use super::{DevicesService, Result};
use crate::registry::{Device, DeviceSpec, DevicesError, Template};

impl DevicesService {
    /// Every device.
    ///
    /// # Errors
    /// [`DevicesError::Store`].
    pub async fn list(&self) -> Result<Vec<Device>> {
        self.ncs.store.list().await
    }

    /// One device (`NotFound`).
    ///
    /// # Errors
    /// [`DevicesError::NotFound`], [`DevicesError::Store`].
    pub async fn get(&self, id: i64) -> Result<Device> {
        self.ncs.store.get(id).await
    }

    /// The playout devices a program's rundowns go to: type PLAYOUT, following rundowns, by name.
    ///
    /// # Errors
    /// [`DevicesError::Remote`] for a program the caller may not see or that does not exist.
    pub async fn program_playout(&self, program_id: i64) -> Result<Vec<Device>> {
        self.rundowns.program(program_id).await?;
        let mut list: Vec<Device> = self
            .ncs
            .store
            .list()
            .await?
            .into_iter()
            .filter(|d| {
                d.spec.r#type == crate::registry::DeviceType::Playout && d.spec.follows_rundowns()
            })
            .collect();
        list.sort_by(|a, b| a.spec.name.cmp(&b.spec.name));
        Ok(list)
    }

    /// Registers a device and connects to it.
    ///
    /// # Errors
    /// [`DevicesError::Conflict`] for a name or MOS ID in use.
    pub async fn create(&self, spec: &DeviceSpec) -> Result<Device> {
        let d = self.ncs.store.create(spec).await?;
        tracing::info!(device = d.id, name = %d.spec.name, "device registered");
        self.ncs.refresh().await?;
        Ok(d)
    }

    /// Replaces a device's fields at `revision` (an empty password keeps the stored one) and
    /// reconnects.
    ///
    /// # Errors
    /// [`DevicesError::Conflict`] for a stale revision or a name or MOS ID in use.
    pub async fn update(&self, id: i64, spec: DeviceSpec, revision: i64) -> Result<Device> {
        let stored = self.ncs.store.get(id).await?;
        let spec = spec.keeping_password_of(&stored.spec);
        let d = self.ncs.store.update(id, &spec, revision).await?;
        self.ncs.refresh().await?;
        Ok(d)
    }

    /// Deletes devices by id; answers how many went. A program's CG device cannot be deleted
    /// (web.md section 6).
    ///
    /// # Errors
    /// [`DevicesError::Conflict`] for a program's CG device; [`DevicesError::Remote`].
    pub async fn delete(&self, ids: &[i64]) -> Result<u64> {
        let programs = self.rundowns.programs().await?;
        if let Some(p) = programs
            .iter()
            .find(|p| p.cg_device_id.is_some_and(|d| ids.contains(&d)))
        {
            return Err(DevicesError::Conflict(format!(
                "the device is the CG device of {}",
                p.name
            )));
        }
        let n = self.ncs.store.delete(ids).await?;
        self.ncs.refresh().await?;
        Ok(n)
    }

    /// Names a program's CG device, where its credits go (`None` unlinks); answers the program.
    ///
    /// # Errors
    /// `Invalid` (`deviceId`: not_cg_device) for a device that is not a CG; [`DevicesError::Remote`].
    pub async fn set_program_cg(
        &self,
        program_id: i64,
        device_id: Option<i64>,
    ) -> Result<newsroom_proto::rundowns::v1::Program> {
        if let Some(id) = device_id {
            match self.ncs.store.get(id).await {
                Ok(d) if d.spec.r#type == crate::registry::DeviceType::Cg => {}
                Ok(_) | Err(DevicesError::NotFound) => {
                    return Err(DevicesError::field(
                        "deviceId",
                        newsroom_domain::FieldCode::NotCgDevice,
                    ));
                }
                Err(e) => return Err(e),
            }
        }
        self.rundowns.set_program_cg(program_id, device_id).await
    }

    /// Creates (`create`: the id must be new; 0 takes the next free one) or replaces a CG template
    /// of a device; answers it as saved.
    ///
    /// # Errors
    /// [`DevicesError::Conflict`] for an id in use, [`DevicesError::NotFound`], `Invalid`
    /// (`templates`) for a blank or duplicate name or field.
    pub async fn save_template(
        &self,
        device_id: i64,
        template: Template,
        create: bool,
    ) -> Result<Template> {
        let device = self.ncs.store.get(device_id).await?;
        let mut spec = device.spec.clone();
        let mut template = Template {
            id: template.id,
            name: template.name.trim().to_string(),
            fields: template
                .fields
                .iter()
                .map(|f| f.trim().to_string())
                .collect(),
        };
        let at = spec.templates.iter().position(|x| x.id == template.id);
        match (create, at) {
            (true, _) if template.id == 0 => {
                template.id = spec.templates.iter().map(|x| x.id).max().unwrap_or(0) + 1;
                spec.templates.push(template.clone());
            }
            (true, Some(_)) => {
                return Err(DevicesError::Conflict(format!(
                    "template {} exists in {}",
                    template.id, device.spec.name
                )));
            }
            (true, None) => spec.templates.push(template.clone()),
            (false, Some(i)) => spec.templates[i] = template.clone(),
            (false, None) => return Err(DevicesError::NotFound),
        }
        let mut errors = FieldErrors::default();
        crate::registry::check_templates(&spec.templates, &mut errors);
        if !errors.is_empty() {
            return Err(DevicesError::Invalid(errors));
        }
        self.save_spec(&device, &spec).await?;
        Ok(template)
    }

    /// Deletes CG templates of a device by id; answers how many went.
    ///
    /// # Errors
    /// [`DevicesError::NotFound`], [`DevicesError::Store`].
    pub async fn delete_templates(&self, device_id: i64, ids: &[i64]) -> Result<usize> {
        let device = self.ncs.store.get(device_id).await?;
        let mut spec = device.spec.clone();
        let before = spec.templates.len();
        spec.templates.retain(|t| !ids.contains(&t.id));
        let deleted = before - spec.templates.len();
        if deleted > 0 {
            self.save_spec(&device, &spec).await?;
        }
        Ok(deleted)
    }

    /// Saves a changed spec of `device` (at its revision) and reconnects what changed.
    async fn save_spec(&self, device: &Device, spec: &DeviceSpec) -> Result<()> {
        self.ncs
            .store
            .update(device.id, spec, device.revision)
            .await?;
        self.ncs.refresh().await
    }
}
