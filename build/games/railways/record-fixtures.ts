/**
 * Records seeded Railways of the World games as replay fixtures (conventions §5: the log is the
 * fixture) in `tests/fixtures/railways/records/`, one per way a game ends or is scored (issue #18:
 * "fixtures for the end of game with and without a Rail Baron goal met") and one per bidding style
 * (issue #19; traditional is the first two):
 * - `eastern-us-4p-baron-met`: four bots (hard, medium, hard, medium) on the Eastern US until the
 *   last Empty City marker and one more turn; at least one player meets their Rail Baron goal;
 * - `eastern-us-3p-baron-missed`: three medium bots; nobody meets their Rail Baron goal;
 * - `eastern-us-4p-first-to-pass-mines`: First to pass (losers pay half their bid) with mines;
 * - `eastern-us-3p-worst-is-first`: Worst is First (order by score after turn 1) with fewer markers;
 * - `eastern-us-4p-rotors`: City Rotors: at least one cube delivered by its rotor's second colour;
 * - one game on each later map (issue #19), so its data file's replay is pinned:
 *   `mexico-4p`, `great-britain-4p-rotors`, `western-us-3p-first-to-pass`, `portugal-2p-mines`;
 * - `eastern-us-2p-turn-limit`: two players who pass every action: nothing empties, and the game
 *   ends after turn 20 (Our table `maxTurns`), bonds forced by interest costing their points.
 * Each file: `{ name, description, expected: { reason, ranking }, record }`, played through the
 * match runner.
 *
 *   npx tsx build/games/railways/record-fixtures.ts [name…]
 */
import { createRandom, type Match } from '../../../shared-rules/core';
import type { GameBot } from '../../../shared-rules/core/define-game';
import type { GameEvent } from '../../../shared-rules/core/types';
import { railwaysGame, type RailwaysOptions, type RailwaysState } from '../../../shared-rules/games/railways';
import { playOut, recordFixtures, startBotMatch } from '../record';

type Table = {
  readonly name: string;
  readonly bots: readonly ('hard' | 'medium' | 'pass' | 'miner')[];
  readonly options?: Partial<RailwaysOptions>;
  readonly description: string;
  readonly wanted: (state: RailwaysState, events: readonly GameEvent[]) => boolean;
};

/** Whether some event of `type` has `params` meeting `test`. */
const some = (events: readonly GameEvent[], type: string, test: (params: Record<string, unknown>) => boolean = () => true) =>
  events.some((e) => e.type === type && typeof e.params === 'object' && e.params !== null && !Array.isArray(e.params) && test(e.params as Record<string, unknown>));

