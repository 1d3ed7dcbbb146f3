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
  'kiosk:exit': pinSchema,
} as const satisfies Record<Channel, z.ZodType>;

/** A channel's validated payload type. */
export type Payload<C extends Channel> = z.output<(typeof PAYLOAD_SCHEMAS)[C]>;
