/**
 * Which placements and trades are legal, with the reason when one is not. One list of legal
 * actions per seat (`legalActionsFor`) drives the board's glow, validation and bots; `checkAction`
 * is the fast path that agrees with it. Source: shared/rules/paris-connection.md "A turn".
 *
 * Speed (bots and self-play call these for every action): the hexes open to each company are
 * kept for the last board position seen and updated after one placement ({@link openHexes});
 * the listed actions are shared frozen objects (`./actions.ts`). Neither changes a result.
 */
import type { RuleError, SeatId } from '../../core/types';
import { HEX_KIND, type ParisBoard } from '../../maps/paris-map';
import { okAction, parisError, placeAction, tradeActionsOf, tradeIndex, type ParisAction } from './actions';
import { boardOf } from './board';
import { COMPANY_COUNT, MAX_PLACEMENTS, TRADE_TAKES } from './meta';
import { locomotivesOn, positionOf, seatAt, type ParisState } from './state';

/** Locomotives on a hex by its occupancy bitmask, for masks 0–63 (six companies). */
const LOCOMOTIVES_BY_MASK = Uint8Array.from({ length: 1 << COMPANY_COUNT }, (_, mask) => bitsIn(mask));

/** How many bits `mask` has set. */
function bitsIn(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** Locomotives on a hex with occupancy bitmask `mask` (what `locomotivesOn` counts). */
function locomotivesIn(mask: number): number {
  return LOCOMOTIVES_BY_MASK[mask] ?? bitsIn(mask);
}

/** Per board, per hex: how many locomotives it may hold for building (the capacity; 0 for the Eiffel hex and the start hexes, never built on). Derived once per board. */
const roomByBoard = new WeakMap<ParisBoard, Uint8Array>();

function roomOf(board: ParisBoard): Uint8Array {
  const cached = roomByBoard.get(board);
  if (cached !== undefined) return cached;
  const room = Uint8Array.from(board.capacity, (capacity, h) => (board.kind[h] === HEX_KIND.eiffel || board.kind[h] === HEX_KIND.start ? 0 : capacity));
  roomByBoard.set(board, room);
  return room;
}

/** Scratch marks for de-duplicating (company, hex) pairs in one pass: `seen[company * n + hex] === stamp`. */
let seen = new Int32Array(0);
let stamp = 0;

/**
 * Per company in `wanted` (a bitmask; others get `[]`), the distinct hexes next to its
 * locomotives (across passable sides) that are open for it — not the Eiffel or a start hex, the
 * company not there yet, room left — in board scan order: scanning the hexes in index order, each
 * occupied hex's neighbours in adjacency order, first sight wins. One pass over the board.
 */
function openHexesByCompany(occupied: readonly number[], board: ParisBoard, wanted: number): number[][] {
  const { adj, adjStart, n } = board;
  const room = roomOf(board);
  if (seen.length < COMPANY_COUNT * n) seen = new Int32Array(COMPANY_COUNT * n);
  stamp = stamp === 0x7fffffff ? 1 : stamp + 1;
  const out: number[][] = [[], [], [], [], [], []];
  for (let h = 0; h < n; h++) {
    const mask = (occupied[h] ?? 0) & wanted;
    if (mask === 0) continue;
    const end = adjStart[h + 1] ?? 0;
    for (let k = adjStart[h] ?? 0; k < end; k++) {
      const j = adj[k] ?? 0;
      const there = occupied[j] ?? 0;
      // Companies on h that are not on j yet, when j has room left at all.
      let fresh = locomotivesIn(there) < (room[j] ?? 0) ? mask & ~there : 0;
      while (fresh !== 0) {
        const bit = fresh & -fresh;
        fresh ^= bit;
        const c = 31 - Math.clz32(bit);
        if (seen[c * n + j] === stamp) continue;
        seen[c * n + j] = stamp;
        out[c]?.push(j);
      }
    }
  }
  return out;
}

/** Every company (bitmask). */
const ALL_COMPANIES = (1 << COMPANY_COUNT) - 1;

/**
 * A cache of the last board position's open hexes (`open[c]` for all six companies, as
 * {@link openHexesByCompany} lists them) and the `occupied` array (by identity: states are
 * immutable) they were worked out for. Play reads the same position several times in a row (a
 * trade and OK leave `occupied` as it was), and a placement changes one hex, which only the
 * placing company's list and that hex's entries depend on: {@link openHexes} then updates the
 * lists instead of scanning the board again.
 */
let lastOpen: { readonly board: ParisBoard; readonly occupied: readonly number[]; readonly open: readonly (readonly number[])[] } | undefined;

/**
 * The open hexes of every company (index = company) at `occupied` on `board`, the same lists
 * {@link openHexesByCompany} makes for all companies. From the cache when `occupied` is the cached
 * array; updated from it when `occupied` has one more locomotive on one hex and is otherwise the
 * same (the placing company's list is worked out again; the others lose that hex if it is full
 * now, their order unchanged); else worked out afresh. Read-only: the lists are shared.
 */
function openHexes(occupied: readonly number[], board: ParisBoard): readonly (readonly number[])[] {
  const last = lastOpen;
  if (last !== undefined && last.board === board) {
    if (last.occupied === occupied) return last.open;
    const open = afterOnePlacement(last.occupied, last.open, occupied, board);
    if (open !== undefined) {
      lastOpen = { board, occupied, open };
      return open;
    }
  }
  const open = openHexesByCompany(occupied, board, ALL_COMPANIES);
  lastOpen = { board, occupied, open };
  return open;
}

/** The open hexes at `occupied` from those at `before`, when `occupied` is `before` plus one company on one hex; else `undefined`. */
function afterOnePlacement(before: readonly number[], open: readonly (readonly number[])[], occupied: readonly number[], board: ParisBoard): (readonly number[])[] | undefined {
  if (before.length !== occupied.length) return undefined;
  let hex = -1;
  for (let h = 0; h < occupied.length; h++) {
    if (before[h] === occupied[h]) continue;
    if (hex >= 0) return undefined;
    hex = h;
  }
  if (hex < 0) return undefined;
  const was = before[hex] ?? 0;
  const added = (occupied[hex] ?? 0) ^ was;
  // Exactly one new company bit (0–5), none taken away.
  if ((added & was) !== 0 || added === 0 || (added & (added - 1)) !== 0 || added > 1 << (COMPANY_COUNT - 1)) return undefined;
  const company = 31 - Math.clz32(added);
  const full = locomotivesIn(occupied[hex] ?? 0) >= (roomOf(board)[hex] ?? 0);
  const mine = openHexesByCompany(occupied, board, added)[company] ?? [];
  return open.map((hexes, c) => (c === company ? mine : full && hexes.includes(hex) ? hexes.filter((h) => h !== hex) : hexes));
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

/**
 * The legal hexes of the companies in `wanted` (bitmask; index = company, others `[]`), in board
 * scan order; see {@link legalHexes}. Read-only: a list may be {@link openHexes}' shared one.
 */
function legalHexesOf(state: ParisState, wanted: number): readonly (readonly number[])[] {
  const board = boardOf(state.mapId);
  const guarded = protectable(state, board);
  const open = openHexes(state.occupied, board);
  const last = protectedLastHex(open, guarded);
  const someProtected = last.some((h) => h >= 0);
  return open.map((hexes, c) => ((wanted & (1 << c)) === 0 ? [] : someProtected ? hexes.filter((hex) => cutOffBy(state, board, c, hex, last) === undefined) : hexes));
}

/**
 * The hexes `company` may place a locomotive on now, in board scan order (rules "A turn": next to the
 * company's locomotives, not across a checkered side, not the Eiffel or a start hex, room left,
 * not twice in a hex, not cutting off another company). A new array the caller may keep.
 */
export function legalHexes(state: ParisState, company: number): number[] {
  return [...(legalHexesOf(state, 1 << company)[company] ?? [])];
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
  const victim = cutOffBy(state, board, company, hex, protectedLastHex(openHexes(state.occupied, board), guarded));
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
  const ok = okAction(seat);
  if (turn.trade !== null) return [ok];
  const building = turn.company;
  if (building !== null && turn.placed.length >= MAX_PLACEMENTS) return [ok];
  let wanted = 0;
  for (let c = 0; c < COMPANY_COUNT; c++) if ((building === null || c === building) && (state.supplies[c] ?? 0) > 0) wanted |= 1 << c;
  const hexes = legalHexesOf(state, wanted);
  const out: ParisAction[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) {
    if ((building !== null && c !== building) || (state.supplies[c] ?? 0) === 0) continue;
    for (const hex of hexes[c] ?? []) out.push(placeAction(seat, c, hex));
  }
  if (building !== null) {
    out.push(ok);
    return out;
  }
  const portfolio = state.portfolios[positionOf(state, seat)] ?? [];
  const trades = tradeActionsOf(seat);
  for (let give = 0; give < COMPANY_COUNT; give++) {
    if ((portfolio[give] ?? 0) === 0) continue;
    for (let take = 0; take < COMPANY_COUNT; take++) {
      if (take === give) continue;
      for (const count of TRADE_TAKES) {
        const trade = trades[tradeIndex(give, take, count)];
        if ((state.supplies[take] ?? 0) >= count && trade !== undefined) out.push(trade);
      }
    }
  }
  return out;
}
