/** Regions of the three maps, styled by `REGION_STYLES` (shared-rules/maps/region-styles.ts). */
import type { MapRegion } from '../../../shared-rules/maps/transglobal-map';
import { REGION_STYLES } from '../../../shared-rules/maps/region-styles';

export { REGION_STYLES } from '../../../shared-rules/maps/region-styles';

/** Regions from `[id, name]` pairs, styled in order by `REGION_STYLES`. */
export function styledRegions(list: readonly (readonly [string, string])[]): MapRegion[] {
  return list.map(([id, name], i) => {
    const style = REGION_STYLES[i % REGION_STYLES.length] ?? { color: '#000000', symbol: 'circle' };
    return { id, name, ...style };
  });
}
