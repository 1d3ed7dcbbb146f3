/**
 * The six player colours (Okabe–Ito derived, shared/KIOSK.md "Player colours"), each paired with
 * its own symbol (the boards' player tokens draw the same six shapes) so colour is never the only cue, and the i18n key of its name.
 */

/** A symbol drawn beside a player's colour. */
export type SeatSymbol = 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'hexagon';

/** One player colour: CSS hex, a text colour with ≥ 4.5:1 contrast on it, a symbol, an i18n key. */
export type SeatColour = {
  readonly id: string;
  readonly hex: string;
  readonly ink: string;
  readonly symbol: SeatSymbol;
  readonly nameKey: string;
};

/** The palette, in the order seats are offered it. */
export const SEAT_COLOURS: readonly SeatColour[] = [
  { id: 'blue', hex: '#0072B2', ink: '#ffffff', symbol: 'circle', nameKey: 'colours.blue' },
  { id: 'vermillion', hex: '#D55E00', ink: '#000000', symbol: 'triangle', nameKey: 'colours.vermillion' },
  { id: 'bluish-green', hex: '#009E73', ink: '#000000', symbol: 'square', nameKey: 'colours.bluishGreen' },
  { id: 'yellow', hex: '#F0E442', ink: '#000000', symbol: 'diamond', nameKey: 'colours.yellow' },
  { id: 'sky-blue', hex: '#56B4E9', ink: '#000000', symbol: 'star', nameKey: 'colours.skyBlue' },
  { id: 'reddish-purple', hex: '#CC79A7', ink: '#000000', symbol: 'hexagon', nameKey: 'colours.reddishPurple' },
];

/** The colour with this id, if it is one of the palette. */
export function colourById(id: string): SeatColour | undefined {
  return SEAT_COLOURS.find((c) => c.id === id);
}

/**
 * The next palette colour after `currentId` (wrapping) that is not in `taken`; `currentId`
 * itself when every other colour is taken. `currentId` undefined: the first free colour.
 */
export function nextFreeColour(currentId: string | undefined, taken: ReadonlySet<string>): SeatColour | undefined {
  const start = currentId === undefined ? -1 : SEAT_COLOURS.findIndex((c) => c.id === currentId);
  for (let step = 1; step <= SEAT_COLOURS.length; step++) {
    const candidate = SEAT_COLOURS[(start + step + SEAT_COLOURS.length) % SEAT_COLOURS.length];
    if (candidate !== undefined && (!taken.has(candidate.id) || candidate.id === currentId)) return candidate;
  }
  return undefined;
}
