/**
 * The ids of the Transglobal maps this build ships, without their data (the lobby and the game's
 * catalog entry name them before any map is loaded; the maps themselves: ./transglobal-bundled.ts).
 */

/** The shipped maps' ids, in the order the lobby offers them; `usa` is the one for beginners (rules "Components"). */
export const TRANSGLOBAL_MAP_IDS = ['usa', 'europe', 'asia'] as const;

/** A shipped map id. */
export type TransglobalMapId = (typeof TRANSGLOBAL_MAP_IDS)[number];
