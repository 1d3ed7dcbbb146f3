/**
 * The byte form of a map file: JSON with one top-level field per line and compact values
 * (small, diff-friendly, byte-stable), ending in a newline.
 */

/**
 * `map` (a parsed map object: a `TransglobalMap` or a `ResourcefulMap`) as the text written to
 * `assets/maps/<game>/<id>.json`; keys keep the object's order.
 */
export function serializeMap(map: Readonly<Record<string, unknown>>): string {
  const lines = Object.entries(map).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
