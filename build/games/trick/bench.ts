/**
 * Trick of the Rails' benchmarks (Node, one core), issue #16 "Speed" and "Bots":
 * - each bot level's decision time (ms; hard's p95 target ≤ 300 ms) on states of medium-bot
 *   4-player games where the seat has a choice, the bot's inputs prepared untimed;
 * - hard's iterations per decision (information-set tree search, for information);
 * - the legal action list and the table view (µs, for information: the runner builds both after
 *   every action).
 * Whole random games per second are measured by `build/bench/engine.ts` against
 * {@link engineTargets}. Run by `npm run bench -- --only rules --game trick`.
 */
import { createRandom } from '../../../shared-rules/core/random';
import { trick, trickGame, type TrickState } from '../../../shared-rules/games/trick';
import { hardSearch } from '../../../shared-rules/games/trick/bots';
import { botGameStates } from '../../bench/bot-states';
import { errorMessage, measured, unmeasured, type BenchRow } from '../../bench/row';
import { sampleCalls } from '../../bench/sampler';
import { summarize } from '../../bench/stats';

/** Trick of the Rails' engine target (issue #16): random whole 4-player games ≥ 5,000/s through the simulator path. */
export const engineTargets = { bareGamesPerSecond: 5000 } as const;

/** States of medium-bot 4-player games (every action's state before it). */
function states(games: number): TrickState[] {
  return botGameStates(trickGame, games, 4, 'medium') as TrickState[];
}

/** The benchmark rows (see the module comment). */
export async function benchRows(options: { readonly quick: boolean; readonly log: (line: string) => void }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const budget = options.quick ? { timeMs: 150, iterations: 50 } : { timeMs: 1500, iterations: 400 };
  try {
    options.log('rules: Trick of the Rails legal actions and table view');
    const pool = states(options.quick ? 2 : 8);
    let i = 0;
    const next = (): TrickState => {
      const s = pool[i++ % pool.length];
      if (s === undefined) throw new Error('no states');
      return s;
    };
    const legal = await sampleCalls('legal actions', () => {
      const s = next();
      void trick.legalActions(s, trick.toAct(s)[0] ?? -1);
    }, budget);
    rows.push(measured('rules', 'legal action list of the seat to act (trick)', 'µs', summarize(legal.map((ms) => ms * 1000)), undefined, `${pool.length} states of medium-bot games`));
    const view = await sampleCalls('table view', () => void trick.tableView(next()), budget);
    rows.push(measured('rules', 'table view with live share values (trick)', 'µs', summarize(view.map((ms) => ms * 1000)), undefined, 'five railways, each locomotive to come'));
    const choices = pool.filter((s) => trick.legalActions(s, trick.toAct(s)[0] ?? -1).length > 1);
    const sample = choices.filter((_, k) => k % (options.quick ? 30 : 6) === 0);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const bot = trickGame.bots[level];
      if (bot === undefined) continue;
      options.log(`rules: Trick of the Rails ${level} bot`);
      const random = createRandom(`bench-${level}`);
      const times: number[] = [];
      const iterations: number[] = [];
      for (const s of sample) {
        const seat = trick.toAct(s)[0] ?? -1;
        const inputs = { seatView: trick.seatView(s, seat), tableView: trick.tableView(s), legal: trick.legalActions(s, seat) };
        const context = { now: () => performance.now(), budgetMs: 300 };
        const start = performance.now();
        if (level === 'hard') iterations.push(hardSearch(inputs.seatView, inputs.tableView, inputs.legal, random, context).iterations);
        else bot.decide(inputs.seatView, inputs.tableView, inputs.legal, random, context);
        times.push(performance.now() - start);
      }
      rows.push(measured('rules', `${level} bot decision (trick)`, 'ms', summarize(times), level === 'hard' ? { kind: 'max', value: 300 } : undefined, `${times.length} decisions with a choice, states of medium-bot games`));
      if (level === 'hard') rows.push(measured('rules', 'hard bot iterations per decision (trick)', 'iterations', summarize(iterations), undefined, 'information-set tree search, 300 ms budget'));
    }
  } catch (error) {
    rows.push(unmeasured('error', 'rules', 'Trick of the Rails benchmarks', '', errorMessage(error)));
  }
  return rows;
}
