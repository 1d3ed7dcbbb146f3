/**
 * Applying a legal action (rules "Build turns", "First normal turn", "Normal turn", "Objective").
 * `apply` is only called with an action that passed `checkAction`.
 */
import type { ApplyResult, GameEvent, Random } from '../../core/types';
import type { ResourcefulAction } from './actions';
import { cityAtMilepost, type ResourcefulBoard } from './board';
import { drawUpTo } from './events';
import { checkBuild, stepCost, useOf } from './legal';
import { CROSSGRADES, CROSSGRADE_COST, HAND_SIZE, UPGRADE_COST, WIN_CASH } from './meta';
import { networkOf } from './network';
import { boardOf, freshTurn, positionOf, speedOf, withPlayer, type ResourcefulState } from './state';

/** Whether position `p` meets the objective now: its own network connects the map's majors to win and it holds $250 (rules "Objective"). */
export function qualifies(state: ResourcefulState, board: ResourcefulBoard, p: number): boolean {
  return (state.players[p]?.cash ?? 0) >= WIN_CASH && networkOf(state, board, p).connectedMajors >= board.map.majorsToWin;
}

/** The turn of position `p` begins: events it drew end, a derailed train loses this move. */
function beginTurn(state: ResourcefulState, p: number): ResourcefulState {
  const player = state.players[p];
  if (player === undefined) return state;
  const movement = player.derailed ? 0 : speedOf(player.train, state.options);
  const next = player.derailed ? withPlayer(state, p, (pl) => ({ ...pl, derailed: false })) : state;
  return { ...next, active: p, turn: freshTurn(movement), lasting: state.lasting.filter((l) => l.drawer !== p) };
}

/** The end of the active player's turn: the next build turn or normal turn, the round's end and the game's. */
function endTurn(state: ResourcefulState, board: ResourcefulBoard, events: GameEvent[]): ResourcefulState {
  if (state.stage === 'build') {
    const done = state.buildDone + 1;
    if (done >= state.buildOrder.length) {
      events.push({ type: 'play-begins' });
      return beginTurn({ ...state, stage: 'play', buildDone: done, round: 1 }, 0);
    }
    const p = state.buildOrder[done] ?? 0;
    return { ...state, buildDone: done, active: p, turn: { ...freshTurn(0), stage: 'build' }, lasting: state.lasting.filter((l) => l.drawer !== p) };
  }
  let next = state;
  if (!next.finalRound && qualifies(next, board, next.active)) {
    next = { ...next, finalRound: true };
    events.push({ type: 'final-round', seat: next.seats[next.active] ?? -1 });
  }
  const following = next.active + 1;
  if (following < next.seats.length) return beginTurn(next, following);
  if (next.finalRound) {
    events.push({ type: 'game-over', params: { reason: 'connected-and-rich' } });
    return { ...next, end: 'connected-and-rich' };
  }
  if (next.options.roundLimit !== null && next.round >= next.options.roundLimit) {
    events.push({ type: 'game-over', params: { reason: 'round-limit' } });
    return { ...next, end: 'round-limit' };
  }
  return beginTurn({ ...next, round: next.round + 1 }, 0);
}

