/**
 * The Railways of the World Eastern US map (issue #18): the committed file is what the builder
 * makes from public geography, it loads, and it keeps our table's numbers (the definition's
 * docstring, `build/maps/railways/data/eastern-us.ts`): about 450–650 land hexes with 8–14 %
 * mountain and 8–15 % water, 20–45 ridge sides away from cities, 45–55 cities whose colours are
 * spread so a cube finds its colour near by, at most 95 printed cubes, and one connected board.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { railwaysMapText } from '../../build/maps/railways/build';
import { EASTERN_US } from '../../build/maps/railways/data/eastern-us';
import { makeRailwaysProjection } from '../../build/maps/railways/geography';
import { kmToAxial } from '../../build/maps/railways/hexgrid';
import { buildRailwaysMap } from '../../build/maps/railways/pipeline';
import { GOODS_COLORS, GREY, loadRailwaysMap, railwaysMapSchema, type RailwaysBoard } from '../../shared-rules/maps/railways-map';
import { getRailwaysBoard } from '../../shared-rules/maps/railways-maps';

const ROOT = join(import.meta.dirname, '..', '..');
const text = readFileSync(join(ROOT, 'assets/maps/railways/eastern-us.json'), 'utf8');
const committed: unknown = JSON.parse(text);
const loaded = loadRailwaysMap(committed);
if (!loaded.ok) throw new Error(loaded.error);
const board = loaded.board;
const map = railwaysMapSchema.parse(committed);
const cities = map.hexes.flatMap((h) => (h.city === undefined ? [] : [h.city]));

/** The hexes reachable from hex `start` over shared sides. */
function reachable(b: RailwaysBoard, start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const h = queue.pop() ?? 0;
    for (let d = 0; d < 6; d++) {
      const j = b.neighbor[h * 6 + d] ?? -1;
      if (j >= 0 && !seen.has(j)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen;
}

/**
 * The city-to-city graph a player's links roughly follow: two cities are next to each other when
 * the hexes nearer to one (by hex steps) share a side with the hexes nearer to the other.
 */
function cityGraph(b: RailwaysBoard): Set<number>[] {
  const owner = new Int32Array(b.n).fill(-1);
  let frontier = [...b.cities];
  b.cities.forEach((h, c) => (owner[h] = c));
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const h of frontier) {
      for (let d = 0; d < 6; d++) {
        const j = b.neighbor[h * 6 + d] ?? -1;
        if (j >= 0 && owner[j] === -1) {
          owner[j] = owner[h] ?? -1;
          next.push(j);
        }
      }
    }
    frontier = next;
  }
  const graph = b.cities.map(() => new Set<number>());
  for (let h = 0; h < b.n; h++) {
    for (let d = 0; d < 6; d++) {
      const j = b.neighbor[h * 6 + d] ?? -1;
      const a = owner[h] ?? -1;
      const c = j >= 0 ? (owner[j] ?? -1) : -1;
      if (a >= 0 && c >= 0 && a !== c) {
        graph[a]?.add(c);
        graph[c]?.add(a);
      }
    }
  }
  return graph;
}

