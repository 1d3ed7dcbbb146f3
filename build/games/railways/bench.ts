/**
 * Railways of the World's benchmarks (Node, one core), issue #18 "Speed" and "Bots":
 * - all legal deliveries for the seat to act (the exhaustive search), ms, target p95 ≤ 5 ms, in
 *   states of 4-player medium-bot games on the Eastern US, and in the same states with every
 *   engine at level 8 (the longest searches the game can ask for);
 * - the legal build steps of a build in progress, µs, target p95 ≤ 50 µs;
 * - whole 4-player medium-bot games per second (Eastern US, bare module, no log);
 * - each bot level's decision time (ms; hard's p95 target ≤ 500 ms);
 * - the legal action list and the table view (µs, for information).
 * Whole random games per second are measured by `build/bench/engine.ts`. Run by
 * `npm run bench -- --only rules --game railways`.
 */
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import type { GameBot } from '../../../shared-rules/core/define-game';
import { railways, railwaysGame, type RailwaysState } from '../../../shared-rules/games/railways';
import { boardOf } from '../../../shared-rules/games/railways/board';
import { deliveriesFor } from '../../../shared-rules/games/railways/deliver';
import { legalSteps } from '../../../shared-rules/games/railways/track';
import { botGameStates } from '../../bench/bot-states';
import { errorMessage, measured, unmeasured, type BenchRow } from '../../bench/row';
import { sampleCalls } from '../../bench/sampler';
import { summarize } from '../../bench/stats';

/** The benchmark rows (see the module comment). */
export async function benchRows(options: { readonly quick: boolean; readonly log: (line: string) => void }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const budget = options.quick ? { timeMs: 150, iterations: 50 } : { timeMs: 1500, iterations: 400 };
  try {
    options.log('rules: Railways of the World states of medium-bot games');
    const pool = botGameStates(railwaysGame, options.quick ? 1 : 3, 4, 'medium') as RailwaysState[];
    const board = boardOf({ mapId: 'eastern-us' });
    const acting = pool.filter((s) => s.phase === 'actions' && s.build === null);
    const late = acting.slice(Math.floor(acting.length / 2));
    const topEngines = late.map((s) => ({ ...s, players: s.players.map((p) => ({ ...p, engine: 8 })) }));
    let k = 0;
    const search = await sampleCalls('deliveries', () => {
      const s = acting[k++ % acting.length];
      if (s !== undefined) deliveriesFor(board, s, s.active);
    }, budget);
    rows.push(measured('rules', 'all legal deliveries for a seat (railways, Eastern US)', 'ms', summarize(search), { kind: 'max', value: 5 }, `exhaustive search, ${acting.length} states of 4-player medium-bot games`));
    const searchTop = await sampleCalls('deliveries at engine 8', () => {
      const s = topEngines[k++ % topEngines.length];
      if (s !== undefined) deliveriesFor(board, s, s.active);
    }, budget);
    const found = topEngines.map((s) => deliveriesFor(board, s, s.active).length).sort((a, b) => a - b);
    rows.push(measured('rules', 'all legal deliveries for a seat, every engine at level 8 (railways)', 'ms', summarize(searchTop), { kind: 'max', value: 5 }, `the late half of those states with the longest reach; up to ${found[found.length - 1] ?? 0} deliveries found`));

    const building = pool.filter((s) => s.build !== null);
    const steps = await sampleCalls('build steps', () => {
      const s = building[k++ % building.length];
      if (s !== undefined) legalSteps(board, s, s.active);
    }, budget);
    rows.push(measured('rules', 'legal build steps of a build in progress (railways)', 'µs', summarize(steps.map((ms) => ms * 1000)), { kind: 'max', value: 50 }, `${building.length} states mid-build, every city and own open track end`));

    options.log('rules: Railways of the World medium-bot games');
    const bot = railwaysGame.bots.medium as GameBot;
    const games = options.quick ? 1 : 4;
    const start = performance.now();
    for (let g = 0; g < games; g++) {
      const seats = [0, 1, 2, 3];
      selfPlay({ module: railwaysGame.module, options: railwaysGame.module.meta.defaultOptions, seats, seed: `bench-speed-${g}`, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`bench-speed-bots-${g}`) });
    }
    const seconds = (performance.now() - start) / 1000;
    rows.push(measured('rules', 'whole 4-player medium-bot games per second (railways, Eastern US)', 'games/s', summarize([games / seconds]), undefined, `${games} games, bare module, bots' own planning included`));

    let i = 0;
    const next = (): RailwaysState => pool[i++ % pool.length] ?? (pool[0] as RailwaysState);
    const legal = await sampleCalls('legal actions', () => {
      const s = next();
      void railways.legalActions(s, railways.toAct(s)[0] ?? -1);
    }, budget);
    rows.push(measured('rules', 'legal action list of the seat to act (railways)', 'µs', summarize(legal.map((ms) => ms * 1000)), undefined, `${pool.length} states of medium-bot games`));
    const view = await sampleCalls('table view', () => void railways.tableView(next()), budget);
    rows.push(measured('rules', 'table view (railways)', 'µs', summarize(view.map((ms) => ms * 1000)), undefined, 'the public state and each player\'s income'));
    const choices = pool.filter((s) => railways.legalActions(s, railways.toAct(s)[0] ?? -1).length > 1);
    const sample = choices.filter((_, n) => n % (options.quick ? 40 : 6) === 0);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const levelBot = railwaysGame.bots[level];
      if (levelBot === undefined) continue;
      options.log(`rules: Railways of the World ${level} bot`);
      const random = createRandom(`bench-${level}`);
      const times: number[] = [];
      for (const s of sample) {
        const seat = railways.toAct(s)[0] ?? -1;
        const inputs = { seatView: railways.seatView(s, seat), tableView: railways.tableView(s), legal: railways.legalActions(s, seat) };
        const t0 = performance.now();
        levelBot.decide(inputs.seatView, inputs.tableView, inputs.legal, random, { now: () => performance.now(), budgetMs: 500 });
        times.push(performance.now() - t0);
      }
      rows.push(measured('rules', `${level} bot decision (railways)`, 'ms', summarize(times), level === 'hard' ? { kind: 'max', value: 500 } : undefined, `${times.length} decisions with a choice, states of medium-bot games`));
    }
  } catch (error) {
    rows.push(unmeasured('error', 'rules', 'Railways of the World benchmarks', '', errorMessage(error)));
  }
  return rows;
}
