/**
 * Where the city names go on the board (screen CSS px, board-local), through the board kit's
 * `placeNames`: beside each city's disc, on the first side — below it for its reader, then
 * above, right, left — where the name overlaps no name placed before it and no other city's
 * disc, and stays on the board. Names are placed by `priority` (higher first: the cities a
 * highlight, a card or a goal names, then coloured cities with cubes); a name with no free side
 * is left out (`hidden`) unless it must show (`keep`: it then takes the side that overlaps
 * least). Each name faces the nearer long edge (the far half turned 180°). Pure: widths from
 * `measure`.
 */
import { placeNamesOf, type NameBoxStyle, type NameInput, type NameSide, type PlacedName } from '../../board-kit/labels/place-names';

/** A name to place: the city's hex, its disc's centre and radius (px), whether it faces the far edge, its text, font size (px), priority, whether it must show and px of a badge before it (`extraPx`). */
export type LabelInput = Omit<NameInput, 'sides'> & { readonly hex: number; readonly priority: number };

/** A placed name: its box's centre and size (px), and whether it is left out. */
export type PlacedLabel = LabelInput & PlacedName;

const SIDES: readonly NameSide[] = ['below', 'above', 'right', 'left'];
const STYLE: NameBoxStyle = { padPx: 8, lineHeight: 1.3, gapPx: 1 };

/** The names placed (see the module comment) inside a board of `width × height` px, in placement order. */
export function placeLabels(inputs: readonly LabelInput[], width: number, height: number, measure: (text: string, fontPx: number) => number): PlacedLabel[] {
  const sorted = [...inputs].sort((a, b) => b.priority - a.priority || a.hex - b.hex);
  return placeNamesOf(sorted, (c) => ({ ...c, sides: SIDES }), width, height, measure, STYLE);
}
