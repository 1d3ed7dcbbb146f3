/**
 * Legality: the one list of legal actions per seat (`legalActionsFor`, driving highlights,
 * validation and bots) and its fast equivalent for one action (`checkAction`, which names why an
 * action is refused). The two agree (property test `tests/property/transglobal`).
 * Source: shared/rules/transglobal-rail.md §A round 3–7.
 */
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';
import type { TransglobalAction } from './actions';
import { TURN_BUDGET } from './meta';
import { boardOf, isComplete, legalLinkCount, legalLinks, linkTouchesNetwork, missingCityIntersections, networkLabel, pushLegalLinks, writeLegalLinks } from './network';
import type { MapGraph } from './graph';
import { positionOf, seatAt, type TransglobalState } from './state';

/**
 * The `build` action objects handed out in legal lists, per seat and map graph (by link id): a
 * list holds up to a few hundred of them and is asked for at every action (issue #12), so each is
 * made once and shared (actions are read-only values; equal actions are interchangeable).
 */
const buildActions = new Map<SeatId, WeakMap<MapGraph, readonly TransglobalAction[]>>();

/**
 * The shared actions of `seat` on `graph` in `cache`: `count` of them made once by `make(index)`
 * and kept per seat and graph (a graph no longer used is dropped with it).
 */
function sharedActionsOf(cache: Map<SeatId, WeakMap<MapGraph, readonly TransglobalAction[]>>, seat: SeatId, graph: MapGraph, count: number, make: (index: number) => TransglobalAction): readonly TransglobalAction[] {
  let bySeat = cache.get(seat);
  if (bySeat === undefined) {
    bySeat = new WeakMap();
    cache.set(seat, bySeat);
  }
  let actions = bySeat.get(graph);
  if (actions === undefined) {
    actions = Array.from({ length: count }, (_, index) => make(index));
    bySeat.set(graph, actions);
  }
  return actions;
}

/** The `build` actions last found per seat id (0–63) and the graph they were found for: checked before the maps (issue #12). */
const lastBuildActions: ({ readonly graph: MapGraph; readonly actions: readonly TransglobalAction[] } | undefined)[] = [];

/** The shared `build` actions of `seat` on `graph`, indexed by link id. */
function buildActionsOf(seat: SeatId, graph: MapGraph): readonly TransglobalAction[] {
  const known = seat >= 0 && seat < 64 ? lastBuildActions[seat] : undefined;
  if (known !== undefined && known.graph === graph) return known.actions;
  const actions = sharedActionsOf(buildActions, seat, graph, graph.m, (link) => ({ type: 'build', seat, link }));
  if (seat >= 0 && seat < 64) {
    while (lastBuildActions.length <= seat) lastBuildActions.push(undefined);
    lastBuildActions[seat] = { graph, actions };
  }
  return actions;
}

/** The `place-hub` actions handed out in legal lists, per seat and map graph (by intersection), shared like the `build` actions. */
const placeHubActions = new Map<SeatId, WeakMap<MapGraph, readonly TransglobalAction[]>>();

/** The shared `place-hub` actions of `seat` on `graph`, indexed by intersection. */
function placeHubActionsOf(seat: SeatId, graph: MapGraph): readonly TransglobalAction[] {
  return sharedActionsOf(placeHubActions, seat, graph, graph.n, (intersection) => ({ type: 'place-hub', seat, intersection }));
}

/** The actions without parameters but the seat (`ok`, `discard`, `pass`, `build-cheapest`), one shared object per seat and type. */
const simpleActions = new Map<SeatId, Map<SimpleType, TransglobalAction>>();

type SimpleType = 'ok' | 'discard' | 'pass' | 'build-cheapest';

/** The simple actions last found per seat id (0–63), by type: checked before the maps (issue #12: a legal list is made at every action). */
const lastSimpleActions: (Partial<Record<SimpleType, TransglobalAction>> | undefined)[] = [];

/** The shared `{ type, seat }` action. */
function simpleAction(seat: SeatId, type: SimpleType): TransglobalAction {
  const fast = seat >= 0 && seat < 64 ? lastSimpleActions[seat] : undefined;
  const found = fast?.[type];
  if (found !== undefined) return found;
  const action = sharedSimpleAction(seat, type);
  if (seat >= 0 && seat < 64) {
    while (lastSimpleActions.length <= seat) lastSimpleActions.push(undefined);
    const slot = lastSimpleActions[seat] ?? {};
    slot[type] = action;
    lastSimpleActions[seat] = slot;
  }
  return action;
}

