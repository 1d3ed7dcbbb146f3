/**
 * Settings patches from the renderer (`SettingsPatch` in preload/api.ts): the zod schema that
 * checks one (unknown keys refused, same limits as the stored settings) and the merge, both
 * from the one definition shared with the browser platform (preload/settings-schema.ts).
 */
import type { SettingsPatch } from '../../preload/api';
import { applySettingsPatch } from '../../preload/settings-schema';
import type { StoredSettings } from './schema';

export { settingsPatchSchema } from '../../preload/settings-schema';

/** The settings after `patch` (fields not named keep their value; `undefined` means "not named"; the PIN hash is kept). */
export function applyPatch(current: StoredSettings, patch: SettingsPatch): StoredSettings {
  return applySettingsPatch(current, patch);
}
