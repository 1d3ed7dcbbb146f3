/**
 * The committed Transglobal Rail maps (assets/maps/transglobal/*.json) against the contract
 * and the balance targets of shared/rules/transglobal-rail.md ("Balance targets for our maps").
 */
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../build/maps/definitions';
import { pointInRing, samplePoints, type Pt } from '../../build/maps/geometry';
import { loadCommittedMap } from '../../build/maps/load';
import { componentSizes, linkShares, snapDistances } from '../../build/maps/map-stats';
import { loadTransglobalMap } from '../../shared-rules/maps/transglobal-load';

/** Targets: about 180–260 intersections; $2 links 15–35 % of all links. */
const TARGET = { minNodes: 180, maxNodes: 260, minExpensive: 0.15, maxExpensive: 0.35 } as const;

describe.each(DEFINITIONS.map((def) => [def.id, def] as const))('map %s', (id, def) => {
  const map = loadCommittedMap(id);

  it('passes the zod schema and has dense ids with link ends a < b', () => {
    map.intersections.forEach((n, i) => expect(n.id).toBe(i));
    map.links.forEach((l, i) => {
      expect(l.id).toBe(i);
      expect(l.a).toBeLessThan(l.b);
      expect(l.b).toBeLessThan(map.intersections.length);
      expect(l.cost).toBe(l.reason === 'plain' ? 1 : 2);
    });
  });

  it("is accepted by the game's map loader (cross-checks beyond the schema)", () => {
    const loaded = loadTransglobalMap(map);
    expect(loaded.ok ? 'ok' : loaded.error).toBe('ok');
  });

  it('is one connected network with no isolated intersection', () => {
    expect(componentSizes(map)).toEqual([map.intersections.length]);
    const degree = new Array<number>(map.intersections.length).fill(0);
    for (const l of map.links) {
      degree[l.a] = (degree[l.a] ?? 0) + 1;
      degree[l.b] = (degree[l.b] ?? 0) + 1;
    }
    expect(Math.min(...degree)).toBeGreaterThan(0);
  });

  it('has 180–260 intersections', () => {
    expect(map.intersections.length).toBeGreaterThanOrEqual(TARGET.minNodes);
    expect(map.intersections.length).toBeLessThanOrEqual(TARGET.maxNodes);
  });

  it('has 15–35 % of its links at $2', () => {
    const { expensiveShare } = linkShares(map);
    expect(expensiveShare).toBeGreaterThanOrEqual(TARGET.minExpensive);
    expect(expensiveShare).toBeLessThanOrEqual(TARGET.maxExpensive);
  });

  it('has 5 regions of 7 cities, each region a distinct colour and symbol, 2 dashed per region', () => {
    expect(map.regions).toHaveLength(5);
    expect(new Set(map.regions.map((r) => r.color)).size).toBe(5);
    expect(new Set(map.regions.map((r) => r.symbol)).size).toBe(5);
    expect(map.cities).toHaveLength(35);
    for (const region of map.regions) {
      const cities = map.cities.filter((c) => c.region === region.id);
      expect(cities).toHaveLength(7);
      expect(cities.filter((c) => c.dashed)).toHaveLength(2);
    }
  });

  it('puts the 35 cities on distinct intersections', () => {
    expect(new Set(map.cities.map((c) => c.intersection)).size).toBe(35);
  });

  it('snaps every city within half the grid spacing of its true place', () => {
    const worst = Math.max(...snapDistances(map, def));
    expect(worst).toBeLessThanOrEqual(map.spacingKm / 2);
  });

  it('gives every city an English name and Arabic and Korean forms', () => {
    for (const c of map.cities) {
      expect(c.name).toMatch(/^[A-Za-z][A-Za-z .'-]*$/);
      expect(c.localNames?.ar).toMatch(/[\u0600-\u06ff]/);
      expect(c.localNames?.ko).toMatch(/[\uac00-\ud7af]/);
    }
  });

  it('has no intersection or link inside a no-grid area', () => {
    for (const ring of map.noGrid) {
      for (const n of map.intersections) expect(pointInRing([n.x, n.y], ring)).toBe(false);
      for (const l of map.links) {
        const a = map.intersections[l.a];
        const b = map.intersections[l.b];
        if (!a || !b) throw new Error(`link ${l.id} has a missing end`);
        const inside = samplePoints([a.x, a.y], [b.x, b.y], 9).filter((p: Pt) => pointInRing(p, ring));
        expect(inside).toHaveLength(0);
      }
    }
  });
});

describe('Asia', () => {
  it('has a no-grid Himalaya/Tibet area', () => {
    expect(loadCommittedMap('asia').noGrid.length).toBeGreaterThan(0);
  });
});
