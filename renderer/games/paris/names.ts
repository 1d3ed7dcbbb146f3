/**
 * Where Paris Connection's city names go (screen CSS px, board-local), through the board kit's
 * `placeNames` (issue #14 §2: names never over pieces or each other, readable from both long
 * edges). A name with its value disc lies on its city's hexagon while that is free; where the
 * name would cover a neighbour's name or a locomotive — or locomotives stand on its own city — it
 * moves below its city for its reader, then above, right, left, to the first place free of
 * names and pieces. Every name shows (a city's value decides where players build): where no
 * place is free it takes the one that overlaps least. Cities with locomotives are placed first
 * (they have the fewest places), then by value, highest first. Pure: widths from `measure`.
 */
import { placeNamesOf, type NameBox, type NameBoxStyle, type NameSide, type PlacedName } from '../../board-kit/labels/place-names';
import { pieceHalfSizePx } from './board-geometry';

/** A city to name: its hex index, id, name, value (1–4) and its hex centre on screen (px). */
export type ParisCityName = { readonly hex: number; readonly id: string; readonly name: string; readonly value: number; readonly x: number; readonly y: number };

/** A placed name: the city, its box's centre and size (px), the side it took, and whether it faces the far (north) edge. */
export type PlacedParisName = ParisCityName & PlacedName & { readonly north: boolean };

const BESIDE: readonly NameSide[] = ['below', 'above', 'below-right', 'below-left', 'above-right', 'above-left', 'right', 'left'];
const ON_HEX: readonly NameSide[] = ['centre', ...BESIDE];

/**
 * A name's box for names of `labelPx`: its text's line, as tall as the value disc (1.26 em +
 * 4 px), 0.6 em wider than the text (its halo and a space between neighbouring names), 2 px clear
 * of the pieces beside it.
 */
function styleFor(labelPx: number): NameBoxStyle {
  return { padPx: 0.6 * labelPx, lineHeight: 1.3, padYPx: 4, gapPx: 2 };
}

/**
 * Px the value disc and its gap add beside the name's text: the disc is 1.4 × 0.9 em with a 2 px
 * rim each side (1.26 em + 4 px) and a 4 px gap before the name (`renderer/styles.css` `.paris-city`).
 */
export function valueDiscPx(labelPx: number): number {
  return 1.26 * labelPx + 4 + 4;
}

/**
 * The city names placed (see the module comment): `cities` with their hex centres on a board of
 * `width × height` px, `occupied[h]` the companies on hex h (bitmask), `centreOf(h)` any hex's
 * centre on screen (px), `hexPx` a hex size in px, `labelPx` the names' font size (px), `panels`
 * boxes over the board no name may go under (the company displays). Returns one placed name per
 * city, in placement order.
 */
export function placeParisNames(
  cities: readonly ParisCityName[],
  occupied: readonly number[],
  centreOf: (hex: number) => { readonly x: number; readonly y: number },
  hexPx: number,
  labelPx: number,
  width: number,
  height: number,
  measure: (text: string, fontPx: number) => number,
  panels: readonly NameBox[] = [],
): PlacedParisName[] {
  const pieces: NameBox[] = [...panels];
  occupied.forEach((mask, hex) => {
    const half = pieceHalfSizePx(mask, hexPx);
    if (half === undefined) return;
    const c = centreOf(hex);
    pieces.push({ x0: c.x - half.x, y0: c.y - half.y, x1: c.x + half.x, y1: c.y + half.y });
  });
  const taken = (c: ParisCityName): boolean => (occupied[c.hex] ?? 0) !== 0;
  const sorted = [...cities].sort((a, b) => Number(taken(b)) - Number(taken(a)) || b.value - a.value || a.hex - b.hex);
  const extraPx = valueDiscPx(labelPx);
  const style = styleFor(labelPx);
  const discHalf = (labelPx * style.lineHeight + (style.padYPx ?? 0)) / 2;
  const placed = placeNamesOf(
    sorted,
    (c) => ({
      x: c.x,
      y: c.y,
      // A city's centre (its value disc) is kept free of other names; a name beside its own
      // city's pieces keeps their height away (their box is an obstacle already).
      radius: Math.max(pieceHalfSizePx(occupied[c.hex] ?? 0, hexPx)?.y ?? 0, discHalf),
      far: c.y < height / 2,
      text: c.name,
      fontPx: labelPx,
      keep: true,
      extraPx,
      sides: taken(c) ? BESIDE : ON_HEX,
    }),
    width,
    height,
    measure,
    style,
    pieces,
  );
  return placed.map((p) => ({ ...p, north: p.y < height / 2 }));
}
