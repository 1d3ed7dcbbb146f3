import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPointerRouter } from '../../renderer/input/pointer-router';
import { DEFAULT_MUSIC_VOLUME, musicVolumeFor, resolveSettings } from '../../preload/settings-schema';
import { DEFAULT_SETTINGS, DEFAULT_STORED_BROWSER_SETTINGS, mergeSettings, repairSettings, repairStoredSettings, settingsPatchSchema } from '../../renderer/platform/settings-schema';
import { nextFreeColour, SEAT_COLOURS } from '../../renderer/table/seat-colours';

describe('browser settings', () => {
  it('defaults to the documented values (volumes 60/80, 40 ppi not yet calibrated, idle 90/30, bank 15, tax floor 5, bot pause 600 ms, en, desktop)', () => {
    expect(repairSettings(undefined)).toEqual({
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
  });

  it('repairs a damaged stored field without losing the good ones', () => {
    const repaired = repairSettings({ language: 'ko', volume: { music: 'loud', effects: 10 }, pxPerMm: -3 });
    expect(repaired.language).toBe('ko');
    expect(repaired.volume).toEqual({ music: 60, effects: 10 });
    expect(repaired.pxPerMm).toBe(DEFAULT_SETTINGS.pxPerMm);
  });

  it('merges a patch field by field and refuses out-of-range or unknown fields', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { volume: { effects: 5 }, gameDefaults: { transglobal: { taxFloor: null } } });
    expect(merged.volume).toEqual({ music: 60, effects: 5 });
    expect(merged.gameDefaults.transglobal).toEqual({ startingBank: 15, taxFloor: null });
    expect(settingsPatchSchema.safeParse({ volume: { music: 101 } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ adminPinSet: true }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ language: 'ar' }).success).toBe(true);
  });

  it('the music volume: a choice wins, else the mode gives it (kiosk 20 %, else 60 %); a merge never chooses one by itself', () => {
    expect(DEFAULT_MUSIC_VOLUME).toEqual({ desktop: 60, table: 60, kiosk: 20 });
    expect(musicVolumeFor('kiosk', undefined)).toBe(20);
    expect(musicVolumeFor('kiosk', 0)).toBe(0);
    expect(musicVolumeFor('desktop', 35)).toBe(35);
    expect(repairSettings({ mode: 'kiosk' }).volume).toEqual({ music: 20, effects: 80 });
    expect(repairSettings({ mode: 'kiosk', volume: { music: 70, effects: 80 } }).volume).toEqual({ music: 70, effects: 80 });
    expect(repairStoredSettings({ mode: 'kiosk', volume: { music: 'loud', effects: 80 } }).volume).toEqual({ effects: 80 });
    const unchosen = mergeSettings(DEFAULT_STORED_BROWSER_SETTINGS, { mode: 'kiosk', language: 'ko' });
    expect(unchosen.volume).toEqual({ effects: 80 });
    expect(resolveSettings(unchosen, unchosen.mode).volume).toEqual({ music: 20, effects: 80 });
    const chosen = mergeSettings(unchosen, { volume: { music: 60 } });
    expect(resolveSettings(chosen, 'kiosk').volume).toEqual({ music: 60, effects: 80 });
  });
});

describe('pointer routing', () => {
  it('keeps each finger in its own seat area; cancel forgets it', () => {
    const router = createPointerRouter();
    router.down(1, { seat: 0, control: 'join' });
    router.down(2, { seat: 3, control: 'join' });
    expect(router.activeBySeat()).toEqual(new Map([[0, 1], [3, 1]]));
    expect(router.up(2)).toEqual({ seat: 3, control: 'join' });
    router.cancel(1);
    expect(router.up(1)).toBeUndefined();
    expect(router.activeBySeat().size).toBe(0);
  });
});

describe('player colours', () => {
  it('has the six Okabe–Ito colours, each with its own symbol', () => {
    expect(SEAT_COLOURS.map((c) => c.hex).sort()).toEqual(['#0072B2', '#009E73', '#56B4E9', '#CC79A7', '#D55E00', '#F0E442']);
    expect(new Set(SEAT_COLOURS.map((c) => c.symbol)).size).toBe(6);
  });

  it('offers the next colour nobody else has', () => {
    expect(nextFreeColour(undefined, new Set(['blue']))?.id).toBe('vermillion');
    expect(nextFreeColour('blue', new Set(['vermillion', 'bluish-green']))?.id).toBe('yellow');
  });
});

describe('the page CSP', () => {
  it('is build/serve.mjs RENDERER_CSP (without frame-ancestors, which a meta tag ignores), no unsafe-eval', async () => {
    const mod: unknown = await import(resolve(import.meta.dirname, '..', '..', 'build', 'serve.mjs'));
    const csp = typeof mod === 'object' && mod !== null && 'RENDERER_CSP' in mod && typeof mod.RENDERER_CSP === 'string' ? mod.RENDERER_CSP : '';
    expect(csp).toContain("script-src 'self'");
    const html = readFileSync(resolve(import.meta.dirname, '..', '..', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    const expected = csp.split(';').map((d) => d.trim()).filter((d) => !d.startsWith('frame-ancestors')).join('; ');
    expect(meta).toBe(expected);
    expect(meta).not.toContain('unsafe-eval');
  });
});
