import { describe, expect, it } from 'vitest';
import { countdownLeftS, idleReduce, idleStart, type IdleConfig, type IdleEvent, type IdleState } from '../../renderer/app/idle';

const CONFIG: IdleConfig = { timeoutMs: 90_000, countdownMs: 30_000 };

function run(events: readonly IdleEvent[], start = idleStart(0)): IdleState {
  return events.reduce((state, event) => idleReduce(state, event, CONFIG), start);
}

describe('the idle clock (KIOSK.md 4)', () => {
  it('watches until the timeout, counts down for the countdown, then expires', () => {
    expect(run([{ type: 'tick', now: 89_999 }]).phase).toBe('watching');
    const counting = run([{ type: 'tick', now: 90_000 }]);
    expect(counting.phase).toBe('countdown');
    expect(countdownLeftS(counting, CONFIG)).toBe(30);
    expect(countdownLeftS(run([{ type: 'tick', now: 100_500 }]), CONFIG)).toBe(20);
    expect(run([{ type: 'tick', now: 119_999 }]).phase).toBe('countdown');
    expect(run([{ type: 'tick', now: 120_000 }]).phase).toBe('expired');
    expect(countdownLeftS(run([{ type: 'tick', now: 10 }]), CONFIG)).toBeUndefined();
  });

  it('a touch restarts it and cancels the countdown', () => {
    const state = run([{ type: 'tick', now: 95_000 }, { type: 'touch', now: 96_000 }, { type: 'tick', now: 150_000 }]);
    expect(state.phase).toBe('watching');
    expect(state.idleMs).toBe(54_000);
    expect(run([{ type: 'tick', now: 96_000 + 90_000 }], run([{ type: 'touch', now: 96_000 }])).phase).toBe('countdown');
  });

  it('does not count paused time (bots to act, animations)', () => {
    const state = run([
      { type: 'tick', now: 60_000 },
      { type: 'pause', now: 60_000 },
      { type: 'tick', now: 500_000 },
      { type: 'resume', now: 500_000 },
      { type: 'tick', now: 520_000 },
    ]);
    expect(state.idleMs).toBe(80_000);
    expect(state.phase).toBe('watching');
    expect(run([{ type: 'resume', now: 529_999 }], state).phase).toBe('watching');
    expect(run([{ type: 'tick', now: 530_000 }], state).phase).toBe('countdown');
  });

  it('counts the time up to a pause, and a pause during the countdown freezes it', () => {
    const state = run([{ type: 'pause', now: 100_000 }, { type: 'tick', now: 1_000_000 }]);
    expect(state.phase).toBe('countdown');
    expect(countdownLeftS(state, CONFIG)).toBe(20);
    expect(state.paused).toBe(true);
  });

  it('stays expired until a touch; time running backwards counts as none', () => {
    const expired = run([{ type: 'tick', now: 200_000 }]);
    expect(run([{ type: 'tick', now: 300_000 }, { type: 'resume', now: 300_001 }], expired).phase).toBe('expired');
    expect(run([{ type: 'touch', now: 300_000 }], expired).phase).toBe('watching');
    const back = run([{ type: 'tick', now: 50_000 }, { type: 'tick', now: 10_000 }]);
    expect(back.idleMs).toBe(50_000);
    expect(back.at).toBe(50_000);
  });

  it('short test times work the same (flags idle=2, countdown=3)', () => {
    const config: IdleConfig = { timeoutMs: 2000, countdownMs: 3000 };
    const step = (s: IdleState, now: number): IdleState => idleReduce(s, { type: 'tick', now }, config);
    let s = idleStart(1000);
    s = step(s, 3000);
    expect(countdownLeftS(s, config)).toBe(3);
    s = step(s, 5500);
    expect(countdownLeftS(s, config)).toBe(1);
    expect(step(s, 6000).phase).toBe('expired');
  });
});
