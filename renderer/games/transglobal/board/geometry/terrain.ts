/**
 * The terrain: ONE vertex-coloured mesh holding the land plate (triangulated land polygons
 * with side walls down to the plate's bottom), the relief (a height field over all the land:
 * rolling hills, ranges inside mountain polygons and no-grid areas), lakes, rivers (flat
 * ribbons) and the coastline (a ribbon along every land ring); and, as a second see-through
 * mesh, the fade into the table at the board's edges.
 * Pure: builds a three.js BufferGeometry in world units (see `boardTransform`).
 */
import type { BufferGeometry } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, mixRgb, rgb, type Rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { distanceField, forEachGridTriangle, gridNormals, insideMask, triGrid } from '../../../../board-kit/geometry/heightfield';
import { openRing, triangulateRing, type Pt } from '../../../../board-kit/geometry/polygon';
import { pushPolylineRibbon } from '../../../../board-kit/geometry/ribbon';
import type { BoardTransform } from '../../../../board-kit/transform';

/** Widths of the terrain's ribbons, in lattice spacings. */
export const TERRAIN_WIDTH = { river: 0.075, coast: 0.035 } as const;

/** Map rings (km) → world rings `[x, z]`, closing point dropped. */
export function worldRings(rings: readonly (readonly Pt[])[], t: BoardTransform): Pt[][] {
  return rings.map((ring) =>
    openRing(ring).map(([x, y]) => {
      const w = t.toWorld(x, y);
      return [w.x, w.z] as const;
    }),
  );
}

/** Signed area of a world ring in the (x, z) plane. */
function signedArea(ring: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    if (p && q) a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

/** Pushes the land plate: each land ring filled at `LAYER_HEIGHT.land`, with outward walls. */
export function pushLandPlate(soup: TriangleSoup, land: readonly Pt[][], unit: number): void {
  const top = LAYER_HEIGHT.land * unit;
  const bottom = LAYER_HEIGHT.plateBottom * unit;
  const landRgb = rgb(BOARD_COLORS.land);
  const sideRgb = rgb(BOARD_COLORS.landSide);
  for (const ring of land) {
    for (const [a, b, c] of triangulateRing(ring)) {
      const pa = ring[a];
      const pb = ring[b];
      const pc = ring[c];
      if (pa && pb && pc) soup.triangleUp([pa[0], top, pa[1]], [pb[0], top, pb[1]], [pc[0], top, pc[1]], landRgb);
    }
    const outwardIsRight = signedArea(ring) > 0;
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i];
      const q = ring[(i + 1) % ring.length];
      if (!p || !q) continue;
      const tp = [p[0], top, p[1]];
      const tq = [q[0], top, q[1]];
      const bq = [q[0], bottom, q[1]];
      const bp = [p[0], bottom, p[1]];
      if (outwardIsRight) soup.quad(tp, tq, bq, bp, sideRgb);
      else soup.quad(tq, tp, bp, bq, sideRgb);
    }
  }
}

/** A smooth deterministic value in about −1..1 (crossed sines at three scales), the hills' and peaks' roughness. */
export function roughness(x: number, z: number, unit: number): number {
  const u = x / unit;
  const v = z / unit;
  const s =
    Math.sin(u * 0.83 + v * 0.31) * Math.sin(v * 0.77 - u * 0.22 + 1.7) +
    0.5 * Math.sin(u * 2.1 + v * 0.7) * Math.sin(u * -0.9 + v * 2.6 + 1.3) +
    0.25 * Math.sin(u * 4.3 - v * 3.1 + 0.4) * Math.sin(u * 3.7 + v * 4.9 + 2.2);
  return s / 1.2;
}

/** Relief sizes, in lattice spacings. */
export const RELIEF = {
  /** Lattice step of the height field (finer = smoother ranges, more triangles). */
  step: 0.2,
  /** Highest hill on open land (the grid and rivers stay above and beside it). */
  hill: 0.05,
  /** Hills flatten towards coasts, lakes and rivers: height 0 within `valley`, full from `valleyEnd`. */
  valley: 0.12,
  valleyEnd: 0.7,
  /** Inside a mountain polygon, the height rises from its edge to the peaks within `ramp`. */
  ramp: 0.35,
  /** Foothills: the share of the peak height at a range's edge, and how far they reach outside it. */
  foothill: 0.22,
  foothills: 0.9,
  /** Around the middle of each $2 mountain link the land rises too, within this reach (the cost on the board shows as mountains). */
  linkReach: 0.6,
  /** How much steeper the light sees the land than it is (hill shading's vertical exaggeration). */
  exaggeration: 4,
  /** Where on the peaks (fraction of `LAYER_HEIGHT.peak`) snow starts. */
  snow: 0.8,
} as const;

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/**
 * The land's colour at height `h` (world units): the plain land colour at sea level, a little
 * darker on hills, foothill to peak colours in the ranges, snow on the highest peaks.
 */
