/**
 * The toolbar's layout commands, for writers while the rundown can change: the program's templates
 * (save as, list, delete), recreate an empty rundown, and repaginate (pages A1, A2, B1 ..., written to
 * the rundown log).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { runInBanner } from '../rundown/useRundownActions';
import { RecreateDialog } from './RecreateDialog';
import { TemplatesDialog } from './TemplatesDialog';
import { useRepaginateMutation } from './templatesApi';

type Dialog = 'templates' | 'recreate' | null;

export function LayoutTools({ rundown }: { rundown: Pick<Rundown, 'id' | 'programId' | 'programName'> }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [repaginate, { isLoading: repaginating }] = useRepaginateMutation();
  const close = () => setDialog(null);
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setDialog('templates')} data-testid="open-templates">
        {t('templates.open')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setDialog('recreate')} title={t('recreate.hint')} data-testid="open-recreate">
        {t('recreate.open')}
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={repaginating}
        onClick={() => void runInBanner(dispatch, repaginate(rundown.id))}
        title={t('repaginate.hint')}
        data-testid="repaginate"
      >
        {t('repaginate.label')}
      </button>
      {dialog === 'templates' && <TemplatesDialog rundown={rundown} onClose={close} />}
      {dialog === 'recreate' && <RecreateDialog rundown={rundown} onClose={close} />}
    </>
  );
}
