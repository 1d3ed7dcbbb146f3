/**
 * Railways of the World as a `GameModule` (game id `railways`): 2–6 players bid for turn order,
 * build links between cities, deliver goods cubes over them for points, upgrade engines,
 * urbanize grey cities, take operations cards and borrow with bonds, on a hex map of real
 * geography. Rules: shared/rules/railways-of-the-world.md.
 *
 * Decisions where the digest is silent (each also noted where it is implemented):
 * - A build is many small actions (`build`, one `track` per tile, `done`), so a tile may be undone
 *   until the build ends; every other action passes the turn and is final.
 * - Bonds are issued by choice whenever the player is to act (the income phase issues them when
 *   needed); at most 30 by choice.
 * - A hex holds two tiles at most and no two tracks share a side; a delivery never visits a city twice.
 * - Race operations cards are claimed by doing what they say; the rest are taken as an action.
 * - A game ends after 20 turns at the latest (Our table `maxTurns`).
 */
import { defineGame } from '../../core/define-game';
import type { GameBot } from '../../core/define-game';
import type { GameModule, Random, SeatId } from '../../core/types';
import { parseRailwaysAction, type RailwaysAction } from './actions';
import { applyAction } from './apply';
import { easyBot, hardBot, mediumBot } from './bots';
import { railwaysCatalog } from './catalog';
import { describeAction } from './describe';
import { checkAction, legalActionsFor } from './legal';
import { railwaysMeta } from './meta';
import { parseRailwaysOptions, type RailwaysOptions } from './options';
import { rankRailways } from './score';
import { initialState } from './setup';
import type { RailwaysState } from './state';
import { seatView, tableView, type RailwaysSeatView, type RailwaysTableView } from './views';

export type { RailwaysAction, RailwaysErrorCode } from './actions';
export type { RailwaysOptions } from './options';
export type { RailwaysState, PlayerState, Track, AuctionState, BuildState, FinalScore } from './state';
export type { RailwaysSeatView, RailwaysTableView, RailwaysPlayerView } from './views';
export { RAILWAYS_ID, RAILWAYS_RULES_VERSION } from './meta';

/** The Railways of the World game module (game id `railways`, 2–6 seats). */
export const railways: GameModule<RailwaysState, RailwaysAction, RailwaysSeatView, RailwaysTableView, RailwaysOptions> = {
  meta: railwaysMeta,
  parseOptions: parseRailwaysOptions,
  parseAction: parseRailwaysAction,
  setup: ({ seats, options, random }) => initialState(seats, options, random),
  toAct: (state) => (state.end === null ? [state.players[state.active]?.seat ?? -1] : []),
  legalActions: legalActionsFor,
  check: checkAction,
  apply: applyAction,
  outcome: (state) => (state.end === null ? undefined : { ranking: rankRailways(state), reason: state.end }),
  seatView,
  tableView,
  describe: describeAction,
};

/**
 * The `random` bot of tests and self-play: a random kind of action first (build, deliver, pass,
 * bond…), then a random action of that kind; a build in progress lays tiles three times in four
 * and ends otherwise, and bonds are rare, so that random games move and end.
 */
export const randomKindBot: GameBot<RailwaysSeatView, RailwaysTableView, RailwaysAction> = {
  decide: (_seatView, _tableView, legal, random) => {
    if (legal.length === 0) return undefined;
    const pick = <T>(items: readonly T[]): T | undefined => items[random.int(0, items.length - 1)];
    const tracks = legal.filter((a) => a.type === 'track');
    if (tracks.length > 0 && random.int(0, 3) > 0) return pick(tracks);
    const kinds = [...new Set(legal.map((a) => a.type))].filter((k) => k !== 'bond' && k !== 'track');
    if (kinds.length === 0 || random.int(0, 9) === 0) return pick(legal);
    const kind = pick(kinds);
    return pick(legal.filter((a) => a.type === kind));
  },
};

/**
 * The state with `seat`'s Rail Baron cards changed (conformance kit): before keeping, its dealt
 * cards swapped for undealt ones (none left at six players: `undefined`); after, the kept card
 * swapped for the other dealt one. Nothing public changes.
 */
function swapSecrets(state: RailwaysState, seat: SeatId, random: Random): RailwaysState | undefined {
  const i = state.players.findIndex((p) => p.seat === seat);
  const p = state.players[i];
  if (p === undefined || state.end !== null) return undefined;
  let patch: Partial<typeof p>;
  let baronPool = state.baronPool;
  if (p.baron < 0) {
    if (state.baronPool.length < p.dealt.length) return undefined;
    const pool = random.shuffle(state.baronPool);
    patch = { dealt: pool.slice(0, p.dealt.length) };
    baronPool = [...pool.slice(p.dealt.length), ...p.dealt];
  } else {
    const other = p.dealt.find((c) => c !== p.baron);
    if (other === undefined) return undefined;
    patch = { baron: other };
  }
  return { ...state, baronPool, players: state.players.map((pl, k) => (k === i ? { ...pl, ...patch } : pl)) };
}

/**
 * Railways of the World, whole (design: "Five games on one platform"): catalog entry, rules, bots
 * (`easy`, `medium`, `hard`: `./bots.ts`; `random` for tests and self-play). Maps come from
 * `shared-rules/maps/railways-maps.ts`, Our table's numbers from `./tables/` by the map id.
 */
export const railwaysGame = defineGame({
  catalog: railwaysCatalog,
  module: railways,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot, random: randomKindBot },
  data: {},
  rounds: (state) => state.turn,
  conformance: { endReasons: ['game-end'], announcements: [], swapSecrets },
});
