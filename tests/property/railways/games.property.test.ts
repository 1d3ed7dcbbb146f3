/**
 * Railways of the World under random play (fast-check), on the fixture map and on the Eastern US:
 * for any seed, player count (2–6), options (bidding style, mines, fewer markers) and sequence of
 * legal choices, at every step every goods cube
 * is somewhere (bag + cities + delivered = 125), Empty City markers are all somewhere (left +
 * placed = the map's count), the hex sides and tile counts the state holds are those its tracks
 * use (at most two tiles a hex), a link runs from a city over non-city hexes to another city, no
 * player's cash is negative, red New City tiles never exist, and `check` agrees with the legal
 * list for arbitrary well-formed actions.
 */
import fc from 'fast-check';
import { isEqual } from 'ohash';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { railways, type RailwaysAction, type RailwaysState } from '../../../shared-rules/games/railways';
import { boardOf, tableOf, trackUse } from '../../../shared-rules/games/railways/board';

const gameArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 16 }),
  players: fc.integer({ min: 2, max: 6 }),
  mapId: fc.constantFrom('fixture-hexes', 'eastern-us'),
  bidding: fc.constantFrom('traditional', 'first-to-pass', 'worst-is-first'),
  mines: fc.boolean(),
  fewerMarkers: fc.boolean(),
  /** Kind first (so builds end and deliveries happen), then which action of it. */
  picks: fc.array(fc.tuple(fc.nat({ max: 20 }), fc.nat({ max: 2000 })), { minLength: 250, maxLength: 250 }),
  probes: fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('bid' as const), amount: fc.integer({ min: 1, max: 30 }) }),
      fc.record({ type: fc.constant('pass' as const) }),
      fc.record({ type: fc.constant('bond' as const) }),
      fc.record({ type: fc.constant('build' as const) }),
      fc.record({ type: fc.constant('track' as const), from: fc.nat({ max: 700 }), to: fc.nat({ max: 700 }) }),
      fc.record({ type: fc.constant('done' as const) }),
      fc.record({ type: fc.constant('urbanize' as const), city: fc.nat({ max: 700 }), color: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ type: fc.constant('upgrade' as const) }),
      fc.record({ type: fc.constant('mine' as const), city: fc.nat({ max: 700 }) }),
      fc.record({ type: fc.constant('deliver' as const), city: fc.nat({ max: 700 }), color: fc.integer({ min: 0, max: 4 }), links: fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 4 }) }),
      fc.record({ type: fc.constant('take' as const), card: fc.nat({ max: 40 }), city: fc.nat({ max: 700 }) }),
      fc.record({ type: fc.constant('take' as const), card: fc.nat({ max: 40 }) }),
      fc.record({ type: fc.constant('keep' as const), card: fc.nat({ max: 12 }) }),
    ),
    { minLength: 250, maxLength: 250 },
  ),
});

function invariants(s: RailwaysState, delivered: number, markers: number): void {
  const board = boardOf(s);
  const onCities = s.cubes.reduce((n, on) => n + on.length, 0);
  expect(s.bag.reduce((a, b) => a + b, 0) + onCities + delivered).toBe(125);
  expect(s.markersLeft + s.empty.filter((e) => e).length).toBe(markers);
  const use = trackUse(board, s.tracks);
  expect(s.sides).toEqual(use.sides);
  expect(s.tileCount).toEqual(use.tileCount);
  expect(Math.max(...s.tileCount)).toBeLessThanOrEqual(2);
  for (const t of s.tracks) {
    expect(board.cityOf[t.from]).toBeGreaterThanOrEqual(0);
    if (t.to >= 0) expect(board.cityOf[t.to]).toBeGreaterThanOrEqual(0);
    for (const h of t.hexes) expect(board.cityOf[h]).toBe(-1);
  }
  for (const p of s.players) {
    expect(p.cash).toBeGreaterThanOrEqual(0);
    expect(p.mines).toBeLessThanOrEqual(s.options.mines ? 2 : 0);
  }
  expect(s.mined.filter((m) => m).length).toBe(s.players.reduce((n, p) => n + p.mines, 0));
  expect(s.newCityTiles[0]).toBe(0);
  expect(s.faceUp.length).toBeLessThanOrEqual(tableOf(s).faceUp);
}

describe('Railways of the World under random play', () => {
  it('keeps cubes, markers and track whole, cash non-negative, and check agrees with legal', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const random = createRandom(g.seed);
        let s = railways.setup({ seats: Array.from({ length: g.players }, (_, i) => i), options: { mapId: g.mapId, bidding: g.bidding, mines: g.mines, fewerMarkers: g.fewerMarkers }, random });
        const markers = s.markersLeft;
        let delivered = 0;
        invariants(s, delivered, markers);
        for (let i = 0; i < g.picks.length && railways.outcome(s) === undefined; i++) {
          const seat = railways.toAct(s)[0] ?? -1;
          const legal = railways.legalActions(s, seat);
          const probe = g.probes[i];
          if (probe !== undefined) {
            const action = { ...probe, seat } as RailwaysAction;
            const refused = railways.check?.(s, action);
            expect(refused === undefined, JSON.stringify(action)).toBe(legal.some((a) => isEqual(a, action)));
          }
          const [kindPick, pick] = g.picks[i] ?? [0, 0];
          // Bonds are rare (one pick in twenty), so that random games are not all debt.
          const kinds = [...new Set(legal.map((a) => a.type))].filter((k) => k !== 'bond' || kindPick === 0);
          const kind = kinds[kindPick % kinds.length];
          const ofKind = legal.filter((a) => a.type === kind);
          const action = ofKind[pick % ofKind.length];
          if (action === undefined) break;
          if (action.type === 'deliver') delivered += 1;
          s = railways.apply(s, action, random).state;
          invariants(s, delivered, markers);
        }
      }),
      { numRuns: 30 },
    );
  });
});
