/**
 * The people of an assignment in its form: producers, editors and reporters (each from its picker,
 * `GET /api/users/producers`, `/editors`, `/reporters`), and who may see it while private (every active
 * user). Only the owner changes `private` and the allowed users: for anyone else those controls are
 * disabled, with a word saying why.
 */
import { useTranslation } from 'react-i18next';
import type { UserId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { useUserPicksQuery, type UserPicker } from '../users/usersApi';
import type { AssignmentForm } from './assignmentForm';

type PeopleField = 'producerIds' | 'editorIds' | 'reporterIds' | 'allowedUserIds';

interface Props {
  form: AssignmentForm;
  set: <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => void;
  errorOf: (field: string) => string | undefined;
  /** The owner's nickname when the caller is not the owner (private and allowed users are then locked). */
  lockedOwner: string | null;
}

export function AssignmentPeopleFields({ form, set, errorOf, lockedOwner }: Props) {
  const { t } = useTranslation('assignments');
  return (
    <>
      <fieldset className="form-section" data-testid="assignment-people">
        <div className="staff-grid">
          <People field="producerIds" picker="producers" form={form} set={set} errorOf={errorOf} />
          <People field="editorIds" picker="editors" form={form} set={set} errorOf={errorOf} />
          <People field="reporterIds" picker="reporters" form={form} set={set} errorOf={errorOf} />
        </div>
      </fieldset>
      <fieldset className="form-section" data-testid="assignment-privacy">
        <label className="check">
          <input type="checkbox" checked={form.private} disabled={lockedOwner !== null} onChange={(e) => set('private', e.target.checked)} data-testid="assignment-private" />
          <span>{t('form.private')}</span>
        </label>
        {lockedOwner !== null && <p className="hint">{t('form.ownerOnly', { owner: lockedOwner })}</p>}
        {errorOf('private') && <span className="field-error">{errorOf('private')}</span>}
        {form.private && <People field="allowedUserIds" picker="active" form={form} set={set} errorOf={errorOf} disabled={lockedOwner !== null} />}
      </fieldset>
    </>
  );
}

function People({ field, picker, form, set, errorOf, disabled = false }: Omit<Props, 'lockedOwner'> & { field: PeopleField; picker: UserPicker; disabled?: boolean }) {
  const { t } = useTranslation('assignments');
  const { data: users } = useUserPicksQuery(picker);
  const error = errorOf(field);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`assignment-${field}-label`}>{t(`form.${field}`)}</span>
      <CheckList<UserId>
        labelledBy={`assignment-${field}-label`}
        choices={(users ?? []).map((u) => ({ id: u.id, label: u.name }))}
        chosen={form[field]}
        onChange={(chosen) => set(field, chosen)}
        emptyText={t('form.noUsers')}
        disabled={disabled}
        testId={`assignment-${field}`}
      />
      {error && (
        <span className="field-error" data-testid={`error-assignment-${field}`}>
          {error}
        </span>
      )}
    </div>
  );
}
