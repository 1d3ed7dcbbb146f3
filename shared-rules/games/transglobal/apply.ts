/**
 * Applying a legal action to the state (pure: a new state, never a mutation), with the events
 * for animation and sound, and whether hidden information was revealed (only at a round's end,
 * when every hand is shown). Connection is checked after every link for every player.
 * Source: shared/rules/transglobal-rail.md §A round 3–8.
 */
import type { ApplyRecord, ApplyResult, GameEvent, Random, SeatId } from '../../core/types';
import type { TransglobalAction } from './actions';
import { TURN_BUDGET } from './meta';
import { boardOf, buildInPlace, extendBoard, isComplete, networkLabel, type Board } from './network';
import { advanceFinishing, completionFor, endBuildingPhase } from './round';
import { extendBuiltList, extendBuiltListInPlace } from './views';
import { copyOf, positionOf, replaceAt, seatAt, type TransglobalState } from './state';

/**
 * Applies `action`, which must have passed `checkAction` (otherwise the result is unspecified).
 * `random` is drawn from only when a round ends (the next deal). Events: `hub-placed`,
 * `hub-confirmed`, `link-built` {link, cost, from: 'turn'|'bank'}, `route-built` {links, cost},
 * `network-complete` (the ding; no city named), `discarded`, `passed`, `turn-ended` {next},
 * `phase-ended`, `finishing-turn`, `round-ended`, `taxes`, `round-started`, `game-over`.
 */
export function applyAction(state: TransglobalState, action: TransglobalAction, random: Random): ApplyResult<TransglobalState> {
  const p = positionOf(state, action.seat);
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'place-hub':
      events.push({ type: 'hub-placed', seat: action.seat, params: { intersection: action.intersection } });
      return done(events, { ...state, hubs: replaceAt(state.hubs, p, action.intersection) });
    case 'ok':
      if (state.phase === 'hubs') {
        events.push({ type: 'hub-confirmed', seat: action.seat, params: { intersection: state.hubs[p] ?? null } });
        const next = (p + 1) % state.seats.length;
        if (next === state.start) return done(events, { ...state, phase: 'building', active: state.start, turn: { spent: 0, links: [] } });
        return done(events, { ...state, active: next });
      }
      if (state.phase === 'building') return done(events, endTurn(state, p, events));
      {
        const advanced = advanceFinishing(state, random, events);
        return done(events, advanced.state, advanced.revealed);
      }
    case 'discard':
      events.push({ type: 'discarded', seat: action.seat, params: { amount: 1 } });
      return done(events, endTurn(state, p, events));
    case 'pass':
      events.push({ type: 'passed', seat: action.seat });
      return done(events, endTurn(state, p, events));
    case 'build': {
      const cost = boardOf(state).graph.linkCost[action.link] ?? 0;
      if (state.phase === 'building') {
        // Nobody is complete before a building-phase build but the round's first (see applyOwned),
        // and only the network the link touches can be complete after it.
        const first = state.built.length === 0;
        const before = first ? completeMask(state) : 0;
        events.push({ type: 'link-built', seat: action.seat, params: { link: action.link, cost, from: 'turn' } });
        const built = withLinks(state, action.seat, [action.link], { spent: state.turn.spent + cost, links: [...state.turn.links, action.link] });
        const completed = newlyComplete(before, built, events, first ? -1 : action.link);
        if (completed) {
          const ended = endBuildingPhase(built, p, random, events);
          return done(events, ended.state, ended.revealed);
        }
        return done(events, built);
      }
      // Who is complete before the link is read first: building takes the board over (network.ts).
      const before = completeMask(state);
      events.push({ type: 'link-built', seat: action.seat, params: { link: action.link, cost, from: 'bank' } });
      const paid = payFromBank(withLinks(state, action.seat, [action.link]), p, cost);
      newlyComplete(before, paid, events);
      return done(events, paid);
    }
    case 'build-cheapest': {
      const route = completionFor(state, p);
      const before = completeMask(state);
      events.push({ type: 'route-built', seat: action.seat, params: { links: [...route.links], cost: route.cost } });
      const paid = payFromBank(withLinks(state, action.seat, route.links), p, route.cost);
      newlyComplete(before, paid, events);
      return done(events, paid);
    }
  }
}

