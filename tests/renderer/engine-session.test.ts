import { describe, expect, it } from 'vitest';
import { getGame } from '../../shared-rules/games/registry';
import { botRandomOf, createEngineSession } from '../../renderer/engine/session';
import type { MatchSeat } from '../../shared-rules/core/types';
import { savedRecord } from '../kit/saved-log';

const seats: MatchSeat[] = [
  { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
  { seat: 3, color: '#D55E00', symbol: 'triangle', controller: 'human' },
];
const request = { gameId: 'counter', seats, options: {}, seed: 'seed-1', matchId: 'm-test', createdAt: '2026-11-22T03:00:00.000Z' };

describe('engine session (what the worker answers)', () => {
  it('starts a counter match with views, legal lists and undo flags per seat', () => {
    const engine = createEngineSession(getGame);
    const started = engine.newMatch(request);
    if (!started.ok) throw new Error(started.error.message);
    const u = started.update;
    expect(u.toAct).toEqual([0]);
    expect(u.entry).toBeNull();
    expect(u.entries).toBe(0);
    expect(u.legal[0]?.map((a) => a.type)).toEqual(['add', 'add', 'draw', 'reveal']);
    expect(u.legal[3]).toEqual([]);
    expect(u.canUndo).toEqual({ 0: false, 3: false });
    expect(u.header.matchId).toBe('m-test');
  });

  it('answers submit and undo with the new log entry, and refuses out-of-turn input', () => {
    const engine = createEngineSession(getGame);
    engine.newMatch(request);
    const added = engine.submit({ type: 'add', seat: 0, amount: 2 }, 'human');
    if (!added.ok) throw new Error(added.error.message);
    expect(added.update.entry?.seq).toBe(0);
    expect(added.update.canUndo[0]).toBe(true);
    expect(added.update.events.map((e) => e.type)).toEqual(['added']);
    const refused = engine.submit({ type: 'add', seat: 3, amount: 1 }, 'human');
    expect(refused.ok ? 'accepted' : refused.error.code).toBe('not-your-turn');
    const undone = engine.undo(0, 'human');
    if (!undone.ok) throw new Error(undone.error.message);
    expect(undone.update.entry?.kind).toBe('undo');
    expect(undone.update.entries).toBe(2);
  });

  it('never sends a seat another seat\'s secret word', () => {
    const engine = createEngineSession(getGame);
    const started = engine.newMatch(request);
    if (!started.ok) throw new Error(started.error.message);
    const views = JSON.stringify({ table: started.update.tableView });
    const mine = started.update.seatViews[0];
    const theirs = started.update.seatViews[3];
    const secretOf = (v: unknown): string => (typeof v === 'object' && v !== null && 'mySecret' in v && typeof v.mySecret === 'string' ? v.mySecret : '');
    expect(secretOf(mine)).not.toBe('');
    expect(JSON.stringify(theirs)).not.toContain(secretOf(mine));
    expect(views).not.toContain(secretOf(mine));
  });

  it('reloads a record by replay to the same views', () => {
    const first = createEngineSession(getGame);
    first.newMatch(request);
    const e0 = first.submit({ type: 'add', seat: 0, amount: 1 }, 'human');
    const e1 = first.submit({ type: 'end-turn', seat: 0 }, 'human');
    if (!e0.ok || !e1.ok || e0.update.entry === null || e1.update.entry === null) throw new Error('setup failed');
    // The worker does not hash: the saves store's replay computes each entry's hash.
    expect(e0.update.entry).not.toHaveProperty('hash');
    const again = createEngineSession(getGame);
    const loaded = again.load(savedRecord(e1.update.header, [e0.update.entry, e1.update.entry]));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.update.tableView).toEqual(e1.update.tableView);
    expect(loaded.update.toAct).toEqual([3]);
    expect(loaded.update.entries).toBe(2);
  });

  it('refuses a record whose log was tampered with (replay-diverged)', () => {
    const first = createEngineSession(getGame);
    first.newMatch(request);
    const e0 = first.submit({ type: 'add', seat: 0, amount: 1 }, 'human');
    if (!e0.ok || e0.update.entry === null) throw new Error('setup failed');
    const loaded = createEngineSession(getGame).load({ ...e0.update.header, log: [{ ...e0.update.entry, hash: 'x'.repeat(43) }] });
    expect(loaded.ok ? '' : loaded.error.code).toBe('replay-diverged');
  });

  it('answers unknown-game and no-match as rule errors, never throwing', () => {
    const engine = createEngineSession(getGame);
    const r1 = engine.submit({ type: 'add', seat: 0, amount: 1 }, 'human');
    expect(r1.ok ? '' : r1.error.code).toBe('no-match');
    const r2 = engine.newMatch({ ...request, gameId: 'nope' });
    expect(r2.ok ? '' : r2.error.code).toBe('unknown-game');
  });
});

describe('engine session bot moves', () => {
  it('a bot decides on exactly the views and legal list a fresh computation gives (the session reuses its last update’s), through a whole Transglobal game', async () => {
    const { botFor } = await import('../../renderer/engine/bots');
    const { seedToState } = await import('../../shared-rules/core/random');
    const { legalFor, logLengthOf, startMatch, submitAction } = await import('../../shared-rules/core/match');
    const module = getGame('transglobal');
    const policy = botFor('transglobal', 'easy');
    if (module === undefined || policy === undefined) throw new Error('no transglobal or no easy bot');
    const botSeats: MatchSeat[] = [0, 2, 4].map((seat) => ({ seat, color: '#0072B2', symbol: 'circle', controller: 'bot', botLevel: 'easy' }));
    const header = { gameId: 'transglobal', seats: botSeats, options: { mapId: 'usa', startingBank: 6, taxFloor: 3 }, seed: 'reuse', matchId: 'm-reuse', createdAt: '2026-11-25T00:00:00.000Z' };
    const engine = createEngineSession(getGame, botFor);
    let result = engine.newMatch(header);
    const started = startMatch(module, header);
    if (!started.ok) throw new Error(started.error.message);
    let match = started.match;
    let moves = 0;
    while (result.ok && result.update.outcome === null) {
      const seat = result.update.toAct[0] ?? -1;
      // What the bot must choose, decided here on views and a legal list computed afresh.
      const expected = policy(module.seatView(match.state, seat), module.tableView(match.state), legalFor(match, seat), botRandomOf(seedToState('reuse'), seat, logLengthOf(match)));
      result = engine.botMove(seat);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.update.entry?.action).toEqual(expected);
      const next = submitAction(match, expected ?? { type: 'none', seat }, 'bot');
      if (!next.ok) throw new Error(next.error.message);
      match = next.match;
      moves++;
    }
    expect(result.ok && result.update.outcome !== null).toBe(true);
    expect(moves).toBeGreaterThan(100);
  });
});
