/** The templates of a program, with their size, each deletable after a confirmation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type ProgramId, type Template } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useDeleteTemplateMutation, useProgramTemplatesQuery } from './templatesApi';

export function TemplateList({ programId }: { programId: ProgramId }) {
  const { t } = useTranslation('rundown');
  const { data: templates, isLoading, error } = useProgramTemplatesQuery(programId);
  const [remove, { isLoading: deleting }] = useDeleteTemplateMutation();
  const [failed, setFailed] = useState<ApiErrorCode | null>(null);

  const onDelete = async (template: Template) => {
    if (!window.confirm(t('templates.confirmDelete', { name: template.name }))) return;
    setFailed(null);
    try {
      await remove({ id: template.id, programId }).unwrap();
    } catch (err) {
      setFailed(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  if (isLoading) return <Spinner />;
  if (error) return <ErrorMessage code={errorCodeOf(error)} />;
  return (
    <fieldset className="form-section" data-testid="template-list">
      <legend>{t('templates.listTitle')}</legend>
      {failed && <ErrorMessage code={failed} testId="template-delete-error" />}
      {templates && templates.length > 0 ? (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('templates.name')}</th>
              <th className="right">{t('templates.blocks')}</th>
              <th className="right">{t('templates.stories')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {templates.map((tpl) => (
              <tr key={tpl.id} data-testid={`template-row-${tpl.id}`} data-name={tpl.name}>
                <td className="name">{tpl.name}</td>
                <td className="right num">{tpl.blocks}</td>
                <td className="right num">{tpl.stories}</td>
                <td className="right">
                  <button type="button" className="btn btn-danger btn-small" disabled={deleting} onClick={() => void onDelete(tpl)} data-testid={`template-delete-${tpl.id}`}>
                    {t('templates.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted" data-testid="template-list-empty">
          {t('templates.none')}
        </p>
      )}
    </fieldset>
  );
}
