//! Teams (web.md sections 3 and 7; the rules in [`newsroom_domain::team`] and
//! docs/adr/0003-documents.md, "Teams"): the crews the desk sends, what each is on a day, their
//! changes for one day or from a day on, and their deletion from a day on, refused while an
//! assignment of that day or later sends the team. Every change is announced on the bus
//! (`/topic/teams` for clients).

use std::collections::HashMap;

use chrono::{NaiveDate, Utc};
use newsroom_bus::subjects;
use newsroom_domain::team::{Schedule, ShiftDraft, check_name, exists_on, recently_ended};
use newsroom_proto::documents::v1 as pb;
use prost::Message as _;

use crate::service::{Actor, DocumentService, DocumentsError, Result};
use crate::store::{Store, StoredDocument, StoredTeam};

impl<S: Store> DocumentService<S> {
    /// The teams that exist on `day`, by name; with `recent`, also those deleted in the
    /// [`RECENT_DAYS`](newsroom_domain::team::RECENT_DAYS) days before it (an older assignment still
    /// shows its team), each as it was on its last day.
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub async fn teams_on(
        &self,
        day: NaiveDate,
        recent: bool,
    ) -> Result<Vec<(StoredTeam, NaiveDate)>> {
        Ok(self
            .store
            .teams()
            .await?
            .into_iter()
            .filter_map(|t| {
                if exists_on(&t.schedule, t.ends, day) {
                    return Some((t, day));
                }
                let ends = t.ends?;
                let last = ends.pred_opt()?;
                (recent && recently_ended(ends, day) && t.schedule.on(last).is_some())
                    .then_some((t, last))
            })
            .collect())
    }

    /// Team `id` as it is on `day`.
    ///
    /// # Errors
    /// [`DocumentsError::NotFound`] when it does not exist that day.
    pub async fn team_on(&self, id: i64, day: NaiveDate) -> Result<StoredTeam> {
        let team = self.store.team(id).await?;
        if exists_on(&team.schedule, team.ends, day) {
            Ok(team)
        } else {
            Err(DocumentsError::NotFound)
        }
    }

    /// A new team `name`, as `draft` says from its day on.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (`name` and the codes of [`ShiftDraft::check`]),
    /// [`DocumentsError::Duplicate`] for a name a team has.
    pub async fn create_team(
        &self,
        name: &str,
        draft: &ShiftDraft,
        actor: &Actor,
    ) -> Result<(StoredTeam, NaiveDate)> {
        let name = check_name(name);
        let shift = draft.check();
        let (name, (day, shift)) = match (name, shift) {
            (Ok(n), Ok(s)) => (n, s),
            (n, s) => {
                let mut errors = n.err().unwrap_or_default();
                errors.extend(s.err().unwrap_or_default());
                return Err(DocumentsError::Invalid(errors));
            }
        };
        let team = self
            .store
            .add_team(&name, &Schedule::starting(day, shift), Utc::now())
            .await?;
        tracing::info!(id = team.id, name = %team.name, from = %day, by = %actor.nickname, "team created");
        self.announce_team("created", team.id).await;
        Ok((team, day))
    }

    /// Renames team `id`.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (`name`), [`DocumentsError::Duplicate`],
    /// [`DocumentsError::NotFound`].
    pub async fn rename_team(&self, id: i64, name: &str, actor: &Actor) -> Result<StoredTeam> {
        let name = check_name(name).map_err(DocumentsError::Invalid)?;
        let mut team = self.store.team(id).await?;
        team.name = name;
        let saved = self.store.change_team(&team, Utc::now()).await?;
        tracing::info!(id, name = %saved.name, by = %actor.nickname, "team renamed");
        self.announce_team("updated", id).await;
        Ok(saved)
    }

    /// Changes team `id` on the draft's day alone (`one_day`) or from it on.
    ///
    /// # Errors
    /// [`DocumentsError::Invalid`] (the codes of [`ShiftDraft::check`]; `date` `invalid` for a day
    /// the team no longer exists on), [`DocumentsError::NotFound`], [`DocumentsError::Conflict`]
    /// when someone changed it at the same moment.
    pub async fn change_team(
        &self,
        id: i64,
        draft: &ShiftDraft,
        one_day: bool,
        actor: &Actor,
    ) -> Result<(StoredTeam, NaiveDate)> {
        let (day, shift) = draft.check().map_err(DocumentsError::Invalid)?;
        let mut team = self.store.team(id).await?;
        if team.ends.is_some_and(|e| day >= e) {
            return Err(DocumentsError::Invalid(
                [(
                    "date".to_owned(),
                    newsroom_domain::FieldCode::Invalid.into(),
                )]
                .into(),
            ));
        }
        if one_day {
            team.schedule.change_one_day(day, shift);
        } else {
            team.schedule.change_forward(day, shift);
        }
        let saved = self.store.change_team(&team, Utc::now()).await?;
        tracing::info!(id, %day, one_day, by = %actor.nickname, "team changed");
        self.announce_team("updated", id).await;
        Ok((saved, day))
    }

    /// Deletes team `id` from `day` on: it stays on the days before (and in the assignments of
    /// those days); a team with no day before `day` goes altogether.
    ///
    /// # Errors
    /// [`DocumentsError::TeamInUse`] while an assignment (trash included) of `day` or later sends
    /// it, [`DocumentsError::NotFound`], [`DocumentsError::Conflict`] when someone changed it at
    /// the same moment.
    pub async fn delete_team(&self, id: i64, day: NaiveDate, actor: &Actor) -> Result<()> {
        let team = self.store.team(id).await?;
        let mut schedule = team.schedule.clone();
        let gone = schedule.end_before(day);
        self.store
            .end_team(
                id,
                team.revision,
                day,
                (!gone).then_some(&schedule),
                Utc::now(),
            )
            .await?;
        tracing::info!(id, from = %day, removed = gone, by = %actor.nickname, "team deleted");
        self.announce_team("deleted", id).await;
        Ok(())
    }

    /// How many assignments of `day` (not in the trash) send each team that any sends.
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub async fn teams_used_on(&self, day: NaiveDate) -> Result<Vec<(i64, u64)>> {
        Ok(self.store.teams_used_on(day).await?)
    }

    /// The members of the teams each of `list` sends, on its day, by document id (for the mail of
    /// assignments with `includeTeams`).
    ///
    /// # Errors
    /// [`DocumentsError::Store`].
    pub(crate) async fn team_members<F: crate::kinds::ServiceKind>(
        &self,
        list: &[&StoredDocument<F>],
    ) -> Result<HashMap<i64, Vec<i64>>> {
        let teams: HashMap<i64, StoredTeam> = self
            .store
            .teams()
            .await?
            .into_iter()
            .map(|t| (t.id, t))
            .collect();
        Ok(list
            .iter()
            .filter_map(|d| {
                let (day, sent) = d.fields.teams_sent()?;
                let members = sent
                    .iter()
                    .filter_map(|id| teams.get(id))
                    .flat_map(|t| t.schedule.members_on(day))
                    .collect();
                Some((d.id, members))
            })
            .collect())
    }

    /// Publishes a change of a team on [`subjects::TEAM_EVENTS`] (open schedules and assignment
    /// forms reload the teams); a failed publish is logged, the change stands.
    async fn announce_team(&self, event: &str, id: i64) {
        let payload = pb::TeamEvent {
            event: event.to_owned(),
            id,
        };
        if let Err(e) = self
            .bus
            .publish(
                subjects::TEAM_EVENTS.to_owned(),
                payload.encode_to_vec().into(),
            )
            .await
        {
            tracing::error!(error = %e, "publishing a team event failed");
        }
    }
}
