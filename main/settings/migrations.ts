/**
 * Migrations of the settings file, keyed by the settings version they bring a file to
 * (electron-store runs those above the version recorded in the file, in order, before the
 * schema is checked).
 */
import type Store from 'electron-store';
import { calibratedBefore } from '../../preload/settings-schema';
import { DEFAULT_SETTINGS, type SettingsFile } from './schema';

/** A settings store as a migration sees it (electron-store's `Conf` fits). */
export type MigratingStore = Pick<Store<SettingsFile>, 'get' | 'set' | 'delete'>;

/**
 * 1.0.0: the 0.0.x files kept flat `musicVolume` / `effectsVolume` (0–100); they move to
 * `volume.music` / `volume.effects`, rounded and clamped to 0–100 (a non-number keeps the
 * current value), and the flat keys are removed.
 */
export function migrateFlatVolumes(store: MigratingStore): void {
  const current = store.get('volume', DEFAULT_SETTINGS.volume);
  const music: unknown = store.get('musicVolume');
  const effects: unknown = store.get('effectsVolume');
  if (music !== undefined || effects !== undefined) {
    // Files of 0.0.x were written with a music volume (its 60 % default or a choice); 1.2.0 judges a 60.
    store.set('volume', { music: volumeFrom(music, current.music ?? PRE_1_2_MUSIC_DEFAULT), effects: volumeFrom(effects, current.effects) });
  }
  store.delete('musicVolume');
  store.delete('effectsVolume');
}

function volumeFrom(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * 1.1.0: `calibrated` (the first-start calibration prompt answered) is new. A file without it
 * gets `true` when its `pxPerMm` is not the default (the operator had calibrated: not asked
 * again), else `false`. A value already there is left for the schema to judge; migrations run
 * before electron-store fills in the schema's defaults.
 */
export function migrateCalibrated(store: MigratingStore): void {
  if (store.get('calibrated') !== undefined) return;
  const pxPerMm: unknown = store.get('pxPerMm');
  store.set('calibrated', typeof pxPerMm === 'number' && calibratedBefore(pxPerMm));
}

/** The music volume (%) every settings file before 1.2.0 was written with until someone changed it. */
export const PRE_1_2_MUSIC_DEFAULT = 60;

/**
 * 1.2.0: the music volume is stored only once chosen; until then the mode the app runs in gives
 * it (quiet in kiosk mode, preload/settings-schema.ts `DEFAULT_MUSIC_VOLUME`). Earlier files
 * always held one, the 60 % default unless someone moved the slider: a stored 60 is taken as
 * never chosen and removed (outside kiosk mode the default is 60 % anyway); any other value was a
 * choice and is kept.
 */
export function migrateUnchosenMusic(store: MigratingStore): void {
  if (store.get('volume')?.music === PRE_1_2_MUSIC_DEFAULT) store.delete('volume.music');
}

/** The migrations table handed to electron-store. */
export const SETTINGS_MIGRATIONS: Record<string, (store: MigratingStore) => void> = {
  '1.0.0': migrateFlatVolumes,
  '1.1.0': migrateCalibrated,
  '1.2.0': migrateUnchosenMusic,
};
