/**
 * The Transglobal Rail 3D board: every layer of a map (sea, land plate with relief, lakes,
 * rivers, coast, the grid with $2 links doubled, cities, dashed rings, names, hubs, rails,
 * legal-link glow, suggested route) under a top-down orthographic camera the caller places
 * (e.g. `<BoardCamera>`), inside the caller's `<Canvas frameloop="demand">`. It knows no rules:
 * it draws the `state` it is given and reports taps.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { BoardHitPlane } from './BoardHitPlane';
import type { BoardState } from './board-state';
import { LABEL_MIN_FONT_PX, labelHeightFor, type LabelFacing } from './geometry/labels';
import { DEFAULT_PX_PER_MM, fitBoardView, TOUCH_RADIUS_MM, worldPerPx } from './projection';
import { createBoardObjects, disposeBoardObjects, glowColor, showDashedRings, showGlow, showHubs, showSuggestion, type BoardObjects } from './scene/board-objects';
import { useCityLabels } from './useCityLabels';
import { RAIL_DROP_MS, useRailDrop } from './useRailDrop';
import { useStableState } from './useStableState';

/**
 * Props of `TransglobalBoard`.
 * - `map`: a validated map (keep the same object while the map is the same).
 * - `state`: what to draw (`BoardState`); new arrays with the same contents change nothing.
 * - `onIntersectionTap(id, pointerId)` / `onLinkTap(id, pointerId)`: a tap resolved to an
 *   intersection / a link; give only the one(s) the current phase wants. `onMiss(pointerId)`:
 *   a tap, while one of those is given, that reached no target (say so to the player).
 * - `pxPerMm`: display calibration, CSS px per mm (default 40 ppi); `touchRadiusMm`: how far
 *   from a link or intersection a tap may land, mm (default 6).
 * - `labelFacing`: names turned to the nearer long edge (`'edges'`, default) or all upright.
 * - `labelMinPx`: the smallest font size of a name on screen, CSS px (default 14).
 * - `cityNames`: city id → displayed name (memoise it); default the map's English names.
 * - `dropMs`: how long a new rail takes to drop in, ms (default 250; 0 = no animation).
 * - `onObjects`: receives the three.js objects once built (tests and the harness read them).
 */
export type TransglobalBoardProps = {
  readonly map: TransglobalMap;
  readonly state: BoardState;
  readonly onIntersectionTap?: (intersection: number, pointerId: number) => void;
  readonly onLinkTap?: (link: number, pointerId: number) => void;
  readonly onMiss?: (pointerId: number) => void;
  readonly pxPerMm?: number;
  readonly touchRadiusMm?: number;
  readonly labelFacing?: LabelFacing;
  readonly labelMinPx?: number;
  readonly cityNames?: Readonly<Record<string, string>>;
  readonly dropMs?: number;
  readonly onObjects?: (objects: BoardObjects) => void;
};

/** The board (R3F content; put it in a `<Canvas>` with `frameloop="demand"`). */
export function TransglobalBoard({
  map,
  state: given,
  onIntersectionTap,
  onLinkTap,
  onMiss,
  pxPerMm = DEFAULT_PX_PER_MM,
  touchRadiusMm = TOUCH_RADIUS_MM,
  labelFacing = 'edges',
  labelMinPx = LABEL_MIN_FONT_PX,
  cityNames,
  dropMs = RAIL_DROP_MS,
  onObjects,
}: TransglobalBoardProps) {
  const invalidate = useThree((s) => s.invalidate);
  const state = useStableState(given);
  const objects = useMemo(() => createBoardObjects(map), [map]);
  useEffect(() => () => disposeBoardObjects(objects), [objects]);
  useEffect(() => onObjects?.(objects), [objects, onObjects]);

  useRailDrop(objects, map, state.built, dropMs);
  // Names grow on small canvases so they never fall below the minimum font size (assumes the board is fitted to the canvas, as BoardCamera does).
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const labelHeight = labelHeightFor(objects.transform.unit, worldPerPx(fitBoardView(objects.transform, width, height), { left: 0, top: 0, width, height }), labelMinPx);
  useCityLabels(objects, map, labelFacing, labelHeight, cityNames, state.built, state.hubs);

  const glow = glowColor(state);
  useLayoutEffect(() => {
    showGlow(objects, map, state.highlighted, glow);
    invalidate();
  }, [objects, map, state.highlighted, glow, invalidate]);
  useLayoutEffect(() => {
    showSuggestion(objects, map, state.suggestion);
    invalidate();
  }, [objects, map, state.suggestion, invalidate]);
  useLayoutEffect(() => {
    showHubs(objects, map, state.hubs, state.seatColors);
    invalidate();
  }, [objects, map, state.hubs, state.seatColors, invalidate]);
  useLayoutEffect(() => {
    showDashedRings(objects, state.dashedVisible);
    invalidate();
  }, [objects, state.dashedVisible, invalidate]);

  return (
    <>
      <primitive object={objects.group} />
      <BoardHitPlane map={map} transform={objects.transform} radiusPx={touchRadiusMm * pxPerMm} onIntersectionTap={onIntersectionTap} onLinkTap={onLinkTap} onMiss={onMiss} />
    </>
  );
}
