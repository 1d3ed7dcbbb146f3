/**
 * The board's colours (`#rrggbb`, sRGB). Land and water are light and low in saturation so the
 * Okabe–Ito player colours and the region colours stay the loudest things on the table
 * (KIOSK.md "Player colours"); every piece also gets a dark outline.
 */
export const BOARD_COLORS = {
  /** Open sea, and lakes and rivers drawn over the land. */
  water: '#9cc7e4',
  /** Lakes and rivers, a little deeper than the sea so they read on land. */
  inlandWater: '#5d9fd1',
  /** The land plate's top. */
  land: '#efe5c8',
  /** The land plate's sides (seen only at a slant). */
  landSide: '#b7a67d',
  /** Foothills: where the relief starts. */
  mountainLow: '#d6bd8e',
  /** Peaks. */
  mountainHigh: '#7a5536',
  /** The coastline. */
  coast: '#5f7684',
  /** A $1 link: one thin line. */
  linkPlain: '#4b4b4b',
  /** A $2 link across a river: two blue lines. */
  linkRiver: '#1c5aa6',
  /** A $2 link through mountains: two dark brown lines. */
  linkMountain: '#5a3212',
  /** A $2 link across a strait: two teal lines. */
  linkStrait: '#0d6f7c',
  /** Outlines of every piece (cities, hubs, glow). */
  outline: '#1b1b1b',
  /** Steel rails. */
  rail: '#1a1a1a',
  /** The ballast bed under the track. */
  ballast: '#45413c',
  /** Wooden sleepers. */
  sleeper: '#b07a3c',
  /** The legal-link glow when no seat colour is given. */
  glowDefault: '#ffffff',
  /** The suggested route's dots. */
  suggestion: '#ffffff',
  /** City label text, and its halo. */
  labelText: '#151515',
  labelHalo: '#fffdf5',
} as const;
