/** Where the Resourceful maps and their previews live in the repository. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The committed map with id `id`: `assets/maps/resourceful/<id>.json`. */
export function resourcefulMapPath(id: string): string {
  return resolve(root, `assets/maps/resourceful/${id}.json`);
}

/** The preview picture of map `id`: `docs/maps/resourceful-<id>.png`. */
export function resourcefulPreviewPath(id: string): string {
  return resolve(root, `docs/maps/resourceful-${id}.png`);
}
