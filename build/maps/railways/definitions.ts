/** Every Railways of the World map definition the builder knows, in build order. */
import { EASTERN_US } from './data/eastern-us';
import type { RailwaysDefinition } from './definition';

/** The definitions: one shipped map each (`assets/maps/railways/<id>.json`). */
export const RAILWAYS_DEFINITIONS: readonly RailwaysDefinition[] = [EASTERN_US];
