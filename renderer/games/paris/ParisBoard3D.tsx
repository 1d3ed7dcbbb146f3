/**
 * Paris Connection's 3D board (its own chunk, loaded with the board): the board kit's canvas and
 * top-down orthographic camera over the sea, the land plate, the hexes as lit prisms (cities
 * stand up), the checkered sides, the Eiffel tower, the locomotives as solid pieces in company
 * colour and shape, and a glow on the hexes the chosen company may build on. A tap is resolved to
 * the hex under the finger (`worldToHex`); it knows no rules.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { MeshLambertMaterial, OrthographicCamera, type BufferGeometry, type Material } from 'three';
import { boardProbe } from '../../app/test-hooks';
import type { ParisMap } from '../../../shared-rules/maps/paris-map';
import { BoardCamera, HexTiles, TableCanvas, TapPlane, hexKey, hexToWorld, screenToWorld, worldToHex, worldToScreen, type BoardTap } from '../../board-kit';
import { barrierGeometry, eiffelGeometry, glowGeometry, hexTiles, landGeometry, locomotiveGeometry, type ParisFrame } from './board-geometry';

/** Props: the map and its frame, the Eiffel hex, what stands where (`occupied` bitmasks), the glowing hexes and their colour, the pending hex, the tap callbacks and the accessible label. */
export type ParisBoard3DProps = {
  readonly map: ParisMap;
  readonly frame: ParisFrame;
  readonly eiffel: number;
  readonly occupied: readonly number[];
  readonly glow: readonly number[];
  readonly glowColor: string;
  readonly pending: number | null;
  readonly onHexTap: ((hex: number, pointerId: number) => void) | undefined;
  readonly onMiss: ((pointerId: number) => void) | undefined;
  readonly touchRadiusPx: number;
  readonly label: string;
  /** Report frames and where each hex is on screen (the `?test` hooks: `screenOf('hex', index)`). */
  readonly probe: boolean;
};

/** The `?test` probe: frame counts and hex centres on screen. */
function Probe({ frame, map }: Pick<ParisBoard3DProps, 'frame' | 'map'>): null {
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
      const hex = map.hexes[id];
      if (kind !== 'hex' || hex === undefined || !(camera instanceof OrthographicCamera)) return undefined;
      const w = hexToWorld(frame.layout, hex);
      return worldToScreen(camera, gl.domElement.getBoundingClientRect(), w.x, w.z);
    };
    return () => {
      boardProbe.screenOf = undefined;
    };
  }, [get, gl, map, frame]);
  return null;
}

/**
 * A mesh of `geometry` (disposed when it changes) in `material`. The material belongs to the
 * scene, never to the module: every renderer that draws a material listens for its disposal, so a
 * module-wide material kept each unmounted canvas and its WebGL context alive (the soak test's
 * heap grew by a canvas per demo rotation).
 */
function Layer({ geometry, material }: { readonly geometry: BufferGeometry; readonly material: Material }): ReactNode {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    invalidate();
    return () => geometry.dispose();
  }, [geometry, invalidate]);
  return <mesh geometry={geometry} material={material} />;
}

function Scene(props: ParisBoard3DProps): ReactNode {
  const { map, frame, occupied, glow, glowColor, pending, onHexTap, onMiss, touchRadiusPx } = props;
  const { layout } = frame;
  const tiles = useMemo(() => hexTiles(map, layout), [map, layout]);
  const land = useMemo(() => landGeometry(map, frame), [map, frame]);
  const barriers = useMemo(() => barrierGeometry(map, layout), [map, layout]);
  const eiffel = useMemo(() => eiffelGeometry(map, layout, props.eiffel), [map, layout, props.eiffel]);
  const pieces = useMemo(() => locomotiveGeometry(map, layout, occupied), [map, layout, occupied]);
  const glowing = useMemo(() => glowGeometry(map, layout, glow, glowColor, pending), [map, layout, glow, glowColor, pending]);
  const index = useMemo(() => new Map(map.hexes.map((h, i) => [hexKey(h), i])), [map]);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true, flatShading: true }), []);
  useEffect(() => () => material.dispose(), [material]);
  const onTap = (tap: BoardTap): void => {
    if (onHexTap === undefined) return;
    const at = worldToHex(layout, screenToWorld(tap.frustum, tap.rect, tap.clientX, tap.clientY));
    const hex = index.get(hexKey(at));
    if (hex === undefined) onMiss?.(tap.pointerId);
    else onHexTap(hex, tap.pointerId);
  };
  return (
    <>
      <BoardCamera transform={frame.transform} marginPx={6} />
      <ambientLight intensity={1.6} />
      <directionalLight position={[-0.6, 2, 1]} intensity={1.4} />
      <Layer geometry={land} material={material} />
      <HexTiles layout={layout} tiles={tiles} />
      <Layer geometry={barriers} material={material} />
      <Layer geometry={eiffel} material={material} />
      <Layer geometry={pieces} material={material} />
      <Layer geometry={glowing} material={material} />
      <TapPlane size={4} radiusPx={touchRadiusPx} onTap={onTap} />
      {props.probe && <Probe frame={frame} map={map} />}
    </>
  );
}

/** The board canvas; it fills its parent element. */
export function ParisBoard3D(props: ParisBoard3DProps): ReactNode {
  return (
    <TableCanvas label={props.label} attributes={{ 'data-map': props.map.id }} background="#9ec3d8">
      <Scene {...props} />
    </TableCanvas>
  );
}
