import { describe, expect, it } from 'vitest';
import { createRandom, derivedRandom, randomFromState, seedToState } from '../../../shared-rules/core/random';

const drawInts = (n: number, random: { int(min: number, max: number): number }): number[] =>
  Array.from({ length: n }, () => random.int(1, 1000));

describe('seeded random generator', () => {
  it('gives the same draws for the same seed', () => {
    const a = drawInts(50, createRandom('table-7'));
    const b = drawInts(50, createRandom('table-7'));
    expect(a).toEqual(b);
    expect(new Set(a).size).toBeGreaterThan(30);
  });

  it('gives different draws for different seeds', () => {
    expect(drawInts(20, createRandom('table-7'))).not.toEqual(drawInts(20, createRandom('table-8')));
  });

  it('turns a string seed into four 32-bit integers, never all zero', () => {
    const state = seedToState('any seed at all');
    expect(state).toHaveLength(4);
    for (const word of state) expect(word).toBe(word | 0);
    expect(state.some((w) => w !== 0)).toBe(true);
    expect(seedToState('any seed at all')).toEqual(state);
    expect(seedToState('')).toHaveLength(4);
  });

  it('keeps its state as plain JSON that restores to the same continuation', () => {
    const random = createRandom('round-trip');
    drawInts(7, random);
    const saved = random.snapshot();
    const throughJson: unknown = JSON.parse(JSON.stringify(saved));
    expect(throughJson).toEqual(saved);
    const next = drawInts(25, random);
    const restored = randomFromState(saved);
    expect(drawInts(25, restored)).toEqual(next);
  });

  it('a snapshot is a copy: drawing later does not change it', () => {
    const random = createRandom('copy');
    const saved = random.snapshot();
    const before = [...saved];
    drawInts(3, random);
    expect(saved).toEqual(before);
    expect(random.snapshot()).not.toEqual(before);
  });

  it('counts its draws: one per int, n − 1 per shuffle of n items', () => {
    const random = createRandom('count');
    expect(random.draws()).toBe(0);
    random.int(1, 6);
    random.int(1, 6);
    expect(random.draws()).toBe(2);
    random.shuffle(['a', 'b', 'c', 'd', 'e']);
    expect(random.draws()).toBe(6);
    random.shuffle(['only']);
    random.shuffle([]);
    expect(random.draws()).toBe(6);
    expect(randomFromState(random.snapshot()).draws()).toBe(0);
  });

  it('shuffles into a new array holding the same items', () => {
    const items = ['amber', 'birch', 'cobalt', 'delta', 'ember', 'fjord'] as const;
    const shuffled = createRandom('deck').shuffle(items);
    expect([...shuffled].sort()).toEqual([...items].sort());
    expect(items).toEqual(['amber', 'birch', 'cobalt', 'delta', 'ember', 'fjord']);
  });

  it('refuses an empty range or non-integer bounds with a RangeError', () => {
    const random = createRandom('bounds');
    expect(() => random.int(3, 2)).toThrow(RangeError);
    expect(() => random.int(0.5, 2)).toThrow(RangeError);
    expect(random.draws()).toBe(0);
  });

  it('refuses a restored state that is not four 32-bit integers', () => {
    expect(() => randomFromState([1, 2, 3])).toThrow(RangeError);
    expect(() => randomFromState([1, 2, 3, 2 ** 40])).toThrow(RangeError);
  });

  it('a generator that never drew snapshots the state it started from (no copy), and one that drew snapshots a new state', () => {
    const start = seedToState('lazy');
    const idle = randomFromState(start);
    expect(idle.snapshot()).toBe(start);
    const used = randomFromState(start);
    used.int(1, 6);
    expect(used.snapshot()).not.toBe(start);
    expect(used.snapshot()).not.toEqual(start);
    expect(start).toEqual(seedToState('lazy'));
  });

  it('derives side generators from a state and integer keys: the same keys give the same draws, other keys and the base itself other draws', () => {
    const base = seedToState('match-seed');
    const a = drawInts(40, derivedRandom(base, [2, 17]));
    expect(drawInts(40, derivedRandom(base, [2, 17]))).toEqual(a);
    const others = [derivedRandom(base, [2, 18]), derivedRandom(base, [3, 17]), derivedRandom(base, [17, 2]), derivedRandom(seedToState('other-seed'), [2, 17]), randomFromState(base)];
    for (const other of others) expect(drawInts(40, other)).not.toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(25);
    expect(base).toEqual(seedToState('match-seed'));
  });
});
