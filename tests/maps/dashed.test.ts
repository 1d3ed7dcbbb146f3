/**
 * Dashed cities are the two costliest of their region to connect (rules "Balance targets"),
 * measured with the exact cheapest completion (shared-rules/games/transglobal/steiner.ts):
 * - recomputed at the generator's sample size and seed, the ranking picks the same cities;
 * - recomputed on fewer hands (same seed), every dashed city still costs more than every
 *   other city of its region, up to three paired standard errors (close pairs and exact ties
 *   count as ties; ties are broken by list order in the generator).
 */
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../build/maps/definitions';
import { costliestPerRegion, DASHED_HANDS_PER_REGION, measureCityCosts, measureRegionCosts } from '../../build/maps/dashed';
import { citiesByRegion } from '../../build/maps/hands';
import { loadCommittedMap } from '../../build/maps/load';

/** Partner hands per region in the smaller check. */
const FEWER_HANDS = 100;

describe.each(DEFINITIONS.map((d) => d.id))('dashed cities of %s', (id) => {
  const map = loadCommittedMap(id);

  it('are the two costliest of each region at the generator sample size', () => {
    const expected = [...costliestPerRegion(map, measureCityCosts(map, DASHED_HANDS_PER_REGION))].sort();
    expect(map.cities.filter((c) => c.dashed).map((c) => c.id).sort()).toEqual(expected);
  });

  it(`cost more than the other cities of their region on ${FEWER_HANDS} hands (within 3 standard errors)`, () => {
    expect(FEWER_HANDS).toBeLessThan(DASHED_HANDS_PER_REGION);
    citiesByRegion(map, true).forEach((group, regionIndex) => {
      const rows = measureRegionCosts(map, regionIndex, FEWER_HANDS);
      group.forEach((d, i) => {
        if (!d.dashed) return;
        group.forEach((o, j) => {
          if (o.dashed) return;
          const diffs = (rows[i] ?? []).map((cost, h) => cost - (rows[j]?.[h] ?? 0));
          const mean = diffs.reduce((a, b) => a + b, 0) / diffs.length;
          const variance = diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / (diffs.length - 1);
          const se = Math.sqrt(variance / diffs.length);
          expect(mean + 3 * se, `${d.name} vs ${o.name}: ${mean.toFixed(2)} ± ${se.toFixed(2)}`).toBeGreaterThanOrEqual(0);
        });
      });
    });
  });
});
