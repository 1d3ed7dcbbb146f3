/**
 * Which actions are legal now: `checkAction` answers one action with the reason it is refused;
 * `legalActionsFor` lists every legal action of a seat (candidates filtered by the same checks,
 * deliveries from the exhaustive search), so the two agree by construction (a property test
 * checks it). Source: shared/rules/railways-of-the-world.md.
 */
import { ruleError } from '../../core/errors';
import type { RuleError, SeatId } from '../../core/types';
import type { RailwaysAction } from './actions';
import { boardOf, tableOf } from './board';
import { checkDelivery, deliveriesFor } from './deliver';
import { MIN_BID, MINE_COST, MINES_PER_PLAYER, PERFECT_ENGINEERING_TILES, TILES_PER_BUILD, URBANIZE_COST } from './meta';
import type { RailwaysState } from './state';
import { RACE_KINDS } from './tables';
import { checkStep, legalSteps } from './track';

const notNow = (state: RailwaysState, what: string): RuleError => ruleError('not-now', `${what} is not open now`, { stage: state.build !== null ? 'building' : state.phase });

/** The engine step's price for player `p` ($k), or `undefined` at the top level. */
export function engineCost(state: RailwaysState, p: number): number | undefined {
  const level = state.players[p]?.engine ?? 1;
  return tableOf(state).engineCosts[level - 1];
}

/** The tiles a build opened with kept card `card` may lay (4, or 5 with Perfect Engineering). */
function capFor(state: RailwaysState, card: number | undefined): number {
  return card !== undefined && tableOf(state).operations[card]?.kind === 'perfect-engineering' ? PERFECT_ENGINEERING_TILES : TILES_PER_BUILD;
}

/** Whether player `p` could lay any tile now in a build opened with `card` (money aside: bonds can raise it). */
export function canBuild(state: RailwaysState, p: number, card?: number): boolean {
  const grant = card !== undefined && tableOf(state).operations[card]?.kind === 'land-grant';
  const probe: RailwaysState = { ...state, build: { tiles: 0, cap: capFor(state, card), spent: 0, grant, steps: 0 } };
  return legalSteps(boardOf(state), probe, p, true).length > 0;
}

/**
 * Why `action` is refused now, or `undefined` when it is legal. Core codes `game-over`,
 * `not-your-turn`; the game's own codes are listed in `./actions.ts` (`RailwaysErrorCode`).
 */
export function checkAction(state: RailwaysState, action: RailwaysAction): RuleError | undefined {
  if (state.end !== null) return ruleError('game-over', 'the game is over');
  const p = state.active;
  const player = state.players[p];
  if (player === undefined || player.seat !== action.seat) return ruleError('not-your-turn', `seat ${action.seat} is not to act`);
  const table = tableOf(state);
  const board = boardOf(state);
  const inActions = state.phase === 'actions' && state.build === null;
  const cashFor = (cost: number): RuleError | undefined => (cost > player.cash ? ruleError('no-cash', `costs $${cost}k, the player has $${player.cash}k`, { cost, cash: player.cash }) : undefined);
  switch (action.type) {
    case 'keep':
      if (state.phase !== 'barons') return notNow(state, 'keeping a Rail Baron card');
      return player.dealt.includes(action.card) && player.baron < 0 ? undefined : ruleError('not-dealt', `Rail Baron card ${action.card} was not dealt to this player`, { card: action.card });
    case 'bid': {
      if (state.phase !== 'auction' || state.auction === null) return notNow(state, 'bidding');
      const min = Math.max(MIN_BID, state.auction.high + 1);
      if (action.amount < min) return ruleError('bid-too-low', `the bid must be at least $${min}k`, { min });
      return cashFor(action.amount);
    }
    case 'pass':
      return state.phase === 'auction' || inActions ? undefined : notNow(state, 'passing');
    case 'bond':
      if (state.phase !== 'auction' && state.phase !== 'actions') return notNow(state, 'issuing a bond');
      return player.bonds < table.maxBonds ? undefined : ruleError('too-many-bonds', `at most ${table.maxBonds} bonds by choice`, { max: table.maxBonds });
    case 'build': {
      if (!inActions) return notNow(state, 'building');
      if (action.card !== undefined) {
        const kind = table.operations[action.card]?.kind;
        if (!player.kept.includes(action.card) || (kind !== 'land-grant' && kind !== 'perfect-engineering')) return ruleError('not-held', `card ${action.card} is not a kept build card`, { card: action.card });
      }
      return canBuild(state, p, action.card) ? undefined : ruleError('nothing-to-build', 'no tile can be laid anywhere now');
    }
    case 'track': {
      if (state.build === null) return notNow(state, 'laying track');
      const info = checkStep(board, state, p, action.from, action.to);
      return 'kind' in info ? info : undefined;
    }
    case 'done':
      return state.build === null ? notNow(state, 'ending a build') : undefined;
    case 'urbanize': {
      if (!inActions) return notNow(state, 'urbanizing');
      const c = board.cityOf[action.city] ?? -1;
      if (c < 0 || state.cityColor[c] !== 5) return ruleError('not-grey', `hex ${action.city} is not a grey city`, { city: board.map.hexes[action.city]?.city?.id ?? String(action.city) });
      if ((state.newCityTiles[action.color] ?? 0) <= 0) return ruleError('no-new-city', `no New City tile of colour ${action.color} is left`, { color: action.color });
      return cashFor(URBANIZE_COST);
    }
    case 'mine': {
      if (!inActions) return notNow(state, 'mining');
      if (!state.options.mines) return ruleError('mines-off', 'this match is played without mines');
      if (player.mines >= MINES_PER_PLAYER) return ruleError('no-mines-left', `at most ${MINES_PER_PLAYER} mines a game`, { max: MINES_PER_PLAYER });
      const c = board.cityOf[action.city] ?? -1;
      const id = board.map.hexes[action.city]?.city?.id ?? String(action.city);
      if (c < 0 || state.cityColor[c] !== 5) return ruleError('not-grey', `hex ${action.city} is not a grey city`, { city: id });
      if (state.mined[c] === true) return ruleError('city-mined', `${id} already had its mine`, { city: id });
      return cashFor(MINE_COST);
    }
    case 'upgrade': {
      if (!inActions) return notNow(state, 'upgrading');
      const cost = engineCost(state, p);
      if (cost === undefined) return ruleError('engine-top', `the engine is at level ${player.engine}, the top`, { level: player.engine });
      return cashFor(cost);
    }
    case 'deliver': {
      if (!inActions) return notNow(state, 'delivering');
      const result = checkDelivery(board, state, p, action.city, action.color, action.links);
      return 'kind' in result ? result : undefined;
    }
    case 'take': {
      if (!inActions) return notNow(state, 'taking a card');
      if (!state.faceUp.includes(action.card)) return ruleError('not-face-up', `operations card ${action.card} is not face up`, { card: action.card });
      const card = table.operations[action.card];
      if (card === undefined || RACE_KINDS.has(card.kind)) return ruleError('race-card', `card ${action.card} is claimed by doing what it says`, { card: action.card });
      const wantsCity = card.kind === 'city-growth' || card.kind === 'new-industry' || card.kind === 'hotel';
      const wantsColor = card.kind === 'new-industry';
      if (wantsCity !== (action.city !== undefined)) return wantsCity ? ruleError('needs-city', 'this card needs a city', { card: action.card }) : ruleError('bad-city', 'this card takes no city', { hex: action.city ?? -1 });
      if (wantsColor !== (action.color !== undefined)) return wantsColor ? ruleError('needs-color', 'this card needs a colour', { card: action.card }) : ruleError('needs-color', 'this card takes no colour', { card: action.card });
      if (action.city === undefined) return undefined;
      const c = board.cityOf[action.city] ?? -1;
      if (c < 0) return ruleError('bad-city', `hex ${action.city} holds no city`, { hex: action.city });
      if (card.kind === 'city-growth' && state.cityColor[c] === 5) return ruleError('bad-city', 'City Growth needs a coloured city', { hex: action.city });
      if (card.kind === 'new-industry') {
        if (state.cityColor[c] !== 5) return ruleError('not-grey', `hex ${action.city} is not a grey city`, { city: board.map.hexes[action.city]?.city?.id ?? String(action.city) });
        if ((state.newCityTiles[action.color ?? 0] ?? 0) <= 0) return ruleError('no-new-city', `no New City tile of colour ${action.color} is left`, { color: action.color ?? 0 });
      }
      return undefined;
    }
  }
}

