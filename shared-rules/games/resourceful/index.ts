/**
 * Resourceful Rails as a `GameModule` (game id `resourceful`): 2–6 players build track between
 * mileposts, run a train, haul goods to fill public demand cards, and win by connecting the
 * map's major cities (6 of 7; 7 of 8) with $250 in hand. Rules: shared/rules/resourceful-rails.md.
 *
 * Decisions where the digest is silent (each also noted where it is implemented):
 * - A turn is many small actions (a section, a milepost, a load), as a player makes it; undo takes
 *   back each until a card is drawn or the turn passes (the core policy).
 * - Track starts from any major city or the player's own track (the family's rule).
 * - A ferry is crossed only at the start of a turn, then the train moves at half speed.
 * - The deck reshuffles its discards when it runs out; events take effect when drawn.
 * - `roundLimit` (default 100): the game ends after that many rounds, qualified players first, then most cash.
 */
import { defineGame } from '../../core/define-game';
import type { GameBot } from '../../core/define-game';
import type { GameModule } from '../../core/types';
import { parseResourcefulAction, type ResourcefulAction } from './actions';
import { applyAction } from './apply';
import { easyBot, hardBot, mediumBot } from './bots';
import { resourcefulCatalog } from './catalog';
import { describeAction } from './describe';
import { checkAction, legalActionsFor } from './legal';
import { resourcefulMeta } from './meta';
import { parseResourcefulOptions, type ResourcefulOptions } from './options';
import { rankResourceful } from './score';
import { initialState } from './setup';
import type { ResourcefulState } from './state';
import { seatView, tableView, type ResourcefulSeatView, type ResourcefulTableView } from './views';

export type { ResourcefulAction, ResourcefulErrorCode } from './actions';
export type { ResourcefulOptions } from './options';
export type { ResourcefulState, ResourcefulEnd, PlayerState, TurnState } from './state';
export type { ResourcefulSeatView, ResourcefulTableView, PlayerView, CardView, LastingView } from './views';
export { RESOURCEFUL_ID, RESOURCEFUL_RULES_VERSION, TRAINS, TRAIN_KINDS, WIN_CASH } from './meta';

/** The Resourceful Rails game module (game id `resourceful`, 2–6 seats). */
export const resourceful: GameModule<ResourcefulState, ResourcefulAction, ResourcefulSeatView, ResourcefulTableView, ResourcefulOptions> = {
  meta: resourcefulMeta,
  parseOptions: parseResourcefulOptions,
  parseAction: parseResourcefulAction,
  setup: ({ seats, options, random }) => initialState(seats, options, random),
  toAct: (state) => (state.end === null ? [state.seats[state.active] ?? -1] : []),
  legalActions: legalActionsFor,
  check: checkAction,
  apply: applyAction,
  outcome: (state) => (state.end === null ? undefined : { ranking: rankResourceful(state), reason: state.end }),
  seatView,
  tableView,
  describe: describeAction,
};

/**
 * The `random` bot of tests and self-play: a random kind of action first (build, move, end the
 * turn…), then a random action of that kind, so that turns end as often as they build (a
 * uniform pick among hundreds of sections would build every turn to the budget).
 */
export const randomKindBot: GameBot<ResourcefulSeatView, ResourcefulTableView, ResourcefulAction> = {
  decide: (_seatView, _tableView, legal, random) => {
    if (legal.length === 0) return undefined;
    const kinds = [...new Set(legal.map((a) => a.type))];
    const kind = kinds[random.int(0, kinds.length - 1)];
    const ofKind = legal.filter((a) => a.type === kind);
    return ofKind[random.int(0, ofKind.length - 1)];
  },
};

/**
 * Resourceful Rails, whole (design: "Five games on one platform"): catalog entry, rules, bots
 * (`easy`, `medium`, `hard`: `./bots.ts`; `random` for tests and self-play). Maps come from
 * `shared-rules/maps/resourceful-maps.ts` by the options' map id.
 */
export const resourcefulGame = defineGame({
  catalog: resourcefulCatalog,
  module: resourceful,
  bots: { easy: easyBot, medium: mediumBot, hard: hardBot, random: randomKindBot },
  data: {},
  rounds: (state) => state.round,
  conformance: { endReasons: ['connected-and-rich', 'round-limit'], announcements: [], swapSecrets: () => undefined, noSeatSecrets: true },
});
