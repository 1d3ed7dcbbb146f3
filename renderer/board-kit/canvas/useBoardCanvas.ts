/**
 * The set-up every board `<Canvas>` shares: the canvas element's test id, role, accessible
 * label and extra data attributes, and recovery from a lost WebGL context (KIOSK.md "Crash
 * recovery": when the context comes back, `generation` is bumped; used as the Canvas `key`, it
 * remounts the canvas and rebuilds the scene).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a board canvas needs: `generation` for its `key`, and its `onCreated` handler. */
export type BoardCanvasSetup = {
  readonly generation: number;
  readonly onCreated: (state: { readonly gl: { readonly domElement: HTMLCanvasElement } }) => void;
};

/**
 * Set up a board canvas labelled `label` (kept current) with `data-*` style `attributes`
 * (kept current, e.g. `{ 'data-map': <map id> }`).
 */
export function useBoardCanvas(label: string, attributes: Readonly<Record<string, string>> = {}): BoardCanvasSetup {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [generation, setGeneration] = useState(0);
  const attributesKey = JSON.stringify(attributes);
  const latest = useRef({ label, attributes });
  latest.current = { label, attributes };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    canvas.setAttribute('aria-label', label);
    for (const [name, value] of Object.entries(latest.current.attributes)) canvas.setAttribute(name, value);
  }, [label, attributesKey]);

  const onCreated = useCallback<BoardCanvasSetup['onCreated']>(
    ({ gl }) => {
      const canvas = gl.domElement;
      canvasRef.current = canvas;
      canvas.setAttribute('data-testid', 'board-canvas');
      canvas.setAttribute('data-generation', String(generation));
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', latest.current.label);
      for (const [name, value] of Object.entries(latest.current.attributes)) canvas.setAttribute(name, value);
      canvas.addEventListener('webglcontextlost', (event) => event.preventDefault());
      canvas.addEventListener('webglcontextrestored', () => setGeneration((g) => g + 1), { once: true });
    },
    [generation],
  );

  return { generation, onCreated };
}
