/**
 * The browser platform's kiosk admin (renderer/platform/browser-kiosk.ts, browser.ts): the PIN
 * kept only as a salted PBKDF2 hash in localStorage, main's lockout (5 wrong → 60 s, kept across
 * a reload) and session rules, the exit flag, one display, and settings changes of mode and
 * display gated by the session in kiosk mode.
 */
import { describe, expect, it } from 'vitest';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { BROWSER_EXIT_EVENT, LOCKOUT_KEY, PIN_KEY, createBrowserKiosk, hashPinPbkdf2, verifyPinPbkdf2 } from '../../renderer/platform/browser-kiosk';
import { SETTINGS_KEY } from '../../renderer/platform/browser-settings';
import type { RailtableApi } from '../../preload/api';
import { MemoryStorage } from './memory-platform';

/** The lowest iteration count the verifier accepts, to keep the tests quick. */
const ITERATIONS = 100_000;

const unusedSaves: RailtableApi['saves'] = {
  list: async () => ({ ok: true, value: { saves: [], quarantined: [] } }),
  load: async () => ({ ok: false, error: { code: 'not-found', message: 'none' } }),
  append: async () => ({ ok: true, value: { entries: 0 } }),
  remove: async () => ({ ok: true, value: { removed: false } }),
};

function kioskIn(storage: Storage, clock: { now: number }, kioskMode = true) {
  return createBrowserKiosk({ storage, kioskMode: () => kioskMode, now: () => clock.now, iterations: ITERATIONS });
}

describe('browser PIN hash', () => {
  it('is salted PBKDF2-SHA-256 with ≥100k iterations, never the PIN, and verifies only the right PIN', async () => {
    const hash = await hashPinPbkdf2('4711', ITERATIONS);
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(hash).not.toContain('4711');
    expect(await hashPinPbkdf2('4711', ITERATIONS)).not.toBe(hash);
    expect(await verifyPinPbkdf2('4711', hash)).toBe(true);
    expect(await verifyPinPbkdf2('4712', hash)).toBe(false);
    expect(await verifyPinPbkdf2('4711', hash.replace('$100000$', '$1000$'))).toBe(false);
    expect(await verifyPinPbkdf2('4711', 'plain-4711')).toBe(false);
  });
});

