/**
 * The Transglobal map loader and registry: a map is checked as data before any rule uses it,
 * and real maps are registered from JSON (shared-rules never reads files).
 */
import { describe, expect, it } from 'vitest';
import { fixtureGridMap } from '../../../shared-rules/maps/fixture-grid';
import { loadTransglobalMap } from '../../../shared-rules/maps/transglobal-load';
import { getTransglobalMap, registerTransglobalMapJson, transglobalMapIds } from '../../../shared-rules/maps/transglobal-registry';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';

const good = (): TransglobalMap => structuredClone(fixtureGridMap());

function refusal(map: unknown): string {
  const loaded = loadTransglobalMap(map);
  return loaded.ok ? 'accepted' : loaded.error;
}

describe('loadTransglobalMap', () => {
  it('accepts the fixture grid: 5 regions × 7 cities, 2 dashed each, ~250 intersections', () => {
    const loaded = loadTransglobalMap(JSON.parse(JSON.stringify(good())));
    expect(loaded.ok).toBe(true);
    const map = fixtureGridMap();
    expect(map.intersections.length).toBe(248);
    expect(map.links.length).toBe(674);
    expect(map.cities.length).toBe(35);
  });

  it('refuses what is not a map at all', () => {
    expect(refusal(null)).toMatch(/not a Transglobal map/);
    expect(refusal({ ...good(), format: 'other' })).toMatch(/format/);
  });

  it('refuses ids that are not dense', () => {
    const m = good();
    m.intersections[3] = { ...m.intersections[3], id: 99, q: 0, r: 0, x: 0, y: 0 };
    expect(refusal(m)).toMatch(/intersection at position 3/);
    const l = good();
    const link = l.links[5];
    if (link) l.links[5] = { ...link, id: 6 };
    expect(refusal(l)).toMatch(/link at position 5/);
  });

  it('refuses links whose ends are missing, reversed or repeated', () => {
    const m = good();
    const link = m.links[0];
    if (!link) throw new Error('links');
    m.links[0] = { ...link, a: link.b, b: link.a };
    expect(refusal(m)).toMatch(/a < b/);
    const far = good();
    const f = far.links[0];
    if (f) far.links[0] = { ...f, b: 10_000 };
    expect(refusal(far)).toMatch(/does not exist/);
    const dup = good();
    const d0 = dup.links[0];
    const d1 = dup.links[1];
    if (d0 && d1) dup.links[1] = { ...d1, a: d0.a, b: d0.b };
    expect(refusal(dup)).toMatch(/already joined/);
  });

  it('refuses cities off the grid, in unknown regions, sharing an intersection, or unreachable', () => {
    const off = good();
    const c = off.cities[0];
    if (!c) throw new Error('cities');
    off.cities[0] = { ...c, intersection: 10_000 };
    expect(refusal(off)).toMatch(/does not exist/);
    const region = good();
    region.cities[0] = { ...c, region: 'nowhere' };
    expect(refusal(region)).toMatch(/unknown region/);
    const shared = good();
    shared.cities[1] = { ...(shared.cities[1] ?? c), intersection: c.intersection };
    expect(refusal(shared)).toMatch(/shares intersection/);
    const cut = good();
    const target = cut.cities[6]?.intersection ?? -1;
    cut.links = cut.links.filter((l) => l.a !== target && l.b !== target).map((l, id) => ({ ...l, id }));
    expect(refusal(cut)).toMatch(/cannot be reached/);
  });

  it('refuses intersections or links inside a no-grid area', () => {
    const m = good();
    const v = m.intersections[40];
    if (!v) throw new Error('intersections');
    m.noGrid = [[[v.x - 50, v.y - 50], [v.x + 50, v.y - 50], [v.x + 50, v.y + 50], [v.x - 50, v.y + 50]]];
    expect(refusal(m)).toMatch(/intersection 40 lies inside a no-grid area/);
    const l = good();
    const link = l.links[40];
    const a = link && l.intersections[link.a];
    const b = link && l.intersections[link.b];
    if (!a || !b) throw new Error('links');
    const [mx, my] = [(a.x + b.x) / 2, (a.y + b.y) / 2];
    l.noGrid = [[[mx - 20, my - 20], [mx + 20, my - 20], [mx + 20, my + 20], [mx - 20, my + 20]]];
    expect(refusal(l)).toMatch(/link 40 runs through a no-grid area/);
    // A point just inside the drawn outline (simplified) is tolerated.
    const edge = good();
    edge.noGrid = [[[v.x - 5, v.y - 5], [v.x + 5, v.y - 5], [v.x + 5, v.y + 5], [v.x - 5, v.y + 5]]];
    expect(refusal(edge)).toBe('accepted');
  });

  it('refuses maps without 5 regions of 7 cities and 2 dashed each', () => {
    const fewer = good();
    fewer.cities = fewer.cities.slice(1);
    expect(refusal(fewer)).toMatch(/has 6 cities/);
    const dashed = good();
    dashed.cities = dashed.cities.map((c, i) => (i === 2 ? { ...c, dashed: true } : c));
    expect(refusal(dashed)).toMatch(/3 dashed/);
    const regions = good();
    regions.regions = regions.regions.slice(0, 4);
    expect(refusal(regions)).toMatch(/5 regions|unknown region/);
  });
});

describe('the map registry', () => {
  it('always knows fixture-grid and registers real maps from JSON by id', () => {
    expect(getTransglobalMap('fixture-grid')?.id).toBe('fixture-grid');
    expect(registerTransglobalMapJson({ nope: 1 }).ok).toBe(false);
    expect(getTransglobalMap('registry-test')).toBeUndefined();
    const loaded = registerTransglobalMapJson({ ...good(), id: 'registry-test' });
    expect(loaded.ok).toBe(true);
    expect(getTransglobalMap('registry-test')?.links.length).toBe(674);
    expect(transglobalMapIds()).toContain('registry-test');
  });
});
