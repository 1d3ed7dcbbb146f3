/**
 * The game simulator: plays whole games with bots through the core match runner and prints
 * per-game results and totals.
 *
 *   npm run sim -- --game transglobal --map <id> --players 4 --games 200 --seed 1
 *                  [--skip 0] [--bots hard,medium,easy,random] [--swap-seats] [--budget 300]
 *                  [--bank 15] [--tax-floor 5|off] [--json]
 *
 * `--bots` names one bot per seat (seat 0 first) from the registry
 * (`shared-rules/games/transglobal/bots/index.ts`: easy, medium, hard, random, greedy).
 * `--swap-seats` plays every deal in every seat rotation: game i uses the deal (match seed)
 * `<seed>-<floor(i / players)>` with the bot list rotated by `i mod players` (2 players: the
 * same deal twice, seats swapped), so a level's result depends neither on its seat nor on the
 * luck of the deal; use a multiple of `players` games. Without it game i has seed `<seed>-<i>`
 * and seat s always has the s-th bot. `--skip n` plays only games n+1..games of that same
 * sequence (same seeds and seats), so one long run can be split across processes; totals then
 * cover the games played. Bots get the host's clock
 * (`performance.now`) and `--budget` ms per decision (default 300); each decision's wall time
 * is measured here, around the bot call.
 *
 * Real maps are loaded from `assets/maps/transglobal/*.json` when present (checked by the map
 * loader, refused files reported); an unknown `--map` falls back to `fixture-grid`.
 * Output: one line per game (rounds, winners, banks, actions, bots by seat), then totals (mean
 * rounds, win share per seat and per level with shared wins split, mean, p50 and p95 decision
 * time per level in ms, games per second); `--json` prints one JSON object `{ totals, games }`.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TRANSGLOBAL_BOTS, transglobalBot, type LevelBot } from '../../shared-rules/games/transglobal/bots';
import { FIXTURE_GRID_ID } from '../../shared-rules/maps/fixture-grid';
import { getTransglobalMap } from '../../shared-rules/maps/transglobal-registry';
import { loadMapsFrom } from './load-maps';
import { playGame } from './play';

/** The bots the simulator knows, by name (the registry's). */
export const BOTS: Readonly<Record<string, LevelBot>> = TRANSGLOBAL_BOTS;

