/**
 * Relief for any board's land, in the board kit: a height field over the land on a triangular
 * lattice (`./heightfield.ts`) — rolling hills that flatten along coasts, lakes and rivers, ranges
 * of ridges inside mountain polygons and around given mountain points, snow on the peaks —
 * coloured by height with smooth normals, for a light from straight overhead (so the relief
 * reads the same from every edge of the table); and the fade of a board's edges into the table.
 * Pure: pushes into a `TriangleSoup`, world units. Every board with land uses it.
 */
import { mixRgb, rgb, type Rgb, type TriangleSoup } from './buffers';
import { distanceField, forEachGridTriangle, gridNormals, insideMask, triGrid } from './heightfield';
import type { Pt } from './polygon';

/** The relief's colours (CSS `#rrggbb`): the land at sea level, hill tops, foothills, peaks, snow. */
export type ReliefPalette = { readonly land: string; readonly hill: string; readonly mountainLow: string; readonly mountainHigh: string; readonly snow: string };

/** A board's relief style: its palette and the height of its highest peak, in lattice spacings (the board's overlays sit above it). */
export type ReliefStyle = { readonly palette: ReliefPalette; readonly peak: number };

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
  /** Where on the peaks (fraction of the style's `peak`) snow starts. */
  snow: 0.8,
} as const;

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/**
 * The land's colour at height `h` (world units) under `style`: the plain land colour at sea
 * level, a little darker on hills, foothill to peak colours in the ranges, snow on the highest peaks.
 */
export function reliefColor(h: number, unit: number, style: ReliefStyle): Rgb {
  const { land, hill, low, high, snow } = reliefPalette(style.palette);
  const r = h / unit;
  if (r <= RELIEF.hill) return mixRgb(land, hill, Math.max(0, r / RELIEF.hill));
  const m = (r - RELIEF.hill) / (style.peak - RELIEF.hill);
  if (m < 0.25) return mixRgb(hill, low, m / 0.25);
  if (m < RELIEF.snow) return mixRgb(low, high, (m - 0.25) / (RELIEF.snow - 0.25));
  return mixRgb(high, snow, Math.min(1, (m - RELIEF.snow) / (1 - RELIEF.snow) + 0.35));
}

const converted = new WeakMap<ReliefPalette, { land: Rgb; hill: Rgb; low: Rgb; high: Rgb; snow: Rgb }>();
/** A palette's colours as linear RGB, converted once per palette object. */
function reliefPalette(p: ReliefPalette): { land: Rgb; hill: Rgb; low: Rgb; high: Rgb; snow: Rgb } {
  let c = converted.get(p);
  if (c === undefined) {
    c = { land: rgb(p.land), hill: rgb(p.hill), low: rgb(p.mountainLow), high: rgb(p.mountainHigh), snow: rgb(p.snow) };
    converted.set(p, c);
  }
  return c;
}

/**
 * Pushes the relief over all the land: a height field on a lattice of `RELIEF.step` spacings
 * (only triangles whose three corners are on land and off the lakes), low rolling hills that
 * flatten to sea level along coasts, lakes and rivers, and inside the mountain polygons ranges
 * of ridges rising from foothills at the polygon's edge (which fall away outside it within
 * `RELIEF.foothills`) to about `style.peak`, and around every point of `mountainLinks` (world
 * points: e.g. wherever the board charges more for mountains) so the ranges are
 * where the board charges for them. Coloured by height
 * (`reliefColor`), with smooth normals of the exaggerated heights (the light sees the slopes)
 * and hollows a little darker than ridges, so the relief reads the same from every edge under a
 * light from overhead.
 */
export function pushRelief(
  soup: TriangleSoup,
  layers: { readonly land: readonly Pt[][]; readonly lakes: readonly Pt[][]; readonly rivers: readonly Pt[][]; readonly mountains: readonly Pt[][]; readonly mountainLinks: readonly Pt[] },
  bounds: { readonly minX: number; readonly minZ: number; readonly maxX: number; readonly maxZ: number },
  unit: number,
  style: ReliefStyle,
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
  const peak = style.peak * unit;
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
    const c = reliefColor((heights[v] ?? 0) - base, unit, style);
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

/**
 * Pushes the fade into the table: over the last `fade` (world units) inside the board's edges
 * (`halfWidth`, `halfDepth` around the origin) land and sea blend into `color`, which covers
 * everything beyond the edges — so land cut by the map's rectangle
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
