/**
 * Hard's rollout policy for cards (issue #16 "Bots"): a cheap, state-based version of medium's
 * judgement, played by every position in the deals hard's search makes (`bots.ts`). It reads the
 * determinized state (all hands dealt), so "sure to win" is exact there: no player still to play
 * holds a higher card of the led company.
 *
 * - Company values (`rolloutValues`): a share's value now with its locomotive; without one, the
 *   mean over the locomotives still to come, scaled by the chance one comes (fewer locomotives
 *   than railways without one). Cached while the railways, locomotives and lane stay the same.
 * - Stock trick for lane share L (rules "A trick" 3): winning swaps the led company's share for
 *   L's, and the others keep the led company's; losing gives one other L's share. The leader
 *   leads a sure winner of a company worth less than L (others get the cheap shares), else the
 *   card whose company's share is worth most to keep; a follower wins with its lowest sure
 *   winner when L's share is worth more than the led one, else plays its lowest card of the led
 *   company; void, it plays a card of the company whose share is worth most (lowest number).
 * - City or locomotive trick: the gain of placing it is what it adds to the railway (free ones,
 *   for a locomotive) where the player holds most shares above the others' mean; with a gain
 *   the leader leads, and a follower plays, its lowest sure winner; else the lowest card (of
 *   the led company when following); void, the card whose station value most helps a railway
 *   where it holds shares above the others' mean.
 * - One time in `ROLLOUT_RANDOM`, a random legal card (the deals stay varied).
 */
import type { Random } from '../../core/types';
import type { TrickAction } from './actions';
import { COMPANY_COUNT, LOCOMOTIVE, LOCOMOTIVE_INFINITY } from './meta';
import { shareValueWith } from './score';
import { bringsInfinity, companyOf, infinityOutOfGame, isCitySlot, isLocomotiveSlot, isStockSlot, ledCompany, playsInTeams, numberOf, shareCompanyOf, teamOf, valueOf, winningPosition, type TrickState } from './state';

/** One rollout card in this many is a random legal card. */
export const ROLLOUT_RANDOM = 10;

/** The last locomotives to come made, and the lane and out-of-game list they were made from (by identity). */
let toComeMemo: { lane: TrickState['lane']; outOfGame: TrickState['outOfGame']; toCome: number[] } | undefined;

/** The locomotives (indices 0–4) still to come in `lane`, with [∞] when [6] brings it (rules "Setup" 4). */
function locomotivesToCome(state: Pick<TrickState, 'lane' | 'outOfGame'>): readonly number[] {
  const memo = toComeMemo;
  if (memo !== undefined && memo.lane === state.lane && memo.outOfGame === state.outOfGame) return memo.toCome;
  const toCome: number[] = [];
  const infinityOut = infinityOutOfGame(state.outOfGame);
  for (const slot of state.lane) {
    if (!isLocomotiveSlot(slot)) continue;
    toCome.push(slot - LOCOMOTIVE);
    if (bringsInfinity(slot - LOCOMOTIVE, infinityOut)) toCome.push(LOCOMOTIVE_INFINITY);
  }
  toComeMemo = { lane: state.lane, outOfGame: state.outOfGame, toCome };
  return toCome;
}

/**
 * A share's value (points) on railway `items` as the rollout judges it: with its locomotive
 * `locomotive` (0–4), as it would score now; without one (−1), the mean over the locomotives
 * `toCome` (indices), times min(1, their number / `free` railways without one); 0 when none
 * comes.
 */
function railwayValue(items: readonly number[], locomotive: number, toCome: readonly number[], free: number): number {
  if (locomotive >= 0) return shareValueWith(items, locomotive);
  if (toCome.length === 0) return 0;
  let sum = 0;
  for (const t of toCome) sum += shareValueWith(items, t);
  return (sum / toCome.length) * Math.min(1, toCome.length / Math.max(1, free));
}

/** The rollout's value (points) of a share of railway `r` were `items` on it, in `state` (see `rolloutValues`). */
export function rolloutRailwayValue(state: Pick<TrickState, 'locomotives' | 'lane' | 'outOfGame'>, r: number, items: readonly number[]): number {
  let free = 0;
  for (const l of state.locomotives) if (l < 0) free++;
  return railwayValue(items, state.locomotives[r] ?? -1, locomotivesToCome(state), free);
}

/** The last company values made and what they were made of (railways, locomotives, lane and out-of-game list by identity). */
let valuesMemo: { railways: TrickState['railways']; locomotives: TrickState['locomotives']; lane: TrickState['lane']; outOfGame: TrickState['outOfGame']; values: number[] } | undefined;

/**
 * Each company's share value (points) as the rollout judges it: with a locomotive, as it would
 * score now; without one, the mean over the locomotives still to come in `lane` (with [∞] when
 * [6] brings it), times min(1, locomotives to come / railways without one); 0 when none comes
 * (rules "End and scoring": share value = max(0, profit − locomotive cost)). `[c]` per company.
 */
