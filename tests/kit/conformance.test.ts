/**
 * The conformance kit (issue #12): every registered game passes the same checks of the rules
 * engine contract, from whole seeded games its own random bot plays through the match runner:
 * - replay of the record (through JSON) reproduces every hash and the final state;
 * - undo, then the same action again, gives the same entry hash (a game declaring `noUndo` refuses every undo);
 * - a refused input (malformed, out of turn, unknown type) leaves the match as it was;
 * - `check` (where the game has one) agrees with `legalActions`;
 * - the ranking is well formed and its reason is one of the game's `endReasons`;
 * - secrecy: with one seat's hidden information swapped (`conformance.swapSecrets`; a game whose
 *   hands are all public declares `noSeatSecrets` and must have nothing to swap), no table
 *   view, no other seat's view (but the one it exchanged with, for a game dealt from one deck), no event of an action that neither reveals nor makes one of the
 *   game's `announcements`, and no other seat's bot decision changes, while the seat's own view does;
 * - a recorded fixture under tests/fixtures/<id>/records/ for every end reason, each replaying to
 *   its recorded outcome.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isEqual } from 'ohash';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../shared-rules/core/hash';
import { canUndo, logLengthOf, outcomeOf, replayMatch, startMatch, submitAction, undoLast, type Match } from '../../shared-rules/core/match';
import { createRandom, randomFromState } from '../../shared-rules/core/random';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import type { Action, Json, MatchRecord, MatchSeat, Outcome } from '../../shared-rules/core/types';
import { gameDefinitions } from '../../shared-rules/games/registry';

const games = Object.values(gameDefinitions);

/** Seat counts to play: the game's minimum and four (or its maximum). */
function seatCounts(definition: GameDefinition): number[] {
  const { min, max } = definition.module.meta.seats;
  return [...new Set([min, Math.min(Math.max(4, min), max)])];
}

