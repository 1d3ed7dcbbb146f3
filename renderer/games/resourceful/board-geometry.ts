/**
 * Resourceful Rails' board in world units, built from the map with the board kit (a map's km
 * fitted to the unit box by `boardTransform`; one lattice spacing is `unit` world units). Pure
 * geometry: no React, no rules. Static layers are one triangle soup each (one draw call): land
 * with its relief (lit from overhead), lakes, rivers and coast; the lattice with its water crossings and the ferry
 * lines; the cities (a major city is a hexagon over its seven mileposts). The mileposts and the
 * track are instanced (`milepostInstances`, `segmentMatrix` with the unit models here), so a map
 * of 1,000–2,000 mileposts costs a handful of draw calls. Dynamic soups: trains, rings
 * (highlights) and planned routes.
 */
import type { BufferGeometry, Matrix4 } from 'three';
import { symbolOutline, type BoardSymbol, type BoardTransform } from '../../board-kit';
import { rgb, TriangleSoup, type Rgb } from '../../board-kit/geometry/buffers';
import { triangulateRing, type Pt } from '../../board-kit/geometry/polygon';
import { pushFrame, pushPrism } from '../../board-kit/geometry/prisms';
import { pushRelief, type ReliefStyle } from '../../board-kit/geometry/relief';
import { pushPolylineRibbon, pushSegmentRibbon } from '../../board-kit/geometry/ribbon';
import type { ResourcefulMap } from '../../../shared-rules/maps/resourceful-map';
import { RR_COLORS } from './palette';

/** Heights of the layers, in lattice spacings (so they scale with the board). */
export const LAYER = { land: 0, lake: 0.004, river: 0.008, coast: 0.012, peak: 0.3, grid: 0.326, city: 0.34, marker: 0.36, track: 0.4, plan: 0.44, ring: 0.46, train: 0.51 } as const;

/**
 * The relief of the land (the board kit's, as on the Transglobal board): ranges inside the map's
 * mountain areas and around every mountain and alpine milepost (where building costs more),
 * peaks at `LAYER.peak`, under the lattice and everything on it.
 */
export const RR_RELIEF: ReliefStyle = { palette: RR_COLORS, peak: LAYER.peak };

/** Sizes, in lattice spacings. */
export const SIZE = {
  river: 0.12,
  coast: 0.05,
  grid: 0.035,
  crossing: 0.07,
  ferry: 0.1,
  /** Apothem of a major city's hexagon (its six outer mileposts lie inside). */
  major: 1.28,
  medium: 0.42,
  small: 0.3,
  cityDot: 0.11,
  clear: 0.075,
  mountain: 0.2,
  alpine: 0.26,
  track: 0.34,
  trackEdge: 0.07,
  ring: 0.36,
  train: 0.5,
} as const;

/** A milepost's world position `[x, z]`. */
export function milepostWorld(map: ResourcefulMap, t: BoardTransform, m: number): Pt | undefined {
  const p = map.mileposts[m];
  if (p === undefined) return undefined;
  const w = t.toWorld(p.x, p.y);
  return [w.x, w.z];
}

/** Every milepost's world position (index = milepost id). */
export function milepostPoints(map: ResourcefulMap, t: BoardTransform): Pt[] {
  return map.mileposts.map((p) => {
    const w = t.toWorld(p.x, p.y);
    return [w.x, w.z];
  });
}

function worldRing(ring: readonly (readonly [number, number])[], t: BoardTransform): Pt[] {
  return ring.map(([x, y]) => {
    const w = t.toWorld(x, y);
    return [w.x, w.z];
  });
}

function fill(soup: TriangleSoup, ring: readonly Pt[], y: number, color: Rgb): void {
  for (const [a, b, c] of triangulateRing(ring)) {
    const pa = ring[a];
    const pb = ring[b];
    const pc = ring[c];
    if (pa && pb && pc) soup.triangleUp([pa[0], y, pa[1]], [pb[0], y, pb[1]], [pc[0], y, pc[1]], color);
  }
}

/**
 * The land and water of `map`: land rings (a map whose land layer has no ring of three points,
 * like the test map, gets a land rectangle over its bounds) with the relief over them (`RR_RELIEF`:
 * hills, and ranges in the mountain areas and around mountain and alpine mileposts; smooth
 * normals, for a lit material), lakes, rivers and the coastline. The sea is the canvas background.
 */
