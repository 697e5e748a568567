/**
 * "Set state" of a list's actions: a state (COVERING first) and Apply, which sets it on every selected
 * document of the kind. `{singular}-state-select` and `{singular}-state-apply` are the test ids.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStateValues, type DocumentState } from '@newsroom/api';
import type { DocumentNamespace } from './kinds';

interface Props {
  ns: DocumentNamespace;
  /** The kind's test id prefix: `assignment`, `reportage`. */
  singular: string;
  /** A change is under way: nothing can be chosen. */
  busy: boolean;
  /** Nothing is selected: Apply is off. */
  none: boolean;
  onApply: (state: DocumentState) => void;
}

export function DocumentStateControls({ ns, singular, busy, none, onApply }: Props) {
  const { t } = useTranslation(ns);
  const [state, setState] = useState<DocumentState>('COVERING');
  return (
    <>
      <label className="toolbar-field">
        <span>{t('setState')}</span>
        <select value={state} onChange={(e) => setState(e.target.value as DocumentState)} disabled={busy} data-testid={`${singular}-state-select`}>
          {documentStateValues.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-small" disabled={none || busy} onClick={() => onApply(state)} data-testid={`${singular}-state-apply`}>
        {t('apply')}
      </button>
    </>
  );
}
