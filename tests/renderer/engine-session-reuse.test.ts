/**
 * The session's update reuses the previous update's seat-view and undo-flag records when every
 * seat's value is the same (issue #12): the update must equal one built from scratch at every
 * step, reuse must happen when the game hands out the same view objects, and never across
 * matches. The counter game's seat views are wrapped so that equal views are the same objects
 * (as a game that caches its views gives them).
 */
import { describe, expect, it } from 'vitest';
import { legalFor, startMatch, submitAction, type Match } from '../../shared-rules/core/match';
import type { AnyGameModule, Json, MatchSeat, SeatId } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';
import { viewsOf } from '../../renderer/engine/session';
import type { EngineUpdate } from '../../renderer/engine/protocol';

const seats: MatchSeat[] = [
  { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
  { seat: 3, color: '#D55E00', symbol: 'triangle', controller: 'human' },
  { seat: 5, color: '#009E73', symbol: 'square', controller: 'human' },
];

/** The counter module with seat views shared: a view equal to one handed out before is that same object. */
function sharingViews(): AnyGameModule {
  const module = getGame('counter');
  if (module === undefined) throw new Error('no counter game');
  const known = new Map<string, Json>();
  return {
    ...module,
    seatView: (state: Json, seat: SeatId) => {
      const view = module.seatView(state, seat);
      const key = `${seat}:${JSON.stringify(view)}`;
      const found = known.get(key);
      if (found !== undefined) return found;
      known.set(key, view);
      return view;
    },
  };
}

function start(module: AnyGameModule, seed: string): Match {
  const started = startMatch(module, { matchId: 'reuse', seats, options: { target: 30 }, seed, createdAt: '2026-11-27T00:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  return started.match;
}

describe('engine session updates built on the previous one', () => {
  it('equal the update built from scratch at every step, and share the records when nothing changed', () => {
    const module = sharingViews();
    let match = start(module, 'reuse-1');
    let previous: EngineUpdate = viewsOf(match, [], null);
    let sharedViews = 0;
    let sharedUndo = 0;
    for (let step = 0; step < 60 && previous.outcome === null; step++) {
      const seat = previous.toAct[0] ?? -1;
      const legal = legalFor(match, seat);
      // Mostly adds (the seat views change), now and then a turn's end (only the flags change).
      const action = legal.find((a) => a.type === (step % 3 === 2 ? 'end-turn' : 'add')) ?? legal[0];
      const next = submitAction(match, action, 'human', { hash: false });
      if (!next.ok) throw new Error(next.error.message);
      match = next.match;
      const update = viewsOf(match, next.events, next.entry, [], previous);
      expect(update).toEqual(viewsOf(match, next.events, next.entry, []));
      expect(Object.keys(update.seatViews)).toEqual(['0', '3', '5']);
      expect(Object.keys(update.legal)).toEqual(['0', '3', '5']);
      if (update.seatViews === previous.seatViews) sharedViews++;
      if (update.canUndo === previous.canUndo) sharedUndo++;
      previous = update;
    }
    expect(sharedUndo).toBeGreaterThan(0);
    expect(sharedViews).toBe(0); // every counter action changes the public part of every seat view
  });

  it('shares the seat views when the same state is shown again, and never across matches', () => {
    const module = sharingViews();
    const match = start(module, 'reuse-2');
    const first = viewsOf(match, [], null);
    const again = viewsOf(match, [], null, [], first);
    expect(again.seatViews).toBe(first.seatViews);
    expect(again.canUndo).toBe(first.canUndo);
    expect(again.legal).not.toBe(first.legal);
    expect(again).toEqual(first);
    const other = start(module, 'reuse-2');
    const fresh = viewsOf(other, [], null, [], first);
    expect(fresh.seatViews).not.toBe(first.seatViews);
    expect(fresh).toEqual(first);
  });
});
