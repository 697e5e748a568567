/**
 * The programs of a document in its form (at least one, of those the caller may see: `GET /api/programs`)
 * as a list of checkboxes by name, labelled, with its 422 problem under it. Test ids: `{id}` for the list,
 * `{id}-{programId}` for each box, `error-{id}`.
 */
import type { ProgramId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { useProgramsQuery } from '../programs/programsApi';

interface Props {
  id: string;
  label: string;
  chosen: readonly ProgramId[];
  onChange: (chosen: ProgramId[]) => void;
  emptyText: string;
  error?: string;
}

export function ProgramsField({ id, label, chosen, onChange, emptyText, error }: Props) {
  const { data: programs } = useProgramsQuery();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span id={`${id}-label`}>{label}</span>
      <CheckList<ProgramId> labelledBy={`${id}-label`} choices={(programs ?? []).map((p) => ({ id: p.id, label: p.name }))} chosen={chosen} onChange={onChange} emptyText={emptyText} testId={id} />
      {error && (
        <span className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}
