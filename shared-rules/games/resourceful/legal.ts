/**
 * Which actions are legal, with the reason when one is not (shared/rules/resourceful-rails.md
 * "Build turns", "First normal turn", "Normal turn", "Track", "Trains", "Options"). One check per
 * action kind (`checkAction`) drives validation, the seat panel's refusals and the bots;
 * `legalActionsFor` lists every candidate that passes it.
 */
import type { RuleError, SeatId } from '../../core/types';
import { resourcefulError, type ResourcefulAction } from './actions';
import { cityAtMilepost, otherEnd, sectionCost, terrainAt, type BoardLink, type ResourcefulBoard } from './board';
import { eventOf } from './events';
import { BUILD_BUDGET, CITY_PLAYER_LIMIT, CITY_SECTIONS_PER_PLAYER, CROSSGRADE_COST, CROSSGRADES, MAJOR_OUT_PER_TURN, TRACK_FEE, TRAIN_KINDS, UPGRADE_COST, UPGRADES } from './meta';
import { freeLinksAt, networkOf, ownsLink, sectionsInto } from './network';
import { boardOf, capacityOf, mustDiscard, positionOf, type ResourcefulState } from './state';

/** Track budget left this turn, $ (rules: $20 of track, or an upgrade instead, or a crossgrade and $15). */
export function budgetLeft(state: ResourcefulState): number {
  const turn = state.turn;
  const upgrade = turn.upgrade === 'upgrade' ? UPGRADE_COST : turn.upgrade === 'crossgrade' ? CROSSGRADE_COST : 0;
  return Math.max(0, BUILD_BUDGET - turn.spent - upgrade);
}

/** Whether a lasting event of `kind` (with `match` true) is in force. */
function inForce(state: ResourcefulState, board: ResourcefulBoard, test: (event: NonNullable<ReturnType<typeof eventOf>>) => boolean): boolean {
  return state.lasting.some((l) => {
    const event = eventOf(board, l.card);
    return event !== undefined && test(event);
  });
}

/** Whether a strike stops loading at city `cityId` now. */
export function struck(state: ResourcefulState, board: ResourcefulBoard, cityId: string): boolean {
  return inForce(state, board, (e) => e.kind === 'strike' && e.cities.includes(cityId));
}

/** Whether snow is in force (building into, and entering, mountains). */
export function snowing(state: ResourcefulState, board: ResourcefulBoard): boolean {
  return inForce(state, board, (e) => e.kind === 'snow');
}

/**
 * Why position `p` may not build the section `from` → `to` now, or its cost ($). Checks, in
 * order: the section exists, the network reaches `from`, nobody (or, for a ferry, two players)
 * owns it, not inside a major city, events, the major-city limit, city limits and the courtesy
 * rule, the budget and cash. Turn and stage are the caller's concern.
 */
export function checkBuild(state: ResourcefulState, p: number, from: number, to: number): RuleError | { readonly cost: number; readonly link: BoardLink } {
  const board = boardOf(state);
  const id = board.linkBetween(from, to);
  const link = board.links[id];
  if (link === undefined || from === to) return resourcefulError('no-section', `no section joins ${from} and ${to}`, { from, to });
  if (link.kind === 'city') return resourcefulError('inside-major', 'nobody builds between the mileposts of a major city', { city: cityAtMilepost(board, from)?.id ?? '' });
  if (networkOf(state, board, p).reach[from] !== 1) return resourcefulError('not-reached', `the network does not reach milepost ${from}`, { from });
  if (link.kind === 'ferry') {
    const owners = state.ferryOwners[link.ferry] ?? [];
    if (owners.includes(p)) return resourcefulError('section-taken', 'the player already runs this ferry line');
    if (owners.length >= 2) return resourcefulError('ferry-full', 'two players already run this ferry line', { ferry: board.map.ferries[link.ferry]?.id ?? '' });
  } else if ((state.owners[id] ?? -1) !== -1) {
    return resourcefulError('section-taken', 'only one player’s track between two mileposts');
  }
  if (link.river >= 0 && inForce(state, board, (e) => e.kind === 'flood' && e.river === link.river)) {
    return resourcefulError('flooded', 'a flood forbids building across the river', { river: board.map.rivers[link.river]?.id ?? '' });
  }
  if (link.kind === 'track' && cityAtMilepost(board, to) === undefined && terrainAt(board, to) !== 'clear' && snowing(state, board)) {
    return resourcefulError('snowed', 'snow forbids building into the mountains');
  }
  const fromCity = cityAtMilepost(board, from);
  const fromIndex = board.cityAt[from] ?? -1;
  if (fromCity?.size === 'major' && cityAtMilepost(board, to) !== fromCity) {
    const out = state.turn.majorOut.filter((c) => c === fromIndex).length;
    if (out >= MAJOR_OUT_PER_TURN) return resourcefulError('major-limit', `already ${MAJOR_OUT_PER_TURN} sections out of ${fromCity.id} this turn`, { city: fromCity.id });
  }
  for (const end of [from, to]) {
    const refused = checkCityLimits(state, board, p, end, id);
    if (refused !== undefined) return refused;
  }
  const cost = sectionCost(board, link, to);
  const left = budgetLeft(state);
  if (cost > left) return resourcefulError('over-budget', `$${cost} is over the $${left} left to build this turn`, { cost, left });
  const cash = state.players[p]?.cash ?? 0;
  if (cost > cash) return resourcefulError('no-cash', `$${cost} is more than the $${cash} in hand`, { cost, cash });
  return { cost, link };
}

