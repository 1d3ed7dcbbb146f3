/**
 * Statistics of repeated measurements: percentiles by linear interpolation between the closest
 * ranks (the "R-7" / Excel `PERCENTILE.INC` definition) and a summary (median, p10, p90, p95,
 * min, max, mean, count). Pure; the unit is whatever the values are in (µs, ms, KB, …).
 */

/** A summary of repeated measurements, all in the unit of the values given. `n` is how many. */
export type Summary = {
  readonly n: number;
  readonly median: number;
  readonly p10: number;
  readonly p25: number;
  readonly p75: number;
  readonly p90: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
};

/**
 * The `p`-th percentile (0–100) of `values` by linear interpolation between closest ranks:
 * rank h = (n − 1)·p/100, value = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]) over the sorted values.
 * NaN for an empty list; throws a RangeError when `p` is outside 0–100. Non-finite values are kept.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside 0–100`);
  const sorted = [...values].sort((a, b) => a - b);
  return percentileOfSorted(sorted, p);
}

function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(rank);
  const lower = sorted[low] ?? NaN;
  const upper = sorted[Math.min(low + 1, sorted.length - 1)] ?? lower;
  return lower + (rank - low) * (upper - lower);
}

/** The median of `values` (the 50th percentile; the mean of the two middle values for an even count). NaN when empty. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The summary of `values` (see {@link Summary}); every field but `n` is NaN for an empty list. */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentileOfSorted(sorted, p);
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return {
    n: sorted.length,
    median: at(50),
    p10: at(10),
    p25: at(25),
    p75: at(75),
    p90: at(90),
    p95: at(95),
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    mean: sorted.length === 0 ? NaN : total / sorted.length,
  };
}

/** The summary of a single figure measured once (every percentile equals it, `n` = 1). */
export function single(value: number): Summary {
  return summarize([value]);
}
