/**
 * Resourceful Rails' bots at a ferry port (rules "Ferries": a train stops at the port and
 * crosses at the start of its next turn). A train that reached the port part way through its
 * turn cannot cross, and the fastest drive (`routes.ts` `fastestDrive`, which knows no turns)
 * still crosses there: every level waits at the port and crosses next turn; before, they drove
 * on, away from the port and back, turn after turn (a Europe seat shuttled between London's
 * mileposts for 26 rounds with a load for the continent).
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful } from '../../../shared-rules/games/resourceful';
import { LEVELS, MAP_LEVELS, makeBot } from '../../../shared-rules/games/resourceful/bots';
import { cheapestBuildFrom, cityMileposts } from '../../../shared-rules/games/resourceful/routes';
import { boardOf, type ResourcefulState } from '../../../shared-rules/games/resourceful/state';

const OPTIONS = resourceful.meta.defaultOptions;

describe('Resourceful Rails bots: waiting at a ferry port', () => {
  const s0 = resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId: 'europe' }, random: createRandom('ferry') });
  const board = boardOf(s0);
  const f = board.map.ferries.findIndex((x) => x.id === 'harwich-hook');
  const ferry = board.map.ferries[f];
  // Seat 0 runs Harwich–Hook of Holland (its port a London milepost) and owns the cheapest track from the Hook to Paris; its train stands at the port with a load Paris asks for.
  const card = [...board.cards.entries()].find(([, c]) => c.demand?.demands[0]?.city === 'paris')?.[0] ?? -1;
  const good = board.goodIndex.get(board.cards.get(card)?.demand?.demands[0]?.good ?? '') ?? -1;
  const harwich = ferry?.a ?? -1;
  const hook = ferry?.b ?? -1;
  const toParis = cheapestBuildFrom(s0, 0, [hook], cityMileposts(board, 'paris'))?.sections ?? [];
  const links = new Set(toParis.map((x) => board.linkBetween(x.from, x.to)));
  // The London milepost the train came from (within the city, where a train may turn back).
  const before = cityMileposts(board, 'london').find((m) => m !== harwich && board.links[board.linkBetween(m, harwich)]?.kind === 'city') ?? -1;
  const at = (moved: boolean): ResourcefulState => ({
    ...s0,
    stage: 'play',
    round: 10,
    buildDone: s0.buildOrder.length,
    active: 0,
    owners: s0.owners.map((o, id) => (links.has(id) ? 0 : o)),
    ferryOwners: s0.ferryOwners.map((o, i) => (i === f ? [0] : o)),
    turn: { stage: 'move', movement: moved ? 5 : 9, moved, acted: moved, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false },
    players: s0.players.map((p, i) => (i === 0 ? { ...p, cash: 60, at: harwich, from: moved ? before : -1, loads: [good], hand: [card] } : p)),
  });
  const decide = (level: 'easy' | 'medium' | 'hard', s: ResourcefulState) => {
    const bot = level === 'hard' ? makeBot('hard', MAP_LEVELS.europe?.hard ?? LEVELS.hard) : makeBot(level);
    return bot.decide(resourceful.seatView(s, 0), resourceful.tableView(s), resourceful.legalActions(s, 0), createRandom('x'), {});
  };

  it('the setting: a ferry from London (Harwich) to the Hook of Holland run by seat 0, track on to Paris, a load for Paris', () => {
    expect(f).toBeGreaterThanOrEqual(0);
    expect(card).toBeGreaterThanOrEqual(0);
    expect(toParis.length).toBeGreaterThan(0);
    expect(cityMileposts(board, 'london')).toContain(harwich);
    expect(before).toBeGreaterThanOrEqual(0);
    expect(board.links[board.linkBetween(harwich, hook)]?.kind).toBe('ferry');
  });

  it.each(['easy', 'medium', 'hard'] as const)('%s crosses at the start of its turn', (level) => {
    expect(decide(level, at(false))).toEqual({ type: 'move', seat: 0, to: hook });
  });

  it.each(['easy', 'medium', 'hard'] as const)('%s, at the port part way through its turn, waits there (no move)', (level) => {
    const s = at(true);
    expect(resourceful.legalActions(s, 0).some((a) => a.type === 'move' && a.to === hook)).toBe(false);
    expect(resourceful.legalActions(s, 0).some((a) => a.type === 'move')).toBe(true);
    expect(decide(level, s)?.type).not.toBe('move');
  });
});