/** Mean, median, 95th percentile (nearest rank) and maximum of `values`, ms; zeros when empty. */
export function timeStats(values: readonly number[]): { readonly decisions: number; readonly meanMs: number; readonly p50Ms: number; readonly p95Ms: number; readonly maxMs: number } {
  if (values.length === 0) return { decisions: 0, meanMs: 0, p50Ms: 0, p95Ms: 0, maxMs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { decisions: values.length, meanMs: values.reduce((a, b) => a + b, 0) / values.length, p50Ms: rank(0.5), p95Ms: rank(0.95), maxMs: sorted[sorted.length - 1] ?? 0 };
}

/** `names` rotated so that seat s gets `names[(s - shift) mod n]` (game `shift` of `--swap-seats`). */
export function rotate<T>(names: readonly T[], shift: number): T[] {
  const n = names.length;
  return names.map((_, s) => names[(((s - shift) % n) + n) % n]).filter((x): x is T => x !== undefined);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'transglobal' },
      map: { type: 'string', default: 'usa' },
      players: { type: 'string', default: '4' },
      games: { type: 'string', default: '20' },
      skip: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string' },
      'swap-seats': { type: 'boolean', default: false },
      budget: { type: 'string', default: '300' },
      bank: { type: 'string', default: '15' },
      'tax-floor': { type: 'string', default: '5' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.game !== 'transglobal') {
    console.error(`unknown game ${values.game} (the simulator plays: transglobal)`);
    process.exit(2);
  }
  const players = Number(values.players);
  const skip = Number(values.skip);
  const games = Number(values.games);
  const bank = Number(values.bank);
  const floor = values['tax-floor'] === 'off' ? null : Number(values['tax-floor']);
  if (!Number.isInteger(players) || players < 2 || players > 6 || !Number.isInteger(games) || !Number.isInteger(skip) || skip < 0 || games - skip < 1) {
    console.error('--players must be 2–6, --skip at least 0 and --games at least --skip + 1');
    process.exit(2);
  }
  const budgetMs = Number(values.budget);
  if (!Number.isFinite(budgetMs) || budgetMs <= 0) {
    console.error('--budget must be a positive number of ms');
    process.exit(2);
  }
  const botNames = (values.bots ?? Array.from({ length: players }, () => 'random').join(',')).split(',').map((name) => name.trim());
  if (botNames.length !== players || botNames.some((name) => transglobalBot(name) === undefined)) {
    console.error(`--bots needs ${players} names from: ${Object.keys(BOTS).join(', ')}`);
    process.exit(2);
  }
  const levels = [...new Set(botNames)];
  const decisionMs = new Map<string, number[]>(levels.map((l) => [l, []]));
  const levelWins = new Map<string, number>(levels.map((l) => [l, 0]));

  const maps = loadMapsFrom(join(process.cwd(), 'assets', 'maps', 'transglobal'));
  for (const refusal of maps.refused) console.error(`map refused: ${refusal}`);
  let mapId = values.map;
  if (getTransglobalMap(mapId) === undefined) {
    console.error(`map ${mapId} is not available (loaded: ${maps.loaded.join(', ') || 'none'}); using ${FIXTURE_GRID_ID}`);
    mapId = FIXTURE_GRID_ID;
  }

  const rows: { game: number; seed: string; bots: string[]; rounds: number; actions: number; winners: number[]; banks: number[]; ranking: { seat: number; place: number; score: number }[] }[] = [];
  const wins = new Array<number>(players).fill(0);
  const started = performance.now();
  for (let i = skip; i < games; i++) {
    const seed = values['swap-seats'] ? `${values.seed}-${Math.floor(i / players)}` : `${values.seed}-${i}`;
    const seatNames = values['swap-seats'] ? rotate(botNames, i % players) : botNames;
    const seatBots = seatNames.map((name) => transglobalBot(name)).filter((b): b is LevelBot => b !== undefined);
    const host = {
      now: () => performance.now(),
      budgetMs,
      onDecision: (seat: number, ms: number): void => {
        decisionMs.get(seatNames[seat] ?? '')?.push(ms);
      },
    };
    const played = playGame({ mapId, players, seed, bots: seatBots, startingBank: bank, taxFloor: floor, host });
    const ranking = played.outcome?.ranking ?? [];
    const winners = ranking.filter((r) => r.place === 1).map((r) => r.seat);
    for (const w of winners) {
      wins[w] = (wins[w] ?? 0) + 1 / winners.length;
      const level = seatNames[w] ?? '';
      levelWins.set(level, (levelWins.get(level) ?? 0) + 1 / winners.length);
    }
    const row = { game: i + 1, seed, bots: seatNames, rounds: played.rounds, actions: played.actions, winners, banks: [...played.banks], ranking: ranking.map((r) => ({ ...r })) };
    rows.push(row);
    if (!values.json) {
      console.log(`game ${String(row.game).padStart(4)}  seed ${seed}  bots ${seatNames.join(',')}  rounds ${row.rounds}  actions ${row.actions}  winners ${winners.join('+') || '-'}  banks ${row.banks.join('/')}${played.outcome ? '' : '  (unfinished)'}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const played = games - skip;
  const totals = {
    game: 'transglobal',
    map: mapId,
    players,
    games,
    bots: botNames,
    swapSeats: values['swap-seats'],
    budgetMs,
    startingBank: bank,
    taxFloor: floor,
    skip,
    meanRounds: rows.reduce((s, r) => s + r.rounds, 0) / played,
    meanActions: rows.reduce((s, r) => s + r.actions, 0) / played,
    winShare: wins.map((w) => w / played),
    winShareByLevel: Object.fromEntries(levels.map((l) => [l, (levelWins.get(l) ?? 0) / played])),
    decisionTimeByLevel: Object.fromEntries(levels.map((l) => [l, timeStats(decisionMs.get(l) ?? [])])),
    sharedWins: rows.filter((r) => r.winners.length > 1).length,
    gamesPerSecond: played / seconds,
  };
  if (values.json) {
    console.log(JSON.stringify({ totals, games: rows }));
    return;
  }
  console.log('');
  console.log(`map ${totals.map}, ${players} players (${botNames.join(',')}), bank $${bank}, tax floor ${floor === null ? 'off' : `$${floor}`}`);
  console.log(`games ${played}${skip > 0 ? ` (${skip + 1}–${games} of the sequence)` : ''}  mean rounds ${totals.meanRounds.toFixed(2)}  mean actions ${totals.meanActions.toFixed(0)}  shared wins ${totals.sharedWins}`);
  console.log(`win share by seat  ${totals.winShare.map((w, s) => `${s}: ${(w * 100).toFixed(1)}%`).join('  ')}`);
  console.log(`win share by level  ${levels.map((l) => `${l}: ${((levelWins.get(l) ?? 0) / played * 100).toFixed(1)}%`).join('  ')}`);
  for (const l of levels) {
    const t = timeStats(decisionMs.get(l) ?? []);
    console.log(`decision time ${l}: ${t.decisions} decisions, mean ${t.meanMs.toFixed(2)} ms, p50 ${t.p50Ms.toFixed(2)} ms, p95 ${t.p95Ms.toFixed(2)} ms, max ${t.maxMs.toFixed(1)} ms`);
  }
  console.log(`${totals.gamesPerSecond.toFixed(2)} games/s (${seconds.toFixed(1)} s)`);
}

main();
