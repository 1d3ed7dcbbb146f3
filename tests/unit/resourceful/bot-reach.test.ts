/**
 * Resourceful Rails' thrifty bot (Europe hard) too poor to ride other players' track (less than
 * the $4 fee plus `FEE_MARGIN`) counts a trip's first track from what its train can drive to
 * without a fee (`bot-routes.ts` `trainReach`: its own track joined to where it stands, and the
 * majors on it), not from its whole network: a major city is everyone's track, but a train
 * standing in another major cannot drive there. Counting from the whole network, a trip over a
 * far piece of its own track looked free, the train could not get there, and the seat discarded
 * hand after hand on $5–9.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { resourceful } from '../../../shared-rules/games/resourceful';
import { trainReach } from '../../../shared-rules/games/resourceful/bot-routes';
import { FEE_MARGIN, LEVELS, MAP_LEVELS, plansOf } from '../../../shared-rules/games/resourceful/bots';
import { TRACK_FEE } from '../../../shared-rules/games/resourceful/meta';
import { cheapestBuildFrom, cityMileposts } from '../../../shared-rules/games/resourceful/routes';
import { boardOf, type ResourcefulState } from '../../../shared-rules/games/resourceful/state';

const OPTIONS = resourceful.meta.defaultOptions;

describe('Resourceful Rails bots: the train’s reach', () => {
  const s0 = resourceful.setup({ seats: [0, 1], options: { ...OPTIONS, mapId: 'europe' }, random: createRandom('reach') });
  const board = boardOf(s0);
  // A demand for beer from Praha (Berlin's neighbour) to another city; seat 0 owns the cheapest track from Berlin to both.
  const card = [...board.cards.entries()].find(([, c]) => c.demand?.demands[0]?.good === 'beer' && c.demand.demands[0].city !== 'praha')?.[0] ?? -1;
  const to = board.cards.get(card)?.demand?.demands[0]?.city ?? '';
  const praha = cityMileposts(board, 'praha');
  const berlin = cityMileposts(board, 'berlin');
  const madrid = cityMileposts(board, 'madrid');
  const links = new Set<number>();
  for (const city of ['praha', to]) for (const x of cheapestBuildFrom(s0, 0, berlin, cityMileposts(board, city))?.sections ?? []) links.add(board.linkBetween(x.from, x.to));
  const position = (at: number, cash: number): ResourcefulState => ({
    ...s0,
    stage: 'play',
    round: 10,
    buildDone: s0.buildOrder.length,
    active: 0,
    owners: s0.owners.map((o, id) => (links.has(id) ? 0 : o)),
    turn: { stage: 'move', movement: 9, moved: false, acted: false, spent: 0, upgrade: null, fees: [], majorOut: [], ferry: false },
    players: s0.players.map((p, i) => (i === 0 ? { ...p, cash, at, hand: [card] } : p)),
  });
  const hard = MAP_LEVELS.europe?.hard ?? LEVELS.hard;
  const prahaPlan = (s: ResourcefulState) => plansOf(resourceful.tableView(s), 0, hard).find((plan) => plan.stops[0]?.kind === 'pickup' && plan.stops[0].at[0] === praha[0]);
  const poor = TRACK_FEE + FEE_MARGIN - 1;

  it('reaches its own track and the majors on it from where the train stands, nothing beyond', () => {
    expect(card).toBeGreaterThanOrEqual(0);
    expect(links.size).toBeGreaterThan(0);
    const inBerlin = position(berlin[0] ?? -1, poor);
    expect(trainReach(inBerlin, board, 0, berlin[0] ?? -1)).toEqual(expect.arrayContaining([...berlin, ...praha, ...cityMileposts(board, to)]));
    const inMadrid = position(madrid[0] ?? -1, poor);
    expect([...trainReach(inMadrid, board, 0, madrid[0] ?? -1)].sort((a, b) => a - b)).toEqual([...madrid].sort((a, b) => a - b));
  });

  it('on Europe hard too poor for a fee prices the trip from its train: free from Berlin, out of reach from Madrid; with cash, free from either', () => {
    expect(prahaPlan(position(berlin[0] ?? -1, poor))?.build).toBe(0);
    expect(prahaPlan(position(madrid[0] ?? -1, poor))).toBeUndefined();
    expect(prahaPlan(position(madrid[0] ?? -1, 200))?.build).toBe(0);
  });
});
