/**
 * Taps on the Transglobal board: the board kit's tap plane (`renderer/board-kit/TapPlane.tsx`:
 * per-pointer taps, nothing captured) resolved with `./projection.ts` to the nearest
 * intersection / link within half a grid step on screen.
 */
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import type { BoardTransform } from '../../../board-kit/transform';
import { TapPlane, type BoardTap } from '../../../board-kit/TapPlane';
import { boardProjection, resolveTap, tapReachPx } from './projection';

/** Props: the map and its transform, the touch radius (CSS px) and the tap callbacks. */
export type BoardHitPlaneProps = {
  readonly map: TransglobalMap;
  readonly transform: BoardTransform;
  readonly radiusPx: number;
  readonly onIntersectionTap?: (intersection: number, pointerId: number) => void;
  readonly onLinkTap?: (link: number, pointerId: number) => void;
  /** A tap (while taps are wanted) that reached no target. */
  readonly onMiss?: (pointerId: number) => void;
};

/** The Transglobal taps on the kit's tap plane: each tap resolved to an intersection or a link. */
export function BoardHitPlane(props: BoardHitPlaneProps) {
  const { map, transform, radiusPx, onIntersectionTap, onLinkTap, onMiss } = props;
  const onTap = (tap: BoardTap): void => {
    const projection = boardProjection(map, tap.frustum, tap.rect, transform);
    // Snap to the nearest target within half a grid step (or the fingertip radius, if larger).
    const hit = resolveTap(projection, tap.clientX, tap.clientY, tapReachPx(projection, radiusPx), { intersections: onIntersectionTap !== undefined, links: onLinkTap !== undefined });
    if (hit?.kind === 'intersection') onIntersectionTap?.(hit.id, tap.pointerId);
    else if (hit?.kind === 'link') onLinkTap?.(hit.id, tap.pointerId);
    else if (onIntersectionTap !== undefined || onLinkTap !== undefined) onMiss?.(tap.pointerId);
  };
  return <TapPlane size={3 * Math.max(transform.width, transform.depth)} radiusPx={radiusPx} onTap={onTap} />;
}
