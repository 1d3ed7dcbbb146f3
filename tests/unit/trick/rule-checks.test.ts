/**
 * Trick of the Rails' rule checks (shared/rules/trick-of-the-rails.md "Rule checks"), each a
 * test: hand sizes and the leftover deal, the lane of each player count, follow-suit, stock
 * tricks with and without Reservations, Cities at either end (before the Station too), [∞] after
 * [6], the windowed profit, the zero floor, one share per player per stock trick, 71 cards kept,
 * the Expert pools, railways without a locomotive, team totals, and no undo.
 */
import { describe, expect, it } from 'vitest';
import { startMatch, submitAction, undoLast, outcomeOf } from '../../../shared-rules/core/match';
import { createRandom } from '../../../shared-rules/core/random';
import type { Json } from '../../../shared-rules/core/types';
import { trick, trickGame, type TrickAction, type TrickOptions, type TrickState } from '../../../shared-rules/games/trick';
import { profitOf, shareValueWith } from '../../../shared-rules/games/trick/score';
import { companyOf, valueOf } from '../../../shared-rules/games/trick/state';

const BASIC: TrickOptions = { variant: 'basic', teams: false, autoPlay: 'never' };
const EXPERT: TrickOptions = { ...BASIC, variant: 'expert' };
const random = createRandom('trick-rule-checks');

// Codes (shared-rules/games/trick/meta.ts), spelled out here as the rules read them.
const card = (company: number, number: number) => company * 10 + number - 1;
const STATION = (c: number) => 50 + c;
const CITY = (k: number) => 55 + k;
const EXCHANGE = (c: number) => 100 + c;
const LOCO = (l: number) => 200 + l;
const RESERVATION = 300;
const [BO, CO, ERIE, NYC, PRR] = [0, 1, 2, 3, 4];

function fresh(players: number, options: TrickOptions = BASIC, seed = 't'): TrickState {
  return trick.setup({ seats: Array.from({ length: players }, (_, i) => i), options, random: createRandom(seed) });
}
const seatToAct = (s: TrickState) => trick.toAct(s)[0] ?? -1;
const code = (s: TrickState, action: TrickAction) => trick.check?.(s, action)?.code;
const apply = (s: TrickState, action: TrickAction): TrickState => {
  expect(code(s, action), JSON.stringify(action)).toBeUndefined();
  expect(trick.legalActions(s, action.seat)).toContainEqual(action);
  return trick.apply(s, action, random).state;
};
const play = (s: TrickState, c: number) => apply(s, { type: 'play', seat: seatToAct(s), card: c });

/** The lane as the rulebook writes it: E, C, R, or the locomotive's distance (6 for the slot carrying [∞]). */
function laneString(lane: readonly number[]): string {
  return lane.map((slot) => (slot >= 100 && slot < 105 ? 'E' : slot >= 55 && slot < 58 ? 'C' : slot === RESERVATION ? 'R' : slot >= 200 && slot < 204 ? String(slot - 197) : '?')).join('');
}

/** Every card of the game in a state (rules "Components": 71), with [∞] riding on [6] while [6] is in the lane or being placed. */
function allCards(s: TrickState): number[] {
  const cards = [...s.hands.flat(), ...s.trick.filter((c) => c >= 0), ...s.railways.flat(), ...s.locomotives.filter((l) => l >= 0).map(LOCO), ...s.lane, ...s.shares.flat(), ...s.outOfGame];
  if (s.pending >= 0) cards.push(s.pending);
  const infinityPlaced = s.locomotives.includes(4) || s.outOfGame.includes(LOCO(4)) || s.pending === LOCO(4);
  if (!infinityPlaced) cards.push(LOCO(4));
  return cards;
}

/** A game by the random bot from `s`, every state on the way. */
function playOut(s: TrickState, seed: string): TrickState[] {
  const r = createRandom(seed);
  const states = [s];
  let state = s;
  for (let i = 0; i < 500 && state.end === null; i++) {
    const legal = trick.legalActions(state, seatToAct(state));
    state = trick.apply(state, legal[r.int(0, legal.length - 1)] as TrickAction, r).state;
    states.push(state);
  }
  return states;
}

