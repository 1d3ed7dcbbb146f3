/**
 * Which placements and trades are legal, with the reason when one is not. One list of legal
 * actions per seat (`legalActionsFor`) drives the board's glow, validation and bots; `checkAction`
 * is the fast path that agrees with it. Source: shared/rules/paris-connection.md "A turn".
 */
import type { RuleError, SeatId } from '../../core/types';
import { HEX_KIND, type ParisBoard } from '../../maps/paris-map';
import { parisError, type ParisAction } from './actions';
import { boardOf } from './board';
import { COMPANY_COUNT, MAX_PLACEMENTS, TRADE_TAKES } from './meta';
import { locomotivesOn, positionOf, seatAt, type ParisState } from './state';

/** Whether `company` may stand on hex `hex` at all now: not the Eiffel or a start hex, not there yet, room left. */
function openFor(state: ParisState, board: ParisBoard, company: number, hex: number): boolean {
  const kind = board.kind[hex];
  if (kind === HEX_KIND.eiffel || kind === HEX_KIND.start) return false;
  const mask = state.occupied[hex] ?? 0;
  return (mask & (1 << company)) === 0 && locomotivesOn(state, hex) < (board.capacity[hex] ?? 0);
}

/** Scratch marks for de-duplicating (company, hex) pairs in one pass: `seen[company * n + hex] === stamp`. */
let seen = new Int32Array(0);
let stamp = 0;

/**
 * Per company in `wanted` (a bitmask; others get `[]`), the distinct hexes next to its
 * locomotives (across passable sides) that are open for it, in board scan order, in one pass
 * over the board (each occupied hex's neighbours, for each wanted company on it).
 */
function openHexesByCompany(state: ParisState, board: ParisBoard, wanted: number): number[][] {
  const { adj, adjStart, n } = board;
  if (seen.length < COMPANY_COUNT * n) seen = new Int32Array(COMPANY_COUNT * n);
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  const out: number[][] = [[], [], [], [], [], []];
  for (let h = 0; h < n; h++) {
    const mask = (state.occupied[h] ?? 0) & wanted;
    if (mask === 0) continue;
    for (let k = adjStart[h] ?? 0; k < (adjStart[h + 1] ?? 0); k++) {
      const j = adj[k] ?? 0;
      for (let c = 0; c < COMPANY_COUNT; c++) {
        if ((mask & (1 << c)) === 0 || seen[c * n + j] === stamp) continue;
        seen[c * n + j] = stamp;
        if (openFor(state, board, c, j)) out[c]?.push(j);
      }
    }
  }
  return out;
}

/** Whether `company` has a locomotive on any city hex (it is then no longer protected by the cut-off rule). */
export function reachedCity(state: ParisState, board: ParisBoard, company: number): boolean {
  return (citiesReached(state, board) & (1 << company)) !== 0;
}

/** The companies (bitmask) with a locomotive on some city hex. */
function citiesReached(state: ParisState, board: ParisBoard): number {
  let mask = 0;
  for (const h of board.cities) mask |= state.occupied[h] ?? 0;
  return mask;
}

/** The companies (bitmask) the cut-off rule may protect: locomotives in supply, no city reached. */
function protectable(state: ParisState, board: ParisBoard): number {
  let mask = 0;
  for (let d = 0; d < COMPANY_COUNT; d++) if ((state.supplies[d] ?? 0) > 0) mask |= 1 << d;
  return mask & ~citiesReached(state, board);
}

/**
 * Per company, its last open hex when the cut-off rule protects it, else -1: a company that has
 * reached no city, has locomotives in its supply, and has exactly one hex left to expand into
 * (rules "A turn", Decisions: checked per placement; an empty supply is never cut off; a company
 * already without a hex is not cut off by a placement).
 */
function protectedLastHex(open: readonly (readonly number[])[], guarded: number): number[] {
  return open.map((hexes, d) => (hexes.length === 1 && (guarded & (1 << d)) !== 0 ? (hexes[0] ?? -1) : -1));
}

/** The company a placement of `company` on `hex` would cut off: another company whose protected last hex it is, when the hex fills up. */
function cutOffBy(state: ParisState, board: ParisBoard, company: number, hex: number, last: readonly number[]): number | undefined {
  if (locomotivesOn(state, hex) + 1 < (board.capacity[hex] ?? 0)) return undefined;
  const victim = last.findIndex((h, d) => h === hex && d !== company);
  return victim < 0 ? undefined : victim;
}

/** The legal hexes of the companies in `wanted` (bitmask; index = company, others `[]`), in board scan order; see {@link legalHexes}. */
function legalHexesOf(state: ParisState, wanted: number): number[][] {
  const board = boardOf(state.mapId);
  const guarded = protectable(state, board);
  const open = openHexesByCompany(state, board, wanted | guarded);
  const last = protectedLastHex(open, guarded);
  const someProtected = last.some((h) => h >= 0);
  return open.map((hexes, c) => ((wanted & (1 << c)) === 0 ? [] : someProtected ? hexes.filter((hex) => cutOffBy(state, board, c, hex, last) === undefined) : hexes));
}

