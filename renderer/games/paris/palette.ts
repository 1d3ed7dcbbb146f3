/**
 * How the six companies look: colour (the company's name: red, blue, green, yellow, black, white)
 * AND a shape (colour-blind play, as Board Game Arena's "Colour Accessible"), on the board's
 * locomotives, the company display and the seat panels; and the city fills by value (beige 1,
 * purple 2, red 3, blue 4: the board's colours).
 */
import type { BoardSymbol } from '../../board-kit';

/** Per company (index 0–5): CSS colour, outline colour for light pieces, and shape. */
export const COMPANY_STYLE: readonly { readonly color: string; readonly edge: string; readonly symbol: BoardSymbol }[] = [
  { color: '#c8322b', edge: '#5e0f0b', symbol: 'circle' },
  { color: '#2f64c8', edge: '#10295e', symbol: 'square' },
  { color: '#2f9a4a', edge: '#0f4220', symbol: 'triangle' },
  { color: '#f0c419', edge: '#6b5300', symbol: 'diamond' },
  { color: '#2b2b2b', edge: '#000000', symbol: 'star' },
  { color: '#f4f1e6', edge: '#5c5c5c', symbol: 'hexagon' },
];

/** Hex tops by kind and value. */
export const HEX_FILL = { rural: '#cfd8b4', start: '#b9b9b9', eiffel: '#6d6a63', city: ['#cfd8b4', '#e6cf9c', '#a98ac8', '#d0544a', '#3d73c4'] } as const;

/** The style of company `c` (a fallback grey for an unknown index). */
export function companyStyle(c: number): { readonly color: string; readonly edge: string; readonly symbol: BoardSymbol } {
  return COMPANY_STYLE[c] ?? { color: '#888888', edge: '#333333', symbol: 'circle' };
}
