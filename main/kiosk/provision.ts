/**
 * Setting the admin PIN without any UI for it: the operator writes the PIN (4–12 digits) into
 * `<userData>/admin-pin.txt`; at the next start main hashes it into settings (main/kiosk/pin.ts)
 * and deletes the file, so the PIN never stays on disk in plain text. An invalid file is
 * deleted too, and logged.
 */
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../log/logger';
import { isNotFound } from '../saves/atomic';
import { hashPin, pinSchema } from './pin';

/** The provisioning file's name inside the user-data folder. */
export const PIN_FILE_NAME = 'admin-pin.txt';

/** What happened: no file, a PIN stored, or a file refused (deleted) with the reason. */
export type ProvisionOutcome = { readonly kind: 'none' } | { readonly kind: 'stored' } | { readonly kind: 'refused'; readonly reason: string };

/** Reads, hashes and stores a PIN from `<dir>/admin-pin.txt` if there is one, then deletes the file. */
export async function provisionPinFromFile(dir: string, store: (hash: string) => void, logger: Logger): Promise<ProvisionOutcome> {
  const file = join(dir, PIN_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return { kind: 'none' };
    throw error;
  }
  await unlink(file);
  const parsed = pinSchema.safeParse(text.trim());
  if (!parsed.success) {
    const reason = 'admin-pin.txt must hold 4–12 digits';
    logger.error('kiosk.pin-refused', { reason });
    return { kind: 'refused', reason };
  }
  store(await hashPin(parsed.data));
  logger.info('kiosk.pin-stored');
  return { kind: 'stored' };
}