export function terrainGeometry(map: ResourcefulMap, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const u = t.unit;
  const rings = map.layers.land.filter((r) => r.length >= 3).map((r) => worldRing(r, t));
  if (rings.length === 0) {
    const { minX, minY, maxX, maxY } = map.bounds;
    rings.push(worldRing([[minX, minY], [maxX, minY], [maxX, maxY], [minX, maxY]], t));
  }
  const lakes = map.layers.lakes.filter((r) => r.length >= 3).map((r) => worldRing(r, t));
  const mountains = map.layers.mountains.filter((r) => r.length >= 3).map((r) => worldRing(r, t));
  const rivers = map.layers.rivers.map((r) => worldRing(r.path, t));
  const costly = map.mileposts.flatMap((m, i): Pt[] => {
    const at = m.terrain === 'clear' ? undefined : milepostWorld(map, t, i);
    return at === undefined ? [] : [at];
  });
  // The relief first: it covers most of the land and is higher, so the flat land under it fails the depth test.
  pushRelief(soup, { land: rings, lakes, rivers, mountains, mountainLinks: costly }, { minX: -t.width / 2, minZ: -t.depth / 2, maxX: t.width / 2, maxZ: t.depth / 2 }, u, RR_RELIEF);
  for (const ring of rings) fill(soup, ring, LAYER.land * u, rgb(RR_COLORS.land));
  for (const ring of lakes) fill(soup, ring, LAYER.lake * u, rgb(RR_COLORS.inlandWater));
  for (const river of map.layers.rivers) pushPolylineRibbon(soup, worldRing(river.path, t), LAYER.river * u, SIZE.river * u, rgb(RR_COLORS.inlandWater));
  if (map.layers.land.some((r) => r.length >= 3)) for (const ring of [...rings, ...lakes]) pushPolylineRibbon(soup, ring, LAYER.coast * u, SIZE.coast * u, rgb(RR_COLORS.coast), true);
  return soup.build();
}

/**
 * The lattice: a faint line along every edge (its mileposts' neighbours), a blue line where an
 * edge crosses a lake or inlet (+$3), and each ferry line dashed.
 */
export function gridGeometry(map: ResourcefulMap, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const u = t.unit;
  const points = milepostPoints(map, t);
  const grid = rgb(RR_COLORS.grid);
  const crossing = rgb(RR_COLORS.waterCrossing);
  for (const edge of map.edges) {
    const a = points[edge.a];
    const b = points[edge.b];
    if (a === undefined || b === undefined) continue;
    const water = edge.crossing !== 'none';
    pushSegmentRibbon(soup, a[0], a[1], b[0], b[1], (LAYER.grid + (water ? 0.002 : 0)) * u, (water ? SIZE.crossing : SIZE.grid) * u, water ? crossing : grid);
  }
  const ferry = rgb(RR_COLORS.ferry);
  for (const line of map.ferries) {
    const a = points[line.a];
    const b = points[line.b];
    if (a === undefined || b === undefined) continue;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const dashes = Math.max(3, Math.round(length / (0.4 * u)));
    for (let k = 0; k < dashes; k += 2) {
      const s = k / dashes;
      const e = Math.min(1, (k + 1) / dashes);
      pushSegmentRibbon(soup, a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s, a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e, LAYER.grid * u, SIZE.ferry * u, ferry);
    }
  }
  return soup.build();
}

/** A pointy-top hexagon outline of circumradius 1 (corners at ±30° from north-south), star-shaped around its centre. */
const HEXAGON: Pt[] = Array.from({ length: 6 }, (_, i) => [Math.cos(Math.PI / 6 + (i * Math.PI) / 3), Math.sin(Math.PI / 6 + (i * Math.PI) / 3)]);
const DISC: Pt[] = symbolOutline('circle');