describe('browser kiosk admin', () => {
  it('setPin stores only the hash; the session opens with it and ends after 5 minutes', async () => {
    const storage = new MemoryStorage();
    const clock = { now: 1_000_000 };
    const kiosk = kioskIn(storage, clock, false);
    // Outside kiosk mode with no PIN set, the session opens without one so the first PIN can be set.
    expect(await kiosk.unlock('')).toEqual({ ok: true, value: { pinSet: false, unlocked: true, unlockedForMs: 300_000 } });
    expect(await kiosk.setPin('2468')).toMatchObject({ ok: true, value: { pinSet: true, unlocked: true } });
    expect([...storage.map.values()].join()).not.toContain('2468');
    expect(storage.getItem(PIN_KEY)).toMatch(/^pbkdf2-sha256\$/);
    await kiosk.lock();
    expect(await kiosk.unlock('')).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await kiosk.unlock('2468')).toMatchObject({ ok: true, value: { unlocked: true } });
    clock.now += 300_000;
    expect(await kiosk.status()).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
    expect(await kiosk.setPin('1357')).toMatchObject({ ok: false, error: { code: 'admin-required' } });
  });

  it('in kiosk mode with no PIN set, unlock answers no-pin-set and setPin admin-required', async () => {
    const kiosk = kioskIn(new MemoryStorage(), { now: 0 });
    expect(await kiosk.unlock('1234')).toMatchObject({ ok: false, error: { code: 'no-pin-set' } });
    expect(await kiosk.setPin('1234')).toMatchObject({ ok: false, error: { code: 'admin-required' } });
  });

  it('five wrong PINs across unlock and exit lock out for 60 s, and a reload keeps the lockout', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const clock = { now: 5_000_000 };
    const kiosk = kioskIn(storage, clock);
    for (let i = 1; i <= 3; i += 1) {
      expect(await kiosk.unlock('0000')).toMatchObject({ ok: false, error: { code: 'wrong-pin', detail: `${5 - i} tries left` } });
    }
    expect(await kiosk.exit('0000')).toMatchObject({ ok: false, error: { code: 'wrong-pin', detail: '1 tries left' } });
    expect(await kiosk.exit('0000')).toMatchObject({ ok: false, error: { code: 'locked-out', detail: 'retry in 60 s' } });
    expect(JSON.parse(storage.getItem(LOCKOUT_KEY) ?? 'null')).toEqual({ failures: 0, lockedUntil: 5_060_000 });

    // A reload: a new kiosk over the same storage is still locked out, even for the right PIN.
    clock.now += 20_000;
    const reloaded = kioskIn(storage, clock);
    expect(await reloaded.unlock('2468')).toMatchObject({ ok: false, error: { code: 'locked-out', detail: 'retry in 40 s' } });
    clock.now += 40_000;
    expect(await reloaded.unlock('2468')).toMatchObject({ ok: true, value: { unlocked: true } });
    expect(kiosk.exited()).toBe(false);
  });

  it('a wrong-try count survives a reload too (no fresh 5 tries per page load)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const clock = { now: 0 };
    for (let i = 0; i < 4; i += 1) await kioskIn(storage, clock).unlock('0000');
    expect(await kioskIn(storage, clock).unlock('0000')).toMatchObject({ ok: false, error: { code: 'locked-out' } });
  });

  it('exit with the PIN answers exiting and sets the exit flag; without one it needs the session', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const kiosk = kioskIn(storage, { now: 0 });
    expect(await kiosk.exit()).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(kiosk.exited()).toBe(false);
    const target = new EventTarget();
    const heard: string[] = [];
    target.addEventListener(BROWSER_EXIT_EVENT, (event) => heard.push(event.type));
    Object.assign(globalThis, { window: target });
    try {
      expect(await kiosk.exit('2468')).toEqual({ ok: true, value: { exiting: true } });
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
    expect(kiosk.exited()).toBe(true);
    expect(heard).toEqual(['railtable:admin-exit']);
  });

  it('malformed PINs are refused as invalid-payload without counting as tries', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const kiosk = kioskIn(storage, { now: 0 });
    for (const pin of ['12a4', '123', '1234567890123', '٢٤٦٨']) {
      expect(await kiosk.unlock(pin)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(await kiosk.setPin('12')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await kiosk.exit('abcd')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(storage.getItem(LOCKOUT_KEY)).toBeNull();
    expect(await kiosk.unlock('0000')).toMatchObject({ ok: false, error: { code: 'wrong-pin', detail: '4 tries left' } });
  });
});

