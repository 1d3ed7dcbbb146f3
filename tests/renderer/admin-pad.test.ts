import { describe, expect, it } from 'vitest';
import type { AdminStatus, ApiErrorCode, Result } from '../../preload/api';
import { createAdminFlow } from '../../renderer/app/admin/admin-flow';
import { useAdmin } from '../../renderer/app/admin/admin-store';
import {
  lockSecondsLeft,
  PAD_IDLE_MS,
  padReduce,
  padStart,
  parseRetrySeconds,
  parseTriesLeft,
  type PadEvent,
  type PadState,
  type PadStep,
} from '../../renderer/app/admin/pin-pad';

const UNLOCKED: AdminStatus = { pinSet: true, unlocked: true, unlockedForMs: 0 };
const fail = (code: ApiErrorCode, detail?: string): Result<AdminStatus> => ({ ok: false, error: { code, message: code, ...(detail === undefined ? {} : { detail }) } });

function type(state: PadState, digits: string, now = 0): PadState {
  return [...digits].reduce((s, digit) => padReduce(s, { type: 'digit', digit, now }).state, state);
}

function apply(state: PadState, ...events: PadEvent[]): PadStep {
  let step: PadStep = { state, effect: null };
  for (const event of events) step = padReduce(step.state, event);
  return step;
}

describe('the admin PIN pad', () => {
  it('reads the platform details "N tries left" and "retry in N s"', () => {
    expect(parseTriesLeft('3 tries left')).toBe(3);
    expect(parseTriesLeft('1 try left')).toBe(1);
    expect(parseTriesLeft(undefined)).toBeNull();
    expect(parseRetrySeconds('retry in 42 s')).toBe(42);
    expect(parseRetrySeconds('retry in 60s')).toBe(60);
    expect(parseRetrySeconds('soon')).toBeNull();
  });

  it('takes digits only, up to 12, deletes the last one, and asks the platform on OK', () => {
    let pad = type(padStart('unlock', 0), '12a3456789012345');
    expect(pad.digits).toBe('123456789012');
    pad = padReduce(pad, { type: 'delete', now: 1 }).state;
    expect(pad.digits).toBe('12345678901');
    const ok = padReduce(type(padStart('unlock', 0), '2468'), { type: 'ok', now: 2 });
    expect(ok.effect).toEqual({ kind: 'unlock', pin: '2468' });
    expect(ok.state.busy).toBe(true);
    // Keys wait while the platform answers.
    expect(padReduce(ok.state, { type: 'digit', digit: '1', now: 3 }).state.digits).toBe('2468');
  });

  it('refuses fewer than 4 digits without asking the platform', () => {
    const step = padReduce(type(padStart('unlock', 0), '123'), { type: 'ok', now: 1 });
    expect(step.effect).toBeNull();
    expect(step.state.notice).toEqual({ kind: 'too-short' });
  });

  it('shows the tries left after a wrong PIN and clears the digits', () => {
    const step = apply(type(padStart('unlock', 0), '1111'), { type: 'ok', now: 1 }, { type: 'answer', result: fail('wrong-pin', '4 tries left'), now: 2 });
    expect(step.state.notice).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(step.state.digits).toBe('');
    expect(step.state.busy).toBe(false);
  });

  it('locks the keys for the time the platform says, counting down, and frees them after', () => {
    const locked = apply(type(padStart('unlock', 0), '1111'), { type: 'ok', now: 1000 }, { type: 'answer', result: fail('locked-out', 'retry in 60 s'), now: 1000 }).state;
    expect(locked.notice).toEqual({ kind: 'locked' });
    expect(lockSecondsLeft(locked, 1000)).toBe(60);
    expect(lockSecondsLeft(locked, 30_500)).toBe(31);
    expect(type(locked, '1234', 2000).digits).toBe('');
    expect(padReduce(locked, { type: 'ok', now: 2000 }).effect).toBeNull();
    const touched = type(locked, '5', 50_000);
    expect(touched.digits).toBe('');
    const freed = padReduce(touched, { type: 'tick', now: 61_000 }).state;
    expect(lockSecondsLeft(freed, 61_000)).toBeNull();
    expect(freed.notice).toBeNull();
    expect(type(freed, '12', 61_001).digits).toBe('12');
  });

  it('a new PIN is typed twice; two different entries start over', () => {
    let pad = padReduce(type(padStart('new-pin', 0), '4321'), { type: 'ok', now: 1 }).state;
    expect(pad.step).toBe('confirm');
    expect(pad.digits).toBe('');
    const differ = padReduce(type(pad, '4322'), { type: 'ok', now: 2 });
    expect(differ.effect).toBeNull();
    expect(differ.state.step).toBe('enter');
    expect(differ.state.notice).toEqual({ kind: 'mismatch' });
    pad = padReduce(type(padStart('new-pin', 0), '4321'), { type: 'ok', now: 1 }).state;
    const same = padReduce(type(pad, '4321'), { type: 'ok', now: 2 });
    expect(same.effect).toEqual({ kind: 'set-pin', pin: '4321' });
    const done = padReduce(same.state, { type: 'answer', result: { ok: true, value: UNLOCKED }, now: 3 });
    expect(done.effect).toEqual({ kind: 'done', status: UNLOCKED, pin: '4321' });
  });

  it('closes after 30 s without a touch, and each key restarts that clock', () => {
    const pad = type(padStart('unlock', 0), '1', 20_000);
    expect(padReduce(pad, { type: 'tick', now: 20_000 + PAD_IDLE_MS - 1 }).effect).toBeNull();
    expect(padReduce(pad, { type: 'tick', now: 20_000 + PAD_IDLE_MS }).effect).toEqual({ kind: 'close' });
  });
});

