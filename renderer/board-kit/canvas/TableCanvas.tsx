/**
 * The R3F `<Canvas>` every board is drawn in: frames only on demand (`frameloop="demand"`: none
 * while nothing changes), device pixel ratio 1–2, antialiasing, no browser touch gestures over
 * the board, the canvas element labelled for tests and screen readers, and the whole scene
 * rebuilt when a lost WebGL context comes back (`./useBoardCanvas.ts`).
 */
import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { useBoardCanvas } from './useBoardCanvas';

/** Props: the accessible label, extra `data-*` attributes for the canvas element, the background colour (CSS hex) and the scene. */
export type TableCanvasProps = {
  readonly label: string;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly background: string;
  readonly children: ReactNode;
};

/** A board's canvas; it fills its parent element. */
export function TableCanvas({ label, attributes, background, children }: TableCanvasProps): ReactNode {
  const { generation, onCreated } = useBoardCanvas(label, attributes);
  return (
    <Canvas key={generation} frameloop="demand" dpr={[1, 2]} gl={{ antialias: true, powerPreference: 'high-performance' }} style={{ touchAction: 'none' }} onCreated={onCreated}>
      <color attach="background" args={[background]} />
      {children}
    </Canvas>
  );
}
