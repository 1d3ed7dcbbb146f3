/**
 * Settings patches from the renderer (`SettingsPatch` in preload/api.ts): the zod schema that
 * checks one (unknown keys refused, same limits as the stored settings) and the merge.
 */
import { z } from 'zod';
import type { SettingsPatch } from '../../preload/api';
import { storedSettingsSchema, type StoredSettings } from './schema';

const shape = storedSettingsSchema.shape;
const transglobal = shape.gameDefaults.shape.transglobal.shape;

/** A `SettingsPatch`: any subset of the writable fields, nothing else (the PIN hash is not writable). */
export const settingsPatchSchema = z.strictObject({
  mode: shape.mode.optional(),
  displayId: shape.displayId.optional(),
  language: shape.language.optional(),
  volume: z.strictObject({ music: shape.volume.shape.music.optional(), effects: shape.volume.shape.effects.optional() }).optional(),
  pxPerMm: shape.pxPerMm.optional(),
  idle: z.strictObject({ timeoutS: shape.idle.shape.timeoutS.optional(), countdownS: shape.idle.shape.countdownS.optional() }).optional(),
  gameDefaults: z
    .strictObject({
      transglobal: z.strictObject({ startingBank: transglobal.startingBank.optional(), taxFloor: transglobal.taxFloor.optional() }).optional(),
    })
    .optional(),
});

// The schema accepts exactly the contract's patch type.
const _patch: z.infer<typeof settingsPatchSchema> extends SettingsPatch ? true : false = true;
void _patch;

/** The settings after `patch` (fields not named keep their value; `undefined` means "not named"). */
export function applyPatch(current: StoredSettings, patch: SettingsPatch): StoredSettings {
  const tg = patch.gameDefaults?.transglobal;
  return {
    mode: patch.mode ?? current.mode,
    displayId: patch.displayId === undefined ? current.displayId : patch.displayId,
    language: patch.language ?? current.language,
    volume: {
      music: patch.volume?.music ?? current.volume.music,
      effects: patch.volume?.effects ?? current.volume.effects,
    },
    pxPerMm: patch.pxPerMm ?? current.pxPerMm,
    idle: {
      timeoutS: patch.idle?.timeoutS ?? current.idle.timeoutS,
      countdownS: patch.idle?.countdownS ?? current.idle.countdownS,
    },
    gameDefaults: {
      transglobal: {
        startingBank: tg?.startingBank ?? current.gameDefaults.transglobal.startingBank,
        taxFloor: tg?.taxFloor === undefined ? current.gameDefaults.transglobal.taxFloor : tg.taxFloor,
      },
    },
    adminPinHash: current.adminPinHash,
  };
}
