/**
 * The game log (#12 "a game log panel built from describe(), its keys in every catalog"): the
 * engine session carries the last log lines with each update — every game's `describe()` lines
 * and undo — a loaded match gets the same lines back, and every key a game's lines use exists in
 * English, Arabic and Korean with every placeholder given.
 */
import { describe, expect, it } from 'vitest';
import { botFor } from '../../renderer/engine/bots';
import { LOG_LINES, type EngineResult, type LogLine } from '../../renderer/engine/protocol';
import { createEngineSession } from '../../renderer/engine/session';
import { CATALOGS } from '../../renderer/i18n/setup';
import type { MatchSeat, PendingEntry } from '../../shared-rules/core/types';
import { gameDefinitions, getGame } from '../../shared-rules/games/registry';
import { savedRecord } from '../kit/saved-log';

/** The string at a dotted key of a catalog, or undefined. */
function lookup(catalog: unknown, key: string): string | undefined {
  let at: unknown = catalog;
  for (const part of key.split('.')) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

const games = Object.values(gameDefinitions).filter((d) => d.bots.random !== undefined);

describe.each(games)('the game log of $id', (definition) => {
  const seats: MatchSeat[] = Array.from({ length: Math.max(definition.module.meta.seats.min, 3) }, (_, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot', botLevel: 'random' }));
  const engine = createEngineSession(getGame, botFor);
  let update: EngineResult = engine.newMatch({ gameId: definition.id, seats, options: definition.module.meta.defaultOptions, seed: `log-${definition.id}`, matchId: 'log', createdAt: '2026-11-25T00:00:00.000Z' });
  if (!update.ok) throw new Error(update.error.message);
  const seen = new Map<string, LogLine>();
  const entries: PendingEntry[] = [];
  expect(update.update.log).toEqual([]);
  for (let i = 0; i < 400 && update.ok && update.update.outcome === null; i++) {
    const seat: number = update.update.toAct[0] ?? -1;
    const next = engine.botMove(seat);
    if (!next.ok) throw new Error(next.error.message);
    // A take-back now and then, where the game allows it.
    if (next.update.entry !== null) entries.push(next.update.entry);
    const undone: EngineResult | undefined = next.update.canUndo[seat] === true && i % 7 === 0 ? engine.undo(seat, 'bot') : undefined;
    if (undone?.ok === true && undone.update.entry !== null) entries.push(undone.update.entry);
    const current: EngineResult & { ok: true } = undone?.ok === true ? undone : next;
    update = current;
    for (const line of current.update.log) seen.set(line.key, line);
  }
  const last = update.ok ? update.update : undefined;

  it('each update carries the last lines, newest last, one per entry', () => {
    expect(last?.log.length).toBe(Math.min(LOG_LINES, last?.entries ?? 0));
    const seqs = last?.log.map((l) => l.seq) ?? [];
    expect(seqs).toEqual(seqs.map((_, i) => (last?.entries ?? 0) - seqs.length + i));
  });

  // A game that allows no undo (conformance.noUndo: the kit checks every undo is refused) has no undo line to show.
  it.skipIf(definition.conformance.noUndo === true)('takes back moves in the log too (log.undo)', () => {
    expect(entries.some((e) => e.kind === 'undo')).toBe(true);
    expect(seen.get('log.undo')?.params).toMatchObject({ seat: expect.any(Number) });
  });

  it('a loaded match gets the same lines back', () => {
    if (last === undefined) throw new Error('no update');
    const reloaded = createEngineSession(getGame, botFor).load(savedRecord(last.header, entries));
    if (!reloaded.ok) throw new Error(reloaded.error.message);
    expect(reloaded.update.log).toEqual(last.log);
  });

  it('every key its lines use is in English, Arabic and Korean, with every placeholder given', () => {
    expect(seen.size).toBeGreaterThan(1);
    for (const [key, line] of seen) {
      for (const [name, catalog] of Object.entries(CATALOGS)) {
        const text = lookup(catalog, key);
        expect(text, `${name} ${key}`).toBeTruthy();
        for (const [, placeholder] of (text ?? '').matchAll(/\{\{(\w+)\}\}/g)) {
          expect(placeholder === 'who' || Object.hasOwn(line.params, placeholder ?? ''), `${name} ${key}: {{${placeholder}}}`).toBe(true);
        }
      }
    }
  });
});
