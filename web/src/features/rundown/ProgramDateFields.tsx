/**
 * A program and a date, the address of a rundown: the rundown picker's and the story trash's choice; the
 * program's select alone (ProgramSelect) for screens that step through days their own way (/scripts).
 */
import { useTranslation } from 'react-i18next';
import type { Program } from '@newsroom/api';

interface Props {
  programs: readonly Program[];
  programId: number | null;
  onProgram: (id: number) => void;
  date: string;
  onDate: (date: string) => void;
  /** `picker` gives `picker-program` and `picker-date`. */
  testIdPrefix: string;
}

export function ProgramDateFields({ programs, programId, onProgram, date, onDate, testIdPrefix }: Props) {
  const { t } = useTranslation('rundown');
  return (
    <>
      <ProgramSelect programs={programs} programId={programId} onProgram={onProgram} testId={`${testIdPrefix}-program`} />
      <label className="field">
        <span>{t('picker.date')}</span>
        <input type="date" data-testid={`${testIdPrefix}-date`} value={date} onChange={(e) => onDate(e.target.value)} required />
      </label>
    </>
  );
}

/** The program of a rundown: a labelled select of the programs given, each with its air times. */
export function ProgramSelect({ programs, programId, onProgram, testId }: Pick<Props, 'programs' | 'programId' | 'onProgram'> & { testId: string }) {
  const { t } = useTranslation('rundown');
  return (
    <label className="field">
      <span>{t('picker.program')}</span>
      <select data-testid={testId} value={programId ?? ''} onChange={(e) => onProgram(Number(e.target.value))}>
        {programs.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} · {p.start.slice(0, 5)}–{p.end.slice(0, 5)}
          </option>
        ))}
      </select>
    </label>
  );
}
