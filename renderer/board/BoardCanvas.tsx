/**
 * The board: an R3F `<Canvas>` that renders on demand (`frameloop="demand"`: no frames while
 * nothing changes), with the top-down orthographic camera, light, the placeholder plate and the
 * counter tokens. The canvas element gets `data-testid="board-canvas"`, `role="img"` and an
 * `aria-label`. WebGL context loss is handled by three/R3F rebuilding on restore.
 */
import { Canvas } from '@react-three/fiber';
import { useEffect, useRef, type ReactNode } from 'react';
import { BoardPlate } from './BoardPlate';
import { PointTokens, type SeatTokens } from './PointTokens';
import { TopDownCamera } from './TopDownCamera';

/** Props: the accessible label of the board, and the tokens to show. */
export type BoardCanvasProps = { readonly label: string; readonly tokens: readonly SeatTokens[] };

/** The board canvas; it fills its parent element. */
export function BoardCanvas({ label, tokens }: BoardCanvasProps): ReactNode {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    canvasRef.current?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ antialias: true, powerPreference: 'high-performance' }}
      onCreated={({ gl }) => {
        const canvas = gl.domElement;
        canvasRef.current = canvas;
        canvas.setAttribute('data-testid', 'board-canvas');
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', label);
      }}
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
