/**
 * Resourceful Rails' benchmarks (Node, one core), issue #17 "Speed" and "Bots":
 * - the route planner query (cheapest build AND fastest move to a city, cold: no cached paths),
 *   ms, target p95 ≤ 5 ms, on the larger map (Europe) in states of medium-bot games;
 * - whole 4-player medium-bot games per second (Pacific Northwest, bare module, no log);
 * - each bot level's decision time (ms; hard's p95 target ≤ 500 ms) on states of medium-bot
 *   4-player games where the seat has a choice;
 * - the legal action list and the table view (µs, for information: the runner builds both after
 *   every action).
 * Whole random games per second are measured by `build/bench/engine.ts`. Run by
 * `npm run bench -- --only rules --game resourceful`.
 */
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import type { GameBot } from '../../../shared-rules/core/define-game';
import { resourceful, resourcefulGame, type ResourcefulOptions, type ResourcefulState } from '../../../shared-rules/games/resourceful';
import { cheapestBuildToCity, fastestMove, cityMileposts } from '../../../shared-rules/games/resourceful/routes';
import { boardOf } from '../../../shared-rules/games/resourceful/state';
import { errorMessage, measured, unmeasured, type BenchRow } from '../../bench/row';
import { sampleCalls } from '../../bench/sampler';
import { summarize } from '../../bench/stats';

const defaults = resourcefulGame.module.meta.defaultOptions as ResourcefulOptions;

/** Every state before an action of `games` medium-bot games with `players` seats on `mapId`. */
function states(games: number, players: number, mapId: string): ResourcefulState[] {
  const bot = resourcefulGame.bots.medium as GameBot;
  const options = { ...defaults, mapId };
  const out: ResourcefulState[] = [];
  for (let g = 0; g < games; g++) {
    const seats = Array.from({ length: players }, (_, s) => s);
    const played = selfPlay({ module: resourcefulGame.module, options, seats, seed: `bench-${mapId}-${g}`, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`bench-bots-${g}`) });
    const random = createRandom(`bench-${mapId}-${g}`);
    let state = resourceful.setup({ seats, options, random });
    for (const action of played.actions) {
      out.push(state);
      state = resourceful.apply(state, resourceful.parseAction(action) as never, random).state;
    }
  }
  return out;
}

/** The benchmark rows (see the module comment). */
export async function benchRows(options: { readonly quick: boolean; readonly log: (line: string) => void }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const budget = options.quick ? { timeMs: 150, iterations: 50 } : { timeMs: 1500, iterations: 400 };
  try {
    options.log('rules: Resourceful Rails route planner (Europe)');
    const europe = states(options.quick ? 1 : 2, 4, 'europe').filter((s) => s.stage === 'play');
    const board = boardOf({ mapId: 'europe' });
    let k = 0;
    const query = await sampleCalls('route planner', () => {
      const s = europe[(k * 97) % europe.length] ?? europe[0];
      const city = board.map.cities[k % board.map.cities.length];
      k++;
      if (s === undefined || city === undefined) return;
      // A fresh owners array: nothing cached from an earlier query.
      const cold: ResourcefulState = { ...s, owners: [...s.owners] };
      const p = s.active;
      cheapestBuildToCity(cold, p, city.id);
      fastestMove(cold, p, cityMileposts(board, city.id));
    }, budget);
    rows.push(measured('rules', 'route planner: cheapest build and fastest move to a city (resourceful, Europe)', 'ms', summarize(query), { kind: 'max', value: 5 }, `${board.map.mileposts.length} mileposts, cold (no cached paths), states of medium-bot games`));

    options.log('rules: Resourceful Rails medium-bot games');
    const bot = resourcefulGame.bots.medium as GameBot;
    const games = options.quick ? 1 : 4;
    const start = performance.now();
    for (let g = 0; g < games; g++) {
      const seats = [0, 1, 2, 3];
      selfPlay({ module: resourcefulGame.module, options: defaults, seats, seed: `bench-speed-${g}`, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`bench-speed-bots-${g}`) });
    }
    const seconds = (performance.now() - start) / 1000;
    rows.push(measured('rules', 'whole 4-player medium-bot games per second (resourceful, Pacific Northwest)', 'games/s', summarize([games / seconds]), undefined, `${games} games, bare module, bots' own planning included`));

    options.log('rules: Resourceful Rails legal actions and table view');
    const pool = states(options.quick ? 1 : 2, 4, 'pacific-northwest');
    let i = 0;
    const next = (): ResourcefulState => pool[i++ % pool.length] ?? (pool[0] as ResourcefulState);
    const legal = await sampleCalls('legal actions', () => {
      const s = next();
      void resourceful.legalActions(s, resourceful.toAct(s)[0] ?? -1);
    }, budget);
    rows.push(measured('rules', 'legal action list of the seat to act (resourceful)', 'µs', summarize(legal.map((ms) => ms * 1000)), undefined, `${pool.length} states of medium-bot games`));
    const view = await sampleCalls('table view', () => void resourceful.tableView(next()), budget);
    rows.push(measured('rules', 'table view (resourceful)', 'µs', summarize(view.map((ms) => ms * 1000)), undefined, 'connected majors and qualification per player'));
    const choices = pool.filter((s) => resourceful.legalActions(s, resourceful.toAct(s)[0] ?? -1).length > 1);
    const sample = choices.filter((_, n) => n % (options.quick ? 40 : 8) === 0);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const levelBot = resourcefulGame.bots[level];
      if (levelBot === undefined) continue;
      options.log(`rules: Resourceful Rails ${level} bot`);
      const random = createRandom(`bench-${level}`);
      const times: number[] = [];
      for (const s of sample) {
        const seat = resourceful.toAct(s)[0] ?? -1;
        const inputs = { seatView: resourceful.seatView(s, seat), tableView: resourceful.tableView(s), legal: resourceful.legalActions(s, seat) };
        const t0 = performance.now();
        levelBot.decide(inputs.seatView, inputs.tableView, inputs.legal, random, { now: () => performance.now(), budgetMs: 500 });
        times.push(performance.now() - t0);
      }
      rows.push(measured('rules', `${level} bot decision (resourceful)`, 'ms', summarize(times), level === 'hard' ? { kind: 'max', value: 500 } : undefined, `${times.length} decisions with a choice, states of medium-bot games`));
    }
  } catch (error) {
    rows.push(unmeasured('error', 'rules', 'Resourceful Rails benchmarks', '', errorMessage(error)));
  }
  return rows;
}
