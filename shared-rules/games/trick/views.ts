/**
 * What the table and each seat may see (design: "Secrets are filtered in the worker"). The table
 * sees everything but the hands: the lane, the trick, the railways with their locomotives and
 * **live share values** (for a railway still without a locomotive, what a share would be worth
 * with each locomotive still to come), every seat's shares and score now, hand sizes, and once
 * over the results. A seat sees its own hand and which of its cards it may play now.
 * Source: shared/rules/trick-of-the-rails.md "What the app shows".
 */
import type { SeatId } from '../../core/types';
import { COMPANY_COUNT, LOCOMOTIVE, LOCOMOTIVE_6, LOCOMOTIVE_INFINITY, LOCOMOTIVES } from './meta';
import { playableCards } from './legal';
import { profitOf, scoreOf, shareValueWith } from './score';
import { infinityOutOfGame, ledCompany, playsInTeams, positionOf, seatAt, shareCounts, teamOf, winningPosition, type PlayedTrick, type TrickEnd, type TrickPhase, type TrickState } from './state';

/** What a share of a railway without a locomotive would be worth with locomotive `locomotive` (0–4). */
export type IfLocomotive = { readonly locomotive: number; readonly shareValue: number };

/**
 * One railway (company r) as the table shows it: `items` left to right (card codes), `length`
 * (cards), its `locomotive` (0–4) or −1, `profit` (points pulled by it; null without one),
 * `shareValue` (points a share is worth now; null while it has no locomotive and the game runs)
 * and `ifLocomotive` (without one: the share value with each locomotive still to come).
 */
export type RailwayView = {
  readonly items: readonly number[];
  readonly length: number;
  readonly locomotive: number;
  readonly profit: number | null;
  readonly shareValue: number | null;
  readonly ifLocomotive: readonly IfLocomotive[];
};

/** One player's end of game: seat, shares per company, score, and (team variant) the team's total. */
export type TrickResult = { readonly seat: SeatId; readonly shares: readonly number[]; readonly score: number; readonly teamScore: number | null };

/**
 * The public view: `seats` in turn order; `toAct` ([] once over); `phase`, `variant`,
 * `autoPlay`; `teams` (`[[seat, seat], [seat, seat]]` partners, or null); `lane` (slots still to
 * come, leftmost first; codes of `./meta.ts`); `trick` (cards by position, −1 not played),
 * `leader`, `led` (company or −1), `winning` (position winning so far, −1), `pending` (the City or
 * locomotive being placed, −1) and `winner` (of the trick being placed, −1); `last` (the last
 * finished trick); `railways` (by company); `placers` (positions still to add their played card);
 * `outOfGame` (cards out of the game); `voids` (`[p]`: bitmask of the companies p has shown it
 * lacks); `handSizes`, `shares` (`[p][c]` counts), `shareCards` (`[p]`: the share cards won, lane
 * codes), `scores`
 * (now: share values so far, a railway without a locomotive counting 0) by position; `end` and
 * `results` (best first) once over.
 */
