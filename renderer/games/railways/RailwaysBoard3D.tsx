/**
 * Railways of the World's 3D board (its own chunk, loaded with the board): the board kit's canvas
 * and top-down orthographic camera over the sea, the land and lakes, the hexes by terrain as lit
 * prisms (mountains with a peak), rivers, ridges as raised dark bars, the cities as discs in their
 * colour with Empty City markers, goods cubes as little cubes (with their letters on top while
 * the letters are on), the track tiles in their owners' colours (open track dashed and
 * translucent), and the highlights (with the build aid's band under the tiles laid in the build
 * in progress). Track and goods colours follow the display styles chosen (`./display.ts`): a
 * style's change rebuilds only the layers it colours (tracks; or cities, cubes and the letters'
 * atlas). A tap is resolved to the hex under the finger (`worldToHex`) and, on a city, to its
 * nearest cube; it knows no rules.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { CanvasTexture, DoubleSide, MeshBasicMaterial, MeshLambertMaterial, OrthographicCamera, SRGBColorSpace, type BufferGeometry, type Material } from 'three';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { boardProbe } from '../../app/test-hooks';
import { BoardCamera, HexTiles, TableCanvas, TapPlane, hexKey, screenToWorld, worldToHex, worldToScreen, type BoardTap } from '../../board-kit';
import {
  buildAidGeometry,
  centreOf,
  cityGeometry,
  cubeGeometry,
  cubeId,
  cubeSpots,
  landGeometry,
  letterGeometry,
  LETTER_CELLS,
  pathGeometry,
  reliefGeometry,
  ringGeometry,
  shadowGeometry,
  terrainTiles,
  trackGeometry,
  type AidRun,
  type CubeSpot,
  type DrawnTrack,
  type RailwaysFrame,
  type Ring,
} from './board-geometry';
import { goodsLook, trackLook, type DisplayStyle, type GoodsLook } from './display';
import { GOODS_LETTER, RW_COLORS } from './palette';
import type { Pt } from '../../board-kit/geometry/polygon';

/** Props: the board and its frame, what lies on it (city colours, Empty City markers, cubes, links and open track), the highlights and the build aid, the letters switch and display styles, the tap callbacks, the label and the test probe. */
export type RailwaysBoard3DProps = {
  readonly board: RailwaysBoard;
  readonly frame: RailwaysFrame;
  readonly cityColor: readonly number[];
  readonly empty: readonly boolean[];
  /** City Rotors: each city's second colour (0–4, 5 blank, −1 none), or `undefined` without the option. */
  readonly rotor: readonly number[] | undefined;
  readonly cubes: readonly (readonly number[])[];
  readonly links: readonly DrawnTrack[];
  readonly open: readonly DrawnTrack[];
  readonly rings: readonly Ring[];
  readonly paths: readonly { readonly line: readonly Pt[]; readonly bold: boolean }[];
  readonly cube: { readonly city: number; readonly color: number } | null;
  readonly letters: boolean;
  /** The track style (player colours on the tiles) and the cube style (goods: cubes, city discs, rotor bands, letters). */
  readonly trackStyle: DisplayStyle;
  readonly cubeStyle: DisplayStyle;
  /** The build aid: the stretches laid in the build in progress, in their builder's colour (empty: none shown). */
  readonly aid: readonly AidRun[];
  /** A tap on hex `hex` (and the cube of that city nearest the finger, if it has cubes). */
  readonly onTap: ((hex: number, cube: CubeSpot | undefined, pointerId: number) => void) | undefined;
  readonly onMiss: ((pointerId: number) => void) | undefined;
  readonly touchRadiusPx: number;
  readonly label: string;
  /** Report frames and where hexes and cubes are on screen (the `?test` hooks: `screenOf('hex', h)`, `screenOf('cube', hex × 16 + slot)`). */
  readonly probe: boolean;
};

/** The `?test` probe: frame counts, hex and cube centres on screen. */
function Probe({ frame, spots }: { readonly frame: RailwaysFrame; readonly spots: readonly CubeSpot[] }): null {
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
      if (!(camera instanceof OrthographicCamera)) return undefined;
      const rect = gl.domElement.getBoundingClientRect();
      if (kind === 'hex') {
        if (id < 0 || id * 2 >= frame.centres.length) return undefined;
        const c = centreOf(frame, id);
        return worldToScreen(camera, rect, c.x, c.z);
      }
      if (kind === 'cube') {
        const spot = spots.find((s) => cubeId(s) === id);
        return spot === undefined ? undefined : worldToScreen(camera, rect, spot.x, spot.z);
      }
      return undefined;
    };
    return () => {
      boardProbe.screenOf = undefined;
    };
  }, [get, gl, frame, spots]);
  return null;
}

/** A mesh of `geometry` (disposed when it changes) in `material` (the scene's own: see Paris' board). */
function Layer({ geometry, material }: { readonly geometry: BufferGeometry; readonly material: Material }): ReactNode {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    invalidate();
    return () => geometry.dispose();
  }, [geometry, invalidate]);
  return <mesh geometry={geometry} material={material} />;
}

