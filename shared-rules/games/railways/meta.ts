/**
 * Railways of the World's static facts: id, title, rules version, seats, default options and the
 * numbers the source gives (build costs, urbanizing, the bid, the cube bag, the action rounds).
 * Numbers the source does not give ("Our table") are in each map's data file (`./tables/`).
 * Source: shared/rules/railways-of-the-world.md.
 */
import type { GameMeta } from '../../core/types';
import type { RailwaysOptions } from './options';

/** The game id (design: the games table). */
export const RAILWAYS_ID = 'railways';

/**
 * The rules version recorded in every match (conventions §5). Bump it, and say why here,
 * whenever a change alters the replay of an old log.
 * - 1: first complete rules (Eastern US; traditional, first-to-pass and worst-is-first bidding; mines;
 *   fewer markers). Later additions keep old logs' replays: City Rotors (an option absent from old
 *   logs, off when absent) and the maps Mexico, Great Britain, Western US and Portugal.
 */
export const RAILWAYS_RULES_VERSION = 1;

/** A track tile's cost by terrain code (plains, water, mountain), $k (rules "A Build track"). */
export const TERRAIN_COST: readonly number[] = [2, 3, 4];
/** Crossing a ridge adds, $k (rules "A Build track"). */
export const RIDGE_COST = 4;
/** Track tiles one build action places (rules "A Build track"); Perfect Engineering: {@link PERFECT_ENGINEERING_TILES}. */
export const TILES_PER_BUILD = 4;
export const PERFECT_ENGINEERING_TILES = 5;
/** Urbanizing costs, $k, and draws this many cubes onto the new city (rules "B Urbanize"). */
export const URBANIZE_COST = 10;
export const URBANIZE_CUBES = 2;
/** The lowest bid, $k (rules "1. First-player auction"). */
export const MIN_BID = 1;
/** Cubes of each goods colour in the bag at the start (125 in all; rules "Setup"). */
export const CUBES_PER_COLOR = 25;
/** Action rounds per turn (rules "2. Three action rounds"). */
export const ACTION_ROUNDS = 3;
/** Engine levels (rules "C Upgrade engine", Our table 1–8): every railroad starts at 1. */
export const FIRST_ENGINE = 1;
/**
 * **Decision** (the physical game's crossing and complex tiles): a hex other than a city holds at
 * most two track tiles, and no two tiles in a hex (or two links into a city) share a hex side.
 */
export const TILES_PER_HEX = 2;

/** The bidding styles (rules "1. First-player auction" and its options). */
export const BIDDING_STYLES = ['traditional', 'first-to-pass', 'worst-is-first'] as const;
/** A bidding style. */
export type BiddingStyle = (typeof BIDDING_STYLES)[number];

/** Mines a player may place in a game, and a mine's price, $k; the most cubes a mine draws (rules "Mines"). */
export const MINES_PER_PLAYER = 2;
export const MINE_COST = 10;
export const MINE_DRAWS = 5;

/**
 * City Rotors (rules "Options from the source"; the wheel and which cities carry one are **Our
 * table**): the cities that print 3 cubes carry a rotor. A rotor shows the city's base colour and
 * a second colour (colour code 0–4) or a blank (5); cubes of either colour stop there. The wheel
 * runs red → yellow → blue → purple → black → blank → red, skipping the base colour: a rotor starts
 * on the entry after its base and turns one entry after every delivery to the city.
 */
export const ROTOR_BLANK = 5;
/** Which cities carry a rotor: those printing this many cubes (Our table). */
export const ROTOR_CITY_CUBES = 3;

/** The rotor's next second colour after `current` on a city of base colour `base` (codes 0–4, 5 blank). */
export function nextRotor(base: number, current: number): number {
  let k = (current + 1) % 6;
  if (k === base) k = (k + 1) % 6;
  return k;
}

/** Railways of the World's meta: 2–6 seats, the Eastern US map, the traditional auction, no mines, all the markers. */
export const railwaysMeta: GameMeta<RailwaysOptions> = {
  id: RAILWAYS_ID,
  title: 'Railways of the World',
  rulesVersion: RAILWAYS_RULES_VERSION,
  seats: { min: 2, max: 6 },
  defaultOptions: { mapId: 'eastern-us', bidding: 'traditional', mines: false, fewerMarkers: false, rotors: false },
};