/** One whole game by the game's random bot through the runner; every match along the way. */
function playLine(definition: GameDefinition, players: number, seed: string): Match[] {
  const seats: MatchSeat[] = Array.from({ length: players }, (_, i) => ({ seat: i, color: `#00000${i}`, symbol: 'circle', controller: i % 2 === 0 ? 'human' : 'bot', ...(i % 2 === 0 ? {} : { botLevel: 'random' as const }) }));
  const started = startMatch(definition.module, { matchId: `kit-${players}`, seats, options: definition.module.meta.defaultOptions, seed, createdAt: '2026-11-25T00:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  const bot = definition.bots.random;
  if (bot === undefined) throw new Error(`${definition.id} has no random bot`);
  const random = createRandom(`kit-bots-${seed}`);
  const line: Match[] = [started.match];
  let match = started.match;
  while (outcomeOf(match) === undefined && line.length < 20_000) {
    const { module, state } = match;
    const seat = module.toAct(state)[0] ?? -1;
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    const next = submitAction(match, action, seat % 2 === 0 ? 'human' : 'bot');
    if (!next.ok) throw new Error(`${definition.id}: the runner refused its own bot: ${next.error.message}`);
    match = next.match;
    line.push(match);
  }
  return line;
}

/** Up to `count` matches spread evenly over `line`, the last one included. */
function sample<T>(line: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(line.length / count));
  return line.filter((_, i) => i % step === 0 || i === line.length - 1);
}

describe.each(games)('conformance: $id', (definition) => {
  const { module } = definition;
  const lines = seatCounts(definition).flatMap((players) => ['a', 'b'].map((seed) => playLine(definition, players, `${definition.id}-${players}-${seed}`)));
  const finals = lines.map((line) => line[line.length - 1] as Match);
  const samples = lines.flatMap((line) => sample(line, 40));

  it('plays whole games to an outcome', () => {
    for (const final of finals) expect(outcomeOf(final)).toBeDefined();
  });

  it('replay of every record, through JSON, reproduces every hash and the final state', () => {
    for (const final of finals) {
      const replayed = replayMatch(module, JSON.parse(JSON.stringify(final.record)) as MatchRecord);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(replayed.match.record.log.map((e) => e.hash)).toEqual(final.record.log.map((e) => e.hash));
      expect(replayed.match.state).toEqual(final.state);
    }
  });

  it('undo, then the same action again, gives the same entry hash (a game without undo refuses every undo)', () => {
    let tried = 0;
    for (const match of samples) {
      const last = match.record.log.at(-1);
      if (definition.conformance.noUndo === true && last !== undefined) {
        const refused = undoLast(match, last.seat, last.by);
        const code = refused.ok ? 'undone' : refused.error.code;
        expect(code).toBe(outcomeOf(match) !== undefined ? 'game-over' : 'undo-not-allowed');
        if (code === 'undo-not-allowed') tried++;
        continue;
      }
      if (last === undefined || last.kind !== 'action' || last.action === undefined || !canUndo(match, last.seat)) continue;
      const undone = undoLast(match, last.seat, last.by);
      if (!undone.ok) throw new Error(undone.error.message);
      const redone = submitAction(undone.match, last.action, last.by);
      if (!redone.ok) throw new Error(redone.error.message);
      expect(hashState(redone.match.state)).toBe(hashState(match.state));
      expect(redone.entry.hash).toBe(last.hash);
      tried++;
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('a refused input leaves the match as it was', () => {
    for (const match of samples.filter((m) => outcomeOf(m) === undefined).slice(0, 30)) {
      const before = hashState({ state: match.state, rng: match.rng });
      const toAct = module.toAct(match.state);
      const idle = match.header.seats.find((s) => !toAct.includes(s.seat))?.seat;
      const legal = module.legalActions(match.state, toAct[0] ?? -1)[0];
      const inputs: unknown[] = [{}, null, 'add', { type: 'no-such-action', seat: toAct[0] }, ...(legal !== undefined && idle !== undefined ? [{ ...(legal as Record<string, unknown>), seat: idle }] : [])];
      for (const input of inputs) {
        const result = submitAction(match, input, 'human');
        expect(result.ok, JSON.stringify(input)).toBe(false);
        if (!result.ok) expect(result.error).toMatchObject({ kind: 'rule-error', code: expect.any(String), message: expect.any(String) });
      }
      expect(hashState({ state: match.state, rng: match.rng })).toBe(before);
      expect(logLengthOf(match)).toBe(match.record.log.length);
    }
  });

  it.skipIf(module.check === undefined)('check agrees with legalActions', () => {
    const check = module.check;
    if (check === undefined) return;
    const pool: (Action & Json)[] = samples.flatMap((m) => module.toAct(m.state).flatMap((seat) => module.legalActions(m.state, seat).slice(0, 20)));
    let illegal = 0;
    for (const match of samples.filter((m) => outcomeOf(m) === undefined)) {
      for (const seat of module.toAct(match.state)) {
        const legal = module.legalActions(match.state, seat);
        for (const action of legal.slice(0, 50)) expect(check(match.state, action), JSON.stringify(action)).toBeUndefined();
        for (const other of pool.slice(0, 200)) {
          const candidate = { ...(other as Record<string, unknown>), seat } as unknown as Action & Json;
          const isLegal = legal.some((l) => isEqual(l, candidate));
          const verdict = check(match.state, candidate);
          expect(verdict === undefined, JSON.stringify(candidate)).toBe(isLegal);
          if (!isLegal) illegal++;
        }
      }
    }
    expect(illegal).toBeGreaterThan(0);
  });

  it('the ranking is well formed and its reason is one of the game’s end reasons', () => {
    for (const final of finals) {
      const outcome = outcomeOf(final) as Outcome;
      expect(definition.conformance.endReasons).toContain(outcome.reason);
      const seats = final.header.seats.map((s) => s.seat).sort((a, b) => a - b);
      expect(outcome.ranking.map((r) => r.seat).sort((a, b) => a - b)).toEqual(seats);
      outcome.ranking.forEach((r, i) => {
        const previous = outcome.ranking[i - 1];
        expect(r.place).toBe(previous !== undefined && previous.place === r.place ? previous.place : i + 1);
        expect(Number.isFinite(r.score)).toBe(true);
      });
    }
  });

  it('one seat’s secrets change nothing another seat or the table can see', () => {
    const random = createRandom(`kit-secrets-${definition.id}`);
    let swaps = 0;
    let ownViewChanged = 0;
    for (const match of samples.filter((m) => outcomeOf(m) === undefined)) {
      const { state } = match;
      for (const { seat } of match.header.seats) {
        const swapped = definition.conformance.swapSecrets(state, seat, random);
        if (swapped === undefined) continue;
        swaps++;
        expect(module.tableView(swapped)).toEqual(module.tableView(state));
        // One deck (conformance.oneDeck): the seat's secret changed by an exchange with one other seat, whose view may change too.
        const changed = match.header.seats.filter((s) => s.seat !== seat && !isEqual(module.seatView(swapped, s.seat), module.seatView(state, s.seat))).map((s) => s.seat);
        expect(changed.length, `seats whose view changed besides ${seat}: ${changed.join(', ')}`).toBeLessThanOrEqual(definition.conformance.oneDeck === true ? 1 : 0);
        if (!isEqual(module.seatView(swapped, seat), module.seatView(state, seat))) ownViewChanged++;
        // The seat to act, if another (and not the one it exchanged with): its bots decide the same, and its unrevealing actions tell the table the same.
        const actor = module.toAct(state).find((s) => s !== seat && !changed.includes(s));
        if (actor === undefined) continue;
        const legal = module.legalActions(state, actor);
        expect(module.legalActions(swapped, actor)).toEqual(legal);
        for (const level of ['random', 'easy', 'medium'] as const) {
          const bot = definition.bots[level];
          if (bot === undefined) continue;
          const a = bot.decide(module.seatView(state, actor), module.tableView(state), legal, createRandom('same'), {});
          const b = bot.decide(module.seatView(swapped, actor), module.tableView(swapped), module.legalActions(swapped, actor), createRandom('same'), {});
          expect(b, level).toEqual(a);
        }
        for (const action of legal.slice(0, 3)) {
          const plain = module.apply(state, action, randomFromState(match.rng));
          const secret = module.apply(swapped, action, randomFromState(match.rng));
          // An action that reveals, or makes an announcement the rules make, in either world may tell.
          const announces = (events: readonly { type: string }[]) => events.some((e) => definition.conformance.announcements.includes(e.type));
          if (plain.revealed || secret.revealed || announces(plain.events) || announces(secret.events)) continue;
          expect(secret.events, JSON.stringify(action)).toEqual(plain.events);
          expect(module.tableView(secret.state)).toEqual(module.tableView(plain.state));
        }
      }
    }
    if (definition.conformance.noSeatSecrets === true) {
      // Every hand is public: there is nothing to swap, anywhere.
      expect(swaps).toBe(0);
      return;
    }
    expect(swaps).toBeGreaterThan(0);
    expect(ownViewChanged).toBeGreaterThan(0);
  });

  it('every end reason has a recorded fixture, and each fixture replays to its recorded outcome', () => {
    const dir = join(import.meta.dirname, '..', 'fixtures', definition.id, 'records');
    const fixtures = existsSync(dir)
      ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { name: string; expected: Outcome; record: MatchRecord })
      : [];
    for (const reason of definition.conformance.endReasons) expect(fixtures.map((f) => f.expected.reason), `a fixture ending in ${reason}`).toContain(reason);
    for (const fixture of fixtures) {
      const replayed = replayMatch(module, fixture.record);
      if (!replayed.ok) throw new Error(`${fixture.name}: ${replayed.error.message}`);
      const outcome = outcomeOf(replayed.match);
      expect(outcome?.reason, fixture.name).toBe(fixture.expected.reason);
      expect(outcome?.ranking, fixture.name).toEqual(fixture.expected.ranking);
    }
  });
});