describe('setup (rules "Setup")', () => {
  it.each([
    [3, 15, 5],
    [4, 11, 6],
    [5, 9, 5],
  ])('%i players: hands of %i, the %i cards left dealt face up onto their own railway after its Station', (players, size, left) => {
    const s = fresh(players);
    expect(s.hands.map((h) => h.length)).toEqual(Array.from({ length: players }, () => size));
    expect(s.railways.flat().length).toBe(5 + left);
    s.railways.forEach((items, r) => {
      expect(items[0]).toBe(STATION(r));
      for (const c of items.slice(1)) expect(companyOf(c)).toBe(r);
    });
    expect(new Set([...s.hands.flat(), ...s.railways.flat()]).size).toBe(50 + 5);
  });

  it.each([
    [3, 'ECECECE3E4R5R6R'],
    [4, 'ECE3E4E5E6R'],
    [5, 'E3E4E5E6E'],
  ])('%i players: the Basic lane is %s, one Exchange card of each company', (players, pattern) => {
    for (const seed of ['a', 'b', 'c']) {
      const s = fresh(players, BASIC, seed);
      expect(laneString(s.lane)).toBe(pattern);
      expect(s.lane.filter((x) => x >= 100 && x < 105).sort()).toEqual([0, 1, 2, 3, 4].map(EXCHANGE));
    }
  });

  it('4 players draw one City of the three at random; 5 players none; the rest leave the game', () => {
    const drawn = new Set<number>();
    for (let g = 0; g < 30; g++) {
      const s = fresh(4, BASIC, `city-${g}`);
      const cities = s.lane.filter((x) => x >= 55 && x < 58);
      expect(cities).toHaveLength(1);
      drawn.add(cities[0] ?? -1);
      expect(s.outOfGame.filter((x) => x >= 55 && x < 58)).toHaveLength(2);
      expect(s.outOfGame.filter((x) => x === RESERVATION)).toHaveLength(2);
    }
    expect([...drawn].sort()).toEqual([CITY(0), CITY(1), CITY(2)]);
    const five = fresh(5);
    expect(five.outOfGame.filter((x) => (x >= 55 && x < 58) || x === RESERVATION)).toHaveLength(6);
  });

  it('71 cards in all, at every step of whole games of every player count and variant', () => {
    for (const players of [3, 4, 5]) {
      for (const options of [BASIC, EXPERT]) {
        for (const s of playOut(fresh(players, options, `cons-${players}`), `cons-${players}-${options.variant}`)) {
          const cards = allCards(s);
          expect(cards).toHaveLength(71);
          expect(new Set(cards.filter((c) => c !== RESERVATION)).size).toBe(71 - cards.filter((c) => c === RESERVATION).length);
        }
      }
    }
  });
});

