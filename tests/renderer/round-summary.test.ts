/**
 * Transglobal's round summary card as markup (react-dom/server, no browser): each bank is shown
 * before → after the tax when one was paid (#14 "taxes show each bank before → after"), and as
 * one amount otherwise; in Arabic the arrow points the way the text reads.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { RoundSummary } from '../../renderer/games/transglobal/RoundSummary';
import { setupI18n } from '../../renderer/i18n/setup';
import type { Language } from '../../preload/api';
import type { RoundResult } from '../../shared-rules/games/transglobal';

/** A round-2 result of three players whose banks were $12, $7 and $3 at its end, taxed `tax`. */
function roundTwo(tax: number): RoundResult {
  const before = [12, 7, 3];
  return {
    round: 2,
    endedBy: 0,
    players: before.map((bank, seat) => ({ seat, cities: [], completedFirst: seat === 0, paid: seat === 0 ? 0 : 4, cheapest: 3, bank })),
    tax,
    banks: before.map((bank) => bank - tax),
    gameOver: false,
  };
}

/** The text of each bank cell of the card for `result`, in `language`. */
function bankCells(result: RoundResult, language: Language): string[] {
  const i18n = setupI18n(language);
  const card = createElement(RoundSummary, { result, colourOf: () => undefined, cityName: (id: string) => id, control: '0', onContinue: () => undefined });
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, card));
  return [...html.matchAll(/<td class="bank">(.*?)<\/td>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
}

describe('the round summary banks (#14)', () => {
  it('shows each bank before and after the tax when a tax was paid', () => {
    const cells = bankCells(roundTwo(2), 'en');
    expect(cells).toEqual(['$12 → $10', '$7 → $5', '$3 → $1']);
  });

  it('shows one amount per bank when no tax was paid', () => {
    expect(bankCells(roundTwo(0), 'en')).toEqual(['$12', '$7', '$3']);
  });

  it('points the arrow from before to after in Arabic (right to left) and keeps both amounts', () => {
    const cells = bankCells(roundTwo(2), 'ar');
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).toContain('←');
    expect(bankCells(roundTwo(2), 'ko')[0]).toContain('→');
  });
});
