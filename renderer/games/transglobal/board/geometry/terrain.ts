/**
 * The terrain: ONE opaque vertex-coloured mesh holding the land plate (triangulated land
 * polygons with side walls down to the plate's bottom), the relief raised inside mountain
 * polygons and no-grid areas, lakes, rivers (flat ribbons) and the coastline (a ribbon along every land ring).
 * Pure: builds a three.js BufferGeometry in world units (see `boardTransform`).
 */
import type { BufferGeometry } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, mixRgb, rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { distanceToRing, insideRing, openRing, triangulateRing, type Pt } from '../../../../board-kit/geometry/polygon';
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

/** A smooth deterministic bump in 0..1 (a few crossed sines), to roughen the peaks. */
function roughness(x: number, z: number, unit: number): number {
  const u = x / unit;
  const v = z / unit;
  const s = Math.sin(u * 2.1 + v * 0.7) + Math.sin(u * -0.9 + v * 2.6 + 1.3) + Math.sin(u * 4.3 - v * 3.1 + 0.4) * 0.5;
  return 0.5 + s / 5;
}

/**
 * Pushes the relief: each mountain polygon filled flat in the foothill colour (a crisp edge),
 * and over it a triangular mesh of side `unit / 3` (the triangles wholly inside the polygon and
 * on land) whose height rises from 0 at the polygon's edge to about `LAYER_HEIGHT.peak` within
 * 0.6 spacing, roughened, coloured from foothill to peak and shaded by the light.
 */
export function pushRelief(soup: TriangleSoup, mountains: readonly Pt[][], land: readonly Pt[][], unit: number): void {
  const step = unit / 3;
  const rowStep = (step * Math.sqrt(3)) / 2;
  const peak = LAYER_HEIGHT.peak * unit;
  const ramp = unit * 0.6;
  const low = rgb(BOARD_COLORS.mountainLow);
  const high = rgb(BOARD_COLORS.mountainHigh);
  const onLand = (p: Pt): boolean => land.some((ring) => insideRing(p, ring));
  for (const ring of mountains) {
    if (ring.length < 3) continue;
    const base = 0.002 * unit;
    for (const [a, b, c] of triangulateRing(ring)) {
      const pa = ring[a];
      const pb = ring[b];
      const pc = ring[c];
      if (pa && pb && pc) soup.triangleUp([pa[0], base, pa[1]], [pb[0], base, pb[1]], [pc[0], base, pc[1]], low);
    }
    let minX = Infinity;
    let minZ = Infinity;
    let maxX = -Infinity;
    let maxZ = -Infinity;
    for (const [x, z] of ring) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minZ = Math.min(minZ, z);
      maxZ = Math.max(maxZ, z);
    }
    const cols = Math.ceil((maxX - minX) / step) + 2;
    const rows = Math.ceil((maxZ - minZ) / rowStep) + 1;
    const vertex = (col: number, row: number): [number, number, number] => {
      const x = minX + (col + (row % 2) * 0.5) * step;
      const z = minZ + row * rowStep;
      const p: Pt = [x, z];
      const inside = insideRing(p, ring);
      const d = inside ? distanceToRing(p, ring) : -1;
      const rise = Math.max(0, Math.min(1, d / ramp));
      const eased = rise * rise * (3 - 2 * rise);
      return [x, inside ? base + peak * eased * (0.45 + 0.55 * roughness(x, z, unit)) : -1, z];
    };
    const cache = new Map<number, [number, number, number]>();
    const at = (col: number, row: number): [number, number, number] => {
      const key = row * (cols + 2) + col;
      const hit = cache.get(key);
      if (hit) return hit;
      const v = vertex(col, row);
      cache.set(key, v);
      return v;
    };
    const colorOf = (v: readonly number[]) => mixRgb(low, high, Math.min(1, ((v[1] ?? 0) / peak) * 1.3));
    const emit = (a: [number, number, number], b: [number, number, number], c: [number, number, number]): void => {
      // Only triangles wholly inside the polygon (outside vertices carry y = −1) and on land.
      if (a[1] < 0 || b[1] < 0 || c[1] < 0) return;
      const centroid: Pt = [(a[0] + b[0] + c[0]) / 3, (a[2] + b[2] + c[2]) / 3];
      if (!onLand(centroid)) return;
      soup.triangleUp(a, b, c, [colorOf(a), colorOf(b), colorOf(c)]);
    };
    for (let row = 0; row < rows; row++) {
      const odd = row % 2 === 1;
      for (let col = 0; col < cols; col++) {
        const a = at(col, row);
        const b = at(col + 1, row);
        const c = odd ? at(col + 1, row + 1) : at(col, row + 1);
        const d = odd ? at(col, row + 1) : at(col + 1, row + 1);
        if (odd) {
          emit(a, b, c);
          emit(a, c, d);
        } else {
          emit(a, b, d);
          emit(a, d, c);
        }
      }
    }
  }
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

/** The whole terrain geometry of `map` (one draw call). */
export function buildTerrainGeometry(map: Pick<TransglobalMap, 'layers' | 'noGrid'>, t: BoardTransform): BufferGeometry {
  const land = worldRings(map.layers.land, t);
  const soup = new TriangleSoup();
  pushLandPlate(soup, land, t.unit);
  // No-grid areas (the Himalaya on the Asia map) are high mountains too: relief says why there is no track.
  pushRelief(soup, [...worldRings(map.layers.mountains, t), ...worldRings(map.noGrid, t)], land, t.unit);
  const lakes = worldRings(map.layers.lakes, t);
  pushInlandWater(soup, lakes, worldRings(map.layers.rivers, t), t.unit);
  pushCoast(soup, land, lakes, t.unit);
  return soup.build();
}
