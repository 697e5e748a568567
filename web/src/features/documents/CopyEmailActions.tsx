/**
 * Copy… and E-mail… of a list's actions, for any list kind (web.md section 7, "copy", "email"): the two
 * buttons of the actions bar (`{singular}-copy`, `{singular}-email`), each opening its panel under the
 * bar, and the panel: DocumentCopyForm or DocumentEmailForm. Done, the panel closes and the list is told
 * what to say (DocumentNotices).
 */
import { useTranslation } from 'react-i18next';
import type { CopyIn, DocumentId, EmailIn, EmailReport } from '@newsroom/api';
import { DocumentCopyForm } from './DocumentCopyForm';
import { DocumentEmailForm } from './DocumentEmailForm';
import { LIST_KINDS, type ListKind } from './kinds';

/** The panel open under the actions bar, if any. */
export type ActionPanel = 'copy' | 'email' | null;

/** What the list says after a copy or a mailing. */
export type CopyMailNotice = { kind: 'copied'; count: number; date: string } | { kind: 'mailed'; report: EmailReport };

interface ButtonsProps {
  kind: ListKind;
  open: ActionPanel;
  onOpen: (panel: ActionPanel) => void;
  disabled: boolean;
}

export function CopyEmailButtons({ kind, open, onOpen, disabled }: ButtonsProps) {
  const { t } = useTranslation('documents');
  const { singular } = LIST_KINDS[kind];
  return (
    <>
      {(['copy', 'email'] as const).map((panel) => (
        <button key={panel} type="button" className="btn btn-small" disabled={disabled} onClick={() => onOpen(open === panel ? null : panel)} aria-expanded={open === panel} data-testid={`${singular}-${panel}`}>
          {t(`${panel}.open`)}
        </button>
      ))}
    </>
  );
}

interface PanelProps {
  kind: ListKind;
  open: ActionPanel;
  ids: readonly DocumentId[];
  /** The day a copy is offered for first. */
  copyDate: string;
  copy: (body: CopyIn) => Promise<readonly unknown[]>;
  email: (body: EmailIn) => Promise<EmailReport>;
  onClose: () => void;
  onDone: (notice: CopyMailNotice) => void;
}

export function CopyEmailPanel({ kind, open, ids, copyDate, copy, email, onClose, onDone }: PanelProps) {
  if (ids.length === 0) return null;
  const done = (notice: CopyMailNotice) => {
    onClose();
    onDone(notice);
  };
  if (open === 'copy') return <DocumentCopyForm kind={kind} ids={ids} date={copyDate} copy={copy} onCancel={onClose} onCopied={(count, date) => done({ kind: 'copied', count, date })} />;
  if (open === 'email') return <DocumentEmailForm kind={kind} ids={ids} email={email} onCancel={onClose} onSent={(report) => done({ kind: 'mailed', report })} />;
  return null;
}
