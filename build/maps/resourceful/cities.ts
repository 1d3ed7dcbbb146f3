/**
 * Places the hand-listed cities on the mileposts (rules "Track": a major city is a centre
 * milepost and its six lattice neighbours; small and medium cities are one milepost each).
 * - Majors first, in list order: the centre is the node nearest the true place that lies on
 *   land and whose six neighbours all exist, lie on land or right at the shore, and are joined
 *   to it by edges.
 * - Then small and medium cities with the Transglobal snap (`../cities.ts`: nearest free node,
 *   the city that would lose most by moving chooses first), over the nodes that are neither a
 *   major's nor next to one and where at least {@link MIN_CITY_DEGREE} edges meet (so two
 *   players can build in: rules "Track", city player limits; a ferry line counts as one way
 *   in, so a city at a ferry's end needs one edge fewer and chooses first).
 * Distances in km (projected).
 */
import type { MapIntersection } from '../../../shared-rules/maps/transglobal-map';
import { snapCities } from '../cities';
import { dist, type Pt } from '../geometry';
import type { LatticeNode } from '../lattice';
import type { ResourcefulCityDef } from './definition';

/** The six axial neighbour offsets of a lattice node. */
export const NEIGHBOURS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

/** Fewest edges at a small or medium city's milepost. */
export const MIN_CITY_DEGREE = 2;

/** A placed city: its nodes (indices into the node list; a major's centre first) and how far its (centre) node is from its true place, km. */
export type PlacedCity = { readonly def: ResourcefulCityDef; readonly nodes: number[]; readonly snapKm: number };

/** What the placement needs to know about the graph. */
export type PlacementGraph = {
  readonly nodes: readonly LatticeNode[];
  /** Node index at axial (q, r), if the lattice kept one. */
  readonly at: (q: number, r: number) => number | undefined;
  /** Whether a city may stand on node `i` (in a big enough connected piece). */
  readonly usable: (i: number) => boolean;
  /** Whether node `i` lies on land (not a coast-hugging offshore node): a major city's centre. */
  readonly onLand: (i: number) => boolean;
  /** Whether node `i` lies on land or right at the shore: a major city's other six mileposts. */
  readonly atShore: (i: number) => boolean;
  /** Whether nodes `i` and `j` are joined by an edge. */
  readonly joined: (i: number, j: number) => boolean;
  /** How many edges meet at node `i`. */
  readonly degree: (i: number) => number;
};

function neighboursOf(g: PlacementGraph, i: number): (number | undefined)[] {
  const n = g.nodes[i];
  return n ? NEIGHBOURS.map(([dq, dr]) => g.at(n.q + dq, n.r + dr)) : [];
}

/**
 * Places `cities` (true places projected to `places`) on the graph; `ferryTowns` (city ids at
 * a ferry's end) need one edge fewer. Throws when a city finds no node.
 */
export function placeCities(g: PlacementGraph, cities: readonly ResourcefulCityDef[], places: readonly Pt[], ferryTowns: ReadonlySet<string>): PlacedCity[] {
  const taken = new Set<number>();
  const nearMajor = new Set<number>();
  const placed = new Array<PlacedCity | undefined>(cities.length);
  cities.forEach((city, ci) => {
    if (city.size !== 'major') return;
    const place = places[ci] ?? [0, 0];
    let best: { centre: number; ring: number[]; d: number } | undefined;
    g.nodes.forEach((node, i) => {
      if (!g.usable(i) || !g.onLand(i) || taken.has(i) || nearMajor.has(i)) return;
      const d = dist(node.p, place);
      if (best && d >= best.d) return;
      const ring = neighboursOf(g, i);
      if (ring.length !== 6) return;
      const ok = ring.every((j) => j !== undefined && g.usable(j) && g.atShore(j) && !taken.has(j) && !nearMajor.has(j) && g.joined(i, j));
      if (ok) best = { centre: i, ring: ring.filter((j): j is number => j !== undefined), d };
    });
    if (!best) throw new Error(`no milepost hexagon for major city ${city.name}`);
    const found: { centre: number; ring: number[]; d: number } = best;
    const mine = [found.centre, ...found.ring];
    for (const j of mine) taken.add(j);
    for (const j of mine) for (const k of neighboursOf(g, j)) if (k !== undefined) nearMajor.add(k);
    placed[ci] = { def: city, nodes: mine, snapKm: found.d };
  });
  // Ferry towns first (a ferry line is a way in, so one edge will do), then the others.
  for (const ferryTown of [true, false]) {
    const group = cities.map((c, i) => ({ c, i })).filter(({ c }) => c.size !== 'major' && ferryTowns.has(c.id) === ferryTown);
    const minDegree = ferryTown ? MIN_CITY_DEGREE - 1 : MIN_CITY_DEGREE;
    const free: MapIntersection[] = [];
    g.nodes.forEach((node, i) => {
      if (g.usable(i) && g.degree(i) >= minDegree && !taken.has(i) && !nearMajor.has(i)) free.push({ id: i, q: node.q, r: node.r, x: node.p[0], y: node.p[1] });
    });
    const snapped = snapCities(
      group.map(({ c }) => ({ id: c.id, name: c.name, localNames: c.localNames, lon: c.lon, lat: c.lat, region: '' })),
      group.map(({ i }) => places[i] ?? [0, 0]),
      free,
    );
    snapped.forEach((s, k) => {
      const o = group[k];
      if (!o) return;
      taken.add(s.city.intersection);
      placed[o.i] = { def: o.c, nodes: [s.city.intersection], snapKm: s.snapKm };
    });
  }
  return placed.map((p, i) => {
    if (!p) throw new Error(`city ${cities[i]?.id ?? i} was not placed`);
    return p;
  });
}
