/**
 * The first-start calibration prompt (issue #14 §6) through the real controller
 * (renderer/app/flows/calibration.ts) and the browser platform over memory storage, started as
 * main.tsx starts it (the platform's settings loaded into the store, then `init`): a fresh store
 * shows the prompt before the lobby; a drag changes only the prompt's ruler; Done stores the
 * dragged calibration with `calibrated: true`, Skip stores `calibrated: true` with the default,
 * and both go on to the lobby; a calibrated store, or settings stored before the field with a
 * calibration made, never show it; a kiosk shows it only while no admin PIN is set.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createController, type Controller } from '../../renderer/app/controller';
import { calibrationAsked } from '../../renderer/app/flows/calibration';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { hashPinPbkdf2, PIN_KEY } from '../../renderer/platform/browser-kiosk';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { SETTINGS_KEY } from '../../renderer/platform/browser-settings';
import { DEFAULT_SETTINGS } from '../../renderer/platform/settings-schema';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();
const DEFAULT_PX = 40 / 25.4;

type Started = { controller: Controller; platform: ReturnType<typeof createBrowserPlatform>; storage: MemoryStorage };

/** Start the table over `storage` the way main.tsx does: the platform's settings into the store, then the controller's start-up. */
async function start(storage = new MemoryStorage()): Promise<Started> {
  useUi.setState(initial, true);
  const platform = createBrowserPlatform({ storage, saves: createBrowserSaves(memoryKv()), pbkdf2Iterations: 100_000 });
  const loaded = await platform.settings.get();
  if (!loaded.ok) throw new Error(loaded.error.message);
  useUi.getState().set({ settings: loaded.value });
  const controller = createController({ platform, engine: inProcessEngine(), store: useUi, now: () => new Date(Date.UTC(2026, 10, 26)), token: () => 'cal00000000', lobbyGame: 'counter', botDelayMs: 0 });
  await controller.init();
  return { controller, platform, storage };
}

