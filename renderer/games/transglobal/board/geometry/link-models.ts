/**
 * The unit models instanced along links: one spacing long along +x (x from −unit/2 to
 * +unit/2), centred on the origin, flat in x–z, resting at y = 0. An instance matrix moves,
 * turns and stretches one onto a link (`./link-instances.ts`). Vertex colours; pure.
 */
import type { BufferGeometry } from 'three';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, rgb, type Rgb } from '../../../../board-kit/geometry/buffers';

function box(soup: TriangleSoup, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: Rgb): void {
  soup.quadUp([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1], color);
  soup.quad([x0, y1, z1], [x1, y1, z1], [x1, y0, z1], [x0, y0, z1], color);
  soup.quad([x1, y1, z0], [x0, y1, z0], [x0, y0, z0], [x1, y0, z0], color);
  soup.quad([x1, y1, z1], [x1, y1, z0], [x1, y0, z0], [x1, y0, z1], color);
  soup.quad([x0, y1, z0], [x0, y1, z1], [x0, y0, z1], [x0, y0, z0], color);
}

/** Rail model sizes, in lattice spacings. */
export const RAIL_SIZE = {
  /** Half-width of the ballast bed at its foot and at its top (sloped shoulders catch the light). */
  bed: 0.17,
  bedTop: 0.12,
  /** Height of the ballast bed. */
  bedHeight: 0.02,
  /** Half-length of a sleeper across the track, its width along it, and how many. */
  sleeper: 0.135,
  sleeperWidth: 0.075,
  sleepers: 5,
  /** Distance of each rail from the centre line, a rail's width and the height of its head. */
  gauge: 0.065,
  railWidth: 0.04,
  railTop: 0.07,
  /** The soft shadow along both sides of the bed: how far it spreads, and how dark it starts (alpha). */
  shadow: 0.09,
  shadowAlpha: 0.35,
} as const;

/**
 * A piece of track one spacing long: a soft shadow on the ground along both sides, a ballast
 * bed with sloped shoulders, wooden sleepers, and two steel rails whose heads are bevelled (a
 * bright crown, darker flanks under the overhead light). About 110 triangles; RGBA colours.
 */
export function buildRailModel(unit: number): BufferGeometry {
  const s = new TriangleSoup();
  const h = unit / 2;
  const u = unit;
  for (const side of [-1, 1]) {
    const z0 = side * RAIL_SIZE.bed * u;
    const z1 = side * (RAIL_SIZE.bed + RAIL_SIZE.shadow) * u;
    s.quadUp([-h, -0.004 * u, z0], [h, -0.004 * u, z0], [h, -0.004 * u, z1], [-h, -0.004 * u, z1], [0, 0, 0], [RAIL_SIZE.shadowAlpha, RAIL_SIZE.shadowAlpha, 0, 0]);
  }
  const ballast = rgb(BOARD_COLORS.ballast);
  const top = RAIL_SIZE.bedHeight * u;
  s.quadUp([-h, top, -RAIL_SIZE.bedTop * u], [h, top, -RAIL_SIZE.bedTop * u], [h, top, RAIL_SIZE.bedTop * u], [-h, top, RAIL_SIZE.bedTop * u], ballast);
  for (const side of [-1, 1]) {
    s.quadUp([-h, top, side * RAIL_SIZE.bedTop * u], [h, top, side * RAIL_SIZE.bedTop * u], [h, 0, side * RAIL_SIZE.bed * u], [-h, 0, side * RAIL_SIZE.bed * u], ballast);
  }
  const sleeper = rgb(BOARD_COLORS.sleeper);
  for (let i = 0; i < RAIL_SIZE.sleepers; i++) {
    const cx = -h + ((i + 0.5) * unit) / RAIL_SIZE.sleepers;
    const w = (RAIL_SIZE.sleeperWidth * unit) / 2;
    box(s, cx - w, cx + w, top, top + 0.02 * u, -RAIL_SIZE.sleeper * unit, RAIL_SIZE.sleeper * unit, sleeper);
  }
  const rail = rgb(BOARD_COLORS.rail);
  const crown = (RAIL_SIZE.railTop + 0.01) * u;
  const foot = top + 0.02 * u;
  for (const side of [-1, 1]) {
    const z = side * RAIL_SIZE.gauge * unit;
    const w = (RAIL_SIZE.railWidth * unit) / 2;
    // The head: a narrow crown and two 45°-ish flanks down to the sleepers' top.
    s.quadUp([-h, crown, z - w / 3], [h, crown, z - w / 3], [h, crown, z + w / 3], [-h, crown, z + w / 3], rail);
    s.quadUp([-h, crown, z + w / 3], [h, crown, z + w / 3], [h, foot, z + w], [-h, foot, z + w], rail);
    s.quadUp([-h, crown, z - w / 3], [h, crown, z - w / 3], [h, foot, z - w], [-h, foot, z - w], rail);
  }
  return s.build();
}

/** Glow sizes, in lattice spacings: half-widths of the outline band and of the coloured core. */
export const GLOW_SIZE = { outline: 0.085, core: 0.055, inset: 0.16 } as const;

/**
 * A legal-link glow: a dark band with a white core, stopping short of the intersections.
 * The instance colour (the active seat's colour) multiplies it: the core takes the seat colour,
 * the band stays dark, so a yellow glow still has an outline on light land.
 */
export function buildGlowModel(unit: number): BufferGeometry {
  const s = new TriangleSoup();
  const h = unit / 2 - GLOW_SIZE.inset * unit;
  const o = GLOW_SIZE.outline * unit;
  const c = GLOW_SIZE.core * unit;
  s.quadUp([-h - 0.05 * unit, 0, -o], [h + 0.05 * unit, 0, -o], [h + 0.05 * unit, 0, o], [-h - 0.05 * unit, 0, o], rgb('#202020'));
  s.quadUp([-h, 0.005 * unit, -c], [h, 0.005 * unit, -c], [h, 0.005 * unit, c], [-h, 0.005 * unit, c], [1, 1, 1]);
  return s.build();
}

/** A suggested-route mark: three white dots with dark rims along the link. */
export function buildSuggestionModel(unit: number): BufferGeometry {
  const s = new TriangleSoup();
  const rim = rgb(BOARD_COLORS.outline);
  const dot = rgb(BOARD_COLORS.suggestion);
  const sides = 10;
  for (const cx of [-0.25, 0, 0.25]) {
    for (const [r, y, color] of [[0.12, 0, rim], [0.082, 0.005, dot]] as const) {
      for (let i = 0; i < sides; i++) {
        const a0 = (i * 2 * Math.PI) / sides;
        const a1 = ((i + 1) * 2 * Math.PI) / sides;
        s.triangleUp([cx * unit, y * unit, 0], [cx * unit + Math.cos(a0) * r * unit, y * unit, Math.sin(a0) * r * unit], [cx * unit + Math.cos(a1) * r * unit, y * unit, Math.sin(a1) * r * unit], color);
      }
    }
  }
  return s.build();
}
