/**
 * Paris Connection's rule checks (shared/rules/paris-connection.md "Rule checks"), each a test
 * on the real map of France: draws and limits, what a build may place and where, the cut-off
 * rule and its exceptions, trades, and both ways the game ends.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { paris, type ParisState } from '../../../shared-rules/games/paris';
import { boardOf } from '../../../shared-rules/games/paris/board';
import { legalHexes } from '../../../shared-rules/games/paris/legal';
import { scoreOf } from '../../../shared-rules/games/paris/score';
import { HEX_KIND } from '../../../shared-rules/maps/paris-map';

const board = boardOf('france');
const random = createRandom('rule-checks');

function fresh(players: number, seed = 'p'): ParisState {
  return paris.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { mapId: 'france' }, random: createRandom(seed) });
}
const neighbours = (h: number) => [...board.adj.slice(board.adjStart[h], board.adjStart[h + 1])];
const hexOf = (cityId: string) => board.map.hexes.findIndex((h) => h.city?.id === cityId);
const seatToAct = (s: ParisState) => paris.toAct(s)[0] ?? -1;
const place = (s: ParisState, company: number, hex: number) => ({ type: 'place' as const, seat: seatToAct(s), company, hex });
const code = (s: ParisState, action: Parameters<typeof paris.apply>[1]) => paris.check?.(s, action)?.code;
/** The state with only the given locomotives on the board (`[company, hex]` pairs, start hexes kept). */
function withBoard(s: ParisState, extra: readonly (readonly [number, number])[]): ParisState {
  const occupied = s.occupied.map((mask, h) => (board.kind[h] === HEX_KIND.start ? mask : 0));
  for (const [company, hex] of extra) occupied[hex] = (occupied[hex] ?? 0) | (1 << company);
  return { ...s, occupied };
}
const apply = (s: ParisState, action: Parameters<typeof paris.apply>[1]) => {
  expect(code(s, action), JSON.stringify(action)).toBeUndefined();
  return paris.apply(s, action, random).state;
};

