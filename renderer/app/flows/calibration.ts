/**
 * The first-start calibration flow (issue #14 §6, "sizes by millimetres everywhere"): when the
 * app starts with `calibrated: false`, the table shows the calibration prompt (screen
 * `calibrate`, before the lobby) with the ruler facing the two long edges. A drag changes only
 * the prompt's own calibration (`UiState.calibration`); Done saves it with `calibrated: true`,
 * Skip saves `calibrated: true` and keeps the stored calibration; either way start-up goes on
 * (the lobby, a crashed game back, attract mode in kiosk). In kiosk mode the prompt shows only
 * while no admin PIN is set: with one, calibration stays in the admin panel (the platform lets
 * a kiosk without a PIN save this one answer: preload/admin-gate.ts `isFirstCalibration`).
 */
import type { PublicSettings, SettingsPatch } from '../../../preload/api';
import { PX_PER_MM_RANGE } from '../../platform/settings-schema';
import type { Core } from './core';

/** The prompt's operations, as the components call them. */
export type CalibrationFlow = {
  /** A drag on the prompt's ruler: the calibration (CSS px per mm) it shows now; nothing is saved. */
  dragCalibration(pxPerMm: number): void;
  /** Done: save the dragged calibration with `calibrated: true`, then go on to the lobby. */
  confirmCalibration(): Promise<void>;
  /** Skip: save `calibrated: true` with the calibration as stored, then go on to the lobby. */
  skipCalibration(): Promise<void>;
};

/** Whether start-up asks for the calibration with `settings`: not yet calibrated, and not a kiosk with an admin PIN. */
export function calibrationAsked(settings: Pick<PublicSettings, 'calibrated' | 'mode' | 'adminPinSet'>): boolean {
  return !settings.calibrated && !(settings.mode === 'kiosk' && settings.adminPinSet);
}

/** The calibration flow, and `before` for start-up. */
export type CalibrationStart = CalibrationFlow & {
  /**
   * Runs `then` (the rest of start-up) now, or, when the settings in the store ask for the
   * calibration ({@link calibrationAsked}), shows the prompt and runs `then` once it is answered.
   */
  before(then: () => Promise<void>): Promise<void>;
};

/** Creates the calibration flow over `core`. */
export function createCalibrationFlow(core: Core): CalibrationStart {
  const { ui, deps } = core;
  let after: (() => Promise<void>) | undefined;

  /** Save `patch`, show the lobby's start-up; a refused save is a notice and the table goes on (never stuck on the prompt). */
  async function answer(patch: SettingsPatch): Promise<void> {
    const then = after;
    if (then === undefined || ui().calibration === null) return;
    after = undefined;
    const result = await deps.platform.settings.set(patch);
    if (result.ok) ui().set({ settings: result.value });
    else ui().notify({ kind: 'saveFailed', message: result.error.message });
    ui().set({ calibration: null });
    await then();
  }

  return {
    async before(then) {
      if (!calibrationAsked(ui().settings)) return then();
      after = then;
      ui().set({ screen: 'calibrate', calibration: { pxPerMm: ui().settings.pxPerMm } });
    },
    dragCalibration(pxPerMm) {
      if (ui().calibration === null) return;
      ui().set({ calibration: { pxPerMm: Math.min(PX_PER_MM_RANGE.max, Math.max(PX_PER_MM_RANGE.min, pxPerMm)) } });
    },
    async confirmCalibration() {
      const chosen = ui().calibration;
      if (chosen !== null) await answer({ pxPerMm: chosen.pxPerMm, calibrated: true });
    },
    async skipCalibration() {
      await answer({ calibrated: true });
    },
  };
}
