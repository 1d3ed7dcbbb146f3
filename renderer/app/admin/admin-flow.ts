/**
 * The admin flows (KIOSK.md "Kiosk behaviour" 3), over the platform's `kiosk` and `app`
 * operations and the admin store: open after the corner gesture (straight to the panel when
 * the admin session is still open, else the PIN pad: "choose a PIN" when none is set outside
 * kiosk mode, "no PIN is set" in kiosk mode, else "enter the PIN"), feed pad keys through ./pin-pad.ts and run its effects, change the PIN from
 * the panel, lock, and leave kiosk mode. Failures are shown on the pad or the panel, never thrown.
 */
import type { AdminStatus, RailtableApi, Result } from '../../../preload/api';
import type { SeatRotation } from '../../table/seat-layout';
import type { AdminUiState } from './admin-store';
import { padReduce, padStart, type PadEffect, type PadPurpose } from './pin-pad';

/** A key on the pad (digit 0–9, delete, OK), or the pad's clock. */
export type PadKey = { readonly type: 'digit'; readonly digit: string } | { readonly type: 'delete' } | { readonly type: 'ok' } | { readonly type: 'tick' };

/** The store as the flows use it (the zustand store's `getState`). */
export type AdminStoreApi = { readonly getState: () => AdminUiState };

/** What the admin layer can do. Every method resolves when the platform has answered. */
export type AdminFlow = {
  /** The gesture completed in a corner facing `rotation`: open the panel or the pad. */
  open(rotation: SeatRotation): Promise<void>;
  /** A key on the pad, or the pad's clock (`tick`). */
  pad(key: PadKey): Promise<void>;
  /** Close the pad (Cancel); from the panel's PIN change, back to the panel. */
  cancelPad(): void;
  /** Open the pad inside the panel to choose a new PIN (typed twice). */
  changePin(): void;
  /** Fetch app info, displays and the admin status for the panel. */
  refresh(): Promise<void>;
  /** End the admin session and close the panel. */
  lock(): Promise<void>;
  /** Leave kiosk mode (the admin session is open): show the closed screen. */
  leave(): Promise<void>;
};

/** Dependencies: the platform, the admin store, and a monotonic clock in ms. */
export type AdminFlowDeps = { readonly platform: RailtableApi; readonly store: AdminStoreApi; readonly now: () => number };

/** Make the admin flows (see the module comment). */
export function createAdminFlow({ platform, store, now }: AdminFlowDeps): AdminFlow {
  const ui = (): AdminUiState => store.getState();

  function showPad(purpose: PadPurpose): void {
    ui().set({ pad: padStart(purpose, now()) });
  }

  async function openPanel(status: AdminStatus): Promise<void> {
    ui().set({ view: 'panel', pad: null, status, notice: null });
    await refresh();
  }

  async function refresh(): Promise<void> {
    const [info, displays, status] = await Promise.all([platform.app.info(), platform.app.displays(), platform.kiosk.status()]);
    ui().set({
      info: info.ok ? info.value : null,
      displays: displays.ok ? displays.value.displays : [],
      ...(status.ok ? { status: status.value } : {}),
    });
    // The session ran out (5 minutes without an admin operation): the panel closes.
    if (status.ok && !status.value.unlocked && ui().view === 'panel') ui().set({ view: 'closed', pad: null });
  }

  async function run(effect: PadEffect | null): Promise<void> {
    if (effect === null) return;
    switch (effect.kind) {
      case 'close':
        cancelPad();
        return;
      case 'unlock':
        return answer(await platform.kiosk.unlock(effect.pin));
      case 'set-pin':
        return answer(await platform.kiosk.setPin(effect.pin));
      case 'done': {
        if (ui().view === 'panel') {
          ui().set({ pad: null, status: effect.status, notice: { kind: 'pin-saved' } });
          return;
        }
        if (effect.status.unlocked) return openPanel(effect.status);
        // A first PIN was set without a session: open one with it.
        const unlocked = await platform.kiosk.unlock(effect.pin);
        if (unlocked.ok) return openPanel(unlocked.value);
        showPad('unlock');
        return answer(unlocked, true);
      }
    }
  }

  async function answer(result: Result<AdminStatus>, fresh = false): Promise<void> {
    const pad = ui().pad;
    if (pad === null) return;
    const step = padReduce(fresh ? { ...pad, busy: true } : pad, { type: 'answer', result, now: now() });
    ui().set({ pad: step.state });
    await run(step.effect);
  }

  function cancelPad(): void {
    if (ui().view === 'panel') ui().set({ pad: null });
    else ui().set({ view: 'closed', pad: null });
  }

  return {
    async open(rotation) {
      if (ui().view !== 'closed') return;
      ui().set({ view: 'pad', rotation, pad: null, notice: null });
      const status = await platform.kiosk.status();
      if (status.ok && status.value.unlocked) return openPanel(status.value);
      if (!status.ok || status.value.pinSet) return showPad('unlock');
      // No PIN yet: outside kiosk mode the first one is chosen here; in kiosk mode nobody may set one (main refuses).
      const info = await platform.app.info();
      if (info.ok && info.value.mode === 'kiosk') {
        ui().set({ pad: { ...padStart('unlock', now()), notice: { kind: 'no-pin-set' } } });
        return;
      }
      showPad('new-pin');
    },
    async pad(key) {
      const pad = ui().pad;
      if (pad === null) return;
      const step = padReduce(pad, { ...key, now: now() });
      if (step.state !== pad) ui().set({ pad: step.state });
      await run(step.effect);
    },
    cancelPad,
    changePin() {
      showPad('new-pin');
    },
    refresh,
    async lock() {
      const result = await platform.kiosk.lock();
      if (!result.ok) {
        ui().set({ notice: { kind: 'lock-failed', message: result.error.message } });
        return;
      }
      ui().set({ view: 'closed', pad: null, status: result.value, notice: null });
    },
    async leave() {
      const result = await platform.kiosk.exit();
      if (!result.ok) {
        ui().set({ notice: { kind: 'exit-failed', message: result.error.message } });
        return;
      }
      ui().set({ view: 'exited', pad: null });
    },
  };
}
