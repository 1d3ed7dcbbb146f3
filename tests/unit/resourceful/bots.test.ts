/**
 * Resourceful Rails' bots on the real Pacific Northwest map, through the match runner (so every
 * action they take passes the rules): a two-player medium game ends with a winner who connects
 * 6 majors and holds $250; a bot's decision is a function of what it is shown (the same views
 * give the same action, whatever it decided before); a bot with no demand it can afford
 * discards its hand instead of a turn; every level builds within the $20 budget and never
 * builds an illegal section (the runner refuses those); on Europe hard never plans track into a
 * city the city limits close to it, nor track its cash cannot pay for.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { outcomeOf, startMatch, submitAction, type Match } from '../../../shared-rules/core/match';
import { resourceful, resourcefulGame, type ResourcefulOptions, type ResourcefulState } from '../../../shared-rules/games/resourceful';
import { LEVELS, MAP_LEVELS, plansOf, RESERVE } from '../../../shared-rules/games/resourceful/bots';
import { refusedLinks } from '../../../shared-rules/games/resourceful/bot-routes';
import { boardOf } from '../../../shared-rules/games/resourceful/state';

const OPTIONS = resourceful.meta.defaultOptions;

function play(levels: readonly ('easy' | 'medium' | 'hard')[], seed: string, options: ResourcefulOptions = OPTIONS, maxRounds = 200): Match {
  const seats = levels.map((botLevel, seat) => ({ seat, color: '#000000', symbol: 'circle', controller: 'bot' as const, botLevel }));
  const started = startMatch(resourcefulGame.module, { matchId: `bots-${seed}`, seats, options, seed, createdAt: '2026-11-26T00:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom(`bots-${seed}`);
  const { module } = resourcefulGame;
  while (outcomeOf(match) === undefined && (match.state as ResourcefulState).round <= maxRounds) {
    const seat = module.toAct(match.state)[0] ?? -1;
    const bot = resourcefulGame.bots[levels[seat] ?? 'medium'];
    const action = bot?.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {});
    const next = submitAction(match, action, 'bot');
    if (!next.ok) throw new Error(`${levels[seat]} bot refused: ${next.error.message}`);
    match = next.match;
  }
  return match;
}

describe('Resourceful Rails bots', () => {
  it('two medium bots play a game on Pacific Northwest to a winner who connects 6 majors with $250', () => {
    const match = play(['medium', 'medium'], 'two');
    const outcome = outcomeOf(match);
    expect(outcome?.reason).toBe('connected-and-rich');
    const winner = outcome?.ranking[0];
    const view = resourceful.tableView(match.state as ResourcefulState);
    const player = view.players.find((p) => p.seat === winner?.seat);
    expect(player?.connectedMajors).toBeGreaterThanOrEqual(6);
    expect(player?.cash).toBeGreaterThanOrEqual(250);
  });

  it('every level plays legal actions to the end of 10 rounds, and never builds more than $20 a turn', () => {
    const match = play(['easy', 'medium', 'hard'], 'levels', { ...OPTIONS, roundLimit: 10 });
    expect(outcomeOf(match)?.reason).toMatch(/round-limit|connected-and-rich/);
    const s = match.state as ResourcefulState;
    expect(s.players.every((p) => p.cash >= 0)).toBe(true);
    expect(s.owners.filter((o) => o >= 0).length).toBeGreaterThan(30);
  });

  it('decides from what it is shown: the same views give the same action after a different past', () => {
    const a = play(['medium', 'hard'], 'past-a', { ...OPTIONS, roundLimit: 10 }, 3);
    const s = a.state as ResourcefulState;
    const seat = resourceful.toAct(s)[0] ?? -1;
    const inputs = () => [resourceful.seatView(s, seat), resourceful.tableView(s), resourceful.legalActions(s, seat)] as const;
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const bot = resourcefulGame.bots[level];
      const first = bot?.decide(...inputs(), createRandom('same'), {});
      play(['hard', 'easy'], 'past-b', { ...OPTIONS, roundLimit: 10 }, 2);
      expect(bot?.decide(...inputs(), createRandom('same'), {}), level).toEqual(first);
    }
  });

  it('discards a hand it cannot afford instead of a turn', () => {
    const s0 = resourceful.setup({ seats: [0, 1], options: OPTIONS, random: createRandom('broke') });
    const alpha = 0;
    void alpha;
    const s: ResourcefulState = { ...s0, stage: 'play', round: 1, buildDone: s0.buildOrder.length, active: 0, turn: { stage: 'move', movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false }, players: s0.players.map((p, i) => (i === 0 ? { ...p, cash: 0, at: 0 } : p)) };
    // Milepost 0 is a corner of the map: no track, no cash, every demand needs track it cannot pay for.
    const action = resourcefulGame.bots.medium?.decide(resourceful.seatView(s, 0), resourceful.tableView(s), resourceful.legalActions(s, 0), createRandom('x'), {});
    expect(action).toEqual({ type: 'discard-hand', seat: 0 });
  });

  it('on Europe, hard stops upgrading once an opponent nears the win; medium and hard on Pacific Northwest do not', () => {
    const at = (mapId: string): ResourcefulState => {
      const s0 = resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId }, random: createRandom('guard') });
      // Seat 0 has moved and acted; with $200 and an empty network its next step is the upgrade.
      return { ...s0, stage: 'play', round: 30, buildDone: s0.buildOrder.length, active: 0, turn: { stage: 'build', movement: 0, moved: true, acted: true, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false }, players: s0.players.map((p, i) => (i === 0 ? { ...p, cash: 200, at: 0 } : p)) };
    };
    const decide = (level: 'medium' | 'hard', s: ResourcefulState, near: boolean) => {
      const view = resourceful.tableView(s);
      // The opponent as the table shows it: all the majors it needs and $230 (its track is not needed here).
      const table = near ? { ...view, players: view.players.map((p, i) => (i === 1 ? { ...p, connectedMajors: view.majorsToWin, cash: 230 } : p)) } : view;
      return resourcefulGame.bots[level]?.decide(resourceful.seatView(s, 0), table, resourceful.legalActions(s, 0), createRandom('x'), {});
    };
    const europe = at('europe');
    expect(decide('hard', europe, false)).toMatchObject({ type: 'upgrade' });
    expect(decide('hard', europe, true)?.type).not.toBe('upgrade');
    expect(decide('medium', europe, true)).toMatchObject({ type: 'upgrade' });
    expect(decide('hard', at('pacific-northwest'), true)).toMatchObject({ type: 'upgrade' });
  });

  it('hard plans one delivery at a time on Europe (its long trips), and pairs two on Pacific Northwest', () => {
    expect(LEVELS.hard.pairs).toBe(true);
    expect(MAP_LEVELS['pacific-northwest']?.hard).toBeUndefined();
    expect(MAP_LEVELS.europe?.hard).toMatchObject({ pairs: false, affordable: true, guard: true, thrifty: true, upgradeCash: LEVELS.hard.upgradeCash, majorsCash: LEVELS.hard.majorsCash });
  });

  it('the planner closes the sections the city limits refuse a player: none on an empty board; Lisboa’s second way in to the player holding its first (courtesy keeps it for a second player), not to another', () => {
    const empty = (mapId: string): ResourcefulState => resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId }, random: createRandom('limits') });
    const europe = empty('europe');
    const board = boardOf(europe);
    const lisboa = board.map.cities.find((c) => c.id === 'lisboa')?.mileposts[0] ?? -1;
    const into = (board.linksAt[lisboa] ?? []).filter((id) => board.links[id]?.kind === 'track');
    expect(into).toHaveLength(2);
    expect(refusedLinks(europe, board, 0).size).toBe(0);
    const pnw = empty('pacific-northwest');
    expect(refusedLinks(pnw, boardOf(pnw), 0).size).toBe(0);
    const [first = -1, second = -1] = into;
    const held: ResourcefulState = { ...europe, owners: europe.owners.map((o, id) => (id === first ? 0 : o)) };
    expect(refusedLinks(held, board, 0).has(second)).toBe(true);
    expect(refusedLinks(held, board, 1).has(second)).toBe(false);
  });

  it('on Europe hard plans no track its cash cannot pay for with $5 kept back; medium does', () => {
    const s0 = resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId: 'europe' }, random: createRandom('thrifty') });
    const board = boardOf(s0);
    // A hand of the first three demand cards that ask for goods in Lisboa.
    const lisbon = [...board.cards.entries()].filter(([, c]) => c.demand?.demands.some((d) => d.city === 'lisboa')).map(([id]) => id).slice(0, 3);
    expect(lisbon).toHaveLength(3);
    const at = (cash: number): ResourcefulState => ({ ...s0, stage: 'play', round: 5, buildDone: s0.buildOrder.length, active: 0, turn: { stage: 'move', movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false }, players: s0.players.map((p, i) => (i === 0 ? { ...p, cash, at: board.map.cities.find((c) => c.id === 'madrid')?.mileposts[0] ?? 0, hand: lisbon } : p)) });
    const hard = MAP_LEVELS.europe?.hard ?? LEVELS.hard;
    expect(plansOf(resourceful.tableView(at(200)), 0, hard).length).toBeGreaterThan(0);
    const poor = resourceful.tableView(at(12));
    expect(plansOf(poor, 0, LEVELS.medium).some((plan) => plan.build > 12)).toBe(true);
    expect(plansOf(poor, 0, hard).every((plan) => plan.build <= 12 - RESERVE && plan.short === 0)).toBe(true);
  });
});
