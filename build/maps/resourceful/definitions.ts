/** The Resourceful map definitions the generator builds, by id (output `assets/maps/resourceful/<id>.json`). */
import type { ResourcefulDefinition } from './definition';
import { europe } from './data/europe';
import { pacificNorthwest } from './data/pacific-northwest';

/** Every Resourceful map definition, in build order. */
export const RESOURCEFUL_DEFINITIONS: readonly ResourcefulDefinition[] = [pacificNorthwest, europe];
