import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../renderer/i18n/setup';
import { gameUis, lobbyGameUis } from '../../renderer/games/registry';
import { rulesGame } from '../../renderer/app/RulesPages';

const { en, ar, ko } = CATALOGS;

/** Every leaf key of a catalog, dotted (`seat.join`), with its value. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) for (const [key, text] of leaves(v, prefix === '' ? k : `${prefix}.${k}`)) out.set(key, text);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('i18n catalogs', () => {
  const english = leaves(en);

  it('give the English accessible names the table tests rely on', () => {
    expect(english.get('seat.join')).toBe('Join');
    expect(english.get('seat.start')).toBe('Start');
    expect(english.get('seat.ok')).toBe('OK');
    expect(english.get('seat.undo')).toBe('Undo');
    expect(english.get('seat.add')).toBe('Add');
    expect(english.get('settings.open')).toBe('Settings');
    expect(english.get('seat.resume')).toBe('Resume');
  });

  for (const [name, catalog] of [['ar', ar], ['ko', ko]] as const) {
    it(`${name} translates every English string, with the same placeholders`, () => {
      const other = leaves(catalog);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = other.get(key) ?? '';
        expect(translated, key).not.toBe('');
        expect(placeholders(translated), key).toEqual(placeholders(text));
      }
    });
  }
});

describe('rules pages per game', () => {
  it.each(Object.values(gameUis))('$id has its rules pages, titled and written, in en, ar and ko', (game) => {
    expect(game.rules.pages).toBeGreaterThan(0);
    for (const [name, catalog] of [['en', en], ['ar', ar], ['ko', ko]] as const) {
      const keys = leaves(catalog);
      const titles = new Set<string>();
      for (let n = 1; n <= game.rules.pages; n++) {
        expect(keys.get(`${game.rules.prefix}.${n}.title`), `${name} ${n}`).toBeTruthy();
        expect(keys.get(`${game.rules.prefix}.${n}.text`)?.length ?? 0, `${name} ${n}`).toBeGreaterThan(40);
        titles.add(keys.get(`${game.rules.prefix}.${n}.title`) ?? '');
      }
      expect(titles.size).toBe(game.rules.pages);
      expect(keys.has(`${game.rules.prefix}.${game.rules.pages + 1}.title`), `${name}: a page past the count`).toBe(false);
    }
  });

  it('the pager shows the game being played, else the lobby’s choice, else the first lobby game', () => {
    expect(rulesGame('counter', 'transglobal')?.id).toBe('counter');
    expect(rulesGame(undefined, 'counter')?.id).toBe('counter');
    expect(rulesGame(undefined, '')?.id).toBe(lobbyGameUis()[0]?.id);
  });
});
