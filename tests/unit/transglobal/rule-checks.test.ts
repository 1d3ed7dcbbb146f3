/**
 * The "Rule checks" of shared/rules/transglobal-rail.md, each a named test, plus the other
 * rules of a round they lean on.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { dealHands, rankByBank, taxFor } from '../../../shared-rules/games/transglobal/round';
import { registerTransglobalMap } from '../../../shared-rules/maps/transglobal-registry';
import { act, cityAt, cityIndex, craftState, grid, linkBetween, pathLinks, refusalCode, tryAct, vertex } from '../../fixtures/transglobal/craft';

/** A finishing state whose last finisher (seat 1) is connected and about to press OK. */
function lastFinisherReady(round: number, banks: number[], taxFloor: number | null): TransglobalState {
  const hands = [[cityIndex('west-2')], [cityIndex('west-3')]];
  return craftState({
    round,
    banks,
    taxFloor,
    phase: 'finishing',
    active: 1,
    hands,
    hubs: [cityAt(cityIndex('west-2')), cityAt(cityIndex('west-3'))],
    finishing: { endedBy: 0, completed: [0], queue: [], paid: [0, 3], cheapest: [null, 3] },
  });
}

describe('Rule check: taxes after round 2 only, down to the floor', () => {
  it('floor $5 with banks 8/12/20 leaves 5/9/17', () => {
    expect(taxFor([8, 12, 20], 5)).toBe(3);
    const three = craftState({
      seats: [0, 1, 2],
      banks: [8, 12, 20],
      round: 2,
      phase: 'finishing',
      active: 2,
      hands: [[cityIndex('west-2')], [cityIndex('west-3')], [cityIndex('west-4')]],
      hubs: [cityAt(cityIndex('west-2')), cityAt(cityIndex('west-3')), cityAt(cityIndex('west-4'))],
      finishing: { endedBy: 0, completed: [0, 1], queue: [], paid: [0, 0, 0], cheapest: [null, null, 0] },
    });
    const after = act(three, { type: 'ok', seat: 2 });
    expect(after.banks).toEqual([5, 9, 17]);
    expect(after.results[0]?.tax).toBe(3);
    expect(after.round).toBe(3);
  });

  it('floor $5 with the lowest bank at $5 levies no tax', () => {
    expect(taxFor([5, 12, 20], 5)).toBe(0);
    expect(act(lastFinisherReady(2, [5, 12], 5), { type: 'ok', seat: 1 }).banks).toEqual([5, 12]);
  });

  it('no tax after round 1 or round 3, nor with taxes off', () => {
    expect(act(lastFinisherReady(1, [8, 12], 5), { type: 'ok', seat: 1 }).banks).toEqual([8, 12]);
    expect(act(lastFinisherReady(3, [8, 12], 5), { type: 'ok', seat: 1 }).banks).toEqual([8, 12]);
    expect(act(lastFinisherReady(2, [8, 12], null), { type: 'ok', seat: 1 }).banks).toEqual([8, 12]);
    expect(act(lastFinisherReady(2, [8, 12], 5), { type: 'ok', seat: 1 }).banks).toEqual([5, 9]);
  });
});

