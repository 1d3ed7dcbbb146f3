/**
 * The Railways of the World maps (issues #18, #19): each committed file is what the builder makes
 * from public geography, it loads, and it keeps our table's numbers (each definition's docstring,
 * `build/maps/railways/data/<id>.ts`, and the ranges in `SPECS` below): its land hexes, mountain
 * and water shares, ridge sides away from cities, cities whose colours are spread so a cube finds
 * its colour near by, at most 95 printed cubes (the bag holds 125), and one connected board.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { railwaysMapText } from '../../build/maps/railways/build';
import { RAILWAYS_DEFINITIONS } from '../../build/maps/railways/definitions';
import { makeRailwaysProjection } from '../../build/maps/railways/geography';
import { kmToAxial } from '../../build/maps/hexgrid';
import { buildRailwaysMap } from '../../build/maps/railways/pipeline';
import { GOODS_COLORS, GREY, loadRailwaysMap, railwaysMapSchema, type RailwaysBoard } from '../../shared-rules/maps/railways-map';
import { getRailwaysBoard } from '../../shared-rules/maps/railways-maps';

import { RAILWAYS_MAP_IDS } from '../../shared-rules/games/railways/map-ids';
import { getRailwaysTable } from '../../shared-rules/games/railways/tables';

const ROOT = join(import.meta.dirname, '..', '..');

/** A range, both ends included. */
type Range = readonly [number, number];

/**
 * Our table's design ranges per map (the definitions' docstrings): land hexes, the mountain and
 * water shares, ridge sides, cities, coloured and grey cities, and the cities that print 3 cubes.
 */
type Spec = {
  readonly hexes: Range;
  readonly mountain: Range;
  readonly water: Range;
  readonly ridges: Range;
  readonly cities: Range;
  readonly coloured: Range;
  readonly grey: Range;
  /** Cities of each colour. */
  readonly perColour: Range;
  readonly big: readonly string[];
};

const SPECS: Record<string, Spec> = {
  'eastern-us': {
    hexes: [450, 650], mountain: [0.08, 0.14], water: [0.08, 0.15], ridges: [20, 45],
    cities: [45, 55], coloured: [34, 40], grey: [10, 16], perColour: [5, 9],
    big: ['new-york', 'chicago', 'philadelphia', 'boston', 'pittsburgh', 'detroit', 'st-louis', 'baltimore'],
  },
  mexico: {
    hexes: [400, 650], mountain: [0.15, 0.32], water: [0.04, 0.12], ridges: [15, 45],
    cities: [36, 50], coloured: [26, 38], grey: [8, 16], perColour: [4, 9],
    big: ['mexico-city', 'guadalajara', 'monterrey', 'puebla'],
  },
  'great-britain': {
    hexes: [400, 650], mountain: [0.12, 0.26], water: [0.05, 0.14], ridges: [12, 40],
    cities: [36, 50], coloured: [26, 38], grey: [8, 16], perColour: [4, 9],
    big: ['london', 'birmingham', 'manchester', 'glasgow', 'liverpool'],
  },
  'western-us': {
    hexes: [450, 650], mountain: [0.18, 0.34], water: [0.04, 0.12], ridges: [20, 45],
    cities: [38, 50], coloured: [28, 38], grey: [8, 16], perColour: [4, 9],
    big: ['san-francisco', 'los-angeles', 'denver', 'seattle'],
  },
  portugal: {
    hexes: [300, 560], mountain: [0.1, 0.26], water: [0.05, 0.14], ridges: [8, 35],
    cities: [28, 42], coloured: [20, 32], grey: [6, 14], perColour: [3, 8],
    big: ['lisbon', 'porto'],
  },
};

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