describe('a trick (rules "A trick")', () => {
  /** A 3-player state with chosen hands and lane, seat 0 to lead. */
  function table(hands: number[][], lane: number[], railways?: number[][]): TrickState {
    const s = fresh(3);
    return { ...s, hands: hands.map((h) => [...h].sort((a, b) => a - b)), lane, leader: 0, active: 0, railways: railways ?? s.railways, outOfGame: [] };
  }

  it('the others must follow the led company if they can; a player who cannot plays any card, and shows a void', () => {
    let s = table([[card(NYC, 5), card(BO, 2)], [card(NYC, 7), card(PRR, 9)], [card(ERIE, 1), card(CO, 3)]], [EXCHANGE(BO), EXCHANGE(CO)]);
    s = play(s, card(NYC, 5));
    expect(trick.legalActions(s, 1)).toEqual([{ type: 'play', seat: 1, card: card(NYC, 7) }]);
    expect(code(s, { type: 'play', seat: 1, card: card(PRR, 9) })).toBe('must-follow');
    expect(trick.check?.(s, { type: 'play', seat: 1, card: card(PRR, 9) })?.params).toEqual({ company: 'nyc' });
    expect(code(s, { type: 'play', seat: 1, card: card(BO, 2) })).toBe('not-in-hand');
    s = play(s, card(NYC, 7));
    expect(trick.legalActions(s, 2).map((a) => (a.type === 'play' ? a.card : -1))).toEqual([card(CO, 3), card(ERIE, 1)]);
    s = play(s, card(CO, 3));
    expect(s.voids[2]).toBe(1 << NYC);
    expect(s.voids[0]).toBe(0);
  });

  it('stock trick with a Reservation left: the highest of the led company wins the lane card; its card replaces the leftmost Reservation; the others keep their cards as shares', () => {
    let s = table([[card(NYC, 5), card(BO, 1)], [card(NYC, 7), card(BO, 2)], [card(PRR, 10), card(BO, 3)]], [EXCHANGE(ERIE), RESERVATION, RESERVATION]);
    s = play(s, card(NYC, 5));
    s = play(s, card(NYC, 7));
    s = play(s, card(PRR, 10));
    expect(s.shares).toEqual([[card(NYC, 5)], [EXCHANGE(ERIE)], [card(PRR, 10)]]);
    expect(s.lane).toEqual([card(NYC, 7), RESERVATION]);
    expect(s.outOfGame).toEqual([RESERVATION]);
    expect(s.leader).toBe(1);
    expect(seatToAct(s)).toBe(1);
    // The next trick is for the card that replaced the Reservation: a share of NYC.
    s = play(s, card(BO, 2));
    s = play(s, card(BO, 3));
    s = play(s, card(BO, 1));
    expect(s.shares[2]).toEqual([card(PRR, 10), card(NYC, 7)]);
    expect(s.end).toBe(null);
  });

  it('stock trick with no Reservation left: the winner’s card leaves the game', () => {
    let s = table([[card(NYC, 5), card(BO, 1)], [card(NYC, 7), card(BO, 2)], [card(PRR, 10), card(BO, 3)]], [EXCHANGE(ERIE), EXCHANGE(CO)]);
    s = play(s, card(NYC, 5));
    s = play(s, card(NYC, 7));
    s = play(s, card(PRR, 10));
    expect(s.outOfGame).toEqual([card(NYC, 7)]);
    expect(s.lane).toEqual([EXCHANGE(CO)]);
  });

  it('City trick: the winner adds the City at either end of any railway — before the Station too — then each player adds their card to its own railway, from the winner clockwise', () => {
    const railways = [[STATION(0)], [STATION(1)], [STATION(2), card(ERIE, 9)], [STATION(3)], [STATION(4)]];
    let s = table([[card(ERIE, 2), card(BO, 1)], [card(ERIE, 4), card(BO, 2)], [card(NYC, 3), card(BO, 3)]], [CITY(2), EXCHANGE(BO)], railways);
    s = play(s, card(ERIE, 2));
    s = play(s, card(ERIE, 4));
    s = play(s, card(NYC, 3));
    expect(s.phase).toBe('place-city');
    expect(seatToAct(s)).toBe(1);
    expect(trick.legalActions(s, 1)).toHaveLength(10);
    expect(code(s, { type: 'play', seat: 1, card: card(BO, 2) })).toBe('not-now');
    s = apply(s, { type: 'place-city', seat: 1, railway: ERIE, end: 'front' });
    expect(s.railways[ERIE]).toEqual([CITY(2), STATION(2), card(ERIE, 9)]);
    expect(s.phase).toBe('place-card');
    expect([seatToAct(s), ...s.placers.slice(1)]).toEqual([1, 2, 0]);
    s = apply(s, { type: 'place-card', seat: 1, end: 'front' });
    s = apply(s, { type: 'place-card', seat: 2, end: 'back' });
    s = apply(s, { type: 'place-card', seat: 0, end: 'back' });
    expect(s.railways[ERIE]).toEqual([card(ERIE, 4), CITY(2), STATION(2), card(ERIE, 9), card(ERIE, 2)]);
    expect(s.railways[NYC]).toEqual([STATION(3), card(NYC, 3)]);
    expect(s.phase).toBe('play');
    expect(seatToAct(s)).toBe(1);
    // The Station is now inside the railway: a [3] scores the best window, which need not hold it.
    expect(profitOf(s.railways[ERIE] ?? [], 3)).toBe(Math.max(10 + 40 + 10, 40 + 10 + 40, 10 + 40 + 20));
  });

  it('locomotive trick: the winner puts it on a railway without one; when [6] is placed, [∞] goes at once onto the last railway without one (Basic)', () => {
    let s = table([[card(BO, 9), card(CO, 1)], [card(BO, 2), card(CO, 2)], [card(BO, 3), card(CO, 3)]], [LOCO(3), EXCHANGE(BO)]);
    s = { ...s, locomotives: [-1, 0, 1, -1, 2] };
    s = play(s, card(BO, 9));
    s = play(s, card(BO, 2));
    s = play(s, card(BO, 3));
    expect(s.phase).toBe('place-locomotive');
    expect(trick.legalActions(s, 0)).toEqual([
      { type: 'place-locomotive', seat: 0, railway: BO },
      { type: 'place-locomotive', seat: 0, railway: NYC },
    ]);
    expect(code(s, { type: 'place-locomotive', seat: 0, railway: CO })).toBe('has-locomotive');
    const placed = trick.apply(s, { type: 'place-locomotive', seat: 0, railway: NYC }, random);
    expect(placed.state.locomotives).toEqual([4, 0, 1, 3, 2]);
    expect(placed.events.filter((e) => e.type === 'locomotive-placed').map((e) => e.params)).toEqual([
      { locomotive: 3, railway: NYC, auto: false },
      { locomotive: 4, railway: BO, auto: true },
    ]);
    expect(placed.state.phase).toBe('place-card');
  });

  it('Expert: the winner of the [6] trick places [∞] on any railway without one', () => {
    let s = table([[card(BO, 9), card(CO, 1)], [card(BO, 2), card(CO, 2)], [card(BO, 3), card(CO, 3)]], [LOCO(3), EXCHANGE(BO)]);
    s = { ...s, variant: 'expert', locomotives: [-1, -1, 1, -1, -1] };
    s = play(s, card(BO, 9));
    s = play(s, card(BO, 2));
    s = play(s, card(BO, 3));
    s = apply(s, { type: 'place-locomotive', seat: 0, railway: PRR });
    expect(s.phase).toBe('place-locomotive');
    expect(s.pending).toBe(LOCO(4));
    expect(seatToAct(s)).toBe(0);
    expect(trick.legalActions(s, 0)).toHaveLength(3);
    s = apply(s, { type: 'place-locomotive', seat: 0, railway: CO });
    expect(s.locomotives).toEqual([-1, 4, 1, -1, 3]);
    expect(s.phase).toBe('place-card');
  });

  it('no action can be undone: a played card is final, and so is a placement', () => {
    const seats = [0, 1, 2].map((seat) => ({ seat, color: '#000', symbol: 'circle', controller: 'human' as const }));
    const started = startMatch(trickGame.module, { matchId: 'undo', seats, options: BASIC as unknown as Json, seed: 'undo', createdAt: '2026-11-26T00:00:00.000Z' });
    if (!started.ok) throw new Error(started.error.message);
    let match = started.match;
    for (let i = 0; i < 40 && outcomeOf(match) === undefined; i++) {
      const state = match.state as TrickState;
      const seat = seatToAct(state);
      const action = trick.legalActions(state, seat)[0] as TrickAction;
      const next = submitAction(match, action, 'human');
      if (!next.ok) throw new Error(next.error.message);
      match = next.match;
      const undone = undoLast(match, seat, 'human');
      expect(undone.ok ? 'undone' : undone.error.code, action.type).toBe('undo-not-allowed');
    }
  });
});

