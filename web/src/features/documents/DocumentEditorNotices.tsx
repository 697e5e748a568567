/**
 * What a document's editor says above its form (useDocumentEditor): who holds the edit lock (LockBanner,
 * with Take over), that this tab's lock was taken over (what was typed is kept, read only), that the
 * document went to the trash meanwhile, that someone else saved it meanwhile (409 `conflict`, with "Load
 * their version"), or the save's refusal with the problems of fields the form has no place for. In the
 * kind's words (`lock.*`, `editor.gone`, `editor.conflict`, `editor.reload`). Test ids: `{prefix}-lock-lost`,
 * `{prefix}-gone`, `{prefix}-conflict`, `{prefix}-reload`, `{prefix}-save-error`.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { LockBanner } from '../story/LockBanner';
import type { StoryLockControl } from '../story/useStoryLock';

interface Props {
  ns: 'production' | 'report' | 'round';
  prefix: string;
  lock: StoryLockControl | null;
  /** The signed-in user's id. */
  me: number | undefined;
  gone: boolean;
  /** The document is an existing one (a conflict can be reloaded). */
  existing: boolean;
  failure: CallError | null;
  /** The 422 problems of fields the form has no place for. */
  fields: Readonly<Record<string, FormFieldProblem>>;
  busy: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

export function DocumentEditorNotices({ ns, prefix, lock, me, gone, existing, failure, fields, busy, onReload, onDismiss }: Props) {
  const { t } = useTranslation(ns);
  const code = failure ? errorCodeOf(failure) : null;
  return (
    <>
      {lock && !gone && <LockBanner lock={lock} me={me} ns={ns} />}
      {lock?.state.status === 'lost' && (
        <p className="story-notice danger" role="alert" data-testid={`${prefix}-lock-lost`}>
          <span>{lock.holder ? t('lock.lostBy', { name: lock.holder.nickname }) : t('lock.lost')}</span>
        </p>
      )}
      {gone && (
        <p className="story-notice danger" role="alert" data-testid={`${prefix}-gone`}>
          <span>{t('editor.gone')}</span>
        </p>
      )}
      {code === 'conflict' && existing ? (
        <div className="error-message" role="alert" data-testid={`${prefix}-conflict`}>
          <span>{t('editor.conflict')}</span>
          <button type="button" className="btn btn-small" onClick={onReload} disabled={busy} data-testid={`${prefix}-reload`}>
            {t('editor.reload')}
          </button>
        </div>
      ) : (
        failure && code !== 'lock_lost' && <ErrorMessage code={errorCodeOf(failure)} fields={fields} onDismiss={onDismiss} testId={`${prefix}-save-error`} />
      )}
    </>
  );
}
