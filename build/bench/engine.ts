/**
 * The engine paths, for every registered game with a random bot (issue #12 "An engine fast
 * enough for bots that search"): whole random games per second, 4 players (or the game's
 * nearest seat count), the same seeds on three paths —
 * - bare: `selfPlay` on the game module (what the simulator and searching bots run), against
 *   the game's own target when its bench gives one (`EngineTargets`);
 * - runner: the match runner (`submitAction`: parse, check, apply, hash, log), for information;
 * - session: the worker's engine session (`botMove`: the runner plus views, legal lists and undo
 *   flags for every seat), target ≥ 0.5× the bare path's actions/s.
 * The bare and session paths play in rounds (one game each on the round's seed, order rotated),
 * each game timed in CPU time, for a time budget (`EngineBudget`); the runner then alone, for a
 * quarter of it. Games/s figures are per game, the session's ratio is taken per block of
 * consecutive rounds; the notes give µs per action.
 */
import { createRandom } from '../../shared-rules/core/random';
import { selfPlay } from '../../shared-rules/core/self-play';
import { startMatch, submitAction, outcomeOf } from '../../shared-rules/core/match';
import type { GameBot, GameDefinition } from '../../shared-rules/core/define-game';
import type { MatchSeat } from '../../shared-rules/core/types';
import { gameDefinitions, getGame } from '../../shared-rules/games/registry';
import { botFor } from '../../renderer/engine/bots';
import { createEngineSession } from '../../renderer/engine/session';
import { errorMessage, measured, unmeasured, type BenchRow } from './row';
import { summarize } from './stats';


