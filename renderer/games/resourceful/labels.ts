/**
 * Where the city names go on the board (screen CSS px, board-local), through the board kit's
 * `placeNames`: a major city's name on its hexagon; a medium or small city's name beside its
 * marker, on the first side — its reader's right, left, below, above — where it overlaps no name
 * placed before it, no major city's hexagon and no other city's marker, and stays on the board.
 * Majors are placed first, then the names that must show (`keep`: a demand's cities, the
 * planner's city), then medium cities, then small ones. A medium or small name with no free side
 * is left out (`hidden`; on a small board the names would otherwise cover each other) unless it
 * must show: then it takes the side that overlaps least. Each name faces the nearer long edge
 * (the far half turned 180°), so "right" is the screen's left there. Pure: the text widths come
 * from `measure`.
 */
import { placeNamesOf, type NameBoxStyle, type NameInput, type NameSide, type PlacedName } from '../../board-kit/labels/place-names';

/** A name to place: the city, its size, its marker's centre and radius (px), whether it faces the far edge, its text and font size (px), whether it must show. */
export type LabelInput = Omit<NameInput, 'sides' | 'extraPx'> & { readonly id: string; readonly size: 'major' | 'medium' | 'small' };

/** A placed name: its box's centre and size (px), and whether it is left out. */
export type PlacedLabel = LabelInput & PlacedName;

const ORDER: Readonly<Record<LabelInput['size'], number>> = { major: 0, medium: 2, small: 3 };

/** Placement order: majors, then names that must show, then medium, then small cities. */
function rank(c: LabelInput): number {
  return c.size === 'major' ? 0 : c.keep ? 1 : ORDER[c.size];
}

const ON_HEXAGON: readonly NameSide[] = ['centre'];
const BESIDE: readonly NameSide[] = ['right', 'left', 'below', 'above'];
const STYLE: NameBoxStyle = { padPx: 6, lineHeight: 1.25, gapPx: 3 };

/**
 * The names placed (see the module comment) inside a board of `width × height` px, in placement
 * order; `measure(text, fontPx)` gives a text's width in px.
 */
export function placeLabels(inputs: readonly LabelInput[], width: number, height: number, measure: (text: string, fontPx: number) => number): PlacedLabel[] {
  const sorted = [...inputs].sort((a, b) => rank(a) - rank(b));
  return placeNamesOf(sorted, (c) => ({ ...c, keep: c.keep || c.size === 'major', sides: c.size === 'major' ? ON_HEXAGON : BESIDE }), width, height, measure, STYLE);
}
