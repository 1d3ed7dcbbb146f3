/**
 * Settings live in main only: schema defaults, patches validated with zod (a bad one changes
 * nothing), the 0.0.x → 1.0.0 migration, and a corrupt file kept aside while defaults load; the
 * music volume quiet by default in kiosk mode, a chosen one winning (1.2.0 migration).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFileLogger } from '../../main/log/logger';
import { openSettings } from '../../main/settings/store';

// electron-store reads `app` and `ipcMain` from electron; without them it needs an absolute cwd, which we pass.
vi.mock('electron', () => ({ default: {} }));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('a fresh install has the schema defaults, and the renderer never sees the PIN hash', () => {
    const settings = openSettings({ cwd: dir });
    expect(settings.getPublic()).toEqual({
      mode: 'desktop',
      displayId: null,
      language: 'en',
      volume: { music: 60, effects: 80 },
      pxPerMm: 40 / 25.4,
      calibrated: false,
      idle: { timeoutS: 90, countdownS: 30 },
      gameDefaults: { transglobal: { startingBank: 15, taxFloor: 5 }, trick: { teams: false }, resourceful: { fastTrains: false, extraBuildTurn: false, extraCards: false, events: true, roundLimit: 100 }, railways: { bidding: 'traditional', mines: false, fewerMarkers: false, rotors: false } },
      botDelayMs: 600,
      adminPinSet: false,
    });
    settings.setAdminPinHash('scrypt$16384$8$1$c2FsdA==$a2V5');
    const seen = settings.getPublic();
    expect(seen.adminPinSet).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('scrypt');
    expect(settings.recovery).toBeUndefined();
  });

  it('a valid patch merges into the stored settings and persists', () => {
    const settings = openSettings({ cwd: dir });
    const result = settings.set({ volume: { music: 10 }, gameDefaults: { transglobal: { taxFloor: null } }, language: 'ko' });
    expect(result.ok).toBe(true);
    const reopened = openSettings({ cwd: dir }).getPublic();
    expect(reopened.volume).toEqual({ music: 10, effects: 80 });
    expect(reopened.gameDefaults.transglobal).toEqual({ startingBank: 15, taxFloor: null });
    expect(reopened.language).toBe('ko');
  });

  it.each([
    [{ volume: { music: 101 } }, 'volume.music'],
    [{ gameDefaults: { transglobal: { startingBank: 4 } } }, 'gameDefaults.transglobal.startingBank'],
    [{ gameDefaults: { transglobal: { taxFloor: 16 } } }, 'gameDefaults.transglobal.taxFloor'],
    [{ language: 'fr' }, 'language'],
    [{ mode: 'fullscreen' }, 'mode'],
    [{ adminPinHash: 'x' }, '(root)'],
    [{ idle: { timeoutS: 90.5 } }, 'idle.timeoutS'],
    ['volume', '(root)'],
  ])('a bad patch %j is refused (at %s) and leaves settings unchanged', (patch, path) => {
    const settings = openSettings({ cwd: dir });
    settings.set({ volume: { music: 33 } });
    const before = settings.get();
    const result = settings.set(patch);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload', detail: path } });
    expect(settings.get()).toEqual(before);
    expect(openSettings({ cwd: dir }).get()).toEqual(before);
  });

  it('a 0.0.1 file with flat musicVolume/effectsVolume migrates to volume.music/effects', async () => {
    await writeFile(
      join(dir, 'config.json'),
      JSON.stringify({ __internal__: { migrations: { version: '0.0.1' } }, musicVolume: 42.4, effectsVolume: 130, language: 'ar' }),
    );
    const settings = openSettings({ cwd: dir });
    expect(settings.getPublic().volume).toEqual({ music: 42, effects: 100 });
    expect(settings.getPublic().language).toBe('ar');
    const file: unknown = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(file).not.toHaveProperty('musicVolume');
    expect(file).not.toHaveProperty('effectsVolume');
    expect(file).toMatchObject({ __internal__: { migrations: { version: '1.2.0' } }, volume: { music: 42, effects: 100 } });
  });

  it('a 1.0.0 file written before the bot pause existed keeps its values and gets the 600 ms default', async () => {
    await writeFile(
      join(dir, 'config.json'),
      JSON.stringify({ __internal__: { migrations: { version: '1.0.0' } }, language: 'ko', idle: { timeoutS: 120, countdownS: 20 } }),
    );
    const settings = openSettings({ cwd: dir });
    expect(settings.getPublic()).toMatchObject({ language: 'ko', idle: { timeoutS: 120, countdownS: 20 }, botDelayMs: 600 });
    expect(settings.recovery).toBeUndefined();
    expect(await settings.set({ botDelayMs: 0 })).toMatchObject({ ok: true, value: { botDelayMs: 0 } });
    expect((await settings.set({ botDelayMs: 3001 })).ok).toBe(false);
    expect(openSettings({ cwd: dir }).getPublic().botDelayMs).toBe(0);
  });

  it.each([
    ['a calibrated display (pxPerMm 3.2)', 3.2, true],
    ['the default calibration', 40 / 25.4, false],
    ['no pxPerMm at all', undefined, false],
  ])('a 1.0.0 file without `calibrated` and %s reads as calibrated = %s, written back at 1.1.0', async (_what, pxPerMm, calibrated) => {
    await writeFile(join(dir, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '1.0.0' } }, language: 'ko', pxPerMm }));
    const settings = openSettings({ cwd: dir });
    expect(settings.getPublic()).toMatchObject({ language: 'ko', pxPerMm: pxPerMm ?? 40 / 25.4, calibrated });
    expect(settings.recovery).toBeUndefined();
    const file: unknown = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(file).toMatchObject({ __internal__: { migrations: { version: '1.2.0' } }, calibrated });
    // Once migrated, the stored answer stands: the prompt's Done or Skip is kept.
    expect(settings.set({ calibrated: true }).ok).toBe(true);
    expect(openSettings({ cwd: dir }).getPublic().calibrated).toBe(true);
  });

  it('a 0.0.x file with a calibration migrates through both steps to calibrated', async () => {
    await writeFile(join(dir, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '0.0.1' } }, musicVolume: 10, pxPerMm: 2 }));
    expect(openSettings({ cwd: dir }).getPublic()).toMatchObject({ volume: { music: 10, effects: 80 }, pxPerMm: 2, calibrated: true });
  });

  it('a 1.1.0 file keeps its `calibrated` as stored, even with the default calibration', async () => {
    await writeFile(join(dir, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '1.1.0' } }, pxPerMm: 40 / 25.4, calibrated: true }));
    expect(openSettings({ cwd: dir }).getPublic().calibrated).toBe(true);
    await writeFile(join(dir, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '1.1.0' } }, pxPerMm: 3, calibrated: false }));
    expect(openSettings({ cwd: dir }).getPublic().calibrated).toBe(false);
  });

  it('a bad stored `calibrated` fails the schema like any other field: the file is kept aside and defaults load', async () => {
    const bad = JSON.stringify({ __internal__: { migrations: { version: '1.1.0' } }, pxPerMm: 3, calibrated: 'yes' });
    await writeFile(join(dir, 'config.json'), bad);
    const settings = openSettings({ cwd: dir, clock: () => new Date('2026-11-26T18:00:00.000Z') });
    expect(settings.getPublic()).toMatchObject({ pxPerMm: 40 / 25.4, calibrated: false });
    expect(settings.recovery?.file).toBe(join(dir, 'config.json.corrupt-2026-11-26T18-00-00-000Z'));
    expect(await readFile(join(dir, 'config.json.corrupt-2026-11-26T18-00-00-000Z'), 'utf8')).toBe(bad);
  });

  it('`calibrated` is a boolean in a patch', () => {
    const settings = openSettings({ cwd: dir });
    expect(settings.set({ calibrated: 'yes' })).toMatchObject({ ok: false, error: { code: 'invalid-payload', detail: 'calibrated' } });
    expect(settings.set({ pxPerMm: 2.5, calibrated: true })).toMatchObject({ ok: true, value: { pxPerMm: 2.5, calibrated: true } });
  });

  it('a legacy file with no recorded version is migrated too', async () => {
    await writeFile(join(dir, 'config.json'), JSON.stringify({ musicVolume: 10 }));
    const settings = openSettings({ cwd: dir });
    expect(settings.getPublic().volume).toEqual({ music: 10, effects: 80 });
    expect(settings.recovery).toBeUndefined();
  });

  it('a settings file that fails its schema is moved aside as config.json.corrupt-<time>, defaults load, and it is reported', async () => {
    const bad = JSON.stringify({ __internal__: { migrations: { version: '1.0.0' } }, volume: { music: 'loud', effects: 80 } });
    await writeFile(join(dir, 'config.json'), bad);
    const logFile = join(dir, 'logs', 'main.log');
    const clock = () => new Date('2026-11-22T03:30:00.000Z');
    const settings = openSettings({ cwd: dir, clock, logger: createFileLogger({ file: logFile, now: clock, echo: false }) });
    expect(settings.getPublic().volume).toEqual({ music: 60, effects: 80 });
    const aside = 'config.json.corrupt-2026-11-22T03-30-00-000Z';
    expect(settings.recovery).toMatchObject({ file: join(dir, aside), at: '2026-11-22T03:30:00.000Z' });
    expect(await readFile(join(dir, aside), 'utf8')).toBe(bad);
    expect(await readdir(dir)).toContain('config.json');
    expect(await readFile(logFile, 'utf8')).toContain('"event":"settings.corrupt"');
  });

  it('a settings file that is not JSON is kept aside too', async () => {
    await writeFile(join(dir, 'config.json'), '{"mode": "kio');
    const settings = openSettings({ cwd: dir, clock: () => new Date('2026-11-22T03:31:00.000Z') });
    expect(settings.get().mode).toBe('desktop');
    expect(await readFile(join(dir, 'config.json.corrupt-2026-11-22T03-31-00-000Z'), 'utf8')).toBe('{"mode": "kio');
  });

  it('main and the browser platform accept and refuse the same patches, and start from the same defaults', async () => {
    const browser = await import('../../renderer/platform/settings-schema');
    const main = openSettings({ cwd: dir });
    const patches = [
      { idle: { timeoutS: 10 } },
      { idle: { timeoutS: 15 } },
      { idle: { countdownS: 301 } },
      { idle: { countdownS: 300 } },
      { gameDefaults: { transglobal: { startingBank: 0 } } },
      { gameDefaults: { transglobal: { startingBank: 40 } } },
      { gameDefaults: { transglobal: { taxFloor: 0 } } },
      { gameDefaults: { transglobal: { taxFloor: null } } },
      { pxPerMm: 0.4 },
      { volume: { music: 100 } },
      { adminPinSet: true },
    ];
    for (const patch of patches) {
      expect([patch, main.set(patch).ok]).toEqual([patch, browser.settingsPatchSchema.safeParse(patch).success]);
    }
    const { adminPinSet: _flag, ...browserDefaults } = browser.DEFAULT_STORED_BROWSER_SETTINGS;
    const fresh = openSettings({ cwd: join(dir, 'fresh') });
    const { adminPinHash: _hash, ...mainDefaults } = fresh.get();
    expect(browserDefaults).toEqual(mainDefaults);
    expect(browser.DEFAULT_SETTINGS).toEqual(fresh.getPublic());
  });
});

describe('music volume: quiet by default in kiosk mode, a saved choice wins', () => {
  const kiosk = { mode: () => 'kiosk' as const };

  it('a fresh install plays music at 20 % in kiosk mode and 60 % elsewhere, and stores no music volume', async () => {
    expect(openSettings({ cwd: dir, ...kiosk }).getPublic().volume).toEqual({ music: 20, effects: 80 });
    expect(openSettings({ cwd: dir, mode: () => 'table' }).getPublic().volume).toEqual({ music: 60, effects: 80 });
    expect(openSettings({ cwd: dir }).getPublic().volume).toEqual({ music: 60, effects: 80 });
    expect(openSettings({ cwd: dir }).get().volume).toEqual({ effects: 80 });
    const file: unknown = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(file).toMatchObject({ volume: { effects: 80 } });
    expect(file).not.toHaveProperty('volume.music');
  });

  it('without a mode option the stored mode decides: switching a table to kiosk mode quietens an unchosen volume', () => {
    const settings = openSettings({ cwd: dir });
    expect(settings.set({ mode: 'kiosk' })).toMatchObject({ ok: true, value: { mode: 'kiosk', volume: { music: 20 } } });
    expect(openSettings({ cwd: dir }).getPublic().volume.music).toBe(20);
  });

  it.each([0, 20, 60, 100])('a chosen music volume (%i %%) is saved and wins in every mode; other patches leave it', (music) => {
    const settings = openSettings({ cwd: dir, ...kiosk });
    expect(settings.set({ language: 'ko' })).toMatchObject({ ok: true, value: { volume: { music: 20 } } });
    expect(settings.get().volume).toEqual({ effects: 80 });
    expect(settings.set({ volume: { music } })).toMatchObject({ ok: true, value: { volume: { music, effects: 80 } } });
    expect(settings.set({ volume: { effects: 30 } })).toMatchObject({ ok: true, value: { volume: { music, effects: 30 } } });
    for (const mode of ['kiosk', 'desktop', 'table'] as const) {
      expect(openSettings({ cwd: dir, mode: () => mode }).getPublic().volume).toEqual({ music, effects: 30 });
    }
  });

  it.each([
    ['the 60 % every earlier file was written with', 60, { kiosk: 20, desktop: 60 }],
    ['a volume someone chose (35 %)', 35, { kiosk: 35, desktop: 35 }],
    ['music off (0 %)', 0, { kiosk: 0, desktop: 0 }],
  ])('a 1.1.0 file with %s migrates to 1.2.0: a 60 reads as never chosen, any other value stays a choice', async (_what, music, expected) => {
    const old = JSON.stringify({ __internal__: { migrations: { version: '1.1.0' } }, mode: 'kiosk', volume: { music, effects: 70 }, calibrated: true });
    await writeFile(join(dir, 'config.json'), old);
    expect(openSettings({ cwd: dir }).getPublic().volume).toEqual({ music: expected.kiosk, effects: 70 });
    expect(openSettings({ cwd: dir, mode: () => 'desktop' }).getPublic().volume).toEqual({ music: expected.desktop, effects: 70 });
    const file: unknown = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8'));
    expect(file).toMatchObject({ __internal__: { migrations: { version: '1.2.0' } }, volume: music === 60 ? { effects: 70 } : { music, effects: 70 } });
    if (music === 60) expect(file).not.toHaveProperty('volume.music');
    // Migrated once: a 60 chosen after it is a choice like any other.
    const settings = openSettings({ cwd: dir });
    settings.set({ volume: { music: 60 } });
    expect(openSettings({ cwd: dir }).getPublic().volume.music).toBe(60);
  });

  it('a stored music volume out of range fails the schema like any other field', async () => {
    await writeFile(join(dir, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '1.2.0' } }, volume: { music: 101, effects: 70 } }));
    const settings = openSettings({ cwd: dir, ...kiosk });
    expect(settings.recovery).toBeDefined();
    expect(settings.getPublic().volume).toEqual({ music: 20, effects: 80 });
  });
});
