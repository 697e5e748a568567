/**
 * The people of a program and who may see it: its editors, image editors and announcers (active users,
 * by name, from the pickers of `/api/users`), and its allowed groups (none: every group, web.md section 6).
 * Groups are read only by who may read users (`GET /api/groups`); otherwise the chosen ones show by id.
 */
import { useTranslation } from 'react-i18next';
import type { GroupId, UserId, UserPick } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { useGroupPicksQuery } from '../groups/groupsApi';
import { useUserPicksQuery, type UserPicker } from '../users/usersApi';
import type { ProgramForm } from './programForm';

type StaffField = 'editors' | 'imageEditors' | 'announcers';

const PICKER: Record<StaffField, UserPicker> = { editors: 'editors', imageEditors: 'image_editors', announcers: 'active' };

interface Props {
  form: ProgramForm;
  set: <K extends StaffField | 'allowedGroups'>(field: K, value: ProgramForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}

const choicesOf = (users: readonly UserPick[] | undefined) => (users ?? []).map((u) => ({ id: u.id, label: u.name }));

function StaffList({ field, chosen, onChange, error }: { field: StaffField; chosen: UserId[]; onChange: (ids: UserId[]) => void; error?: string }) {
  const { t } = useTranslation('admin');
  const { data } = useUserPicksQuery(PICKER[field]);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`program-${field}-label`}>{t(`programs.fields.${field}`)}</span>
      <CheckList labelledBy={`program-${field}-label`} choices={choicesOf(data)} chosen={chosen} onChange={onChange} emptyText={t('programs.hints.noUsers')} testId={`program-${field}`} />
      {error && <span className="field-error" data-testid={`error-program-${field}`}>{error}</span>}
    </div>
  );
}

export function ProgramAccessFields({ form, set, errorOf }: Props) {
  const { t } = useTranslation('admin');
  const { data: groups } = useGroupPicksQuery();
  const groupChoices = (groups ?? []).map((g) => ({ id: g.id, label: g.name }));
  return (
    <>
      <fieldset className="form-section">
        <legend>{t('programs.sections.staff')}</legend>
        <div className="staff-grid">
          {(['editors', 'imageEditors', 'announcers'] as const).map((field) => (
            <StaffList key={field} field={field} chosen={form[field]} onChange={(ids) => set(field, ids)} error={errorOf(field)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend id="program-allowedGroups-label">{t('programs.fields.allowedGroups')}</legend>
        <p className="hint" data-testid="program-groups-hint">
          {form.allowedGroups.length === 0 ? t('programs.hints.everyGroup') : t('programs.hints.onlyGroups')}
        </p>
        <CheckList<GroupId> labelledBy="program-allowedGroups-label" choices={groupChoices} chosen={form.allowedGroups} onChange={(ids) => set('allowedGroups', ids)} emptyText={t('groups.empty')} testId="program-allowedGroups" />
        {errorOf('allowedGroups') && <span className="field-error" data-testid="error-program-allowedGroups">{errorOf('allowedGroups')}</span>}
      </fieldset>
    </>
  );
}
