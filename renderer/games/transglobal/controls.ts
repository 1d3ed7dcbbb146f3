/**
 * Picks a seat's buttons and board targets out of its legal-action list (the worker's one list:
 * conventions §2). No rules here: whatever is not in the list is not offered.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalAction } from '../../../shared-rules/games/transglobal';

/**
 * A seat's controls now: the `ok`, `discard` (−$1), `pass` and `build-cheapest` actions when
 * legal (else undefined), the links it may build and the intersections it may put its hub on.
 */
export type TransglobalControls = {
  readonly ok: TransglobalAction | undefined;
  readonly discard: TransglobalAction | undefined;
  readonly pass: TransglobalAction | undefined;
  readonly buildCheapest: TransglobalAction | undefined;
  readonly links: ReadonlySet<number>;
  readonly hubSpots: ReadonlySet<number>;
};

/** The controls of `seat` from its legal actions. */
export function transglobalControls(legal: readonly TransglobalAction[], seat: SeatId): TransglobalControls {
  const mine = legal.filter((a) => a.seat === seat);
  const links = new Set<number>();
  const hubSpots = new Set<number>();
  for (const a of mine) {
    if (a.type === 'build') links.add(a.link);
    if (a.type === 'place-hub') hubSpots.add(a.intersection);
  }
  return {
    ok: mine.find((a) => a.type === 'ok'),
    discard: mine.find((a) => a.type === 'discard'),
    pass: mine.find((a) => a.type === 'pass'),
    buildCheapest: mine.find((a) => a.type === 'build-cheapest'),
    links,
    hubSpots,
  };
}

/**
 * The next link to submit when building a suggested route link by link: the first link of
 * `suggestion` that is legal now (a route's links are listed in no particular order, so the
 * first one touching the network is taken), or `undefined` when none is.
 */
export function nextSuggestedLink(suggestion: readonly number[], legalLinks: ReadonlySet<number>): number | undefined {
  return suggestion.find((link) => legalLinks.has(link));
}
