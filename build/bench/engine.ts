/**
 * The engine paths, for every registered game with a random bot (issue #12 "An engine fast
 * enough for bots that search"): whole random games per second, 4 players (or the game's
 * nearest seat count), the same seeds on three paths —
 * - bare: `selfPlay` on the game module (what the simulator and searching bots run), against
 *   the game's own target when its bench gives one (`EngineTargets`);
 * - runner: the match runner (`submitAction`: parse, check, apply, hash, log), for information;
 * - session: the worker's engine session (`botMove`: the runner plus views, legal lists and undo
 *   flags for every seat), target ≥ 0.5× the bare path (a ratio measured in the same run).
 * Each figure is games/s over `games` games; the note gives µs per action.
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
import { timed } from './sampler';
import { summarize } from './stats';

type Path = { readonly rates: number[]; readonly actions: number[] };

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

function measure(games: number, play: (seed: string) => number): Path {
  const rates: number[] = [];
  const actions: number[] = [];
  for (let g = 0; g < games; g++) {
    const { value, ms } = timed(() => play(`rate-${g}`));
    rates.push(1000 / ms);
    actions.push(value);
  }
  return { rates, actions };
}

/** Plays warm-up games (other seeds) for at least `ms` milliseconds, and at least one. */
function warm(ms: number, play: (seed: string) => number): void {
  const start = performance.now();
  let n = 0;
  do play(`warm-${n++}`);
  while (performance.now() - start < ms);
}

const perAction = (path: Path) => summarize(path.rates.map((r, i) => 1e6 / r / (path.actions[i] ?? 1))).median;

/** A game's targets for its engine paths (from its issue): whole random games per second on the bare module. */
export type EngineTargets = { readonly bareGamesPerSecond?: number };

/**
 * The engine-path rows of every registered game (or only `only`), `games` whole games per path;
 * `n/a` for a game without a random bot. `targetsOf(id)`: the game's targets, if it has any.
 */
export async function engineRows(games: number, log: (line: string) => void, only?: string, targetsOf: (id: string) => EngineTargets | undefined = () => undefined): Promise<BenchRow[]> {
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
      // Each path is warmed (JIT, the rules' caches) before it is measured: the figures are the
      // steady state searching bots and self-play run in, not a cold start.
      const warmMs = games > 1 ? 2000 : 0;
      warm(warmMs, (seed) => bare(definition, bot, seed));
      const b = measure(games, (seed) => bare(definition, bot, seed));
      warm(warmMs, (seed) => runner(definition, bot, seed));
      const r = measure(games, (seed) => runner(definition, bot, seed));
      warm(warmMs, (seed) => session(definition, seed));
      const s = measure(games, (seed) => session(definition, seed));
      const bareMedian = summarize(b.rates).median;
      const ratio = (path: Path) => summarize(path.rates).median / bareMedian;
      const bareTarget = targetsOf(definition.id)?.bareGamesPerSecond;
      rows.push(measured('rules', name('bare module (simulator path)'), 'games/s', summarize(b.rates), bareTarget === undefined ? undefined : { kind: 'min', value: bareTarget }, `selfPlay; median ${summarize(b.actions).median} actions a game, ${perAction(b).toFixed(1)} µs per action`));
      rows.push(measured('rules', name('match runner'), 'games/s', summarize(r.rates), undefined, `submitAction (check, apply, hash, log): ${perAction(r).toFixed(1)} µs per action, ${ratio(r).toFixed(2)}× the bare module`));
      // Per action, not per game: the session derives each bot move's generator from the seed
      // and the log, so its random games are not the bare path's and differ in length.
      const actionRate = (path: Path, i: number) => (path.rates[i] ?? 0) * (path.actions[i] ?? 0);
      const bareActionRate = summarize(b.rates.map((_, i) => actionRate(b, i))).median;
      rows.push(measured('rules', `worker session ÷ bare module, actions/s (${definition.id})`, '×', summarize(s.rates.map((_, i) => actionRate(s, i) / bareActionRate)), { kind: 'min', value: 0.5 }, `engine session botMove (runner + views, legal lists and undo flags for every seat): ${perAction(s).toFixed(1)} µs per action against ${perAction(b).toFixed(1)}; median ${summarize(s.actions).median} actions a game against ${summarize(b.actions).median}; per game ${ratio(s).toFixed(2)}×`));
    } catch (error) {
      rows.push(unmeasured('error', 'rules', name('bare module'), 'games/s', errorMessage(error)));
    }
    await Promise.resolve();
  }
  return rows;
}
