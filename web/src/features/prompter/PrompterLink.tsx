/** The rundown toolbar's way into the prompter and its remote control (rundown routes only). */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { prompterRemotePath, rundownPrompterPath } from './paths';

export function PrompterLink() {
  const { t } = useTranslation('prompter');
  const { date, programId } = useParams();
  if (!date || !programId) return null;
  return (
    <>
      <Link to={rundownPrompterPath(date, Number(programId))} className="btn btn-ghost" title={t('open.prompterHint')} data-testid="open-prompter">
        {t('open.prompter')}
      </Link>
      <Link to={prompterRemotePath(date, Number(programId))} className="btn btn-ghost" title={t('open.remoteHint')} data-testid="open-prompter-remote">
        {t('open.remote')}
      </Link>
    </>
  );
}
