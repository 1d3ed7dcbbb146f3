/**
 * Board ↔ screen for the orthographic camera looking straight down (north up): where an
 * intersection or a link midpoint appears on screen, and which intersection or link a touch
 * means. Used by the board's tap handling and by e2e tests to know where to tap. Pure.
 *
 * Units: screen points are CSS px in client coordinates (`clientX/Y`, i.e. including the
 * canvas's `left/top`); board points are world units (`./geometry/transform.ts`).
 */
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { distanceToSegment } from './geometry/polygon';
import { boardTransform, type BoardTransform, type WorldPoint } from './geometry/transform';

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

/** A map seen through a camera on a canvas: everything the screen functions need. */
export type BoardProjection = {
  readonly map: Pick<TransglobalMap, 'intersections' | 'links' | 'bounds' | 'spacingKm'>;
  readonly transform: BoardTransform;
  readonly frustum: OrthoFrustum;
  readonly rect: CanvasRect;
};

/** Bundles a projection; `transform` defaults to `boardTransform(map)`. */
export function boardProjection(map: BoardProjection['map'], frustum: OrthoFrustum, rect: CanvasRect, transform: BoardTransform = boardTransform(map)): BoardProjection {
  return { map, transform, frustum, rect };
}

function pointOf(p: BoardProjection, id: number): ScreenPoint | undefined {
  const v = p.map.intersections[id];
  if (!v) return undefined;
  const w = p.transform.toWorld(v.x, v.y);
  return worldToScreen(p.frustum, p.rect, w.x, w.z);
}

/** The screen point of intersection `id`, or `undefined` if it does not exist. */
export function intersectionToScreen(p: BoardProjection, id: number): ScreenPoint | undefined {
  return pointOf(p, id);
}

/** The screen point of link `id`'s midpoint, or `undefined` if it does not exist. */
export function linkMidpointToScreen(p: BoardProjection, id: number): ScreenPoint | undefined {
  const link = p.map.links[id];
  const a = link ? pointOf(p, link.a) : undefined;
  const b = link ? pointOf(p, link.b) : undefined;
  return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : undefined;
}

/** A hit: the id and how far the touch was from it, CSS px. */
export type BoardHit = { readonly id: number; readonly distancePx: number };

/** The intersection nearest to a screen point within `radiusPx`, or `undefined`. */
export function nearestIntersection(p: BoardProjection, clientX: number, clientY: number, radiusPx: number): BoardHit | undefined {
  let best: BoardHit | undefined;
  for (const v of p.map.intersections) {
    const s = pointOf(p, v.id);
    if (!s) continue;
    const d = Math.hypot(s.x - clientX, s.y - clientY);
    if (d <= radiusPx && (!best || d < best.distancePx)) best = { id: v.id, distancePx: d };
  }
  return best;
}

/**
 * The link nearest to a screen point by distance to its segment, within `radiusPx`, or
 * `undefined`. Near an intersection several links are equally near; then the one whose
 * midpoint is nearest wins. `distancePx` is the distance to the segment.
 */
export function nearestLink(p: BoardProjection, clientX: number, clientY: number, radiusPx: number): BoardHit | undefined {
  let best: (BoardHit & { mid: number }) | undefined;
  for (const link of p.map.links) {
    const a = pointOf(p, link.a);
    const b = pointOf(p, link.b);
    if (!a || !b) continue;
    const d = distanceToSegment(clientX, clientY, a.x, a.y, b.x, b.y);
    if (d > radiusPx) continue;
    const mid = Math.hypot((a.x + b.x) / 2 - clientX, (a.y + b.y) / 2 - clientY);
    if (!best || d < best.distancePx - 0.5 || (Math.abs(d - best.distancePx) <= 0.5 && mid < best.mid)) best = { id: link.id, distancePx: d, mid };
  }
  return best && { id: best.id, distancePx: best.distancePx };
}

/**
 * The grid spacing on screen, CSS px: the median length of the map's links as drawn (0 for a
 * map without links). Links are one grid step long, so this is the distance between neighbouring
 * intersections under the current camera and canvas.
 */
export function gridSpacingPx(p: BoardProjection): number {
  const lengths: number[] = [];
  for (const link of p.map.links) {
    const a = pointOf(p, link.a);
    const b = pointOf(p, link.b);
    if (a && b) lengths.push(Math.hypot(a.x - b.x, a.y - b.y));
  }
  if (lengths.length === 0) return 0;
  lengths.sort((x, y) => x - y);
  return lengths[Math.floor(lengths.length / 2)] ?? 0;
}

/**
 * How far from a target a tap still reaches it, CSS px (#14 "touch that forgives"): the larger
 * of the fingertip radius and half the grid spacing on screen, so a touch snaps to the nearest
 * target within half a grid step however large the board is drawn.
 */
export function tapReachPx(p: BoardProjection, touchRadiusPx: number): number {
  return Math.max(touchRadiusPx, gridSpacingPx(p) / 2);
}

/** What a tap resolved to. */
export type TapTarget = { readonly kind: 'intersection'; readonly id: number } | { readonly kind: 'link'; readonly id: number };

/**
 * Resolves a tap at a screen point within `radiusPx`: to an intersection and/or a link, as
 * `want` allows. When both are wanted and both are in reach, the tap goes to the intersection
 * if it is nearer than the nearest link's midpoint, else to the link.
 */
export function resolveTap(p: BoardProjection, clientX: number, clientY: number, radiusPx: number, want: { readonly intersections: boolean; readonly links: boolean }): TapTarget | undefined {
  const vertex = want.intersections ? nearestIntersection(p, clientX, clientY, radiusPx) : undefined;
  const link = want.links ? nearestLink(p, clientX, clientY, radiusPx) : undefined;
  if (vertex && link) {
    const mid = linkMidpointToScreen(p, link.id);
    const midDistance = mid ? Math.hypot(mid.x - clientX, mid.y - clientY) : Infinity;
    return vertex.distancePx <= midDistance ? { kind: 'intersection', id: vertex.id } : { kind: 'link', id: link.id };
  }
  if (vertex) return { kind: 'intersection', id: vertex.id };
  if (link) return { kind: 'link', id: link.id };
  return undefined;
}
