/**
 * People of a document in its form, chosen from one of the user pickers (`GET /api/users/producers`,
 * `/reporters`, `/editors`, `/active`) as a list of checkboxes by name, labelled, with its 422 problem
 * under it. Test ids: `{id}` for the list, `{id}-{userId}` for each box, `error-{id}`.
 */
import type { UserId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { useUserPicksQuery, type UserPicker } from '../users/usersApi';

interface Props {
  id: string;
  label: string;
  picker: UserPicker;
  chosen: readonly UserId[];
  onChange: (chosen: UserId[]) => void;
  emptyText: string;
  error?: string;
  disabled?: boolean;
}

export function PeoplePicker({ id, label, picker, chosen, onChange, emptyText, error, disabled = false }: Props) {
  const { data: users } = useUserPicksQuery(picker);
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`${id}-label`}>{label}</span>
      <CheckList<UserId> labelledBy={`${id}-label`} choices={(users ?? []).map((u) => ({ id: u.id, label: u.name }))} chosen={chosen} onChange={onChange} emptyText={emptyText} disabled={disabled} testId={id} />
      {error && (
        <span className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}
