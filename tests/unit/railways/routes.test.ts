/**
 * The route planner and the delivery search against brute force: the planner's cheapest link
 * from a city to each city within a number of tiles equals the cheapest of every simple tile path
 * the track rules accept (`checkStep`), and the delivery search finds exactly the link sequences
 * `checkDelivery` accepts, in states of real games (bots on the fixture map and the Eastern US).
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import { railways, railwaysGame, type RailwaysState } from '../../../shared-rules/games/railways';
import { boardOf } from '../../../shared-rules/games/railways/board';
import { checkDelivery, deliveriesFor } from '../../../shared-rules/games/railways/deliver';
import { plansFrom } from '../../../shared-rules/games/railways/routes';
import { checkStep, openEnds } from '../../../shared-rules/games/railways/track';
import type { GameBot } from '../../../shared-rules/core/define-game';

/** Every state of a medium-bot game on `mapId` with `players` seats. */
function gameStates(mapId: string, players: number, seed: string): RailwaysState[] {
  const seats = Array.from({ length: players }, (_, i) => i);
  const bot = railwaysGame.bots.medium as GameBot;
  const played = selfPlay({ module: railwaysGame.module, options: { ...railways.meta.defaultOptions, mapId }, seats, seed, bots: Object.fromEntries(seats.map((s) => [s, bot])), botRandom: createRandom(`${seed}-bots`) });
  const random = createRandom(seed);
  let s = railways.setup({ seats, options: { ...railways.meta.defaultOptions, mapId }, random });
  const out: RailwaysState[] = [s];
  for (const action of played.actions) {
    s = railways.apply(s, railways.parseAction(action) as never, random).state;
    out.push(s);
  }
  return out;
}

/** The cheapest cost to each city reachable from city hex `from` with at most `maxTiles` tiles, by trying every simple path with the rules' own step check. */
function bruteForce(s: RailwaysState, from: number, maxTiles: number): Map<number, number> {
  const board = boardOf(s);
  const best = new Map<number, number>();
  const probe: RailwaysState = { ...s, build: { tiles: 0, cap: 99, spent: 0, grant: false, steps: 0 }, players: s.players.map((p, i) => (i === s.active ? { ...p, cash: 10_000 } : p)) };
  const ends = openEnds(s);
  const walk = (at: number, path: number[], cost: number) => {
    for (let d = 0; d < 6; d++) {
      const to = board.neighbor[at * 6 + d] ?? -1;
      if (to < 0) continue;
      if ((board.cityOf[to] ?? -1) >= 0) {
        if (path.length === 0 || to === from) continue;
      } else if (path.length >= maxTiles || path.includes(to)) continue;
      // The rules' own check, with the path laid as an open track of the active player.
      const state: RailwaysState = path.length === 0 ? probe : layPath(probe, from, path);
      const info = checkStep(board, state, s.active, at, to, path.length === 0 ? ends : openEnds(state));
      if ('kind' in info) continue;
      if ((board.cityOf[to] ?? -1) >= 0) {
        if (cost + info.cost < (best.get(to) ?? Infinity)) best.set(to, cost + info.cost);
      } else walk(to, [...path, to], cost + info.cost);
    }
  };
  walk(from, [], 0);
  return best;
}

/** The state with an open track of the active player from `from` along `path` (sides and counts updated). */
function layPath(s: RailwaysState, from: number, path: readonly number[]): RailwaysState {
  const board = boardOf(s);
  const sides = [...s.sides];
  const tileCount = [...s.tileCount];
  let prev = from;
  for (const h of path) {
    for (let d = 0; d < 6; d++) {
      if (board.neighbor[prev * 6 + d] === h) {
        sides[prev] = (sides[prev] ?? 0) | (1 << d);
        sides[h] = (sides[h] ?? 0) | (1 << ((d + 3) % 6));
      }
    }
    tileCount[h] = (tileCount[h] ?? 0) + 1;
    prev = h;
  }
  return { ...s, sides, tileCount, tracks: [...s.tracks, { id: s.nextTrackId, owner: s.active, from, hexes: path, to: -1 }], nextTrackId: s.nextTrackId + 1 };
}

describe('the route planner (rules "A Build track")', () => {
  it('finds the cheapest link to every city within 4 tiles, as trying every path does (fixture map, mid-game states)', () => {
    const states = gameStates('fixture-hexes', 3, 'routes-fixture').filter((s) => s.phase === 'actions');
    const board = boardOf({ mapId: 'fixture-hexes' });
    let compared = 0;
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      for (const from of board.cities) {
        const planned = new Map(plansFrom(board, s, from, 4).map((p) => [p.to, p.cost]));
        expect(planned).toEqual(bruteForce(s, from, 4));
        compared += planned.size;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
  it('each plan is a path the rules accept tile by tile at its stated cost (Eastern US)', () => {
    const states = gameStates('eastern-us', 4, 'routes-eastern').filter((s) => s.phase === 'actions');
    const board = boardOf({ mapId: 'eastern-us' });
    let checked = 0;
    for (const s of states.filter((_, i) => i % 40 === 0)) {
      for (const from of board.cities.filter((_, i) => i % 5 === 0)) {
        for (const plan of plansFrom(board, s, from, 4)) {
          let state: RailwaysState = { ...s, build: { tiles: 0, cap: 4, spent: 0, grant: false, steps: 0 }, players: s.players.map((p, i) => (i === s.active ? { ...p, cash: 1000 } : p)) };
          let at = from;
          for (const to of [...plan.hexes, plan.to]) {
            const action = { type: 'track', seat: state.players[state.active]?.seat ?? 0, from: at, to } as const;
            expect(railways.check?.(state, action)).toBeUndefined();
            state = railways.apply(state, action, createRandom('x')).state;
            at = to;
          }
          expect(1000 - (state.players[s.active]?.cash ?? 0)).toBe(plan.cost);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the delivery search (rules "D Deliver one cube")', () => {
  it('finds exactly the link sequences the delivery check accepts, each once (Eastern US, engines raised to 4)', () => {
    const states = gameStates('eastern-us', 4, 'deliver-eastern').filter((s) => s.phase === 'actions' && s.build === null);
    const board = boardOf({ mapId: 'eastern-us' });
    let found = 0;
    for (const base of states.filter((_, i) => i % 25 === 0)) {
      const s = { ...base, players: base.players.map((p) => ({ ...p, engine: 4 })) };
      const p = s.active;
      const search = deliveriesFor(board, s, p).map((d) => `${d.city}:${d.color}:${d.links.join(',')}`);
      expect(new Set(search).size).toBe(search.length);
      // Brute force: every sequence of up to 4 distinct links from each city with cubes, checked by the rules.
      const links = s.tracks.filter((t) => t.to >= 0);
      const accepted: string[] = [];
      const extend = (city: number, color: number, seq: number[]) => {
        if (seq.length > 0) {
          const r = checkDelivery(board, s, p, city, color, seq);
          if (!('kind' in r)) accepted.push(`${city}:${color}:${seq.join(',')}`);
        }
        if (seq.length === 4) return;
        for (const t of links) if (!seq.includes(t.id)) extend(city, color, [...seq, t.id]);
      };
      board.cities.forEach((h, c) => {
        for (const color of new Set(s.cubes[c] ?? [])) {
          // Only sequences that start at this city can pass: prune the first link.
          for (const t of links) if (t.owner === p && (t.from === h || t.to === h)) extend(h, color, [t.id]);
        }
      });
      expect([...search].sort()).toEqual([...new Set(accepted)].sort());
      found += search.length;
    }
    expect(found).toBeGreaterThan(20);
  });
});