export function reliefColor(h: number, unit: number): Rgb {
  const { land, hill, low, high, snow } = reliefPalette();
  const r = h / unit;
  if (r <= RELIEF.hill) return mixRgb(land, hill, Math.max(0, r / RELIEF.hill));
  const m = (r - RELIEF.hill) / (LAYER_HEIGHT.peak - RELIEF.hill);
  if (m < 0.25) return mixRgb(hill, low, m / 0.25);
  if (m < RELIEF.snow) return mixRgb(low, high, (m - 0.25) / (RELIEF.snow - 0.25));
  return mixRgb(high, snow, Math.min(1, (m - RELIEF.snow) / (1 - RELIEF.snow) + 0.35));
}

let palette: { land: Rgb; hill: Rgb; low: Rgb; high: Rgb; snow: Rgb } | undefined;
/** The relief's colours as linear RGB, converted once. */
function reliefPalette(): { land: Rgb; hill: Rgb; low: Rgb; high: Rgb; snow: Rgb } {
  palette ??= { land: rgb(BOARD_COLORS.land), hill: rgb(BOARD_COLORS.hill), low: rgb(BOARD_COLORS.mountainLow), high: rgb(BOARD_COLORS.mountainHigh), snow: rgb(BOARD_COLORS.snow) };
  return palette;
}

/**
 * Pushes the relief over all the land: a height field on a lattice of `RELIEF.step` spacings
 * (only triangles whose three corners are on land and off the lakes), low rolling hills that
 * flatten to sea level along coasts, lakes and rivers, and inside the mountain polygons ranges
 * of ridges rising from foothills at the polygon's edge (which fall away outside it within
 * `RELIEF.foothills`) to about `LAYER_HEIGHT.peak`, and around the middle of every $2 mountain
 * link (`mountainLinks`, world points) so the ranges are where the board charges for them. Coloured by height
 * (`reliefColor`), with smooth normals of the exaggerated heights (the light sees the slopes)
 * and hollows a little darker than ridges, so the relief reads the same from every edge under a
 * light from overhead.
 */
