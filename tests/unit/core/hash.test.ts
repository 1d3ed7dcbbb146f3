import { describe, expect, it } from 'vitest';
import { hashState } from '../../../shared-rules/core/hash';

describe('state hash', () => {
  it('does not depend on the order of object keys, at any depth', () => {
    const a = { total: 3, seats: [{ seat: 0, points: 1 }, { seat: 1, points: 2 }], meta: { x: 1, y: [true, null] } };
    const b = { meta: { y: [true, null], x: 1 }, seats: [{ points: 1, seat: 0 }, { points: 2, seat: 1 }], total: 3 };
    expect(hashState(a)).toBe(hashState(b));
  });

  it('changes when a nested value changes', () => {
    const a = { total: 3, seats: [{ seat: 0, points: 1 }] };
    const b = { total: 3, seats: [{ seat: 0, points: 2 }] };
    expect(hashState(a)).not.toBe(hashState(b));
  });

  it('changes when array order changes or a key is added', () => {
    expect(hashState([1, 2, 3])).not.toBe(hashState([3, 2, 1]));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 1, b: null }));
  });

  it('tells a number from the string of that number', () => {
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: '1' }));
  });

  it('is a short string that fits the record schema (1–128 characters)', () => {
    const h = hashState({ total: 0 });
    expect(h.length).toBeGreaterThan(0);
    expect(h.length).toBeLessThanOrEqual(128);
    expect(hashState({ total: 0 })).toBe(h);
  });
});
