/** The Resourceful Rails maps this build ships (ids only: the catalog imports this, not the maps). `pacific-northwest` is the original game's region. */
export const RESOURCEFUL_MAP_IDS = ['pacific-northwest', 'europe'] as const;

/** A shipped map id. */
export type ResourcefulMapId = (typeof RESOURCEFUL_MAP_IDS)[number];
