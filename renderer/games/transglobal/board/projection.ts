/**
 * Board ↔ screen for the orthographic camera looking straight down (north up): where an
 * intersection or a link midpoint appears on screen, and which intersection or link a touch
 * means. Used by the board's tap handling and by e2e tests to know where to tap. Pure.
 *
 * Units: screen points are CSS px in client coordinates (`clientX/Y`, i.e. including the
 * canvas's `left/top`); board points are world units. The map-free parts live in the board kit
 * (`renderer/board-kit/projection.ts`).
 */
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { medianPx, nearestPoint, nearestSegment, reachPx, worldToScreen, type CanvasRect, type OrthoFrustum, type ScreenPoint } from '../../../board-kit/projection';
import { boardTransform, type BoardTransform } from '../../../board-kit/transform';

export { DEFAULT_PX_PER_MM, TOUCH_RADIUS_MM, fitBoardView, screenToWorld, worldPerPx, worldToScreen, type CanvasRect, type OrthoFrustum, type ScreenPoint } from '../../../board-kit/projection';

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
  const hit = nearestPoint(p.map.intersections.map((v) => pointOf(p, v.id)), clientX, clientY, radiusPx);
  const v = hit && p.map.intersections[hit.index];
  return hit && v ? { id: v.id, distancePx: hit.distancePx } : undefined;
}

function segmentsOf(p: BoardProjection): (readonly [ScreenPoint, ScreenPoint] | undefined)[] {
  return p.map.links.map((link) => {
    const a = pointOf(p, link.a);
    const b = pointOf(p, link.b);
    return a && b ? ([a, b] as const) : undefined;
  });
}

/**
 * The link nearest to a screen point by distance to its segment, within `radiusPx`, or
 * `undefined`. Near an intersection several links are equally near; then the one whose
 * midpoint is nearest wins. `distancePx` is the distance to the segment.
 */
export function nearestLink(p: BoardProjection, clientX: number, clientY: number, radiusPx: number): BoardHit | undefined {
  const hit = nearestSegment(segmentsOf(p), clientX, clientY, radiusPx);
  const link = hit && p.map.links[hit.index];
  return hit && link ? { id: link.id, distancePx: hit.distancePx } : undefined;
}

/**
 * The grid spacing on screen, CSS px: the median length of the map's links as drawn (0 for a
 * map without links). Links are one grid step long, so this is the distance between neighbouring
 * intersections under the current camera and canvas.
 */
export function gridSpacingPx(p: BoardProjection): number {
  return medianPx(segmentsOf(p).flatMap((s) => (s ? [Math.hypot(s[0].x - s[1].x, s[0].y - s[1].y)] : [])));
}

/**
 * How far from a target a tap still reaches it, CSS px (#14 "touch that forgives"): the larger
 * of the fingertip radius and half the grid spacing on screen, so a touch snaps to the nearest
 * target within half a grid step however large the board is drawn.
 */
export function tapReachPx(p: BoardProjection, touchRadiusPx: number): number {
  return reachPx(touchRadiusPx, gridSpacingPx(p));
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
