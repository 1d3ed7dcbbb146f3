/**
 * The board's visual harness: renders `TransglobalBoard` full screen for `?map=<id>` (a real
 * map from assets/maps/transglobal, or `fixture-grid`) in `?scenario=empty|demo|full`, with
 * `?facing=edges|south` and `?dropMs=` (how long a new rail drops, to look at the animation). For the screenshot script it exposes `window.__boardStats`
 * (draw calls and triangles of the last frame, frames rendered, labels ready), `window.__boardTaps`
 * (taps the board reported), `window.__boardScreen` (where a link or intersection is on screen)
 * `window.__boardBuild(link)` (adds a built link, which drops in) and `window.__boardRerender()`
 * (a new state object with equal contents, which should render nothing).
 */
import { Canvas, addAfterEffect, useThree } from '@react-three/fiber';
import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { OrthographicCamera } from 'three';
import { fixtureGridMap } from '../../shared-rules/maps/fixture-grid';
import { loadTransglobalMap } from '../../shared-rules/maps/transglobal-load';
import type { TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { BoardCamera } from '../../renderer/board-kit/BoardCamera';
import { TransglobalBoard } from '../../renderer/games/transglobal/board/TransglobalBoard';
import { boardProjection, intersectionToScreen, linkMidpointToScreen, type ScreenPoint } from '../../renderer/games/transglobal/board/projection';
import { drawnObjects, type BoardObjects } from '../../renderer/games/transglobal/board/scene/board-objects';
import type { LabelFacing } from '../../renderer/games/transglobal/board/geometry/labels';
import { scenarioState, type Scenario } from './harness-scenarios';

/** What the harness reports to the screenshot script. */
type BoardStats = { frames: number; calls: number; triangles: number; labelsReady: boolean; drawn: string[]; map: string; scenario: Scenario };
type Tap = { kind: 'intersection' | 'link'; id: number; pointerId: number };

declare global {
  interface Window {
    __boardStats?: BoardStats;
    __boardTaps?: Tap[];
    __boardScreen?: (kind: 'intersection' | 'link', id: number) => ScreenPoint | undefined;
    __boardBuild?: (link: number) => void;
    __boardRerender?: () => void;
  }
}

const jsonMaps = import.meta.glob<unknown>('../../assets/maps/transglobal/*.json', { eager: true, import: 'default' });

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
const mapId = params.get('map') ?? 'fixture-grid';
const scenarioParam = params.get('scenario');
const scenario: Scenario = scenarioParam === 'empty' || scenarioParam === 'full' ? scenarioParam : 'demo';
const facing: LabelFacing = params.get('facing') === 'south' ? 'south' : 'edges';
const dropMs = Number(params.get('dropMs') ?? '250');
const stats: BoardStats = { frames: 0, calls: 0, triangles: 0, labelsReady: false, drawn: [], map: mapId, scenario };
window.__boardStats = stats;
window.__boardTaps = [];
/** The board's objects, set synchronously when built (a frame may land before React re-renders). */
const live: { objects: BoardObjects | undefined } = { objects: undefined };

function Probe({ map, objects }: { map: TransglobalMap; objects: BoardObjects | undefined }) {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(
    () =>
      addAfterEffect(() => {
        stats.frames++;
        stats.calls = gl.info.render.calls;
        stats.triangles = gl.info.render.triangles;
        stats.labelsReady = live.objects?.labels.visible ?? false;
        stats.drawn = live.objects ? drawnObjects(live.objects.group).map((o) => o.name) : [];
      }),
    [gl],
  );
  useEffect(() => invalidate(), [objects, invalidate]);
  useEffect(() => {
    window.__boardScreen = (kind, id) => {
      const { camera } = get();
      if (!(camera instanceof OrthographicCamera) || !objects) return undefined;
      const p = boardProjection(map, camera, gl.domElement.getBoundingClientRect(), objects.transform);
      return kind === 'link' ? linkMidpointToScreen(p, id) : intersectionToScreen(p, id);
    };
  }, [get, gl, map, objects]);
  return null;
}

function Harness() {
  const map = useMemo(() => findMap(mapId), []);
  const initial = useMemo(() => scenarioState(map, scenario), [map]);
  const [state, setState] = useState(initial);
  useEffect(() => {
    window.__boardBuild = (link) => setState((s) => ({ ...s, built: [...s.built, link], highlighted: s.highlighted.filter((id) => id !== link) }));
    window.__boardRerender = () => setState((s) => ({ ...s, built: [...s.built], highlighted: [...s.highlighted], hubs: s.hubs.map((h) => ({ ...h })), seatColors: { ...s.seatColors } }));
  }, []);
  const [objects, setObjects] = useState<BoardObjects | undefined>(undefined);
  const onObjects = useCallback((o: BoardObjects) => {
    live.objects = o;
    setObjects(o);
  }, []);
  return (
    <Canvas frameloop="demand" style={{ width: '100vw', height: '100vh', touchAction: 'none' }} gl={{ antialias: true }}>
      <BoardCamera transform={objects?.transform ?? { width: 1, depth: 1 }} marginPx={8} />
      <TransglobalBoard
        map={map}
        state={state}
        labelFacing={facing}
        dropMs={Number.isFinite(dropMs) ? dropMs : 250}
        onObjects={onObjects}
        onIntersectionTap={scenario === 'empty' ? (id, pointerId) => window.__boardTaps?.push({ kind: 'intersection', id, pointerId }) : undefined}
        onLinkTap={(id, pointerId) => window.__boardTaps?.push({ kind: 'link', id, pointerId })}
      />
      <Probe map={map} objects={objects} />
    </Canvas>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
}