export function pushRelief(
  soup: TriangleSoup,
  layers: { readonly land: readonly Pt[][]; readonly lakes: readonly Pt[][]; readonly rivers: readonly Pt[][]; readonly mountains: readonly Pt[][]; readonly mountainLinks: readonly Pt[] },
  bounds: { readonly minX: number; readonly minZ: number; readonly maxX: number; readonly maxZ: number },
  unit: number,
): void {
  const g = triGrid(bounds.minX, bounds.minZ, bounds.maxX, bounds.maxZ, RELIEF.step * unit);
  const onLand = insideMask(g, layers.land);
  const inLake = insideMask(g, layers.lakes);
  const inRange = insideMask(g, layers.mountains);
  const water = distanceField(g, [...layers.land, ...layers.lakes], RELIEF.valleyEnd * unit, true);
  const rivers = distanceField(g, layers.rivers, RELIEF.valleyEnd * unit, false);
  const rangeEdge = distanceField(g, layers.mountains, Math.max(RELIEF.ramp, RELIEF.foothills) * unit, true);
  const passes = distanceField(
    g,
    layers.mountainLinks.map((p) => [p, p]),
    RELIEF.linkReach * unit,
    false,
  );
  const base = 0.002 * unit;
  const peak = LAYER_HEIGHT.peak * unit;
  const count = g.cols * g.rows;
  const heights = new Float64Array(count);
  for (let v = 0; v < count; v++) {
    if (onLand[v] !== 1 || inLake[v] === 1) continue;
    const x = g.xs[v] ?? 0;
    const z = g.zs[v] ?? 0;
    const rough = roughness(x, z, unit);
    const flat = smoothstep(RELIEF.valley * unit, RELIEF.valleyEnd * unit, Math.min(water[v] ?? 0, rivers[v] ?? 0));
    let h = RELIEF.hill * unit * flat * (0.55 + 0.45 * rough);
    // How mountainous this spot is (0..1): inside a range polygon rising from its edge, with
    // foothills falling away outside it; and around each $2 mountain link's middle.
    let strength = 0;
    if (inRange[v] === 1) strength = RELIEF.foothill + (1 - RELIEF.foothill) * smoothstep(0, RELIEF.ramp * unit, rangeEdge[v] ?? 0);
    else if ((rangeEdge[v] ?? Infinity) < RELIEF.foothills * unit) strength = RELIEF.foothill * (1 - (rangeEdge[v] ?? 0) / (RELIEF.foothills * unit)) ** 2 * flat;
    strength = Math.max(strength, smoothstep(RELIEF.linkReach * unit, 0, passes[v] ?? Infinity) * (0.4 + 0.6 * flat));
    if (strength > 0) {
      const ridge = 1 - Math.abs(roughness(x * 3.5 + 17 * unit, z * 3.5 - 5 * unit, unit));
      h = Math.max(h, peak * strength * (0.3 + 0.7 * ridge * ridge));
    }
    heights[v] = base + Math.min(h, peak - base);
  }
  const exaggerated = heights.map((h) => h * RELIEF.exaggeration);
  const normals = gridNormals(g, exaggerated);
  // Hollows darker, ridges lighter: the height against its six neighbours' mean.
  const shade = new Float64Array(count).fill(1);
  for (let row = 1; row + 1 < g.rows; row++) {
    const shift = row % 2;
    for (let col = 1; col + 1 < g.cols; col++) {
      const v = row * g.cols + col;
      const up = (row - 1) * g.cols + col;
      const down = (row + 1) * g.cols + col;
      const ns = [v - 1, v + 1, up - 1 + shift, up + shift, down - 1 + shift, down + shift];
      let mean = 0;
      for (const n of ns) mean += heights[n] ?? 0;
      mean /= ns.length;
      shade[v] = Math.max(0.72, Math.min(1.12, 1 + (((heights[v] ?? 0) - mean) / (RELIEF.step * unit)) * 3));
    }
  }
  // Each vertex's position, colour and normal, made once (a vertex serves up to six triangles).
  const vertexOf: number[][] = [];
  const colorOf: Rgb[] = [];
  const normalOf: number[][] = [];
  for (let v = 0; v < count; v++) {
    vertexOf.push([g.xs[v] ?? 0, heights[v] ?? 0, g.zs[v] ?? 0]);
    const c = reliefColor((heights[v] ?? 0) - base, unit);
    const k = shade[v] ?? 1;
    colorOf.push([c[0] * k, c[1] * k, c[2] * k]);
    normalOf.push([normals[v * 3] ?? 0, normals[v * 3 + 1] ?? 1, normals[v * 3 + 2] ?? 0]);
  }
  const land = (v: number): boolean => onLand[v] === 1 && inLake[v] !== 1;
  forEachGridTriangle(g, (a, b, c) => {
    if (!land(a) || !land(b) || !land(c)) return;
    const [pa = [], pb = [], pc = []] = [vertexOf[a], vertexOf[b], vertexOf[c]];
    const [ca = [0, 0, 0], cb = [0, 0, 0], cc = [0, 0, 0]] = [colorOf[a], colorOf[b], colorOf[c]];
    const [na = [], nb = [], nc = []] = [normalOf[a], normalOf[b], normalOf[c]];
    soup.triangleUp(pa, pb, pc, [ca, cb, cc], 1, [na, nb, nc]);
  });
}

/** Pushes lakes (filled) and rivers (ribbons) in the inland-water colour. */
export function pushInlandWater(soup: TriangleSoup, lakes: readonly Pt[][], rivers: readonly Pt[][], unit: number): void {
  const water = rgb(BOARD_COLORS.inlandWater);
  const y = LAYER_HEIGHT.lakes * unit;
  for (const ring of lakes) {
    for (const [a, b, c] of triangulateRing(ring)) {
      const pa = ring[a];
      const pb = ring[b];
      const pc = ring[c];
      if (pa && pb && pc) soup.triangleUp([pa[0], y, pa[1]], [pb[0], y, pb[1]], [pc[0], y, pc[1]], water);
    }
  }
  for (const line of rivers) pushPolylineRibbon(soup, line, LAYER_HEIGHT.rivers * unit, TERRAIN_WIDTH.river * unit, water);
}

/** Pushes the coastline: a ribbon along every land ring and lake shore. */
export function pushCoast(soup: TriangleSoup, land: readonly Pt[][], lakes: readonly Pt[][], unit: number): void {
  const coast = rgb(BOARD_COLORS.coast);
  for (const ring of [...land, ...lakes]) pushPolylineRibbon(soup, ring, LAYER_HEIGHT.coast * unit, TERRAIN_WIDTH.coast * unit, coast, true);
}

