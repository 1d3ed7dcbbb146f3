/**
 * The engine session's bot moves give the match up (issue #12: `RunOptions.owned`, applied in
 * place where the game has `applyOwned`): for every registered game with a random bot, a whole
 * game played by `botMove` must send exactly the updates (views, legal lists, events, log entries
 * and lines, undo flags) that the same actions give when submitted on the pure path; and undoing
 * a bot's move — which kept no snapshot, so the runner replays the log up to it — must give what
 * undoing it on the pure path gives, and play on identically.
 */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../renderer/engine/bots';
import type { EngineResult, EngineUpdate } from '../../renderer/engine/protocol';
import { createEngineSession } from '../../renderer/engine/session';
import type { MatchSeat } from '../../shared-rules/core/types';
import { gameDefinitions, getGame } from '../../shared-rules/games/registry';

const games = Object.values(gameDefinitions).filter((d) => d.bots.random !== undefined);

/** `players` seats of `controller` (bots play the random level). */
function seatsOf(players: number, controller: 'bot' | 'human'): MatchSeat[] {
  return Array.from({ length: players }, (_, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller, ...(controller === 'bot' ? { botLevel: 'random' } : {}) }));
}

/** An update as JSON text without its header (the two sessions' seats differ in controller only). */
function textOf(update: EngineUpdate): string {
  const { header: _header, ...rest } = update;
  return JSON.stringify(rest);
}

function updateOf(result: EngineResult): EngineUpdate {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.update;
}

/**
 * Plays a whole game on two sessions from one seed: `bots` by `botMove`, `pure` by submitting
 * each action the bot chose (`by: 'bot'`, so the entries match). After each move the updates are
 * compared as text at once (a later bot move may change an earlier update in place). At the
 * `undoAt`-th move after which the mover may undo it, both undo it and play on.
 */
function playBoth(gameId: string, players: number, seed: string, undoAt: number): { moves: number; undone: number } {
  const module = getGame(gameId);
  if (module === undefined) throw new Error(`no game ${gameId}`);
  const header = { gameId, matchId: 'owned', options: module.meta.defaultOptions, seed, createdAt: '2026-11-27T00:00:00.000Z' };
  const bots = createEngineSession(getGame, botFor);
  const pure = createEngineSession(getGame, botFor);
  let a = updateOf(bots.newMatch({ ...header, seats: seatsOf(players, 'bot') }));
  let b = updateOf(pure.newMatch({ ...header, seats: seatsOf(players, 'human') }));
  expect(textOf(a)).toBe(textOf(b));
  let moves = 0;
  let undoable = 0;
  let undone = 0;
  while (a.outcome === null && moves < 4000) {
    const seat = a.toAct[0];
    if (seat === undefined) throw new Error('nobody is to act');
    a = updateOf(bots.botMove(seat));
    const action = a.entry?.action;
    if (action === undefined) throw new Error('a bot move without an action');
    b = updateOf(pure.submit(action, 'bot'));
    expect(textOf(a), `${gameId} move ${moves}`).toBe(textOf(b));
    moves++;
    if (a.canUndo[seat] === true && ++undoable === undoAt) {
      a = updateOf(bots.undo(seat, 'bot'));
      b = updateOf(pure.undo(seat, 'bot'));
      expect(textOf(a), `${gameId} undo after move ${moves}`).toBe(textOf(b));
      undone++;
    }
  }
  expect(a.outcome).not.toBeNull();
  const history = [bots.history(), pure.history()].map((h) => (h.ok ? JSON.stringify(h.views) : h.error.code));
  expect(history[0]).toBe(history[1]);
  return { moves, undone };
}

describe.each(games)('bot moves given up to the runner: $id', (definition) => {
  const players = Math.min(Math.max(definition.module.meta.seats.min, 4), definition.module.meta.seats.max);
  it.each(['a', 'b'])('seed %s: the same updates as the pure path for a whole game, and an undone bot move is the pure path’s', (seed) => {
    const { moves, undone } = playBoth(definition.id, players, `owned-session-${definition.id}-${seed}`, seed === 'a' ? 3 : 20);
    expect(moves).toBeGreaterThan(5);
    // A game whose bot moves can be undone at all must have had one undone here.
    if (definition.module.applyOwned !== undefined) expect(undone).toBe(1);
  });
});
