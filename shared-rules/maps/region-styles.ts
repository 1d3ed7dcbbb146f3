/**
 * Region colours and symbols shared by the three maps. Colours are dark inks for contrast on
 * the pale land and white labels (CIEDE2000 ≥ 40 from the land), and kept away from the
 * Okabe–Ito player palette (blue, vermillion, bluish green, yellow, sky blue, reddish purple)
 * and from each other: every region colour is at least 25 CIEDE2000 from every player colour
 * and every other region colour (the old navy, teal and purple were 18–23 from blue, bluish
 * green and reddish purple; tests/renderer-board/region-palette.test.ts). Chosen by a search
 * over dark colours (CIELAB L* 32–55) that maximised the smallest of those differences.
 */
import type { MapRegion } from './transglobal-map';

/** The five region styles in map order: colour `#rrggbb` and symbol. */
export const REGION_STYLES: readonly Pick<MapRegion, 'color' | 'symbol'>[] = [
  { color: '#aa0022', symbol: 'circle' },
  { color: '#665566', symbol: 'square' },
  { color: '#335544', symbol: 'triangle' },
  { color: '#9922ee', symbol: 'diamond' },
  { color: '#664400', symbol: 'star' },
];
