/**
 * The Transglobal board on the table: the board kit's `TableCanvas` (frames on demand) with the board's
 * fitted top-down camera and `TransglobalBoard` (renderer/games/transglobal/board, drawn from
 * a `BoardState`), rebuilt after a WebGL context loss. Taps go to `onLinkTap` /
 * `onIntersectionTap` (whichever is given). With `probe` it reports draw calls and frames,
 * where links and intersections are on screen and the label atlas (the `?test` hooks).
 */
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { CanvasTexture, OrthographicCamera } from 'three';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { boardProbe } from '../../app/test-hooks';
import { BoardCamera, TransglobalBoard, boardProjection, intersectionToScreen, linkMidpointToScreen, type BoardState } from './board';
import type { BoardObjects } from './board/scene/board-objects';
import { TableCanvas } from '../../board-kit/canvas/TableCanvas';
import { labelAtlasInfo } from '../../board-kit/labels/label-atlas';
import { readLegal } from './view-schema';

/** Props: the map, what to draw, the taps wanted, calibration (px/mm), names, drop time (ms), probe flag, label. */
export type GameBoardProps = {
  readonly map: TransglobalMap;
  readonly state: BoardState;
  readonly onLinkTap: ((link: number, pointerId: number) => void) | undefined;
  readonly onIntersectionTap: ((intersection: number, pointerId: number) => void) | undefined;
  readonly onMiss?: (pointerId: number) => void;
  readonly pxPerMm: number;
  readonly cityNames: Readonly<Record<string, string>>;
  readonly dropMs: number | undefined;
  readonly probe: boolean;
  readonly label: string;
};

function Probe({ map, objects }: { readonly map: TransglobalMap; readonly objects: BoardObjects | undefined }): null {
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
      if (!(camera instanceof OrthographicCamera) || objects === undefined) return undefined;
      const p = boardProjection(map, camera, gl.domElement.getBoundingClientRect(), objects.transform);
      return kind === 'link' ? linkMidpointToScreen(p, id) : intersectionToScreen(p, id);
    };
    boardProbe.tapTarget = (legal) => {
      for (const a of readLegal(legal)) {
        if (a.type === 'build') return boardProbe.screenOf?.('link', a.link);
        if (a.type === 'place-hub') return boardProbe.screenOf?.('intersection', a.intersection);
      }
      return undefined;
    };
    boardProbe.linkCost = (id) => map.links[id]?.cost;
    boardProbe.labelAtlas = () => {
      const texture = objects?.materials.labels.map;
      return texture instanceof CanvasTexture ? labelAtlasInfo(texture) : undefined;
    };
    return () => {
      boardProbe.screenOf = undefined;
      boardProbe.linkCost = undefined;
      boardProbe.labelAtlas = undefined;
      boardProbe.tapTarget = undefined;
    };
  }, [get, gl, map, objects]);
  return null;
}

/** The board canvas; it fills its parent element. */
export function GameBoard(props: GameBoardProps): ReactNode {
  const { map, state, probe, label } = props;
  const [objects, setObjects] = useState<BoardObjects | undefined>(undefined);
  const onObjects = useCallback((o: BoardObjects) => setObjects(o), []);
  return (
    <TableCanvas label={label} attributes={{ 'data-map': map.id }} background="#14202a">
      <BoardCamera transform={objects?.transform ?? { width: 1, depth: 1 }} marginPx={6} />
      <TransglobalBoard
        map={map}
        state={state}
        onLinkTap={props.onLinkTap}
        onIntersectionTap={props.onIntersectionTap}
        {...(props.onMiss === undefined ? {} : { onMiss: props.onMiss })}
        pxPerMm={props.pxPerMm}
        cityNames={props.cityNames}
        dropMs={props.dropMs}
        onObjects={onObjects}
      />
      {probe && <Probe map={map} objects={objects} />}
    </TableCanvas>
  );
}
