/**
 * The entry hash covers everything a replay depends on (issue #13 §5): the actor (`by`) of each
 * entry and the header's game, rules version, seats (colour, controller, bot level), options and
 * seed. A tampered field is caught by replay and named at the first entry it changes. Saves made
 * before hash version 2 (a real record written by the previous build, kept as a fixture) still
 * replay, and a new record cannot be passed off as an old one by dropping `hashVersion`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getGame } from '../../../shared-rules/games/registry';
import { describe, expect, it } from 'vitest';
import { HASH_VERSION, outcomeOf, replayMatch, startMatch, submitAction, type Match } from '../../../shared-rules/core/match';
import { parseMatchRecord } from '../../../shared-rules/core/match-schema';
import { createRandom } from '../../../shared-rules/core/random';
import type { MatchRecord } from '../../../shared-rules/core/types';
import { checkRecord } from '../../../shared-rules/games/check-record';
import { transglobalGame } from '../../../shared-rules/games/transglobal';

/** A seeded Transglobal match (USA): seat 0 human, seats 2 and 4 random bots. */
function played(actions: number): Match {
  const started = startMatch(transglobalGame.module, {
    matchId: 'hash-covers',
    seats: [0, 2, 4].map((seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: seat === 0 ? ('human' as const) : ('bot' as const), ...(seat === 0 ? {} : { botLevel: 'random' as const }) })),
    options: { mapId: 'usa', startingBank: 15, taxFloor: 5 },
    seed: 'hash-covers',
    createdAt: '2026-11-25T10:00:00.000Z',
  });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom('hash-covers-bot');
  const bot = transglobalGame.bots.random;
  if (bot === undefined) throw new Error('no random bot');
  for (let i = 0; i < actions && outcomeOf(match) === undefined; i++) {
    const { module, state } = match;
    const seat = module.toAct(state)[0] ?? -1;
    const next = submitAction(match, bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {}), seat === 0 ? 'human' : 'bot');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
  return match;
}

const record = played(30).record;
const verdictOf = (r: MatchRecord) => {
  const v = checkRecord(r, getGame);
  return v.kind === 'corrupt' ? v.reason : v.kind;
};

describe('the entry hash covers everything that replays', () => {
  it('new matches record hash version 2 and replay', () => {
    expect(record.hashVersion).toBe(HASH_VERSION);
    expect(verdictOf(record)).toBe('ok');
  });

  it('a tampered actor is named at its entry', () => {
    const log = record.log.map((e) => (e.seq === 7 ? { ...e, by: e.by === 'bot' ? ('human' as const) : ('bot' as const) } : e));
    expect(verdictOf({ ...record, log })).toBe('entry 7: hash differs from the record');
  });

  const headerTampers: ReadonlyArray<readonly [string, (r: MatchRecord) => MatchRecord]> = [
    ['a seat controller', (r) => ({ ...r, seats: r.seats.map((s) => (s.seat === 2 ? { ...s, controller: 'human' as const, botLevel: undefined } : s)) })],
    ['a bot level', (r) => ({ ...r, seats: r.seats.map((s) => (s.seat === 4 ? { ...s, botLevel: 'hard' as const } : s)) })],
    ['a colour', (r) => ({ ...r, seats: r.seats.map((s) => (s.seat === 0 ? { ...s, color: '#ffffff' } : s)) })],
    ['an option', (r) => ({ ...r, options: { ...(r.options as Record<string, unknown>), taxFloor: 6 } as MatchRecord['options'] })],
    ['the seed', (r) => ({ ...r, seed: 'another-seed' })],
    ['the hash version (dropped, to pass as an old save)', (r) => { const { hashVersion: _dropped, ...rest } = r; return rest; }],
  ];
  it.each(headerTampers)('a tampered header (%s) is named at entry 0', (_what, tamper) => {
    expect(verdictOf(tamper(record))).toMatch(/^entry 0: /);
  });

  it('the match id and creation time are not replayed, so a copy under another id still replays', () => {
    expect(verdictOf({ ...record, matchId: 'copy', createdAt: '2026-11-26T00:00:00.000Z' })).toBe('ok');
  });
});

describe('saves made before hash version 2', () => {
  // A real record of a build before hash version 2 (61 entries in round 1). Its rules version was
  // raised from 2 to 3 when the start player became random at every round: round 1 replays the
  // same under both, so every entry and hash is as that build wrote it.
  const old = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/saves/transglobal-usa-hash-v1.json'), 'utf8')) as MatchRecord;

  it('a real record of the previous build (61 entries, an undo among them) parses and replays to its hashes', () => {
    expect(parseMatchRecord(old).success).toBe(true);
    expect(old.hashVersion).toBeUndefined();
    expect(old.log.some((e) => e.kind === 'undo')).toBe(true);
    const replay = replayMatch(transglobalGame.module, old);
    expect(replay.ok ? replay.match.record.log.length : replay.error.message).toBe(old.log.length);
  });

  it('still catches a tampered action or hash in an old record', () => {
    expect(verdictOf({ ...old, log: old.log.map((e) => (e.seq === 5 ? { ...e, hash: 'x'.repeat(43) } : e)) })).toBe('entry 5: hash differs from the record');
    expect(verdictOf({ ...old, hashVersion: 2 })).toMatch(/^entry 0: /);
  });
});
