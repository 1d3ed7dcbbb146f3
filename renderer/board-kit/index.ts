/**
 * The board kit (issue #12 "Kits"): what every game's board is drawn and touched with, so each
 * board gets the same camera, the same forgiving touch and the same look. Map-free: a game gives
 * its own targets (points, segments, hexes) and data.
 * - `canvas/`: `TableCanvas`, the R3F canvas every board is drawn in (demand frame loop, rebuilt
 *   after a lost WebGL context), a top-down camera, a placeholder plate and point tokens (the
 *   counter test game's board).
 * - `BoardCamera`, `fitBoardView`: an orthographic camera looking straight down, fitted to a
 *   board's world rectangle.
 * - `projection`: world ↔ screen, nearest point / segment to a touch, the reach of a tap (half a
 *   grid step, at least a fingertip).
 * - `TapPlane`: per-pointer taps on the whole board (nothing captured).
 * - `transform`: a map's bounds fitted to the unit box (world `x` east, `z` south).
 * - `geometry/`: triangle soups, prisms, ribbons, polygons, seat and region symbols.
 * - `labels/`: the label size rule (never below 14 CSS px), the text atlas and its font, and
 *   `placeNames`: names on an HTML overlay kept off each other, off markers and off pieces.
 * - `hex/`: hex maps — axial layout, point → hex, corners, bounds, instanced 3D hex tiles.
 */
export { TableCanvas, type TableCanvasProps } from './canvas/TableCanvas';
export { BoardCamera, type BoardCameraProps } from './BoardCamera';
export { TapPlane, type BoardTap, type TapPlaneProps } from './TapPlane';
export * from './projection';
export { boardTransform, type BoardFrame, type BoardTransform, type WorldPoint } from './transform';
export * from './hex/hex';
export { HexTiles, hexPrism, tileMatrix, type HexTile, type HexTilesProps } from './hex/HexTiles';
export { symbolOutline, type BoardSymbol } from './geometry/symbols';
export * from './labels/atlas-layout';
export * from './labels/place-names';