/** The shared `{ type, seat }` action, from the maps (made when first asked for). */
function sharedSimpleAction(seat: SeatId, type: SimpleType): TransglobalAction {
  let bySeat = simpleActions.get(seat);
  if (bySeat === undefined) {
    bySeat = new Map();
    simpleActions.set(seat, bySeat);
  }
  const known = bySeat.get(type);
  if (known !== undefined) return known;
  const action: TransglobalAction = type === 'ok' ? { type, seat } : type === 'discard' ? { type, seat } : type === 'pass' ? { type, seat } : { type, seat };
  bySeat.set(type, action);
  return action;
}

/** The seat whose hub is on `intersection` this round, or `undefined`. */
function hubOwner(state: TransglobalState, intersection: number): SeatId | undefined {
  const p = state.hubs.indexOf(intersection);
  return p < 0 ? undefined : seatAt(state, p);
}

function wrongPhase(state: TransglobalState, action: TransglobalAction): RuleError {
  return ruleError('wrong-phase', `${action.type} is not possible in the ${state.phase} phase`, { type: action.type, phase: state.phase });
}

/** Why building `link` is refused for the network of `position` regardless of money, or undefined. */
function linkProblem(state: TransglobalState, position: number, link: number): RuleError | undefined {
  const board = boardOf(state);
  if (link >= board.graph.m) return ruleError('unknown-link', `there is no link ${link}`, { link });
  if (board.built[link] === 1) {
    const i = state.built.indexOf(link);
    return ruleError('link-built', `link ${link} is already built`, { link, by: state.builtBy[i] ?? null });
  }
  if (!linkTouchesNetwork(board, link, networkLabel(state, board, position))) {
    return ruleError('link-not-connected', `link ${link} does not touch your network`, { link });
  }
  return undefined;
}

/**
 * Whether `action` is legal now, and if not why, as a `RuleError` (codes: `./actions.ts`
 * `TransglobalErrorCode`, plus `game-over` and `not-your-turn`). `undefined` means legal, exactly
 * when `action` is in `legalActionsFor(state, action.seat)`.
 */
export function checkAction(state: TransglobalState, action: TransglobalAction): RuleError | undefined {
  if (state.phase === 'over') return ruleError('game-over', 'the game is over', { type: action.type, seat: action.seat });
  const p = positionOf(state, action.seat);
  if (p < 0 || p !== state.active) {
    return ruleError('not-your-turn', `seat ${action.seat} is not to act`, { seat: action.seat, active: seatAt(state, state.active) });
  }
  switch (state.phase) {
    case 'hubs':
      return checkHubs(state, p, action);
    case 'building':
      return checkBuilding(state, p, action);
    case 'finishing':
      return checkFinishing(state, p, action);
  }
}

/** Rules §A round 3: place or move a hub on a free grid intersection; OK once placed. */
function checkHubs(state: TransglobalState, p: number, action: TransglobalAction): RuleError | undefined {
  if (action.type === 'place-hub') {
    const { graph } = boardOf(state);
    const v = action.intersection;
    if (v >= graph.n) return ruleError('unknown-intersection', `there is no intersection ${v}`, { intersection: v });
    if (graph.onGrid[v] !== 1) return ruleError('hub-cut-off', `intersection ${v} is not joined to the cities' grid`, { intersection: v });
    const owner = hubOwner(state, v);
    if (owner !== undefined) return ruleError('hub-occupied', `a hub is already on intersection ${v}`, { intersection: v, seat: owner });
    return undefined;
  }
  if (action.type === 'ok') {
    return state.hubs[p] === null ? ruleError('hub-not-placed', 'place your hub before OK') : undefined;
  }
  return wrongPhase(state, action);
}

