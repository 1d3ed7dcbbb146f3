/**
 * Balance analysis of a Transglobal map (issue #6: 4 players, default settings, 4 Medium bots,
 * mean game length 3–5 rounds). Prints, for a committed map or a candidate JSON file:
 * - static figures over seeded 4-player deals (dashed cities included): hand cost mean and
 *   spread, the cheapest and costliest hand of a deal and their gap, how much one hand's
 *   cheapest tree lowers another's (shared rails), the $2-link share;
 * - played figures (Medium bots through the match runner, like `build/sim/cli.ts`): rounds per
 *   game, and per round the finishing payments of unfinished players.
 *
 *   npx tsx build/maps/balance.ts europe [--file /tmp/europe.json] [--games 100] [--seed 1] [--deals 2000] [--no-sim]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { transglobalBot, type LevelBot } from '../../shared-rules/games/transglobal/bots';
import { cheapestCompletion } from '../../shared-rules/games/transglobal/steiner';
import { isTransglobalState } from '../../shared-rules/games/transglobal/state';
import { transglobalMapSchema, type TransglobalMap } from '../../shared-rules/maps/transglobal-map';
import { registerTransglobalMap } from '../../shared-rules/maps/transglobal-registry';
import { playGame } from '../games/transglobal/play';
import { citiesByRegion, HAND_SEED } from './hands';
import { loadCommittedMap } from './load';
import { linkShares } from './map-stats';

const { values, positionals } = parseArgs({
  options: {
    file: { type: 'string' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    deals: { type: 'string', default: '2000' },
    'no-sim': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const id = positionals[0] ?? 'europe';
const map: TransglobalMap = values.file ? transglobalMapSchema.parse(JSON.parse(readFileSync(values.file, 'utf8'))) : loadCommittedMap(id);
registerTransglobalMap(map);

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]): number => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const none = new Array<boolean>(map.links.length).fill(false);

/** Cheapest tree of `terms` over the board where `built` links are free. */
function tree(terms: readonly number[], built: readonly boolean[] = none): { cost: number; links: readonly number[] } {
  return cheapestCompletion(map, built, [], terms);
}

// Static: seeded 4-player deals (each player one city per region, dashed included, no city twice).
const groups = citiesByRegion(map, true).map((g) => g.map((c) => c.intersection));
const rng = xoroshiro128plus(HAND_SEED + 4);
const deals = Number(values.deals);
const costs: number[] = [];
const gaps: number[] = [];
const mins: number[] = [];
const maxs: number[] = [];
const shared: number[] = [];
for (let d = 0; d < deals; d++) {
  const pools = groups.map((g) => [...g]);
  const hands = [0, 1, 2, 3].map(() =>
    pools.map((pool) => {
      const k = uniformInt(rng, 0, pool.length - 1);
      return pool.splice(k, 1)[0] ?? -1;
    }),
  );
  const trees = hands.map((h) => tree(h));
  const c = trees.map((t) => t.cost);
  costs.push(...c);
  mins.push(Math.min(...c));
  maxs.push(Math.max(...c));
  gaps.push(Math.max(...c) - Math.min(...c));
  // Shared rails: how much hand 1's cost drops when hand 0's cheapest tree is already built.
  const built = [...none];
  for (const l of trees[0]?.links ?? []) built[l] = true;
  const c1 = c[1] ?? 1;
  shared.push(1 - tree(hands[1] ?? [], built).cost / c1);
}
const { counts, expensiveShare } = linkShares(map);
console.log(`== ${map.id}: ${map.intersections.length} intersections, ${map.links.length} links, $2 ${(100 * expensiveShare).toFixed(1)} % (river ${counts.river}, mountain ${counts.mountain}, strait ${counts.strait})`);
console.log(`4-player deals (${deals}): hand cost mean ${mean(costs).toFixed(2)} sd ${sd(costs).toFixed(2)}; cheapest of deal ${mean(mins).toFixed(2)}, costliest ${mean(maxs).toFixed(2)}, gap ${mean(gaps).toFixed(2)}; shared by one other hand's tree ${(100 * mean(shared)).toFixed(1)} %`);

if (!values['no-sim']) {
  const medium = transglobalBot('medium') as LevelBot;
  const games = Number(values.games);
  const rounds: number[] = [];
  const byRound = new Map<number, { paid: number[]; maxPaid: number[]; unfinished: number[]; turns: number[] }>();
  for (let i = 0; i < games; i++) {
    const played = playGame({ mapId: map.id, players: 4, seed: `${values.seed}-${i}`, bots: [medium, medium, medium, medium], host: { now: () => performance.now(), budgetMs: 300 } });
    rounds.push(played.rounds);
    const state = played.match.state;
    if (!isTransglobalState(state)) continue;
    for (const r of state.results) {
      const row = byRound.get(r.round) ?? { paid: [], maxPaid: [], unfinished: [], turns: [] };
      const unfinished = r.players.filter((p) => !p.completedFirst);
      row.paid.push(...unfinished.map((p) => p.paid));
      row.maxPaid.push(Math.max(0, ...r.players.map((p) => p.paid)));
      row.unfinished.push(unfinished.length);
      byRound.set(r.round, row);
    }
  }
  const hist = new Map<number, number>();
  for (const r of rounds) hist.set(r, (hist.get(r) ?? 0) + 1);
  console.log(`medium ×4, ${games} games seed ${values.seed}: mean rounds ${mean(rounds).toFixed(2)}; rounds ${[...hist.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`).join(' ')}`);
  for (const [round, row] of [...byRound.entries()].sort((a, b) => a[0] - b[0])) {
    const big = row.maxPaid.filter((p) => p >= 15).length;
    console.log(`  round ${round} (${row.maxPaid.length}): unfinished ${mean(row.unfinished).toFixed(2)}, paid by unfinished mean ${mean(row.paid).toFixed(2)}, round's top payment mean ${mean(row.maxPaid).toFixed(2)}, ≥ $15 in ${big} (${((100 * big) / row.maxPaid.length).toFixed(0)} %)`);
  }
}
