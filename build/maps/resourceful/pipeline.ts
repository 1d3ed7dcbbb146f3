/**
 * The whole Resourceful map pipeline for one definition: projected geography (the Transglobal
 * `buildGeoContext`) → lattice and judged edges → cities → ferries → the largest network
 * (islands count when a ferry joins them) → terrain, named rivers → goods, demand deck, events
 * → a zod-validated `ResourcefulMap`. Deterministic: same inputs give the same object (sorted,
 * rounded to 0.1 km, seeded deck, no clock).
 */
import { resourcefulMapSchema, type EventCard, type MapCity, type MapEdge, type MapFerry, type MapGood, type Milepost, type ResourcefulMap } from '../../../shared-rules/maps/resourceful-map';
import type { LonLat } from '../definition';
import { buildGeoContext, type GeoContext } from '../geo-context';
import { dist, round1, roundPath, type Pt } from '../geometry';
import { buildLayers } from '../layers';
import { projectRing } from '../project';
import { NEIGHBOURS, placeCities, type PlacedCity } from './cities';
import type { ResourcefulDefinition } from './definition';
import { buildDemandDeck, cityDistances, DECK_SIZE, paymentTable } from './demand';
import { buildRawGraph, terrainAt } from './edges';
import { crossesLine, nameRivers } from './rivers';

/** A built map with the figures the pipeline knows while building it. */
export type BuiltResourcefulMap = {
  readonly map: ResourcefulMap;
  /** Distance of each city's (centre) milepost from its true place, km, indexed like `map.cities`. */
  readonly snapKm: readonly number[];
  /** Lattice nodes dropped for lying outside the kept network. */
  readonly droppedNodes: number;
  /** Ids of defined rivers left out because no edge bridges them. */
  readonly droppedRivers: readonly string[];
};

/** A city may stand only in a connected piece of at least this many nodes (no stray islets). */
const MIN_PIECE = 2;
/** A major city's outer mileposts may stand this far (× spacing) off the coastline (a shore milepost). */
const SHORE = 0.15;
/** A port next to a city lies within this fraction of the spacing of the coastline. */
const PORT_REACH = 0.5;

