/**
 * Region colours and symbols shared by the three maps. Colours are dark and saturated for
 * contrast on the pale land and white labels, and kept away from the Okabe–Ito player palette
 * (orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple).
 */
import type { MapRegion } from '../../../shared-rules/maps/transglobal-map';

/** The five region styles in map order: colour `#rrggbb` and symbol. */
export const REGION_STYLES: readonly Pick<MapRegion, 'color' | 'symbol'>[] = [
  { color: '#b71c1c', symbol: 'circle' },
  { color: '#283593', symbol: 'square' },
  { color: '#827717', symbol: 'triangle' },
  { color: '#8e24aa', symbol: 'diamond' },
  { color: '#00838f', symbol: 'star' },
];

/** Regions from `[id, name]` pairs, styled in order by `REGION_STYLES`. */
export function styledRegions(list: readonly (readonly [string, string])[]): MapRegion[] {
  return list.map(([id, name], i) => {
    const style = REGION_STYLES[i % REGION_STYLES.length] ?? { color: '#000000', symbol: 'circle' };
    return { id, name, ...style };
  });
}
