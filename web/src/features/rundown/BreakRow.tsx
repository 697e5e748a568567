import { useTranslation } from 'react-i18next';
import type { Block } from '../../shared/api/types';
import { formatDuration } from '../../shared/time/duration';
import { useGrid } from './RundownContext';
import { figureText } from './timingMode';

/** The commercial break that closes a block, with its own figures (`timing.commercialBreak`). */
export function BreakRow({ block }: { block: Block }) {
  const { t } = useTranslation('rundown');
  const { canWrite, mode } = useGrid();
  const figures = block.timing.commercialBreak;
  return (
    <tr className="break-row" data-testid={`break-row-${block.id}`}>
      <td className="col-page" />
      <td className="col-slug">
        <span className="break-label">{t('block.break')}</span>
      </td>
      <td className="col-dur" />
      <td className="col-parts" colSpan={4} />
      <td className="col-dur col-total">
        <span className="num strong" data-testid={`break-commercial-${block.id}`}>{formatDuration(block.commercial)}</span>
      </td>
      <td className="col-ok" />
      <td className="col-figure">
        <span className="num figure" data-testid={`break-figure-${block.id}`}>{mode === 'estimated' ? '' : figureText(figures, mode)}</span>
      </td>
      {canWrite && <td className="col-actions" />}
    </tr>
  );
}
