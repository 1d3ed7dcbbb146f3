/**
 * Scoring (rules "End and scoring"): a railway's profit is the sum of its station values when it
 * is no longer than its locomotive's distance, else the best run of consecutive cards of that
 * length; a share is worth max(0, profit − locomotive cost); a player scores Σ shares × share
 * value; partners in the team variant add their scores; highest wins, ties share. In the Expert
 * variant a railway that ends without a locomotive scores 0 (rules "Variants").
 */
import { COMPANY_COUNT, LOCOMOTIVES } from './meta';
import { valueOf } from './state';

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

/** A share's value on a railway with locomotive `locomotive` (0–4): max(0, profit − cost). */
export function shareValueWith(items: readonly number[], locomotive: number): number {
  const loco = LOCOMOTIVES[locomotive];
  if (loco === undefined) return 0;
  return Math.max(0, profitOf(items, loco.distance) - loco.cost);
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