describe.each(RAILWAYS_MAP_IDS.map((id) => [id]))('the %s map', (id) => {
  const def = RAILWAYS_DEFINITIONS.find((d) => d.id === id);
  if (def === undefined) throw new Error(`no definition for ${id}`);
  const spec = SPECS[id];
  if (spec === undefined) throw new Error(`no spec for ${id}`);
  const text = readFileSync(join(ROOT, `assets/maps/railways/${id}.json`), 'utf8');
  const committed: unknown = JSON.parse(text);
  const loaded = loadRailwaysMap(committed);
  if (!loaded.ok) throw new Error(loaded.error);
  const board = loaded.board;
  const map = railwaysMapSchema.parse(committed);
  const cities = map.hexes.flatMap((h) => (h.city === undefined ? [] : [h.city]));
  const within = (x: number, [lo, hi]: Range, what: string) => {
    expect(x, what).toBeGreaterThanOrEqual(lo);
    expect(x, what).toBeLessThanOrEqual(hi);
  };

  it('is exactly what the builder makes from the npm geography (rebuild: npx tsx build/maps/railways/build.ts)', () => {
    expect(railwaysMapText(buildRailwaysMap(def))).toBe(text);
  });

  it('passes the loader, is served under its id, and is one line of JSON under 150 KB', () => {
    expect(getRailwaysBoard(id)?.n).toBe(board.n);
    expect(map.id).toBe(id);
    expect(text.indexOf('\n')).toBe(text.length - 1);
    expect(text.length).toBeLessThan(150 * 1024);
    expect(map.credits).toMatch(/Natural Earth/);
  });

  it('has its land hexes, mountain and water shares in its ranges, the rest plains', () => {
    const share = (t: string) => map.hexes.filter((h) => h.terrain === t).length / map.hexes.length;
    within(map.hexes.length, spec.hexes, 'hexes');
    within(share('mountain'), spec.mountain, 'mountain share');
    within(share('water'), spec.water, 'water share');
  });

  it('has its ridge sides in range, none of them on a city hex', () => {
    within(map.ridges.length, spec.ridges, 'ridges');
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
    const first = board.cities[0] ?? -1;
    const beside = [0, 1, 2, 3, 4, 5].map((d) => board.neighbor[first * 6 + d] ?? -1).find((j) => j >= 0) ?? -1;
    const city = map.hexes[first]?.city;
    const moved = { ...map, hexes: map.hexes.map((h, i) => (i === beside ? { ...h, city: { ...city, id: 'second-city' } } : h)) };
    expect(loadRailwaysMap(moved)).toMatchObject({ ok: false, error: expect.stringMatching(/neighbours/) });
  });

  it('has its cities in range: coloured ones printing 2 or 3 cubes, grey ones none, at most 95 cubes in all', () => {
    const coloured = cities.filter((c) => c.color !== 'grey');
    within(cities.length, spec.cities, 'cities');
    within(coloured.length, spec.coloured, 'coloured cities');
    within(cities.length - coloured.length, spec.grey, 'grey cities');
    for (const c of coloured) expect([2, 3], c.id).toContain(c.cubes);
    for (const c of cities.filter((x) => x.color === 'grey')) expect(c.cubes, c.id).toBe(0);
    expect(cities.reduce((sum, c) => sum + c.cubes, 0)).toBeLessThanOrEqual(95);
  });

  it('gives each colour its share of cities and the biggest cities 3 cubes', () => {
    for (const colour of GOODS_COLORS) within(cities.filter((c) => c.color === colour).length, spec.perColour, colour);
    for (const big of spec.big) expect(cities.find((c) => c.id === big)?.cubes, big).toBe(3);
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
    const proj = makeRailwaysProjection(def);
    for (const hex of map.hexes) {
      if (hex.city === undefined) continue;
      expect(kmToAxial(map.hexSizeKm, proj.project([hex.city.lon, hex.city.lat])), hex.city.id).toEqual([hex.q, hex.r]);
    }
  });

  it('has a data file whose cards name only its own cities: markers for 2–6 players, fewer with the option, a special Major Line, 12 Rail Baron cards', () => {
    const table = getRailwaysTable(id);
    if (table === undefined) throw new Error(`no data file for ${id}`);
    const ids = new Set(cities.map((c) => c.id));
    const named = [
      ...table.operations.flatMap((c) => (c.kind === 'service-bounty' ? [c.city] : c.kind === 'major-line' ? [c.a, c.b] : [])),
      ...table.barons.flatMap((c) => (c.kind === 'connect' ? [c.a, c.b] : [])),
    ];
    for (const city of named) expect(ids.has(city), city).toBe(true);
    for (let n = 2; n <= 6; n++) expect(table.emptyCityMarkers[n] ?? 0, `${n} players`).toBeGreaterThan(table.fewerMarkers);
    expect(table.fewerMarkers).toBeGreaterThan(0);
    expect(table.operations.filter((c) => c.kind === 'major-line' && c.special !== undefined)).toHaveLength(1);
    expect(table.barons).toHaveLength(12);
    expect(table.operations.length).toBeGreaterThanOrEqual(25);
  });
});
