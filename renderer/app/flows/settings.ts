/**
 * The settings flow: a seat's cog opens the settings facing that seat; a change goes through the
 * platform (validated there), and a new language is applied at once (Arabic turns the page
 * right-to-left). A change of the calibration (`pxPerMm`) also sets `calibrated`.
 */
import type { SettingsPatch } from '../../../preload/api';
import { changeLanguage } from '../../i18n/setup';
import type { SeatRotation } from '../../table/seat-layout';
import type { Core } from './core';

/** The settings part of the controller. */
export type SettingsFlow = {
  openSettings(rotation: SeatRotation): void;
  closeSettings(): void;
  patchSettings(patch: SettingsPatch): Promise<void>;
};

/** Creates the settings flow over `core`. */
export function createSettingsFlow(core: Core): SettingsFlow {
  const { ui, deps } = core;
  return {
    openSettings(rotation) {
      ui().set({ settingsOpen: rotation });
    },
    closeSettings() {
      ui().set({ settingsOpen: null });
    },
    async patchSettings(patch) {
      // A calibration chosen on a ruler (settings panel, admin panel) is a calibration confirmed: the first-start prompt is not asked again.
      const result = await deps.platform.settings.set(patch.pxPerMm !== undefined && patch.calibrated === undefined ? { ...patch, calibrated: true } : patch);
      if (!result.ok) {
        ui().notify({ kind: 'saveFailed', message: result.error.message });
        return;
      }
      const before = ui().settings.language;
      ui().set({ settings: result.value });
      if (result.value.language !== before) await changeLanguage(result.value.language, deps.appRoot);
    },
  };
}
