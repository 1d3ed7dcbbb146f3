/**
 * renderer/app/quiet-board.ts `scheduleWhenQuiet`: the lobby builds its board only after the
 * table has been quiet for the given time and the page is then idle; a touch starts the quiet
 * time again; `cancel` stops it for good (issue #12, the lobby interactive within 2 s).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleWhenQuiet, type QuietTimers } from '../../renderer/app/quiet-board';

/** Fake timers with a hand-run idle queue: `idle()` runs the pending idle callbacks. */
function fakeTimers(withIdle: boolean): QuietTimers & { idle(): void; pendingIdle(): number } {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) => {
            expect(options.timeout).toBe(700);
            const id = next++;
            queue.set(id, callback);
            return id;
          },
          cancelIdleCallback: (handle: unknown) => {
            if (typeof handle === 'number') queue.delete(handle);
          },
        }
      : {}),
    idle: () => {
      const jobs = [...queue.values()];
      queue.clear();
      for (const job of jobs) job();
    },
    pendingIdle: () => queue.size,
  };
}

describe('scheduleWhenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the quiet time, then for an idle period, then calls once', () => {
    const timers = fakeTimers(true);
    const ready = vi.fn();
    scheduleWhenQuiet(ready, 2000, 700, timers);
    vi.advanceTimersByTime(1999);
    expect(timers.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(timers.pendingIdle()).toBe(1);
    expect(ready).not.toHaveBeenCalled();
    timers.idle();
    expect(ready).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    timers.idle();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet time again at each touch, also while waiting for the idle period', () => {
    const timers = fakeTimers(true);
    const ready = vi.fn();
    const schedule = scheduleWhenQuiet(ready, 2000, 700, timers);
    vi.advanceTimersByTime(1500);
    schedule.touched();
    vi.advanceTimersByTime(1500);
    expect(timers.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(500);
    expect(timers.pendingIdle()).toBe(1);
    schedule.touched(); // the idle request is dropped
    expect(timers.pendingIdle()).toBe(0);
    vi.advanceTimersByTime(1999);
    timers.idle();
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    timers.idle();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('never calls after cancel, and ignores touches after it', () => {
    const timers = fakeTimers(true);
    const ready = vi.fn();
    const schedule = scheduleWhenQuiet(ready, 2000, 700, timers);
    vi.advanceTimersByTime(2000);
    schedule.cancel();
    schedule.touched();
    vi.advanceTimersByTime(10_000);
    timers.idle();
    expect(ready).not.toHaveBeenCalled();
  });

  it('stands in a 0 ms timeout for the idle period where the page has none', () => {
    const timers = fakeTimers(false);
    const ready = vi.fn();
    scheduleWhenQuiet(ready, 2000, 700, timers);
    vi.advanceTimersByTime(2000);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
