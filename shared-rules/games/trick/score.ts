/**
 * Scoring (rules "End and scoring"): a railway's profit is the sum of its station values when it
 * is no longer than its locomotive's distance, else the best run of consecutive cards of that
 * length; a share is worth max(0, profit − locomotive cost); a player scores Σ shares × share
 * value; partners in the team variant add their scores; highest wins, ties share. In the Expert
 * variant a railway that ends without a locomotive scores 0 (rules "Variants").
 */
import { COMPANY_COUNT, LOCOMOTIVE, LOCOMOTIVE_INFINITY, LOCOMOTIVES } from './meta';
import { bringsInfinity, isLocomotiveSlot, valueOf } from './state';

/**
 * The profit of a railway (`items`, left to right; card codes) pulled by a locomotive of
 * `distance` cards (`Infinity` for [∞]): every card's value when the railway fits, else the best
 * window of `distance` consecutive cards. Example (rules): [Station 10, 40, 10, 30, 20] with [3]
 * → 40+10+30 = 80; with [∞] → 110.
 */
export function profitOf(items: readonly number[], distance: number): number {
  let sum = 0;
  const n = items.length;
  if (n <= distance) {
    for (let i = 0; i < n; i++) sum += valueOf(items[i] ?? 0);
    return sum;
  }
  for (let i = 0; i < distance; i++) sum += valueOf(items[i] ?? 0);
  let best = sum;
  for (let i = distance; i < n; i++) {
    sum += valueOf(items[i] ?? 0) - valueOf(items[i - distance] ?? 0);
    if (sum > best) best = sum;
  }
  return best;
}

/**
 * A share's value, points, from a railway's `profit` (points, as `profitOf` gives for the
 * locomotive's distance) and its locomotive `locomotive` (index 0–4, `LOCOMOTIVES` order):
 * max(0, profit − cost), the cost 40/50/60/70/80 for [3]/[4]/[5]/[6]/[∞]; 0 for no locomotive
 * (rules "Components", "End and scoring").
 */
export function shareValueOfProfit(profit: number, locomotive: number): number {
  const loco = LOCOMOTIVES[locomotive];
  return loco === undefined ? 0 : Math.max(0, profit - loco.cost);
}

/** A share's value, points, on a railway (`items`, card codes left to right) with locomotive `locomotive` (0–4): max(0, profit − cost). */
export function shareValueWith(items: readonly number[], locomotive: number): number {
  const loco = LOCOMOTIVES[locomotive];
  if (loco === undefined) return 0;
  return shareValueOfProfit(profitOf(items, loco.distance), locomotive);
}

/** What a share of a railway without a locomotive would be worth with locomotive `locomotive` (0–4): `shareValue` in points. */
export type IfLocomotive = { readonly locomotive: number; readonly shareValue: number };

/**
 * The locomotives still to come, as a bitmask (bit l set: locomotive l, an index 0–4 in
 * `LOCOMOTIVES` order, may still go on a railway without one): each locomotive slot of `lane`
 * (lane codes, `LOCOMOTIVE + l`), the `pending` lane code being placed now (−1 for none), and
 * [∞] whenever [6] is among them and [∞] is still in the game (`infinityOut` false; see
 * `bringsInfinity`: rules "Setup" 4, "A trick" 3, "Variants").
 */
export function locomotivesToComeMask(lane: readonly number[], pending: number, infinityOut: boolean): number {
  let mask = 0;
  if (isLocomotiveSlot(pending)) mask |= 1 << (pending - LOCOMOTIVE);
  for (const slot of lane) if (isLocomotiveSlot(slot)) mask |= 1 << (slot - LOCOMOTIVE);
  for (let l = 0; l < LOCOMOTIVES.length; l++) if ((mask & (1 << l)) !== 0 && bringsInfinity(l, infinityOut)) mask |= 1 << LOCOMOTIVE_INFINITY;
  return mask;
}

/**
 * The share-value table of a railway still without a locomotive, the "if [3] 40 · [4] 50 · … ·
 * [∞] 30" the board shows (rules "End and scoring"; "What the app shows": live share values):
 * for each locomotive in the bitmask `toCome` (as `locomotivesToComeMask` gives), ascending, what
 * one share would be worth if it went on this railway (`items`, card codes left to right), in
 * points: max(0, profit − cost). Example (rules): [Station 10, 40, 10, 30, 20] with every
 * locomotive to come → [3] 40, [4] 50, [5] 50, [6] 40, [∞] 30.
 */
export function shareValueTable(items: readonly number[], toCome: number): IfLocomotive[] {
  const table: IfLocomotive[] = [];
  for (let l = 0; l < LOCOMOTIVES.length; l++) if ((toCome & (1 << l)) !== 0) table.push({ locomotive: l, shareValue: shareValueWith(items, l) });
  return table;
}

/**
 * The share value of each company now: with its locomotive, as scored; without one, `null`
 * while the game runs (it depends on the locomotive still to come) and 0 once it is over.
 */
export function shareValues(railways: readonly (readonly number[])[], locomotives: readonly number[], over: boolean): (number | null)[] {
  const values: (number | null)[] = [];
  for (let r = 0; r < COMPANY_COUNT; r++) {
    const locomotive = locomotives[r] ?? -1;
    values.push(locomotive < 0 ? (over ? 0 : null) : shareValueWith(railways[r] ?? [], locomotive));
  }
  return values;
}

/** A player's score: Σ over companies of shares (`counts[c]`) × share value (`values[c]`, null counts 0). */
export function scoreOf(counts: readonly number[], values: readonly (number | null)[]): number {
  let total = 0;
  for (let c = 0; c < COMPANY_COUNT; c++) total += (counts[c] ?? 0) * (values[c] ?? 0);
  return total;
}
