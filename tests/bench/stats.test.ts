/**
 * The statistics of `npm run bench` (build/bench/stats.ts): percentiles by linear interpolation
 * between closest ranks, the median, and the summary every row's figure and spread come from.
 */
import { describe, expect, it } from 'vitest';
import { median, percentile, single, summarize } from '../../build/bench/stats';

describe('bench statistics', () => {
  it('the median of an odd count is the middle value, whatever the input order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('the median of an even count is the mean of the two middle values', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('percentiles interpolate linearly between closest ranks (R-7)', () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 25)).toBe(20);
    // rank (5 − 1) · 0.1 = 0.4 → 10 + 0.4 · (20 − 10)
    expect(percentile(values, 10)).toBeCloseTo(14, 10);
    // rank 4 · 0.9 = 3.6 → 40 + 0.6 · 10
    expect(percentile(values, 90)).toBeCloseTo(46, 10);
  });

  it('a percentile of no values is NaN, and one outside 0–100 is refused', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });

  it('percentile does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('the summary holds count, median, p10/p25/p75/p90/p95, min, max and mean', () => {
    const values = Array.from({ length: 11 }, (_, i) => i * 10); // 0, 10, …, 100
    const s = summarize(values);
    expect(s).toEqual({ n: 11, median: 50, p10: 10, p25: 25, p75: 75, p90: 90, p95: 95, min: 0, max: 100, mean: 50 });
  });

  it('the summary of one value has every percentile equal to it', () => {
    expect(single(7)).toEqual({ n: 1, median: 7, p10: 7, p25: 7, p75: 7, p90: 7, p95: 7, min: 7, max: 7, mean: 7 });
  });

  it('the summary of no values has n = 0 and NaN figures', () => {
    const s = summarize([]);
    expect(s.n).toBe(0);
    expect(s.median).toBeNaN();
    expect(s.mean).toBeNaN();
  });
});
