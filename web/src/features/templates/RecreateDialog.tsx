/**
 * Recreate an empty rundown (web.md section 4): its blocks are replaced by a template's layout or by the
 * default one. A rundown with stories is refused (409 `rundown_not_empty`), shown in the screen's banner.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown, TemplateId } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { Modal } from '../../shared/ui/Modal';
import { DialogFooter } from '../rundown/DialogFooter';
import { runInBanner } from '../rundown/useRundownActions';
import { TemplateSelect } from './TemplateSelect';
import { useRecreateRundownMutation } from './templatesApi';

export function RecreateDialog({ rundown, onClose }: { rundown: Pick<Rundown, 'id' | 'programId'>; onClose: () => void }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const [templateId, setTemplateId] = useState<TemplateId | null>(null);
  const [recreate, { isLoading }] = useRecreateRundownMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await runInBanner(dispatch, recreate({ rundownId: rundown.id, templateId }));
    onClose();
  };
  return (
    <Modal id="recreate-title" title={t('recreate.title')} closeLabel={t('dialog.close')} onClose={onClose} testId="recreate-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        <p className="modal-intro">{t('recreate.intro')}</p>
        <fieldset className="form-section" disabled={isLoading}>
          <TemplateSelect programId={rundown.programId} value={templateId} onChange={setTemplateId} testId="recreate-template" />
        </fieldset>
        <DialogFooter onCancel={onClose} submitLabel={t('recreate.submit')} busy={isLoading} submitTestId="recreate-submit" />
      </form>
    </Modal>
  );
}
