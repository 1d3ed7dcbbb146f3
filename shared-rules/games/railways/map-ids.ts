/** The Railways of the World maps this build ships (ids only: the catalog imports this, not the maps). `eastern-us` is the first map (issue #18). */
export const RAILWAYS_MAP_IDS = ['eastern-us', 'mexico', 'great-britain', 'western-us', 'portugal'] as const;

/** A shipped map id. */
export type RailwaysMapId = (typeof RAILWAYS_MAP_IDS)[number];
