/**
 * The dialog of "Send to rundown" (web.md section 7; `POST /api/blocks/{id}/stories/fromDocument`): the
 * program and day of the rundown (the document's first program and its day first), then a block of that
 * rundown (the first one that airs first: standby only when chosen). A day without a rundown is said so;
 * none is created here. Send makes the story at the end of the block; a refusal (the rundown displayed,
 * the document gone, ...) is shown in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type BlockId, type CallError, type DocumentId, type Story } from '@newsroom/api';
import { formatDate, isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useProgramsQuery } from '../programs/programsApi';
import { DialogFooter } from '../rundown/DialogFooter';
import { ProgramDateFields } from '../rundown/ProgramDateFields';
import { useStoryFromDocumentMutation } from '../rundown/rundownApi';
import { useRundownOfDay, type RundownOfDay } from '../rundown/useRundownOfDay';
import { blockToSend, firstProgram } from './sendToRundown';

/** The document to send: an assignment or a reportage. */
export interface SendableDocument {
  id: DocumentId;
  slug: string;
  date: string;
  programIds: readonly number[];
}

/** Where the story went. */
export interface SentStory {
  story: Story;
  date: string;
  programId: number;
  programName: string;
}

interface Props {
  document: SendableDocument;
  onClose: () => void;
  onSent: (sent: SentStory) => void;
}

export function SendToRundownDialog({ document: doc, onClose, onSent }: Props) {
  const { t } = useTranslation('documents');
  const { data: programs, error: programsError } = useProgramsQuery();
  const [programId, setProgramId] = useState<number | null>(null);
  const [date, setDate] = useState(doc.date);
  const [chosenBlock, setChosenBlock] = useState<BlockId | null>(null);
  const [failure, setFailure] = useState<CallError | null>(null);
  const [send, { isLoading: sending }] = useStoryFromDocumentMutation();

  const program = programId ?? firstProgram(programs ?? [], doc.programIds);
  const key = program !== null && isIsoDate(date) ? { date, programId: program } : null;
  const day = useRundownOfDay(key);
  const block = day.status === 'found' ? blockToSend(day.rundown.blocks, chosenBlock) : null;
  const programName = programs?.find((p) => p.id === program)?.name ?? '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (block === null || key === null) return;
    setFailure(null);
    try {
      const story = await send({ blockId: block, documentId: doc.id }).unwrap();
      onSent({ story, date: key.date, programId: key.programId, programName });
    } catch (err) {
      setFailure(err as CallError);
    }
  };

  return (
    <Modal id="send-to-rundown-title" title={t('sendToRundown.title', { slug: doc.slug })} closeLabel={t('sendToRundown.close')} onClose={onClose} testId="send-to-rundown-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="modal-intro">{t('sendToRundown.intro')}</p>
        <fieldset className="form-section" disabled={sending}>
          {!programs ? (
            programsError ? <ErrorMessage code={errorCodeOf(programsError)} /> : <Spinner />
          ) : programs.length === 0 ? (
            <p className="muted">{t('sendToRundown.noPrograms')}</p>
          ) : (
            <div className="form-grid">
              <ProgramDateFields
                programs={programs}
                programId={program}
                onProgram={(id) => {
                  setProgramId(id);
                  setChosenBlock(null);
                }}
                date={date}
                onDate={(d) => {
                  setDate(d);
                  setChosenBlock(null);
                }}
                testIdPrefix="send-to-rundown"
              />
              <BlockField day={day} block={block} onBlock={setChosenBlock} programName={programName} date={date} />
            </div>
          )}
        </fieldset>
        {failure && <ErrorMessage code={errorCodeOf(failure)} fields={errorFieldsOf(failure)} onDismiss={() => setFailure(null)} testId="send-to-rundown-error" />}
        <DialogFooter onCancel={onClose} submitLabel={sending ? t('sendToRundown.sending') : t('sendToRundown.send')} busy={sending || block === null} submitTestId="send-to-rundown-submit" />
      </form>
    </Modal>
  );
}

interface BlockFieldProps {
  day: RundownOfDay;
  block: BlockId | null;
  onBlock: (block: BlockId) => void;
  programName: string;
  date: string;
}

/** The blocks of the chosen rundown, or why there are none to choose. */
function BlockField({ day, block, onBlock, programName, date }: BlockFieldProps) {
  const { t, i18n } = useTranslation('documents');
  if (day.status === 'loading') return <Spinner />;
  if (day.status === 'failed') return <ErrorMessage code={errorCodeOf(day.error)} testId="send-to-rundown-rundown-error" />;
  if (day.status === 'none')
    return (
      <p className="wide muted" role="status" data-testid="send-to-rundown-no-rundown">
        {t('sendToRundown.noRundown', { program: programName, date: formatDate(date, i18n.language) })}
      </p>
    );
  return (
    <label className="field wide">
      <span>{t('sendToRundown.block')}</span>
      <select value={block ?? ''} onChange={(e) => onBlock(Number(e.target.value) as BlockId)} data-testid="send-to-rundown-block">
        {block === null && (
          <option value="" disabled>
            {t('sendToRundown.chooseBlock')}
          </option>
        )}
        {day.rundown.blocks.map((b) => (
          <option key={b.id} value={b.id} data-standby={b.standBy}>
            {t('sendToRundown.blockOption', { name: b.standBy ? t('sendToRundown.standby') : b.name, count: b.stories.length })}
          </option>
        ))}
      </select>
    </label>
  );
}
