/**
 * The board the rules run on, derived once per map (`ResourcefulBoard`): links between mileposts
 * (the map's edges, then its ferries), each milepost's links, the city of each milepost, what
 * building to a milepost costs, and the deck's cards by id. Source: shared/rules/resourceful-rails.md
 * "Track" (costs, major cities as shared track, ferries).
 */
import type { CitySize, DemandCard, EventCard, MapCity, ResourcefulMap, Terrain } from '../../maps/resourceful-map';
import { CITY_COST, RIVER_COST, TERRAIN_COST, WATER_COST } from './meta';

/**
 * A link between two mileposts:
 * - `track`: a map edge anyone may build (one owner);
 * - `city`: an edge inside one major city: nobody builds it, every train uses it free;
 * - `ferry`: a ferry line (up to two owners; the crossing takes a turn).
 * `extra` is what the crossing adds to a section's cost ($: river +2, lake or inlet +3).
 */
export type BoardLink = {
  readonly id: number;
  readonly a: number;
  readonly b: number;
  readonly kind: 'track' | 'city' | 'ferry';
  /** The map river it bridges (index into `map.rivers`), or −1. */
  readonly river: number;
  readonly extra: number;
  /** The ferry (index into `map.ferries`), or −1. */
  readonly ferry: number;
};

/** A map with everything the rules look up, built once (`boardFor`). */
export type ResourcefulBoard = {
  readonly map: ResourcefulMap;
  readonly links: readonly BoardLink[];
  /** Link ids at each milepost. */
  readonly linksAt: readonly (readonly number[])[];
  /** The city index at each milepost, or −1. */
  readonly cityAt: Int32Array;
  /** City index by city id. */
  readonly cityIndex: ReadonlyMap<string, number>;
  /** The major cities' indices. */
  readonly majors: readonly number[];
  /** Good index by good id. */
  readonly goodIndex: ReadonlyMap<string, number>;
  /** The goods each city produces (good indices), by city index. */
  readonly producedAt: readonly (readonly number[])[];
  /** Every demand and event card by its id. */
  readonly cards: ReadonlyMap<number, { readonly demand?: DemandCard; readonly event?: EventCard }>;
  /** The link between two mileposts, or −1 (`linkBetween(a, b)`, either order; −1 for a milepost not on the map). */
  readonly linkBetween: (a: number, b: number) => number;
};

const boards = new WeakMap<ResourcefulMap, ResourcefulBoard>();

/** The board of `map`, built on first use and kept for as long as the map object lives. */
export function boardFor(map: ResourcefulMap): ResourcefulBoard {
  const cached = boards.get(map);
  if (cached !== undefined) return cached;
  const n = map.mileposts.length;
  const cityAt = new Int32Array(n).fill(-1);
  map.cities.forEach((city, index) => {
    for (const m of city.mileposts) cityAt[m] = index;
  });
  const sameMajor = (a: number, b: number): boolean => {
    const ca = cityAt[a] ?? -1;
    return ca >= 0 && ca === cityAt[b] && map.cities[ca]?.size === 'major';
  };
  const links: BoardLink[] = map.edges.map((edge) => ({
    id: edge.id,
    a: edge.a,
    b: edge.b,
    kind: sameMajor(edge.a, edge.b) ? 'city' : 'track',
    river: edge.river ?? -1,
    extra: (edge.river === null ? 0 : RIVER_COST) + (edge.crossing === 'none' ? 0 : WATER_COST),
    ferry: -1,
  }));
  map.ferries.forEach((ferry, index) => {
    links.push({ id: links.length, a: Math.min(ferry.a, ferry.b), b: Math.max(ferry.a, ferry.b), kind: 'ferry', river: -1, extra: 0, ferry: index });
  });
  const linksAt: number[][] = Array.from({ length: n }, () => []);
  const between = new Map<number, number>();
  for (const link of links) {
    linksAt[link.a]?.push(link.id);
    linksAt[link.b]?.push(link.id);
    between.set(link.a * n + link.b, link.id);
  }
  const cityIndex = new Map(map.cities.map((city, index) => [city.id, index]));
  const goodIndex = new Map(map.goods.map((good, index) => [good.id, index]));
  const producedAt: number[][] = map.cities.map(() => []);
  map.goods.forEach((good, g) => {
    for (const source of good.sources) producedAt[cityIndex.get(source) ?? -1]?.push(g);
  });
  const cards = new Map<number, { demand?: DemandCard; event?: EventCard }>();
  for (const card of map.demandCards) cards.set(card.id, { demand: card });
  for (const card of map.events) cards.set(card.id, { event: card });
  const board: ResourcefulBoard = {
    map,
    links,
    linksAt,
    cityAt,
    cityIndex,
    majors: map.cities.flatMap((city, index) => (city.size === 'major' ? [index] : [])),
    goodIndex,
    producedAt,
    cards,
    linkBetween: (a, b) => (a < 0 || b < 0 || a >= n || b >= n ? -1 : (between.get(Math.min(a, b) * n + Math.max(a, b)) ?? -1)),
  };
  boards.set(map, board);
  return board;
}

/** The city at milepost `m` (or `undefined`). */
export function cityAtMilepost(board: ResourcefulBoard, m: number): MapCity | undefined {
  const index = board.cityAt[m] ?? -1;
  return index < 0 ? undefined : board.map.cities[index];
}

/** The size of the city at `m`, or `undefined` when `m` is not a city milepost. */
export function citySizeAt(board: ResourcefulBoard, m: number): CitySize | undefined {
  return cityAtMilepost(board, m)?.size;
}

/** The terrain of milepost `m` (`clear` when out of range). */
export function terrainAt(board: ResourcefulBoard, m: number): Terrain {
  return board.map.mileposts[m]?.terrain ?? 'clear';
}

/** What building TO milepost `m` costs before crossings, $ (rules "Track": clear 1, mountain 2, alpine 5, small/medium city 3, major 5). */
export function milepostCost(board: ResourcefulBoard, m: number): number {
  const size = citySizeAt(board, m);
  return size === undefined ? TERRAIN_COST[terrainAt(board, m)] : CITY_COST[size];
}

/**
 * What building link `link` toward milepost `to` costs, $ (rules "Track"): the milepost built to
 * plus the crossing (river +2, lake or inlet +3); a ferry line costs its ferry's price.
 */
export function sectionCost(board: ResourcefulBoard, link: BoardLink, to: number): number {
  if (link.kind === 'ferry') return board.map.ferries[link.ferry]?.cost ?? 0;
  return milepostCost(board, to) + link.extra;
}

/** The other end of `link` from `m`. */
export function otherEnd(link: BoardLink, m: number): number {
  return link.a === m ? link.b : link.a;
}

/** Lattice distance between two mileposts, in mileposts (axial hex distance over `q`, `r`). */
export function latticeDistance(board: ResourcefulBoard, a: number, b: number): number {
  const pa = board.map.mileposts[a];
  const pb = board.map.mileposts[b];
  if (pa === undefined || pb === undefined) return Infinity;
  const dq = pa.q - pb.q;
  const dr = pa.r - pb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
