/**
 * Board ↔ screen for an orthographic camera looking straight down (north up), for any game's
 * board: the frustum that fits a board, world ↔ screen, and which of a game's targets (points,
 * segments) a touch means, snapping within half a grid step (#14 "touch that forgives"). Pure.
 *
 * Units: screen points are CSS px in client coordinates (`clientX/Y`, i.e. including the
 * canvas's `left/top`); board points are world units (`./transform.ts`).
 */
import { distanceToSegment } from './geometry/polygon';
import type { BoardTransform, WorldPoint } from './transform';

/**
 * An orthographic frustum as three.js holds it (a `THREE.OrthographicCamera` fits this shape):
 * `left/right/top/bottom` in world units around the camera, divided by `zoom`; the camera
 * stands at `position.x, position.z` looking down with north (−z) up.
 */
export type OrthoFrustum = {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly zoom: number;
  readonly position: { readonly x: number; readonly z: number };
};

/** The canvas on screen, CSS px (as `getBoundingClientRect()` gives it). */
export type CanvasRect = { readonly left: number; readonly top: number; readonly width: number; readonly height: number };

/** A screen point, CSS px in client coordinates. */
export type ScreenPoint = { x: number; y: number };

/** The default touch radius around a tap, mm (a fingertip; KIOSK.md "Touch"). */
export const TOUCH_RADIUS_MM = 6;

/** The default display calibration, CSS px per mm (40 ppi, KIOSK.md). */
export const DEFAULT_PX_PER_MM = 40 / 25.4;

/**
 * The frustum that shows the whole board as large as fits in a `widthPx × heightPx` canvas,
 * keeping `marginPx` free on every side, centred (zoom 1; 1 px = the same world size both ways).
 */
export function fitBoardView(t: Pick<BoardTransform, 'width' | 'depth'>, widthPx: number, heightPx: number, marginPx = 0): OrthoFrustum {
  const w = Math.max(1, widthPx - 2 * marginPx);
  const h = Math.max(1, heightPx - 2 * marginPx);
  const worldPerPx = Math.max(t.width / w, t.depth / h);
  const halfW = (Math.max(1, widthPx) * worldPerPx) / 2;
  const halfH = (Math.max(1, heightPx) * worldPerPx) / 2;
  return { left: -halfW, right: halfW, top: halfH, bottom: -halfH, zoom: 1, position: { x: 0, z: 0 } };
}

/** World units per CSS px across the canvas. */
export function worldPerPx(f: OrthoFrustum, rect: CanvasRect): number {
  return (f.right - f.left) / f.zoom / Math.max(1, rect.width);
}

/** The screen point of a board point. */
export function worldToScreen(f: OrthoFrustum, rect: CanvasRect, x: number, z: number): ScreenPoint {
  const sx = (f.right - f.left) / f.zoom / rect.width;
  const sz = (f.top - f.bottom) / f.zoom / rect.height;
  const x0 = f.position.x + f.left / f.zoom;
  const z0 = f.position.z - f.top / f.zoom;
  return { x: rect.left + (x - x0) / sx, y: rect.top + (z - z0) / sz };
}

/** The board point under a screen point (the inverse of `worldToScreen`). */
export function screenToWorld(f: OrthoFrustum, rect: CanvasRect, clientX: number, clientY: number): WorldPoint {
  const sx = (f.right - f.left) / f.zoom / rect.width;
  const sz = (f.top - f.bottom) / f.zoom / rect.height;
  return { x: f.position.x + f.left / f.zoom + (clientX - rect.left) * sx, z: f.position.z - f.top / f.zoom + (clientY - rect.top) * sz };
}

/** A hit: the target's index and how far the touch was from it, CSS px. */
export type ScreenHit = { readonly index: number; readonly distancePx: number };

/** The point of `points` (screen, CSS px; `undefined` entries skipped) nearest to a touch within `radiusPx`, or `undefined`. */
export function nearestPoint(points: readonly (ScreenPoint | undefined)[], clientX: number, clientY: number, radiusPx: number): ScreenHit | undefined {
  let best: ScreenHit | undefined;
  points.forEach((s, index) => {
    if (s === undefined) return;
    const d = Math.hypot(s.x - clientX, s.y - clientY);
    if (d <= radiusPx && (best === undefined || d < best.distancePx)) best = { index, distancePx: d };
  });
  return best;
}

/**
 * The segment of `segments` (screen ends, CSS px) nearest to a touch by distance to the segment,
 * within `radiusPx`, or `undefined`. Near a shared end several segments are equally near (within
 * 0.5 px); then the one whose midpoint is nearest wins.
 */
export function nearestSegment(segments: readonly (readonly [ScreenPoint, ScreenPoint] | undefined)[], clientX: number, clientY: number, radiusPx: number): ScreenHit | undefined {
  let best: (ScreenHit & { mid: number }) | undefined;
  segments.forEach((segment, index) => {
    if (segment === undefined) return;
    const [a, b] = segment;
    const d = distanceToSegment(clientX, clientY, a.x, a.y, b.x, b.y);
    if (d > radiusPx) return;
    const mid = Math.hypot((a.x + b.x) / 2 - clientX, (a.y + b.y) / 2 - clientY);
    if (best === undefined || d < best.distancePx - 0.5 || (Math.abs(d - best.distancePx) <= 0.5 && mid < best.mid)) best = { index, distancePx: d, mid };
  });
  return best && { index: best.index, distancePx: best.distancePx };
}

/** The median of `lengths` (CSS px), 0 when empty: a board's grid step on screen from its link or hex-neighbour lengths. */
export function medianPx(lengths: readonly number[]): number {
  if (lengths.length === 0) return 0;
  const sorted = [...lengths].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * How far from a target a tap still reaches it, CSS px: the larger of the fingertip radius and
 * half the grid step on screen, so a touch snaps to the nearest target within half a step
 * however large the board is drawn.
 */
export function reachPx(touchRadiusPx: number, gridStepPx: number): number {
  return Math.max(touchRadiusPx, gridStepPx / 2);
}
