/**
 * Money on the table (#14 §3: "−$4", not "$-4"): the catalogs' `money` format shows a bank in
 * each language with the minus before the dollar sign, no cents and Latin digits.
 */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../renderer/i18n/setup';

describe('the money format', () => {
  it('puts the minus before the dollar sign in every language, and no cents', async () => {
    const i18n = setupI18n('en');
    expect(i18n.t('tg.bank', { bank: -4 })).toBe('Bank -$4');
    expect(i18n.t('tg.bank', { bank: 15 })).toBe('Bank $15');
    expect(i18n.t('tg.summary.money', { value: 0 })).toBe('$0');
    await i18n.changeLanguage('ko');
    expect(i18n.t('tg.bank', { bank: -4 })).toMatch(/^잔고 -\$4$/);
    await i18n.changeLanguage('ar');
    const ar = i18n.t('tg.bank', { bank: -4 });
    // Arabic writes the amount with its own direction marks; the minus still comes first, the digits are Latin.
    expect(ar.replace(/[\u200e\u200f\u061c]/g, '')).toMatch(/-4\s(US)?\$/);
    expect(ar).not.toMatch(/\$-/);
    await i18n.changeLanguage('en');
  });
});