/** The cities: a major city's hexagon (fill, outline, its seven milepost dots), a medium city's dark disc, a small city's light ring. */
export function cityGeometry(map: ResourcefulMap, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const u = t.unit;
  const y = LAYER.city * u;
  const edge = rgb(RR_COLORS.majorEdge);
  for (const city of map.cities) {
    const centre = milepostWorld(map, t, city.mileposts[0] ?? -1);
    if (centre === undefined) continue;
    if (city.size === 'major') {
      const r = (SIZE.major / Math.cos(Math.PI / 6)) * u;
      pushPrism(soup, HEXAGON, centre[0], centre[1], r, 0, y, rgb(RR_COLORS.majorFill), edge);
      pushFrame(soup, HEXAGON, centre[0], centre[1], r - 0.09 * u, r, y, y + 0.004 * u, edge, edge);
      for (const m of city.mileposts) {
        const p = milepostWorld(map, t, m);
        if (p !== undefined) pushPrism(soup, DISC, p[0], p[1], SIZE.cityDot * u, y, y + 0.01 * u, edge, edge);
      }
    } else {
      const r = (city.size === 'medium' ? SIZE.medium : SIZE.small) * u;
      const body = rgb(city.size === 'medium' ? RR_COLORS.mediumFill : RR_COLORS.smallFill);
      pushPrism(soup, DISC, centre[0], centre[1], r, 0, y + 0.01 * u, body, rgb(RR_COLORS.cityEdge));
      pushFrame(soup, DISC, centre[0], centre[1], r * 0.72, r, y + 0.01 * u, y + 0.014 * u, rgb(RR_COLORS.cityEdge), rgb(RR_COLORS.cityEdge));
    }
  }
  return soup.build();
}

/** The unit models of the milepost markers (radius 1 in x–z, base at y = 0): terrain by shape as well as colour. */
export function markerModel(kind: 'clear' | 'mountain' | 'alpine'): BufferGeometry {
  const soup = new TriangleSoup();
  if (kind === 'clear') {
    pushPrism(soup, DISC, 0, 0, 1, 0, 0.3, rgb(RR_COLORS.clear), rgb(RR_COLORS.clear));
    return soup.build();
  }
  const triangle = symbolOutline('triangle');
  if (kind === 'mountain') {
    pushPrism(soup, triangle, 0, 0.1, 1, 0, 0.5, rgb(RR_COLORS.mountain), rgb(RR_COLORS.mountainEdge));
    return soup.build();
  }
  pushPrism(soup, triangle, 0, 0.1, 1, 0, 0.5, rgb(RR_COLORS.alpine), rgb(RR_COLORS.outline));
  // A snow cap: the top third of the triangle, lighter.
  pushPrism(soup, triangle, 0, -0.42, 0.42, 0.5, 0.56, rgb(RR_COLORS.alpineCap), rgb(RR_COLORS.alpineCap));
  return soup.build();
}

/** The mileposts of each marker kind with their world positions and radius (world units); city mileposts are drawn by `cityGeometry`. */
export function milepostInstances(map: ResourcefulMap, t: BoardTransform, cityAt: Int32Array): Readonly<Record<'clear' | 'mountain' | 'alpine', readonly { readonly x: number; readonly z: number; readonly r: number }[]>> {
  const out: Record<'clear' | 'mountain' | 'alpine', { x: number; z: number; r: number }[]> = { clear: [], mountain: [], alpine: [] };
  map.mileposts.forEach((p, m) => {
    if ((cityAt[m] ?? -1) >= 0) return;
    const w = t.toWorld(p.x, p.y);
    out[p.terrain].push({ x: w.x, z: w.z, r: SIZE[p.terrain] * t.unit });
  });
  return out;
}

/**
 * A piece of track one spacing long along +x (centred on the origin, flat, at y = 0): a dark
 * outline band and a white core. The instance colour multiplies it: the core takes the player's
 * colour, the band stays dark (a yellow track still has an edge on light land).
 */
export function trackModel(unit: number): BufferGeometry {
  const soup = new TriangleSoup();
  const h = unit / 2;
  const o = (SIZE.track / 2 + SIZE.trackEdge) * unit;
  const c = (SIZE.track / 2) * unit;
  soup.quadUp([-h, 0, -o], [h, 0, -o], [h, 0, o], [-h, 0, o], rgb('#1b1b1b'));
  soup.quadUp([-h, 0.004 * unit, -c], [h, 0.004 * unit, -c], [h, 0.004 * unit, c], [-h, 0.004 * unit, c], [1, 1, 1]);
  // Sleepers: three dark ticks across the core, so track reads as track and not as a border.
  for (const x of [-0.25, 0, 0.25]) {
    const w = 0.035 * unit;
    soup.quadUp([x * unit - w, 0.008 * unit, -c], [x * unit + w, 0.008 * unit, -c], [x * unit + w, 0.008 * unit, c], [x * unit - w, 0.008 * unit, c], rgb('#3a3a3a'));
  }
  return soup.build();
}

