/**
 * The settings of productions (`GET`/`PUT /api/productions/config`, PRODUCTION admin): the default tasks,
 * which a checklist made from an assignment starts with, in order. A button that opens them in a dialog,
 * on the desks of assignments and of productions.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type CallError } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { RowsField } from '../documents/RowsField';
import { useProductionConfigQuery, useSaveProductionConfigMutation } from './productionsApi';

export function ProductionSettingsButton() {
  const { t } = useTranslation('production');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="production-settings-open">
        {t('settings.open')}
      </button>
      {open && <ProductionSettings onClose={() => setOpen(false)} />}
    </>
  );
}

function ProductionSettings({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('production');
  const { data, error } = useProductionConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Modal id="production-settings-title" title={t('settings.title')} closeLabel={t('close')} onClose={onClose} testId="production-settings">
      {data ? <SettingsForm saved={data.defaultTasks} onClose={onClose} /> : error ? <ErrorMessage code={errorCodeOf(error)} /> : <Spinner />}
    </Modal>
  );
}

function SettingsForm({ saved, onClose }: { saved: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('production');
  const [tasks, setTasks] = useState<string[]>([...saved]);
  const [failure, setFailure] = useState<CallError | null>(null);
  const { setProblems, errorOf, clear } = useFieldErrors();
  const [save, saving] = useSaveProductionConfigMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setProblems({});
    try {
      await save({ defaultTasks: tasks }).unwrap();
      onClose();
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(err as CallError);
    }
  };
  return (
    <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="production-settings-form">
      <fieldset className="form-section" disabled={saving.isLoading}>
        <p className="muted small">{t('settings.hint')}</p>
        <RowsField<string>
          id="production-default-tasks"
          legend={t('settings.defaultTasks')}
          rows={tasks}
          onChange={(rows) => {
            setTasks(rows);
            clear('defaultTasks');
          }}
          blank={() => ''}
          addLabel={t('settings.add')}
          emptyText={t('settings.none')}
          rowName={(number) => t('settings.row', { number })}
          reorder
          error={errorOf('defaultTasks')}
        >
          {(task, i, change) => <input value={task} maxLength={500} onChange={(e) => change(e.target.value)} aria-label={t('settings.task', { number: i + 1 })} data-testid={`production-default-task-${i}`} />}
        </RowsField>
      </fieldset>
      {failure && !errorOf('defaultTasks') && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="production-settings-error" />}
      <footer className="modal-footer">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="production-settings-save">
          {saving.isLoading ? t('saving') : t('save')}
        </button>
      </footer>
    </form>
  );
}
