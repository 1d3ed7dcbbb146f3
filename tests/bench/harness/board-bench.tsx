/**
 * The board benchmark page (build/bench/renderer.ts builds it with Vite and drives it in
 * Chromium): renders `TransglobalBoard` full screen in the app's own board canvas
 * (`TableCanvas`: its antialiasing and pixel ratio as decided for this renderer; `?gl=gpu` forces
 * the GPU settings), for `?map=<id>&scenario=empty|full|demo` (tests/visual/harness-scenarios.ts),
 * and exposes `window.__benchBoard`:
 * - `stats`: frames rendered, draw calls and triangles of the last frame, whether the board is
 *   built, the WebGL renderer's name and whether the canvas multisamples;
 * - `objects`: the board's three.js objects once built (to switch layers off while profiling);
 * - `animate(ms, minFrames)`: re-renders every animation frame for `ms`, and on until `minFrames`
 *   frames are measured (the workload of an animation that
 *   touches the scene each frame) and resolves with the interval between consecutive rendered
 *   frames (ms) and each frame's cost (ms): from the start of R3F's render to a 1×1
 *   `readPixels` after it, which waits for the GPU (SwiftShader) to finish the frame, so the
 *   figure is the frame's whole work whatever the display's frame rate.
 */
import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fixtureGridMap } from '../../../shared-rules/maps/fixture-grid';
import { loadTransglobalMap } from '../../../shared-rules/maps/transglobal-load';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { BoardCamera } from '../../../renderer/board-kit/BoardCamera';
import { TableCanvas } from '../../../renderer/board-kit/canvas/TableCanvas';
import { boardGlQuality, glQualityFor, type GlQuality } from '../../../renderer/board-kit/canvas/gl-quality';
import { TransglobalBoard } from '../../../renderer/games/transglobal/board/TransglobalBoard';
import type { BoardObjects } from '../../../renderer/games/transglobal/board/scene/board-objects';
import { scenarioState, type Scenario } from '../../visual/harness-scenarios';

/** Render statistics of the board canvas, and the renderer and antialiasing it was created with. */
type BenchBoardStats = { frames: number; calls: number; triangles: number; ready: boolean; renderer: string; antialias: boolean };
/** What one animation run measured: ms between rendered frames, and ms from render start to the GPU having finished, per frame. */
type AnimationRun = { intervals: number[]; renderMs: number[] };

declare global {
  interface Window {
    __benchBoard?: { stats: BenchBoardStats; animate: (ms: number, minFrames: number) => Promise<AnimationRun>; objects?: BoardObjects };
  }
}

const jsonMaps = import.meta.glob<unknown>('../../../assets/maps/transglobal/*.json', { eager: true, import: 'default' });

function findMap(id: string): TransglobalMap {
  for (const [path, json] of Object.entries(jsonMaps)) {
    if (!path.endsWith(`/${id}.json`)) continue;
    const loaded = loadTransglobalMap(json);
    if (loaded.ok) return loaded.map;
    throw new Error(`map ${id}: ${loaded.error}`);
  }
  return fixtureGridMap();
}

const params = new URLSearchParams(location.search);
const mapId = params.get('map') ?? 'usa';
const scenarioParam = params.get('scenario');
const scenario: Scenario = scenarioParam === 'empty' || scenarioParam === 'full' ? scenarioParam : 'demo';
/** `?gl=gpu` forces the GPU settings (multisampling, ratio 1–2) whatever the renderer; else the app's own decision. */
const quality: GlQuality = params.get('gl') === 'gpu' ? glQualityFor(undefined) : boardGlQuality();
const stats: BenchBoardStats = { frames: 0, calls: 0, triangles: 0, ready: false, renderer: boardGlQuality().renderer, antialias: quality.antialias };
const frameLog: { measuring: boolean; start: number; times: number[]; renderMs: number[] } = { measuring: false, start: 0, times: [], renderMs: [] };
const pixel = new Uint8Array(4);

function Probe({ objects }: { objects: BoardObjects | undefined }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const removeBefore = addEffect(() => {
      frameLog.start = performance.now();
    });
    const removeAfter = addAfterEffect((time) => {
      stats.frames++;
      stats.calls = gl.info.render.calls;
      stats.triangles = gl.info.render.triangles;
      stats.ready = objects !== undefined;
      if (!frameLog.measuring) return;
      const context = gl.getContext();
      context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
      frameLog.times.push(time);
      frameLog.renderMs.push(performance.now() - frameLog.start);
    });
    return () => {
      removeBefore();
      removeAfter();
    };
  }, [gl, objects]);
  useEffect(() => invalidate(), [objects, invalidate]);
  useEffect(() => {
    window.__benchBoard = {
      stats,
      objects,
      animate: (ms, minFrames) =>
        new Promise((resolve) => {
          frameLog.times = [];
          frameLog.renderMs = [];
          frameLog.measuring = true;
          const end = performance.now() + ms;
          const tick = () => {
            if (performance.now() < end || frameLog.renderMs.length < minFrames) {
              invalidate();
              requestAnimationFrame(tick);
              return;
            }
            frameLog.measuring = false;
            const intervals = frameLog.times.slice(1).map((t, i) => t - (frameLog.times[i] ?? t));
            resolve({ intervals, renderMs: [...frameLog.renderMs] });
          };
          requestAnimationFrame(tick);
        }),
    };
  }, [invalidate, objects]);
  return null;
}

function Bench() {
  const map = useMemo(() => findMap(mapId), []);
  const state = useMemo(() => scenarioState(map, scenario), [map]);
  const [objects, setObjects] = useState<BoardObjects | undefined>(undefined);
  const onObjects = useCallback((o: BoardObjects) => setObjects(o), []);
  return (
    <TableCanvas label="board" background="#14202a" quality={quality}>
      <BoardCamera transform={objects?.transform ?? { width: 1, depth: 1 }} marginPx={8} />
      <TransglobalBoard map={map} state={state} dropMs={0} onObjects={onObjects} />
      <Probe objects={objects} />
    </TableCanvas>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Bench />);
