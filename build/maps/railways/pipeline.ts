/**
 * Builds one Railways of the World hex map from its definition and the npm geography (issue #18):
 *
 * 1. Hexes: pointy-top axial hexes of the definition's circumradius over the projected region; a
 *    hex whose centre lies in the lon/lat region (and inside the definition's `within` outline,
 *    when it has one) is kept when at least 4 of its 7 samples (centre
 *    and six points 0.6 of the way to its corners) are on land outside every lake (the Great Lakes
 *    are water). A city's hex is kept even when mostly sea (a port). Hexes not joined to the main
 *    body are dropped; a city cut off that way is an error.
 * 2. Cities: each on the hex holding its projected point; two cities on one hex or on neighbouring
 *    hexes are an error (leave the smaller one out in the definition, or move the origin).
 * 3. Terrain: `water` when a named river's course passes within half the circumradius of the
 *    centre (a river valley, even through mountains) or a marsh covers the centre; else `mountain`
 *    when the centre or at least 3 of the 7 samples lie in a mountain area; else `plains`.
 * 4. Ridges: the side between two neighbours is a ridge when the segment joining their centres
 *    crosses a ridge line, unless one of them holds a city.
 * 5. Drawing layers: land and lakes clipped to a frame 1.5 hexes around the hexes, simplified and
 *    rounded to 0.1 km; the named rivers and mountain areas exactly as the terrain test used them.
 *
 * Pure apart from reading the npm geography; deterministic.
 */
import { railwaysMapSchema, type RailwaysHex, type RailwaysMap } from '../../../shared-rules/maps/railways-map';
import { distToLine, pointInAnyRing, ringArea, roundPath, segmentsIntersect, simplifyRing, type Pt } from '../geometry';
import { projectFeatures } from '../project';
import { loadFeatures, SOURCES } from '../topology';
import type { RailwaysDefinition } from './definition';
import { DryLand, makeRailwaysProjection, namedRivers, projectArea, projectedBox, projectLandAndLakes, projectLine } from './geography';
import { axialToKm, hexKey, hexSamples, kmToAxial, neighbours } from '../hexgrid';

/** Drawing tolerances (km) and the smallest land ring drawn (km²). */
const DRAW = { landTol: 3, lakeTol: 3, riverTol: 2, minIslandKm2: 150 } as const;

type Cell = { readonly q: number; readonly r: number };

