/** The print dialog's choice of blocks: a range of the rundown's blocks, and the standby block or not. */
import { useTranslation } from 'react-i18next';
import type { BlockId, Rundown } from '@newsroom/api';
import type { PrintOptions } from './printOptions';

interface Props {
  rundown: Rundown;
  options: PrintOptions;
  set: <K extends keyof PrintOptions>(key: K, value: PrintOptions[K]) => void;
}

export function BlockRangeFields({ rundown, options, set }: Props) {
  const { t } = useTranslation('print');
  const blocks = rundown.blocks.filter((b) => !b.standBy);
  const first = blocks[0]?.id;
  const last = blocks[blocks.length - 1]?.id;
  // The first and the last block are kept as "no end" (null), so the choice survives blocks added later.
  const choose = (key: 'fromBlock' | 'toBlock', value: string, end: BlockId | undefined) => {
    const id = Number(value) as BlockId;
    set(key, id === end ? null : id);
  };
  const select = (key: 'fromBlock' | 'toBlock', end: BlockId | undefined) => (
    <label className="field">
      <span>{t(`dialog.${key}`)}</span>
      <select value={String(options[key] ?? end ?? '')} onChange={(e) => choose(key, e.target.value, end)} data-testid={`print-${key === 'fromBlock' ? 'from' : 'to'}`}>
        {blocks.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <fieldset className="print-row">
      <legend>{t('dialog.blocks')}</legend>
      {select('fromBlock', first)}
      {select('toBlock', last)}
      <label className="check">
        <input type="checkbox" checked={options.standby} onChange={(e) => set('standby', e.target.checked)} data-testid="print-standby" />
        {t('dialog.standby')}
      </label>
    </fieldset>
  );
}
