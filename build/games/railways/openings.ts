/**
 * How each Railways of the World map's openings fare (issue #19: "no map where one opening wins
 * far more often than another"): plays seeded games with the same bot level in every seat (so
 * only the map and the deal differ), takes each player's **opening** — the city their first link
 * starts from (the lowest track id they own that is a link; links are never removed) — and prints,
 * per opening chosen at least `--min` times, how often it was chosen and its win share (a shared
 * first place counts its share), next to the even share (1 / players), and its z-score against
 * that share (wins − chosen × even) / √(chosen × even × (1 − even)). An opening with z ≥ 3.3 wins
 * far more often than chance allows: with about 20 openings tested, the chance that any of them
 * reaches 3.3 by luck alone is about 1 % (Bonferroni: 0.01 / 20 one-sided).
 *
 *   npx tsx build/games/railways/openings.ts --map <id> [--players 4] [--games 100] [--seed op] [--bots hard] [--min 8] [--json]
 *
 * Output: one line per opening, best first, then the spread: the highest and lowest win share
 * among them and their ratio; `--json` prints `{ map, players, games, bots, even, openings:
 * [{ city, chosen, winShare, z }], highest, lowest, far }` (`far`: the openings with z ≥ 3.3).
 */
import { parseArgs } from 'node:util';
import type { GameBot } from '../../../shared-rules/core/define-game';
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import { railwaysGame, type RailwaysOptions, type RailwaysState } from '../../../shared-rules/games/railways';
import { boardOf } from '../../../shared-rules/games/railways/board';

/** The z-score from which an opening wins far more often than chance (see above). */
export const FAR_Z = 3.3;

/** One opening's tally. */
type Tally = { chosen: number; wins: number };

/** Each player's opening (the city id their first link starts from), by player index; '' when they built no link. */
export function openingsOf(state: RailwaysState): string[] {
  const board = boardOf(state);
  return state.players.map((_, p) => {
    const first = state.tracks.filter((t) => t.owner === p && t.to >= 0).sort((a, b) => a.id - b.id)[0];
    return first === undefined ? '' : (board.map.hexes[first.from]?.city?.id ?? '');
  });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      map: { type: 'string', default: 'eastern-us' },
      players: { type: 'string', default: '4' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: 'op' },
      bots: { type: 'string', default: 'hard' },
      min: { type: 'string', default: '8' },
      json: { type: 'boolean', default: false },
    },
  });
  const players = Number(values.players);
  const games = Number(values.games);
  const level = values.bots as 'easy' | 'medium' | 'hard';
  const bot: GameBot | undefined = railwaysGame.bots[level];
  if (bot === undefined) throw new Error(`no ${level} bot`);
  const options: RailwaysOptions = { ...(railwaysGame.module.meta.defaultOptions as RailwaysOptions), mapId: values.map };
  const seats = Array.from({ length: players }, (_, i) => i);
  const bots = Object.fromEntries(seats.map((s) => [s, bot])) as Record<number, GameBot>;
  const tallies = new Map<string, Tally>();
  for (let g = 0; g < games; g++) {
    const seed = `${values.seed}-${g}`;
    const played = selfPlay({ module: railwaysGame.module, options, seats, seed, bots, botRandom: createRandom(`bots:${seed}`), host: { now: () => performance.now(), budgetMs: 300 } });
    const state = played.state as unknown as RailwaysState;
    const ranking = played.outcome?.ranking ?? [];
    const winners = ranking.filter((r) => r.place === 1).map((r) => r.seat);
    openingsOf(state).forEach((city, p) => {
      if (city === '') return;
      const tally = tallies.get(city) ?? { chosen: 0, wins: 0 };
      tally.chosen += 1;
      if (winners.includes(state.players[p]?.seat ?? -1)) tally.wins += 1 / winners.length;
      tallies.set(city, tally);
    });
  }
  const min = Number(values.min);
  const openings = [...tallies.entries()]
    .filter(([, t]) => t.chosen >= min)
    .map(([city, t]) => ({ city, chosen: t.chosen, winShare: t.wins / t.chosen, z: (t.wins - t.chosen / players) / Math.sqrt((t.chosen / players) * (1 - 1 / players)) }))
    .sort((a, b) => b.winShare - a.winShare || b.chosen - a.chosen);
  const even = 1 / players;
  const highest = openings[0];
  const lowest = openings[openings.length - 1];
  const far = openings.filter((o) => o.z >= FAR_Z).map((o) => o.city);
  if (values.json) {
    console.log(JSON.stringify({ map: values.map, players, games, bots: level, even, openings, highest, lowest, far }));
    return;
  }
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  for (const o of openings) console.log(`${o.city.padEnd(18)} chosen ${String(o.chosen).padStart(4)}  wins ${pct(o.winShare).padStart(7)}  z ${o.z.toFixed(2).padStart(6)}`);
  const rare = [...tallies.values()].filter((t) => t.chosen < min).reduce((n, t) => n + t.chosen, 0);
  console.log(`${values.map}, ${players} players, ${games} games of ${level} bots: ${openings.length} openings chosen ≥ ${min} times (${rare} first links from rarer ones); even share ${pct(even)}`);
  if (highest !== undefined && lowest !== undefined) {
    console.log(`spread: highest ${highest.city} ${pct(highest.winShare)} (${highest.chosen}), lowest ${lowest.city} ${pct(lowest.winShare)} (${lowest.chosen}); highest ÷ even ${(highest.winShare / even).toFixed(2)}`);
  }
  console.log(`openings winning far more often than chance (z ≥ ${FAR_Z}): ${far.length === 0 ? 'none' : far.join(', ')}`);
}

main();
