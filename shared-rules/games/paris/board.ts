/**
 * The maps Paris Connection ships, as JSON modules (so every process importing the game has
 * them), and their derived boards (`ParisBoard`: kinds, values, capacities, neighbours across
 * passable sides), built once per map id on first use.
 */
import france from '../../../assets/maps/paris/france.json';
import { loadParisMap, type ParisBoard } from '../../maps/paris-map';
import type { PARIS_MAP_IDS } from './map-ids';

/** The shipped maps' unvalidated JSON by id. */
export const PARIS_MAP_JSON: Readonly<Record<(typeof PARIS_MAP_IDS)[number], unknown>> = { france };

const boards = new Map<string, ParisBoard>();

/** The board of map `mapId` (checked on first use). Throws `Error` for an unknown or broken map: options are parsed first, so that is a build error. */
export function boardOf(mapId: string): ParisBoard {
  const cached = boards.get(mapId);
  if (cached !== undefined) return cached;
  const json = new Map<string, unknown>(Object.entries(PARIS_MAP_JSON)).get(mapId);
  const loaded = loadParisMap(json);
  if (!loaded.ok) throw new Error(`Paris Connection map ${mapId}: ${loaded.error}`);
  boards.set(mapId, loaded.board);
  return loaded.board;
}
