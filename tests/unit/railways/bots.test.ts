/**
 * Railways of the World's bots: every level plays whole games on the fixture map and the Eastern
 * US returning only legal actions; the hard bot never spirals into debt (at most 12 bonds at every
 * turn's end of a game against medium bots); a bot that must
 * finish its own open track does so before the turn ends; and each level keeps a Rail Baron card
 * it was dealt. Strength is measured by the simulator, not here (README "Playing Railways of the World").
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { railways, railwaysGame, type RailwaysAction, type RailwaysState } from '../../../shared-rules/games/railways';
import { boardOf } from '../../../shared-rules/games/railways/board';
import { plansFrom } from '../../../shared-rules/games/railways/routes';
import type { GameBot } from '../../../shared-rules/core/define-game';

/** Plays a game with `levels` (one per seat); checks each decision is legal; returns the final state and the states at each turn's end. */
function play(mapId: string, levels: readonly ('easy' | 'medium' | 'hard')[], seed: string): { final: RailwaysState; turnEnds: RailwaysState[] } {
  const seats = levels.map((_, i) => i);
  const random = createRandom(seed);
  const botRandom = createRandom(`${seed}-bots`);
  let s = railways.setup({ seats, options: { ...railways.meta.defaultOptions, mapId }, random });
  const turnEnds: RailwaysState[] = [];
  for (let n = 0; n < 5000 && s.end === null; n++) {
    const seat = railways.toAct(s)[0] ?? -1;
    const bot = railwaysGame.bots[levels[seat] ?? 'medium'] as GameBot;
    const legal = railways.legalActions(s, seat);
    const action = bot.decide(railways.seatView(s, seat), railways.tableView(s), legal, botRandom, {}) as RailwaysAction;
    expect(legal).toContainEqual(action);
    const next = railways.apply(s, action, random).state;
    if (next.turn !== s.turn || next.end !== null) turnEnds.push(next);
    s = next;
  }
  return { final: s, turnEnds };
}

describe('Railways of the World bots', () => {
  it('every level plays whole games to the end with legal actions only (fixture map and Eastern US)', () => {
    for (const [mapId, levels] of [
      ['fixture-hexes', ['easy', 'medium', 'hard']],
      ['eastern-us', ['hard', 'easy', 'medium', 'hard']],
    ] as const) {
      const { final } = play(mapId, levels, `bots-${mapId}`);
      expect(final.end).toBe('game-end');
      expect(final.players.every((p) => p.baron >= 0 && p.dealt.includes(p.baron))).toBe(true);
      // Somebody delivered: scores moved beyond what bonds took.
      expect(final.tracks.some((t) => t.to >= 0)).toBe(true);
    }
  });
  it('the hard bot never spirals into debt: at most 12 bonds at any turn\'s end of a game against medium bots', () => {
    const { turnEnds } = play('eastern-us', ['hard', 'medium', 'hard', 'medium'], 'bots-debt');
    for (const s of turnEnds) {
      for (const i of [0, 2]) {
        const p = s.players[i];
        expect(p?.bonds ?? 0).toBeLessThanOrEqual(12);
      }
    }
    const last = turnEnds[turnEnds.length - 1];
    expect(last?.final?.[0]?.bondPenalty ?? 0).toBeLessThan(15);
  });
  it('a bot with open track in the last round finishes its link rather than lose it', () => {
    // Medium bot, round 3, its open track one tile from Birch (fixture map): it builds and joins.
    const board = boardOf({ mapId: 'fixture-hexes' });
    const s0 = railways.setup({ seats: [0, 1], options: { ...railways.meta.defaultOptions, mapId: 'fixture-hexes' }, random: createRandom('open') });
    const ash = board.cities[board.cityIndex.get('ash') ?? 0] ?? 0;
    const birch = board.cities[board.cityIndex.get('birch') ?? 0] ?? 0;
    const plan = plansFrom(board, s0, ash, 6).find((p) => p.to === birch);
    const hexes = plan?.hexes.slice(0, -1) ?? [];
    let s: RailwaysState = { ...s0, phase: 'actions', round: 3, slot: 0, active: 0, order: [0, 1], players: s0.players.map((p) => ({ ...p, cash: 30, baron: p.dealt[0] ?? 0 })) };
    s = { ...s, build: { tiles: 0, cap: 4, spent: 0, grant: false, steps: 0 } };
    let at = ash;
    for (const h of hexes) {
      s = railways.apply(s, { type: 'track', seat: 0, from: at, to: h }, createRandom('x')).state;
      at = h;
    }
    s = railways.apply(s, { type: 'done', seat: 0 }, createRandom('x')).state;
    s = { ...s, active: 0, slot: 0, actionsLeft: 1 };
    const bot = railwaysGame.bots.medium as GameBot;
    for (let n = 0; n < 6 && s.tracks[0]?.to === -1; n++) {
      const legal = railways.legalActions(s, 0);
      const a = bot.decide(railways.seatView(s, 0), railways.tableView(s), legal, createRandom('b'), {}) as RailwaysAction;
      expect(legal).toContainEqual(a);
      s = railways.apply(s, a, createRandom('x')).state;
    }
    // Joined to a city (Birch or another the open end reaches as cheaply): a link, kept past the turn's end.
    expect(board.cityOf[s.tracks[0]?.to ?? -1] ?? -1).toBeGreaterThanOrEqual(0);
    expect(s.tracks[0]?.to).not.toBe(ash);
  });
});
