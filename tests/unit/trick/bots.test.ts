/**
 * Trick of the Rails' bots (issue #16 "Bots"): every level plays only legal actions through
 * whole games of every player count and variant, decides from its own seat view and the table
 * (the conformance kit checks that another hand changes nothing), and the judgement of medium
 * and hard picks the clearly better move in positions built for it.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { selfPlay } from '../../../shared-rules/core/self-play';
import { trick, trickGame, type TrickAction, type TrickOptions, type TrickState } from '../../../shared-rules/games/trick';
import { deal, hardSearch } from '../../../shared-rules/games/trick/bots';
import { rolloutCard, rolloutRailwayValue, rolloutValues } from '../../../shared-rules/games/trick/rollout';
import type { Random } from '../../../shared-rules/core/types';

const BASIC: TrickOptions = { variant: 'basic', teams: false, autoPlay: 'never' };
const card = (company: number, number: number) => company * 10 + number - 1;
const [BO, CO, ERIE, NYC, PRR] = [0, 1, 2, 3, 4];
const EXCHANGE = (c: number) => 100 + c;

function decide(level: 'easy' | 'medium' | 'hard', s: TrickState): TrickAction | undefined {
  const seat = trick.toAct(s)[0] ?? -1;
  const bot = trickGame.bots[level];
  if (bot === undefined) throw new Error(level);
  return bot.decide(trick.seatView(s, seat), trick.tableView(s), trick.legalActions(s, seat), createRandom(`d-${level}`), {}) as TrickAction | undefined;
}

describe('every level plays whole games', () => {
  it.each([
    [3, 'easy'],
    [4, 'medium'],
    [5, 'medium'],
    [3, 'hard'],
  ] as const)('%i players, %s at every seat: legal to the end, Basic and Expert', (players, level) => {
    for (const variant of ['basic', 'expert'] as const) {
      const bot = trickGame.bots[level];
      if (bot === undefined) throw new Error(level);
      const seats = Array.from({ length: players }, (_, i) => i);
      // selfPlay throws on an illegal action (the module's apply is only reached with a legal one: it checks).
      const played = selfPlay({
        module: trickGame.module,
        options: { ...BASIC, variant },
        seats,
        seed: `bots-${players}-${level}-${variant}`,
        bots: Object.fromEntries(seats.map((s) => [s, { decide: (sv, tv, legal, r, c) => {
          const action = bot.decide(sv, tv, legal, r, c);
          expect(legal).toContainEqual(action);
          return action;
        } }])),
        botRandom: createRandom('b'),
        maxActions: 200,
      });
      expect(played.outcome?.reason).toBe('all-tricks-played');
    }
  }, 60_000);
});

describe('judgement', () => {
  /** Seat 2 of 3 is last to play to a stock trick for an Exchange share of PRR; PRR is worth a lot, NYC nothing. */
  function lastToPlay(): TrickState {
    const s = trick.setup({ seats: [0, 1, 2], options: BASIC, random: createRandom('judge') });
    const railways = s.railways.map((items, r) => (r === PRR ? [54, card(PRR, 5), card(PRR, 4), card(PRR, 6), card(PRR, 3)] : [50 + r]));
    return {
      ...s,
      hands: [[card(BO, 1)], [card(BO, 2)], [card(NYC, 2), card(NYC, 9)]],
      railways,
      // PRR has [∞]: 10+40+30+30+20 = 130 − 80 = 50 a share; NYC has [3] on its Station alone: 0.
      locomotives: [-1, -1, -1, 0, 4],
      lane: [EXCHANGE(PRR), EXCHANGE(BO)],
      leader: 0,
      trick: [card(NYC, 5), card(NYC, 3), -1],
      active: 2,
      outOfGame: [],
    };
  }

  it('medium and hard take a valuable lane share when a higher card wins it', () => {
    const s = lastToPlay();
    expect(trick.tableView(s).railways[PRR]?.shareValue).toBe(50);
    expect(decide('medium', s)).toEqual({ type: 'play', seat: 2, card: card(NYC, 9) });
    expect(decide('hard', s)).toEqual({ type: 'play', seat: 2, card: card(NYC, 9) });
  });

  it('medium puts a won locomotive where its own shares are', () => {
    const s0 = trick.setup({ seats: [0, 1, 2], options: { ...BASIC, variant: 'expert' }, random: createRandom('loco') });
    // Expert, [6] and so [∞] out of the game: seat 0 won the [5] trick, the last locomotive. It
    // holds Erie shares, the others C&O; both railways are long and rich, and the one without a
    // locomotive at the end scores 0.
    const rich = (r: number) => [50 + r, card(r, 1), card(r, 2), card(r, 3), card(r, 4), card(r, 5)];
    const s: TrickState = {
      ...s0,
      hands: [[card(BO, 7)], [card(BO, 8)], [card(BO, 6)]],
      railways: s0.railways.map((_, r) => (r === ERIE || r === CO ? rich(r) : [50 + r])),
      locomotives: [0, -1, -1, 1, -1],
      lane: [EXCHANGE(BO)],
      outOfGame: [203, 204],
      phase: 'place-locomotive',
      pending: 202,
      winner: 0,
      active: 0,
      trick: [card(BO, 9), card(BO, 3), card(BO, 4)],
      shares: [[EXCHANGE(ERIE), EXCHANGE(ERIE)], [EXCHANGE(CO), EXCHANGE(CO)], [EXCHANGE(CO)]],
    };
    expect(decide('medium', s)).toEqual({ type: 'place-locomotive', seat: 0, railway: ERIE });
    expect(decide('hard', s)).toEqual({ type: 'place-locomotive', seat: 0, railway: ERIE });
  });

  it('medium counts the cards of the locomotive trick, which join their railways, when it places the locomotive', () => {
    const s0 = trick.setup({ seats: [0, 1, 2], options: BASIC, random: createRandom('loco') });
    // Seat 0 won the [3] trick with three Erie cards played (40, 30, 30 a station): they go to the
    // Erie railway once it has placed [3]. It holds an Erie and a C&O share; C&O has 30 + 30 on its
    // Station now ([3]: 70 − 40 = 30 a share), Erie only its Station — but with the trick's cards,
    // [3] on Erie pulls 40 + 30 + 30 = 100, 60 a share.
    const s: TrickState = {
      ...s0,
      hands: [[card(BO, 7)], [card(BO, 8)], [card(BO, 6)]],
      railways: s0.railways.map((_, r) => (r === CO ? [50 + r, card(CO, 2), card(CO, 3)] : [50 + r])),
      locomotives: [-1, -1, -1, -1, -1],
      lane: [EXCHANGE(BO)],
      outOfGame: [],
      phase: 'place-locomotive',
      pending: 200,
      winner: 0,
      active: 0,
      trick: [card(ERIE, 9), card(ERIE, 5), card(ERIE, 1)],
      shares: [[EXCHANGE(ERIE), EXCHANGE(CO)], [EXCHANGE(BO), EXCHANGE(BO)], [EXCHANGE(PRR)]],
    };
    expect(decide('medium', s)).toEqual({ type: 'place-locomotive', seat: 0, railway: ERIE });
  });

  it('hard searches within its budget with a clock, and a fixed number of iterations without', () => {
    const s = lastToPlay();
    const inputs = [trick.seatView(s, 2), trick.tableView(s), trick.legalActions(s, 2)] as const;
    const fixed = hardSearch(...inputs, createRandom('h'), {});
    expect(fixed.iterations).toBe(200);
    let clock = 0;
    // A clock that moves 1 ms per reading: a 100 ms budget stops at 80 % of it.
    const timed = hardSearch(...inputs, createRandom('h'), { now: () => clock++, budgetMs: 100 });
    expect(timed.iterations).toBeGreaterThanOrEqual(20);
    expect(timed.iterations).toBeLessThan(200);
  });

  it('hard deals the unseen cards to the other hands by their sizes, never a company a hand has shown it lacks', () => {
    const s = trick.setup({ seats: [0, 1, 2, 3], options: BASIC, random: createRandom('deal') });
    const voids = [0, 1 << NYC, (1 << BO) | (1 << PRR), 0];
    const unseen = [...(s.hands[1] ?? []), ...(s.hands[2] ?? []), ...(s.hands[3] ?? [])];
    for (let g = 0; g < 50; g++) {
      const dealt = deal({ ...s, voids }, 0, unseen, [11, 11, 11, 11], createRandom(`deal-${g}`));
      expect(dealt.hands[0]).toEqual(s.hands[0]);
      expect(dealt.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
      expect([...(dealt.hands[1] ?? []), ...(dealt.hands[2] ?? []), ...(dealt.hands[3] ?? [])].sort((a, b) => a - b)).toEqual([...unseen].sort((a, b) => a - b));
      for (const c of dealt.hands[1] ?? []) expect(Math.floor(c / 10)).not.toBe(NYC);
      for (const c of dealt.hands[2] ?? []) expect([BO, PRR]).not.toContain(Math.floor(c / 10));
    }
  });
});

