/**
 * Resourceful Rails' 3D board (its own chunk, with three.js): the board kit's canvas and
 * top-down orthographic camera over the sea; land, mountain areas, lakes, rivers and coast; the
 * lattice with its water crossings and ferry lines; the cities; every milepost as an instanced
 * marker of its terrain (a dot, a mountain triangle, a snow-capped alpine triangle); the track as
 * one instanced mesh in each owner's colour; the trains in their players' colours and symbols;
 * rings (the build anchor, where a touch builds or moves, the touch in flight, a demand's cities)
 * and the planned routes (dots). About ten draw calls however much track is built. A tap is
 * resolved to the nearest milepost within half a grid step (at least a fingertip); it knows no
 * rules.
 */
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Color, Matrix4, MeshBasicMaterial, MeshLambertMaterial, OrthographicCamera, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import { BoardCamera, reachPx, screenToWorld, TableCanvas, TapPlane, worldPerPx, worldToScreen, type BoardTap, type BoardTransform } from '../../board-kit';
import type { Pt } from '../../board-kit/geometry/polygon';
import { boardProbe } from '../../app/test-hooks';
import type { ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import { cityGeometry, gridGeometry, LAYER, markerModel, milepostInstances, milepostPoints, planBuildModel, planDriveModel, ringGeometry, segmentMatrix, terrainGeometry, trackModel, trainGeometry, type Ring, type TrainPiece } from './board-geometry';
import { RR_COLORS } from './palette';

/** A section drawn on the board: its two mileposts and a CSS colour (the owner's, or the plan's). */
export type DrawnSection = { readonly a: number; readonly b: number; readonly color: string; readonly offset?: number };

/**
 * Props: the board (map and links) and its transform; the track and ferry sections to draw in
 * their owners' colours; the trains; the rings; the planned routes (`planBuild`: track still to build, dashed; `planDrive`: the drive, dots);
 * the tap callbacks (a milepost, or nothing within reach); the touch radius (CSS px); the label;
 * and the `?test` probe (frames, draw calls, where each milepost is on screen).
 */
export type ResourcefulBoard3DProps = {
  readonly board: ResourcefulBoard;
  readonly transform: BoardTransform;
  readonly sections: readonly DrawnSection[];
  readonly trains: readonly TrainPiece[];
  readonly rings: readonly Ring[];
  readonly planBuild: readonly DrawnSection[];
  readonly planDrive: readonly DrawnSection[];
  readonly onMilepostTap: ((milepost: number, pointerId: number) => void) | undefined;
  readonly onMiss: ((pointerId: number) => void) | undefined;
  readonly touchRadiusPx: number;
  readonly label: string;
  readonly probe: boolean;
};

/** The `?test` probe: frame counts and draw calls, and mileposts on screen (`screenOf('milepost', id)`). */
function Probe({ points }: { readonly points: readonly Pt[] }): null {
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  useEffect(
    () =>
      addAfterEffect(() => {
        boardProbe.stats.frames++;
        boardProbe.stats.calls = gl.info.render.calls;
        boardProbe.stats.triangles = gl.info.render.triangles;
      }),
    [gl],
  );
  useEffect(() => {
    boardProbe.screenOf = (kind, id) => {
      const { camera } = get();
      const p = points[id];
      if (kind !== 'milepost' || p === undefined || !(camera instanceof OrthographicCamera)) return undefined;
      return worldToScreen(camera, gl.domElement.getBoundingClientRect(), p[0], p[1]);
    };
    return () => {
      boardProbe.screenOf = undefined;
    };
  }, [get, gl, points]);
  return null;
}

/** A mesh of `geometry` (disposed when it changes) in `material` (owned by the scene, not the module: see Paris's board). */
function Layer({ geometry, material }: { readonly geometry: BufferGeometry; readonly material: Material }): ReactNode {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    invalidate();
    return () => geometry.dispose();
  }, [geometry, invalidate]);
  return <mesh geometry={geometry} material={material} matrixAutoUpdate={false} />;
}

/** One instanced layer of static markers (the mileposts of one terrain). */
function Markers({ model, material, places }: { readonly model: BufferGeometry; readonly material: Material; readonly places: readonly { readonly x: number; readonly z: number; readonly r: number }[] }): ReactNode {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => () => model.dispose(), [model]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    const m = new Matrix4();
    places.forEach((p, i) => {
      m.makeScale(p.r, p.r, p.r).setPosition(p.x, 0, p.z);
      mesh.setMatrixAt(i, m);
    });
    mesh.count = places.length;
    mesh.visible = places.length > 0;
    mesh.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [places, invalidate]);
  return <instancedMesh ref={ref} args={[model, material, Math.max(1, places.length)]} frustumCulled={false} />;
}

