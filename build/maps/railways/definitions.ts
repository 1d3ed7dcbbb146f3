/** Every Railways of the World map definition the builder knows, in build order. */
import { EASTERN_US } from './data/eastern-us';
import { GREAT_BRITAIN } from './data/great-britain';
import { MEXICO } from './data/mexico';
import { PORTUGAL } from './data/portugal';
import { WESTERN_US } from './data/western-us';
import type { RailwaysDefinition } from './definition';

/** The definitions: one shipped map each (`assets/maps/railways/<id>.json`). */
export const RAILWAYS_DEFINITIONS: readonly RailwaysDefinition[] = [EASTERN_US, MEXICO, GREAT_BRITAIN, WESTERN_US, PORTUGAL];
