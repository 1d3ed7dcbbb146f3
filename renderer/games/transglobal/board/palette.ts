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
  /** Rolling hills on open land (the land colour at their tops). */
  hill: '#e2d6b0',
  /** Foothills: where the relief starts. */
  mountainLow: '#cfb183',
  /** Peaks. */
  mountainHigh: '#7d5c40',
  /** Snow on the highest peaks. */
  snow: '#f6f3ec',
  /** The table around the board (the canvas background): the board fades into it at its edges. */
  table: '#14202a',
  /** Shallow water by the coasts, and open sea far from land. */
  seaShallow: '#a9d4ec',
  seaDeep: '#5f9ccb',
  /** The coastline. */
  coast: '#5f7684',
  /** A $1 link: one thin line. */
  linkPlain: '#645d53',
  /** A $2 link across a river: two blue lines. */
  linkRiver: '#1c5aa6',
  /** A $2 link through mountains: two dark brown lines. */
  linkMountain: '#5a3212',
  /** A $2 link across a strait: two teal lines. */
  linkStrait: '#0d6f7c',
  /** Outlines of every piece (cities, hubs, glow). */
  outline: '#1b1b1b',
  /** Steel rails (their crowns; the flanks take the light's shading). */
  rail: '#c9ced6',
  /** The ballast bed under the track. */
  ballast: '#3f3a35',
  /** Wooden sleepers. */
  sleeper: '#8a5a2b',
  /** The legal-link glow when no seat colour is given. */
  glowDefault: '#ffffff',
  /** The suggested route's dots. */
  suggestion: '#ffffff',
  /** City label text, and its halo. */
  labelText: '#151515',
  labelHalo: '#fffdf5',
} as const;
