/**
 * Browser settings recovery (renderer/platform/browser-settings.ts): stored settings that are not
 * JSON or needed repair are copied aside under a `railtable.settings.corrupt-<time>` key (never
 * dropped), the repaired settings are written back, and the recovery is reported once per start.
 */
import { describe, expect, it } from 'vitest';
import { SETTINGS_KEY, createBrowserSettings } from '../../renderer/platform/browser-settings';
import { DEFAULT_SETTINGS, DEFAULT_STORED_BROWSER_SETTINGS } from '../../renderer/platform/settings-schema';

/** A minimal in-memory Web Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const AT = new Date('2026-11-22T03:00:00.000Z');
const KEPT = 'railtable.settings.corrupt-2026-11-22T03-00-00-000Z';

describe('browser settings recovery', () => {
  it('unparseable settings are copied aside, defaults are used and written back, and the recovery is reported', async () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: '{"mode": "kiosk", "volume": ' });
    const settings = createBrowserSettings(storage, { clock: () => AT });
    expect(settings.recovery()).toEqual({ at: '2026-11-22T03:00:00.000Z', reason: expect.stringContaining('not JSON'), keptAs: KEPT });
    expect(storage.getItem(KEPT)).toBe('{"mode": "kiosk", "volume": ');
    expect(await settings.get()).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    // Written back as stored: no music volume chosen.
    expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null')).toEqual(DEFAULT_STORED_BROWSER_SETTINGS);
    // The next start finds good settings: nothing more to report, the kept copy stays.
    expect(createBrowserSettings(storage, { clock: () => AT }).recovery()).toBeNull();
    expect(storage.getItem(KEPT)).not.toBeNull();
  });

  it('a field out of range is repaired alone (the rest kept) and the original text is kept aside', async () => {
    const stored = JSON.stringify({ ...DEFAULT_SETTINGS, language: 'ko', volume: { music: 500, effects: 20 } });
    const storage = memoryStorage({ [SETTINGS_KEY]: stored });
    const settings = createBrowserSettings(storage, { clock: () => AT });
    expect(settings.recovery()).toMatchObject({ keptAs: KEPT, reason: 'invalid values reset to their defaults: volume.music' });
    expect(storage.getItem(KEPT)).toBe(stored);
    expect(await settings.get()).toMatchObject({ ok: true, value: { language: 'ko', volume: { music: 60, effects: 20 } } });
  });

  it('a second recovery in the same millisecond does not overwrite the first kept copy', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: 'first bad', [KEPT]: 'kept earlier' });
    const settings = createBrowserSettings(storage, { clock: () => AT });
    expect(settings.recovery()?.keptAs).toBe(`${KEPT}-1`);
    expect(storage.getItem(KEPT)).toBe('kept earlier');
    expect(storage.getItem(`${KEPT}-1`)).toBe('first bad');
  });

  it('a stored value that is not a settings object is a recovery too', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: '[1,2]' });
    expect(createBrowserSettings(storage, { clock: () => AT }).recovery()).toMatchObject({ reason: 'invalid values reset to their defaults: (root)', keptAs: KEPT });
  });

  it('good settings (in any key order), settings missing newer fields, and no settings are not a recovery', () => {
    const reordered = Object.fromEntries(Object.entries({ ...DEFAULT_SETTINGS, language: 'ar' }).reverse());
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify(reordered) });
    expect(createBrowserSettings(storage, { clock: () => AT }).recovery()).toBeNull();
    expect(storage.map.size).toBe(1);
    const partial = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ mode: 'kiosk', volume: { music: 10 } }) });
    expect(createBrowserSettings(partial, { clock: () => AT }).recovery()).toBeNull();
    expect(partial.map.size).toBe(1);
    expect(createBrowserSettings(memoryStorage(), { clock: () => AT }).recovery()).toBeNull();
  });

  it.each([
    ['a calibrated display (pxPerMm 3.2)', 3.2, true],
    ['the default calibration', 40 / 25.4, false],
    ['no pxPerMm at all', undefined, false],
  ])('settings stored without `calibrated` and %s read as calibrated = %s, with no recovery', async (_what, pxPerMm, calibrated) => {
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ language: 'ar', pxPerMm }) });
    const settings = createBrowserSettings(storage, { clock: () => AT });
    expect(settings.recovery()).toBeNull();
    expect(await settings.get()).toMatchObject({ ok: true, value: { language: 'ar', calibrated } });
    // The answer to the prompt is stored and wins over the old reading.
    expect(await settings.set({ calibrated: !calibrated })).toMatchObject({ ok: true, value: { calibrated: !calibrated } });
    expect(await createBrowserSettings(storage, { clock: () => AT }).get()).toMatchObject({ value: { calibrated: !calibrated } });
  });

  it('a fresh store is not calibrated; a bad stored `calibrated` is repaired alone (read as for a missing one) and the text kept aside', async () => {
    expect(await createBrowserSettings(memoryStorage()).get()).toMatchObject({ value: { calibrated: false, pxPerMm: 40 / 25.4 } });
    const stored = JSON.stringify({ language: 'ko', pxPerMm: 3, calibrated: 'yes' });
    const storage = memoryStorage({ [SETTINGS_KEY]: stored });
    const settings = createBrowserSettings(storage, { clock: () => AT });
    expect(settings.recovery()).toMatchObject({ keptAs: KEPT, reason: 'invalid values reset to their defaults: calibrated' });
    expect(storage.getItem(KEPT)).toBe(stored);
    expect(await settings.get()).toMatchObject({ value: { language: 'ko', pxPerMm: 3, calibrated: true } });
    expect(await settings.set({ calibrated: 1 as unknown as boolean })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  });

  it('adminPinSet comes from the PIN store, whatever the stored settings say', async () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: JSON.stringify({ ...DEFAULT_SETTINGS }) });
    let pinSet = false;
    const settings = createBrowserSettings(storage, { pinSet: () => pinSet });
    expect(await settings.get()).toMatchObject({ value: { adminPinSet: false } });
    pinSet = true;
    expect(await settings.get()).toMatchObject({ value: { adminPinSet: true } });
    expect(await settings.set({ language: 'ko' })).toMatchObject({ value: { language: 'ko', adminPinSet: true } });
  });
});
