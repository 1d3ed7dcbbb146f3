/**
 * Paris Connection as a `GameModule` (game id `paris`): 3–6 players build track for six railway
 * companies out of Paris while secretly holding their shares; the game ends when a locomotive
 * reaches Marseille or only one supply is left, and shares × company values (minus the
 * over-limit penalty) decide. Rules: shared/rules/paris-connection.md.
 *
 * Decisions where the rulebook is silent (each also noted where it is implemented):
 * - A turn is placements (1–5, one company) or one trade, then OK; UNDO takes back each placement
 *   or the trade until OK (the runner's undo; OK ends the turn).
 * - No placement on the Eiffel hex or a start hex (published rules summary).
 * - The cut-off rule is checked per placement; an empty supply is never cut off; a company may
 *   cut off itself; only a company that has reached no city is protected (`./legal.ts`).
 * - 6 players draw 5 shares, limit 10 (Board Game Arena).
 * - The end is checked after every placement and trade; the rest of a build that reached
 *   Marseille is not placed (`./apply.ts`).
 * - Shared places use competition ranking (1, 1, 3); all share a win on equal scores.
 */
import { defineGame, randomLegalBot } from '../../core/define-game';
import type { GameModule, Random, SeatId } from '../../core/types';
import { parseParisAction, type ParisAction } from './actions';
import { applyAction } from './apply';
import { easyBot, hardBot, mediumBot } from './bots';
import { PARIS_MAP_JSON } from './board';
import { parisCatalog } from './catalog';
import { describeAction } from './describe';
import { checkAction, legalActionsFor } from './legal';
import { COMPANY_COUNT, parisMeta } from './meta';
import { parseParisOptions, type ParisOptions } from './options';
import { rankByScore } from '../../core/ranking';
import { scoreOf } from './score';
import { initialState } from './setup';
import { positionOf, seatAt, type ParisState } from './state';
import { seatView, tableView, type ParisSeatView, type ParisTableView } from './views';

export type { ParisAction, ParisErrorCode } from './actions';
export type { ParisOptions } from './options';
export type { ParisState, ParisEnd, ParisTurn, ParisTrade } from './state';
export type { ParisSeatView, ParisTableView, ParisResult } from './views';
export type { ScoreLines } from './score';
export { COMPANIES, PARIS_ID, PARIS_RULES_VERSION, MAX_PLACEMENTS } from './meta';

/** The Paris Connection game module (game id `paris`, 3–6 seats). */
export const paris: GameModule<ParisState, ParisAction, ParisSeatView, ParisTableView, ParisOptions> = {
  meta: parisMeta,
  parseOptions: parseParisOptions,
  parseAction: parseParisAction,
  setup: ({ seats, options, random }) => initialState(seats, options, random),
  toAct: (state) => (state.end === null ? [seatAt(state, state.active)] : []),
  legalActions: legalActionsFor,
  check: checkAction,
  apply: (state, action) => applyAction(state, action),
  outcome: (state) => {
    if (state.end === null) return undefined;
    const totals = state.portfolios.map((portfolio) => scoreOf(portfolio, state.values, state.seats.length).total);
    return { ranking: rankByScore(state.seats, totals), reason: state.end };
  },
  seatView,
  tableView,
  describe: describeAction,
};

/**
 * The state with `seat`'s portfolio drawn again with the same number of shares (what it could as
 * well hold: the table knows only how many), differing in at least one company; `undefined` once
 * over. Supplies and everything public stay as they are.
 */
function swapPortfolio(state: ParisState, seat: SeatId, random: Random): ParisState | undefined {
  const p = positionOf(state, seat);
  const mine = state.portfolios[p];
  if (state.end !== null || mine === undefined) return undefined;
  const total = mine.reduce((a, b) => a + b, 0);
  for (let attempt = 0; attempt < 20; attempt++) {
    const next = Array.from({ length: COMPANY_COUNT }, () => 0);
    for (let i = 0; i < total; i++) {
      const c = random.int(0, COMPANY_COUNT - 1);
      next[c] = (next[c] ?? 0) + 1;
    }
    if (next.some((count, c) => count !== mine[c])) return { ...state, portfolios: state.portfolios.map((q, i) => (i === p ? next : q)) };
  }
  return undefined;
}

/**
 * Paris Connection, whole (design: "Five games on one platform"): catalog entry, rules, bots
 * (`easy`, `medium`, `hard`: `./bots.ts`; `random` for tests and self-play) and the map of France.
 */
export const parisGame = defineGame({
  catalog: parisCatalog,
  module: paris,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot, random: randomLegalBot },
  data: { maps: PARIS_MAP_JSON },
  conformance: { endReasons: ['marseille-reached', 'one-supply-left'], announcements: [], swapSecrets: swapPortfolio },
});
