/**
 * The board's camera: orthographic, looking straight down (so no seat sees the board upside down
 * in perspective), `manual` so R3F does not reset it on resize; on each canvas resize it is
 * refitted so the whole board plate shows, and one frame is requested (`invalidate`).
 */
import { OrthographicCamera } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { OrthographicCamera as OrthographicCameraImpl } from 'three';
import { fitZoom } from './board-geometry';

/** The camera (no props: it fits the board plate of board-geometry.ts). */
export function TopDownCamera(): ReactNode {
  const ref = useRef<OrthographicCameraImpl>(null);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const camera = ref.current;
    if (camera === null) return;
    camera.left = -size.width / 2;
    camera.right = size.width / 2;
    camera.top = size.height / 2;
    camera.bottom = -size.height / 2;
    camera.zoom = fitZoom(size.width, size.height);
    camera.up.set(0, 0, -1);
    camera.position.set(0, 100, 0);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    invalidate();
  }, [size.width, size.height, invalidate]);
  return <OrthographicCamera ref={ref} makeDefault manual near={1} far={400} position={[0, 100, 0]} />;
}
