/**
 * Islands and peninsulas cut off by the sea are reachable over $2 strait links, and only over
 * them (rules "Components"; MAPS.md: Dover–Calais, the Danish straits; Japan over straits).
 */
import { describe, expect, it } from 'vitest';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { DEFINITIONS } from '../../build/maps/definitions';
import { loadCommittedMap } from '../../build/maps/load';
import { makeProjection } from '../../build/maps/project';

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

/** The intersection nearest a lon/lat place (for islands without a city, e.g. Sicily). */
function nodeNear(map: TransglobalMap, lonLat: readonly [number, number]): number {
  const def = DEFINITIONS.find((d) => d.id === map.id);
  if (!def) throw new Error(`no definition ${map.id}`);
  const [x, y] = makeProjection(def).project(lonLat);
  let best = { id: -1, d: Infinity };
  for (const n of map.intersections) {
    const d = Math.hypot(n.x - x, n.y - y);
    if (d < best.d) best = { id: n.id, d };
  }
  expect(best.d).toBeLessThanOrEqual(map.spacingKm / 2);
  return best.id;
}

/** [map, island city, mainland city]: the island is joined to the mainland only by straits. */
const CASES: readonly (readonly [string, string, string])[] = [
  ['europe', 'london', 'paris'],
  ['europe', 'dublin', 'london'],
  ['europe', 'oslo', 'berlin'],
  ['europe', 'belfast', 'london'],
  ['europe', 'stockholm', 'berlin'],
  ['europe', 'gothenburg', 'berlin'],
  ['europe', 'copenhagen', 'berlin'],
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

  it('europe: Sicily (the intersection nearest Palermo) reaches Naples over the Strait of Messina and not without it', () => {
    const map = loadCommittedMap('europe');
    const sicily = nodeNear(map, [13.36, 38.12]);
    expect(reachable(map, sicily, true).has(node(map, 'naples'))).toBe(true);
    expect(reachable(map, sicily, false).has(node(map, 'naples'))).toBe(false);
  });
});
