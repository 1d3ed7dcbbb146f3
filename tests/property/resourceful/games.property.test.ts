/**
 * Resourceful Rails under random play (fast-check), on the fixture map and on Pacific Northwest:
 * for any seed, player count (2–6), options and sequence of legal choices, at every step no
 * player's cash is negative, every good's loads are all somewhere (supply + trains = the map's
 * loads), every hand holds three cards in normal play, every demand and event card is in exactly
 * one place (deck, discards or a hand), a section has one owner and a ferry at most two, a train
 * carries no more than its capacity, and `check` agrees with the legal list for arbitrary
 * well-formed actions.
 */
import fc from 'fast-check';
import { isEqual } from 'ohash';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful, type ResourcefulAction, type ResourcefulState } from '../../../shared-rules/games/resourceful';
import { capacityOf, boardOf } from '../../../shared-rules/games/resourceful/state';
import { TRAIN_KINDS } from '../../../shared-rules/games/resourceful/meta';

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 16 }),
  players: fc.integer({ min: 2, max: 6 }),
  mapId: fc.constantFrom('fixture-mileposts', 'pacific-northwest'),
  fastTrains: fc.boolean(),
  extraBuildTurn: fc.boolean(),
  extraCards: fc.boolean(),
  events: fc.boolean(),
  /** Kind first (so turns end as often as they build), then which action of it. */
  picks: fc.array(fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 400 })), { minLength: 150, maxLength: 150 }),
  probes: fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('build' as const), from: fc.nat({ max: 1300 }), to: fc.nat({ max: 1300 }) }),
      fc.record({ type: fc.constant('move' as const), to: fc.nat({ max: 1300 }) }),
      fc.record({ type: fc.constant('place-train' as const), milepost: fc.nat({ max: 1300 }) }),
      fc.record({ type: fc.constant('pickup' as const), good: fc.constantFrom('apples', 'coal', 'salmon', 'lumber', 'wheat') }),
      fc.record({ type: fc.constant('deliver' as const), card: fc.nat({ max: 140 }), demand: fc.integer({ min: 0, max: 2 }) }),
      fc.record({ type: fc.constant('upgrade' as const), train: fc.constantFrom(...TRAIN_KINDS) }),
      fc.record({ type: fc.constant('end-turn' as const) }),
      fc.record({ type: fc.constant('discard-hand' as const) }),
    ),
    { minLength: 150, maxLength: 150 },
  ),
});

function invariants(s: ResourcefulState): void {
  const board = boardOf(s);
  for (const player of s.players) {
    expect(player.cash).toBeGreaterThanOrEqual(0);
    expect(player.loads.length).toBeLessThanOrEqual(capacityOf(player.train));
    expect(s.options.extraCards ? [3, 4, 5] : [3]).toContain(player.hand.length);
  }
  board.map.goods.forEach((good, g) => {
    const onTrains = s.players.reduce((n, p) => n + p.loads.filter((l) => l === g).length, 0);
    expect((s.supply[g] ?? 0) + onTrains).toBe(good.loads);
  });
  const cards = [...s.deck.items, ...s.discards, ...s.players.flatMap((p) => p.hand)].sort((a, b) => a - b);
  const all = [...board.map.demandCards.map((c) => c.id), ...(s.options.events ? board.map.events.map((e) => e.id) : [])].sort((a, b) => a - b);
  expect(cards).toEqual(all);
  for (const owners of s.ferryOwners) expect(new Set(owners).size === owners.length && owners.length <= 2).toBe(true);
  s.owners.forEach((owner, id) => {
    if (owner !== -1) expect(board.links[id]?.kind).toBe('track');
  });
}

describe('Resourceful Rails under random play', () => {
  it('keeps cash, loads and cards whole, owners single, and check agrees with legal', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const options = { mapId: g.mapId, fastTrains: g.fastTrains, extraBuildTurn: g.extraBuildTurn, extraCards: g.extraCards, events: g.events, roundLimit: 60 };
        const random = createRandom(g.seed);
        let s = resourceful.setup({ seats: Array.from({ length: g.players }, (_, i) => i), options, random });
        invariants(s);
        for (let i = 0; i < g.picks.length && resourceful.outcome(s) === undefined; i++) {
          const seat = resourceful.toAct(s)[0] ?? -1;
          const legal = resourceful.legalActions(s, seat);
          const probe = g.probes[i];
          if (probe !== undefined) {
            const action = { ...probe, seat } as ResourcefulAction;
            const refused = resourceful.check?.(s, action);
            expect(refused === undefined, JSON.stringify(action)).toBe(legal.some((a) => isEqual(a, action)));
          }
          const [kindPick, pick] = g.picks[i] ?? [0, 0];
          const kinds = [...new Set(legal.map((a) => a.type))];
          const kind = kinds[kindPick % kinds.length];
          const ofKind = legal.filter((a) => a.type === kind);
          const action = ofKind[pick % ofKind.length];
          if (action === undefined) break;
          s = resourceful.apply(s, action, random).state;
          invariants(s);
        }
      }),
      { numRuns: 40 },
    );
  });
});
