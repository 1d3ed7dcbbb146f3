/**
 * Paris Connection's benchmarks (Node, one core), issue #15 "Speed" and "Bots":
 * - legal placements for one company (µs, target ≤ 20 µs), on states from medium-bot games;
 * - the whole legal action list of the seat to act (µs, for information);
 * - each bot level's decision time (ms; hard's p95 target ≤ 300 ms), the bot's inputs prepared untimed.
 * The engine paths (whole random games per second) are measured by `build/bench/engine.ts`
 * against {@link engineTargets}. Run by `npm run bench -- --only rules --game paris`.
 */
import { createRandom } from '../../../shared-rules/core/random';
import { paris, parisGame, type ParisState } from '../../../shared-rules/games/paris';
import { legalHexes } from '../../../shared-rules/games/paris/legal';
import { COMPANY_COUNT } from '../../../shared-rules/games/paris/meta';
import { botGameStates } from '../../bench/bot-states';
import { errorMessage, measured, unmeasured, type BenchRow } from '../../bench/row';
import { sampleCalls } from '../../bench/sampler';
import { summarize } from '../../bench/stats';

/** Paris Connection's engine target (issue #15): random whole 4-player games ≥ 1,000/s through the simulator path. */
export const engineTargets = { bareGamesPerSecond: 1000 } as const;

/** States of medium-bot 4-player games (every action's state before it). */
function states(games: number): ParisState[] {
  return botGameStates(parisGame, games, 4, 'medium') as ParisState[];
}

/** The benchmark rows (see the module comment). */
export async function benchRows(options: { readonly quick: boolean; readonly log: (line: string) => void }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const budget = options.quick ? { timeMs: 150, iterations: 50 } : { timeMs: 1500, iterations: 400 };
  try {
    options.log('rules: Paris Connection legal placements');
    const pool = states(options.quick ? 2 : 8);
    let i = 0;
    const next = (): ParisState => {
      const s = pool[i++ % pool.length];
      if (s === undefined) throw new Error('no states');
      return s;
    };
    const placements = await sampleCalls('legal placements', () => void legalHexes(next(), i % COMPANY_COUNT), budget);
    rows.push(measured('rules', 'legal placements for a company (paris)', 'µs', summarize(placements.map((ms) => ms * 1000)), { kind: 'max', value: 20 }, `${pool.length} states of medium-bot games`));
    const legal = await sampleCalls('legal actions', () => {
      const s = next();
      void paris.legalActions(s, paris.toAct(s)[0] ?? -1);
    }, budget);
    rows.push(measured('rules', 'legal action list of the seat to act (paris)', 'µs', summarize(legal.map((ms) => ms * 1000)), undefined, 'placements of every company with a supply, and the trades'));
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const bot = parisGame.bots[level];
      if (bot === undefined) continue;
      options.log(`rules: Paris Connection ${level} bot`);
      const random = createRandom(`bench-${level}`);
      const times: number[] = [];
      for (const s of pool.filter((_, k) => k % (options.quick ? 40 : 8) === 0)) {
        const seat = paris.toAct(s)[0] ?? -1;
        const inputs = { seatView: paris.seatView(s, seat), tableView: paris.tableView(s), legal: paris.legalActions(s, seat) };
        const start = performance.now();
        bot.decide(inputs.seatView, inputs.tableView, inputs.legal, random, { now: () => performance.now(), budgetMs: 300 });
        times.push(performance.now() - start);
      }
      rows.push(measured('rules', `${level} bot decision (paris)`, 'ms', summarize(times), level === 'hard' ? { kind: 'max', value: 300 } : undefined, `${times.length} decisions on states of medium-bot games`));
    }
  } catch (error) {
    rows.push(unmeasured('error', 'rules', 'Paris Connection benchmarks', '', errorMessage(error)));
  }
  return rows;
}
