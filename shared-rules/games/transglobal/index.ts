/**
 * Transglobal Rail as a `GameModule` (game id `transglobal`): connect your five secret cities
 * to your hub before anyone else; the others pay from their banks to finish; a bank at $0 or
 * below ends the game and the highest bank wins. Rules: shared/rules/transglobal-rail.md.
 *
 * Decisions where the rules text is silent (each also noted where it is implemented):
 * - The start player is drawn at random at the start of every round (rules §A round 2).
 * - One hub per intersection; hubs only on intersections joined by links to the cities' grid
 *   (no-grid areas have no intersections at all) (§A round 3).
 * - A $2 link cannot follow a $1 link in one turn; −$1 is offered only right after one $1 link
 *   and cannot be undone (`canUndo`) (§A round 4).
 * - A player with no legal link at the start of their turn passes (`pass`) (§A round 4).
 * - The building phase ends the moment anyone is complete, even by another's link; a
 *   half-finished turn ends there; everyone complete then pays nothing (§A round 6).
 * - Finishing goes in turn order from the player after the one whose turn ended the phase;
 *   a player completed meanwhile by someone else's finishing links is skipped and pays
 *   nothing; once connected a finishing player may only press OK (§A round 7).
 * - `build-cheapest` builds the exact cheapest completion in one action (the "one touch") (§A round 7).
 * - A new round follows at once after the round's end (no extra confirmation); the round's
 *   result stays public in `tableView.results` for the round summary (§A round 8).
 * - Shared places use competition ranking (1, 1, 3) ("A game").
 * - UNDO is the core runner's undo: builds and hub moves within the turn, finishing builds
 *   until OK; never across OK, −$1, pass, the end of a phase or a round (`canUndo` refuses a
 *   link that ended the building phase even when the same seat goes on to finish).
 */
import { defineGame, type GameBot } from '../../core/define-game';
import type { GameModule, Random, SeatId } from '../../core/types';
import { TRANSGLOBAL_MAP_JSON } from '../../maps/transglobal-bundled';
import { transglobalCatalog } from './catalog';
import { TRANSGLOBAL_BOTS, type BotContext, type LevelBot } from './bots';
import { parseTransglobalAction, type TransglobalAction } from './actions';
import { applyAction, applyOwned } from './apply';
import { describeAction } from './describe';
import { checkAction, legalActionsFor } from './legal';
import { transglobalMeta } from './meta';
import { parseTransglobalOptions, type TransglobalOptions } from './options';
import { DASHED_LEFT_OUT_UP_TO, initialState, rankByBank } from './round';
import { mapOf, seatAt, type TransglobalState } from './state';
import { onlySeatList, seatView, tableView, type TransglobalSeatView, type TransglobalTableView } from './views';

/** The game's public types, the exact cheapest completion and its constants (documented where defined). */
export type { TransglobalAction, TransglobalErrorCode } from './actions';
export type { TransglobalOptions } from './options';
export type { TransglobalState, RoundResult, RoundPlayerResult, Phase } from './state';
export type { TransglobalSeatView, TransglobalTableView, SeatCity, TableSeat } from './views';
export { cheapestCompletion, type Completion } from './steiner';
export { TRANSGLOBAL_ID, TRANSGLOBAL_RULES_VERSION, TURN_BUDGET, defaultTransglobalOptions } from './meta';

/** The Transglobal Rail game module (game id `transglobal`, 2–6 seats). */
export const transglobal: GameModule<TransglobalState, TransglobalAction, TransglobalSeatView, TransglobalTableView, TransglobalOptions> = {
  meta: transglobalMeta,
  parseOptions: parseTransglobalOptions,
  parseAction: parseTransglobalAction,
  setup: ({ seats, options, random }) => initialState(seats, options, random),
  toAct: (state) => (state.phase === 'over' ? [] : onlySeatList(seatAt(state, state.active))),
  legalActions: legalActionsFor,
  check: checkAction,
  apply: applyAction,
  applyOwned,
  canUndo: (before, action, after) => action.type !== 'discard' && before.phase === after.phase && before.round === after.round,
  outcome: (state) => (state.phase === 'over' ? { ranking: rankByBank(state.seats, state.banks), reason: 'bank-exhausted' } : undefined),
  seatView,
  tableView,
  describe: describeAction,
};

/** A leveled Transglobal bot as the platform calls it (`GameBot.decide`; `legal` must not be empty, else `undefined`). */
function levelBot(bot: LevelBot): GameBot<TransglobalSeatView, TransglobalTableView, TransglobalAction> {
  return {
    decide: (seatView: TransglobalSeatView, tableView: TransglobalTableView, legal: readonly TransglobalAction[], random: Random, context: BotContext) =>
      legal.length === 0 ? undefined : bot(seatView, tableView, legal, random, context),
  };
}

/**
 * Transglobal Rail, whole (design: "Five games on one platform"): its catalog entry (options,
 * lobby card: `./catalog.ts`), the rules module, the bot levels (`easy`, `medium`, `hard`, plus
 * `random` for tests and self-play) and the shipped maps (`data.maps`: usa, europe, asia as JSON).
 */
export const transglobalGame = defineGame({
  catalog: transglobalCatalog,
  module: transglobal,
  bots: { easy: levelBot(TRANSGLOBAL_BOTS.easy), medium: levelBot(TRANSGLOBAL_BOTS.medium), hard: levelBot(TRANSGLOBAL_BOTS.hard), random: levelBot(TRANSGLOBAL_BOTS.random) },
  data: { maps: TRANSGLOBAL_MAP_JSON },
  rounds: (state) => state.results.length,
  // Rules §A round 5–7: completing a network is public (it ends the building phase at once, and
  // a player completed by others' links is skipped in the finishing phase, paying nothing).
  conformance: { endReasons: ['bank-exhausted'], announcements: ['network-complete', 'phase-ended', 'finishing-turn'], swapSecrets: swapHand },
});

/**
 * The state with the hand of `seat` dealt again (rules §A round 1: one city per region, none
 * another player holds, no dashed city at 2–3 players), differing in at least one region where
 * another city is free; `undefined` when the game is over or no city can change. Hubs, rails and
 * banks are public and stay as they are.
 */
function swapHand(state: TransglobalState, seat: SeatId, random: Random): TransglobalState | undefined {
  const position = state.seats.indexOf(seat);
  const hand = state.hands[position];
  if (state.phase === 'over' || hand === undefined) return undefined;
  const map = mapOf(state);
  const held = new Set(state.hands.flat());
  const next = hand.map((city) => {
    const region = map.cities[city]?.region;
    const free = map.cities.flatMap((c, index) => (c.region === region && !held.has(index) && !(state.seats.length <= DASHED_LEFT_OUT_UP_TO && c.dashed) ? [index] : []));
    return free.length === 0 ? city : (free[random.int(0, free.length - 1)] ?? city);
  });
  if (next.every((city, i) => city === hand[i])) return undefined;
  return { ...state, hands: state.hands.map((h, p) => (p === position ? next : h)) };
}