export type TrickTableView = {
  readonly seats: readonly SeatId[];
  readonly toAct: readonly SeatId[];
  readonly phase: TrickPhase;
  readonly variant: 'basic' | 'expert';
  readonly autoPlay: 'never' | 'last-trick' | 'always';
  readonly teams: readonly (readonly SeatId[])[] | null;
  readonly lane: readonly number[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly led: number;
  readonly winning: number;
  readonly pending: number;
  readonly winner: number;
  readonly last: PlayedTrick | null;
  readonly railways: readonly RailwayView[];
  readonly placers: readonly number[];
  readonly outOfGame: readonly number[];
  readonly voids: readonly number[];
  readonly handSizes: readonly number[];
  readonly shares: readonly (readonly number[])[];
  readonly shareCards: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly end: TrickEnd | null;
  readonly results: readonly TrickResult[] | null;
};

/** A seat's private view: its `hand` (ascending) and `playable` (the cards it may play now; [] when it is not to play a card). */
export type TrickSeatView = { readonly seat: SeatId; readonly hand: readonly number[]; readonly playable: readonly number[] };

/** The locomotives still to come (in the lane, [∞] riding with [6], or the pending one), ascending: what a railway without one may still get. */
export function locomotivesToCome(state: TrickState): number[] {
  let mask = 0;
  if (state.pending >= LOCOMOTIVE) mask |= 1 << (state.pending - LOCOMOTIVE);
  for (const slot of state.lane) if (slot >= LOCOMOTIVE && slot < LOCOMOTIVE + 5) mask |= 1 << (slot - LOCOMOTIVE);
  if ((mask & (1 << LOCOMOTIVE_6)) !== 0 && !infinityOutOfGame(state.outOfGame)) mask |= 1 << LOCOMOTIVE_INFINITY;
  const out: number[] = [];
  for (let l = 0; l < 5; l++) if ((mask & (1 << l)) !== 0) out.push(l);
  return out;
}

/**
 * The last railway views made, and what they were made of: the views change only when a card,
 * City or locomotive is placed or a lane slot is taken, so most actions (cards played) reuse them.
 */
let memo: { railways: TrickState['railways']; locomotives: TrickState['locomotives']; lane: TrickState['lane']; pending: number; over: boolean; views: readonly RailwayView[] } | undefined;

/** Each railway as the table shows it (see `RailwayView`). Views are read-only and may be shared between states. */
export function railwayViews(state: TrickState): readonly RailwayView[] {
  const over = state.end !== null;
  if (memo !== undefined && memo.railways === state.railways && memo.locomotives === state.locomotives && memo.lane === state.lane && memo.pending === state.pending && memo.over === over) return memo.views;
  const toCome = over ? [] : locomotivesToCome(state);
  const out: RailwayView[] = [];
  for (let r = 0; r < COMPANY_COUNT; r++) {
    const items = state.railways[r] ?? [];
    const locomotive = state.locomotives[r] ?? -1;
    const profit = locomotive < 0 ? null : profitOf(items, LOCOMOTIVES[locomotive]?.distance ?? 0);
    out.push({
      items,
      length: items.length,
      locomotive,
      profit,
      shareValue: locomotive < 0 ? (over ? 0 : null) : shareValueWith(items, locomotive),
      ifLocomotive: locomotive >= 0 ? [] : toCome.map((l) => ({ locomotive: l, shareValue: shareValueWith(items, l) })),
    });
  }
  memo = { railways: state.railways, locomotives: state.locomotives, lane: state.lane, pending: state.pending, over, views: out };
  return out;
}

/** The last share counts and scores made, and what they were made of (they change only when shares are won or a railway's view changes). */
let held: { shares: TrickState['shares']; railways: readonly RailwayView[]; counts: number[][]; scores: number[] } | undefined;

/** Shares per position and company (`counts[p][c]`) and each position's score now (a railway without a locomotive counts 0). */
function holdings(state: TrickState, railways: readonly RailwayView[]): { readonly counts: number[][]; readonly scores: number[] } {
  if (held !== undefined && held.shares === state.shares && held.railways === railways) return held;
  const counts = shareCounts(state);
  const values = railways.map((r) => r.shareValue);
  held = { shares: state.shares, railways, counts, scores: counts.map((c) => scoreOf(c, values)) };
  return held;
}

/** The public view of `state`. */
export function tableView(state: TrickState): TrickTableView {
  const over = state.end !== null;
  const railways = railwayViews(state);
  const { counts, scores } = holdings(state, railways);
  const teams = playsInTeams(state) ? [0, 1].map((t) => state.seats.filter((_, p) => teamOf(p) === t)) : null;
  const teamScore = (p: number): number | null => (teams === null ? null : scores.reduce((sum, s, q) => (teamOf(q) === teamOf(p) ? sum + s : sum), 0));
  const results = !over
    ? null
    : state.seats
        .map((seat, p) => ({ seat, shares: counts[p] ?? [], score: scores[p] ?? 0, teamScore: teamScore(p) }))
        .sort((a, b) => (b.teamScore ?? b.score) - (a.teamScore ?? a.score) || b.score - a.score || a.seat - b.seat);
  return {
    seats: state.seats,
    toAct: over ? [] : [seatAt(state, state.active)],
    phase: state.phase,
    variant: state.variant,
    autoPlay: state.autoPlay,
    teams,
    lane: state.lane,
    trick: state.trick,
    leader: state.leader,
    led: ledCompany(state),
    winning: state.phase === 'play' ? winningPosition(state.trick, state.leader) : state.winner,
    pending: state.pending,
    winner: state.winner,
    last: state.last,
    railways,
    placers: state.placers,
    outOfGame: state.outOfGame,
    voids: state.voids,
    handSizes: state.hands.map((hand) => hand.length),
    shares: counts,
    shareCards: state.shares,
    scores,
    end: state.end,
    results,
  };
}

/** The private view of `seat` (a seat that does not play sees an empty hand). */
export function seatView(state: TrickState, seat: SeatId): TrickSeatView {
  const p = positionOf(state, seat);
  const hand = state.hands[p];
  if (hand === undefined) return { seat, hand: [], playable: [] };
  const toPlay = state.end === null && state.phase === 'play' && state.active === p;
  return { seat, hand, playable: toPlay ? playableCards(hand, ledCompany(state)) : [] };
}
