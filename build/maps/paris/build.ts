/**
 * Builds Paris Connection's hex map of France (`assets/maps/paris/france.json`, map id `france`)
 * from public geography (issue #15 "The map"): our own board, not the publisher's.
 *
 * - Land: France's mainland polygon from world-atlas (Natural Earth 1:50m, public domain;
 *   Corsica and overseas parts left out), projected with d3-geo's conic equal-area (parallels
 *   44° and 49°, central meridian 2.5° E) at scale 6371, so one unit is one km; the origin is Paris.
 * - Hexes: pointy-top axial hexes of circumradius {@link HEX_SIZE_KM}; Paris is the Eiffel hex
 *   (0, 0) and its six neighbours are the start hexes. A hex is kept when at least 4 of 7 sample
 *   points (its centre and six points 0.6 of the way to its corners) are on French land.
 * - Cities: {@link CITIES} (coordinates are facts) on the hex holding their projected point;
 *   worth 1, 2 or 3 by hex distance from Paris (≤ 3, ≤ 6, farther), Marseille 4.
 * - Barriers (checkered sides): a side is impassable when the segment between the two hex
 *   centres crosses a mountain chain of {@link MOUNTAINS} (hand-drawn lon/lat polylines: Alps,
 *   Jura, Vosges, Massif Central, Pyrenees), or when at least 3 of 5 points along it are at sea
 *   (the coast cuts the way: estuaries, bays). A hex that can no longer be reached from the start
 *   hexes is dropped.
 *
 * Run: `npx tsx build/maps/paris/build.ts` (prints the counts; `--check` fails when the committed
 * file differs from a fresh build).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoConicEqualArea } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { loadParisMap, parisMapSchema, type ParisHex, type ParisMap } from '../../../shared-rules/maps/paris-map';
import { pointInAnyRing, round1, segmentsIntersect, simplifyRing, type Pt } from '../geometry';
import { axialToKm as axialToKmOf, kmToAxial as kmToAxialOf } from '../hexgrid';
import { loadFeatures } from '../topology';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where the map is written. */
export const PARIS_MAP_PATH = resolve(ROOT, 'assets/maps/paris/france.json');

/** Hex circumradius, km (about 69 km across flats). */
export const HEX_SIZE_KM = 40;

/** The cities on the board: id, name, lon, lat (degrees). Marseille is the 4-point city. */
export const CITIES: readonly (readonly [string, string, number, number])[] = [
  ['lille', 'Lille', 3.06, 50.63],
  ['amiens', 'Amiens', 2.3, 49.89],
  ['rouen', 'Rouen', 1.1, 49.44],
  ['caen', 'Caen', -0.37, 49.18],
  ['reims', 'Reims', 4.03, 49.26],
  ['metz', 'Metz', 6.18, 49.12],
  ['strasbourg', 'Strasbourg', 7.75, 48.57],
  ['troyes', 'Troyes', 4.08, 48.3],
  ['dijon', 'Dijon', 5.04, 47.32],
  ['besancon', 'Besançon', 6.02, 47.24],
  ['orleans', 'Orléans', 1.9, 47.9],
  ['le-mans', 'Le Mans', 0.2, 48.0],
  ['tours', 'Tours', 0.69, 47.39],
  ['rennes', 'Rennes', -1.68, 48.11],
  ['brest', 'Brest', -4.49, 48.39],
  ['nantes', 'Nantes', -1.55, 47.22],
  ['poitiers', 'Poitiers', 0.34, 46.58],
  ['limoges', 'Limoges', 1.26, 45.83],
  ['clermont-ferrand', 'Clermont-Ferrand', 3.08, 45.78],
  ['lyon', 'Lyon', 4.84, 45.76],
  ['grenoble', 'Grenoble', 5.72, 45.19],
  ['bordeaux', 'Bordeaux', -0.58, 44.84],
  ['toulouse', 'Toulouse', 1.44, 43.6],
  ['montpellier', 'Montpellier', 3.88, 43.61],
  ['nice', 'Nice', 7.27, 43.7],
  ['marseille', 'Marseille', 5.37, 43.3],
  ['perpignan', 'Perpignan', 2.9, 42.7],
  ['bayonne', 'Bayonne', -1.47, 43.49],
];

/** Mountain chains that cut the way, as lon/lat polylines (hand-drawn from public maps). */
export const MOUNTAINS: readonly { readonly name: string; readonly line: readonly (readonly [number, number])[] }[] = [
  { name: 'Alps', line: [[6.9, 46.3], [6.5, 45.8], [6.2, 45.3], [6.2, 44.8], [6.4, 44.3], [6.9, 43.95]] },
  { name: 'Jura', line: [[7.1, 47.45], [6.6, 47.0], [6.1, 46.55]] },
  { name: 'Vosges', line: [[7.25, 48.6], [7.05, 48.1]] },
  { name: 'Massif Central (Cévennes)', line: [[4.2, 45.2], [3.95, 44.7], [3.55, 44.2], [3.0, 43.85]] },
  { name: 'Massif Central (Cantal)', line: [[2.9, 45.55], [2.65, 45.05], [2.25, 44.6]] },
  { name: 'Pyrenees', line: [[-0.9, 43.05], [0.4, 42.85], [1.6, 42.65]] },
];

