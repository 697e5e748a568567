/**
 * "Send to rundown" on a document's page (web.md section 7, "create story from assignments, news and
 * reportages"; RUNDOWN write): the button opens SendToRundownDialog; once the story is made, the page says
 * where it went with a link that opens it beside its rundown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@newsroom/time';
import { storyInRundownPath } from '../story/paths';
import { SendToRundownDialog, type SendableDocument, type SentStory } from './SendToRundownDialog';

export type { SentStory } from './SendToRundownDialog';

export function SendToRundownButton({ document, onSent }: { document: SendableDocument; onSent: (sent: SentStory) => void }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)} title={t('sendToRundown.hint')} data-testid="send-to-rundown">
        {t('sendToRundown.button')}
      </button>
      {open && (
        <SendToRundownDialog
          document={document}
          onClose={() => setOpen(false)}
          onSent={(sent) => {
            setOpen(false);
            onSent(sent);
          }}
        />
      )}
    </>
  );
}

export function SentToRundownNotice({ sent: { story, date, programId, programName } }: { sent: SentStory }) {
  const { t, i18n } = useTranslation('documents');
  return (
    <p className="form-notice" role="status" data-testid="sent-to-rundown">
      {t('sendToRundown.sent', { slug: story.slug, program: programName, date: formatDate(date, i18n.language) })}{' '}
      <Link to={storyInRundownPath(date, programId, story.blockId, story.id)} data-testid="sent-to-rundown-open">
        {t('sendToRundown.open')}
      </Link>
    </p>
  );
}