const TABLES: readonly Table[] = [
  {
    name: 'eastern-us-4p-baron-met',
    bots: ['hard', 'medium', 'hard', 'medium'],
    description: 'Four bots on the Eastern US: the last Empty City marker triggers the end, one more turn is played, bonds cost a point each and at least one Rail Baron goal is met.',
    wanted: (s) => s.final?.some((f) => f.baronMet) === true && s.endTurn !== null && s.turn < 20,
  },
  {
    name: 'eastern-us-3p-baron-missed',
    bots: ['medium', 'medium', 'medium'],
    description: 'Three medium bots on the Eastern US: nobody meets their Rail Baron goal, so the score after bonds decides.',
    wanted: (s) => s.final?.every((f) => !f.baronMet) === true && s.turn < 20,
  },
  {
    name: 'eastern-us-4p-first-to-pass-mines',
    bots: ['hard', 'miner', 'hard', 'hard'],
    options: { bidding: 'first-to-pass', mines: true },
    description: 'Four bots, First to pass and mines: a losing bidder pays half their bid and goes later in the order, and one player mines grey cities whenever it can pay.',
    wanted: (s, events) => s.turn < 20 && some(events, 'auction-won', (p) => Array.isArray(p['paid']) && (p['paid'] as number[]).filter((x) => x > 0).length >= 2) && some(events, 'mine'),
  },
  {
    name: 'eastern-us-3p-worst-is-first',
    bots: ['hard', 'medium', 'medium'],
    options: { bidding: 'worst-is-first', fewerMarkers: true },
    description: 'Three bots, Worst is First and fewer Empty City markers: an auction for the first turn only, then the order by score, worst first (no Railroad Executive cards).',
    wanted: (s, events) => s.turn < 20 && some(events, 'order-by-score'),
  },
  {
    name: 'eastern-us-4p-rotors',
    bots: ['hard', 'medium', 'hard', 'medium'],
    options: { rotors: true },
    description: 'Four bots with City Rotors: the big cities take a second colour that turns after every delivery there, and some cube is delivered by that second colour.',
    wanted: (s, events) => s.turn < 20 && events.some((e, i) => e.type === 'rotor' && secondColourDelivery(events, i)),
  },
  {
    name: 'mexico-4p',
    bots: ['hard', 'medium', 'hard', 'medium'],
    options: { mapId: 'mexico' },
    description: 'Four bots on Mexico: the last Empty City marker ends the game after one more turn.',
    wanted: (s) => s.endTurn !== null && s.turn < 20,
  },
  {
    name: 'great-britain-4p-rotors',
    bots: ['hard', 'medium', 'hard', 'medium'],
    options: { mapId: 'great-britain', rotors: true },
    description: 'Four bots on Great Britain with City Rotors: some cube is delivered by a rotor\'s second colour.',
    wanted: (s, events) => s.turn < 20 && events.some((e, i) => e.type === 'rotor' && secondColourDelivery(events, i)),
  },
  {
    name: 'western-us-3p-first-to-pass',
    bots: ['hard', 'medium', 'medium'],
    options: { mapId: 'western-us', bidding: 'first-to-pass' },
    description: 'Three bots on the Western US, First to pass.',
    wanted: (s) => s.endTurn !== null && s.turn < 20,
  },
  {
    name: 'portugal-2p-mines',
    bots: ['miner', 'hard'],
    options: { mapId: 'portugal', mines: true },
    description: 'Two bots on Portugal with mines: one mines grey cities whenever it can pay.',
    wanted: (s, events) => s.turn < 20 && some(events, 'mine'),
  },
  {
    name: 'eastern-us-2p-turn-limit',
    bots: ['pass', 'pass'],
    description: 'Two players who pass every action: no city empties, the end comes after turn 20 (Our table), and the bonds interest forced cost their points.',
    wanted: (s) => s.turn === 20,
  },
];

/** Whether the `rotor` event at `i` follows a delivery of a cube of the rotor's colour before it turned (not the city's base colour). */
function secondColourDelivery(events: readonly GameEvent[], i: number): boolean {
  const rotor = events[i]?.params as Record<string, unknown> | undefined;
  const deliver = events.slice(0, i).reverse().find((e) => e.type === 'deliver')?.params as Record<string, unknown> | undefined;
  return rotor !== undefined && deliver !== undefined && deliver['color'] === rotor['from'];
}

/** A hard bot that places a mine whenever it may (to record mines). */
const miner: GameBot = {
  decide: (seatView, tableView, legal, random, context) => legal.find((a) => a.type === 'mine') ?? railwaysGame.bots.hard?.decide(seatView, tableView, legal, random, context),
};

/** A player who keeps the first Rail Baron card and passes everything else. */
const passer: GameBot = { decide: (_s, _t, legal) => legal.find((a) => a.type === 'pass') ?? legal[0] };

function play(table: Table, seed: string): { match: Match; events: readonly GameEvent[] } {
  const { module } = railwaysGame;
  const levels = table.bots.map((level) => (level === 'pass' ? ('easy' as const) : level === 'miner' ? ('hard' as const) : level));
  const random = createRandom(`record-${seed}`);
  const start = startBotMatch(module, levels, { ...(module.meta.defaultOptions as RailwaysOptions), ...table.options }, seed);
  return playOut(module, start, (seat, match) => {
    const level = table.bots[seat] ?? 'pass';
    const bot = level === 'pass' ? passer : level === 'miner' ? miner : railwaysGame.bots[level];
    return bot?.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {});
  });
}

recordFixtures(
  'railways',
  TABLES.map((table) => ({ name: table.name, description: table.description, play: (seed: string) => play(table, seed), wanted: (p: { match: Match; events: readonly GameEvent[] }) => table.wanted(p.match.state as RailwaysState, p.events) })),
  30,
  process.argv.slice(2),
);
