import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, randomFromState } from '../../../shared-rules/core/random';

describe('seeded random generator, for any seed', () => {
  it('int(min, max) stays within [min, max] and repeats for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, span) => {
        const a = createRandom(seed);
        const b = createRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const x = a.int(min, min + span);
          expect(x).toBeGreaterThanOrEqual(min);
          expect(x).toBeLessThanOrEqual(min + span);
          expect(Number.isInteger(x)).toBe(true);
          expect(b.int(min, min + span)).toBe(x);
        }
      }),
    );
  });

  it('shuffle returns a permutation of its input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer()), (seed, items) => {
        const shuffled = createRandom(seed).shuffle(items);
        expect([...shuffled].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('a snapshot taken at any point restores to the same continuation', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 50 }), (seed, skip) => {
        const random = createRandom(seed);
        for (let i = 0; i < skip; i += 1) random.int(0, 9);
        const restored = randomFromState(JSON.parse(JSON.stringify(random.snapshot())));
        for (let i = 0; i < 10; i += 1) expect(restored.int(0, 1_000_000)).toBe(random.int(0, 1_000_000));
      }),
    );
  });
});
