/**
 * The share-value table (what a share of a railway is worth with each locomotive, [3] … [6] and
 * the [∞] that follows [6]) against the rules digest's own figures
 * (shared/rules/trick-of-the-rails.md "Components", "Setup" 4, "A trick" 3, "End and scoring",
 * "Variants"). One helper writes the rule (`shareValueTable`, `locomotivesToComeMask`,
 * `bringsInfinity`); the rules, the views, the bots and the lane read it.
 */
import { describe, expect, it } from 'vitest';
import { EXCHANGE, LOCOMOTIVE, LOCOMOTIVES, STATION } from '../../../shared-rules/games/trick/meta';
import { locomotivesToComeMask, shareValueOfProfit, shareValueTable } from '../../../shared-rules/games/trick/score';
import { bringsInfinity, valueOf } from '../../../shared-rules/games/trick/state';

/** Railway card code: company 0–4, number 1–10. */
const card = (company: number, number: number): number => company * 10 + number - 1;
const [BO, CO, ERIE, NYC] = [0, 1, 2, 3];
const ALL = 0b11111;
const maskOf = (...locomotives: number[]): number => locomotives.reduce((m, l) => m | (1 << l), 0);

describe('the share-value table per locomotive (rules "Components", "End and scoring")', () => {
  it('the locomotives are [3] 3/40, [4] 4/50, [5] 5/60, [6] 6/70, [∞] unlimited/80', () => {
    expect(LOCOMOTIVES.map((l) => [l.distance, l.cost])).toEqual([
      [3, 40],
      [4, 50],
      [5, 60],
      [6, 70],
      [Infinity, 80],
    ]);
  });

  it('the rulebook railway [Station 10, 40, 10, 30, 20]: [3] 40 and [∞] 30 as the digest says; [4] 50, [5] 50, [6] 40 by the same rule', () => {
    const items = [STATION + BO, card(CO, 1), card(BO, 1), card(ERIE, 1), card(NYC, 1)];
    expect(items.map(valueOf)).toEqual([10, 40, 10, 30, 20]);
    // [3]: best run 40+10+30 = 80 − 40; [4]: 40+10+30+20 = 100 − 50; [5]: all 110 − 60; [6]: 110 − 70; [∞]: 110 − 80.
    expect(shareValueTable(items, ALL)).toEqual([
      { locomotive: 0, shareValue: 40 },
      { locomotive: 1, shareValue: 50 },
      { locomotive: 2, shareValue: 50 },
      { locomotive: 3, shareValue: 40 },
      { locomotive: 4, shareValue: 30 },
    ]);
    // Only the locomotives still to come, ascending.
    expect(shareValueTable(items, maskOf(4, 1))).toEqual([
      { locomotive: 1, shareValue: 50 },
      { locomotive: 4, shareValue: 30 },
    ]);
  });

  it('a share is never worth less than 0: a short railway gives 0 with every locomotive', () => {
    const items = [STATION + BO, card(BO, 1)];
    expect(shareValueTable(items, ALL).map((i) => i.shareValue)).toEqual([0, 0, 0, 0, 0]);
    expect(shareValueOfProfit(39, 0)).toBe(0);
    expect(shareValueOfProfit(90, 4)).toBe(10);
    expect(shareValueOfProfit(90, -1)).toBe(0);
  });
});

describe('[∞] follows [6] (rules "Setup" 4, "A trick" 3, "Variants")', () => {
  it('only [6] brings [∞], and not once [∞] has left the game (Expert without [6])', () => {
    expect([0, 1, 2, 3, 4].map((l) => bringsInfinity(l, false))).toEqual([false, false, false, true, false]);
    expect(bringsInfinity(3, true)).toBe(false);
  });

  it('the locomotives to come: the lane’s, the one being placed, and [∞] with [6]', () => {
    const lane5 = [EXCHANGE, LOCOMOTIVE + 0, EXCHANGE + 1, LOCOMOTIVE + 1, EXCHANGE + 2, LOCOMOTIVE + 2, EXCHANGE + 3, LOCOMOTIVE + 3, EXCHANGE + 4];
    expect(locomotivesToComeMask(lane5, -1, false)).toBe(ALL);
    // Expert: [6] drawn but [∞] out of the game — [6] comes alone.
    expect(locomotivesToComeMask(lane5, -1, true)).toBe(maskOf(0, 1, 2, 3));
    // [6] being placed now, nothing left in the lane: [∞] is still to come with it.
    expect(locomotivesToComeMask([EXCHANGE + 4], LOCOMOTIVE + 3, false)).toBe(maskOf(3, 4));
    // [6] gone: no [∞] either.
    expect(locomotivesToComeMask([LOCOMOTIVE + 0, EXCHANGE], -1, false)).toBe(maskOf(0));
    // A City being placed is no locomotive.
    expect(locomotivesToComeMask([], 55, false)).toBe(0);
  });
});
