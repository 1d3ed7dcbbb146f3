import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../renderer/i18n/setup';

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