/** A state as `applyOwned` changes it in place (the fields a building turn changes). */
type OwnedState = { -readonly [K in 'active']: TransglobalState[K] };

/** A building turn as `applyOwned` changes it in place. */
type OwnedTurn = { spent: number; links: number[] };

/**
 * The state `applyAction(state, action, random).state` gives, for a `state` the caller owns
 * (issue #12: self-play, and the engine session's bot moves through `applyOwned`): a building
 * turn's `build` and `ok` change `state` itself and return it (its `built`/`builtBy` arrays and
 * its turn grow, its board and public built list follow in place); every other action is the
 * pure `applyAction`. `state`, its arrays and views, lists or boards read from it must not be
 * read again but through the result. Same preconditions and draws from `random` as
 * `applyAction`. `record`, when given, gets the events and `revealed` of `applyAction` (none are
 * made without it) and, for a turn changed in place, a shallow copy of `state` from before it
 * (`canUndo` reads its phase and round).
 *
 * Who is complete after a build (rules §A round 5–6) is asked only of the networks the link
 * changed: in the building phase nobody is complete before a build but the round's first (any
 * earlier build that left someone complete ended the phase, and only builds join networks), and
 * a link that joins no two components completes nobody.
 */
export function applyOwned(state: TransglobalState, action: TransglobalAction, random: Random, record?: ApplyRecord): TransglobalState {
  if (state.phase !== 'building' || (action.type !== 'ok' && action.type !== 'build')) return applyReported(state, action, random, record);
  const p = positionOf(state, action.seat);
  // The state before as canUndo reads it (phase and round: ApplyRecord.before) is this state
  // itself: the end of a turn and a build change neither in place, and the end of the phase
  // (endBuildingPhase) makes a new state. No copy per action (issue #12).
  if (record !== undefined) record.before = state;
  if (action.type === 'ok') {
    const owned: OwnedState = state;
    const next = (p + 1) % state.seats.length;
    record?.events.push({ type: 'turn-ended', seat: seatAt(state, p), params: { next: seatAt(state, next), budget: TURN_BUDGET } });
    owned.active = next;
    const turn = state.turn as OwnedTurn;
    turn.spent = 0;
    turn.links.length = 0;
    // A seat view changes with a seat's cities' connections and completeness, and with its own
    // finishing turn: in the building phase the end of a turn changes none of them.
    if (record !== undefined) record.changedViews = NO_SEATS;
    return state;
  }
  const first = state.built.length === 0;
  // Who was complete before is needed only for the events of the round's first build (see applyAction).
  const before = first && record !== undefined ? completeMask(state) : 0;
  const { board, merged } = buildInPlace(state, action.seat, action.link);
  extendBuiltListInPlace(state, action.link, action.seat);
  const cost = board.graph.linkCost[action.link] ?? 0;
  record?.events.push({ type: 'link-built', seat: action.seat, params: { link: action.link, cost, from: 'turn' } });
  const turn = state.turn as OwnedTurn;
  turn.spent += cost;
  turn.links.push(action.link);
  // Only the networks the link joined grew: the seats on them are the only views that may change
  // (when the phase ends below, every view does: `changedViews` is reset).
  if (record !== undefined) record.changedViews = merged < 0 ? NO_SEATS : seatsOnNetwork(state, board, merged);
  if (!first && merged < 0) return state;
  let someone = false;
  for (let q = 0; q < state.seats.length; q++) {
    if (!(first || networkLabel(state, board, q) === merged) || !isComplete(state, board, q)) continue;
    if (record === undefined) return endBuildingPhase(state, p, random, []).state;
    someone = true;
    if ((before & (1 << q)) === 0) record.events.push({ type: 'network-complete', seat: seatAt(state, q) });
  }
  if (!someone || record === undefined) return state;
  const ended = endBuildingPhase(state, p, random, record.events);
  record.revealed = ended.revealed;
  record.changedViews = undefined;
  return ended.state;
}

/** No seat (shared, frozen): `ApplyRecord.changedViews` of an action that changes no seat view. */
const NO_SEATS: readonly SeatId[] = Object.freeze([]);