/** Every legal action of `seat` now (none when it is not to act or the game is over). */
export function legalActionsFor(state: RailwaysState, seat: SeatId): RailwaysAction[] {
  if (state.end !== null) return [];
  const p = state.active;
  const player = state.players[p];
  if (player === undefined || player.seat !== seat) return [];
  const table = tableOf(state);
  const board = boardOf(state);
  const ok = (a: RailwaysAction) => checkAction(state, a) === undefined;
  const out: RailwaysAction[] = [];
  if (state.phase === 'barons') return player.dealt.map((card) => ({ type: 'keep', seat, card }) as const).filter(ok);
  const bond: RailwaysAction = { type: 'bond', seat };
  if (ok(bond)) out.push(bond);
  if (state.phase === 'auction' && state.auction !== null) {
    out.push({ type: 'pass', seat });
    for (let amount = Math.max(MIN_BID, state.auction.high + 1); amount <= player.cash; amount++) out.push({ type: 'bid', seat, amount });
    return out;
  }
  if (state.phase !== 'actions') return out;
  if (state.build !== null) {
    out.push({ type: 'done', seat });
    for (const [from, to] of legalSteps(board, state, p)) out.push({ type: 'track', seat, from, to });
    return out;
  }
  out.push({ type: 'pass', seat });
  const builds: RailwaysAction[] = [{ type: 'build', seat }, ...[...new Set(player.kept)].map((card) => ({ type: 'build', seat, card }) as const)];
  out.push(...builds.filter(ok));
  const upgrade: RailwaysAction = { type: 'upgrade', seat };
  if (ok(upgrade)) out.push(upgrade);
  board.cities.forEach((h, c) => {
    if (state.cityColor[c] !== 5) return;
    for (let color = 1; color <= 4; color++) {
      const a: RailwaysAction = { type: 'urbanize', seat, city: h, color };
      if (ok(a)) out.push(a);
    }
    const mine: RailwaysAction = { type: 'mine', seat, city: h };
    if (ok(mine)) out.push(mine);
  });
  for (const d of deliveriesFor(board, state, p)) out.push({ type: 'deliver', seat, city: d.city, color: d.color, links: d.links });
  for (const card of new Set(state.faceUp)) {
    const kind = table.operations[card]?.kind;
    if (kind === undefined || RACE_KINDS.has(kind)) continue;
    if (kind === 'city-growth' || kind === 'hotel') {
      for (const h of board.cities) {
        const a: RailwaysAction = { type: 'take', seat, card, city: h };
        if (ok(a)) out.push(a);
      }
    } else if (kind === 'new-industry') {
      for (const h of board.cities) {
        for (let color = 1; color <= 4; color++) {
          const a: RailwaysAction = { type: 'take', seat, card, city: h, color };
          if (ok(a)) out.push(a);
        }
      }
    } else out.push({ type: 'take', seat, card });
  }
  return out;
}