describe('browser platform', () => {
  it('in kiosk mode, everything but language and volumes changes only in an open admin session; adminPinSet follows the PIN store', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    storage.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const platform = createBrowserPlatform({ storage, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await platform.settings.get()).toMatchObject({ ok: true, value: { mode: 'kiosk', adminPinSet: true } });
    expect(await platform.settings.set({ mode: 'desktop' })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'mode' } });
    expect(await platform.settings.set({ displayId: 0 })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'displayId' } });
    expect(await platform.settings.set({ language: 'ko' })).toMatchObject({ ok: true, value: { language: 'ko', mode: 'kiosk' } });
    expect(await platform.settings.set({ volume: { effects: 10 } })).toMatchObject({ ok: true });
    // Like main (#13 §6): idle, calibration, bot pace and game defaults are admin settings in kiosk mode.
    for (const [patch, field] of [[{ idle: { timeoutS: 300 } }, 'idle'], [{ pxPerMm: 4 }, 'pxPerMm'], [{ botDelayMs: 0 }, 'botDelayMs'], [{ gameDefaults: {} }, 'gameDefaults']] as const) {
      expect(await platform.settings.set(patch)).toMatchObject({ ok: false, error: { code: 'admin-required', detail: field } });
    }
    await platform.kiosk.unlock('2468');
    expect(await platform.settings.set({ idle: { timeoutS: 300 } })).toMatchObject({ ok: true, value: { idle: { timeoutS: 300 } } });
    expect(await platform.settings.set({ displayId: 0 })).toMatchObject({ ok: true, value: { displayId: 0, adminPinSet: true } });
    expect(await platform.settings.set({ mode: 'desktop' })).toMatchObject({ ok: true, value: { mode: 'desktop' } });
    // Outside kiosk mode no session is needed.
    await platform.kiosk.lock();
    expect(await platform.settings.set({ mode: 'table' })).toMatchObject({ ok: true, value: { mode: 'table' } });
  });

  it('in kiosk mode `calibrated` is an admin field like pxPerMm, but a kiosk with no PIN may answer the first-start calibration once', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    const platform = createBrowserPlatform({ storage, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await platform.settings.get()).toMatchObject({ ok: true, value: { calibrated: false, adminPinSet: false } });
    expect(await platform.settings.set({ pxPerMm: 2, calibrated: true, language: 'ko' })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
    expect(await platform.settings.set({ pxPerMm: 2 })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
    expect(await platform.settings.set({ pxPerMm: 2, calibrated: true })).toMatchObject({ ok: true, value: { pxPerMm: 2, calibrated: true } });
    // Answered: from now on the calibration is the admin panel's.
    expect(await platform.settings.set({ pxPerMm: 3, calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
    expect(await platform.settings.set({ calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'calibrated' } });

    // With a PIN set the prompt is never the way in: the session is needed even before calibrating.
    const pinned = new MemoryStorage();
    pinned.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    pinned.setItem(PIN_KEY, await hashPinPbkdf2('2468', ITERATIONS));
    const locked = createBrowserPlatform({ storage: pinned, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await locked.settings.set({ calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'calibrated' } });
    await locked.kiosk.unlock('2468');
    expect(await locked.settings.set({ pxPerMm: 2, calibrated: true })).toMatchObject({ ok: true, value: { pxPerMm: 2, calibrated: true } });
  });

  it('app.displays is the one window.screen display; app.info has no settings recovery for good settings', async () => {
    const screen = { width: 2560, height: 1440 };
    Object.assign(globalThis, { window: { screen, localStorage: new MemoryStorage(), dispatchEvent: () => true } });
    try {
      const platform = createBrowserPlatform({ saves: unusedSaves });
      expect(await platform.app.displays()).toEqual({ ok: true, value: { displays: [{ id: 0, label: 'Screen', width: 2560, height: 1440, primary: true }] } });
      expect(await platform.app.info()).toMatchObject({ ok: true, value: { platform: 'browser', mode: 'desktop', settingsRecovery: null } });
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });
});

describe('browser platform: music quiet by default in kiosk mode (#14 §9)', () => {
  const stored = (storage: Storage): unknown => JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null');

  it('unchosen, the music plays at 20 % in kiosk mode and 60 % on the desktop; changing other settings does not choose it', async () => {
    const kiosk = new MemoryStorage();
    kiosk.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    const platform = createBrowserPlatform({ storage: kiosk, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await platform.settings.get()).toMatchObject({ ok: true, value: { mode: 'kiosk', volume: { music: 20, effects: 80 } } });
    expect(await platform.settings.set({ language: 'ar', volume: { effects: 50 } })).toMatchObject({ ok: true, value: { volume: { music: 20, effects: 50 } } });
    expect(stored(kiosk)).toMatchObject({ language: 'ar', volume: { effects: 50 } });
    expect(stored(kiosk)).not.toHaveProperty('volume.music');
    const desktop = createBrowserPlatform({ storage: new MemoryStorage(), saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await desktop.settings.get()).toMatchObject({ ok: true, value: { mode: 'desktop', volume: { music: 60, effects: 80 } } });
  });

  it.each([0, 45, 60])('a chosen music volume (%i %%) is saved and wins in kiosk mode, and after the table leaves it', async (music) => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    const platform = createBrowserPlatform({ storage, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    // Volumes need no admin session in kiosk mode.
    expect(await platform.settings.set({ volume: { music } })).toMatchObject({ ok: true, value: { volume: { music } } });
    expect(await platform.settings.set({ language: 'ko' })).toMatchObject({ ok: true, value: { volume: { music } } });
    expect(stored(storage)).toMatchObject({ volume: { music } });
    const reopened = createBrowserPlatform({ storage, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await reopened.settings.get()).toMatchObject({ ok: true, value: { volume: { music } } });
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...(stored(storage) as object), mode: 'desktop' }));
    expect(await reopened.settings.get()).toMatchObject({ ok: true, value: { mode: 'desktop', volume: { music } } });
  });

  it('settings saved by an earlier version hold a music volume already: it is kept as a choice', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk', volume: { music: 60, effects: 80 } }));
    const platform = createBrowserPlatform({ storage, saves: unusedSaves, now: () => 0, pbkdf2Iterations: ITERATIONS });
    expect(await platform.settings.get()).toMatchObject({ ok: true, value: { volume: { music: 60 } } });
  });
});
