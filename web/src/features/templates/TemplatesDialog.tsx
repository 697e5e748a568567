/** The templates of the rundown's program: save the open rundown as one, list them, delete them. */
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { Modal } from '../../shared/ui/Modal';
import { SaveTemplateForm } from './SaveTemplateForm';
import { TemplateList } from './TemplateList';
import './templates.css';

export function TemplatesDialog({ rundown, onClose }: { rundown: Pick<Rundown, 'id' | 'programId' | 'programName'>; onClose: () => void }) {
  const { t } = useTranslation('rundown');
  return (
    <Modal id="templates-title" title={t('templates.title', { program: rundown.programName })} closeLabel={t('dialog.close')} onClose={onClose} testId="templates-dialog">
      <SaveTemplateForm rundown={rundown} />
      <TemplateList programId={rundown.programId} />
    </Modal>
  );
}
