/**
 * The committed Resourceful Rails maps (`assets/maps/resourceful/*.json`) keep the promises of
 * the rules digest (shared/rules/resourceful-rails.md: "Track", "Goods", "Demand cards") and of
 * the generator (`build/maps/resourceful/`): schema, size, major hexagons, one connected network
 * with its ferries, goods, a 136-card demand deck within $15–50 and 10 mileposts, references,
 * terrain shares, bridged rivers, and byte-for-byte reproducible builds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcefulMapSchema, type ResourcefulMap } from '../../shared-rules/maps/resourceful-map';
import { RESOURCEFUL_DEFINITIONS } from '../../build/maps/resourceful/definitions';
import { resourcefulMapPath } from '../../build/maps/resourceful/files';
import { buildResourcefulMap } from '../../build/maps/resourceful/pipeline';
import { serializeMap } from '../../build/maps/serialize';

/** What each map must have: major cities and how many of them win. */
const EXPECTED: Readonly<Record<string, { majors: number; majorsToWin: number }>> = {
  'pacific-northwest': { majors: 7, majorsToWin: 6 },
  europe: { majors: 8, majorsToWin: 7 },
};

const AXIAL_NEIGHBOURS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

function load(id: string): ResourcefulMap {
  return resourcefulMapSchema.parse(JSON.parse(readFileSync(resourcefulMapPath(id), 'utf8')));
}

/** Whether mileposts `a` and `b` are lattice neighbours. */
function latticeNeighbours(map: ResourcefulMap, a: number, b: number): boolean {
  const p = map.mileposts[a];
  const q = map.mileposts[b];
  return !!p && !!q && AXIAL_NEIGHBOURS.some(([dq, dr]) => p.q + dq === q.q && p.r + dr === q.r);
}

/** Shortest path lengths (mileposts) from the set `from` over edges and ferries (a ferry counts 1). */
function distancesFrom(map: ResourcefulMap, from: readonly number[]): number[] {
  const adj: number[][] = map.mileposts.map(() => []);
  for (const l of [...map.edges, ...map.ferries]) {
    adj[l.a]?.push(l.b);
    adj[l.b]?.push(l.a);
  }
  const d = map.mileposts.map(() => Infinity);
  const queue = [...from];
  for (const m of from) d[m] = 0;
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] ?? 0;
    for (const w of adj[v] ?? []) {
      if (d[w] === Infinity) {
        d[w] = (d[v] ?? 0) + 1;
        queue.push(w);
      }
    }
  }
  return d;
}

