/**
 * The colours of the Resourceful Rails board (`#rrggbb`, sRGB). Land and water are light and
 * low in saturation so the Okabe–Ito player colours stay the loudest things on the table
 * (KIOSK.md "Player colours"); cities are the family's red, told apart by size and shape (major
 * hexagon, medium disc, small ring); terrain is told by shape as well as colour (a dot, a
 * triangle, a tall capped triangle). Every piece has a dark outline.
 */
export const RR_COLORS = {
  sea: '#9cc7e4',
  land: '#efe7cc',
  /** The relief (board kit): hill tops, foothills, peaks and snow (the mileposts say the cost). */
  hill: '#e2d8b4',
  mountainLow: '#cfb183',
  mountainHigh: '#7d5c40',
  snow: '#f6f3ec',
  inlandWater: '#5d9fd1',
  coast: '#6f8794',
  /** The lattice between mileposts: faint, so track stands out. */
  grid: '#c9bc98',
  /** An edge over a lake or sea inlet (+$3). */
  waterCrossing: '#2f78b5',
  ferry: '#0d6f7c',
  clear: '#5b5750',
  mountain: '#8a5a2b',
  mountainEdge: '#4a2c10',
  alpine: '#4d4166',
  alpineCap: '#f4f4f4',
  majorFill: '#e3b3a6',
  majorEdge: '#7a1f16',
  mediumFill: '#9d2c20',
  smallFill: '#fbf6ea',
  cityEdge: '#5a140e',
  outline: '#1b1b1b',
  ring: '#ffffff',
  planBuild: '#ffffff',
  source: '#1f7a3a',
  destination: '#7a1f16',
} as const;
