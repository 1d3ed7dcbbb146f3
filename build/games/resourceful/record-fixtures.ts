/**
 * Records seeded Resourceful Rails games as replay fixtures (conventions §5: the log is the
 * fixture) in `tests/fixtures/resourceful/records/`, one per way the rules end a game or treat a
 * table differently:
 * - `pnw-2p-win`: two medium bots on Pacific Northwest until one connects 6 majors with $250 and
 *   the round is finished (`connected-and-rich`);
 * - `pnw-4p-events`: four medium bots with the events on, a game in which a strike, a flood,
 *   snow and a derailment are all drawn;
 * - `pnw-3p-round-limit`: three medium bots, the round limit at 10 (`round-limit`, most cash first);
 * - `pnw-2p-shared`: two players who only end their turns for 10 rounds: equal cash shares the win;
 * - `europe-3p-win`: three medium bots on Europe (7 of 8 majors), fast trains and the extra build turn.
 * Each file: `{ name, description, expected: { reason, ranking }, record }`, played through the
 * match runner.
 *
 *   npx tsx build/games/resourceful/record-fixtures.ts [name…]
 */
import { createRandom, outcomeOf, type Match } from '../../../shared-rules/core';
import type { GameBot } from '../../../shared-rules/core/define-game';
import type { GameEvent } from '../../../shared-rules/core/types';
import { resourcefulGame, type ResourcefulOptions } from '../../../shared-rules/games/resourceful';
import { playOut, recordFixtures, startBotMatch } from '../record';

type Table = {
  readonly name: string;
  readonly players: number;
  readonly options: Partial<ResourcefulOptions>;
  readonly description: string;
  readonly bot: 'medium' | 'pass';
  readonly wanted?: (match: Match, events: readonly GameEvent[]) => boolean;
};

const defaults = resourcefulGame.module.meta.defaultOptions as ResourcefulOptions;

const TABLES: readonly Table[] = [
  { name: 'pnw-2p-win', players: 2, options: {}, bot: 'medium', description: 'Two medium bots on Pacific Northwest: one connects 6 of the 7 majors with $250; the round is finished and the most cash among the qualified wins.', wanted: (m) => outcomeOf(m)?.reason === 'connected-and-rich' },
  {
    name: 'pnw-4p-events',
    players: 4,
    options: { events: true },
    bot: 'medium',
    description: 'Four medium bots with the event cards in the deck: a strike, a flood, snow and a derailment are all drawn and take effect.',
    wanted: (_m, events) => ['strike', 'flood', 'snow', 'derailment'].every((kind) => events.some((e) => e.type === 'event' && typeof e.params === 'object' && e.params !== null && !Array.isArray(e.params) && (e.params as { kind?: string }).kind === kind)),
  },
  { name: 'pnw-3p-round-limit', players: 3, options: { roundLimit: 10 }, bot: 'medium', description: 'Three medium bots with the round limit at 10: after round 10 the most cash wins.', wanted: (m) => outcomeOf(m)?.reason === 'round-limit' },
  { name: 'pnw-2p-shared', players: 2, options: { roundLimit: 10 }, bot: 'pass', description: 'Two players who place their trains and end every turn for 10 rounds: equal cash shares first place.', wanted: (m) => (outcomeOf(m)?.ranking ?? []).every((r) => r.place === 1) },
  { name: 'europe-3p-win', players: 3, options: { mapId: 'europe', fastTrains: true, extraBuildTurn: true }, bot: 'medium', description: 'Three medium bots on Europe (7 of 8 majors to win) with fast trains and the extra build turn ($60, three build turns).', wanted: (m) => outcomeOf(m)?.reason === 'connected-and-rich' },
];

/** A player who places the train where it may and ends every turn. */
const passer: GameBot = {
  decide: (_s, _t, legal) => legal.find((a) => a.type === 'end-turn') ?? legal.find((a) => a.type === 'discard-card') ?? legal.find((a) => a.type === 'place-train') ?? legal[0],
};

function play(table: Table, seed: string): { match: Match; events: readonly GameEvent[] } {
  const { module } = resourcefulGame;
  const bot = table.bot === 'pass' ? passer : resourcefulGame.bots.medium;
  if (bot === undefined) throw new Error('no medium bot');
  const random = createRandom(`record-${seed}`);
  const start = startBotMatch(module, Array.from({ length: table.players }, () => 'medium' as const), { ...defaults, ...table.options }, seed);
  return playOut(module, start, (seat, match) => bot.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {}));
}

recordFixtures(
  'resourceful',
  TABLES.map((table) => ({ name: table.name, description: table.description, play: (seed: string) => play(table, seed), wanted: (p: { match: Match; events: readonly GameEvent[] }) => table.wanted === undefined || table.wanted(p.match, p.events) })),
  50,
  process.argv.slice(2),
);