/** Rules §A round 4: spend exactly $2 as two $1 links, one $2 link, or one $1 link then −$1. */
function checkBuilding(state: TransglobalState, p: number, action: TransglobalAction): RuleError | undefined {
  const spent = state.turn.spent;
  const left = TURN_BUDGET - spent;
  switch (action.type) {
    case 'build': {
      const problem = linkProblem(state, p, action.link);
      if (problem) return problem;
      const cost = boardOf(state).graph.linkCost[action.link] ?? 0;
      if (cost > left) {
        if (spent === 1 && cost === 2) {
          return ruleError('two-dollar-after-one', 'a $2 link cannot follow a $1 link in one turn', { link: action.link });
        }
        return ruleError('cannot-afford', `link ${action.link} costs $${cost}, $${left} left this turn`, { link: action.link, cost, left });
      }
      return undefined;
    }
    case 'discard':
      return spent === 1 ? undefined : ruleError('discard-not-allowed', '−$1 only right after one $1 link', { spent });
    case 'ok':
      return left === 0 ? undefined : ruleError('turn-not-spent', `spend your $${TURN_BUDGET} before OK ($${left} left)`, { left });
    case 'pass':
      return spent === 0 && legalLinks(state, p, left).length === 0
        ? undefined
        : ruleError('must-pass-only-when-stuck', 'you can pass only when no link can be built', {});
    default:
      return wrongPhase(state, action);
  }
}

/** Rules §A round 7: build from the bank until connected (any legal link), OK only when connected. */
function checkFinishing(state: TransglobalState, p: number, action: TransglobalAction): RuleError | undefined {
  const board = boardOf(state);
  const complete = isComplete(state, board, p);
  switch (action.type) {
    case 'build': {
      const problem = linkProblem(state, p, action.link);
      if (problem) return problem;
      return complete ? ruleError('already-connected', 'all your cities are connected: press OK', {}) : undefined;
    }
    case 'build-cheapest':
      return complete ? ruleError('already-connected', 'all your cities are connected: press OK', {}) : undefined;
    case 'ok': {
      if (complete) return undefined;
      const missing = missingCityIntersections(state, board, p).length;
      return ruleError('not-connected', `${missing} of your cities are not connected yet`, { missing });
    }
    default:
      return wrongPhase(state, action);
  }
}

/**
 * The legal actions of `seat` now, in a fixed order (empty when it is not the seat's turn or
 * the game is over):
 * - hubs: `place-hub` on every free grid intersection (ascending), then `ok` once placed;
 * - building: `build` for every legal link affordable from the $ left (ascending), `discard`
 *   after one $1 link, `ok` once $2 is spent, `pass` when nothing can be built (Decision);
 * - finishing: if connected only `ok`; else `build` for every legal link (any cost, paid from
 *   the bank) and `build-cheapest`.
 */
export function legalActionsFor(state: TransglobalState, seat: SeatId): readonly TransglobalAction[] {
  if (state.phase === 'over') return [];
  const p = positionOf(state, seat);
  if (p < 0 || p !== state.active) return [];
  switch (state.phase) {
    case 'hubs': {
      const out: TransglobalAction[] = [];
      const { graph } = boardOf(state);
      const taken = new Set<number>();
      for (const hub of state.hubs) if (hub !== null) taken.add(hub);
      const hubActions = placeHubActionsOf(seat, graph);
      for (let v = 0; v < graph.n; v++) {
        const action = hubActions[v];
        if (graph.onGrid[v] === 1 && !taken.has(v) && action !== undefined) out.push(action);
      }
      if (state.hubs[p] !== null) out.push(simpleAction(seat, 'ok'));
      return out;
    }
    case 'building': {
      const spent = state.turn.spent;
      const left = TURN_BUDGET - spent;
      // One list of the exact length: the legal links, then the simple actions after them (no regrowing, no trimming).
      const count = legalLinkCount(state, p, left);
      const n = count + (spent === 1 ? 1 : 0) + (left === 0 ? 1 : 0) + (spent === 0 && count === 0 ? 1 : 0);
      const out = new Array<TransglobalAction>(n);
      let i = writeLegalLinks(state, p, left, out, 0, buildActionsOf(seat, boardOf(state).graph));
      if (spent === 1) out[i++] = simpleAction(seat, 'discard');
      if (left === 0) out[i++] = simpleAction(seat, 'ok');
      if (spent === 0 && count === 0) out[i++] = simpleAction(seat, 'pass');
      if (i !== n) throw new Error(`Transglobal legal list: ${i} actions written, ${n} counted`);
      return out;
    }
    case 'finishing': {
      if (isComplete(state, boardOf(state), p)) return [simpleAction(seat, 'ok')];
      const out: TransglobalAction[] = [];
      pushLegalLinks(state, p, Infinity, out, buildActionsOf(seat, boardOf(state).graph));
      out.push(simpleAction(seat, 'build-cheapest'));
      return out;
    }
  }
}
