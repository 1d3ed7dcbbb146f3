/**
 * Trick of the Rails as a `GameModule` (game id `trick`): 3–5 players win tricks for shares and
 * build five company railways out of the cards they play; after the last trick each share pays
 * its railway's profit less its locomotive's cost. Rules: shared/rules/trick-of-the-rails.md.
 *
 * Decisions where the rulebook is silent (each also noted where it is implemented):
 * - No action can be undone (`canUndo`): a played card is final once confirmed, as at a real
 *   table, and so is each placement (the seat panel selects, shows, then confirms).
 * - [∞] after [6]: with exactly one railway left without a locomotive it goes there at once
 *   (always so in Basic); in Expert, with two or more, the winner of the [6] trick places it.
 * - The team variant needs four players; with 3 or 5 the option has no effect.
 * - Shared places use competition ranking (1, 1, 3); in the team variant a team's places are
 *   by its total, partners sharing it.
 */
import { defineGame, randomLegalBot } from '../../core/define-game';
import type { GameModule, Random, SeatId } from '../../core/types';
import { parseTrickAction, type TrickAction } from './actions';
import { applyAction } from './apply';
import { easyBot, hardBot, mediumBot } from './bots';
import { trickCatalog } from './catalog';
import { describeAction } from './describe';
import { checkAction, legalActionsFor } from './legal';
import { trickMeta } from './meta';
import { parseTrickOptions, type TrickOptions } from './options';
import { rankByScore } from '../../core/ranking';
import { handSize, initialState } from './setup';
import { positionOf, type TrickState } from './state';
import { tableView, seatView, type TrickSeatView, type TrickTableView } from './views';

export type { TrickAction, TrickErrorCode, RailwayEnd } from './actions';
export type { TrickOptions } from './options';
export type { TrickState, TrickEnd, TrickPhase, PlayedTrick } from './state';
export type { TrickSeatView, TrickTableView, TrickResult, RailwayView, IfLocomotive } from './views';
export { TRICK_ID, TRICK_RULES_VERSION, COMPANIES, CITIES, LOCOMOTIVES } from './meta';

/** The Trick of the Rails game module (game id `trick`, 3–5 seats). */
export const trick: GameModule<TrickState, TrickAction, TrickSeatView, TrickTableView, TrickOptions> = {
  meta: trickMeta,
  parseOptions: parseTrickOptions,
  parseAction: parseTrickAction,
  setup: ({ seats, options, random }) => initialState(seats, options, random),
  toAct: (state) => (state.end === null ? [state.seats[state.active] ?? -1] : []),
  legalActions: legalActionsFor,
  check: checkAction,
  apply: (state, action) => applyAction(state, action),
  canUndo: () => false,
  outcome: (state) => {
    if (state.end === null) return undefined;
    const view = tableView(state);
    const totals = state.seats.map((seat) => {
      const result = view.results?.find((r) => r.seat === seat);
      return result?.teamScore ?? result?.score ?? 0;
    });
    return { ranking: rankByScore(state.seats, totals), reason: state.end };
  },
  seatView,
  tableView,
  describe: describeAction,
};

/**
 * The state with one card of `seat`'s hand exchanged with a card of another hand (the deck is
 * one: a hand can only differ by a card another hand holds), preferring a seat not to act;
 * `undefined` once over or with an empty hand. Everything public stays as it is.
 */
function swapCard(state: TrickState, seat: SeatId, random: Random): TrickState | undefined {
  const p = positionOf(state, seat);
  const mine = state.hands[p];
  if (state.end !== null || mine === undefined || mine.length === 0) return undefined;
  const others = state.seats.map((_, q) => q).filter((q) => q !== p && (state.hands[q]?.length ?? 0) > 0);
  const quiet = others.filter((q) => q !== state.active);
  const pool = quiet.length > 0 ? quiet : others;
  if (pool.length === 0) return undefined;
  const q = pool[random.int(0, pool.length - 1)];
  const theirs = q === undefined ? undefined : state.hands[q];
  if (q === undefined || theirs === undefined) return undefined;
  const a = mine[random.int(0, mine.length - 1)] ?? -1;
  const b = theirs[random.int(0, theirs.length - 1)] ?? -1;
  const hands = state.hands.map((hand, r) => (r === p ? [...hand.filter((c) => c !== a), b].sort((x, y) => x - y) : r === q ? [...hand.filter((c) => c !== b), a].sort((x, y) => x - y) : hand));
  return { ...state, hands };
}

/**
 * Trick of the Rails, whole (design: "Five games on one platform"): catalog entry, rules, bots
 * (`easy`, `medium`, `hard`: `./bots.ts`; `random` for tests and self-play). No static data: the
 * deck is the tables of `./meta.ts`.
 */
export const trickGame = defineGame({
  catalog: trickCatalog,
  module: trick,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot, random: randomLegalBot },
  data: {},
  rounds: (state) => handSize(state.seats.length) - state.lane.length,
  conformance: { endReasons: ['all-tricks-played'], announcements: [], swapSecrets: swapCard, oneDeck: true, noUndo: true },
});

