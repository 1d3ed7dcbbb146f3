/**
 * The byte form of a map file: JSON with one top-level field per line and compact values
 * (small, diff-friendly, byte-stable), ending in a newline.
 */
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';

/** `map` as the text written to `assets/maps/transglobal/<id>.json`. */
export function serializeMap(map: TransglobalMap): string {
  const lines = Object.entries(map).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