/** How many track sections join milepost `m` (owned or not): the most players a city there can ever take by track. */
function trackWaysAt(board: ResourcefulBoard, m: number): number {
  let ways = 0;
  for (const id of board.linksAt[m] ?? []) if (board.links[id]?.kind === 'track') ways++;
  return ways;
}

/**
 * Why the small/medium city limits at milepost `m` refuse position `p` the section `linkId`, or
 * `undefined` (rules "Track": 2 players in a small city, 3 in a medium one; 3 sections of one
 * player into a city; the courtesy rule). The courtesy rule keeps room for the players a city can
 * take: its limit, or fewer where fewer track sections reach it (**Decision**: a coastal city
 * with two land sections takes two players, the first may build in; counting the limit alone
 * closed such cities to everyone from the start while demand cards still named them). Used by
 * `checkBuild` and by the bots' planner (`./bot-routes.ts`).
 */
export function checkCityLimits(state: ResourcefulState, board: ResourcefulBoard, p: number, m: number, linkId: number): RuleError | undefined {
  const city = cityAtMilepost(board, m);
  if (city === undefined || city.size === 'major') return undefined;
  const limit = CITY_PLAYER_LIMIT[city.size];
  const sections = sectionsInto(state, board, m);
  const mine = sections.get(p) ?? 0;
  if (mine === 0 && sections.size >= limit) return resourcefulError('city-full', `${city.id} already has ${limit} players`, { city: city.id, limit });
  if (mine >= CITY_SECTIONS_PER_PLAYER) return resourcefulError('city-sections', `already ${CITY_SECTIONS_PER_PLAYER} sections into ${city.id}`, { city: city.id });
  const link = board.links[linkId];
  if (link?.kind === 'track') {
    const room = Math.min(limit, trackWaysAt(board, m));
    const playersAfter = sections.size + (mine === 0 ? 1 : 0);
    const freeAfter = freeLinksAt(state, board, m, linkId);
    if (freeAfter < room - playersAfter) return resourcefulError('courtesy', `${city.id} must keep room for ${limit} players`, { city: city.id });
  }
  return undefined;
}

/** The fee ($) and owner (position, −1 none) of moving over `link` for position `p` this turn; `undefined` when the train may not use it. */
export function useOf(state: ResourcefulState, board: ResourcefulBoard, link: BoardLink, p: number): { readonly owner: number; readonly fee: number } | undefined {
  if (link.kind === 'city') return { owner: -1, fee: 0 };
  if (ownsLink(state, board, link.id, p)) return { owner: -1, fee: 0 };
  const owner = link.kind === 'ferry' ? (state.ferryOwners[link.ferry]?.[0] ?? -1) : (state.owners[link.id] ?? -1);
  if (owner < 0) return undefined;
  return { owner, fee: state.turn.fees.includes(owner) ? 0 : TRACK_FEE };
}

/** Movement a step into milepost `to` costs (1; 2 into a mountain or alpine milepost under snow). */
export function stepCost(state: ResourcefulState, board: ResourcefulBoard, to: number): number {
  return cityAtMilepost(board, to) === undefined && terrainAt(board, to) !== 'clear' && snowing(state, board) ? 2 : 1;
}

/**
 * Whether a train at `at`, come from `from`, may turn back: in a city (rules "Normal turn" 1), or
 * at the end of the track it may use (**Decision**: otherwise it could never leave).
 */
export function mayReverse(state: ResourcefulState, board: ResourcefulBoard, p: number, at: number, from: number): boolean {
  if (cityAtMilepost(board, at) !== undefined) return true;
  for (const id of board.linksAt[at] ?? []) {
    const link = board.links[id];
    if (link !== undefined && otherEnd(link, at) !== from && useOf(state, board, link, p) !== undefined) return false;
  }
  return true;
}