describe("hard's rollout policy", () => {
  /** A generator that always gives the top of the range: never the rollout's random card. */
  const top: Random = { int: (_min, max) => max, shuffle: (items) => [...items] };
  const play = (s: TrickState) => rolloutCard(s, trick.legalActions(s, trick.toAct(s)[0] ?? -1), top);

  /** 3 players, a stock trick for a PRR share (50 a share: [∞] on a rich railway); NYC and B&O are worth 0. */
  function stockTrick(): TrickState {
    const s = trick.setup({ seats: [0, 1, 2], options: BASIC, random: createRandom('rollout') });
    return {
      ...s,
      railways: s.railways.map((_, r) => (r === PRR ? [54, card(PRR, 5), card(PRR, 4), card(PRR, 6), card(PRR, 3)] : [50 + r])),
      locomotives: [-1, -1, -1, 0, 4],
      lane: [EXCHANGE(PRR), EXCHANGE(BO)],
      outOfGame: [],
      shares: [[], [], []],
    };
  }

  it('values a share by its railway and locomotive', () => {
    // PRR: 10+40+30+30+20 = 130 − 80 = 50; NYC: [3] on its Station alone, 0; no locomotive left to come for the others.
    expect(rolloutValues(stockTrick())).toEqual([0, 0, 0, 0, 50]);
  });

  it('values a railway without a locomotive by the locomotives to come, scaled by the chance one comes', () => {
    // PRR's railway pulls 10+40+30+30+20 = 130: [6] 130 − 70 = 60, [∞] 130 − 80 = 50; [6] brings [∞], so both come.
    const rich = [54, card(PRR, 5), card(PRR, 4), card(PRR, 6), card(PRR, 3)];
    const s: TrickState = { ...stockTrick(), locomotives: [0, 1, 2, -1, -1], lane: [203, EXCHANGE(BO)] };
    expect(rolloutRailwayValue(s, PRR, rich)).toBe(55);
    // Three railways without one for two locomotives: two chances in three.
    expect(rolloutRailwayValue({ ...s, locomotives: [0, 1, -1, -1, -1] }, PRR, rich)).toBeCloseTo((55 * 2) / 3, 9);
    expect(rolloutRailwayValue({ ...s, lane: [EXCHANGE(BO)] }, PRR, rich)).toBe(0);
  });

  it('following, wins a lane share worth more than the led one with its lowest sure winner', () => {
    const s: TrickState = { ...stockTrick(), hands: [[card(BO, 1)], [card(BO, 2)], [card(NYC, 2), card(NYC, 7), card(NYC, 9)]], leader: 0, trick: [card(NYC, 5), card(NYC, 3), -1], active: 2 };
    expect(play(s)).toEqual({ type: 'play', seat: 2, card: card(NYC, 7) });
  });

  it('following without a sure win, plays its lowest card of the led company', () => {
    // Seat 2 is still to play and holds NYC 10: NYC 9 could lose.
    const led: TrickState = { ...stockTrick(), hands: [[card(BO, 1)], [card(NYC, 2), card(NYC, 9)], [card(NYC, 10), card(BO, 2)]], leader: 0, trick: [card(NYC, 5), -1, -1], active: 1 };
    expect(play(led)).toEqual({ type: 'play', seat: 1, card: card(NYC, 2) });
  });

  it('void in the led company, keeps a card of the company whose share is worth most', () => {
    const s: TrickState = { ...stockTrick(), hands: [[card(BO, 1)], [card(BO, 2)], [card(BO, 3), card(PRR, 7), card(PRR, 2)]], leader: 0, trick: [card(NYC, 5), card(NYC, 3), -1], active: 2 };
    expect(play(s)).toEqual({ type: 'play', seat: 2, card: card(PRR, 2) });
  });

  it('leading, leads a sure winner of a cheap company for a valuable lane share', () => {
    // NYC 10 wins for sure (nobody can beat it) and leaves the others NYC shares, worth 0; PRR 7 can be beaten by PRR 8.
    const s: TrickState = { ...stockTrick(), hands: [[card(PRR, 7), card(NYC, 10)], [card(PRR, 8), card(NYC, 2)], [card(BO, 3), card(NYC, 4)]], leader: 0, trick: [-1, -1, -1], active: 0 };
    expect(play(s)).toEqual({ type: 'play', seat: 0, card: card(NYC, 10) });
  });
});
