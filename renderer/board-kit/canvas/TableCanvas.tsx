/**
 * The R3F `<Canvas>` every board is drawn in: frames only on demand (`frameloop="demand"`: none
 * while nothing changes), antialiasing and a device pixel ratio of 1–2 on a GPU, neither on a
 * software rasteriser (`./gl-quality.ts`, decided once per page), no browser touch gestures over
 * the board, the canvas element labelled for tests and screen readers, and the whole scene
 * rebuilt when a lost WebGL context comes back (`./useBoardCanvas.ts`).
 */
import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { boardGlQuality, type GlQuality } from './gl-quality';
import { useBoardCanvas } from './useBoardCanvas';

/**
 * Props: the accessible label, extra `data-*` attributes for the canvas element, the background
 * colour (CSS hex) and the scene; `quality` overrides the page's probed GL quality (benchmarks).
 */
export type TableCanvasProps = {
  readonly label: string;
  readonly quality?: GlQuality;
  readonly attributes?: Readonly<Record<string, string>>;
  readonly background: string;
  readonly children: ReactNode;
};

/** A board's canvas; it fills its parent element. */
export function TableCanvas({ label, attributes, background, quality = boardGlQuality(), children }: TableCanvasProps): ReactNode {
  const { generation, onCreated } = useBoardCanvas(label, attributes);
  return (
    <Canvas key={generation} frameloop="demand" dpr={typeof quality.dpr === 'number' ? quality.dpr : [quality.dpr[0], quality.dpr[1]]} gl={{ antialias: quality.antialias, powerPreference: 'high-performance' }} style={{ touchAction: 'none' }} onCreated={onCreated}>
      <color attach="background" args={[background]} />
      {children}
    </Canvas>
  );
}
