/**
 * The colours of the Railways of the World board (`#rrggbb`, sRGB). Land is light and low in
 * saturation so the player colours (Okabe–Ito, KIOSK.md) and the goods colours stay the loudest
 * things on the table; mountains are told by relief as well as colour, water hexes by a blue that
 * is lighter than any goods blue. Every piece has a dark outline.
 */

/** The goods colours by code (0 red, 1 yellow, 2 blue, 3 purple, 4 black) and grey (5), as the physical game prints them. */
export const GOODS_HEX: readonly string[] = ['#d3261d', '#f2c318', '#1f5fc4', '#7d3ca3', '#262626', '#9b9b9b'];

/** The ink that reads on each goods colour (a letter on a cube, a city's colour chip). */
export const GOODS_INK: readonly string[] = ['#ffffff', '#1b1b1b', '#ffffff', '#ffffff', '#ffffff', '#1b1b1b'];

/** The letter of each goods colour (the source's colour-blind aid: R, Y, B, P, K for black). */
export const GOODS_LETTER: readonly string[] = ['R', 'Y', 'B', 'P', 'K', ''];

/** Everything else on the board. */
export const RW_COLORS = {
  sea: '#a9cde6',
  land: '#e6dfc5',
  lake: '#7fb3dc',
  river: '#4d8cc9',
  plains: '#efe8cc',
  water: '#a7cbe8',
  mountain: '#b08a5c',
  peak: '#8d6a43',
  ridge: '#4b230c',
  ridgeSide: '#2e1505',
  outline: '#1b1b1b',
  cityRim: '#1b1b1b',
  emptyMarker: '#fbfbf7',
  /** A City Rotor's band when blank (no second colour). */
  rotorBlank: '#e9e4d6',
  ring: '#ffffff',
  /** The links a delivery would use: a bright band under the track. */
  path: '#fff27a',
  /** A step a bond would pay for. */
  bondStep: '#f5f5f5',
  /** The build aid's core: a white band under the tiles laid in this build, edged in the builder's colour. */
  aidCore: '#ffffff',
} as const;

/** The colours a track tile lies on (its hex's terrain, a mountain's peak, the rivers it crosses): what a track's edge must stand out from. */
export const TRACK_GROUNDS: readonly string[] = [RW_COLORS.plains, RW_COLORS.water, RW_COLORS.mountain, RW_COLORS.peak, RW_COLORS.river];
