/**
 * The counter game's points on the board as tokens: one small disc per point, in the seat's
 * colour, in a row in front of the seat's edge. One instanced mesh (one draw call) for all; the
 * instances are rewritten only when the points change, then one frame is requested.
 */
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Color, Matrix4, type InstancedMesh } from 'three';
import type { SeatId } from '../../../shared-rules/core/types';
import { BOARD_SIZE } from './board-geometry';

/** The most tokens drawn (points beyond are not drawn). */
export const MAX_TOKENS = 120;

/** One seat's tokens: how many, and the CSS colour. */
export type SeatTokens = { readonly seat: SeatId; readonly count: number; readonly colour: string };

/** Where a seat's row of tokens starts and which way it runs (x, z world units; unit direction). */
function rowOf(seat: SeatId): { readonly x: number; readonly z: number; readonly dx: number; readonly dz: number } {
  const w = BOARD_SIZE.width / 2;
  const d = BOARD_SIZE.depth / 2;
  switch (seat) {
    case 0: return { x: -w * 0.75, z: d * 0.75, dx: 1, dz: 0 };
    case 1: return { x: w * 0.25, z: d * 0.75, dx: 1, dz: 0 };
    case 2: return { x: w * 0.85, z: d * 0.5, dx: 0, dz: -1 };
    case 3: return { x: w * 0.75, z: -d * 0.75, dx: -1, dz: 0 };
    case 4: return { x: -w * 0.25, z: -d * 0.75, dx: -1, dz: 0 };
    default: return { x: -w * 0.85, z: -d * 0.5, dx: 0, dz: 1 };
  }
}

/** The tokens of every seat (see the module comment). */
export function PointTokens({ seats }: { readonly seats: readonly SeatTokens[] }): ReactNode {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const scratch = useMemo(() => ({ matrix: new Matrix4(), colour: new Color() }), []);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    let n = 0;
    for (const s of seats) {
      const row = rowOf(s.seat);
      for (let i = 0; i < s.count && n < MAX_TOKENS; i++, n++) {
        const step = 4.2;
        scratch.matrix.makeTranslation(row.x + row.dx * i * step, 1.6, row.z + row.dz * i * step);
        mesh.setMatrixAt(n, scratch.matrix);
        mesh.setColorAt(n, scratch.colour.set(s.colour));
      }
    }
    mesh.count = n;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [seats, scratch, invalidate]);
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, MAX_TOKENS]} frustumCulled={false}>
      <cylinderGeometry args={[1.8, 1.8, 1.2, 24]} />
      <meshStandardMaterial color="#ffffff" roughness={0.5} />
    </instancedMesh>
  );
}