/** The seats a benchmark plays: 4 random bots, or the game's nearest seat count. */
export function seatsFor(definition: GameDefinition): MatchSeat[] {
  const players = Math.min(Math.max(definition.module.meta.seats.min, 4), definition.module.meta.seats.max);
  return Array.from({ length: players }, (_, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot', botLevel: 'random' }));
}

function bare(definition: GameDefinition, bot: GameBot, seed: string): number {
  const seats = seatsFor(definition).map((s) => s.seat);
  const played = selfPlay({ module: definition.module, options: definition.module.meta.defaultOptions, seats, seed, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`bots:${seed}`) });
  if (played.outcome === undefined) throw new Error(`${definition.id} game ${seed} did not finish`);
  return played.actions.length;
}

function runner(definition: GameDefinition, bot: GameBot, seed: string): number {
  const started = startMatch(definition.module, { matchId: 'bench', seats: seatsFor(definition), options: definition.module.meta.defaultOptions, seed, createdAt: '2026-01-01T00:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const botRandom = createRandom(`bots:${seed}`);
  const { module } = definition;
  let actions = 0;
  while (outcomeOf(match) === undefined) {
    const seat = module.toAct(match.state)[0] ?? -1;
    const action = bot.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), botRandom, {});
    const next = submitAction(match, action, 'bot');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
    actions++;
  }
  return actions;
}

function session(definition: GameDefinition, seed: string): number {
  const engine = createEngineSession(getGame, botFor);
  let update = engine.newMatch({ gameId: definition.id, matchId: 'bench', seats: seatsFor(definition), options: definition.module.meta.defaultOptions, seed, createdAt: '2026-01-01T00:00:00.000Z' });
  let actions = 0;
  while (update.ok && update.update.outcome === null) {
    const seat = update.update.toAct[0];
    if (seat === undefined) throw new Error('nobody is to act');
    update = engine.botMove(seat);
    actions++;
  }
  if (!update.ok) throw new Error(update.error.message);
  return actions;
}

/** CPU time (ms, user + system of this process) and actions of one whole game. */
type Sample = { readonly cpuMs: number; readonly actions: number };

function cpuTimed(play: () => number): Sample {
  const start = process.cpuUsage();
  const actions = play();
  const used = process.cpuUsage(start);
  return { cpuMs: (used.user + used.system) / 1000, actions };
}

/** How long the paths of one game are measured: rounds for at least `ms` of wall time and at least `rounds` rounds, after `warmMs` of warm-up rounds. */
export type EngineBudget = { readonly warmMs: number; readonly ms: number; readonly rounds: number };

/**
 * Plays `paths` in rounds — one whole game per path per round, on the round's seed, the paths'
 * order rotated each round — so every path meets the same machine load, JIT state and garbage
 * collector; each game is timed in CPU time (`process.cpuUsage`), which another process on the
 * machine does not add to. Warm-up rounds (seeds `warm-*`) run first and are not kept.
 * Returns each path's games, in round order.
 */
function measureInterleaved(paths: readonly ((seed: string) => number)[], budget: EngineBudget): Sample[][] {
  const played: Sample[][] = paths.map(() => []);
  const playRound = (seed: string, round: number, keep: boolean) => {
    for (let k = 0; k < paths.length; k++) {
      const i = (round + k) % paths.length;
      const path = paths[i];
      if (path === undefined) continue;
      const sample = cpuTimed(() => path(seed));
      if (keep) played[i]?.push(sample);
    }
  };
  const warmStart = performance.now();
  for (let round = 0; performance.now() - warmStart < budget.warmMs; round++) playRound(`warm-${round}`, round, false);
  const start = performance.now();
  for (let round = 0; round < budget.rounds || performance.now() - start < budget.ms; round++) playRound(`rate-${round}`, round, true);
  return played;
}

/** µs of CPU per action over `samples` (total CPU ÷ total actions). */
const usPerAction = (samples: readonly Sample[]) => (1000 * samples.reduce((t, s) => t + s.cpuMs, 0)) / Math.max(1, samples.reduce((n, s) => n + s.actions, 0));

/** Splits the round-ordered `samples` into `count` consecutive blocks (fewer when there are fewer samples). */
function blocks<T>(samples: readonly T[], count: number): T[][] {
  const n = Math.min(count, samples.length);
  return Array.from({ length: n }, (_, b) => samples.slice(Math.floor((b * samples.length) / n), Math.floor(((b + 1) * samples.length) / n)));
}

/** How many consecutive blocks of rounds a path ratio is summarized over (its p10–p90 is the spread between them). */
const RATIO_BLOCKS = 10;

/** A game's targets for its engine paths (from its issue): whole random games per second on the bare module. */
export type EngineTargets = { readonly bareGamesPerSecond?: number };

/**
 * The engine-path rows of every registered game (or only `only`), measured for `budget` per game;
 * `n/a` for a game without a random bot. `targetsOf(id)`: the game's targets, if it has any.
 */
export async function engineRows(budget: EngineBudget, log: (line: string) => void, only?: string, targetsOf: (id: string) => EngineTargets | undefined = () => undefined): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const definition of Object.values(gameDefinitions).filter((d) => only === undefined || d.id === only)) {
    const bot = definition.bots.random;
    const players = seatsFor(definition).length;
    const name = (path: string) => `random ${players}-player games per second, ${path} (${definition.id})`;
    if (bot === undefined) {
      rows.push(unmeasured('n/a', 'rules', name('bare module'), 'games/s', 'the game has no random bot'));
      continue;
    }
    log(`rules: engine paths (${definition.id})`);
    try {
      // The runner (hashing every state, 10× the others' cost) is measured on its own after the
      // pair the target compares, so its garbage is not collected in their time.
      const [b = [], s = []] = measureInterleaved([(seed) => bare(definition, bot, seed), (seed) => session(definition, seed)], budget);
      const [r = []] = measureInterleaved([(seed) => runner(definition, bot, seed)], { warmMs: budget.warmMs / 4, ms: budget.ms / 4, rounds: 1 });
      const rates = (samples: readonly Sample[]) => summarize(samples.map((x) => 1000 / x.cpuMs));
      const actions = (samples: readonly Sample[]) => summarize(samples.map((x) => x.actions)).median;
      // Per action, not per game: the session derives each bot move's generator from the seed
      // and the log, so its random games are not the bare path's and differ in length.
      const ratioTo = (samples: readonly Sample[]) => usPerAction(b) / usPerAction(samples);
      const blockRatios = (samples: readonly Sample[]) => {
        const bareBlocks = blocks(b, RATIO_BLOCKS);
        return blocks(samples, RATIO_BLOCKS).map((block, i) => usPerAction(bareBlocks[i] ?? b) / usPerAction(block));
      };
      const cpu = (samples: readonly Sample[]) => `CPU time over ${samples.length} games${samples === r ? ', measured after the others' : ', interleaved with the other path'}`;
      const bareTarget = targetsOf(definition.id)?.bareGamesPerSecond;
      rows.push(measured('rules', name('bare module (simulator path)'), 'games/s', rates(b), bareTarget === undefined ? undefined : { kind: 'min', value: bareTarget }, `selfPlay; median ${actions(b)} actions a game, ${usPerAction(b).toFixed(2)} µs per action (${cpu(b)})`));
      rows.push(measured('rules', name('match runner'), 'games/s', rates(r), undefined, `submitAction (check, apply, hash, log): ${usPerAction(r).toFixed(2)} µs per action, ${ratioTo(r).toFixed(3)}× the bare module's actions/s (${cpu(r)})`));
      rows.push(measured('rules', `worker session ÷ bare module, actions/s (${definition.id})`, '×', summarize(blockRatios(s)), { kind: 'min', value: 0.5 }, `engine session botMove (runner + views, legal lists and undo flags for every seat): ${usPerAction(s).toFixed(2)} µs per action against ${usPerAction(b).toFixed(2)}, ${ratioTo(s).toFixed(3)}× over all rounds (figure: the ratio in each of ${Math.min(RATIO_BLOCKS, s.length)} consecutive blocks of rounds); median ${actions(s)} actions a game against ${actions(b)}; ${cpu(s)}`));
    } catch (error) {
      rows.push(unmeasured('error', 'rules', name('bare module'), 'games/s', errorMessage(error)));
    }
    await Promise.resolve();
  }
  return rows;
}
