/**
 * The IPC gate: every message is checked for its sender (./sender.ts) and its payload
 * (./schemas.ts) before its handler runs. Refusals and failures are logged and answered as
 * `Result` errors (`forbidden-sender`, `invalid-payload` with the zod issue path); nothing throws.
 */
import type { z } from 'zod';
import type { Channel, Result } from '../../preload/api';
import type { Logger } from '../log/logger';
import { fail } from '../result';
import { describeIssues, issuePath } from '../zod-issues';
import type { Handlers } from './handlers';
import { PAYLOAD_SCHEMAS } from './schemas';
import { senderRejection, type SenderEvent } from './sender';

/** Handles one message of `channel` from `event`'s sender with `payload`. */
export type Dispatch = (channel: Channel, event: SenderEvent, payload: unknown) => Promise<Result<unknown>>;

/** Every channel of the contract, in a fixed order. */
export const ALL_CHANNELS: readonly Channel[] = [
  'settings:get',
  'settings:set',
  'saves:list',
  'saves:load',
  'saves:append',
  'saves:remove',
  'app:info',
  'app:displays',
  'kiosk:status',
  'kiosk:unlock',
  'kiosk:lock',
  'kiosk:set-pin',
  'kiosk:exit',
];

/** Builds the dispatcher over a handler table. */
export function createDispatcher(handlers: Handlers, logger: Logger): Dispatch {
  const refuse = (channel: Channel, event: SenderEvent, result: Result<unknown>): Result<unknown> => {
    if (!result.ok) {
      logger.warn('ipc.rejected', { channel, code: result.error.code, message: result.error.message, detail: result.error.detail, url: event.senderFrame?.url });
    }
    return result;
  };

  const run = async (channel: Channel, payload: unknown): Promise<Result<unknown>> => {
    switch (channel) {
      case 'settings:get':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'settings:set':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'saves:list':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'saves:load':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'saves:append':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'saves:remove':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'app:info':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'app:displays':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'kiosk:status':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'kiosk:unlock':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'kiosk:lock':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'kiosk:set-pin':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
      case 'kiosk:exit':
        return withPayload(channel, PAYLOAD_SCHEMAS[channel], payload, handlers[channel]);
    }
  };

  return async (channel, event, payload) => {
    const rejection = senderRejection(event);
    if (rejection !== undefined) return refuse(channel, event, fail('forbidden-sender', rejection, channel));
    try {
      return refuse(channel, event, await run(channel, payload));
    } catch (error) {
      logger.error('ipc.handler-threw', { channel, error: String(error) });
      return fail('io-error', `${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

async function withPayload<T>(
  channel: Channel,
  schema: z.ZodType<T>,
  payload: unknown,
  handler: (payload: T) => Promise<Result<unknown>>,
): Promise<Result<unknown>> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return fail('invalid-payload', `${channel}: ${describeIssues(parsed.error)}`, issuePath(parsed.error));
  return handler(parsed.data);
}