/** What the platform has stored now (read back through a fresh platform over the same storage). */
async function stored(storage: MemoryStorage) {
  const read = await createBrowserPlatform({ storage, saves: createBrowserSaves(memoryKv()) }).settings.get();
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe('the first-start calibration prompt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a fresh store shows the prompt; a drag moves only the ruler; Done stores the calibration with calibrated: true and goes to the lobby', async () => {
    const { controller, storage } = await start();
    expect(useUi.getState().screen).toBe('calibrate');
    expect(useUi.getState().calibration).toEqual({ pxPerMm: DEFAULT_PX });
    controller.dragCalibration(2.4);
    controller.dragCalibration(3.1);
    expect(useUi.getState().calibration).toEqual({ pxPerMm: 3.1 });
    // Nothing is saved, and the table's scale does not move, until Done.
    expect(useUi.getState().settings.pxPerMm).toBe(DEFAULT_PX);
    expect(await stored(storage)).toMatchObject({ pxPerMm: DEFAULT_PX, calibrated: false });

    await controller.confirmCalibration();
    expect(useUi.getState()).toMatchObject({ screen: 'lobby', calibration: null, settings: { pxPerMm: 3.1, calibrated: true } });
    expect(await stored(storage)).toMatchObject({ pxPerMm: 3.1, calibrated: true });
    // A second answer does nothing.
    await controller.skipCalibration();
    expect(await stored(storage)).toMatchObject({ pxPerMm: 3.1, calibrated: true });

    // The next start goes straight to the lobby.
    await start(storage);
    expect(useUi.getState().screen).toBe('lobby');
    expect(useUi.getState().calibration).toBeNull();
  });

  it('Skip stores calibrated: true with the default calibration (a drag before it is dropped) and goes to the lobby', async () => {
    const { controller, storage } = await start();
    controller.dragCalibration(4);
    await controller.skipCalibration();
    expect(useUi.getState()).toMatchObject({ screen: 'lobby', calibration: null, settings: { pxPerMm: DEFAULT_PX, calibrated: true } });
    expect(await stored(storage)).toMatchObject({ pxPerMm: DEFAULT_PX, calibrated: true });
    await start(storage);
    expect(useUi.getState().screen).toBe('lobby');
  });

  it('a calibrated store never shows it, nor settings stored before the field with a calibration made; without one it does', async () => {
    const calibrated = new MemoryStorage();
    calibrated.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, calibrated: true }));
    await start(calibrated);
    expect(useUi.getState().screen).toBe('lobby');

    const older = new MemoryStorage();
    older.setItem(SETTINGS_KEY, JSON.stringify({ language: 'en', pxPerMm: 2.2 }));
    await start(older);
    expect(useUi.getState()).toMatchObject({ screen: 'lobby', settings: { pxPerMm: 2.2, calibrated: true } });

    const olderDefault = new MemoryStorage();
    olderDefault.setItem(SETTINGS_KEY, JSON.stringify({ language: 'en', pxPerMm: DEFAULT_PX }));
    await start(olderDefault);
    expect(useUi.getState().screen).toBe('calibrate');
  });

  it('a calibration changed on a ruler (settings or admin panel: the settings flow) counts as calibrated', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, calibrated: true }));
    const { controller } = await start(storage);
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, calibrated: false }));
    await controller.patchSettings({ pxPerMm: 2.8 });
    expect(await stored(storage)).toMatchObject({ pxPerMm: 2.8, calibrated: true });
    expect(useUi.getState().settings).toMatchObject({ pxPerMm: 2.8, calibrated: true });
    // Other changes leave it as it is.
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, calibrated: false }));
    await controller.patchSettings({ volume: { music: 10 } });
    expect(await stored(storage)).toMatchObject({ volume: { music: 10 }, calibrated: false });
  });

  it('in kiosk mode it shows only while no admin PIN is set (the platform lets that answer through), then attract mode starts', async () => {
    vi.useFakeTimers();
    const open = new MemoryStorage();
    open.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    const kiosk = await start(open);
    expect(useUi.getState().screen).toBe('calibrate');
    expect(useUi.getState().attract).toBe(false);
    kiosk.controller.dragCalibration(2.5);
    await kiosk.controller.confirmCalibration();
    await vi.advanceTimersByTimeAsync(0);
    // (The demo's engine here has no bots: only a refused save would matter.)
    expect(useUi.getState().notices.filter((n) => n.kind === 'saveFailed')).toEqual([]);
    expect(await stored(open)).toMatchObject({ mode: 'kiosk', pxPerMm: 2.5, calibrated: true });
    expect(useUi.getState().attract).toBe(true);
    kiosk.controller.pauseBots(true);

    const pinned = new MemoryStorage();
    pinned.setItem(SETTINGS_KEY, JSON.stringify({ mode: 'kiosk' }));
    pinned.setItem(PIN_KEY, await hashPinPbkdf2('2468', 100_000));
    const locked = await start(pinned);
    await vi.advanceTimersByTimeAsync(0);
    expect(useUi.getState().settings).toMatchObject({ calibrated: false, adminPinSet: true });
    // No prompt: straight to the table, where attract mode plays its demo.
    expect(useUi.getState().calibration).toBeNull();
    expect(useUi.getState().screen).not.toBe('calibrate');
    expect(useUi.getState().attract).toBe(true);
    locked.controller.pauseBots(true);
  });

  it('calibrationAsked: not calibrated, and not a kiosk with a PIN', () => {
    const base = { calibrated: false, mode: 'desktop', adminPinSet: false } as const;
    expect(calibrationAsked(base)).toBe(true);
    expect(calibrationAsked({ ...base, calibrated: true })).toBe(false);
    expect(calibrationAsked({ ...base, adminPinSet: true })).toBe(true);
    expect(calibrationAsked({ ...base, mode: 'kiosk' })).toBe(true);
    expect(calibrationAsked({ ...base, mode: 'kiosk', adminPinSet: true })).toBe(false);
  });
});

beforeEach(() => {
  useUi.setState(initial, true);
});
