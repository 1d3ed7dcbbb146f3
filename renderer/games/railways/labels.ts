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
import { placeNames, type NameBoxStyle, type NameSide } from '../../board-kit/labels/place-names';

/** A name to place: the city's hex, its disc's centre and radius (px), whether it faces the far edge, its text, font size (px), priority and whether it must show. */
export type LabelInput = {
  readonly hex: number;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly far: boolean;
  readonly text: string;
  readonly fontPx: number;
  readonly priority: number;
  readonly keep: boolean;
  /** Px the name's box takes beside its text (a badge before it); none by default. */
  readonly extraPx?: number;
};

/** A placed name: its box's centre and size (px), and whether it is left out. */
export type PlacedLabel = LabelInput & { readonly cx: number; readonly cy: number; readonly width: number; readonly height: number; readonly hidden: boolean };

const SIDES: readonly NameSide[] = ['below', 'above', 'right', 'left'];
const STYLE: NameBoxStyle = { padPx: 8, lineHeight: 1.3, gapPx: 1 };

/** The names placed (see the module comment) inside a board of `width × height` px, in placement order. */
export function placeLabels(inputs: readonly LabelInput[], width: number, height: number, measure: (text: string, fontPx: number) => number): PlacedLabel[] {
  const sorted = [...inputs].sort((a, b) => b.priority - a.priority || a.hex - b.hex);
  const placed = placeNames(sorted.map((c) => ({ ...c, sides: SIDES })), width, height, measure, STYLE);
  return sorted.map((c, i) => {
    const p = placed[i] as (typeof placed)[number];
    return { ...c, cx: p.cx, cy: p.cy, width: p.width, height: p.height, hidden: p.hidden };
  });
}
