/**
 * Records seeded Railways of the World games as replay fixtures (conventions §5: the log is the
 * fixture) in `tests/fixtures/railways/records/`, one per way a game ends or is scored (issue #18:
 * "fixtures for the end of game with and without a Rail Baron goal met"):
 * - `eastern-us-4p-baron-met`: four bots (hard, medium, hard, medium) on the Eastern US until the
 *   last Empty City marker and one more turn; at least one player meets their Rail Baron goal;
 * - `eastern-us-3p-baron-missed`: three medium bots; nobody meets their Rail Baron goal;
 * - `eastern-us-2p-turn-limit`: two players who pass every action: nothing empties, and the game
 *   ends after turn 20 (Our table `maxTurns`), bonds forced by interest costing their points.
 * Each file: `{ name, description, expected: { reason, ranking }, record }`, played through the
 * match runner.
 *
 *   npx tsx build/games/railways/record-fixtures.ts [name…]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, outcomeOf, startMatch, submitAction, type Match } from '../../../shared-rules/core';
import type { GameBot } from '../../../shared-rules/core/define-game';
import { railwaysGame, type RailwaysState } from '../../../shared-rules/games/railways';

type Table = {
  readonly name: string;
  readonly bots: readonly ('hard' | 'medium' | 'pass')[];
  readonly description: string;
  readonly wanted: (state: RailwaysState) => boolean;
};

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
    name: 'eastern-us-2p-turn-limit',
    bots: ['pass', 'pass'],
    description: 'Two players who pass every action: no city empties, the end comes after turn 20 (Our table), and the bonds interest forced cost their points.',
    wanted: (s) => s.turn === 20,
  },
];

/** A player who keeps the first Rail Baron card and passes everything else. */
const passer: GameBot = { decide: (_s, _t, legal) => legal.find((a) => a.type === 'pass') ?? legal[0] };

function play(table: Table, seed: string): Match {
  const seats = table.bots.map((level, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot' as const, botLevel: level === 'pass' ? ('easy' as const) : level }));
  const started = startMatch(railwaysGame.module, { matchId: `fixture-${seed}`, seats, options: railwaysGame.module.meta.defaultOptions, seed, createdAt: '2026-11-26T10:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const random = createRandom(`record-${seed}`);
  const { module } = railwaysGame;
  for (let i = 0; i < 20_000 && outcomeOf(match) === undefined; i++) {
    const seat = module.toAct(match.state)[0] ?? -1;
    const level = table.bots[seat] ?? 'pass';
    const bot = level === 'pass' ? passer : railwaysGame.bots[level];
    const action = bot?.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {});
    if (action === undefined) throw new Error('no action');
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return match;
}

const wantedNames = process.argv.slice(2);
const dir = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'railways', 'records');
mkdirSync(dir, { recursive: true });
for (const table of TABLES) {
  if (wantedNames.length > 0 && !wantedNames.includes(table.name)) continue;
  let done = false;
  for (let g = 0; g < 30 && !done; g++) {
    const seed = `railways-fixture-${table.name}-${g}`;
    const match = play(table, seed);
    const outcome = outcomeOf(match);
    if (outcome === undefined || !table.wanted(match.state as RailwaysState)) continue;
    writeFileSync(join(dir, `${table.name}.json`), `${JSON.stringify({ name: table.name, description: table.description, expected: outcome, record: match.record })}\n`);
    console.log(`${table.name}: seed ${seed}, ${match.record.log.length} entries, ${outcome.reason}`);
    done = true;
  }
  if (!done) console.log(`${table.name}: not found`);
}
