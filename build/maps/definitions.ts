/** The map definitions the generator builds, by id (output `assets/maps/transglobal/<id>.json`). */
import type { MapDefinition } from './definition';
import { asia } from './data/asia';
import { europe } from './data/europe';
import { usa } from './data/usa';

/** Every map definition, in build order. */
export const DEFINITIONS: readonly MapDefinition[] = [usa, europe, asia];