/** Applies a legal action. */
export function applyAction(state: ResourcefulState, action: ResourcefulAction, random: Random): ApplyResult<ResourcefulState> {
  const board = boardOf(state);
  const p = positionOf(state, action.seat);
  const seat = action.seat;
  const player = state.players[p];
  const events: GameEvent[] = [];
  if (player === undefined) return { state, events, revealed: false };
  const acted = { ...state.turn, acted: true };
  switch (action.type) {
    case 'build': {
      const built = checkBuild(state, p, action.from, action.to);
      if ('kind' in built) return { state, events, revealed: false };
      const { cost, link } = built;
      const fromCity = board.cityAt[action.from] ?? -1;
      const out = fromCity >= 0 && cityAtMilepost(board, action.from)?.size === 'major' && (board.cityAt[action.to] ?? -1) !== fromCity;
      const next: ResourcefulState = {
        ...withPlayer(state, p, (pl) => ({ ...pl, cash: pl.cash - cost })),
        owners: link.kind === 'ferry' ? state.owners : state.owners.map((o, id) => (id === link.id ? p : o)),
        ferryOwners: link.kind === 'ferry' ? state.ferryOwners.map((owners, f) => (f === link.ferry ? [...owners, p] : owners)) : state.ferryOwners,
        turn: { ...acted, stage: 'build', spent: state.turn.spent + cost, majorOut: out ? [...state.turn.majorOut, fromCity] : state.turn.majorOut },
      };
      events.push({ type: 'built', seat, params: { from: action.from, to: action.to, cost } });
      return { state: next, events, revealed: false };
    }
    case 'upgrade': {
      const crossgrade = CROSSGRADES[player.train].includes(action.train);
      const cost = crossgrade ? CROSSGRADE_COST : UPGRADE_COST;
      events.push({ type: 'upgraded', seat, params: { train: action.train, cost } });
      return { state: { ...withPlayer(state, p, (pl) => ({ ...pl, cash: pl.cash - cost, train: action.train })), turn: { ...acted, stage: 'build', upgrade: crossgrade ? 'crossgrade' : 'upgrade' } }, events, revealed: false };
    }
    case 'place-train':
      events.push({ type: 'train-placed', seat, params: { milepost: action.milepost } });
      return { state: { ...withPlayer(state, p, (pl) => ({ ...pl, at: action.milepost, from: -1 })), turn: acted }, events, revealed: false };
    case 'move': {
      const link = board.links[board.linkBetween(player.at, action.to)];
      const use = link === undefined ? undefined : useOf(state, board, link, p);
      if (link === undefined || use === undefined) return { state, events, revealed: false };
      let next = state;
      let fees = state.turn.fees;
      if (use.fee > 0) {
        next = { ...next, players: next.players.map((pl, q) => (q === p ? { ...pl, cash: pl.cash - use.fee } : q === use.owner ? { ...pl, cash: pl.cash + use.fee } : pl)) };
        fees = [...fees, use.owner];
        events.push({ type: 'fee-paid', seat, params: { owner: state.seats[use.owner] ?? -1, fee: use.fee } });
      }
      const ferry = link.kind === 'ferry';
      const movement = ferry ? Math.floor(speedOf(player.train, state.options) / 2) : state.turn.movement - stepCost(state, board, action.to);
      next = { ...withPlayer(next, p, (pl) => ({ ...pl, at: action.to, from: player.at })), turn: { ...acted, movement, moved: true, fees, ferry: state.turn.ferry || ferry } };
      events.push({ type: 'moved', seat, params: { from: player.at, to: action.to } });
      return { state: next, events, revealed: false };
    }
    case 'pickup': {
      const g = board.goodIndex.get(action.good) ?? -1;
      events.push({ type: 'picked-up', seat, params: { good: action.good } });
      return { state: { ...withPlayer(state, p, (pl) => ({ ...pl, loads: [...pl.loads, g] })), supply: state.supply.map((n, i) => (i === g ? n - 1 : n)), turn: acted }, events, revealed: false };
    }
    case 'drop': {
      const g = board.goodIndex.get(action.good) ?? -1;
      const index = player.loads.lastIndexOf(g);
      events.push({ type: 'dropped', seat, params: { good: action.good } });
      return { state: { ...withPlayer(state, p, (pl) => ({ ...pl, loads: pl.loads.filter((_, i) => i !== index) })), supply: state.supply.map((n, i) => (i === g ? n + 1 : n)), turn: acted }, events, revealed: false };
    }
    case 'deliver': {
      const demand = board.cards.get(action.card)?.demand?.demands[action.demand];
      if (demand === undefined) return { state, events, revealed: false };
      const g = board.goodIndex.get(demand.good) ?? -1;
      const index = player.loads.indexOf(g);
      const paid: ResourcefulState = {
        ...withPlayer(state, p, (pl) => ({ ...pl, cash: pl.cash + demand.payment, loads: pl.loads.filter((_, i) => i !== index), hand: pl.hand.filter((c) => c !== action.card) })),
        supply: state.supply.map((n, i) => (i === g ? n + 1 : n)),
        discards: [...state.discards, action.card],
        turn: acted,
      };
      events.push({ type: 'delivered', seat, params: { card: action.card, good: demand.good, city: demand.city, payment: demand.payment } });
      const drawn = drawUpTo(paid, board, p, HAND_SIZE, random);
      return { state: drawn.state, events: [...events, ...drawn.events], revealed: true };
    }
    case 'discard-hand': {
      const emptied: ResourcefulState = { ...withPlayer(state, p, (pl) => ({ ...pl, hand: [] })), discards: [...state.discards, ...player.hand], turn: acted };
      events.push({ type: 'hand-discarded', seat, params: { cards: [...player.hand] } });
      const drawn = drawUpTo(emptied, board, p, HAND_SIZE, random);
      events.push(...drawn.events);
      return { state: endTurn(drawn.state, board, events), events, revealed: true };
    }
    case 'discard-card':
      events.push({ type: 'card-discarded', seat, params: { card: action.card } });
      return { state: { ...withPlayer(state, p, (pl) => ({ ...pl, hand: pl.hand.filter((c) => c !== action.card) })), discards: [...state.discards, action.card] }, events, revealed: false };
    case 'end-turn':
      events.push({ type: 'turn-ended', seat });
      return { state: endTurn(state, board, events), events, revealed: false };
  }
}
