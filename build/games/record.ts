/**
 * What every game's `record-fixtures.ts` shares (conventions §5: the log is the fixture): start a
 * match of bot seats, play it out through the match runner (so the record is what the app would
 * save), and find, seed after seed, the first game that shows what a fixture is for, written to
 * `tests/fixtures/<game>/records/<name>.json` as `{ name, description, expected, record }`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeOf, startMatch, submitAction, type Match } from '../../shared-rules/core';
import type { Action, AnyGameModule, GameEvent, Json, MatchSeat, SeatId } from '../../shared-rules/core/types';

/** The fixed creation time of recorded matches (the rules have no clock; the header records it). */
export const RECORDED_AT = '2026-11-26T10:00:00.000Z';

/**
 * Starts a match of `levels.length` bot seats (seat i with bot level `levels[i]`, colours and
 * symbols placeholders) with `options` and `seed`. Throws `Error` when the runner refuses it.
 */
export function startBotMatch(module: AnyGameModule, levels: readonly NonNullable<MatchSeat['botLevel']>[], options: Json, seed: string, createdAt = RECORDED_AT): Match {
  const seats = levels.map((botLevel, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot' as const, botLevel }));
  const started = startMatch(module, { matchId: `fixture-${seed}`, seats, options, seed, createdAt });
  if (!started.ok) throw new Error(started.error.message);
  return started.match;
}

/**
 * Plays `match` out: the seat to act decides (`decide`, with the match as it stands) and its action is submitted as a bot's, at most `maxActions` times or until
 * the game is over; `after` may change the match after each action (e.g. an undo and a replay).
 * Returns the match and every event. Throws `Error` when a decision is missing or refused.
 */
export function playOut(
  module: AnyGameModule,
  start: Match,
  decide: (seat: SeatId, match: Match) => Action | undefined,
  options: { readonly maxActions?: number; readonly after?: (match: Match, action: Action, seat: SeatId) => Match } = {},
): { readonly match: Match; readonly events: readonly GameEvent[] } {
  let match = start;
  const events: GameEvent[] = [];
  for (let i = 0; i < (options.maxActions ?? 20_000) && outcomeOf(match) === undefined; i++) {
    const seat = module.toAct(match.state)[0] ?? -1;
    const action = decide(seat, match);
    if (action === undefined) throw new Error(`no action for seat ${seat}`);
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
    match = options.after === undefined ? result.match : options.after(result.match, action, seat);
  }
  return { match, events };
}

/** One fixture to find: its file name, what it shows, and how to play and judge a game for it. */
export type FixtureSpec<P extends { readonly match: Match }> = {
  readonly name: string;
  readonly description: string;
  /** Plays one game with this seed. */
  readonly play: (seed: string) => P;
  /** Whether a finished game shows what the fixture is for (any finished game when absent). */
  readonly wanted?: (played: P) => boolean;
};

/**
 * For each spec (or only those named in `only`), plays seeds `<prefix>-<name>-0`, `-1`, … up to
 * `tries` and writes the first finished game the spec wants to
 * `tests/fixtures/<game>/records/<name>.json`; prints what it found or that nothing was.
 */
export function recordFixtures<P extends { readonly match: Match }>(game: string, specs: readonly FixtureSpec<P>[], tries: number, only: readonly string[] = []): void {
  const dir = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', game, 'records');
  mkdirSync(dir, { recursive: true });
  for (const spec of specs) {
    if (only.length > 0 && !only.includes(spec.name)) continue;
    let done = false;
    for (let g = 0; g < tries && !done; g++) {
      const seed = `${game}-fixture-${spec.name}-${g}`;
      const played = spec.play(seed);
      const outcome = outcomeOf(played.match);
      if (outcome === undefined || (spec.wanted !== undefined && !spec.wanted(played))) continue;
      writeFixture(dir, spec.name, spec.description, played.match);
      console.log(`${spec.name}: seed ${seed}, ${played.match.record.log.length} entries, ${outcome.reason}`);
      done = true;
    }
    if (!done) console.log(`${spec.name}: not found`);
  }
}

/** Writes `match` as fixture `name` in `dir`: `{ name, description, expected, record }`, one line. */
export function writeFixture(dir: string, name: string, description: string, match: Match): void {
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ name, description, expected: outcomeOf(match), record: match.record })}\n`);
}
