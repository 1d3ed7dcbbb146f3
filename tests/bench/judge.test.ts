/**
 * Target judging of `npm run bench` (build/bench/row.ts): a row passes when its median meets the
 * target (bounds inclusive), rows without a target are information, and unmeasured rows keep
 * their status.
 */
import { describe, expect, it } from 'vitest';
import { judge, measured, meets, unmeasured } from '../../build/bench/row';
import { summarize } from '../../build/bench/stats';

describe('bench target judging', () => {
  it('an upper bound is inclusive', () => {
    expect(meets(20, { kind: 'max', value: 20 })).toBe(true);
    expect(meets(20.01, { kind: 'max', value: 20 })).toBe(false);
  });

  it('a lower bound is inclusive', () => {
    expect(meets(300, { kind: 'min', value: 300 })).toBe(true);
    expect(meets(299.9, { kind: 'min', value: 300 })).toBe(false);
  });

  it('an exact target allows no difference beyond rounding', () => {
    expect(meets(0, { kind: 'equal', value: 0 })).toBe(true);
    expect(meets(1, { kind: 'equal', value: 0 })).toBe(false);
  });

  it('NaN never meets a bound', () => {
    expect(meets(NaN, { kind: 'max', value: 10 })).toBe(false);
    expect(meets(NaN, { kind: 'min', value: 10 })).toBe(false);
  });

  it('a row is judged by its median, not its worst run', () => {
    // median 10 ≤ 12 although the slowest run took 50
    const row = measured('renderer', 'draw calls', 'calls', summarize([9, 10, 50]), { kind: 'max', value: 12 });
    expect(judge(row)).toBe('pass');
    const slow = measured('rules', 'legal links', 'µs', summarize([19, 25, 30]), { kind: 'max', value: 20 });
    expect(judge(slow)).toBe('miss');
  });

  it('games per second below the target is a miss', () => {
    expect(judge(measured('rules', 'games/s', 'games/s', summarize([3.9, 4.2]), { kind: 'min', value: 300 }))).toBe('miss');
  });

  it('a row without a target is information, and unmeasured rows keep their status', () => {
    expect(judge(measured('rules', 'replay', 'ms', summarize([70]), undefined))).toBe('info');
    expect(judge(unmeasured('n/a', 'rules', 'hard bot', 'ms', 'no hard bot yet'))).toBe('n/a');
    expect(judge(unmeasured('error', 'saves', 'append', 'ms', 'EACCES'))).toBe('error');
  });
});
