/** The way from a reportage to its teleprompter mode (/reportages/tpMode/:id): for every reader of it. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportageTpModePath } from './paths';

interface Props {
  /** The reportage's id. */
  id: number;
  /** Its look; a button of the page's actions unless told. */
  className?: string;
}

export function ReportagePrompterLink({ id, className = 'btn' }: Props) {
  const { t } = useTranslation('reportage');
  return (
    <Link to={reportageTpModePath(id)} className={className} title={t('prompter.openHint')} data-testid="reportage-tpmode-link">
      {t('prompter.open')}
    </Link>
  );
}
