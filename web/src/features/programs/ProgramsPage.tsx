/**
 * /admin/programs (program write): every program, disabled ones too, with its times, planned production,
 * the groups that may see it (none: every group) and its legacy mode. A program writer creates and edits
 * programs (ProgramDialog), deletes one without content, and disables one with content instead (409
 * `program_has_content`, web.md section 5), or enables it again.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Program } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useGroupPicksQuery } from '../groups/groupsApi';
import { HasContentNotice } from './HasContentNotice';
import { ProgramDialog } from './ProgramDialog';
import { ProgramRow, type ProgramAction } from './ProgramRow';
import { programInOf } from './programForm';
import { useAllProgramsQuery, useDeleteProgramMutation, usePresentersQuery, useUpdateProgramMutation } from './programsApi';
import './programs.css';

type Notice = 'created' | 'saved' | 'deleted' | 'disabled' | 'enabled';
type DialogProps = Omit<Parameters<typeof ProgramDialog>[0], 'program' | 'presenters'>;

/** The dialog of an existing program, once its presenters are read. */
function EditProgram({ program, ...props }: DialogProps & { program: Program }) {
  const { data: presenters, error } = usePresentersQuery(program.id);
  if (error) return <ErrorMessage code={errorCodeOf(error)} onDismiss={props.onClose} testId="program-presenters-error" />;
  return presenters ? <ProgramDialog program={program} presenters={presenters} {...props} /> : <Spinner />;
}

export function ProgramsPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.programWrite);
  const { data, error, isLoading } = useAllProgramsQuery();
  const { data: groups } = useGroupPicksQuery();
  const [dialog, setDialog] = useState<{ program: Program | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [withContent, setWithContent] = useState<Program | null>(null);
  const [remove] = useDeleteProgramMutation();
  const [update, updating] = useUpdateProgramMutation();
  const groupNames = new Map((groups ?? []).map((g) => [g.id, g.name]));

  const run = async (call: () => Promise<unknown>, done: Notice) => {
    try {
      await call();
      setNotice(done);
      return true;
    } catch (err) {
      const code = errorCodeOf(err as Parameters<typeof errorCodeOf>[0]);
      setFailure(code);
      return code;
    }
  };

  const act = async (action: ProgramAction, program: Program) => {
    setNotice(null);
    setFailure(null);
    setWithContent(null);
    if (action === 'edit') return setDialog({ program });
    if (action === 'enable') return void run(() => update({ id: program.id, input: programInOf(program, { active: true }) }).unwrap(), 'enabled');
    if (!window.confirm(t('programs.confirmDelete', { name: program.name }))) return;
    if ((await run(() => remove(program.id).unwrap(), 'deleted')) === 'program_has_content') {
      setFailure(null);
      setWithContent(program);
    }
  };

  const disable = async (program: Program) => {
    setWithContent(null);
    await run(() => update({ id: program.id, input: programInOf(program, { active: false }) }).unwrap(), 'disabled');
  };

  return (
    <section className="admin-page" data-testid="programs-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('programs.title')}</h1>
          <p className="muted">{t('programs.intro')}</p>
        </div>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ program: null })} data-testid="program-new">
            {t('programs.new')}
          </button>
        )}
      </header>
      {notice && (
        <p className="form-notice" role="status" data-testid="programs-notice" data-notice={notice}>
          {t(`programs.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="programs-error" />}
      {withContent && <HasContentNotice program={withContent} busy={updating.isLoading} onDisable={() => void disable(withContent)} onDismiss={() => setWithContent(null)} />}
      {isLoading && <Spinner />}
      {!data && error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.length === 0 && <p className="muted" data-testid="programs-empty">{t('programs.empty')}</p>}
      {data && data.length > 0 && (
        <table className="data-table" data-testid="programs-table">
          <thead>
            <tr>
              <th>{t('programs.columns.name')}</th>
              <th>{t('programs.columns.start')}</th>
              <th>{t('programs.columns.end')}</th>
              <th>{t('programs.columns.production')}</th>
              <th>{t('programs.columns.status')}</th>
              <th>{t('programs.columns.groups')}</th>
              <th>{t('programs.columns.legacyMode')}</th>
              {canWrite && <th className="right">{t('programs.columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.map((program) => (
              <ProgramRow key={program.id} program={program} groupNames={groupNames} canWrite={canWrite} onAction={(a) => void act(a, program)} />
            ))}
          </tbody>
        </table>
      )}
      {dialog && canWrite && (
        <ProgramDialogOf
          program={dialog.program}
          canReadDevices={hasRole(me?.roles, ROLES.adminRead)}
          onClose={() => setDialog(null)}
          onSaved={(n) => {
            setDialog(null);
            setNotice(n);
          }}
        />
      )}
    </section>
  );
}

function ProgramDialogOf({ program, ...props }: DialogProps & { program: Program | null }) {
  return program ? <EditProgram program={program} {...props} /> : <ProgramDialog program={null} presenters={[]} {...props} />;
}
