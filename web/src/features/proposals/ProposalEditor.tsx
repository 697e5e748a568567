/**
 * The proposal form (/proposals/newProposal, /proposals/editProposal/{id}): slug, day, programs, the pitch
 * and files (AttachmentsField: the button waits for uploads still going). A new one is sent to the desk;
 * an existing one is saved with the `revision` it is based on, while it is pending and the user's (or they
 * are a proposal admin): otherwise it is read only under a notice saying why (ProposalEditorNotices). A 422
 * puts each problem beside its field; a 409 is said in its words, what was typed kept. Saved, the list of
 * its day opens and says so; leaving with unsaved changes asks first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Proposal } from '@newsroom/api';
import { AttachmentsField } from '../files/AttachmentsField';
import { LeaveGuard } from '../story/LeaveGuard';
import type { ProposalNotice } from './notice';
import { proposalsOfDayPath } from './paths';
import { PROPOSAL_FIELDS, type ProposalForm } from './proposalForm';
import { ProposalEditorNotices } from './ProposalEditorNotices';
import { ProposalFields } from './ProposalFields';
import { useProposalEditor } from './useProposalEditor';
import './proposals.css';

interface Props {
  /** The proposal as the server has it now; null: a new one, of the fields `start`. */
  proposal: Proposal | null;
  start: ProposalForm;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone?: boolean;
}

export function ProposalEditor({ proposal, start, gone = false }: Props) {
  const { t } = useTranslation('proposals');
  const navigate = useNavigate();
  const editor = useProposalEditor({
    current: proposal,
    start,
    gone,
    onSaved: (saved, created) => navigate(proposalsOfDayPath(saved.date), { state: { notice: { kind: created ? 'sent' : 'saved', slug: saved.slug } satisfies ProposalNotice } }),
  });
  const { base, form, set, errorOf, editable, busy, uploading, dirty } = editor;
  const title = base ? t('editor.editTitle', { slug: base.slug }) : t('editor.newTitle');

  return (
    <section className="page proposals-page proposal-editor" data-testid="proposal-editor" data-proposal-id={base?.id ?? ''} data-can-write={editable} data-dirty={dirty}>
      <header className="page-heading proposals-heading">
        <div>
          <Link to={proposalsOfDayPath(base?.date ?? start.date)} className="muted small" data-testid="proposal-editor-back">
            ‹ {t('editor.back')}
          </Link>
          <h1 data-testid="proposal-editor-title">{title}</h1>
          {!base && <p className="muted">{t('editor.newIntro')}</p>}
        </div>
        <button type="submit" form="proposal-form" className="btn btn-primary" disabled={!editable || busy || uploading} data-testid="proposal-save">
          {busy ? t('editor.saving') : base ? t('editor.save') : t('editor.send')}
        </button>
      </header>
      <ProposalEditorNotices latest={editor.latest} readOnly={editor.readOnly} failure={editor.failure} fields={editor.others(PROPOSAL_FIELDS)} busy={busy} onReload={() => void editor.reload()} onDismiss={editor.dismiss} />
      <form id="proposal-form" className="proposal-form" onSubmit={(e) => void editor.submit(e)} noValidate data-testid="proposal-form">
        <fieldset className="proposal-fieldset" disabled={!editable || busy}>
          <ProposalFields form={form} set={set} errorOf={errorOf} />
          <fieldset className="form-section">
            <AttachmentsField id="proposal-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={editor.setUploading} error={errorOf('attachmentIds')} />
          </fieldset>
        </fieldset>
      </form>
      <LeaveGuard when={dirty} slug={form.slug.trim() || base?.slug || t('editor.newTitle')} ns="proposals" />
    </section>
  );
}
