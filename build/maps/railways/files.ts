/** Where the Railways of the World maps and their previews live in the repository. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The committed map with id `id`: `assets/maps/railways/<id>.json`. */
export function railwaysMapPath(id: string): string {
  return resolve(root, `assets/maps/railways/${id}.json`);
}

/** The preview picture of map `id`: `docs/maps/railways-<id>.png`. */
export function railwaysPreviewPath(id: string): string {
  return resolve(root, `docs/maps/railways-${id}.png`);
}