/** A fake platform: the kiosk operations in a tiny model of the contract (PIN, 5 tries, session). */
function fakePlatform(mode: 'desktop' | 'kiosk' = 'desktop'): { platform: Parameters<typeof createAdminFlow>[0]['platform']; calls: string[] } {
  let pin: string | null = null;
  let unlocked = false;
  let wrong = 0;
  const calls: string[] = [];
  const status = (): AdminStatus => ({ pinSet: pin !== null, unlocked, unlockedForMs: 0 });
  const ok = <T,>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
  const platform = {
    settings: { get: () => Promise.reject(new Error('unused')), set: () => Promise.reject(new Error('unused')) },
    saves: { list: () => Promise.reject(new Error('unused')), load: () => Promise.reject(new Error('unused')), append: () => Promise.reject(new Error('unused')), remove: () => Promise.reject(new Error('unused')) },
    app: {
      info: () => ok({ name: 'Railtable', version: '0.1.0', platform: 'browser' as const, mode, dataLocation: 'IndexedDB', settingsRecovery: null }),
      displays: () => ok({ displays: [] }),
    },
    kiosk: {
      status: () => ok(status()),
      unlock: (typed: string) => {
        calls.push(`unlock ${typed}`);
        if (pin === null) return Promise.resolve(fail('no-pin-set'));
        if (wrong >= 5) return Promise.resolve(fail('locked-out', 'retry in 60 s'));
        if (typed !== pin) {
          wrong++;
          return Promise.resolve(wrong >= 5 ? fail('locked-out', 'retry in 60 s') : fail('wrong-pin', `${5 - wrong} tries left`));
        }
        unlocked = true;
        return ok(status());
      },
      lock: () => {
        unlocked = false;
        return ok(status());
      },
      setPin: (next: string) => {
        calls.push(`setPin ${next}`);
        pin = next;
        return ok(status());
      },
      exit: () => ok({ exiting: true as const }),
    },
  };
  return { platform, calls };
}

describe('the admin flow over the platform', () => {
  it('first use: choose a PIN twice, get the panel; lock; five wrong PINs lock the pad, and the platform lockout outlasts the pad countdown', async () => {
    useAdmin.setState({ view: 'closed', pad: null, notice: null });
    const { platform, calls } = fakePlatform();
    let clock = 0;
    const flow = createAdminFlow({ platform, store: useAdmin, now: () => clock });
    const typeIn = async (digits: string): Promise<void> => {
      for (const digit of digits) await flow.pad({ type: 'digit', digit });
      await flow.pad({ type: 'ok' });
    };
    await flow.open(180);
    expect(useAdmin.getState().pad?.purpose).toBe('new-pin');
    expect(useAdmin.getState().rotation).toBe(180);
    await typeIn('2580');
    await typeIn('2580');
    expect(calls).toEqual(['setPin 2580', 'unlock 2580']);
    expect(useAdmin.getState().view).toBe('panel');
    expect(useAdmin.getState().info?.dataLocation).toBe('IndexedDB');
    await flow.lock();
    expect(useAdmin.getState().view).toBe('closed');
    await flow.open(0);
    expect(useAdmin.getState().pad?.purpose).toBe('unlock');
    for (let i = 1; i <= 4; i++) {
      await typeIn('0000');
      expect(useAdmin.getState().pad?.notice).toEqual({ kind: 'wrong', triesLeft: 5 - i });
    }
    await typeIn('0000');
    const pad = useAdmin.getState().pad;
    expect(pad?.notice).toEqual({ kind: 'locked' });
    expect(pad === null || pad === undefined ? null : lockSecondsLeft(pad, clock)).toBe(60);
    // A key pressed while locked does nothing but keeps the pad open.
    clock = 40_000;
    await flow.pad({ type: 'digit', digit: '9' });
    expect(useAdmin.getState().pad?.digits).toBe('');
    clock = 61_000;
    await flow.pad({ type: 'tick' });
    expect(useAdmin.getState().pad?.notice).toBeNull();
    await typeIn('2580');
    // The platform still says locked (its own clock): the pad shows it again.
    expect(useAdmin.getState().pad?.notice).toEqual({ kind: 'locked' });
    flow.cancelPad();
    expect(useAdmin.getState().view).toBe('closed');
  });

  it('opens straight to the panel while the admin session is open, and Leave kiosk shows the closed screen', async () => {
    useAdmin.setState({ view: 'closed', pad: null, notice: null });
    const { platform } = fakePlatform();
    await platform.kiosk.setPin('1357');
    await platform.kiosk.unlock('1357');
    const flow = createAdminFlow({ platform, store: useAdmin, now: () => 0 });
    await flow.open(0);
    expect(useAdmin.getState().view).toBe('panel');
    expect(useAdmin.getState().pad).toBeNull();
    flow.changePin();
    expect(useAdmin.getState().pad?.purpose).toBe('new-pin');
    for (const digits of ['97531', '97531']) {
      for (const digit of digits) await flow.pad({ type: 'digit', digit });
      await flow.pad({ type: 'ok' });
    }
    expect(useAdmin.getState().notice).toEqual({ kind: 'pin-saved' });
    expect(useAdmin.getState().view).toBe('panel');
    await flow.leave();
    expect(useAdmin.getState().view).toBe('exited');
  });

  it('in kiosk mode with no PIN set, the pad says so instead of offering to choose one', async () => {
    useAdmin.setState({ view: 'closed', pad: null, notice: null });
    const { platform } = fakePlatform('kiosk');
    const flow = createAdminFlow({ platform, store: useAdmin, now: () => 0 });
    await flow.open(0);
    expect(useAdmin.getState().pad?.purpose).toBe('unlock');
    expect(useAdmin.getState().pad?.notice).toEqual({ kind: 'no-pin-set' });
  });
});
