/**
 * Self-play on the bare module (shared-rules/core/self-play.ts) plays the very game the match
 * runner records: for every registered game with a random bot, whole seeded games played bare
 * are rebuilt through the runner (every action checked and hashed) to the same final state and
 * outcome, and the record replays. The simulator's option parsing is checked here too.
 */
import { describe, expect, it } from 'vitest';
import { replayMatch } from '../../../shared-rules/core/match';
import { createRandom } from '../../../shared-rules/core/random';
import { recordOfSelfPlay, selfPlay } from '../../../shared-rules/core/self-play';
import type { GameBot } from '../../../shared-rules/core/define-game';
import { gameDefinitions } from '../../../shared-rules/games/registry';
import { headToHead, optionValue, simOptions } from '../../../build/sim/options';

const games = Object.values(gameDefinitions).filter((d) => d.bots.random !== undefined);

describe('self-play on the bare module', () => {
  it.each(games.flatMap((definition) => ['a', 'b'].map((seed) => ({ definition, seed }))))('$definition.id, seed $seed: the runner rebuilds the same game and its record replays', ({ definition, seed }) => {
    const players = Math.min(Math.max(definition.module.meta.seats.min, 4), definition.module.meta.seats.max);
    const seats = Array.from({ length: players }, (_, i) => i);
    const random = definition.bots.random as GameBot;
    const bots = Object.fromEntries(seats.map((s) => [s, random]));
    const options = definition.module.meta.defaultOptions;
    const played = selfPlay({ module: definition.module, options, seats, seed, bots, botRandom: createRandom(`bots:${seed}`) });
    expect(played.outcome).toBeDefined();
    expect(played.actions.length).toBeGreaterThan(5);
    const record = recordOfSelfPlay(
      definition.module,
      { matchId: `self-${seed}`, seats: seats.map((seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot', botLevel: 'random' })), options, seed, createdAt: '2026-11-25T00:00:00.000Z' },
      played.actions,
    );
    expect(record.log).toHaveLength(played.actions.length);
    const replayed = replayMatch(definition.module, JSON.parse(JSON.stringify(record)));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.match.state).toEqual(played.state);
    expect(definition.module.outcome(replayed.match.state)).toEqual(played.outcome);
  });
});

describe('the simulator options', () => {
  const transglobal = gameDefinitions['transglobal'];
  if (transglobal === undefined) throw new Error('no transglobal');
  it('--map sets the first choice option; --option sets integers, off and refuses what the spec refuses', () => {
    expect(simOptions(transglobal, 'europe', ['startingBank=20', 'taxFloor=off'])).toEqual({ mapId: 'europe', startingBank: 20, taxFloor: null });
    expect(simOptions(transglobal, 'atlantis', [])).toBeInstanceOf(Error);
    expect(simOptions(transglobal, undefined, ['startingBank=9999'])).toBeInstanceOf(Error);
    expect(simOptions(transglobal, undefined, ['nope=1'])).toBeInstanceOf(Error);
    expect(optionValue({ kind: 'boolean', key: 'x', labelKey: 'x' }, 'true')).toBe(true);
  });
});

describe('the simulator’s head to head', () => {
  it('counts, for each pair of levels, the seat pairs in which the first placed above the second, a shared place as half', () => {
    const games = [
      { bots: ['hard', 'medium', 'medium'], ranking: [{ seat: 0, place: 1 }, { seat: 1, place: 2 }, { seat: 2, place: 3 }] },
      { bots: ['medium', 'hard', 'medium'], ranking: [{ seat: 0, place: 1 }, { seat: 1, place: 1 }, { seat: 2, place: 3 }] },
    ];
    const rows = headToHead(games);
    const hard = rows.find((r) => r.a === 'hard' && r.b === 'medium');
    // Game 1: hard above both mediums (2 of 2); game 2: tied with one (0.5), above the other (1).
    expect(hard).toEqual({ a: 'hard', b: 'medium', share: 3.5 / 4, pairs: 4 });
    expect(rows.find((r) => r.a === 'medium' && r.b === 'hard')?.share).toBeCloseTo(0.5 / 4);
  });
});
