/**
 * The game simulator: plays whole games of any registered game with its bots on the bare game
 * module (shared-rules/core/self-play.ts: no log, no hashes) and prints per-game results and totals.
 *
 *   npm run sim -- --game <id> [--map <value>] [--option key=value …] --players 4 --games 200 --seed 1
 *                  [--skip 0] [--bots hard,medium,easy,random] [--swap-seats] [--budget 300] [--json]
 *
 * `--map` sets the game's first choice option (a map, where the game has maps); `--option key=value` sets
 * any option the game declares (integers, `off` for a nullable one, `true`/`false`); the rest are
 * the game's defaults. `--bots` names one bot per seat (seat 0 first) from the game's levels
 * (easy, medium, hard, random). `--swap-seats` plays every deal in every seat rotation: game i
 * uses the deal (match seed) `<seed>-<floor(i / players)>` with the bot list rotated by
 * `i mod players` (2 players: the same deal twice, seats swapped), so a level's result depends
 * neither on its seat nor on the luck of the deal; use a multiple of `players` games. Without it
 * game i has seed `<seed>-<i>` and seat s always has the s-th bot. `--skip n` plays only games
 * n+1..games of that same sequence (same seeds and seats), so one long run can be split across
 * processes; totals then cover the games played. Bots get the host's clock (`performance.now`)
 * and `--budget` ms per decision (default 300); each decision's wall time is measured here.
 *
 * Output: one line per game (rounds, actions, winners, scores, bots by seat), then totals;
 * `--json` prints one JSON object `{ totals, games }`: `totals` {game, map, options, players,
 * games, bots, swapSeats, budgetMs, skip, meanRounds, meanActions, winShare, winShareByLevel, headToHead,
 * decisionTimeByLevel {level: {decisions, meanMs, p50Ms, p95Ms, maxMs}}, sharedWins,
 * gamesPerSecond} and `games[]` {game, seed, bots, rounds, actions, winners, ranking [{seat, place, score}]}.
 */
