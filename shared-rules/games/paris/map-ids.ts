/** The Paris Connection maps this build ships (ids only: the catalog imports this, not the maps). */
export const PARIS_MAP_IDS = ['france'] as const;
