/**
 * One invisible plane under a whole board that turns touches into taps, for any game. A tap is a
 * pointer that goes down and up within `radiusPx` of where it went down; each pointer is tracked
 * by its `pointerId` (many people touch at once), `pointercancel`/leave forgets it, and no pointer
 * is captured. The plane reports the tap with the camera's frustum and the canvas rect, and the
 * game resolves it against its own targets with `./projection.ts` (never by raycasting thin lines).
 */
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { OrthographicCamera } from 'three';
import type { CanvasRect, OrthoFrustum } from './projection';

/** A tap on the board: where (client CSS px) and through which camera and canvas it was seen. */
export type BoardTap = { readonly clientX: number; readonly clientY: number; readonly frustum: OrthoFrustum; readonly rect: CanvasRect; readonly pointerId: number };

/** Props: the plane's side (world units; make it cover the board), the touch radius (CSS px) and the tap callback. */
export type TapPlaneProps = {
  readonly size: number;
  readonly radiusPx: number;
  readonly onTap: (tap: BoardTap) => void;
};

/**
 * The invisible tap plane (its material is not visible). Its handlers keep their identity across
 * renders (the latest props are read from a ref), because R3F requests a frame whenever a mesh's
 * props change. Taps seen through a camera that is not orthographic are ignored.
 */
export function TapPlane(props: TapPlaneProps) {
  const get = useThree((s) => s.get);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const handlers = useMemo(() => {
    const downs = new Map<number, { x: number; y: number }>();
    const onPointerDown = (e: ThreeEvent<PointerEvent>): void => {
      downs.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const forget = (e: ThreeEvent<PointerEvent>): void => {
      downs.delete(e.pointerId);
    };
    const onPointerUp = (e: ThreeEvent<PointerEvent>): void => {
      const down = downs.get(e.pointerId);
      downs.delete(e.pointerId);
      if (!down || Math.hypot(e.clientX - down.x, e.clientY - down.y) > latest.current.radiusPx) return;
      const { camera, gl } = get();
      if (!(camera instanceof OrthographicCamera)) return;
      latest.current.onTap({ clientX: e.clientX, clientY: e.clientY, frustum: camera, rect: gl.domElement.getBoundingClientRect(), pointerId: e.pointerId });
    };
    return { onPointerDown, onPointerUp, forget };
  }, [get]);
  const { onPointerDown, onPointerUp, forget } = handlers;

  return (
    <mesh rotation-x={-Math.PI / 2} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={forget} onPointerLeave={forget}>
      <planeGeometry args={[props.size, props.size]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