describe('Rule check: a $2 link cannot follow a $1 link; −$1 only after one $1 link', () => {
  const hub = vertex(13, 3); // in the mountain block: $2 links east, a $1 link west
  const plain = linkBetween(vertex(12, 3), hub);
  const mountain = linkBetween(hub, vertex(14, 3));
  const start = craftState({ hubs: [hub, vertex(2, 10)] });

  it('the fixture has a $1 and a $2 link at the hub', () => {
    expect(grid.links[plain]?.cost).toBe(1);
    expect(grid.links[mountain]?.cost).toBe(2);
  });

  it('a $2 link after a $1 link in the same turn is refused as two-dollar-after-one', () => {
    const one = act(start, { type: 'build', seat: 0, link: plain });
    expect(refusalCode(one, { type: 'build', seat: 0, link: mountain })).toBe('two-dollar-after-one');
    expect(transglobal.legalActions(one, 0).some((a) => a.type === 'build' && a.link === mountain)).toBe(false);
  });

  it('a $2 link alone spends the turn; then only OK', () => {
    const two = act(start, { type: 'build', seat: 0, link: mountain });
    expect(two.turn.spent).toBe(2);
    expect(transglobal.legalActions(two, 0)).toEqual([{ type: 'ok', seat: 0 }]);
    expect(refusalCode(two, { type: 'build', seat: 0, link: plain })).toBe('cannot-afford');
  });

  it('−$1 is offered only after exactly one $1 link, and ends the turn at once', () => {
    expect(refusalCode(start, { type: 'discard', seat: 0 })).toBe('discard-not-allowed');
    expect(transglobal.legalActions(start, 0).some((a) => a.type === 'discard')).toBe(false);
    const one = act(start, { type: 'build', seat: 0, link: plain });
    expect(transglobal.legalActions(one, 0).some((a) => a.type === 'discard')).toBe(true);
    const second = linkBetween(vertex(12, 3), vertex(11, 3));
    const twoOnes = act(one, { type: 'build', seat: 0, link: second });
    expect(refusalCode(twoOnes, { type: 'discard', seat: 0 })).toBe('discard-not-allowed');
    const discarded = act(one, { type: 'discard', seat: 0 });
    expect(discarded.active).toBe(1);
    expect(discarded.turn).toEqual({ spent: 0, links: [] });
  });

  it('−$1 cannot be undone (the module forbids it)', () => {
    const one = act(start, { type: 'build', seat: 0, link: plain });
    const discarded = act(one, { type: 'discard', seat: 0 });
    expect(transglobal.canUndo?.(one, { type: 'discard', seat: 0 }, discarded)).toBe(false);
    expect(transglobal.canUndo?.(start, { type: 'build', seat: 0, link: plain }, one)).toBe(true);
  });

  it('OK is refused before the $2 is spent', () => {
    expect(refusalCode(start, { type: 'ok', seat: 0 })).toBe('turn-not-spent');
  });
});

describe("Rule check: a link touching only another player's unconnected network is illegal", () => {
  it('is refused as link-not-connected, and becomes legal once the networks join', () => {
    const a = vertex(2, 10);
    const b = vertex(6, 10);
    const bRail = linkBetween(b, vertex(5, 10)); // B's rail reaches (5,10)
    const touchingB = linkBetween(vertex(5, 10), vertex(4, 10)); // touches B's rail only
    const s = craftState({ hubs: [a, b], built: [bRail], builtBy: [1] });
    expect(refusalCode(s, { type: 'build', seat: 0, link: touchingB })).toBe('link-not-connected');
    expect(transglobal.legalActions(s, 0).some((x) => x.type === 'build' && x.link === touchingB)).toBe(false);
    // A builds to (3,10) then (4,10): now B's rail is part of A's network and beyond it is legal.
    const s1 = act(s, { type: 'build', seat: 0, link: linkBetween(a, vertex(3, 10)) });
    const s2 = act(s1, { type: 'build', seat: 0, link: linkBetween(vertex(3, 10), vertex(4, 10)) });
    const s3 = act(act(s2, { type: 'ok', seat: 0 }), { type: 'build', seat: 1, link: touchingB });
    const beyond = linkBetween(b, vertex(7, 10));
    expect(refusalCode(act(act(s3, { type: 'build', seat: 1, link: linkBetween(b, vertex(6, 11)) }), { type: 'ok', seat: 1 }), { type: 'build', seat: 0, link: beyond })).toBeUndefined();
  });

  it('a link already built is refused as link-built', () => {
    const a = vertex(2, 10);
    const link = linkBetween(a, vertex(3, 10));
    const s = craftState({ hubs: [a, vertex(14, 10)], built: [link], builtBy: [1] });
    const refused = tryAct(s, { type: 'build', seat: 0, link });
    expect(refused).toMatchObject({ kind: 'rule-error', code: 'link-built', params: { link, by: 1 } });
  });
});

