/**
 * The map report (`npm run maps:report [id…]`): for each committed map, intersections, links,
 * the share of $2 links by reason, the worst city snap (km and × spacing), connectivity, and
 * the exact cheapest cost ($) of 10,000 seeded random hands over the empty board, with
 * dashed cities excluded and included. Balance targets: shared/rules/transglobal-rail.md.
 */
import { DEFINITIONS } from './definitions';
import { loadCommittedMap } from './load';
import { componentSizes, handCostStats, linkShares, snapDistances } from './map-stats';

/** Hands per variant in the report. */
export const REPORT_HANDS = 10_000;

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

const wanted = process.argv.slice(2);
for (const def of DEFINITIONS) {
  if (wanted.length > 0 && !wanted.includes(def.id)) continue;
  const map = loadCommittedMap(def.id);
  const { counts, expensiveShare } = linkShares(map);
  const m = map.links.length;
  const snaps = snapDistances(map, def);
  const worst = Math.max(...snaps);
  const worstCity = map.cities[snaps.indexOf(worst)]?.name ?? '?';
  const networks = componentSizes(map);
  console.log(`== ${map.name} (${map.id}), spacing ${map.spacingKm} km`);
  console.log(`intersections ${map.intersections.length}, links ${m}, networks ${networks.length} (${networks.join(', ')})`);
  console.log(`$2 links ${counts.river + counts.mountain + counts.strait} = ${pct(expensiveShare)}: river ${counts.river} (${pct(counts.river / m)}), mountain ${counts.mountain} (${pct(counts.mountain / m)}), strait ${counts.strait} (${pct(counts.strait / m)})`);
  console.log(`worst city snap ${worst.toFixed(1)} km = ${(worst / map.spacingKm).toFixed(3)} × spacing (${worstCity})`);
  for (const withDashed of [false, true]) {
    const s = handCostStats(map, REPORT_HANDS, withDashed);
    console.log(`hand cost, dashed ${withDashed ? 'included' : 'excluded'} (${s.hands} hands): min ${s.min}, mean ${s.mean.toFixed(2)}, max ${s.max}`);
  }
  const dashed = map.regions.map((r) => `${r.name}: ${map.cities.filter((c) => c.region === r.id && c.dashed).map((c) => c.name).join(', ')}`);
  console.log(`dashed — ${dashed.join('; ')}`);
}
