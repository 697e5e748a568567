// @vitest-environment jsdom
/** The day's counter of a list kind (DocumentCounterStrip): the total in the kind's words, then only the states that have any. */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCounter } from '@newsroom/api';
import { initI18n } from '../../shared/i18n';
import { DocumentCounterStrip } from './DocumentCounterStrip';

const i18n = initI18n();
beforeAll(async () => {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
});

const counter = (total: number, byState: Record<string, number>): DocumentCounter => ({ total, byState });

async function strip(ui: Parameters<typeof DocumentCounterStrip>[0], language = 'en') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <DocumentCounterStrip {...ui} />
    </I18nextProvider>,
  );
}

describe('DocumentCounterStrip', () => {
  it('says the total, then each state that has any, in the order of the states', async () => {
    await strip({ kind: 'reportages', counter: counter(3, { PRODUCING: 2, COVERING: 0, COMPLETED: 0, INTERRUPTED: 0, EDITING: 1 }) });
    expect(screen.getByTestId('reportage-counter-total').textContent).toBe('3 reportages on this day');
    expect(screen.getAllByTestId(/^reportage-counter-[A-Z]+$/).map((s) => s.textContent)).toEqual(['Producing 2', 'Editing 1']);
    expect(screen.getByTestId('reportage-counter-PRODUCING').className).toBe('status-chip state-producing');
  });

  it("speaks of the kind's documents, in the user's language", async () => {
    await strip({ kind: 'assignments', counter: counter(1, { COVERING: 1 }) }, 'pt-BR');
    expect(screen.getByTestId('assignment-counter').textContent).toBe('1 pauta neste diaCobrindo 1');
  });

  it('shows nothing before the counter comes, nor for a day with none', async () => {
    const { container, rerender } = await strip({ kind: 'reportages', counter: undefined });
    expect(container.textContent).toBe('');
    rerender(
      <I18nextProvider i18n={i18n}>
        <DocumentCounterStrip kind="reportages" counter={counter(0, { PRODUCING: 0 })} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