describe.each(Object.keys(EXPECTED))('Resourceful map %s', (id) => {
  const map = load(id);
  const expected = EXPECTED[id] ?? { majors: 0, majorsToWin: 0 };
  const cityById = new Map(map.cities.map((c) => [c.id, c]));

  it('parses with the schema and has 1,000–2,000 mileposts with dense ids', () => {
    expect(map.id).toBe(id);
    expect(map.mileposts.length).toBeGreaterThanOrEqual(1000);
    expect(map.mileposts.length).toBeLessThanOrEqual(2000);
    map.mileposts.forEach((m, i) => expect(m.id).toBe(i));
    map.edges.forEach((e, i) => expect(e.id).toBe(i));
  });

  it('joins only lattice neighbours, each pair once', () => {
    const seen = new Set<string>();
    for (const e of map.edges) {
      expect(e.a).toBeLessThan(e.b);
      expect(latticeNeighbours(map, e.a, e.b)).toBe(true);
      expect(seen.has(`${e.a},${e.b}`)).toBe(false);
      seen.add(`${e.a},${e.b}`);
    }
  });

  it('has its major cities, each a centre and its six lattice neighbours', () => {
    const majors = map.cities.filter((c) => c.size === 'major');
    expect(majors).toHaveLength(expected.majors);
    expect(map.majorsToWin).toBe(expected.majorsToWin);
    for (const city of majors) {
      expect(city.mileposts).toHaveLength(7);
      const [centre, ...ring] = city.mileposts;
      for (const m of ring) expect(latticeNeighbours(map, centre ?? -1, m)).toBe(true);
      expect(new Set(ring).size).toBe(6);
    }
    for (const city of map.cities.filter((c) => c.size !== 'major')) expect(city.mileposts).toHaveLength(1);
  });

  it('puts no milepost in two cities and no small or medium city next to a major one', () => {
    const owner = new Map<number, string>();
    for (const city of map.cities) {
      for (const m of city.mileposts) {
        expect(owner.get(m)).toBeUndefined();
        owner.set(m, city.id);
      }
    }
    const majorPosts = map.cities.filter((c) => c.size === 'major').flatMap((c) => c.mileposts);
    for (const city of map.cities.filter((c) => c.size !== 'major')) {
      for (const m of majorPosts) expect(latticeNeighbours(map, city.mileposts[0] ?? -1, m)).toBe(false);
    }
  });

  it('connects every city milepost over the edges and ferries', () => {
    const d = distancesFrom(map, [map.cities[0]?.mileposts[0] ?? 0]);
    for (const city of map.cities) for (const m of city.mileposts) expect(d[m]).toBeLessThan(Infinity);
    expect(d.every((x) => x < Infinity)).toBe(true);
  });

  it('has ferries between shore ports at or next to their cities, costing $4–20', () => {
    expect(map.ferries.length).toBeGreaterThan(0);
    const cityPosts = map.cities.flatMap((c) => c.mileposts);
    for (const f of map.ferries) {
      for (const port of [f.a, f.b]) {
        expect(port).toBeLessThan(map.mileposts.length);
        expect(cityPosts.includes(port) || cityPosts.some((m) => latticeNeighbours(map, m, port))).toBe(true);
      }
      expect(f.cost).toBeGreaterThanOrEqual(4);
      expect(f.cost).toBeLessThanOrEqual(20);
    }
  });

  it('has 25–30 goods with 1–4 existing sources and 3–4 loads, made in every major city', () => {
    expect(map.goods.length).toBeGreaterThanOrEqual(25);
    expect(map.goods.length).toBeLessThanOrEqual(30);
    for (const good of map.goods) {
      expect(good.sources.length).toBeGreaterThanOrEqual(1);
      expect(good.sources.length).toBeLessThanOrEqual(4);
      for (const s of good.sources) expect(cityById.has(s)).toBe(true);
      expect([3, 4]).toContain(good.loads);
      expect(good.localNames.ar).toBeTruthy();
      expect(good.localNames.ko).toBeTruthy();
    }
    const producers = new Set(map.goods.flatMap((g) => g.sources));
    for (const city of map.cities.filter((c) => c.size === 'major')) expect(producers.has(city.id)).toBe(true);
  });

  it('deals 136 demand cards within $15–50, never to a source, at least 10 mileposts from every source', () => {
    expect(map.demandCards).toHaveLength(136);
    map.demandCards.forEach((card, i) => expect(card.id).toBe(i));
    const goodById = new Map(map.goods.map((g) => [g.id, g]));
    const fromSource = new Map<string, number[]>();
    for (const city of map.cities) fromSource.set(city.id, distancesFrom(map, city.mileposts));
    for (const card of map.demandCards) {
      expect(new Set(card.demands.map((d) => d.good)).size).toBe(3);
      for (const demand of card.demands) {
        expect(demand.payment).toBeGreaterThanOrEqual(15);
        expect(demand.payment).toBeLessThanOrEqual(50);
        const good = goodById.get(demand.good);
        const dest = cityById.get(demand.city);
        expect(good && dest).toBeTruthy();
        if (!good || !dest) continue;
        expect(good.sources).not.toContain(dest.id);
        for (const s of good.sources) {
          const d = fromSource.get(s) ?? [];
          expect(Math.min(...dest.mileposts.map((m) => d[m] ?? Infinity))).toBeGreaterThanOrEqual(10);
        }
      }
    }
    const payments = map.demandCards.flatMap((c) => c.demands.map((d) => d.payment));
    expect(Math.max(...payments) - Math.min(...payments)).toBeGreaterThanOrEqual(25);
  });

  it('numbers its events after the cards and names existing cities and rivers', () => {
    expect(map.events.length).toBeGreaterThan(0);
    map.events.forEach((ev, i) => expect(ev.id).toBe(136 + i));
    for (const ev of map.events) {
      if (ev.kind === 'strike' || ev.kind === 'derailment') for (const c of ev.cities) expect(cityById.has(c)).toBe(true);
      if (ev.kind === 'flood') expect(ev.river).toBeLessThan(map.rivers.length);
    }
  });

  it('names its rivers and bridges each of them, about 8–15 % of edges', () => {
    const bridged = new Set<number>();
    for (const e of map.edges) {
      if (e.river === null) continue;
      expect(e.river).toBeLessThan(map.rivers.length);
      bridged.add(e.river);
    }
    expect(bridged.size).toBe(map.rivers.length);
    for (const r of map.rivers) {
      expect(r.localNames?.ar).toBeTruthy();
      expect(r.localNames?.ko).toBeTruthy();
    }
    for (const layer of map.layers.rivers) expect(layer.river).toBeLessThan(map.rivers.length);
    const share = bridged.size === 0 ? 0 : map.edges.filter((e) => e.river !== null).length / map.edges.length;
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.16);
  });

  it('has terrain shares near 60–75 % clear, 20–30 % mountain, 3–8 % alpine', () => {
    const share = (t: string): number => map.mileposts.filter((m) => m.terrain === t).length / map.mileposts.length;
    expect(share('clear')).toBeGreaterThanOrEqual(0.55);
    expect(share('clear')).toBeLessThanOrEqual(0.8);
    expect(share('mountain')).toBeGreaterThanOrEqual(0.17);
    expect(share('mountain')).toBeLessThanOrEqual(0.33);
    expect(share('alpine')).toBeGreaterThanOrEqual(0.025);
    expect(share('alpine')).toBeLessThanOrEqual(0.09);
  });

  it('gives every city Arabic and Korean names and lowercase ASCII ids', () => {
    for (const city of map.cities) {
      expect(city.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(city.localNames.ar).toBeTruthy();
      expect(city.localNames.ko).toBeTruthy();
    }
  });
});

describe('Resourceful map generator', () => {
  it.each(RESOURCEFUL_DEFINITIONS.map((d) => [d.geo.id, d] as const))('rebuilds %s byte for byte, twice', (id, def) => {
    const first = serializeMap(buildResourcefulMap(def).map);
    const second = serializeMap(buildResourcefulMap(def).map);
    expect(second).toBe(first);
    expect(first).toBe(readFileSync(resourcefulMapPath(id), 'utf8'));
  });
});
