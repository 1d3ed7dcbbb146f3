/**
 * The game simulator: plays whole games with bots through the core match runner and prints
 * per-game results and totals.
 *
 *   npm run sim -- --game transglobal --map <id> --players 4 --games 200 --seed 1
 *                  [--bots random,random,greedy,random] [--bank 15] [--tax-floor 5|off] [--json]
 *
 * Real maps are loaded from `assets/maps/transglobal/*.json` when present (checked by the map
 * loader, refused files reported); an unknown `--map` falls back to `fixture-grid`.
 * Output: one line per game (rounds, winners, banks, actions), then totals (mean rounds, win
 * share per seat with shared wins split, games per second); `--json` prints one JSON object.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { greedyBot } from '../../shared-rules/games/transglobal/bots/greedy';
import { randomBot, type Bot } from '../../shared-rules/games/transglobal/bots/random';
import { FIXTURE_GRID_ID } from '../../shared-rules/maps/fixture-grid';
import { getTransglobalMap } from '../../shared-rules/maps/transglobal-registry';
import { loadMapsFrom } from './load-maps';
import { playGame } from './play';

/** The bots the simulator knows, by name. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, greedy: greedyBot };

function main(): void {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'transglobal' },
      map: { type: 'string', default: 'usa' },
      players: { type: 'string', default: '4' },
      games: { type: 'string', default: '20' },
      seed: { type: 'string', default: '1' },
      bots: { type: 'string' },
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
  const games = Number(values.games);
  const bank = Number(values.bank);
  const floor = values['tax-floor'] === 'off' ? null : Number(values['tax-floor']);
  if (!Number.isInteger(players) || players < 2 || players > 6 || !Number.isInteger(games) || games < 1) {
    console.error('--players must be 2–6 and --games at least 1');
    process.exit(2);
  }
  const botNames = (values.bots ?? Array.from({ length: players }, () => 'random').join(',')).split(',');
  const bots = botNames.map((name) => BOTS[name.trim()]);
  if (bots.length !== players || bots.some((b) => b === undefined)) {
    console.error(`--bots needs ${players} names from: ${Object.keys(BOTS).join(', ')}`);
    process.exit(2);
  }
  const botList = bots.filter((b): b is Bot => b !== undefined);

  const maps = loadMapsFrom(join(process.cwd(), 'assets', 'maps', 'transglobal'));
  for (const refusal of maps.refused) console.error(`map refused: ${refusal}`);
  let mapId = values.map;
  if (getTransglobalMap(mapId) === undefined) {
    console.error(`map ${mapId} is not available (loaded: ${maps.loaded.join(', ') || 'none'}); using ${FIXTURE_GRID_ID}`);
    mapId = FIXTURE_GRID_ID;
  }

  const rows: { game: number; seed: string; rounds: number; actions: number; winners: number[]; banks: number[]; ranking: { seat: number; place: number; score: number }[] }[] = [];
  const wins = new Array<number>(players).fill(0);
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const seed = `${values.seed}-${i}`;
    const played = playGame({ mapId, players, seed, bots: botList, startingBank: bank, taxFloor: floor });
    const ranking = played.outcome?.ranking ?? [];
    const winners = ranking.filter((r) => r.place === 1).map((r) => r.seat);
    for (const w of winners) wins[w] = (wins[w] ?? 0) + 1 / winners.length;
    const row = { game: i + 1, seed, rounds: played.rounds, actions: played.actions, winners, banks: [...played.banks], ranking: ranking.map((r) => ({ ...r })) };
    rows.push(row);
    if (!values.json) {
      console.log(`game ${String(row.game).padStart(4)}  seed ${seed}  rounds ${row.rounds}  actions ${row.actions}  winners ${winners.join('+') || '-'}  banks ${row.banks.join('/')}${played.outcome ? '' : '  (unfinished)'}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const totals = {
    game: 'transglobal',
    map: mapId,
    players,
    games,
    bots: botNames,
    startingBank: bank,
    taxFloor: floor,
    meanRounds: rows.reduce((s, r) => s + r.rounds, 0) / games,
    meanActions: rows.reduce((s, r) => s + r.actions, 0) / games,
    winShare: wins.map((w) => w / games),
    sharedWins: rows.filter((r) => r.winners.length > 1).length,
    gamesPerSecond: games / seconds,
  };
  if (values.json) {
    console.log(JSON.stringify({ totals, games: rows }));
    return;
  }
  console.log('');
  console.log(`map ${totals.map}, ${players} players (${botNames.join(',')}), bank $${bank}, tax floor ${floor === null ? 'off' : `$${floor}`}`);
  console.log(`games ${games}  mean rounds ${totals.meanRounds.toFixed(2)}  mean actions ${totals.meanActions.toFixed(0)}  shared wins ${totals.sharedWins}`);
  console.log(`win share by seat  ${totals.winShare.map((w, s) => `${s}: ${(w * 100).toFixed(1)}%`).join('  ')}`);
  console.log(`${totals.gamesPerSecond.toFixed(2)} games/s (${seconds.toFixed(1)} s)`);
}

main();