/** The cube letters' atlas: one cell per goods colour, the letter in its ink on the colour (as the cube style's look has them). */
function letterTexture(goods: GoodsLook): CanvasTexture {
  const cell = 64;
  const canvas = document.createElement('canvas');
  canvas.width = cell * LETTER_CELLS;
  canvas.height = cell;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `800 ${Math.round(cell * 0.78)}px "Railtable Board", "Noto Sans", "DejaVu Sans", sans-serif`;
    for (let k = 0; k < LETTER_CELLS; k++) {
      ctx.fillStyle = goods.fill[k] ?? '#888888';
      ctx.fillRect(k * cell, 0, cell, cell);
      ctx.fillStyle = goods.ink[k] ?? '#ffffff';
      ctx.fillText(GOODS_LETTER[k] ?? '', k * cell + cell / 2, cell / 2 + cell * 0.04);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

function Scene(props: RailwaysBoard3DProps): ReactNode {
  const { board, frame, cityColor, empty, rotor, cubes, links, open, rings, paths, cube, letters, trackStyle, cubeStyle, aid, onTap, onMiss, touchRadiusPx } = props;
  const map = board.map;
  // One look object per style: the layers below rebuild only when their style (or content) changes.
  const goods = goodsLook(cubeStyle);
  const tracks = trackLook(trackStyle);
  const tiles = useMemo(() => terrainTiles(board, frame), [board, frame]);
  const land = useMemo(() => landGeometry(map, frame), [map, frame]);
  const relief = useMemo(() => reliefGeometry(board, frame), [board, frame]);
  const cities = useMemo(() => cityGeometry(board, frame, cityColor, empty, rotor, goods), [board, frame, cityColor, empty, rotor, goods]);
  const spots = useMemo(() => cubeSpots(board, frame, cubes), [board, frame, cubes]);
  const cubeMesh = useMemo(() => cubeGeometry(spots, frame, goods), [spots, frame, goods]);
  const shadowMesh = useMemo(() => shadowGeometry(board, frame, empty, rotor, spots, links), [board, frame, empty, rotor, spots, links]);
  const letterMesh = useMemo(() => letterGeometry(letters ? spots : [], frame), [letters, spots, frame]);
  const linkMesh = useMemo(() => trackGeometry(frame, links, false, tracks), [frame, links, tracks]);
  const openMesh = useMemo(() => trackGeometry(frame, open, true, tracks), [frame, open, tracks]);
  const aidMesh = useMemo(() => buildAidGeometry(frame, aid), [frame, aid]);
  const ringMesh = useMemo(() => ringGeometry(frame, rings), [frame, rings]);
  const chosen = useMemo(() => spots.find((s) => cube !== null && s.city === cube.city && s.color === cube.color), [spots, cube]);
  const pathMesh = useMemo(() => pathGeometry(frame, paths, chosen), [frame, paths, chosen]);
  const index = useMemo(() => new Map(map.hexes.map((h, i) => [hexKey(h), i])), [map]);
  const solid = useMemo(() => new MeshLambertMaterial({ vertexColors: true, flatShading: true }), []);
  const translucent = useMemo(() => new MeshLambertMaterial({ vertexColors: true, flatShading: true, transparent: true, opacity: 0.62, depthWrite: false }), []);
  // The contact shadows: black with their fade in vertex alpha, drawn over the opaque layers (no depth written).
  const shade = useMemo(() => new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, toneMapped: false }), []);
  const texture = useMemo(() => letterTexture(goods), [goods]);
  const lettered = useMemo(() => new MeshBasicMaterial({ map: texture, side: DoubleSide, toneMapped: false }), [texture]);
  useEffect(() => () => solid.dispose(), [solid]);
  useEffect(() => () => translucent.dispose(), [translucent]);
  useEffect(() => () => shade.dispose(), [shade]);
  useEffect(
    () => () => {
      lettered.dispose();
      texture.dispose();
    },
    [lettered, texture],
  );
  const onBoardTap = (tap: BoardTap): void => {
    if (onTap === undefined) return;
    const at = worldToHex(frame.layout, screenToWorld(tap.frustum, tap.rect, tap.clientX, tap.clientY));
    const hex = index.get(hexKey(at));
    if (hex === undefined) {
      onMiss?.(tap.pointerId);
      return;
    }
    const w = screenToWorld(tap.frustum, tap.rect, tap.clientX, tap.clientY);
    let near: CubeSpot | undefined;
    let best = Infinity;
    for (const s of spots) {
      if (s.city !== hex) continue;
      const d = Math.hypot(s.x - w.x, s.z - w.z);
      if (d < best) {
        best = d;
        near = s;
      }
    }
    onTap(hex, near, tap.pointerId);
  };
  return (
    <>
      <BoardCamera transform={frame.transform} marginPx={6} />
      <ambientLight intensity={1.55} />
      <directionalLight position={[-0.6, 2, -0.8]} intensity={1.5} />
      <Layer geometry={land} material={solid} />
      <HexTiles layout={frame.layout} tiles={tiles} fill={0.95} />
      <Layer geometry={relief} material={solid} />
      <Layer geometry={ringMesh} material={solid} />
      <Layer geometry={aidMesh} material={solid} />
      <Layer geometry={pathMesh} material={solid} />
      <Layer geometry={linkMesh} material={solid} />
      <Layer geometry={openMesh} material={translucent} />
      <Layer geometry={shadowMesh} material={shade} />
      <Layer geometry={cities} material={solid} />
      <Layer geometry={cubeMesh} material={solid} />
      <Layer geometry={letterMesh} material={lettered} />
      <TapPlane size={4} radiusPx={touchRadiusPx} onTap={onBoardTap} />
      {props.probe && <Probe frame={frame} spots={spots} />}
    </>
  );
}

/** The board canvas; it fills its parent element. */
export function RailwaysBoard3D(props: RailwaysBoard3DProps): ReactNode {
  return (
    <TableCanvas label={props.label} attributes={{ 'data-map': props.board.map.id }} background={RW_COLORS.sea}>
      <Scene {...props} />
    </TableCanvas>
  );
}
