/**
 * Islands and peninsulas cut off by the sea are reachable over $2 strait links, and only over
 * them (rules "Components"; MAPS.md: Dover–Calais, the Danish straits; Japan over straits).
 */
import { describe, expect, it } from 'vitest';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { loadCommittedMap } from '../../build/maps/load';

function reachable(map: TransglobalMap, from: number, useStraits: boolean): Set<number> {
  const adj = new Map<number, number[]>();
  for (const l of map.links) {
    if (!useStraits && l.reason === 'strait') continue;
    adj.set(l.a, [...(adj.get(l.a) ?? []), l.b]);
    adj.set(l.b, [...(adj.get(l.b) ?? []), l.a]);
  }
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === undefined) break;
    for (const w of adj.get(v) ?? []) {
      if (!seen.has(w)) {
        seen.add(w);
        stack.push(w);
      }
    }
  }
  return seen;
}

function node(map: TransglobalMap, cityId: string): number {
  const city = map.cities.find((c) => c.id === cityId);
  if (!city) throw new Error(`no city ${cityId}`);
  return city.intersection;
}

/** [map, island city, mainland city]: the island is joined to the mainland only by straits. */
const CASES: readonly (readonly [string, string, string])[] = [
  ['europe', 'london', 'paris'],
  ['europe', 'dublin', 'london'],
  ['europe', 'oslo', 'berlin'],
  ['europe', 'stockholm', 'hamburg'],
  ['europe', 'copenhagen', 'hamburg'],
  ['europe', 'palermo', 'naples'],
  ['asia', 'tokyo', 'seoul'],
  ['asia', 'sapporo', 'tokyo'],
  ['asia', 'fukuoka', 'busan'],
  ['asia', 'taipei', 'guangzhou'],
];

describe('straits', () => {
  it.each(CASES)('%s: %s reaches %s over strait links and not without them', (mapId, island, mainland) => {
    const map = loadCommittedMap(mapId);
    expect(reachable(map, node(map, island), true).has(node(map, mainland))).toBe(true);
    expect(reachable(map, node(map, island), false).has(node(map, mainland))).toBe(false);
  });
});