const PROJECTION = geoConicEqualArea().parallels([44, 49]).rotate([-2.5, 0]).scale(6371).translate([0, 0]);
const PARIS: readonly [number, number] = [2.3522, 48.8566];

/** lon/lat → km, Paris at the origin, y south. */
function project(lon: number, lat: number): Pt {
  const p = PROJECTION([lon, lat]);
  const o = PROJECTION([PARIS[0], PARIS[1]]);
  if (p === null || o === null) throw new Error(`cannot project ${lon}, ${lat}`);
  return [p[0] - o[0], p[1] - o[1]];
}

/** The centre of hex (q, r), km (the shared hex grid at the Paris hex size). */
const axialToKm = (q: number, r: number): Pt => axialToKmOf(HEX_SIZE_KM, q, r);
/** The axial hex holding km point `p`. */
const kmToAxial = (p: Pt): [number, number] => kmToAxialOf(HEX_SIZE_KM, p);

const hexDistance = (q: number, r: number) => (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;

/** France's mainland rings (km): the polygons of France (ISO 250) inside metropolitan bounds, without Corsica. */
function franceRings(): Pt[][] {
  const france = loadFeatures('world-atlas/countries-50m.json', 'countries').find((f: Feature) => String(f.id) === '250');
  if (france === undefined) throw new Error('world-atlas has no France');
  const geometry = france.geometry as Polygon | MultiPolygon;
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const mainland = polygons.filter((polygon) => {
    const [lon, lat] = polygon[0]?.[0] ?? [0, 0];
    return (lon ?? 0) > -6 && (lon ?? 0) < 8.3 && (lat ?? 0) > 42 && (lat ?? 0) < 51.5;
  });
  return mainland.map((polygon) => (polygon[0] ?? []).map(([lon, lat]) => project(lon ?? 0, lat ?? 0)));
}

/** Builds the map (pure apart from reading the npm geography). */
export function buildParisMap(): ParisMap {
  const land = franceRings();
  const onLand = (p: Pt) => pointInAnyRing(p, land);
  const kept = new Map<string, { q: number; r: number }>();
  for (let q = -16; q <= 16; q++) {
    for (let r = -16; r <= 16; r++) {
      const c = axialToKm(q, r);
      const samples: Pt[] = [c];
      for (let k = 0; k < 6; k++) {
        const angle = (Math.PI / 180) * (60 * k - 30);
        samples.push([c[0] + 0.6 * HEX_SIZE_KM * Math.cos(angle), c[1] + 0.6 * HEX_SIZE_KM * Math.sin(angle)]);
      }
      if (hexDistance(q, r) <= 1 || samples.filter(onLand).length >= 4) kept.set(`${q},${r}`, { q, r });
    }
  }
  // Cities: each on the hex holding it (kept even when mostly sea: a port).
  const cityAt = new Map<string, (typeof CITIES)[number]>();
  for (const city of CITIES) {
    const [q, r] = kmToAxial(project(city[2], city[3]));
    const key = `${q},${r}`;
    if (hexDistance(q, r) <= 1) throw new Error(`${city[1]} falls on Paris or a start hex`);
    const other = cityAt.get(key);
    if (other !== undefined) throw new Error(`${city[1]} and ${other[1]} fall on one hex (${key})`);
    cityAt.set(key, city);
    kept.set(key, { q, r });
  }
  const mountainLines = MOUNTAINS.map((m) => ({ name: m.name, line: m.line.map(([lon, lat]) => project(lon, lat)) }));
  const crossesMountain = (a: Pt, b: Pt) => mountainLines.some(({ line }) => line.some((p, i) => i > 0 && segmentsIntersect(a, b, line[i - 1] as Pt, p)));
  const atSea = (a: Pt, b: Pt) => [1, 2, 3, 4, 5].filter((k) => !onLand([a[0] + ((b[0] - a[0]) * k) / 6, a[1] + ((b[1] - a[1]) * k) / 6])).length >= 3;

  // Drop hexes the start hexes cannot reach across passable sides, until none is left out.
  let cells = [...kept.values()];
  for (;;) {
    const index = new Map(cells.map((c, i) => [`${c.q},${c.r}`, i]));
    const barrier = (i: number, j: number): 'mountain' | 'water' | undefined => {
      const a = axialToKm(cells[i]?.q ?? 0, cells[i]?.r ?? 0);
      const b = axialToKm(cells[j]?.q ?? 0, cells[j]?.r ?? 0);
      if (crossesMountain(a, b)) return 'mountain';
      return atSea(a, b) ? 'water' : undefined;
    };
    const seen = new Set<number>();
    const queue = cells.flatMap((c, i) => (hexDistance(c.q, c.r) === 1 ? [i] : []));
    queue.forEach((i) => seen.add(i));
    while (queue.length > 0) {
      const i = queue.pop() ?? 0;
      const c = cells[i];
      if (c === undefined) continue;
      for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const) {
        const j = index.get(`${c.q + dq},${c.r + dr}`);
        if (j === undefined || seen.has(j) || (c.q + dq === 0 && c.r + dr === 0) || barrier(i, j) !== undefined) continue;
        seen.add(j);
        queue.push(j);
      }
    }
    const reachable = cells.filter((c, i) => seen.has(i) || (c.q === 0 && c.r === 0));
    if (reachable.length === cells.length) break;
    const lost = cells.filter((c, i) => !seen.has(i) && !(c.q === 0 && c.r === 0)).flatMap((c) => cityAt.get(`${c.q},${c.r}`)?.[1] ?? []);
    if (lost.length > 0) throw new Error(`cities cut off from Paris: ${lost.join(', ')}`);
    cells = reachable;
  }
  // Rows north to south, west to east: a stable, readable order.
  cells.sort((a, b) => a.r - b.r || a.q - b.q);
  const hexes: ParisHex[] = cells.map(({ q, r }) => {
    const [x, y] = axialToKm(q, r);
    const city = cityAt.get(`${q},${r}`);
    const d = hexDistance(q, r);
    const base = { q, r, x: round1(x), y: round1(y) };
    if (d === 0) return { ...base, kind: 'eiffel', value: 0 };
    if (d === 1) return { ...base, kind: 'start', value: 0 };
    if (city === undefined) return { ...base, kind: 'rural', value: 0 };
    const value = city[0] === 'marseille' ? 4 : d <= 3 ? 1 : d <= 6 ? 2 : 3;
    return { ...base, kind: 'city', value, city: { id: city[0], name: city[1], lon: city[2], lat: city[3] } };
  });
  const index = new Map(hexes.map((h, i) => [`${h.q},${h.r}`, i]));
  const barriers: ParisMap['barriers'] = [];
  hexes.forEach((h, i) => {
    for (const [dq, dr] of [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const) {
      const j = index.get(`${h.q + dq},${h.r + dr}`);
      if (j === undefined || j <= i) continue;
      const a = axialToKm(h.q, h.r);
      const b = axialToKm(h.q + dq, h.r + dr);
      const reason = crossesMountain(a, b) ? 'mountain' : atSea(a, b) ? 'water' : undefined;
      if (reason !== undefined) barriers.push({ a: i, b: j, reason });
    }
  });
  const drawn = land.map((ring) => simplifyRing(ring, 3).map(([x, y]) => [round1(x), round1(y)] as [number, number])).filter((ring) => ring.length >= 3);
  return parisMapSchema.parse({
    format: 'railtable.paris-map',
    version: 1,
    id: 'france',
    name: 'France',
    hexSizeKm: HEX_SIZE_KM,
    hexes,
    barriers,
    land: drawn,
    mountains: mountainLines.map(({ name, line }) => ({ name, line: line.map(([x, y]) => [round1(x), round1(y)]) })),
    credits: 'Land: Natural Earth 1:50m via world-atlas (public domain). Hexes, mountain lines and city values: Railtable.',
  });
}

/** Counts of a built map, for the console and the README. */
export function mapCounts(map: ParisMap): string {
  const cities = map.hexes.filter((h) => h.kind === 'city');
  const byValue = [1, 2, 3, 4].map((v) => `${cities.filter((c) => c.value === v).length}×${v}`).join(' ');
  const mountain = map.barriers.filter((b) => b.reason === 'mountain').length;
  return `${map.hexes.length} hexes (${map.hexes.filter((h) => h.kind === 'rural').length} rural, ${cities.length} cities ${byValue}), ${map.barriers.length} barriers (${mountain} mountain, ${map.barriers.length - mountain} water)`;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const map = buildParisMap();
  const loaded = loadParisMap(map);
  if (!loaded.ok) throw new Error(loaded.error);
  const text = `${JSON.stringify(map)}\n`;
  if (process.argv.includes('--check')) {
    if (readFileSync(PARIS_MAP_PATH, 'utf8') !== text) throw new Error(`${PARIS_MAP_PATH} differs from a fresh build: run npx tsx build/maps/paris/build.ts`);
  } else {
    mkdirSync(dirname(PARIS_MAP_PATH), { recursive: true });
    writeFileSync(PARIS_MAP_PATH, text);
  }
  console.log(`france: ${mapCounts(map)}, ${(text.length / 1024).toFixed(1)} KB`);
}
