/**
 * Long match records for the benchmarks, for any game: a record of exactly `entries` log
 * entries, cut from a whole game the game's random bots played on the bare module (`selfPlay`)
 * and rebuilt through the match runner (`recordOfSelfPlay`, so every entry has its real hash).
 */
import { createRandom } from '../../shared-rules/core/random';
import { recordOfSelfPlay, selfPlay } from '../../shared-rules/core/self-play';
import type { MatchRecord } from '../../shared-rules/core/types';
import { tableGames } from '../../shared-rules/games/registry';
import { seatsFor } from './engine';

/**
 * A record of `entries` entries from the first table game (registry order) whose random-bot
 * games, 4 players (or the nearest seat count) on its default options, reach that length within
 * 50 seeds. Throws `Error` when none does.
 */
export function recordOfLength(entries: number): MatchRecord {
  for (const definition of tableGames()) {
    const bot = definition.bots.random;
    if (bot === undefined) continue;
    const { meta } = definition.module;
    const seats = seatsFor(definition);
    for (let n = 0; n < 50; n++) {
      const seed = `record-${n}`;
      const played = selfPlay({ module: definition.module, options: meta.defaultOptions, seats: seats.map((s) => s.seat), seed, bots: Object.fromEntries(seats.map((s) => [s.seat, bot])), botRandom: createRandom(`bots:${seed}`) });
      if (played.actions.length < entries) continue;
      return recordOfSelfPlay(definition.module, { matchId: `bench-${n}`, seats, options: meta.defaultOptions, seed, createdAt: '2026-01-01T00:00:00.000Z' }, played.actions.slice(0, entries));
    }
  }
  throw new Error(`no game's random games reach ${entries} actions`);
}
