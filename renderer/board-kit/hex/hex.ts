/**
 * Hex maps for the board kit (any game drawn on hexes):
 * axial coordinates, their layout on the board plane, and which hex a board point falls in.
 * Pure. Conventions follow Red Blob Games' "Hexagonal Grids" (axial `q, r`; the third coordinate `s = −q − r`).
 *
 * Units: a layout's `size` is the hex's circumradius in world units; world `x` is east and
 * world `z` south, as everywhere on the board (`../transform.ts`).
 */
import type { WorldPoint } from '../transform';

/** A hex in axial coordinates (`s = −q − r` is implied). */
export type Hex = { readonly q: number; readonly r: number };

/**
 * How hexes sit on the board: `pointy` (a corner points north; rows are horizontal) or `flat`
 * (an edge faces north; columns are vertical), circumradius `size` (world units) and the world
 * point of hex (0, 0).
 */
export type HexLayout = { readonly orientation: 'pointy' | 'flat'; readonly size: number; readonly origin: WorldPoint };

const SQRT3 = Math.sqrt(3);

/** The six axial directions, east first then counter-clockwise seen from above (north up). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** A stable string key for maps and sets: `"q,r"`. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** The six neighbours of `h`, in `HEX_DIRECTIONS` order. */
export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** The number of hex steps between `a` and `b`. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The centre of `h` on the board plane, world units. */
export function hexToWorld(layout: HexLayout, h: Hex): WorldPoint {
  const { size, origin } = layout;
  if (layout.orientation === 'pointy') {
    return { x: origin.x + size * (SQRT3 * h.q + (SQRT3 / 2) * h.r), z: origin.z + size * 1.5 * h.r };
  }
  return { x: origin.x + size * 1.5 * h.q, z: origin.z + size * ((SQRT3 / 2) * h.q + SQRT3 * h.r) };
}

/** Rounds fractional axial coordinates to the hex that contains them (rounding all three coordinates q, r, s). */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // `+ 0` turns −0 into 0, so keys and equality never see a negative zero.
  return { q: rq + 0, r: rr + 0 };
}

/** The hex whose area holds the board point `p` (world units). */
export function worldToHex(layout: HexLayout, p: WorldPoint): Hex {
  const x = (p.x - layout.origin.x) / layout.size;
  const z = (p.z - layout.origin.z) / layout.size;
  if (layout.orientation === 'pointy') return hexRound((SQRT3 / 3) * x - z / 3, (2 / 3) * z);
  return hexRound((2 / 3) * x, -x / 3 + (SQRT3 / 3) * z);
}

/** The six corners of `h`, world units, going round from the east (pointy) or east corner (flat). */
export function hexCorners(layout: HexLayout, h: Hex): WorldPoint[] {
  const c = hexToWorld(layout, h);
  const start = layout.orientation === 'pointy' ? -Math.PI / 6 : 0;
  return Array.from({ length: 6 }, (_, i) => {
    const a = start - (i * Math.PI) / 3;
    return { x: c.x + layout.size * Math.cos(a), z: c.z + layout.size * Math.sin(a) };
  });
}

/** The world distance between the centres of two neighbouring hexes (`√3 × size`). */
export function hexStep(layout: HexLayout): number {
  return SQRT3 * layout.size;
}

/**
 * The world rectangle that holds every hex of `hexes` whole (corners included), as
 * `BoardFrame` bounds (`minX…maxZ` with `y` = world `z`) for `boardTransform`, or `undefined`
 * for no hexes.
 */
export function hexBounds(layout: HexLayout, hexes: readonly Hex[]): { minX: number; minY: number; maxX: number; maxY: number } | undefined {
  if (hexes.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    for (const c of hexCorners(layout, h)) {
      minX = Math.min(minX, c.x);
      maxX = Math.max(maxX, c.x);
      minY = Math.min(minY, c.z);
      maxY = Math.max(maxY, c.z);
    }
  }
  return { minX, minY, maxX, maxY };
}
