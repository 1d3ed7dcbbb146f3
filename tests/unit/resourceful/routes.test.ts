/**
 * The route planner (issue #17 "Route planner"): the cheapest build is exact (equal to a
 * Bellman–Ford over the same costs), every section it names can be built in turn (checked by the
 * rules, budget reset between turns) and joins the network to the city; the fastest move is the
 * fewest mileposts over usable track and names the opponents whose fee it pays. On the real
 * Pacific Northwest map.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful, type ResourcefulState } from '../../../shared-rules/games/resourceful';
import { sectionCost } from '../../../shared-rules/games/resourceful/board';
import { checkBuild } from '../../../shared-rules/games/resourceful/legal';
import { networkOf } from '../../../shared-rules/games/resourceful/network';
import { buildWeight, cheapestBuildToCity, fastestMove, UNREACHED } from '../../../shared-rules/games/resourceful/routes';
import { boardOf } from '../../../shared-rules/games/resourceful/state';

const OPTIONS = { mapId: 'pacific-northwest', fastTrains: false, extraBuildTurn: false, extraCards: false, events: false, roundLimit: 60 };

/** A fresh three-player state on Pacific Northwest. */
function afterBuildTurns(): ResourcefulState {
  return resourceful.setup({ seats: [0, 1, 2], options: OPTIONS, random: createRandom('routes') });
}

/** Bellman–Ford over the build weights from the network: the reference the planner must equal. */
function reference(s: ResourcefulState, p: number): Int32Array {
  const board = boardOf(s);
  const weight = buildWeight(s, board, p);
  const reach = networkOf(s, board, p).reach;
  const dist = new Int32Array(board.map.mileposts.length).fill(UNREACHED);
  reach.forEach((r, m) => {
    if (r === 1) dist[m] = 0;
  });
  for (let changed = true; changed; ) {
    changed = false;
    for (const link of board.links) {
      for (const [u, v] of [[link.a, link.b], [link.b, link.a]] as const) {
        const w = weight(link.id, u, v);
        if (w < 0 || (dist[u] ?? UNREACHED) >= UNREACHED) continue;
        if ((dist[u] ?? 0) + w < (dist[v] ?? UNREACHED)) {
          dist[v] = (dist[u] ?? 0) + w;
          changed = true;
        }
      }
    }
  }
  return dist;
}

describe('route planner on Pacific Northwest', () => {
  const s0 = afterBuildTurns();
  const board = boardOf(s0);
  // Some track of player 1 across the map, so routes must go around it.
  const owners = [...s0.owners];
  board.links.forEach((link, id) => {
    if (link.kind === 'track' && id % 7 === 0) owners[id] = 1;
  });
  const s: ResourcefulState = { ...s0, owners, stage: 'play', players: s0.players.map((p) => ({ ...p, cash: 1000 })) };
  const ref = reference(s, 0);

  it('the cheapest build to every city equals the reference, and its sections add up to it', () => {
    for (const city of board.map.cities) {
      const plan = cheapestBuildToCity(s, 0, city.id);
      const best = Math.min(...city.mileposts.map((m) => ref[m] ?? UNREACHED));
      if (best >= UNREACHED) {
        expect(plan).toBeUndefined();
        continue;
      }
      expect(plan?.cost, city.id).toBe(best);
      const sum = (plan?.sections ?? []).reduce((n, sec) => {
        const link = board.links[board.linkBetween(sec.from, sec.to)];
        return link === undefined ? Number.NaN : n + sectionCost(board, link, sec.to);
      }, 0);
      expect(sum, city.id).toBe(best);
    }
  });

  it('every section of a planned build can be built in turn, and the city is then in the network', () => {
    for (const id of ['seattle', 'boise', 'bend', 'kellogg']) {
      const plan = cheapestBuildToCity(s, 0, id);
      expect(plan).toBeDefined();
      let t = s;
      for (const sec of plan?.sections ?? []) {
        t = { ...t, turn: { ...t.turn, spent: 0, majorOut: [] } };
        const built = checkBuild(t, 0, sec.from, sec.to);
        expect('kind' in built ? built.code : 'ok', `${id} ${sec.from}→${sec.to}`).toBe('ok');
        t = resourceful.apply(t, { type: 'build', seat: 0, from: sec.from, to: sec.to }, createRandom('x')).state;
      }
      const city = board.map.cities[board.cityIndex.get(id) ?? -1];
      expect(city?.mileposts.some((m) => networkOf(t, board, 0).reach[m] === 1)).toBe(true);
    }
  });

  it('the fastest move counts mileposts over usable track and names the fees', () => {
    // Player 0 owns a straight line of 5 sections; player 1 owns the next 3.
    const clear = (m: number) => (board.cityAt[m] ?? -1) < 0;
    const start = board.map.mileposts.find((m) => clear(m.id) && (board.linksAt[m.id] ?? []).length === 6)?.id ?? 0;
    const line = [start];
    for (let i = 0; i < 8; i++) {
      const here = line[line.length - 1] ?? 0;
      const next = (board.linksAt[here] ?? []).map((id) => board.links[id]).find((l) => l?.kind === 'track' && !line.includes(l.a === here ? l.b : l.a) && clear(l.a === here ? l.b : l.a));
      if (next === undefined) break;
      line.push(next.a === here ? next.b : next.a);
    }
    const mine = [...s0.owners];
    line.slice(1).forEach((m, i) => {
      mine[board.linkBetween(line[i] ?? 0, m)] = i < 5 ? 0 : 1;
    });
    const t: ResourcefulState = { ...s0, owners: mine, players: s0.players.map((p, i) => (i === 0 ? { ...p, at: start } : p)) };
    const end = line[line.length - 1] ?? 0;
    const plan = fastestMove(t, 0, [end]);
    expect(line).toHaveLength(9);
    expect(plan?.mileposts).toBe(8);
    expect(plan?.path).toEqual(line);
    expect(plan?.fees).toEqual([1]);
    expect(fastestMove(t, 0, [line[5] ?? 0])?.fees).toEqual([]);
  });
});