describe("Rule check: B's link that connects A's last city ends the phase at once; A pays nothing", () => {
  // A (seat 0) has all cities joined but the last; B (seat 1) has its hub on A's last city.
  const hub = cityAt(cityIndex('west-2'));
  const others = ['north-2', 'east-2', 'south-2'].map((id) => cityAt(cityIndex(id)));
  const last = cityAt(cityIndex('coast-2'));
  const toLast = pathLinks(hub, last);
  const finalLink = toLast[toLast.length - 1] ?? -1;
  const built = [...new Set([...others.flatMap((c) => pathLinks(hub, c)), ...toLast.slice(0, -1)])];
  const s = craftState({
    banks: [15, 15],
    active: 1,
    hubs: [hub, last],
    built,
    builtBy: built.map(() => 0),
    turn: { spent: 0, links: [] },
  });

  it('the set-up leaves A exactly one link short', () => {
    expect(transglobal.seatView(s, 0).cities.filter((c) => !c.connected).map((c) => c.intersection)).toEqual([last]);
    expect(grid.links[finalLink]?.cost).toBeDefined();
  });

  it('ends the building phase mid-turn, A completed, B finishing from the bank', () => {
    const result = tryAct(s, { type: 'build', seat: 1, link: finalLink });
    if ('kind' in result) throw new Error(result.code);
    const after = result.state;
    expect(after.phase).toBe('finishing');
    expect(after.finishing?.completed).toEqual([0]);
    expect(after.finishing?.endedBy).toBe(1);
    expect(after.active).toBe(1);
    expect(after.banks[0]).toBe(15);
    expect(result.events.map((e) => e.type)).toContain('network-complete');
    // B's half-finished turn is over: its finishing is paid from its bank.
    expect(after.turn).toEqual({ spent: 0, links: [] });
    expect(transglobal.tableView(after).moneyLeft).toBeNull();
    // The phase ended at once: the link that ended it cannot be taken back, though B acts on.
    expect(transglobal.canUndo?.(s, { type: 'build', seat: 1, link: finalLink }, after)).toBe(false);
  });
});