export function rolloutValues(state: Pick<TrickState, 'railways' | 'locomotives' | 'lane' | 'outOfGame'>): readonly number[] {
  const memo = valuesMemo;
  if (memo !== undefined && memo.railways === state.railways && memo.locomotives === state.locomotives && memo.lane === state.lane && memo.outOfGame === state.outOfGame) return memo.values;
  const toCome = locomotivesToCome(state);
  let free = 0;
  for (const l of state.locomotives) if (l < 0) free++;
  const values: number[] = [];
  for (let c = 0; c < COMPANY_COUNT; c++) values.push(railwayValue(state.railways[c] ?? [], state.locomotives[c] ?? -1, toCome, free));
  valuesMemo = { railways: state.railways, locomotives: state.locomotives, lane: state.lane, outOfGame: state.outOfGame, values };
  return values;
}

/** Position p's shares per company (`[c]`) less the others' mean (in teams: its team's less the other team's). */
function relativeShares(state: TrickState, p: number): number[] {
  const rel = [0, 0, 0, 0, 0];
  const n = state.seats.length;
  const teams = playsInTeams(state);
  const others = teams ? 1 : Math.max(1, n - 1);
  state.shares.forEach((cards, q) => {
    const w = teams ? (teamOf(q) === teamOf(p) ? 1 : -1) : q === p ? 1 : -1 / others;
    for (const code of cards) rel[shareCompanyOf(code)] = (rel[shareCompanyOf(code)] ?? 0) + w;
  });
  return rel;
}

/** Whether `card`, played now by position `p`, wins the trick whatever the players still to play hold (it must beat the trick so far). */
function sureWinner(state: TrickState, p: number, card: number): boolean {
  const led = ledCompany(state);
  const company = companyOf(card);
  if (led >= 0) {
    if (company !== led) return false;
    const best = state.trick[winningPosition(state.trick, state.leader)] ?? -1;
    if (card < best) return false;
  }
  const n = state.seats.length;
  for (let q = (p + 1) % n; q !== state.leader && q !== p; q = (q + 1) % n) {
    for (const other of state.hands[q] ?? []) if (companyOf(other) === company && other > card) return false;
  }
  return true;
}

/**
 * The gain (points, relative to the others) position p expects from placing the City or
 * locomotive of lane `slot` at its best (rules "A trick" 3): over the railways where its
 * relative shares `rel` are positive, those shares times the City's station value, or times the
 * share value the locomotive would give a railway without one; 0 when none.
 */
function placementGain(state: TrickState, rel: readonly number[], slot: number): number {
  let best = 0;
  for (let r = 0; r < COMPANY_COUNT; r++) {
    const w = rel[r] ?? 0;
    if (w <= 0) continue;
    const items = state.railways[r] ?? [];
    if (isCitySlot(slot)) {
      best = Math.max(best, w * valueOf(slot));
    } else if ((state.locomotives[r] ?? -1) < 0) {
      best = Math.max(best, w * shareValueWith(items, slot - LOCOMOTIVE));
    }
  }
  return best;
}

/**
 * The rollout's card for the position to act in `state` (phase `play`), among `legal` (its
 * `play` actions, at least one; rules "A trick" 1: follow-suit is already in `legal`): see the
 * file's docstring. Ties go to the first of `legal`. Randomness only from `random`.
 */
export function rolloutCard(state: TrickState, legal: readonly TrickAction[], random: Random): TrickAction | undefined {
  if (legal.length <= 1 || random.int(0, ROLLOUT_RANDOM - 1) === 0) return legal[random.int(0, legal.length - 1)];
  const p = state.active;
  const slot = state.lane[0] ?? -1;
  const led = ledCompany(state);
  const values = rolloutValues(state);
  const others = Math.max(1, state.seats.length - 1);
  const discarding = led >= 0 && legal.some((a) => a.type === 'play' && companyOf(a.card) !== led);
  let best: TrickAction | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  const consider = (action: TrickAction, score: number): void => {
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  };
  if (isStockSlot(slot)) {
    const lane = values[shareCompanyOf(slot)] ?? 0;
    for (const action of legal) {
      if (action.type !== 'play') continue;
      const c = companyOf(action.card);
      const number = numberOf(action.card);
      const mine = values[c] ?? 0;
      if (led < 0) {
        const gain = lane - mine;
        consider(action, (sureWinner(state, p, action.card) ? gain : -gain / others) - 0.1 * number);
      } else if (discarding) {
        consider(action, mine - 0.1 * number);
      } else {
        const gain = lane - (values[led] ?? 0);
        consider(action, gain > 0 && sureWinner(state, p, action.card) ? 100 + gain - number : -number);
      }
    }
    return best;
  }
  const rel = relativeShares(state, p);
  const gain = placementGain(state, rel, slot);
  for (const action of legal) {
    if (action.type !== 'play') continue;
    const c = companyOf(action.card);
    const number = numberOf(action.card);
    if (discarding) consider(action, (rel[c] ?? 0) * valueOf(action.card) - 0.1 * number);
    else consider(action, gain > 0 && sureWinner(state, p, action.card) ? 100 + gain - number : -number);
  }
  return best;
}
