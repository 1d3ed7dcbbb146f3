/**
 * Balance target of shared/rules/transglobal-rail.md ("Balance targets for our maps"): the mean
 * exact cheapest cost of a random hand over the empty board is 25–32, and no hand is impossible
 * to connect — for BOTH deals: dashed cities excluded (2–3 players) and included (4–6 players).
 * Same seeded hands as `npm run maps:report`, so the test checks the figures the report prints.
 */
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../build/maps/definitions';
import { loadCommittedMap } from '../../build/maps/load';
import { handCostStats } from '../../build/maps/map-stats';

/** Hands per variant: REPORT_HANDS of build/maps/report.ts (not imported: that module prints the report). */
const REPORT_HANDS = 10_000;

/** Target mean cheapest hand cost ($), inclusive. */
const MEAN = { min: 25, max: 32 } as const;

const cases = DEFINITIONS.flatMap((def) => [false, true].map((withDashed) => [def.id, withDashed ? 'included' : 'excluded', withDashed] as const));

describe('mean cheapest hand cost', () => {
  it('covers both variants of every map', () => {
    expect(cases).toHaveLength(2 * DEFINITIONS.length);
  });

  it.each(cases)('%s, dashed cities %s: mean 25–32, every hand connectable', (id, _variant, withDashed) => {
    const map = loadCommittedMap(id);
    const stats = handCostStats(map, REPORT_HANDS, withDashed);
    expect(stats.hands).toBe(REPORT_HANDS);
    expect(Number.isFinite(stats.max)).toBe(true);
    expect(stats.mean, `mean ${stats.mean.toFixed(2)}`).toBeGreaterThanOrEqual(MEAN.min);
    expect(stats.mean, `mean ${stats.mean.toFixed(2)}`).toBeLessThanOrEqual(MEAN.max);
  });
});