describe('setup', () => {
  it.each([
    [3, 10],
    [4, 8],
    [5, 6],
    [6, 5],
  ])('%i players draw %i shares each; 31 per company in the bag (186), the rest in the supplies', (players, draw) => {
    const s = fresh(players);
    expect(s.held).toEqual(Array(players).fill(draw));
    for (let c = 0; c < 6; c++) expect((s.supplies[c] ?? 0) + s.portfolios.reduce((sum, p) => sum + (p[c] ?? 0), 0)).toBe(31);
    expect(s.supplies.reduce((a, b) => a + b, 0) + players * draw).toBe(186);
    // One locomotive of each company on its own start hex; values start at 0.
    expect(s.starts.map((hex) => board.kind[hex])).toEqual(Array(6).fill(HEX_KIND.start));
    s.starts.forEach((hex, c) => expect(s.occupied[hex]).toBe(1 << c));
    expect(s.values).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('scoring', () => {
  it.each([
    [3, 20],
    [4, 15],
    [5, 12],
    [6, 10],
  ])('with %i players the limit is %i, and each share above it costs 20 points', (players, limit) => {
    const atLimit = scoreOf([limit, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0], players);
    expect(atLimit).toMatchObject({ shareValue: 2 * limit, over: 0, penalty: 0, total: 2 * limit });
    const over = scoreOf([limit, 2, 0, 0, 0, 0], [2, 5, 0, 0, 0, 0], players);
    expect(over).toMatchObject({ held: limit + 2, over: 2, penalty: 40, total: 2 * limit + 10 - 40 });
  });
});

describe('a build', () => {
  const s0 = fresh(4);
  const company = 0;
  const start = s0.starts[company] ?? -1;

  it('places next to the company’s own locomotives only, one company per build, 1 to 5, then OK', () => {
    const first = legalHexes(s0, company);
    expect(first.length).toBeGreaterThan(0);
    for (const hex of first) expect(neighbours(hex).some((n) => ((s0.occupied[n] ?? 0) & 1) !== 0)).toBe(true);
    let s = s0;
    expect(code(s, { type: 'ok', seat: seatToAct(s) })).toBe('nothing-to-confirm');
    for (let i = 0; i < 5; i++) {
      const hex = legalHexes(s, company)[0] ?? -1;
      s = apply(s, place(s, company, hex));
      expect(s.turn.placed.length).toBe(i + 1);
      const other = legalHexes(s, 1)[0] ?? -1;
      expect(code(s, place(s, 1, other))).toBe(i < 5 ? 'other-company' : 'build-full');
    }
    expect(code(s, place(s, company, legalHexes(s, company)[0] ?? -1))).toBe('build-full');
    expect(paris.legalActions(s, seatToAct(s))).toEqual([{ type: 'ok', seat: seatToAct(s) }]);
    const after = apply(s, { type: 'ok', seat: seatToAct(s) });
    expect(after.active).toBe((s.active + 1) % 4);
    expect(after.turn).toEqual({ company: null, placed: [], trade: null });
    expect(after.supplies[company]).toBe((s0.supplies[company] ?? 0) - 5);
  });

  it('never goes to a hex not next to the company, the Eiffel hex or a start hex', () => {
    const far = hexOf('brest');
    expect(code(s0, place(s0, company, far))).toBe('not-adjacent');
    expect(code(s0, place(s0, company, board.eiffel))).toBe('hex-closed');
    const otherStart = board.starts.find((h) => h !== start) ?? -1;
    expect(code(s0, place(s0, company, otherStart))).toBe('hex-closed');
    expect(legalHexes(s0, company)).not.toContain(board.eiffel);
    expect(code(s0, place(s0, company, 99_999))).toBe('unknown-hex');
  });

  it('never crosses a checkered side', () => {
    const barrier = board.map.barriers.find((b) => b.reason === 'mountain');
    if (barrier === undefined) throw new Error('the map has no mountain side');
    // The company stands on one side only; the hex across is not next to it.
    const s = withBoard(s0, [[company, barrier.a]]);
    const across = barrier.b;
    const touching = neighbours(across).some((n) => ((s.occupied[n] ?? 0) & 1) !== 0);
    expect(touching).toBe(false);
    expect(code(s, place(s, company, across))).toBe('not-adjacent');
  });

  it('never doubles a colour in a hex, and fills a city with 1 and a rural hex with 2', () => {
    const rural = neighbours(start).find((h) => board.kind[h] === HEX_KIND.rural) ?? -1;
    const twice = withBoard(s0, [[company, rural]]);
    expect(code(twice, place(twice, company, rural))).toBe('company-there');
    const full = withBoard(s0, [[company, neighbours(rural)[0] ?? -1], [2, rural], [3, rural]]);
    expect(code(full, place(full, company, rural))).toBe('hex-full');
    const lyon = hexOf('lyon');
    const city = withBoard(s0, [[company, neighbours(lyon)[0] ?? -1], [2, lyon]]);
    expect(code(city, place(city, company, lyon))).toBe('hex-full');
  });

  it('adds the hex’s value to the company at once: rural 0, a city its 1–3 points', () => {
    const lyon = hexOf('lyon');
    const s = withBoard(s0, [[company, neighbours(lyon).find((h) => board.kind[h] === HEX_KIND.rural) ?? -1]]);
    const after = apply(s, place(s, company, lyon));
    expect(after.values[company]).toBe(board.value[lyon]);
    expect(board.value[lyon]).toBeGreaterThan(0);
  });
});

describe('the cut-off rule', () => {
  // Company 1 boxed in at its start hex with one open hex left, `last`, a rural hex that company 2
  // already shares; company 0 stands next to `last`.
  const s0 = fresh(4, 'cut');
  // The victim: not company 0 (the builder) nor company 2 (already on the last hex).
  const victim = s0.starts.findIndex((start, c) => c !== 0 && c !== 2 && neighbours(start).some((h) => board.kind[h] === HEX_KIND.rural));
  const start = s0.starts[victim] ?? -1;
  const outer = neighbours(start).filter((h) => board.kind[h] === HEX_KIND.rural || board.kind[h] === HEX_KIND.city);
  const last = outer.find((h) => board.kind[h] === HEX_KIND.rural);
  if (last === undefined || outer.length < 2) throw new Error('no start hex with a rural neighbour');
  const closed = outer.filter((h) => h !== last);
  // Not the victim, not company 0 (the builder), not company 2 (on `last`).
  const others = [0, 1, 2, 3, 4, 5].filter((c) => c !== victim && c !== 0 && c !== 2);
  const fill = (h: number) => (board.kind[h] === HEX_KIND.city ? [[others[0] ?? 3, h] as const] : [[others[0] ?? 3, h] as const, [others[1] ?? 4, h] as const]);
  const beside = neighbours(last).find((h) => board.kind[h] === HEX_KIND.rural && !outer.includes(h) && h !== start) ?? -1;
  const boxed = withBoard(s0, [...closed.flatMap(fill), [2, last], [0, beside]]);

  it('refuses a placement that leaves another company no hex to build on', () => {
    expect(legalHexes(boxed, victim)).toEqual([last]);
    expect(paris.check?.(boxed, place(boxed, 0, last))).toMatchObject({ code: 'cuts-off', params: { hex: last, victim } });
    expect(legalHexes(boxed, 0)).not.toContain(last);
  });

  it('allows it once the threatened company has reached a city', () => {
    const lille = hexOf('lille');
    const reached = { ...boxed, occupied: boxed.occupied.map((m, h) => (h === lille ? m | (1 << victim) : m)) };
    expect(code(reached, place(reached, 0, last))).toBeUndefined();
  });

  it('allows it when the threatened company’s supply is empty (an empty supply is never cut off)', () => {
    const empty = { ...boxed, supplies: boxed.supplies.map((n, c) => (c === victim ? 0 : n)) };
    expect(code(empty, place(empty, 0, last))).toBeUndefined();
  });

  it('lets a company cut off itself', () => {
    // Company 1 builds into its own last hex from the start: nothing protects a company from itself.
    expect(code(boxed, place(boxed, victim, last))).toBeUndefined();
  });
});

describe('a trade', () => {
  const s0 = fresh(4, 'trade');
  const seat = seatToAct(s0);
  const mine = s0.portfolios[s0.active] ?? [];
  const give = mine.findIndex((n) => n > 0);
  const notHeld = mine.findIndex((n) => n === 0);
  const take = (give + 1) % 6;

  it('returns one of A to its supply and takes 1 or 2 of another company B; then only OK', () => {
    expect(code(s0, { type: 'trade', seat, give, take: give, count: 1 })).toBe('same-company');
    if (notHeld >= 0) expect(code(s0, { type: 'trade', seat, give: notHeld, take: (notHeld + 1) % 6, count: 1 })).toBe('not-held');
    const after = apply(s0, { type: 'trade', seat, give, take, count: 2 });
    expect(after.portfolios[s0.active]?.[give]).toBe((mine[give] ?? 0) - 1);
    expect(after.portfolios[s0.active]?.[take]).toBe((mine[take] ?? 0) + 2);
    expect(after.supplies[give]).toBe((s0.supplies[give] ?? 0) + 1);
    expect(after.supplies[take]).toBe((s0.supplies[take] ?? 0) - 2);
    expect(after.held[s0.active]).toBe((s0.held[s0.active] ?? 0) + 1);
    expect(paris.legalActions(after, seat)).toEqual([{ type: 'ok', seat }]);
    expect(code(after, place(after, 0, legalHexes(after, 0)[0] ?? -1))).toBe('turn-done');
  });

  it('takes no more than the supply holds', () => {
    const short = { ...s0, supplies: s0.supplies.map((n, c) => (c === take ? 1 : n)) };
    expect(code(short, { type: 'trade', seat, give, take, count: 2 })).toBe('supply-short');
    expect(code(short, { type: 'trade', seat, give, take, count: 1 })).toBeUndefined();
    const legal = paris.legalActions(short, seat).filter((a) => a.type === 'trade' && a.take === take);
    expect(legal.every((a) => a.type === 'trade' && a.count === 1)).toBe(true);
  });
});

describe('the end', () => {
  const s0 = fresh(4, 'end');
  const marseille = board.marseille;

  it('comes at once when a locomotive reaches Marseille, mid-build: +4 scored, the rest not placed', () => {
    const before = neighbours(marseille).find((h) => board.kind[h] === HEX_KIND.rural) ?? -1;
    let s = withBoard(s0, [[0, before]]);
    const other = legalHexes(s, 0).find((h) => h !== marseille) ?? -1;
    s = apply(s, place(s, 0, other));
    const applied = paris.apply(s, place(s, 0, marseille), random);
    expect(applied.state.end).toBe('marseille-reached');
    expect(applied.state.values[0]).toBe((s.values[0] ?? 0) + 4);
    expect(applied.revealed).toBe(true);
    expect(paris.toAct(applied.state)).toEqual([]);
    expect(paris.legalActions(applied.state, seatToAct(s))).toEqual([]);
    expect(paris.outcome(applied.state)?.reason).toBe('marseille-reached');
  });

  it('comes when only one supply still has locomotives, by a placement', () => {
    const s = { ...s0, supplies: [0, 1, 0, 0, 0, 7] };
    const hex = legalHexes(s, 1)[0] ?? -1;
    const after = apply(s, place(s, 1, hex));
    expect(after.end).toBe('one-supply-left');
  });

  it('comes when only one supply still has locomotives, by a trade', () => {
    const mine = s0.portfolios[s0.active] ?? [];
    const give = mine.findIndex((n) => n > 0);
    const take = (give + 1) % 6;
    // Two supplies left: the taken one empties, and the returned share goes to the other's… or its own.
    const supplies = Array.from({ length: 6 }, (_, c) => (c === take ? 2 : 0));
    const s = { ...s0, supplies };
    const after = apply(s, { type: 'trade', seat: seatToAct(s), give, take, count: 2 });
    expect(after.supplies.filter((n) => n > 0)).toEqual([1]);
    expect(after.end).toBe('one-supply-left');
  });

  it('ranks by shares × values minus penalties; equal scores share a place', () => {
    const s: ParisState = { ...s0, end: 'one-supply-left', values: [3, 2, 0, 0, 0, 0], portfolios: [[2, 0, 6, 0, 0, 0], [0, 3, 5, 0, 0, 0], [1, 0, 7, 0, 0, 0], [0, 0, 16, 0, 0, 0]] };
    expect(paris.outcome(s)?.ranking).toEqual([
      { seat: 0, score: 6, place: 1 },
      { seat: 1, score: 6, place: 1 },
      { seat: 2, score: 3, place: 3 },
      { seat: 3, score: -20, place: 4 },
    ]);
  });
});
