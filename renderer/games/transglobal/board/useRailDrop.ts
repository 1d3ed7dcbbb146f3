/**
 * Keeps the rail InstancedMesh equal to the built links and drops newly built rails in:
 * each new rail falls from above onto its link in `dropMs` (gravity-like ease-in). Seen
 * straight down through an orthographic camera height does not show, so the rail also
 * shrinks from `DROP_GROW` times its size to its size as it falls. Frames are
 * requested with `invalidate()` only while a rail is falling; per frame it only rewrites the
 * falling instances' matrices, with no allocation and no React state.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { LAYER_HEIGHT } from './geometry/heights';
import { linkMatrix } from './geometry/link-instances';
import { showRails, type BoardObjects } from './scene/board-objects';

/** How long a new rail takes to drop in, ms. */
export const RAIL_DROP_MS = 250;

/** How much larger a new rail starts its drop than it lands (1.8 = 80 % larger). */
export const DROP_GROW = 1.8;

type Falling = { index: number[]; link: number[]; start: number[] };

/** Shows `built` as rails on `objects.rails`; rails that were not built on the last call drop in. */
export function useRailDrop(objects: BoardObjects, map: TransglobalMap, built: readonly number[], dropMs: number = RAIL_DROP_MS): void {
  const invalidate = useThree((s) => s.invalidate);
  const previous = useRef<{ objects: BoardObjects; links: ReadonlySet<number> } | undefined>(undefined);
  const falling = useRef<Falling>({ index: [], link: [], start: [] });

  useLayoutEffect(() => {
    const valid = built.filter((id) => map.links[id] !== undefined);
    showRails(objects, map, valid);
    const before = previous.current?.objects === objects ? previous.current.links : undefined;
    previous.current = { objects, links: new Set(valid) };
    const f = falling.current;
    f.index.length = 0;
    f.link.length = 0;
    f.start.length = 0;
    if (before && dropMs > 0) {
      const now = performance.now();
      const top = (LAYER_HEIGHT.rails + LAYER_HEIGHT.railDrop) * objects.transform.unit;
      valid.forEach((id, index) => {
        if (before.has(id)) return;
        f.index.push(index);
        f.link.push(id);
        f.start.push(now);
        if (linkMatrix(map, objects.transform, id, top, objects.scratch, DROP_GROW)) objects.rails.setMatrixAt(index, objects.scratch);
      });
    }
    invalidate();
  }, [objects, map, built, dropMs, invalidate]);

  useFrame(() => {
    const f = falling.current;
    const n = f.index.length;
    if (n === 0) return;
    const now = performance.now();
    const unit = objects.transform.unit;
    const rest = LAYER_HEIGHT.rails * unit;
    const drop = LAYER_HEIGHT.railDrop * unit;
    let stillFalling = false;
    for (let i = 0; i < n; i++) {
      const p = Math.min(1, Math.max(0, (now - (f.start[i] ?? now)) / dropMs));
      if (p < 1) stillFalling = true;
      const fall = 1 - p * p;
      if (linkMatrix(map, objects.transform, f.link[i] ?? -1, rest + drop * fall, objects.scratch, 1 + (DROP_GROW - 1) * fall)) {
        objects.rails.setMatrixAt(f.index[i] ?? 0, objects.scratch);
      }
    }
    objects.rails.instanceMatrix.needsUpdate = true;
    if (stillFalling) invalidate();
    else {
      f.index.length = 0;
      f.link.length = 0;
      f.start.length = 0;
    }
  });
}