/** The kept hexes (before terrain): the land test over the region plus the city hexes, joined into one body. */
function keptCells(def: RailwaysDefinition, cityCells: ReadonlyMap<string, number>): Cell[] {
  const s = def.hexSizeKm;
  const base = makeRailwaysProjection(def);
  const [lo, hi] = projectedBox(base, def.region);
  const proj = makeRailwaysProjection(def, [[lo[0] - 3 * s, lo[1] - 3 * s], [hi[0] + 3 * s, hi[1] + 3 * s]]);
  const { land, lakes } = projectLandAndLakes(proj, def.lakeMinKm2);
  const dry = new DryLand(land, lakes, s);
  const [w, south, e, n] = def.region;
  const within = def.within === undefined ? undefined : projectArea(proj, def.within);
  const kept = new Map<string, Cell>();
  const r0 = Math.floor(lo[1] / (1.5 * s)) - 1;
  const r1 = Math.ceil(hi[1] / (1.5 * s)) + 1;
  for (let r = r0; r <= r1; r++) {
    const q0 = Math.floor(lo[0] / (Math.sqrt(3) * s) - r / 2) - 1;
    const q1 = Math.ceil(hi[0] / (Math.sqrt(3) * s) - r / 2) + 1;
    for (let q = q0; q <= q1; q++) {
      const c = axialToKm(s, q, r);
      const ll = proj.projection.invert?.([c[0], c[1]]);
      if (ll === null || ll === undefined) continue;
      const [lon, lat] = ll;
      if (lon < w || lon > e || lat < south || lat > n) continue;
      if (within !== undefined && !pointInAnyRing(c, [within])) continue;
      if (hexSamples(s, c).filter((p) => dry.contains(p)).length >= 4) kept.set(hexKey(q, r), { q, r });
    }
  }
  for (const key of cityCells.keys()) {
    const [q, r] = key.split(',').map(Number);
    kept.set(key, { q: q ?? 0, r: r ?? 0 });
  }
  // The main body: the largest set of hexes joined through shared sides.
  const seen = new Set<string>();
  let body: Cell[] = [];
  for (const [key, cell] of [...kept.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (seen.has(key)) continue;
    const part: Cell[] = [];
    const queue = [cell];
    seen.add(key);
    while (queue.length > 0) {
      const c = queue.pop();
      if (c === undefined) break;
      part.push(c);
      for (const [q, r] of neighbours(c.q, c.r)) {
        const k = hexKey(q, r);
        const next = kept.get(k);
        if (next !== undefined && !seen.has(k)) {
          seen.add(k);
          queue.push(next);
        }
      }
    }
    if (part.length > body.length) body = part;
  }
  const inBody = new Set(body.map((c) => hexKey(c.q, c.r)));
  const lost = [...cityCells.entries()].filter(([k]) => !inBody.has(k)).map(([, i]) => def.cities[i]?.name ?? '?');
  if (lost.length > 0) throw new Error(`${def.id}: cities cut off from the main body: ${lost.join(', ')}`);
  return body.sort((a, b) => a.r - b.r || a.q - b.q);
}

/** Whether segment a–b crosses polyline `line`. */
function crossesLine(a: Pt, b: Pt, line: readonly Pt[]): boolean {
  for (let i = 1; i < line.length; i++) {
    const p = line[i - 1];
    const q = line[i];
    if (p && q && segmentsIntersect(a, b, p, q)) return true;
  }
  return false;
}

/** Builds the map of `def`. Throws `Error` when two cities crowd each other or a city is cut off. */
export function buildRailwaysMap(def: RailwaysDefinition): RailwaysMap {
  const s = def.hexSizeKm;
  const base = makeRailwaysProjection(def);
  // 2. Cities on their hexes.
  const cityCells = new Map<string, number>();
  def.cities.forEach((city, i) => {
    const [q, r] = kmToAxial(s, base.project([city.lon, city.lat]));
    const other = cityCells.get(hexKey(q, r));
    if (other !== undefined) throw new Error(`${def.id}: ${city.name} and ${def.cities[other]?.name ?? '?'} fall on one hex (${q},${r})`);
    for (const [nq, nr] of neighbours(q, r)) {
      const next = cityCells.get(hexKey(nq, nr));
      if (next !== undefined) throw new Error(`${def.id}: ${city.name} and ${def.cities[next]?.name ?? '?'} fall on neighbouring hexes`);
    }
    cityCells.set(hexKey(q, r), i);
  });
  // 1. Hexes.
  const cells = keptCells(def, cityCells);
  // 5. The drawing frame and the layers inside it.
  const xs = cells.map((c) => axialToKm(s, c.q, c.r)[0]);
  const ys = cells.map((c) => axialToKm(s, c.q, c.r)[1]);
  const frame: [Pt, Pt] = [[Math.min(...xs) - 1.5 * s, Math.min(...ys) - 1.5 * s], [Math.max(...xs) + 1.5 * s, Math.max(...ys) + 1.5 * s]];
  const proj = makeRailwaysProjection(def, frame);
  const drawRings = (rings: Pt[][], tol: number, minArea: number) =>
    rings.filter((r) => Math.abs(ringArea(r)) >= minArea).map((r) => roundPath(simplifyRing(r, tol))).filter((r) => r.length >= 3);
  const land = drawRings(projectFeatures(proj, loadFeatures(...SOURCES.worldLand)).rings, DRAW.landTol, DRAW.minIslandKm2);
  const lakes = drawRings(projectFeatures(proj, loadFeatures(...SOURCES.lakes)).rings, DRAW.lakeTol, def.lakeMinKm2);
  const rivers = namedRivers(proj, def.rivers, def.riverMatchKm, s / 2, DRAW.riverTol);
  const mountains = def.mountains.map((m) => ({ name: m.name, ring: projectArea(proj, m.ring) }));
  const marshes = def.marshes.map((m) => projectArea(proj, m.ring));
  const ridgeLines = def.ridges.map((r) => projectLine(proj, r.line));
  const mountainRings = mountains.map((m) => m.ring);
  // 3. Terrain.
  const hexes: RailwaysHex[] = cells.map(({ q, r }) => {
    const c = axialToKm(s, q, r);
    const onRiver = rivers.some((river) => distToLine(c, river.line) < 0.5 * s);
    const inMarsh = pointInAnyRing(c, marshes);
    const mountainSamples = hexSamples(s, c).filter((p) => pointInAnyRing(p, mountainRings)).length;
    const terrain = onRiver || inMarsh ? 'water' : pointInAnyRing(c, mountainRings) || mountainSamples >= 3 ? 'mountain' : 'plains';
    const cityIndex = cityCells.get(hexKey(q, r));
    const city = cityIndex === undefined ? undefined : def.cities[cityIndex];
    const [x, y] = roundPath([c])[0] ?? [0, 0];
    return {
      q,
      r,
      x,
      y,
      terrain,
      ...(city === undefined
        ? {}
        : { city: { id: city.id, name: city.name, localNames: { ar: city.localNames.ar, ko: city.localNames.ko }, lon: city.lon, lat: city.lat, color: city.color, cubes: city.cubes } }),
    };
  });
  // 4. Ridges.
  const index = new Map(hexes.map((h, i) => [hexKey(h.q, h.r), i]));
  const ridges: RailwaysMap['ridges'] = [];
  hexes.forEach((h, i) => {
    for (const [q, r] of neighbours(h.q, h.r)) {
      const j = index.get(hexKey(q, r));
      if (j === undefined || j <= i) continue;
      const other = hexes[j];
      if (other === undefined || h.city !== undefined || other.city !== undefined) continue;
      const a = axialToKm(s, h.q, h.r);
      const b = axialToKm(s, q, r);
      if (ridgeLines.some((line) => crossesLine(a, b, line))) ridges.push({ a: i, b: j });
    }
  });
  return railwaysMapSchema.parse({
    format: 'railtable.railways-map',
    version: 1,
    id: def.id,
    name: def.name,
    hexSizeKm: s,
    hexes,
    ridges,
    land,
    lakes,
    rivers,
    mountains,
    credits: def.credits,
  });
}

/** The counts of a built map, one line for the console and the report. */
export function mapCounts(map: RailwaysMap): string {
  const n = map.hexes.length;
  const terrain = (['plains', 'water', 'mountain'] as const).map((t) => {
    const k = map.hexes.filter((h) => h.terrain === t).length;
    return `${k} ${t} (${((100 * k) / n).toFixed(1)} %)`;
  });
  const cities = map.hexes.flatMap((h) => (h.city === undefined ? [] : [h.city]));
  const grey = cities.filter((c) => c.color === 'grey').length;
  const byColour = (['red', 'yellow', 'blue', 'purple', 'black'] as const).map((c) => `${c} ${cities.filter((x) => x.color === c).length}`).join(', ');
  const cubes = cities.reduce((sum, c) => sum + c.cubes, 0);
  return `${n} hexes: ${terrain.join(', ')}; ${map.ridges.length} ridges; ${cities.length} cities: ${cities.length - grey} coloured (${byColour}), ${grey} grey; ${cubes} printed cubes`;
}