/**
 * The hexes `company` may place a locomotive on now, in board scan order (rules "A turn": next to the
 * company's locomotives, not across a checkered side, not the Eiffel or a start hex, room left,
 * not twice in a hex, not cutting off another company).
 */
export function legalHexes(state: ParisState, company: number): number[] {
  return legalHexesOf(state, 1 << company)[company] ?? [];
}

/** Why `company` may not place on `hex` (the board's rules only, not the turn's), or `undefined`. */
export function placementRefusal(state: ParisState, company: number, hex: number): RuleError | undefined {
  const board = boardOf(state.mapId);
  if (!Number.isInteger(hex) || hex < 0 || hex >= board.n) return parisError('unknown-hex', `no hex ${hex}`, { hex });
  const kind = board.kind[hex];
  if (kind === HEX_KIND.eiffel || kind === HEX_KIND.start) return parisError('hex-closed', `hex ${hex} is the Eiffel hex or a start hex`, { hex });
  if (((state.occupied[hex] ?? 0) & (1 << company)) !== 0) return parisError('company-there', `company ${company} already has a locomotive on hex ${hex}`, { hex, company });
  const capacity = board.capacity[hex] ?? 0;
  if (locomotivesOn(state, hex) >= capacity) return parisError('hex-full', `hex ${hex} holds ${capacity}`, { hex, capacity });
  const bit = 1 << company;
  let adjacent = false;
  for (let k = board.adjStart[hex] ?? 0; k < (board.adjStart[hex + 1] ?? 0) && !adjacent; k++) adjacent = ((state.occupied[board.adj[k] ?? 0] ?? 0) & bit) !== 0;
  if (!adjacent) return parisError('not-adjacent', `hex ${hex} is not next to company ${company}`, { hex, company });
  const guarded = protectable(state, board);
  const victim = cutOffBy(state, board, company, hex, protectedLastHex(openHexesByCompany(state, board, guarded), guarded));
  if (victim !== undefined) return parisError('cuts-off', `a locomotive on hex ${hex} would cut off company ${victim}`, { hex, victim });
  return undefined;
}

/** Why `action` is not legal now for its seat, or `undefined` (agrees with {@link legalActionsFor}). */
export function checkAction(state: ParisState, action: ParisAction): RuleError | undefined {
  const p = positionOf(state, action.seat);
  const { turn } = state;
  switch (action.type) {
    case 'ok':
      return turn.placed.length === 0 && turn.trade === null ? parisError('nothing-to-confirm', 'place a locomotive or trade first') : undefined;
    case 'place': {
      if (turn.trade !== null) return parisError('turn-done', 'this turn traded: press OK');
      if (turn.company !== null && turn.company !== action.company) return parisError('other-company', `this build places company ${turn.company}`, { company: action.company, building: turn.company });
      if (turn.placed.length >= MAX_PLACEMENTS) return parisError('build-full', `${MAX_PLACEMENTS} locomotives are placed`, { max: MAX_PLACEMENTS });
      if ((state.supplies[action.company] ?? 0) === 0) return parisError('supply-empty', `company ${action.company} has no locomotive left`, { company: action.company });
      return placementRefusal(state, action.company, action.hex);
    }
    case 'trade': {
      if (turn.trade !== null || turn.placed.length > 0) return parisError('turn-done', 'this turn is done: press OK');
      if (action.give === action.take) return parisError('same-company', 'a trade takes another company', { company: action.give });
      if ((state.portfolios[p]?.[action.give] ?? 0) === 0) return parisError('not-held', `no share of company ${action.give} to return`, { company: action.give });
      const left = state.supplies[action.take] ?? 0;
      if (left < action.count) return parisError('supply-short', `company ${action.take} has ${left} left`, { company: action.take, count: action.count, left });
      return undefined;
    }
  }
}

/** Every legal action of `seat` now (empty unless it is that seat's turn in a running game). */
export function legalActionsFor(state: ParisState, seat: SeatId): ParisAction[] {
  if (state.end !== null || seatAt(state, state.active) !== seat) return [];
  const { turn } = state;
  const ok: ParisAction = { type: 'ok', seat };
  if (turn.trade !== null) return [ok];
  const building = turn.company;
  if (building !== null && turn.placed.length >= MAX_PLACEMENTS) return [ok];
  let wanted = 0;
  for (let c = 0; c < COMPANY_COUNT; c++) if ((building === null || c === building) && (state.supplies[c] ?? 0) > 0) wanted |= 1 << c;
  const hexes = legalHexesOf(state, wanted);
  const out: ParisAction[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    if ((building !== null && c !== building) || (state.supplies[c] ?? 0) === 0) continue;
    for (const hex of hexes[c] ?? []) out.push({ type: 'place', seat, company: c, hex });
  }
  if (building !== null) {
    out.push(ok);
    return out;
  }
  const portfolio = state.portfolios[positionOf(state, seat)] ?? [];
  for (let give = 0; give < COMPANY_COUNT; give++) {
    if ((portfolio[give] ?? 0) === 0) continue;
    for (let take = 0; take < COMPANY_COUNT; take++) {
      if (take === give) continue;
      for (const count of TRADE_TAKES) if ((state.supplies[take] ?? 0) >= count) out.push({ type: 'trade', seat, give, take, count });
    }
  }
  return out;
}
