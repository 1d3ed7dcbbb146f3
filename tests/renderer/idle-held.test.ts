/**
 * The idle clock through the real controller (renderer/app/controller.ts, KIOSK.md "Kiosk
 * behaviour" 4): with a 15 s timeout it counts down and returns the table to attract mode, but
 * not while something holds the table (the admin PIN pad or panel: `ControllerDeps.held`); in
 * kiosk mode the table starts in attract mode on its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createController, type Controller } from '../../renderer/app/controller';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();

describe('the idle clock and the admin hold', () => {
  let clockMs = 0;
  let held = false;
  let controller: Controller;

  beforeEach(async () => {
    vi.useFakeTimers();
    useUi.setState(initial, true);
    markCalibrated();
    clockMs = 0;
    held = false;
    const platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv(), () => new Date(clockMs)) });
    controller = createController({
      platform,
      engine: inProcessEngine(),
      store: useUi,
      now: () => new Date(Date.UTC(2026, 10, 22) + clockMs),
      token: () => 'tok00000000',
      lobbyGame: 'counter',
      botDelayMs: 0,
      kiosk: { idleTimeoutS: 15, idleCountdownS: 5, forceIdle: true },
      monotonic: () => clockMs,
      idleTickMs: 250,
      held: () => held,
    });
    await controller.init();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Move the monotonic clock and the interval timers together by `ms`. */
  async function advance(ms: number): Promise<void> {
    for (let t = 0; t < ms; t += 250) {
      clockMs += 250;
      await vi.advanceTimersByTimeAsync(250);
    }
  }

  it('counts down after the timeout, then goes to attract mode', async () => {
    await advance(15_500);
    expect(useUi.getState().idleLeftS).not.toBeNull();
    await advance(6_000);
    expect(useUi.getState().attract).toBe(true);
  });

  it('never counts down while the game-end replay plays (an animation), and does once it stops', async () => {
    useUi.getState().set({ replay: { views: [], index: 0, playing: true, speed: 1, marks: [] } });
    await advance(30_000);
    expect(useUi.getState().idleLeftS).toBeNull();
    useUi.getState().set({ replay: { views: [], index: 0, playing: false, speed: 1, marks: [] } });
    await advance(15_500);
    expect(useUi.getState().idleLeftS).not.toBeNull();
  });

  it('in kiosk mode the table starts in attract mode without any flag', async () => {
    useUi.setState(initial, true);
    markCalibrated();
    useUi.getState().set({ settings: { ...useUi.getState().settings, mode: 'kiosk' } });
    const kioskController = createController({
      platform: createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv()) }),
      engine: inProcessEngine(),
      store: useUi,
      now: () => new Date(),
      token: () => 'tok00000001',
      botDelayMs: 0,
      monotonic: () => clockMs,
    });
    await kioskController.init();
    await vi.advanceTimersByTimeAsync(0);
    expect(useUi.getState().attract).toBe(true);
    kioskController.pauseBots(true);
  });

  it('never counts down while held, and starts from a full timeout once released', async () => {
    held = true;
    await advance(60_000);
    expect(useUi.getState().idleLeftS).toBeNull();
    expect(useUi.getState().attract).toBe(false);
    held = false;
    await advance(10_000);
    expect(useUi.getState().idleLeftS).toBeNull();
  });
});
