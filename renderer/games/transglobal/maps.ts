/**
 * The Transglobal Rail maps the board draws: the shipped maps come with the rules
 * (shared-rules/maps/transglobal-bundled.ts, imported as JSON modules, validated on first use),
 * so the page and the engine worker see the same maps with no registration step.
 */
import { TRANSGLOBAL_MAP_IDS, isTransglobalMapId, type TransglobalMapId } from '../../../shared-rules/maps/transglobal-bundled';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { getTransglobalMap } from '../../../shared-rules/maps/transglobal-registry';

export { TRANSGLOBAL_MAP_IDS, isTransglobalMapId, type TransglobalMapId };

/** The map `id` (shipped, or `fixture-grid`), or `undefined`. */
export function bundledMap(id: string): TransglobalMap | undefined {
  return getTransglobalMap(id);
}
