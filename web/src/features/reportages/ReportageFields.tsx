/**
 * The fields of a reportage in its editor: slug, day, programs (at least one), reporters and editors
 * (`GET /api/users/reporters`, `/editors`), and who may see it while private (every active user). Only
 * the owner changes `private` and the allowed users: for anyone else those are disabled, with a word
 * saying why. Then the files attached (AttachmentsField). Each field shows its 422 problem under it.
 */
import { useTranslation } from 'react-i18next';
import type { ProgramId, UserId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { FormField } from '../../shared/ui/FormField';
import { AttachmentsField } from '../files/AttachmentsField';
import { useProgramsQuery } from '../programs/programsApi';
import { useUserPicksQuery, type UserPicker } from '../users/usersApi';
import type { ReportageForm } from './reportageForm';

type PeopleField = 'reporterIds' | 'editorIds' | 'allowedUserIds';

interface Props {
  form: ReportageForm;
  set: <K extends keyof ReportageForm>(field: K, value: ReportageForm[K]) => void;
  errorOf: (field: string) => string | undefined;
  /** The owner's nickname when the user is not the owner (private and allowed users are then locked). */
  lockedOwner: string | null;
}

export function ReportageFields({ form, set, errorOf, lockedOwner }: Props) {
  const { t } = useTranslation('reportage');
  const { data: programs } = useProgramsQuery();
  return (
    <div className="reportage-fields" data-testid="reportage-fields">
      <FormField id="reportage-slug" label={t('form.slug')} error={errorOf('slug')}>
        <input id="reportage-slug" value={form.slug} maxLength={200} onChange={(e) => set('slug', e.target.value)} aria-invalid={Boolean(errorOf('slug'))} data-testid="reportage-slug" />
      </FormField>
      <FormField id="reportage-date" label={t('form.date')} error={errorOf('date')}>
        <input id="reportage-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="reportage-date" />
      </FormField>
      <div className={`field${errorOf('programIds') ? ' has-error' : ''}`}>
        <span id="reportage-programIds-label">{t('form.programIds')}</span>
        <CheckList<ProgramId> labelledBy="reportage-programIds-label" choices={(programs ?? []).map((p) => ({ id: p.id, label: p.name }))} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} testId="reportage-programIds" />
        {errorOf('programIds') && (
          <span className="field-error" data-testid="error-reportage-programIds">
            {errorOf('programIds')}
          </span>
        )}
      </div>
      <People field="reporterIds" picker="reporters" form={form} set={set} errorOf={errorOf} />
      <People field="editorIds" picker="editors" form={form} set={set} errorOf={errorOf} />
      <div className="field" data-testid="reportage-privacy">
        <label className="check">
          <input type="checkbox" checked={form.private} disabled={lockedOwner !== null} onChange={(e) => set('private', e.target.checked)} data-testid="reportage-private" />
          <span>{t('form.private')}</span>
        </label>
        {lockedOwner !== null && <p className="hint">{t('form.ownerOnly', { owner: lockedOwner })}</p>}
        {errorOf('private') && (
          <span className="field-error" data-testid="error-reportage-private">
            {errorOf('private')}
          </span>
        )}
        {form.private && <People field="allowedUserIds" picker="active" form={form} set={set} errorOf={errorOf} disabled={lockedOwner !== null} />}
      </div>
      <AttachmentsField id="reportage-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} error={errorOf('attachmentIds')} />
    </div>
  );
}

function People({ field, picker, form, set, errorOf, disabled = false }: Omit<Props, 'lockedOwner'> & { field: PeopleField; picker: UserPicker; disabled?: boolean }) {
  const { t } = useTranslation('reportage');
  const { data: users } = useUserPicksQuery(picker);
  const error = errorOf(field);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`reportage-${field}-label`}>{t(`form.${field}`)}</span>
      <CheckList<UserId>
        labelledBy={`reportage-${field}-label`}
        choices={(users ?? []).map((u) => ({ id: u.id, label: u.name }))}
        chosen={form[field]}
        onChange={(chosen) => set(field, chosen)}
        emptyText={t('form.noUsers')}
        disabled={disabled}
        testId={`reportage-${field}`}
      />
      {error && (
        <span className="field-error" data-testid={`error-reportage-${field}`}>
          {error}
        </span>
      )}
    </div>
  );
}