/** Why `action` (by the seat to act in a running game: the runner checked both) is refused now, or `undefined` when it is legal. */
export function checkAction(state: ResourcefulState, action: ResourcefulAction): RuleError | undefined {
  const board = boardOf(state);
  const p = positionOf(state, action.seat);
  const player = state.players[p];
  if (player === undefined) return resourcefulError('not-now', 'no such player', { stage: 'build-turn' });
  const turn = state.turn;
  if (state.stage === 'build') {
    if (action.type === 'end-turn') return undefined;
    if (action.type !== 'build') return resourcefulError('not-now', 'build turns only build track', { stage: 'build-turn' });
    const built = checkBuild(state, p, action.from, action.to);
    return 'kind' in built ? built : undefined;
  }
  if (mustDiscard(state) && action.type !== 'discard-card') return resourcefulError('must-discard', 'discard down to three demand cards first', { count: player.hand.length - 3 });
  if (player.at < 0 && action.type !== 'place-train' && action.type !== 'discard-card' && action.type !== 'discard-hand') return resourcefulError('not-placed', 'place the train on a city first');
  switch (action.type) {
    case 'discard-card':
      if (!mustDiscard(state)) return resourcefulError('not-now', 'no cards to discard', { stage: 'discard' });
      return player.hand.includes(action.card) ? undefined : resourcefulError('no-card', `card ${action.card} is not in the hand`, { card: action.card });
    case 'discard-hand':
      return turn.acted ? resourcefulError('turn-begun', 'the hand is discarded instead of the whole turn') : undefined;
    case 'place-train': {
      if (player.at >= 0) return resourcefulError('not-now', 'the train is on the board', { stage: 'moving' });
      if (board.cityAt[action.milepost] === undefined || (board.cityAt[action.milepost] ?? -1) < 0) return resourcefulError('not-a-city', 'the train starts in a city', { milepost: action.milepost });
      return networkOf(state, board, p).reach[action.milepost] === 1 ? undefined : resourcefulError('not-reached', 'the track does not reach that city', { from: action.milepost });
    }
    case 'end-turn':
      return undefined;
    case 'build': {
      const built = checkBuild(state, p, action.from, action.to);
      return 'kind' in built ? built : undefined;
    }
    case 'upgrade': {
      if (turn.upgrade !== null) return resourcefulError('upgraded', 'one upgrade per turn');
      const crossgrade = CROSSGRADES[player.train].includes(action.train);
      if (!crossgrade && !UPGRADES[player.train].includes(action.train)) return resourcefulError('no-upgrade', `a ${player.train} train cannot become ${action.train}`, { from: player.train, to: action.train });
      const cost = crossgrade ? CROSSGRADE_COST : UPGRADE_COST;
      if (turn.spent + cost > BUILD_BUDGET) return resourcefulError('upgrade-spent', `$${turn.spent} of track already built this turn`, { spent: turn.spent });
      if (player.cash < cost) return resourcefulError('no-cash', `$${cost} is more than the $${player.cash} in hand`, { cost, cash: player.cash });
      if (player.loads.length > capacityOf(action.train)) return resourcefulError('train-full', 'the new train cannot carry the loads on board', { capacity: capacityOf(action.train) });
      return undefined;
    }
    case 'move': {
      if (turn.stage !== 'move') return resourcefulError('not-now', 'the train moves before building', { stage: 'building' });
      const id = board.linkBetween(player.at, action.to);
      const link = board.links[id];
      if (link === undefined) return resourcefulError('no-section', `no section joins ${player.at} and ${action.to}`, { from: player.at, to: action.to });
      const use = useOf(state, board, link, p);
      if (use === undefined) return resourcefulError('no-track', 'no track the train may use there', { to: action.to });
      if (action.to === player.from && !mayReverse(state, board, p, player.at, player.from)) return resourcefulError('no-reverse', 'a train reverses only in a city');
      if (link.kind === 'ferry') {
        if (turn.moved || turn.ferry) return resourcefulError('ferry-wait', 'a ferry is crossed at the start of a turn');
        if (turn.movement < 1) return resourcefulError('no-movement', 'no movement left', { needed: 1, left: turn.movement });
      } else {
        const needed = stepCost(state, board, action.to);
        if (turn.movement < needed) return resourcefulError('no-movement', `${needed} movement needed, ${turn.movement} left`, { needed, left: turn.movement });
      }
      if (use.fee > player.cash) return resourcefulError('fee-unpayable', `the $${use.fee} fee must be payable before entering`, { owner: state.seats[use.owner] ?? -1, fee: use.fee, cash: player.cash });
      return undefined;
    }
    case 'pickup': {
      const city = cityAtMilepost(board, player.at);
      const g = board.goodIndex.get(action.good) ?? -1;
      if (city === undefined || g < 0 || !(board.producedAt[board.cityAt[player.at] ?? -1] ?? []).includes(g)) return resourcefulError('not-a-source', `${city?.id ?? 'here'} does not produce ${action.good}`, { good: action.good, city: city?.id ?? '' });
      if (struck(state, board, city.id)) return resourcefulError('strike', `a strike stops loading at ${city.id}`, { city: city.id });
      if ((state.supply[g] ?? 0) <= 0) return resourcefulError('supply-empty', `no ${action.good} left in the supply`, { good: action.good });
      const capacity = capacityOf(player.train);
      return player.loads.length >= capacity ? resourcefulError('train-full', 'the train is full', { capacity }) : undefined;
    }
    case 'drop': {
      const g = board.goodIndex.get(action.good) ?? -1;
      if (!player.loads.includes(g)) return resourcefulError('no-load', `no ${action.good} on the train`, { good: action.good });
      return cityAtMilepost(board, player.at) === undefined ? resourcefulError('not-a-city', 'loads are dropped in cities', { milepost: player.at }) : undefined;
    }
    case 'deliver': {
      if (!player.hand.includes(action.card)) return resourcefulError('no-card', `card ${action.card} is not in the hand`, { card: action.card });
      const demand = board.cards.get(action.card)?.demand?.demands[action.demand];
      if (demand === undefined) return resourcefulError('no-card', `card ${action.card} has no demand ${action.demand}`, { card: action.card });
      const city = cityAtMilepost(board, player.at);
      if (city?.id !== demand.city) return resourcefulError('wrong-city', `the demand is for ${demand.city}`, { city: demand.city });
      if (!player.loads.includes(board.goodIndex.get(demand.good) ?? -1)) return resourcefulError('no-load', `no ${demand.good} on the train`, { good: demand.good });
      return struck(state, board, city.id) ? resourcefulError('strike', `a strike stops deliveries at ${city.id}`, { city: city.id }) : undefined;
    }
  }
}