describe('the Eastern US map', () => {
  it('is exactly what the builder makes from the npm geography (rebuild: npx tsx build/maps/railways/build.ts)', () => {
    expect(railwaysMapText(buildRailwaysMap(EASTERN_US))).toBe(text);
  });

  it('passes the loader, is served as eastern-us, and is one line of JSON under 150 KB', () => {
    expect(getRailwaysBoard('eastern-us')?.n).toBe(board.n);
    expect(map.id).toBe('eastern-us');
    expect(text.indexOf('\n')).toBe(text.length - 1);
    expect(text.length).toBeLessThan(150 * 1024);
    expect(map.credits).toMatch(/Natural Earth/);
  });

  it('has 450–650 land hexes: 8–14 % mountain, 8–15 % water, the rest plains', () => {
    const share = (t: string) => map.hexes.filter((h) => h.terrain === t).length / map.hexes.length;
    expect(map.hexes.length).toBeGreaterThanOrEqual(450);
    expect(map.hexes.length).toBeLessThanOrEqual(650);
    expect(share('mountain')).toBeGreaterThanOrEqual(0.08);
    expect(share('mountain')).toBeLessThanOrEqual(0.14);
    expect(share('water')).toBeGreaterThanOrEqual(0.08);
    expect(share('water')).toBeLessThanOrEqual(0.15);
  });

  it('has 20–45 ridge sides, none of them on a city hex', () => {
    expect(map.ridges.length).toBeGreaterThanOrEqual(20);
    expect(map.ridges.length).toBeLessThanOrEqual(45);
    for (const { a, b } of map.ridges) {
      expect(board.cityOf[a], `ridge ${a}–${b}`).toBe(-1);
      expect(board.cityOf[b], `ridge ${a}–${b}`).toBe(-1);
    }
  });

  it('lets every city reach every other city over land hexes', () => {
    const first = board.cities[0] ?? 0;
    const seen = reachable(board, first);
    for (const c of board.cities) expect(seen.has(c), map.hexes[c]?.city?.id).toBe(true);
    expect(seen.size).toBe(board.n);
  });

  it('never puts two cities on neighbouring hexes: the loader refuses a map that moves one next to another', () => {
    for (const c of board.cities) {
      for (let d = 0; d < 6; d++) expect(board.cityOf[board.neighbor[c * 6 + d] ?? -1] ?? -1, map.hexes[c]?.city?.id).toBe(-1);
    }
    const pittsburgh = board.cities[board.cityIndex.get('pittsburgh') ?? -1] ?? -1;
    const beside = [0, 1, 2, 3, 4, 5].map((d) => board.neighbor[pittsburgh * 6 + d] ?? -1).find((j) => j >= 0) ?? -1;
    const city = map.hexes[pittsburgh]?.city;
    const moved = { ...map, hexes: map.hexes.map((h, i) => (i === beside ? { ...h, city: { ...city, id: 'second-pittsburgh' } } : h)) };
    expect(loadRailwaysMap(moved)).toMatchObject({ ok: false, error: expect.stringMatching(/neighbours/) });
  });

  it('has 45–55 cities: 34–40 coloured printing 2 or 3 cubes, 10–16 grey printing none, at most 95 cubes in all', () => {
    const coloured = cities.filter((c) => c.color !== 'grey');
    expect(cities.length).toBeGreaterThanOrEqual(45);
    expect(cities.length).toBeLessThanOrEqual(55);
    expect(coloured.length).toBeGreaterThanOrEqual(34);
    expect(coloured.length).toBeLessThanOrEqual(40);
    for (const c of coloured) expect([2, 3], c.id).toContain(c.cubes);
    for (const c of cities.filter((x) => x.color === 'grey')) expect(c.cubes, c.id).toBe(0);
    expect(cities.length - coloured.length).toBeGreaterThanOrEqual(10);
    expect(cities.length - coloured.length).toBeLessThanOrEqual(16);
    expect(cities.reduce((sum, c) => sum + c.cubes, 0)).toBeLessThanOrEqual(95);
  });

  it('gives each colour 5–9 cities and the biggest cities 3 cubes', () => {
    for (const colour of GOODS_COLORS) {
      const n = cities.filter((c) => c.color === colour).length;
      expect(n, colour).toBeGreaterThanOrEqual(5);
      expect(n, colour).toBeLessThanOrEqual(9);
    }
    for (const id of ['new-york', 'chicago', 'philadelphia', 'boston', 'pittsburgh', 'detroit', 'st-louis', 'baltimore']) {
      expect(cities.find((c) => c.id === id)?.cubes, id).toBe(3);
    }
  });

  it('lets a cube of any colour at a coloured city find a city of its colour within 3 city-to-city steps, and no neighbours share a colour', () => {
    const graph = cityGraph(board);
    const coloured = board.cities.map((_, c) => c).filter((c) => board.cityColor[c] !== GREY);
    for (const c of coloured) {
      const steps = board.cities.map(() => Infinity);
      steps[c] = 0;
      let frontier = [c];
      while (frontier.length > 0) {
        const next: number[] = [];
        for (const x of frontier) {
          for (const y of graph[x] ?? []) {
            if ((steps[y] ?? 0) > (steps[x] ?? 0) + 1) {
              steps[y] = (steps[x] ?? 0) + 1;
              next.push(y);
            }
          }
        }
        frontier = next;
      }
      const id = map.hexes[board.cities[c] ?? 0]?.city?.id;
      GOODS_COLORS.forEach((colour, k) => {
        const nearest = Math.min(...coloured.filter((o) => o !== c && board.cityColor[o] === k).map((o) => steps[o] ?? Infinity));
        expect(nearest, `${id} → ${colour}`).toBeLessThanOrEqual(3);
      });
      for (const o of graph[c] ?? []) expect(board.cityColor[o], `${id} beside ${map.hexes[board.cities[o] ?? 0]?.city?.id}`).not.toBe(board.cityColor[c]);
    }
  });

  it('puts each city on the hex that holds its real place', () => {
    const proj = makeRailwaysProjection(EASTERN_US);
    for (const hex of map.hexes) {
      if (hex.city === undefined) continue;
      expect(kmToAxial(map.hexSizeKm, proj.project([hex.city.lon, hex.city.lat])), hex.city.id).toEqual([hex.q, hex.r]);
    }
  });
});
