/**
 * Reads a committed map file (`assets/maps/transglobal/<id>.json`) and validates it with the
 * contract's zod schema.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transglobalMapSchema, type TransglobalMap } from '../../shared-rules/maps/transglobal-map';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Path of the committed map file of `id`. */
export function mapPath(id: string): string {
  return resolve(ROOT, `assets/maps/transglobal/${id}.json`);
}

/** The committed map `id`, validated; throws a ZodError when it breaks the schema. */
export function loadCommittedMap(id: string): TransglobalMap {
  return transglobalMapSchema.parse(JSON.parse(readFileSync(mapPath(id), 'utf8')));
}