/** The candidate builds of position `p`: both directions of every free link with an end its network reaches. */
function buildCandidates(state: ResourcefulState, p: number, seat: SeatId): ResourcefulAction[] {
  if (budgetLeft(state) <= 0) return [];
  const board = boardOf(state);
  const out: ResourcefulAction[] = [];
  for (const from of networkOf(state, board, p).reachList) {
    for (const id of board.linksAt[from] ?? []) {
      const link = board.links[id];
      if (link === undefined || link.kind === 'city') continue;
      if (link.kind === 'track' && (state.owners[id] ?? -1) !== -1) continue;
      out.push({ type: 'build', seat, from, to: otherEnd(link, from) });
    }
  }
  return out;
}

/** Every legal action of `seat` now (empty unless it is that seat's turn in a running game). */
export function legalActionsFor(state: ResourcefulState, seat: SeatId): ResourcefulAction[] {
  if (state.end !== null || state.seats[state.active] !== seat) return [];
  const p = state.active;
  const player = state.players[p];
  if (player === undefined) return [];
  const board = boardOf(state);
  const candidates: ResourcefulAction[] = [];
  if (state.stage === 'build') {
    candidates.push(...buildCandidates(state, p, seat), { type: 'end-turn', seat });
  } else if (mustDiscard(state)) {
    for (const card of player.hand) candidates.push({ type: 'discard-card', seat, card });
  } else if (player.at < 0) {
    candidates.push({ type: 'discard-hand', seat });
    const reach = networkOf(state, board, p).reach;
    board.map.cities.forEach((city) => {
      for (const m of city.mileposts) if (reach[m] === 1) candidates.push({ type: 'place-train', seat, milepost: m });
    });
  } else {
    if (!state.turn.acted) candidates.push({ type: 'discard-hand', seat });
    if (state.turn.stage === 'move') {
      for (const id of board.linksAt[player.at] ?? []) {
        const link = board.links[id];
        if (link !== undefined) candidates.push({ type: 'move', seat, to: otherEnd(link, player.at) });
      }
    }
    const cityIndex = board.cityAt[player.at] ?? -1;
    if (cityIndex >= 0) {
      for (const g of board.producedAt[cityIndex] ?? []) candidates.push({ type: 'pickup', seat, good: board.map.goods[g]?.id ?? '' });
      for (const g of new Set(player.loads)) candidates.push({ type: 'drop', seat, good: board.map.goods[g]?.id ?? '' });
      for (const card of player.hand) for (let demand = 0; demand < 3; demand++) candidates.push({ type: 'deliver', seat, card, demand });
    }
    for (const train of TRAIN_KINDS) candidates.push({ type: 'upgrade', seat, train });
    candidates.push(...buildCandidates(state, p, seat), { type: 'end-turn', seat });
  }
  return candidates.filter((action) => checkAction(state, action) === undefined);
}
