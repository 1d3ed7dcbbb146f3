/**
 * The idle clock through the real controller (renderer/app/flows/idle-clock.ts, KIOSK.md "Kiosk
 * behaviour" 4): a stall of the page — its timer ticks more than IDLE_STALL_MS apart, e.g. while
 * a game's board is built at Start on software GL — is not counted as untouched time; ordinary
 * ticks are.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createController } from '../../renderer/app/controller';
import { IDLE_STALL_MS } from '../../renderer/app/flows/idle-clock';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();

describe('the idle clock over a stalled page', () => {
  let clockMs = 0;

  beforeEach(async () => {
    vi.useFakeTimers();
    useUi.setState(initial, true);
    markCalibrated();
    clockMs = 0;
    const controller = createController({
      platform: createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv(), () => new Date(clockMs)) }),
      engine: inProcessEngine(),
      store: useUi,
      now: () => new Date(Date.UTC(2026, 10, 22) + clockMs),
      token: () => 'tok00000000',
      lobbyGame: 'counter',
      botDelayMs: 0,
      kiosk: { idleTimeoutS: 15, idleCountdownS: 5, forceIdle: true },
      monotonic: () => clockMs,
      idleTickMs: 250,
    });
    await controller.init();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Move the monotonic clock and the interval timers together by `ms`, one 250 ms tick at a time. */
  async function advance(ms: number): Promise<void> {
    for (let t = 0; t < ms; t += 250) {
      clockMs += 250;
      await vi.advanceTimersByTimeAsync(250);
    }
  }

  /** The main thread blocked for `ms`: the clock moves on, the next tick comes only after it. */
  async function stall(ms: number): Promise<void> {
    clockMs += ms;
    await vi.advanceTimersByTimeAsync(250);
  }

  it('does not count a 10 s stall: the countdown comes 15 s of ticking after the start, not before', async () => {
    await advance(10_000);
    await stall(10_000);
    expect(useUi.getState().idleLeftS).toBeNull();
    await advance(4_500);
    expect(useUi.getState().idleLeftS).toBeNull();
    await advance(1_000);
    expect(useUi.getState().idleLeftS).not.toBeNull();
  });

  it('counts gaps up to the stall limit as ordinary time', async () => {
    // Ticks 750 ms apart (late, but no stall): 19 of them are 14.25 s of idle time, 21 are past the 15 s timeout.
    expect(IDLE_STALL_MS).toBeGreaterThan(750);
    for (let i = 0; i < 19; i++) await stall(750);
    expect(useUi.getState().idleLeftS).toBeNull();
    await stall(750);
    await stall(750);
    expect(useUi.getState().idleLeftS).not.toBeNull();
  });
});
