/**
 * A pile: the hidden stock of a game (a face-down deck, a bag of goods, a stack of tiles) kept in
 * the game's JSON state. Its order is never stored: every draw picks uniformly at random with the
 * match's generator at the moment of drawing. So a draw always draws randomness, and the runner's
 * undo policy stops there by itself (design: "pile (hidden draws = randomness)") without the game
 * author remembering to mark it. Items are kept sorted (by `compare`), so the state says nothing
 * of the order they came in. A pile is public or secret as the game's views decide; most games
 * show only its size.
 */
import type { Json, Random } from './types';

/** A pile of items (sorted). */
export type Pile<T extends Json> = { readonly items: readonly T[] };

/** The natural order of JSON scalars and of JSON text otherwise (the default `compare`). */
export function jsonOrder(a: Json, b: Json): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A pile of `items` (any order; duplicates are separate items, e.g. three blue goods). */
export function pileOf<T extends Json>(items: readonly T[], compare: (a: T, b: T) => number = jsonOrder): Pile<T> {
  return { items: [...items].sort(compare) };
}

/** How many items the pile holds. */
export function pileSize(pile: Pile<Json>): number {
  return pile.items.length;
}

/**
 * Draws up to `count` items uniformly at random without replacement (`random.int` once per item
 * drawn, so the draw counts as randomness). Returns them in the order drawn and the pile left;
 * fewer when the pile runs out (`drawn.length` says how many). `count` below 0 counts as 0.
 */
export function drawFrom<T extends Json>(pile: Pile<T>, count: number, random: Random): { readonly drawn: readonly T[]; readonly pile: Pile<T> } {
  const left = [...pile.items];
  const drawn: T[] = [];
  for (let i = 0; i < count && left.length > 0; i++) {
    const [item] = left.splice(random.int(0, left.length - 1), 1);
    if (item !== undefined) drawn.push(item);
  }
  return { drawn, pile: { items: left } };
}

/** The pile with `items` put back (the pile stays sorted: where they went is not kept). */
export function putBack<T extends Json>(pile: Pile<T>, items: readonly T[], compare: (a: T, b: T) => number = jsonOrder): Pile<T> {
  return pileOf([...pile.items, ...items], compare);
}
