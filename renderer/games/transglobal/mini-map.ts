/**
 * The private mini-map of a seat's secret cities (#14 §5 "a private mini-map in the owner's
 * panel marking them"): the map's land and lakes as SVG paths in map units (the map file's
 * x/y, y down, `bounds`), each dealt city at its intersection in its region's colour and symbol,
 * and the box the picture takes in a seat panel once turned back to show the board the way
 * that seat sees it.
 */
import type { SeatCity } from '../../../shared-rules/games/transglobal';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import type { SeatSymbol as SymbolName } from '../../table/seat-colours';

/** The map outline: its size (map units) and its land and lakes as SVG path data. */
export type MiniMap = { readonly width: number; readonly height: number; readonly land: string; readonly lakes: string };

/** One dealt city on the mini-map: where (map units), its region's colour and symbol, and whether it is connected. */
export type MiniMapCity = { readonly id: string; readonly x: number; readonly y: number; readonly color: string; readonly symbol: SymbolName; readonly connected: boolean };

/** Outlines smaller than this share of the map's width and height (islets) are left out. */
const MIN_EXTENT = 0.012;

const outlines = new WeakMap<object, MiniMap>();

/** SVG path data of closed `paths` (points in map units, rounded to whole units), leaving out those smaller than `minExtent` on both axes. */
function pathData(paths: readonly (readonly (readonly [number, number])[])[], minExtent: number): string {
  const parts: string[] = [];
  for (const path of paths) {
    if (path.length < 3) continue;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const [x, y] of path) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    if (maxX - minX < minExtent && maxY - minY < minExtent) continue;
    parts.push(`M${path.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}Z`);
  }
  return parts.join('');
}

/** The mini-map outline of `map` (made once per map object). */
export function miniMapOf(map: Pick<TransglobalMap, 'bounds' | 'layers'>): MiniMap {
  const kept = outlines.get(map);
  if (kept !== undefined) return kept;
  const width = map.bounds.maxX - map.bounds.minX;
  const height = map.bounds.maxY - map.bounds.minY;
  const minExtent = MIN_EXTENT * Math.max(width, height);
  const made: MiniMap = { width, height, land: pathData(map.layers.land, minExtent), lakes: pathData(map.layers.lakes, minExtent) };
  outlines.set(map, made);
  return made;
}

/** The dealt `cities` placed on `map`: each at its intersection, in its region's colour and symbol (a city whose region or intersection is unknown is left out). */
export function miniMapCities(map: Pick<TransglobalMap, 'intersections' | 'regions'>, cities: readonly SeatCity[]): MiniMapCity[] {
  const out: MiniMapCity[] = [];
  for (const city of cities) {
    const region = map.regions.find((r) => r.id === city.region);
    const at = map.intersections[city.intersection];
    if (region === undefined || at === undefined) continue;
    out.push({ id: city.id, x: at.x, y: at.y, color: region.color, symbol: region.symbol, connected: city.connected });
  }
  return out;
}

/**
 * The box (in the panel's own axes) that a `width` × `height` picture drawn the screen's way up
 * takes in a panel rotated by `rotationDeg`: a side panel (±90°) swaps the sides. The picture is
 * turned back by `turn` degrees inside it.
 */
export function turnedBack(width: number, height: number, rotationDeg: number): { readonly boxWidth: number; readonly boxHeight: number; readonly turn: number } {
  const sideways = Math.abs(rotationDeg) % 180 === 90;
  return { boxWidth: sideways ? height : width, boxHeight: sideways ? width : height, turn: rotationDeg === 0 ? 0 : -rotationDeg };
}
