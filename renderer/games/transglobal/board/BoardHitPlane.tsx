/**
 * One invisible plane under the whole board that turns touches into taps. A tap is a pointer
 * that goes down and up within the touch radius of where it went down; each pointer is tracked
 * by its `pointerId` (many people touch at once), `pointercancel` forgets it, and no pointer is
 * captured. The tap is resolved with `./projection.ts` (nearest intersection / link within the
 * radius on screen), never by raycasting thin lines.
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { OrthographicCamera } from 'three';
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import type { BoardTransform } from './geometry/transform';
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

/**
 * The invisible hit plane (it draws nothing: its material is not visible). Its handlers keep
 * their identity across renders (the latest props are read from a ref), because R3F requests a
 * frame whenever a mesh's props change.
 */
export function BoardHitPlane(props: BoardHitPlaneProps) {
  const get = useThree((s) => s.get);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const size = 3 * Math.max(props.transform.width, props.transform.depth);

  const handlers = useMemo(() => {
    const downs = new Map<number, { x: number; y: number }>();
    const onPointerDown = (e: ThreeEvent<PointerEvent>): void => {
      downs.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const forget = (e: ThreeEvent<PointerEvent>): void => {
      downs.delete(e.pointerId);
    };
    const onPointerUp = (e: ThreeEvent<PointerEvent>): void => {
      const { map, transform, radiusPx, onIntersectionTap, onLinkTap, onMiss } = latest.current;
      const down = downs.get(e.pointerId);
      downs.delete(e.pointerId);
      if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > radiusPx) return;
      const { camera, gl } = get();
      if (!(camera instanceof OrthographicCamera)) return;
      const projection = boardProjection(map, camera, gl.domElement.getBoundingClientRect(), transform);
      // Snap to the nearest target within half a grid step (or the fingertip radius, if larger).
      const hit = resolveTap(projection, e.clientX, e.clientY, tapReachPx(projection, radiusPx), { intersections: onIntersectionTap !== undefined, links: onLinkTap !== undefined });
      if (hit?.kind === 'intersection') onIntersectionTap?.(hit.id, e.pointerId);
      else if (hit?.kind === 'link') onLinkTap?.(hit.id, e.pointerId);
      else if (onIntersectionTap !== undefined || onLinkTap !== undefined) onMiss?.(e.pointerId);
    };
    return { onPointerDown, onPointerUp, forget };
  }, [get]);
  const { onPointerDown, onPointerUp, forget } = handlers;

  return (
    <mesh rotation-x={-Math.PI / 2} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={forget} onPointerLeave={forget}>
      <planeGeometry args={[size, size]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
