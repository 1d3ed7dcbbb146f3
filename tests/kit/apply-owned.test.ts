/**
 * The conformance kit's check of `applyOwned` (issue #12: `apply` in place for states self-play
 * owns): for every registered game that has one, whole seeded games by its random bot are played
 * on two lines from the same seed — one by the pure `apply`, one by `applyOwned` on states nobody
 * else holds, as `selfPlay` does — and at every step the two agree: the state (as JSON, key order
 * included, and its canonical hash), the generator state, the acting seat's legal list and views.
 * The owned line's states are read only through the latest one (its views and lists are read
 * before the next `applyOwned`), as the engine interface allows. When asked for a record, a game
 * that names the seats whose views changed (`changedViews`) must leave every other seat's view
 * exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../shared-rules/core/hash';
import { createRandom } from '../../shared-rules/core/random';
import { isRuleError } from '../../shared-rules/core/errors';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import type { ApplyRecord, Json } from '../../shared-rules/core/types';
import { gameDefinitions } from '../../shared-rules/games/registry';

const games = Object.values(gameDefinitions).filter((d) => d.module.applyOwned !== undefined && d.bots.random !== undefined);

/** Steps whose record named the seats whose views changed (`ApplyRecord.changedViews`), and the seat views they kept, over every reported game. */
const hinted = { steps: 0, kept: 0 };

/** Seat counts to play: the game's minimum, four and its maximum (each within the game's range). */
function seatCounts(definition: GameDefinition): number[] {
  const { min, max } = definition.module.meta.seats;
  return [...new Set([min, Math.min(Math.max(4, min), max), max])];
}

/**
 * Plays one game on both lines, comparing them at every step; returns the number of steps.
 * `reported`: the owned line asks for an `ApplyRecord` (as the engine session's bot moves do),
 * whose events, `revealed` and copy of the state before must be what `apply` and `canUndo` give.
 */
function playBoth(definition: GameDefinition, players: number, seed: string, reported = false): number {
  const { module } = definition;
  const applyOwned = module.applyOwned?.bind(module);
  const bot = definition.bots.random;
  if (applyOwned === undefined || bot === undefined) throw new Error(`${definition.id}: nothing to compare`);
  const options = module.parseOptions(module.meta.defaultOptions);
  if (isRuleError(options)) throw new Error(options.message);
  const seats = Array.from({ length: players }, (_, i) => i);
  const pureRandom = createRandom(seed);
  const ownedRandom = createRandom(seed);
  const botRandom = createRandom(`bots:${seed}`);
  let pure: Json = module.setup({ seats, options, random: pureRandom });
  let owned: Json = module.setup({ seats, options, random: ownedRandom });
  let steps = 0;
  while (module.outcome(pure) === undefined && steps < 20_000) {
    const seat = module.toAct(pure)[0] ?? -1;
    expect(module.toAct(owned)).toEqual(module.toAct(pure));
    const legal = module.legalActions(owned, seat);
    const seatView = module.seatView(owned, seat);
    const tableView = module.tableView(owned);
    expect(JSON.stringify(legal)).toBe(JSON.stringify(module.legalActions(pure, seat)));
    expect(JSON.stringify(seatView)).toBe(JSON.stringify(module.seatView(pure, seat)));
    expect(JSON.stringify(tableView)).toBe(JSON.stringify(module.tableView(pure)));
    const action = bot.decide(seatView, tableView, legal, botRandom, {});
    if (action === undefined) throw new Error(`${definition.id}: the random bot found no move`);
    const pureBefore = pure;
    const applied = module.apply(pure, action, pureRandom);
    pure = applied.state;
    if (reported) {
      const record: ApplyRecord = { events: [], revealed: false };
      const ownedBefore = owned;
      // Every seat's view before, as text: the state is about to be changed in place.
      const viewsBefore = seats.map((s) => JSON.stringify(module.seatView(owned, s)));
      owned = applyOwned(owned, action, ownedRandom, record);
      expect(record.events).toEqual(applied.events);
      expect(record.revealed).toBe(applied.revealed);
      // canUndo reads the copy of the state before, or that state itself when it was not changed in place.
      if (module.canUndo !== undefined) expect(module.canUndo(record.before ?? ownedBefore, action, owned)).toBe(module.canUndo(pureBefore, action, pure));
      // A seat left out of changedViews keeps its view exactly.
      const changed = record.changedViews;
      if (changed !== undefined) {
        hinted.steps++;
        for (const s of seats) if (!changed.includes(s)) expect(JSON.stringify(module.seatView(owned, s)), `seat ${s}'s view after ${JSON.stringify(action)} (step ${steps})`).toBe(viewsBefore[s]);
        hinted.kept += seats.length - changed.length;
      }
    } else owned = applyOwned(owned, action, ownedRandom);
    steps++;
    const json = JSON.stringify(pure);
    if (JSON.stringify(owned) !== json) expect(JSON.parse(JSON.stringify(owned))).toEqual(JSON.parse(json));
    expect(ownedRandom.snapshot()).toEqual(pureRandom.snapshot());
    if (steps % 50 === 0) expect(hashState(owned)).toBe(hashState(pure));
  }
  expect(module.outcome(owned)).toEqual(module.outcome(pure));
  expect(hashState(owned)).toBe(hashState(pure));
  return steps;
}

describe.each(games)('applyOwned equals apply: $id', (definition) => {
  it.each(seatCounts(definition).flatMap((players) => ['a', 'b'].map((seed) => ({ players, seed }))))(
    '$players players, seed $seed: the same states, hashes, draws, legal lists and views at every step of a whole random game',
    ({ players, seed }) => {
      const steps = playBoth(definition, players, `owned-${definition.id}-${players}-${seed}`);
      expect(steps).toBeGreaterThan(20);
    },
  );
});

describe.each(games)('applyOwned reports what apply gives when asked: $id', (definition) => {
  it.each(seatCounts(definition).map((players) => ({ players })))(
    '$players players: the same events, revealed and canUndo as apply at every step of a whole random game',
    ({ players }) => {
      const steps = playBoth(definition, players, `owned-record-${definition.id}-${players}`, true);
      expect(steps).toBeGreaterThan(20);
    },
  );
});

describe('applyOwned is offered', () => {
  it('by at least one game (else the check above checks nothing)', () => {
    expect(games.length).toBeGreaterThan(0);
  });
  it('with changedViews by at least one game, keeping views on most of its steps (else the view check above checks nothing)', () => {
    // Runs after the reported games above (vitest runs a file's tests in order).
    expect(hinted.steps).toBeGreaterThan(100);
    expect(hinted.kept).toBeGreaterThan(hinted.steps);
  });
});
