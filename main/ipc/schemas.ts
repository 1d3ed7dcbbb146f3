/**
 * The zod schema of each channel's payload (the argument of `ipcRenderer.invoke(channel, payload)`).
 * Channels without an argument take `undefined` and refuse anything else.
 */
import { z } from 'zod';
import type { Channel } from '../../preload/api';
import { matchIdSchema } from '../../shared-rules/core/match-schema';
import { pinSchema } from '../kiosk/pin';
import { appendRequestSchema } from '../saves/envelope';
import { settingsPatchSchema } from '../settings/patch';

/** Payload schema per channel. */
export const PAYLOAD_SCHEMAS = {
  'settings:get': z.undefined(),
  'settings:set': settingsPatchSchema,
  'saves:list': z.undefined(),
  'saves:load': matchIdSchema,
  'saves:append': appendRequestSchema,
  'saves:remove': matchIdSchema,
  'app:info': z.undefined(),
  'app:displays': z.undefined(),
  'kiosk:status': z.undefined(),
  /** A PIN, or '' (which opens only outside kiosk mode with no PIN set, and else counts as a wrong PIN). */
  'kiosk:unlock': pinSchema.or(z.literal('')),
  'kiosk:lock': z.undefined(),
  'kiosk:set-pin': pinSchema,
  'kiosk:exit': pinSchema.optional(),
} as const satisfies Record<Channel, z.ZodType>;

/** A channel's validated payload type. */
export type Payload<C extends Channel> = z.output<(typeof PAYLOAD_SCHEMAS)[C]>;