import { parseArgs } from 'node:util';
import type { GameBot } from '../../shared-rules/core/define-game';
import { createRandom } from '../../shared-rules/core/random';
import { selfPlay } from '../../shared-rules/core/self-play';
import { gameDefinitions } from '../../shared-rules/games/registry';
import { headToHead, rotate, simOptions, timeStats } from './options';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      map: { type: 'string' },
      option: { type: 'string', multiple: true, default: [] },
      players: { type: 'string', default: '4' },
      games: { type: 'string', default: '20' },
      skip: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string' },
      'swap-seats': { type: 'boolean', default: false },
      budget: { type: 'string', default: '300' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  // Default: the first registered table game (test games only when named).
  const gameId = values.game ?? Object.values(gameDefinitions).find((d) => d.card.test !== true)?.id ?? '';
  const definition = gameDefinitions[gameId];
  if (definition === undefined) fail(`unknown game ${gameId} (registered: ${Object.keys(gameDefinitions).join(', ')})`);
  const { min, max } = definition.module.meta.seats;
  const players = Number(values.players);
  const skip = Number(values.skip);
  const games = Number(values.games);
  if (!Number.isInteger(players) || players < min || players > max || !Number.isInteger(games) || !Number.isInteger(skip) || skip < 0 || games - skip < 1) {
    fail(`--players must be ${min}–${max} for ${definition.id}, --skip at least 0 and --games at least --skip + 1`);
  }
  const budgetMs = Number(values.budget);
  if (!Number.isFinite(budgetMs) || budgetMs <= 0) fail('--budget must be a positive number of ms');
  const options = simOptions(definition, values.map, values.option);
  if (options instanceof Error) fail(options.message);
  const levels = Object.keys(definition.bots);
  const botNames = (values.bots ?? Array.from({ length: players }, () => 'random').join(',')).split(',').map((name) => name.trim());
  const botOf = (name: string): GameBot | undefined => (definition.bots as Record<string, GameBot | undefined>)[name];
  if (botNames.length !== players || botNames.some((name) => botOf(name) === undefined)) fail(`--bots needs ${players} names from: ${levels.join(', ') || '(this game has no bots yet)'}`);
  const used = [...new Set(botNames)];
  const decisionMs = new Map<string, number[]>(used.map((l) => [l, []]));
  const levelWins = new Map<string, number>(used.map((l) => [l, 0]));
  const seats = Array.from({ length: players }, (_, seat) => seat);

  const rows: { game: number; seed: string; bots: string[]; rounds: number; actions: number; winners: number[]; ranking: { seat: number; place: number; score: number }[] }[] = [];
  const wins = new Array<number>(players).fill(0);
  const started = performance.now();
  for (let i = skip; i < games; i++) {
    const seed = values['swap-seats'] ? `${values.seed}-${Math.floor(i / players)}` : `${values.seed}-${i}`;
    const seatNames = values['swap-seats'] ? rotate(botNames, i % players) : botNames;
    const bots = Object.fromEntries(seatNames.map((name, seat) => [seat, botOf(name)])) as Record<number, GameBot>;
    const host = { now: () => performance.now(), budgetMs, onDecision: (seat: number, ms: number): void => void decisionMs.get(seatNames[seat] ?? '')?.push(ms) };
    const played = selfPlay({ module: definition.module, options, seats, seed, bots, botRandom: createRandom(`bots:${seed}`), host });
    const ranking = played.outcome?.ranking ?? [];
    const winners = ranking.filter((r) => r.place === 1).map((r) => r.seat);
    for (const w of winners) {
      wins[w] = (wins[w] ?? 0) + 1 / winners.length;
      const level = seatNames[w] ?? '';
      levelWins.set(level, (levelWins.get(level) ?? 0) + 1 / winners.length);
    }
    const rounds = definition.rounds?.(played.state) ?? 0;
    const row = { game: i + 1, seed, bots: seatNames, rounds, actions: played.actions.length, winners, ranking: ranking.map((r) => ({ seat: r.seat, place: r.place, score: r.score })) };
    rows.push(row);
    if (!values.json) {
      console.log(`game ${String(row.game).padStart(4)}  seed ${seed}  bots ${seatNames.join(',')}  rounds ${rounds}  actions ${row.actions}  winners ${winners.join('+') || '-'}  scores ${row.ranking.map((r) => `${r.seat}:${r.score}`).join(' ')}${played.outcome ? '' : '  (unfinished)'}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const played = games - skip;
  const choice = definition.options.find((s) => s.kind === 'enum');
  const totals = {
    game: definition.id,
    map: choice === undefined ? null : options[choice.key],
    options,
    players,
    games,
    bots: botNames,
    swapSeats: values['swap-seats'],
    budgetMs,
    skip,
    meanRounds: rows.reduce((s, r) => s + r.rounds, 0) / played,
    meanActions: rows.reduce((s, r) => s + r.actions, 0) / played,
    winShare: wins.map((w) => w / played),
    winShareByLevel: Object.fromEntries(used.map((l) => [l, (levelWins.get(l) ?? 0) / played])),
    decisionTimeByLevel: Object.fromEntries(used.map((l) => [l, timeStats(decisionMs.get(l) ?? [])])),
    sharedWins: rows.filter((r) => r.winners.length > 1).length,
    headToHead: headToHead(rows),
    gamesPerSecond: played / seconds,
  };
  if (values.json) {
    console.log(JSON.stringify({ totals, games: rows }));
    return;
  }
  console.log('');
  console.log(`${definition.id}, ${players} players (${botNames.join(',')}), options ${JSON.stringify(options)}`);
  console.log(`games ${played}${skip > 0 ? ` (${skip + 1}–${games} of the sequence)` : ''}  mean rounds ${totals.meanRounds.toFixed(2)}  mean actions ${totals.meanActions.toFixed(0)}  shared wins ${totals.sharedWins}`);
  console.log(`win share by seat  ${totals.winShare.map((w, s) => `${s}: ${(w * 100).toFixed(1)}%`).join('  ')}`);
  console.log(`win share by level  ${used.map((l) => `${l}: ${(((levelWins.get(l) ?? 0) / played) * 100).toFixed(1)}%`).join('  ')}`);
  for (const h of totals.headToHead) console.log(`head to head  ${h.a} above ${h.b}: ${(h.share * 100).toFixed(1)}% of ${h.pairs} seat pairs (a shared place counts half)`);
  for (const l of used) {
    const t = timeStats(decisionMs.get(l) ?? []);
    console.log(`decision time ${l}: ${t.decisions} decisions, mean ${t.meanMs.toFixed(2)} ms, p50 ${t.p50Ms.toFixed(2)} ms, p95 ${t.p95Ms.toFixed(2)} ms, max ${t.maxMs.toFixed(1)} ms`);
  }
  console.log(`${totals.gamesPerSecond.toFixed(2)} games/s (${seconds.toFixed(1)} s)`);
}

main();