describe('Rule check: 2–3 players are never dealt dashed cities; one city per region', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: every hand has one city of each region${players <= 3 ? ', none dashed' : ''}`, () => {
      for (let seed = 0; seed < 40; seed++) {
        const hands = dealHands(grid, players, createRandom(`deal-${players}-${seed}`));
        const dealt = hands.flat();
        expect(new Set(dealt).size).toBe(dealt.length);
        for (const hand of hands) {
          expect(hand.map((c) => grid.cities[c]?.region)).toEqual(grid.regions.map((r) => r.id));
          if (players <= 3) expect(hand.some((c) => grid.cities[c]?.dashed)).toBe(false);
        }
      }
    });
  }

  it('dashed cities are dealt with 4 or more players', () => {
    const dealtDashed = Array.from({ length: 40 }, (_, seed) => dealHands(grid, 6, createRandom(`d${seed}`)))
      .flat(2)
      .some((c) => grid.cities[c]?.dashed);
    expect(dealtDashed).toBe(true);
  });
});

describe('Rule check: two hubs never share an intersection; no hub or link in a no-grid area', () => {
  const hubs = craftState({ phase: 'hubs', active: 1, hubs: [vertex(5, 5), null] });

  it('a hub on another hub is refused as hub-occupied and not offered', () => {
    expect(tryAct(hubs, { type: 'place-hub', seat: 1, intersection: vertex(5, 5) })).toMatchObject({ code: 'hub-occupied', params: { seat: 0 } });
    expect(transglobal.legalActions(hubs, 1).some((a) => a.type === 'place-hub' && a.intersection === vertex(5, 5))).toBe(false);
  });

  it('a hub may move freely until OK, and OK needs a hub', () => {
    expect(refusalCode(hubs, { type: 'ok', seat: 1 })).toBe('hub-not-placed');
    const placed = act(hubs, { type: 'place-hub', seat: 1, intersection: vertex(6, 5) });
    const moved = act(placed, { type: 'place-hub', seat: 1, intersection: vertex(9, 9) });
    expect(moved.hubs[1]).toBe(vertex(9, 9));
    // Seat 1 is the last to place (seat 0 started): its OK starts the building phase with seat 0.
    const confirmed = act(moved, { type: 'ok', seat: 1 });
    expect(confirmed.phase).toBe('building');
    expect(confirmed.active).toBe(0);
  });

  it('the no-grid area has no intersection and no link crosses it', () => {
    const [area] = grid.noGrid;
    if (!area) throw new Error('fixture has a no-grid area');
    const inside = (x: number, y: number): boolean => {
      let odd = false;
      for (let i = 0, j = area.length - 1; i < area.length; j = i++) {
        const [xi, yi] = area[i] ?? [0, 0];
        const [xj, yj] = area[j] ?? [0, 0];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
      }
      return odd;
    };
    expect(grid.intersections.filter((v) => inside(v.x, v.y))).toEqual([]);
    const mid = grid.links.filter((l) => {
      const a = grid.intersections[l.a];
      const b = grid.intersections[l.b];
      return a && b && inside((a.x + b.x) / 2, (a.y + b.y) / 2);
    });
    expect(mid).toEqual([]);
    expect(refusalCode(hubs, { type: 'place-hub', seat: 1, intersection: grid.intersections.length })).toBe('unknown-intersection');
    expect(refusalCode(craftState(), { type: 'build', seat: 0, link: grid.links.length })).toBe('unknown-link');
  });

  it('a hub on an intersection cut off from the grid is refused as hub-cut-off', () => {
    const n = grid.intersections.length;
    const island = registerTransglobalMap({
      ...grid,
      id: 'fixture-grid-island',
      intersections: [...grid.intersections, { id: n, q: 40, r: 0, x: 9000, y: 0 }],
    });
    const s = craftState({ mapId: island.id, phase: 'hubs', active: 1, hubs: [vertex(5, 5), null] });
    expect(refusalCode(s, { type: 'place-hub', seat: 1, intersection: n })).toBe('hub-cut-off');
    expect(transglobal.legalActions(s, 1).some((a) => a.type === 'place-hub' && a.intersection === n)).toBe(false);
  });
});

describe('Rule check: finishing costs come from the bank; a bank at $0 or less ends the game; ties share', () => {
  // A ended the phase; B finishes with one missing city a few links away.
  const bHub = vertex(8, 12);
  const bCity = cityIndex('coast-2');
  const finishing = craftState({
    phase: 'finishing',
    active: 1,
    banks: [15, 4],
    hands: [[cityIndex('west-2')], [bCity]],
    hubs: [cityAt(cityIndex('west-2')), bHub],
    finishing: { endedBy: 0, completed: [0], queue: [], paid: [0, 0], cheapest: [null, 0] },
  });

  it('each finishing link is paid from the bank at its cost', () => {
    const route = pathLinks(bHub, cityAt(bCity));
    const first = route[0] ?? -1;
    const after = act(finishing, { type: 'build', seat: 1, link: first });
    expect(after.banks[1]).toBe(4 - (grid.links[first]?.cost ?? 0));
    expect(after.finishing?.paid[1]).toBe(grid.links[first]?.cost);
  });

  it('OK is refused until connected; the one-touch cheapest completion pays its exact cost', () => {
    expect(refusalCode(finishing, { type: 'ok', seat: 1 })).toBe('not-connected');
    const view = transglobal.seatView(finishing, 1);
    const suggestion = view.finishing?.suggestion;
    if (!suggestion) throw new Error('a finishing seat gets a suggestion');
    expect(suggestion.cost).toBeGreaterThan(0);
    const done = act(finishing, { type: 'build-cheapest', seat: 1 });
    expect(done.banks[1]).toBe(4 - suggestion.cost);
    expect(transglobal.seatView(done, 1).complete).toBe(true);
    expect(transglobal.legalActions(done, 1)).toEqual([{ type: 'ok', seat: 1 }]);
    expect(refusalCode(done, { type: 'build', seat: 1, link: pathLinks(bHub, vertex(0, 13))[0] ?? -1 })).toBe('already-connected');
  });

  it('a bank at $0 or less ends the game after the round, highest bank first', () => {
    const done = act(finishing, { type: 'build-cheapest', seat: 1 });
    expect(done.banks[1]).toBeLessThanOrEqual(0);
    const ended = tryAct(done, { type: 'ok', seat: 1 });
    if ('kind' in ended) throw new Error(ended.code);
    expect(ended.state.phase).toBe('over');
    expect(ended.revealed).toBe(true);
    expect(transglobal.outcome(ended.state)).toEqual({
      reason: 'bank-exhausted',
      ranking: [
        { seat: 0, place: 1, score: 15 },
        { seat: 1, place: 2, score: ended.state.banks[1] },
      ],
    });
    expect(transglobal.toAct(ended.state)).toEqual([]);
    expect(refusalCode(ended.state, { type: 'ok', seat: 0 })).toBe('game-over');
  });

  it('a bank of exactly $0 ends the game too', () => {
    const zero = act(lastFinisherReady(1, [0, 7], 5), { type: 'ok', seat: 1 });
    expect(zero.phase).toBe('over');
  });

  it('tied banks share a place and the next place skips', () => {
    expect(rankByBank([0, 1, 2, 3], [6, 9, 9, -1])).toEqual([
      { seat: 1, place: 1, score: 9 },
      { seat: 2, place: 1, score: 9 },
      { seat: 0, place: 3, score: 6 },
      { seat: 3, place: 4, score: -1 },
    ]);
  });
});
