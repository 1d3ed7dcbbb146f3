/**
 * Resourceful Rails' thrifty bot (Europe hard) counts a trip's first track from what its train
 * can drive to without a fee (`bot-routes.ts` `trainReach`: its own track joined to where it
 * stands, and the majors on it), not from its whole network: a major city is everyone's track,
 * but a train standing in another major cannot drive there. Counting from the whole network, a
 * trip off a far piece of its own track looked free, the train could not get there, and the seat
 * discarded hand after hand.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful } from '../../../shared-rules/games/resourceful';
import { trainReach } from '../../../shared-rules/games/resourceful/bot-routes';
import { LEVELS, MAP_LEVELS, plansOf } from '../../../shared-rules/games/resourceful/bots';
import { cheapestBuildFrom, cityMileposts } from '../../../shared-rules/games/resourceful/routes';
import { boardOf, type ResourcefulState } from '../../../shared-rules/games/resourceful/state';

const OPTIONS = resourceful.meta.defaultOptions;

describe('Resourceful Rails bots: the train’s reach', () => {
  const s0 = resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId: 'europe' }, random: createRandom('reach') });
  const board = boardOf(s0);
  // A demand for beer, picked up in Praha (Berlin's neighbour); seat 0 owns the cheapest track Berlin–Praha.
  const card = [...board.cards.entries()].find(([, c]) => c.demand?.demands[0]?.good === 'beer' && c.demand.demands[0].city !== 'praha')?.[0] ?? -1;
  const praha = cityMileposts(board, 'praha');
  const berlin = cityMileposts(board, 'berlin');
  const madrid = cityMileposts(board, 'madrid');
  const spur = cheapestBuildFrom(s0, 0, berlin, praha);
  const links = new Set((spur?.sections ?? []).map((x) => board.linkBetween(x.from, x.to)));
  const withTrainAt = (at: number): ResourcefulState => ({
    ...s0,
    stage: 'play',
    round: 10,
    buildDone: s0.buildOrder.length,
    active: 0,
    owners: s0.owners.map((o, id) => (links.has(id) ? 0 : o)),
    turn: { stage: 'move', movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false },
    players: s0.players.map((p, i) => (i === 0 ? { ...p, cash: 200, at, hand: [card] } : p)),
  });
  const hard = MAP_LEVELS.europe?.hard ?? LEVELS.hard;
  const prahaPlan = (s: ResourcefulState) => plansOf(resourceful.tableView(s), 0, hard).find((plan) => plan.stops[0]?.kind === 'pickup' && plan.stops[0].at[0] === praha[0]);

  it('reaches its own track and the majors on it from where the train stands, nothing beyond', () => {
    expect(card).toBeGreaterThanOrEqual(0);
    expect(spur?.cost).toBeGreaterThan(0);
    const inBerlin = withTrainAt(berlin[0] ?? -1);
    expect(trainReach(inBerlin, board, 0, berlin[0] ?? -1)).toEqual(expect.arrayContaining([...berlin, ...praha]));
    const inMadrid = withTrainAt(madrid[0] ?? -1);
    expect([...trainReach(inMadrid, board, 0, madrid[0] ?? -1)].sort((a, b) => a - b)).toEqual([...madrid].sort((a, b) => a - b));
  });

  it('on Europe hard prices the way to Praha from a train in Madrid, which its Berlin spur does not reach', () => {
    const fromBerlin = prahaPlan(withTrainAt(berlin[0] ?? -1));
    const inMadrid = withTrainAt(madrid[0] ?? -1);
    const fromMadrid = prahaPlan(inMadrid);
    const way = cheapestBuildFrom(inMadrid, 0, madrid, praha)?.cost ?? 0;
    expect(way).toBeGreaterThan(20);
    expect(fromMadrid?.build).toBe((fromBerlin?.build ?? 0) + way);
  });
});
