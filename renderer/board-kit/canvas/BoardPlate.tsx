/**
 * The placeholder board: a flat plate (a box) with a subtly raised land surface on top, lit from
 * one side so the relief reads from straight above. The real game board is a later issue.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { BOARD_SIZE, createReliefGeometry } from './board-geometry';

/** The plate mesh and its relief (geometry disposed on unmount). */
export function BoardPlate(): ReactNode {
  const relief = useMemo(() => createReliefGeometry(), []);
  useEffect(() => () => relief.dispose(), [relief]);
  return (
    <group>
      <mesh position={[0, -BOARD_SIZE.thickness / 2, 0]} receiveShadow>
        <boxGeometry args={[BOARD_SIZE.width, BOARD_SIZE.thickness, BOARD_SIZE.depth]} />
        <meshStandardMaterial color="#3d5a6c" roughness={0.9} />
      </mesh>
      <mesh geometry={relief} position={[0, 0.01, 0]}>
        <meshStandardMaterial color="#c9c19a" roughness={0.95} />
      </mesh>
    </group>
  );
}
