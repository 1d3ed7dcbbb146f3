/**
 * How the board area is shared (CSS px, board-local): the map in the middle, as large as the area
 * allows, and the centre strips — operations cards, the engine ladder, the score and income
 * ladder — in the two columns left beside it, the left one facing the near long edge and the
 * right one (turned 180°) the far one. A column is never narrower than `minSide` (the map then
 * gives way). Pure.
 */

/** The map's box and the two columns' width. */
export type AreaLayout = { readonly mapLeft: number; readonly mapWidth: number; readonly side: number; readonly height: number };

/** The layout of an area `width × height` px for a map `aspect` (its width over its depth) wide, columns at least `minSide` px. */
export function areaLayout(width: number, height: number, aspect: number, minSide: number): AreaLayout {
  const fit = Math.min(width, height * Math.max(0.1, aspect));
  const side = Math.max(minSide, (width - fit) / 2);
  const mapWidth = Math.max(1, width - 2 * side);
  return { mapLeft: side, mapWidth, side, height };
}
