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
import { TriangleSoup, rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { openRing, triangulateRing, type Pt } from '../../../../board-kit/geometry/polygon';
import { pushPolylineRibbon } from '../../../../board-kit/geometry/ribbon';
import type { BoardTransform } from '../../../../board-kit/transform';
import { pushRelief, pushTableFade, type ReliefStyle } from '../../../../board-kit/geometry/relief';

export { RELIEF } from '../../../../board-kit/geometry/relief';

/** The Transglobal board's relief: its palette, peaks at `LAYER_HEIGHT.peak`. */
export const TG_RELIEF: ReliefStyle = { palette: BOARD_COLORS, peak: LAYER_HEIGHT.peak };

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
  pushRelief(soup, { land, lakes, rivers, mountains, mountainLinks }, { minX: -t.width / 2, minZ: -t.depth / 2, maxX: t.width / 2, maxZ: t.depth / 2 }, t.unit, TG_RELIEF);
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
