/**
 * A small benchmark of the Transglobal rules (not a timed test): prints medians for
 * - legal links for the seat to act (µs), on fresh states taken from a played game (no cache);
 * - the exact cheapest completion of a 5-city hand (ms), from a hub and from nothing;
 * - apply + state hash per action (µs), over the actions of a played game.
 * On `fixture-grid` (248 intersections, 674 links) and on every real map found in
 * `assets/maps/transglobal/`.
 *
 *   npx tsx build/sim/bench-rules.ts
 */
import { join } from 'node:path';
import { createRandom, hashState, randomFromState, submitAction, type RandomState } from '../../shared-rules/core';
import { transglobal, type TransglobalAction, type TransglobalState } from '../../shared-rules/games/transglobal';
import { mixedBot } from '../../shared-rules/games/transglobal/bots/greedy';
import { legalLinks } from '../../shared-rules/games/transglobal/network';
import { isTransglobalState } from '../../shared-rules/games/transglobal/state';
import { cheapestCompletion } from '../../shared-rules/games/transglobal/steiner';
import { getTransglobalMap } from '../../shared-rules/maps/transglobal-registry';
import { loadMapsFrom } from './load-maps';
import { startGame } from './play';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Time `f` once in µs. */
function time(f: () => void): number {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) * 1000;
}

type Step = { state: TransglobalState; action: TransglobalAction; rng: RandomState };

/** The steps of one bot game (state before, action, generator state before). */
function gameSteps(mapId: string, seed: string): Step[] {
  let match = startGame({ mapId, players: 4, seed, bots: [] });
  const random = createRandom(`bench-${seed}`);
  const bot = mixedBot(0.7);
  const steps: Step[] = [];
  for (let i = 0; i < 5000; i++) {
    const state = match.state;
    if (!isTransglobalState(state) || state.phase === 'over') break;
    const seat = transglobal.toAct(state)[0] ?? -1;
    const action = bot(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), random);
    steps.push({ state, action, rng: match.rng });
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return steps;
}

function benchMap(mapId: string): void {
  const map = getTransglobalMap(mapId);
  if (!map) return;
  const steps = [...gameSteps(mapId, 'a'), ...gameSteps(mapId, 'b'), ...gameSteps(mapId, 'c')];
  const building = steps.filter((s) => s.state.phase === 'building');

  // Legal links for the seat to act: a fresh `built` array each time defeats the per-state cache.
  const legal: number[] = [];
  const legalFull: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { state } of building) {
      const fresh = { ...state, built: [...state.built] };
      legal.push(time(() => legalLinks(fresh, fresh.active, 2)));
      const fresh2 = { ...state, built: [...state.built] };
      legalFull.push(time(() => transglobal.legalActions(fresh2, fresh2.seats[fresh2.active] ?? -1)));
    }
  }

  // Cheapest completion of random 5-city hands (one city per region) on the empty board.
  const random = createRandom(`steiner-${mapId}`);
  const empty = map.links.map(() => false);
  const fromHub: number[] = [];
  const fromNothing: number[] = [];
  const costs: number[] = [];
  for (let i = 0; i < 300; i++) {
    const hand = map.regions.map((r) => {
      const cities = map.cities.filter((c) => c.region === r.id);
      return cities[random.int(0, cities.length - 1)]?.intersection ?? 0;
    });
    const hub = random.int(0, map.intersections.length - 1);
    fromHub.push(time(() => cheapestCompletion(map, empty, [hub], hand)) / 1000);
    fromNothing.push(time(() => costs.push(cheapestCompletion(map, empty, [], hand).cost)) / 1000);
  }

  // Apply + hash per action.
  const applyHash: number[] = [];
  for (const { state, action, rng } of steps) {
    applyHash.push(time(() => hashState(transglobal.apply(state, action, randomFromState(rng)).state)));
  }

  console.log(`${mapId}: ${map.intersections.length} intersections, ${map.links.length} links (${steps.length} actions sampled)`);
  console.log(`  legal links per seat        median ${median(legal).toFixed(1)} µs   (full legalActions ${median(legalFull).toFixed(1)} µs)`);
  console.log(`  cheapest completion, 5 cities  median ${median(fromHub).toFixed(2)} ms from a hub, ${median(fromNothing).toFixed(2)} ms from nothing (mean hand cost $${(costs.reduce((a, b) => a + b, 0) / costs.length).toFixed(1)})`);
  console.log(`  apply + hash per action     median ${median(applyHash).toFixed(1)} µs`);
}

function main(): void {
  const { loaded } = loadMapsFrom(join(process.cwd(), 'assets', 'maps', 'transglobal'));
  // Warm up the JIT on the fixture map before measuring anything.
  gameSteps('fixture-grid', 'warm-up');
  for (const mapId of ['fixture-grid', ...loaded]) benchMap(mapId);
}

main();
