/**
 * The board: an R3F `<Canvas>` that renders on demand (`frameloop="demand"`: no frames while
 * nothing changes), with the top-down orthographic camera, light, the placeholder plate and the
 * counter tokens. The canvas element gets `data-testid="board-canvas"`, `role="img"` and an
 * `aria-label`. On WebGL context loss the scene is rebuilt when the context comes back
 * (KIOSK.md "Crash recovery": the canvas is remounted on `webglcontextrestored`).
 */
import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { BoardPlate } from './BoardPlate';
import { PointTokens, type SeatTokens } from './PointTokens';
import { TopDownCamera } from './TopDownCamera';
import { useBoardCanvas } from './useBoardCanvas';

/** Props: the accessible label of the board, and the tokens to show. */
export type BoardCanvasProps = { readonly label: string; readonly tokens: readonly SeatTokens[] };

/** The board canvas; it fills its parent element. */
export function BoardCanvas({ label, tokens }: BoardCanvasProps): ReactNode {
  const { generation, onCreated } = useBoardCanvas(label);
  return (
    <Canvas
      key={generation}
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ antialias: true, powerPreference: 'high-performance' }}
      onCreated={onCreated}
    >
      <color attach="background" args={['#1f2b33']} />
      <TopDownCamera />
      <ambientLight intensity={0.9} />
      <directionalLight position={[-60, 80, -30]} intensity={1.8} />
      <BoardPlate />
      <PointTokens seats={tokens} />
    </Canvas>
  );
}