/** The track still to build on a planned route, one spacing long: a dashed white bar with dark edges (its instance colour multiplies the white). */
export function planBuildModel(unit: number): BufferGeometry {
  const soup = new TriangleSoup();
  const o = 0.16 * unit;
  const c = 0.1 * unit;
  for (const [x0, x1] of [[-0.42, -0.08], [0.08, 0.42]] as const) {
    soup.quadUp([x0 * unit, 0, -o], [x1 * unit, 0, -o], [x1 * unit, 0, o], [x0 * unit, 0, o], rgb('#1b1b1b'));
    soup.quadUp([(x0 + 0.04) * unit, 0.004 * unit, -c], [(x1 - 0.04) * unit, 0.004 * unit, -c], [(x1 - 0.04) * unit, 0.004 * unit, c], [(x0 + 0.04) * unit, 0.004 * unit, c], [1, 1, 1]);
  }
  return soup.build();
}

/** The drive on a planned route, one spacing long: two dots with dark rims (instance colour: the seat's). */
export function planDriveModel(unit: number): BufferGeometry {
  const soup = new TriangleSoup();
  for (const x of [-0.25, 0.25]) {
    pushPrism(soup, DISC, x * unit, 0, 0.15 * unit, 0, 0.004 * unit, rgb('#1b1b1b'), rgb('#1b1b1b'));
    pushPrism(soup, DISC, x * unit, 0, 0.1 * unit, 0.004 * unit, 0.008 * unit, [1, 1, 1], [1, 1, 1]);
  }
  return soup.build();
}

/**
 * Writes into `out` the matrix that lays a unit model (`trackModel`, `planModel`) from `a` to
 * `b` (world `[x, z]`) at height `y`, shifted `offset` world units to its left (two owners of a
 * ferry line side by side). Allocation-free.
 */
export function segmentMatrix(a: Pt, b: Pt, unit: number, y: number, out: Matrix4, offset = 0): Matrix4 {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len = Math.hypot(dx, dz) || 1e-9;
  const c = dx / len;
  const s = -dz / len;
  const sx = len / unit;
  const ox = (-dz / len) * offset;
  const oz = (dx / len) * offset;
  return out.set(c * sx, 0, s, (a[0] + b[0]) / 2 + ox, 0, 1, 0, y, -s * sx, 0, c, (a[1] + b[1]) / 2 + oz, 0, 0, 0, 1);
}

/** A ring to mark a milepost: `[x, z]`, radius in spacings, colour, and a thicker ring when `strong`. */
export type Ring = { readonly at: Pt; readonly radius: number; readonly color: string; readonly strong?: boolean };

/** Rings (white or coloured, with a dark rim) around mileposts: the anchor, where a touch may build or move, the pending touch, demand cities. */
export function ringGeometry(rings: readonly Ring[], unit: number): BufferGeometry {
  const soup = new TriangleSoup();
  const y = LAYER.ring * unit;
  const dark = rgb(RR_COLORS.outline);
  for (const ring of rings) {
    const r = ring.radius * unit;
    const w = (ring.strong === true ? 0.16 : 0.12) * unit;
    pushFrame(soup, DISC, ring.at[0], ring.at[1], r - w - 0.04 * unit, r + 0.04 * unit, y, y + 0.004 * unit, dark, dark);
    pushFrame(soup, DISC, ring.at[0], ring.at[1], r - w, r, y + 0.004 * unit, y + 0.008 * unit, rgb(ring.color), rgb(ring.color));
  }
  return soup.build();
}

/** A train on the board: where (world), its player's colour and symbol. */
export type TrainPiece = { readonly at: Pt; readonly color: string; readonly symbol: BoardSymbol };

/** The trains: each its player's symbol as a solid piece in the player's colour with a dark rim; two on one milepost stand side by side. */
export function trainGeometry(trains: readonly TrainPiece[], unit: number): BufferGeometry {
  const soup = new TriangleSoup();
  const base = LAYER.train * unit;
  const dark = rgb(RR_COLORS.outline);
  const seen = new Map<string, number>();
  for (const train of trains) {
    const key = `${train.at[0].toFixed(5)},${train.at[1].toFixed(5)}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const x = train.at[0] + (n === 0 ? 0 : (n % 2 === 1 ? 0.45 : -0.45) * Math.ceil(n / 2) * unit);
    const z = train.at[1] - (n === 0 ? 0 : 0.2 * unit);
    const outline = symbolOutline(train.symbol);
    const r = SIZE.train * unit;
    const top = base + 0.3 * unit;
    pushPrism(soup, outline, x, z, r + 0.07 * unit, base, top - 0.02 * unit, dark, dark);
    pushPrism(soup, outline, x, z, r, base, top, rgb(train.color), dark);
  }
  return soup.build();
}
