/**
 * Durable file operations of the save store: an atomic write (write-file-atomic: temp file,
 * fsync, rename) followed by an fsync of the folder so the rename itself survives a power cut.
 */
import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * Fsyncs a folder so that renames and new files in it are durable. Windows cannot open a
 * folder for fsync (EPERM/EISDIR), so errors there are ignored; elsewhere they are thrown.
 */
export async function fsyncDir(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (process.platform !== 'win32') throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes `text` (UTF-8) to `file` atomically and durably: temp file, fsync, rename, folder fsync. Throws on I/O errors. */
export async function writeFileDurably(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text, { encoding: 'utf8', fsync: true });
  await fsyncDir(dirname(file));
}

/** Renames `from` to `to`; `false` when `from` does not exist. Other errors are thrown. */
export async function renameIfExists(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Whether an error is Node's "no such file" (ENOENT). */
export function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