/** The seats whose hub is on the network labelled `label` (rules §A: a seat's network is its hub's component). */
function seatsOnNetwork(state: TransglobalState, board: Board, label: number): SeatId[] {
  const seats: SeatId[] = [];
  for (let q = 0; q < state.seats.length; q++) if (networkLabel(state, board, q) === label) seats.push(seatAt(state, q));
  return seats;
}

/** `applyAction(state, action, random).state`, its events and `revealed` copied into `record` when given. */
function applyReported(state: TransglobalState, action: TransglobalAction, random: Random, record: ApplyRecord | undefined): TransglobalState {
  const applied = applyAction(state, action, random);
  if (record !== undefined) {
    for (const event of applied.events) record.events.push(event);
    record.revealed = applied.revealed;
  }
  return applied.state;
}

/** The result of `applyAction` (a plain function, not a closure made per call: issue #12). */
function done(events: GameEvent[], state: TransglobalState, revealed = false): ApplyResult<TransglobalState> {
  return { state, events, revealed };
}

/** A one-seat list `withLinks` fills and `concat` copies from (never handed out). */
const ONE_SEAT: number[] = [0];

/** `state` with `links` appended to the board, built by `seat`, and the turn `turn` (the parent's board is taken over: network.ts). */
function withLinks(state: TransglobalState, seat: number, links: readonly number[], turn: TransglobalState['turn'] = state.turn): TransglobalState {
  // `concat` copies into an array of the new length at once (a copy then a push regrows it: issue #12).
  const built = state.built.concat(links);
  let by: readonly number[];
  if (links.length === 1) {
    ONE_SEAT[0] = seat;
    by = ONE_SEAT;
  } else by = links.map(() => seat);
  const builtBy = state.builtBy.concat(by);
  extendBoard(state, built, links);
  const next = copyOf(state);
  next.built = built;
  next.builtBy = builtBy;
  next.turn = turn;
  extendBuiltList(state, next, links, seat);
  return next;
}

/** `state` with `cost` $ taken from the bank of `position` and added to what it paid this round (rules §A round 7). */
function payFromBank(state: TransglobalState, position: number, cost: number): TransglobalState {
  const finishing = state.finishing;
  return {
    ...state,
    banks: replaceAt(state.banks, position, (state.banks[position] ?? 0) - cost),
    finishing: finishing === null ? null : { ...finishing, paid: replaceAt(finishing.paid, position, (finishing.paid[position] ?? 0) + cost) },
  };
}

/** Which positions are complete in `state`, as bits (bit `q` for position `q`; at most 6 seats). */
function completeMask(state: TransglobalState): number {
  const board = boardOf(state);
  let mask = 0;
  for (let q = 0; q < state.seats.length; q++) if (isComplete(state, board, q)) mask |= 1 << q;
  return mask;
}

/**
 * Checks every player's connection after a link (rules §A round 5): emits `network-complete`
 * for each player complete in `after` but not before (`before`: {@link completeMask} of the
 * state before), and says whether anyone is complete. `only`: when ≥ 0, a link such that the
 * players whose network does not hold it are known not complete (nobody was complete before
 * it, and it changed only its own network): only the others are checked.
 */
function newlyComplete(before: number, after: TransglobalState, events: GameEvent[], only = -1): boolean {
  const boardAfter = boardOf(after);
  const label = only < 0 ? -1 : (boardAfter.label[boardAfter.graph.linkA[only] ?? 0] ?? -1);
  let someone = false;
  for (let q = 0; q < after.seats.length; q++) {
    if (only >= 0 && networkLabel(after, boardAfter, q) !== label) continue;
    if (!isComplete(after, boardAfter, q)) continue;
    someone = true;
    if ((before & (1 << q)) === 0) events.push({ type: 'network-complete', seat: seatAt(after, q) });
  }
  return someone;
}

/** Ends the building turn of `position`: the next seat clockwise gets a fresh $2 (rules §A round 4). */
function endTurn(state: TransglobalState, position: number, events: GameEvent[]): TransglobalState {
  const next = (position + 1) % state.seats.length;
  events.push({ type: 'turn-ended', seat: seatAt(state, position), params: { next: seatAt(state, next), budget: TURN_BUDGET } });
  const after = copyOf(state);
  after.active = next;
  after.turn = { spent: 0, links: [] };
  return after;
}
