/**
 * Map kilometres ↔ board world units, for any game's board. The map's `bounds` are centred on the world origin and
 * scaled so the longer side is 1 world unit: world `x` = east, world `z` = south (the map's
 * `y`), world `y` = up, towards the camera looking straight down.
 */

/** What a board's world is fitted from: its bounds and grid step in the map's own unit (km for maps of real geography). */
export type BoardFrame = {
  readonly bounds: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
  readonly spacingKm: number;
};

/** A point on the board plane in world units: `x` east, `z` south. */
export type WorldPoint = { x: number; z: number };

/**
 * The km→world transform of one map.
 * - `scale`: world units per km. `unit`: one lattice spacing in world units (the size every
 *   piece is measured in). `width`/`depth`: the bounds' size in world units (x, z).
 * - `toWorld(xKm, yKm)` / `toKm(x, z)`: the transform and its inverse.
 */
export type BoardTransform = {
  readonly scale: number;
  readonly unit: number;
  readonly width: number;
  readonly depth: number;
  readonly centerKm: { readonly x: number; readonly y: number };
  toWorld(xKm: number, yKm: number): WorldPoint;
  toKm(x: number, z: number): { x: number; y: number };
};

/**
 * The transform that fits `map.bounds` into the unit box centred at the origin.
 * @throws {Error} when the bounds are empty (zero or negative width and height)
 */
export function boardTransform(map: BoardFrame): BoardTransform {
  const { minX, minY, maxX, maxY } = map.bounds;
  const spanKm = Math.max(maxX - minX, maxY - minY);
  if (!(spanKm > 0)) throw new Error('map bounds are empty');
  const scale = 1 / spanKm;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return {
    scale,
    unit: map.spacingKm * scale,
    width: (maxX - minX) * scale,
    depth: (maxY - minY) * scale,
    centerKm: { x: cx, y: cy },
    toWorld: (xKm, yKm) => ({ x: (xKm - cx) * scale, z: (yKm - cy) * scale }),
    toKm: (x, z) => ({ x: x / scale + cx, y: z / scale + cy }),
  };
}