/** Sections as instances of a unit model (`trackModel`, `planModel`), each in its colour, at height `y` (world). */
function Sections({ model, material, sections, points, unit, y, capacity }: { readonly model: BufferGeometry; readonly material: Material; readonly sections: readonly DrawnSection[]; readonly points: readonly Pt[]; readonly unit: number; readonly y: number; readonly capacity: number }): ReactNode {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => () => model.dispose(), [model]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    const m = new Matrix4();
    const color = new Color();
    let n = 0;
    for (const s of sections) {
      if (n >= capacity) break;
      const a = points[s.a];
      const b = points[s.b];
      if (a === undefined || b === undefined) continue;
      mesh.setMatrixAt(n, segmentMatrix(a, b, unit, y, m, (s.offset ?? 0) * unit));
      mesh.setColorAt(n, color.set(s.color));
      n++;
    }
    mesh.count = n;
    // three issues a draw call for an instanced mesh even with no instances: hide it instead.
    mesh.visible = n > 0;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [sections, points, unit, y, capacity, invalidate]);
  return <instancedMesh ref={ref} args={[model, material, Math.max(1, capacity)]} frustumCulled={false} />;
}

/** The ambient share of the overhead light (of π); the rest comes from straight above. */
const OVERHEAD_AMBIENT = 0.95;

function Scene(props: ResourcefulBoard3DProps): ReactNode {
  const { board, transform: t, onMilepostTap, onMiss, touchRadiusPx } = props;
  const map = board.map;
  const u = t.unit;
  const points = useMemo(() => milepostPoints(map, t), [map, t]);
  const terrain = useMemo(() => terrainGeometry(map, t), [map, t]);
  const grid = useMemo(() => gridGeometry(map, t), [map, t]);
  const cities = useMemo(() => cityGeometry(map, t), [map, t]);
  const places = useMemo(() => milepostInstances(map, t, board.cityAt), [map, t, board]);
  const models = useMemo(() => ({ clear: markerModel('clear'), mountain: markerModel('mountain'), alpine: markerModel('alpine'), track: trackModel(u), planBuild: planBuildModel(u), planDrive: planDriveModel(u) }), [u]);
  const rings = useMemo(() => ringGeometry(props.rings, u), [props.rings, u]);
  const trains = useMemo(() => trainGeometry(props.trains, u), [props.trains, u]);
  const materials = useMemo(
    () => ({
      flat: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
      // The relief's given normals under the overhead light: the slopes darken the same way seen from every edge.
      terrain: new MeshLambertMaterial({ vertexColors: true, toneMapped: false }),
      solid: new MeshLambertMaterial({ vertexColors: true, flatShading: true, toneMapped: false }),
    }),
    [],
  );
  useEffect(() => () => Object.values(materials).forEach((m) => m.dispose()), [materials]);
  const onTap = (tap: BoardTap): void => {
    if (onMilepostTap === undefined) return;
    const w = screenToWorld(tap.frustum, tap.rect, tap.clientX, tap.clientY);
    const perPx = worldPerPx(tap.frustum, tap.rect);
    const reach = reachPx(touchRadiusPx, u / perPx) * perPx;
    let best = -1;
    let bestD = reach;
    points.forEach((p, m) => {
      const d = Math.hypot(p[0] - w.x, p[1] - w.z);
      if (d <= bestD) {
        best = m;
        bestD = d;
      }
    });
    if (best < 0) onMiss?.(tap.pointerId);
    else onMilepostTap(best, tap.pointerId);
  };
  return (
    <>
      <BoardCamera transform={t} marginPx={6} />
      {/* One light from straight overhead (ambient + direct = π: a flat face shows its colour), as on the Transglobal board. */}
      <ambientLight intensity={OVERHEAD_AMBIENT} />
      <directionalLight position={[0, 1, 0]} intensity={Math.PI - OVERHEAD_AMBIENT} />
      <Layer geometry={terrain} material={materials.terrain} />
      <Layer geometry={grid} material={materials.flat} />
      <Layer geometry={cities} material={materials.solid} />
      <group position-y={LAYER.marker * u}>
        <Markers model={models.clear} material={materials.solid} places={places.clear} />
        <Markers model={models.mountain} material={materials.solid} places={places.mountain} />
        <Markers model={models.alpine} material={materials.solid} places={places.alpine} />
      </group>
      <Sections model={models.track} material={materials.solid} sections={props.sections} points={points} unit={u} y={LAYER.track * u} capacity={board.links.length + map.ferries.length} />
      <Sections model={models.planBuild} material={materials.solid} sections={props.planBuild} points={points} unit={u} y={LAYER.plan * u} capacity={Math.max(64, map.mileposts.length)} />
      <Sections model={models.planDrive} material={materials.solid} sections={props.planDrive} points={points} unit={u} y={(LAYER.plan + 0.01) * u} capacity={Math.max(64, map.mileposts.length)} />
      <Layer geometry={rings} material={materials.solid} />
      <Layer geometry={trains} material={materials.solid} />
      <TapPlane size={4} radiusPx={touchRadiusPx} onTap={onTap} />
      {props.probe && <Probe points={points} />}
    </>
  );
}

/** The board canvas; it fills its parent element. */
export function ResourcefulBoard3D(props: ResourcefulBoard3DProps): ReactNode {
  return (
    <TableCanvas label={props.label} attributes={{ 'data-map': props.board.map.id }} background={RR_COLORS.sea}>
      <Scene {...props} />
    </TableCanvas>
  );
}
