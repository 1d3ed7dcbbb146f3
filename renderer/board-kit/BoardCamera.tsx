/**
 * The board's camera: orthographic, looking straight down with north up, fitted so the whole
 * board shows in the canvas (keeping `marginPx` free), refitted on resize. It is marked
 * `manual` so R3F's own resize handling leaves its frustum alone (pmndrs rule).
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { OrthographicCamera } from 'three';
import type { BoardTransform } from './transform';
import { fitBoardView } from './projection';

/** Props: the board's `transform` (from `boardTransform(map)`) and a free margin, CSS px. */
export type BoardCameraProps = { readonly transform: Pick<BoardTransform, 'width' | 'depth'>; readonly marginPx?: number };

/** Makes a fitted top-down orthographic camera the default camera while mounted. */
export function BoardCamera({ transform, marginPx = 0 }: BoardCameraProps): null {
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const camera = useMemo(() => {
    const c = Object.assign(new OrthographicCamera(), { manual: true });
    c.up.set(0, 0, -1);
    c.position.set(0, 10, 0);
    c.near = 0.1;
    c.far = 100;
    c.lookAt(0, 0, 0);
    return c;
  }, []);

  useLayoutEffect(() => {
    const f = fitBoardView(transform, width, height, marginPx);
    camera.left = f.left;
    camera.right = f.right;
    camera.top = f.top;
    camera.bottom = f.bottom;
    camera.zoom = f.zoom;
    camera.position.set(f.position.x, 10, f.position.z);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
    invalidate();
  }, [camera, transform, width, height, marginPx, invalidate]);

  useLayoutEffect(() => {
    const previous = get().camera;
    set({ camera });
    return () => set({ camera: previous });
  }, [camera, get, set]);

  return null;
}
