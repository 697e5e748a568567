/**
 * The attachments on a document's page (AssignmentPage, ReportagePage), read only: a titled list of the
 * files with thumbnails and links (AttachmentList). Nothing at all when it attaches none, or none the
 * user may read.
 */
import { useTranslation } from 'react-i18next';
import { AttachmentList, useAttachments } from './AttachmentList';

export function DocumentAttachments({ ids, testId }: { ids: readonly number[]; testId: string }) {
  const { t } = useTranslation('files');
  const { byId, loading, error } = useAttachments(ids);
  if (ids.length === 0 || (!loading && !error && !ids.some((id) => byId.has(id)))) return null;
  return (
    <section className="document-attachments" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{t('attachments.title')}</h2>
      <AttachmentList ids={ids} testId={`${testId}-list`} />
    </section>
  );
}