/**
 * Pushes the fade into the table: over the last `fade` (world units) inside the board's edges
 * (`halfWidth`, `halfDepth` around the origin) land and sea blend into `color`, which covers
 * everything beyond the edges — so land cut by the map's rectangle (Europe's east, Asia's west)
 * ends softly instead of in a straight line.
 */
export function pushTableFade(soup: TriangleSoup, halfWidth: number, halfDepth: number, fade: number, y: number, color: Rgb): void {
  const far = 4 * Math.max(halfWidth, halfDepth);
  const outer = [
    [-halfWidth, -halfDepth],
    [halfWidth, -halfDepth],
    [halfWidth, halfDepth],
    [-halfWidth, halfDepth],
  ] as const;
  const inner = outer.map(([x, z]) => [x - Math.sign(x) * fade, z - Math.sign(z) * fade] as const);
  const beyond = outer.map(([x, z]) => [Math.sign(x) * far, Math.sign(z) * far] as const);
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    const [oi, oj, ii, ij, bi, bj] = [outer[i], outer[j], inner[i], inner[j], beyond[i], beyond[j]];
    if (!oi || !oj || !ii || !ij || !bi || !bj) continue;
    // Two bands (alpha 0 → 0.25 → 1) ease the fade in instead of a linear ramp.
    const mi = [(ii[0] + oi[0]) / 2, (ii[1] + oi[1]) / 2] as const;
    const mj = [(ij[0] + oj[0]) / 2, (ij[1] + oj[1]) / 2] as const;
    soup.quadUp([ii[0], y, ii[1]], [ij[0], y, ij[1]], [mj[0], y, mj[1]], [mi[0], y, mi[1]], color, [0, 0, 0.25, 0.25]);
    soup.quadUp([mi[0], y, mi[1]], [mj[0], y, mj[1]], [oj[0], y, oj[1]], [oi[0], y, oi[1]], color, [0.25, 0.25, 1, 1]);
    soup.quadUp([oi[0], y, oi[1]], [oj[0], y, oj[1]], [bj[0], y, bj[1]], [bi[0], y, bi[1]], color, 1);
  }
}

/** The whole terrain geometry of `map` (one opaque draw call): land plate, relief, lakes, rivers, coast. */
export function buildTerrainGeometry(map: Pick<TransglobalMap, 'layers' | 'noGrid' | 'links' | 'intersections'>, t: BoardTransform): BufferGeometry {
  const land = worldRings(map.layers.land, t);
  const lakes = worldRings(map.layers.lakes, t);
  const rivers = worldRings(map.layers.rivers, t);
  const soup = new TriangleSoup();
  // No-grid areas (the Himalaya on the Asia map) are high mountains too: relief says why there is no track.
  const mountains = [...worldRings(map.layers.mountains, t), ...worldRings(map.noGrid, t)];
  const mountainLinks = map.links.flatMap((link): Pt[] => {
    const a = map.intersections[link.a];
    const b = map.intersections[link.b];
    if (link.reason !== 'mountain' || !a || !b) return [];
    const w = t.toWorld((a.x + b.x) / 2, (a.y + b.y) / 2);
    return [[w.x, w.z]];
  });
  // The relief first: it covers most of the land and is higher, so the plate under it fails the
  // depth test instead of being shaded and then painted over (half the land's pixel cost).
  pushRelief(soup, { land, lakes, rivers, mountains, mountainLinks }, { minX: -t.width / 2, minZ: -t.depth / 2, maxX: t.width / 2, maxZ: t.depth / 2 }, t.unit);
  pushLandPlate(soup, land, t.unit);
  pushInlandWater(soup, lakes, rivers, t.unit);
  pushCoast(soup, land, lakes, t.unit);
  return soup.build();
}

/**
 * The fade into the table as its own geometry (RGBA colours, for a transparent material that
 * covers only the board's edge band and beyond, so the big terrain mesh stays opaque).
 */
export function buildTableFadeGeometry(t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  pushTableFade(soup, t.width / 2, t.depth / 2, TABLE_FADE * t.unit, LAYER_HEIGHT.tableFade * t.unit, rgb(BOARD_COLORS.table));
  return soup.build();
}

/** How far in from the board's edges the fade into the table starts, in lattice spacings. */
export const TABLE_FADE = 0.8;