/** Disjoint sets over node indices 0..n-1 (the smallest index is a set's root). */
class UnionFind {
  private readonly parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r] ?? r;
    let x = i;
    while (this.parent[x] !== r) {
      const next = this.parent[x] ?? r;
      this.parent[x] = r;
      x = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** The two mileposts, one of each candidate list, nearest each other (ties: lowest ids). */
function nearestPair(a: readonly number[], b: readonly number[], at: (i: number) => Pt): [number, number] {
  let best: [number, number] = [a[0] ?? 0, b[0] ?? 0];
  let bestD = Infinity;
  for (const i of a) {
    for (const j of b) {
      const d = dist(at(i), at(j));
      if (d < bestD - 1e-9) {
        bestD = d;
        best = [i, j];
      }
    }
  }
  return best;
}

function alpineRings(ctx: GeoContext, def: ResourcefulDefinition): [number, number][][] {
  return def.alpine.map((a) => roundPath(projectRing(ctx.proj, a.ring)));
}

/** Builds and validates the map of `def`; throws when the definition does not fit the geography or the schema. */
export function buildResourcefulMap(def: ResourcefulDefinition): BuiltResourcefulMap {
  const ctx = buildGeoContext(def.geo);
  const { nodes, edges: rawEdges } = buildRawGraph(ctx);
  const key = (i: number, j: number): string => `${Math.min(i, j)},${Math.max(i, j)}`;
  const edgeKeys = new Set(rawEdges.map((e) => key(e.a, e.b)));
  const byAxial = new Map(nodes.map((n, i) => [`${n.q},${n.r}`, i]));
  const pieces = new UnionFind(nodes.length);
  for (const e of rawEdges) pieces.union(e.a, e.b);
  const pieceSize = new Map<number, number>();
  nodes.forEach((_, i) => pieceSize.set(pieces.find(i), (pieceSize.get(pieces.find(i)) ?? 0) + 1));
  const at = (i: number): Pt => nodes[i]?.p ?? [0, 0];
  const degree = new Array<number>(nodes.length).fill(0);
  for (const e of rawEdges) {
    degree[e.a] = (degree[e.a] ?? 0) + 1;
    degree[e.b] = (degree[e.b] ?? 0) + 1;
  }

  const placed = placeCities(
    {
      nodes,
      at: (q, r) => byAxial.get(`${q},${r}`),
      usable: (i) => (pieceSize.get(pieces.find(i)) ?? 0) >= MIN_PIECE,
      onLand: (i) => ctx.gridLand.contains(at(i)),
      atShore: (i) => ctx.gridLand.distanceToLand(at(i), def.geo.spacingKm) <= SHORE * def.geo.spacingKm,
      joined: (i, j) => edgeKeys.has(key(i, j)),
      degree: (i) => degree[i] ?? 0,
    },
    def.cities,
    def.cities.map((c) => ctx.proj.project([c.lon, c.lat])),
    new Set(def.ferries.flatMap((f) => [f.from, f.to])),
  );
  const placedById = new Map(placed.map((p) => [p.def.id, p]));
  const taken = new Set(placed.flatMap((p) => p.nodes));
  /** A ferry end's candidate ports: the city's mileposts, or the free shore node next to them nearest the given harbour. */
  const portCandidates = (ferry: string, city: PlacedCity, harbour: LonLat | undefined): number[] => {
    if (!harbour) return city.nodes;
    const h = ctx.proj.project(harbour);
    const near = new Set(city.nodes);
    for (const i of city.nodes) {
      const n = nodes[i];
      if (!n) continue;
      for (const [dq, dr] of NEIGHBOURS) {
        const j = byAxial.get(`${n.q + dq},${n.r + dr}`);
        if (j !== undefined && !taken.has(j)) near.add(j);
      }
    }
    const best = [...near].sort((x, y) => dist(at(x), h) - dist(at(y), h) || x - y)[0];
    const coast = best === undefined ? undefined : ctx.gridLand.nearestCoast(at(best), PORT_REACH * def.geo.spacingKm);
    if (best === undefined || (!city.nodes.includes(best) && !coast)) throw new Error(`ferry ${ferry}: no shore milepost next to ${city.def.id}`);
    return [best];
  };
  const ports = def.ferries.map((f) => {
    const a = placedById.get(f.from);
    const b = placedById.get(f.to);
    if (!a || !b) throw new Error(`ferry ${f.id}: unknown city ${a ? f.to : f.from}`);
    return nearestPair(portCandidates(f.id, a, f.fromPort), portCandidates(f.id, b, f.toPort), at);
  });

  const network = new UnionFind(nodes.length);
  for (const e of rawEdges) network.union(e.a, e.b);
  for (const [a, b] of ports) network.union(a, b);
  const sizes = new Map<number, number>();
  nodes.forEach((_, i) => sizes.set(network.find(i), (sizes.get(network.find(i)) ?? 0) + 1));
  let main = 0;
  for (const [root, size] of sizes) if (size > (sizes.get(main) ?? 0) || (size === (sizes.get(main) ?? 0) && root < main)) main = root;
  const newId = nodes.map(() => -1);
  let count = 0;
  nodes.forEach((_, i) => {
    if (network.find(i) === main) newId[i] = count++;
  });
  for (const p of placed) {
    if (p.nodes.some((i) => newId[i] === -1)) throw new Error(`city ${p.def.id} is off the connected network`);
  }

  const mountains = ctx.mountains;
  const alpine = alpineRings(ctx, def);
  const mileposts: Milepost[] = [];
  nodes.forEach((n, i) => {
    if (newId[i] === -1) return;
    mileposts.push({ id: mileposts.length, q: n.q, r: n.r, x: round1(n.p[0]), y: round1(n.p[1]), terrain: terrainAt(n.p, mountains, alpine) });
  });

  const named = nameRivers(ctx, def.rivers, def.riverMatchKm);
  const kept = rawEdges.filter((e) => newId[e.a] !== -1 && newId[e.b] !== -1);
  const riverOf = kept.map((e) => named.find((np) => crossesLine(at(e.a), at(e.b), np.path))?.river ?? null);
  const bridged = new Set(riverOf.filter((r): r is number => r !== null));
  const riverIndex = new Map<number, number>();
  def.rivers.forEach((_, i) => {
    if (bridged.has(i)) riverIndex.set(i, riverIndex.size);
  });
  const edges: MapEdge[] = kept.map((e, k) => {
    const r = riverOf[k];
    return { id: k, a: newId[e.a] ?? -1, b: newId[e.b] ?? -1, river: r === null || r === undefined ? null : (riverIndex.get(r) ?? null), crossing: e.crossing };
  });
  const rivers = def.rivers.filter((_, i) => bridged.has(i)).map((r) => ({ id: r.id, name: r.name, localNames: { ...r.localNames } }));

  const cities: MapCity[] = placed.map((p) => ({
    id: p.def.id,
    name: p.def.name,
    localNames: { ...p.def.localNames },
    size: p.def.size,
    mileposts: p.nodes.map((i) => newId[i] ?? -1),
    lon: p.def.lon,
    lat: p.def.lat,
  }));
  const cityIds = new Set(cities.map((c) => c.id));
  const ferries: MapFerry[] = def.ferries.map((f, k) => {
    const [a, b] = ports[k] ?? [0, 0];
    return { id: f.id, name: f.name, a: newId[a] ?? -1, b: newId[b] ?? -1, cost: f.cost };
  });
  const goods: MapGood[] = def.goods.map((g) => {
    for (const s of g.sources) if (!cityIds.has(s)) throw new Error(`good ${g.id}: unknown source city ${s}`);
    return { id: g.id, name: g.name, localNames: { ...g.localNames }, sources: [...g.sources], loads: g.loads };
  });

  const links: [number, number][] = [...edges.map((e): [number, number] => [e.a, e.b]), ...ferries.map((f): [number, number] => [f.a, f.b])];
  const distances = cityDistances(mileposts.length, links, cities);
  const table = paymentTable(cities, goods, distances, def.payment);
  const demandCards = buildDemandDeck(cities, goods, table, def.seed);

  const checkCity = (id: string, where: string): string => {
    if (!cityIds.has(id)) throw new Error(`${where}: unknown city ${id}`);
    return id;
  };
  const events: EventCard[] = def.events.map((ev, k) => {
    const id = DECK_SIZE + k;
    switch (ev.kind) {
      case 'strike':
        return { id, kind: 'strike', cities: ev.cities.map((c) => checkCity(c, `event ${id}`)) };
      case 'flood': {
        const i = def.rivers.findIndex((r) => r.id === ev.river);
        const river = riverIndex.get(i);
        if (river === undefined) throw new Error(`event ${id}: river ${ev.river} is not on the map`);
        return { id, kind: 'flood', river };
      }
      case 'snow':
        return { id, kind: 'snow' };
      case 'derailment':
        return { id, kind: 'derailment', cities: [checkCity(ev.cities[0], `event ${id}`), checkCity(ev.cities[1], `event ${id}`)] };
    }
  });

  const base = buildLayers(ctx).layers;
  const riverLayers = named
    .filter((np) => riverIndex.has(np.river))
    .map((np) => ({ river: riverIndex.get(np.river) ?? 0, path: roundPath(np.path) }))
    .filter((np) => np.path.length >= 2);
  const draft: ResourcefulMap = {
    format: 'railtable.resourceful-map',
    version: 1,
    id: def.geo.id,
    name: def.geo.name,
    spacingKm: def.geo.spacingKm,
    bounds: { minX: 0, minY: 0, maxX: ctx.proj.width, maxY: ctx.proj.height },
    majorsToWin: def.majorsToWin,
    mileposts,
    edges,
    rivers,
    cities,
    ferries,
    goods,
    demandCards,
    events,
    layers: { land: base.land, lakes: base.lakes, rivers: riverLayers, mountains: [...base.mountains, ...alpine] },
  };
  return {
    map: resourcefulMapSchema.parse(draft),
    snapKm: placed.map((p) => p.snapKm),
    droppedNodes: nodes.length - mileposts.length,
    droppedRivers: def.rivers.filter((_, i) => !bridged.has(i)).map((r) => r.id),
  };
}
