/**
 * The settings of assignments (`GET`/`PUT /api/assignments/config`, ASSIGNMENT admin), a dialog of the
 * assignment desk: the state-lock (web.md section 3: "When the state-lock setting is on, completed or
 * interrupted assignments cannot be edited"), off by default; and the desk's default grouping (web.md
 * section 4), a flat list until chosen.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Grouping } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { GroupingSelect } from './GroupingSelect';
import { useAssignmentConfigQuery, useSaveAssignmentConfigMutation } from './assignmentsApi';

export function AssignmentSettings({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('assignments');
  const { data, error } = useAssignmentConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Modal id="assignment-settings-title" title={t('settings.title')} closeLabel={t('close')} onClose={onClose} testId="assignment-settings">
      {data ? <SettingsForm stateLock={data.stateLock} defaultGrouping={data.defaultGrouping ?? 'SUMMARY'} onClose={onClose} /> : error ? <ErrorMessage code={errorCodeOf(error)} /> : <Spinner />}
    </Modal>
  );
}

function SettingsForm({ stateLock: saved, defaultGrouping: savedGrouping, onClose }: { stateLock: boolean; defaultGrouping: Grouping; onClose: () => void }) {
  const { t } = useTranslation('assignments');
  const [stateLock, setStateLock] = useState(saved);
  const [defaultGrouping, setDefaultGrouping] = useState<Grouping>(savedGrouping);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [save, saving] = useSaveAssignmentConfigMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await save({ stateLock, defaultGrouping }).unwrap();
      onClose();
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };
  return (
    <form className="dialog-form" onSubmit={(e) => void submit(e)} data-testid="assignment-settings-form">
      <fieldset className="form-section" disabled={saving.isLoading}>
        <label className="check">
          <input type="checkbox" checked={stateLock} onChange={(e) => setStateLock(e.target.checked)} data-testid="assignment-settings-state-lock" />
          <span>{t('settings.stateLock')}</span>
        </label>
        <p className="muted small">{t('settings.stateLockHint')}</p>
        <div className="field">
          <label htmlFor="assignment-settings-grouping">{t('settings.defaultGrouping')}</label>
          <GroupingSelect id="assignment-settings-grouping" value={defaultGrouping} onChange={setDefaultGrouping} />
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="assignment-settings-error" />}
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="assignment-settings-save">
          {saving.isLoading ? t('saving') : t('save')}
        </button>
      </footer>
    </form>
  );
}