describe('end and scoring (rules "End and scoring")', () => {
  it('the rulebook example: [Station 10, 40, 10, 30, 20] with [3] pulls 80 (share 40); with [∞] 110 (share 30)', () => {
    // Railway cards with those station values: C&O 1 (40), B&O 1 (10), Erie 1 (30), NYC 1 (20).
    const items = [STATION(0), card(CO, 1), card(BO, 1), card(ERIE, 1), card(NYC, 1)];
    expect(items.map(valueOf)).toEqual([10, 40, 10, 30, 20]);
    expect(profitOf(items, 3)).toBe(80);
    expect(shareValueWith(items, 0)).toBe(40);
    expect(profitOf(items, Infinity)).toBe(110);
    expect(shareValueWith(items, 4)).toBe(30);
    // A railway no longer than its locomotive's distance scores whole.
    expect(profitOf(items.slice(0, 3), 3)).toBe(60);
  });

  it('a share is worth at least 0: profit below the locomotive’s cost gives 0, not a loss', () => {
    const items = [STATION(0), card(BO, 1)];
    expect(profitOf(items, 6)).toBe(20);
    expect(shareValueWith(items, 3)).toBe(0);
  });

  it.each([
    [3, 8],
    [4, 6],
    [5, 5],
  ])('%i players: every player gains exactly one share per stock trick, %i in all', (players, stock) => {
    for (const options of [BASIC, EXPERT]) {
      for (let g = 0; g < 5; g++) {
        const end = playOut(fresh(players, options, `shares-${g}`), `shares-${players}-${g}`).at(-1) as TrickState;
        expect(end.end).toBe('all-tricks-played');
        expect(end.shares.map((s) => s.length)).toEqual(Array.from({ length: players }, () => stock));
        expect(end.hands.flat()).toEqual([]);
      }
    }
  });

  it.each([
    [3, 7],
    [4, 5],
    [5, 4],
  ])('Expert, %i players: %i of the seven pool cards ([3]–[6] and the Cities) fill the lane’s non-E, non-R slots; [∞] is absent when [6] is', (players, used) => {
    let sixMissing = 0;
    for (let g = 0; g < 40; g++) {
      const s = fresh(players, EXPERT, `pool-${g}`);
      const basicPattern = laneString(fresh(players, BASIC, `pool-${g}`).lane);
      const pool = s.lane.filter((x, i) => basicPattern[i] !== 'E' && basicPattern[i] !== 'R');
      expect(pool).toHaveLength(used);
      expect(laneString(s.lane).replace(/[C3456]/g, '*')).toBe(basicPattern.replace(/[C3456]/g, '*'));
      const out = s.outOfGame.filter((x) => x !== RESERVATION && x !== LOCO(4));
      expect([...pool, ...out].sort()).toEqual([LOCO(0), LOCO(1), LOCO(2), LOCO(3), CITY(0), CITY(1), CITY(2)].sort());
      const hasSix = s.lane.includes(LOCO(3));
      expect(s.outOfGame.includes(LOCO(4))).toBe(!hasSix);
      if (!hasSix) sixMissing++;
    }
    if (players > 3) expect(sixMissing).toBeGreaterThan(0);
  });

  it('Expert: a railway that ends without a locomotive scores 0', () => {
    let seen = 0;
    for (let g = 0; g < 30 && seen < 3; g++) {
      const end = playOut(fresh(5, EXPERT, `noloco-${g}`), `noloco-${g}`).at(-1) as TrickState;
      const bare = end.locomotives.flatMap((l, r) => (l < 0 ? [r] : []));
      if (bare.length === 0) continue;
      seen++;
      const view = trick.tableView(end);
      for (const r of bare) expect(view.railways[r]?.shareValue).toBe(0);
      const counted = end.shares.map((cards) => cards.filter((c) => bare.includes(c < 50 ? companyOf(c) : c - 100)).length);
      // Holding shares of a bare railway adds nothing: each score is what the other shares make.
      view.results?.forEach((result) => {
        const p = end.seats.indexOf(result.seat);
        const sum = result.shares.reduce((acc, n, c) => acc + n * (bare.includes(c) ? 0 : (view.railways[c]?.shareValue ?? 0)), 0);
        expect(result.score).toBe(sum);
        expect(counted[p]).toBe(bare.reduce((acc, c) => acc + (result.shares[c] ?? 0), 0));
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('4-player teams: partners (positions 0+2, 1+3) add their scores and share their place', () => {
    const end = playOut(fresh(4, { ...BASIC, teams: true }, 'teams'), 'teams').at(-1) as TrickState;
    const view = trick.tableView(end);
    expect(view.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const team = (p: number) => (view.scores[p] ?? 0) + (view.scores[(p + 2) % 4] ?? 0);
    view.results?.forEach((r) => expect(r.teamScore).toBe(team(r.seat)));
    const outcome = trick.outcome(end);
    const place = (seat: number) => outcome?.ranking.find((r) => r.seat === seat)?.place;
    expect(place(0)).toBe(place(2));
    expect(place(1)).toBe(place(3));
    const winners = team(0) >= team(1) ? [0, 2] : [1, 3];
    for (const seat of winners) expect(place(seat)).toBe(1);
    // With 3 players the option has no effect.
    expect(trick.tableView(fresh(3, { ...BASIC, teams: true })).teams).toBe(null);
  });

  it('scores are Σ shares × share value, and the ranking shares places on equal scores', () => {
    for (let g = 0; g < 10; g++) {
      const end = playOut(fresh(3, BASIC, `score-${g}`), `score-${g}`).at(-1) as TrickState;
      const view = trick.tableView(end);
      end.seats.forEach((seat, p) => {
        const sum = (view.shares[p] ?? []).reduce((acc, n, c) => acc + n * (view.railways[c]?.shareValue ?? 0), 0);
        expect(view.scores[p]).toBe(sum);
      });
      const ranking = trick.outcome(end)?.ranking ?? [];
      for (const r of ranking) expect(r.place).toBe(ranking.filter((o) => o.score > r.score).length + 1);
    }
  });
});

describe('views (rules "What the app shows")', () => {
  it('the table sees hand sizes, never cards in hands; a seat sees its own hand and, when to play, its playable cards', () => {
    const s = fresh(4);
    const view = JSON.stringify(trick.tableView(s));
    expect(trick.tableView(s).handSizes).toEqual([11, 11, 11, 11]);
    expect(view).not.toContain('hands');
    const leader = seatToAct(s);
    expect(trick.seatView(s, leader).playable).toEqual(s.hands[leader]);
    expect(trick.seatView(s, (leader + 1) % 4).playable).toEqual([]);
  });

  it('a railway without a locomotive shows its share value with each locomotive still to come', () => {
    const s = fresh(4);
    const view = trick.tableView(s);
    for (const [r, railway] of view.railways.entries()) {
      expect(railway.shareValue).toBe(null);
      expect(railway.ifLocomotive.map((i) => i.locomotive)).toEqual([0, 1, 2, 3, 4]);
      for (const i of railway.ifLocomotive) expect(i.shareValue).toBe(shareValueWith(s.railways[r] ?? [], i.locomotive));
    }
  });
});
