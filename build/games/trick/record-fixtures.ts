/**
 * Records seeded Trick of the Rails games as replay fixtures (conventions §5: the log is the
 * fixture) in `tests/fixtures/trick/records/`, one per table the rules treat differently:
 * - `3p-basic`, `4p-basic`, `5p-basic`: the Basic lane of each player count (3p: three Cities and
 *   Reservations; 4p: one of each; 5p: none);
 * - `4p-teams`: the 4-player team variant (partners share a place);
 * - `3p-expert`: the Expert lane, the winner of the [6] trick placing [∞] on a railway of their choice;
 * - `5p-expert`: the Expert lane with four of the seven pool cards, a railway ending without a
 *   locomotive (scored 0).
 * Each file: `{ name, description, expected: { reason, ranking }, record }`, played through the
 * match runner by the medium bot at every seat. Every game ends the one way the rules know
 * (`all-tricks-played`).
 *
 *   npx tsx build/games/trick/record-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, outcomeOf, startMatch, submitAction, type Match } from '../../../shared-rules/core';
import { trickGame, type TrickOptions, type TrickState } from '../../../shared-rules/games/trick';

/** A played game and whether a seat placed [∞] by choice (the Expert rule). */
type Played = { readonly match: Match; readonly choseInfinity: boolean };

type Table = { readonly name: string; readonly players: number; readonly options: TrickOptions; readonly description: string; readonly wanted?: (played: Played) => boolean };

/** The lane code of [∞] (meta: LOCOMOTIVE + 4), pending while a winner places it by choice. */
const LOCOMOTIVE_INFINITY_SLOT = 204;

const basic: TrickOptions = { variant: 'basic', teams: false, autoPlay: 'never' };

const TABLES: readonly Table[] = [
  { name: '3p-basic', players: 3, options: basic, description: 'Three players, Basic lane: three Cities, three Reservations filled by stock-trick winners, [∞] placed at once after [6].' },
  { name: '4p-basic', players: 4, options: basic, description: 'Four players, Basic lane: one City, one Reservation.' },
  { name: '4p-teams', players: 4, options: { ...basic, teams: true }, description: 'Four players in two teams (positions 0+2, 1+3): partners add their scores and share their place.' },
  { name: '5p-basic', players: 5, options: basic, description: 'Five players, Basic lane: no City, no Reservation.' },
  {
    name: '3p-expert',
    players: 3,
    options: { ...basic, variant: 'expert' },
    description: 'Three players, Expert lane (all seven pool cards): [6] comes early and its winner places [∞] on a railway of their choice.',
    wanted: ({ choseInfinity }) => choseInfinity,
  },
  {
    name: '5p-expert',
    players: 5,
    options: { ...basic, variant: 'expert' },
    description: 'Five players, Expert lane (four of the seven pool cards): a railway ends without a locomotive and scores 0.',
    wanted: ({ match }) => (match.state as TrickState).locomotives.some((l) => l < 0),
  },
];

/** One game by the medium bot at every seat. */
function play(table: Table, seed: string): Played {
  const seats = Array.from({ length: table.players }, (_, seat) => ({ seat, color: `#00000${seat}`, symbol: 'circle', controller: 'bot' as const, botLevel: 'medium' as const }));
  const started = startMatch(trickGame.module, { matchId: `fixture-${seed}`, seats, options: table.options, seed, createdAt: '2026-11-26T10:00:00.000Z' });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const bot = trickGame.bots.medium;
  if (bot === undefined) throw new Error('no medium bot');
  const random = createRandom(`record-${seed}`);
  const { module } = trickGame;
  let choseInfinity = false;
  for (let i = 0; i < 1_000 && outcomeOf(match) === undefined; i++) {
    const seat = module.toAct(match.state)[0] ?? -1;
    if ((match.state as TrickState).pending === LOCOMOTIVE_INFINITY_SLOT) choseInfinity = true;
    const action = bot.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {});
    const result = submitAction(match, action, 'bot');
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
  }
  return { match, choseInfinity };
}

const dir = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'trick', 'records');
mkdirSync(dir, { recursive: true });
for (const table of TABLES) {
  let done = false;
  for (let g = 0; g < 500 && !done; g++) {
    const seed = `trick-fixture-${table.name}-${g}`;
    const played = play(table, seed);
    const { match } = played;
    const outcome = outcomeOf(match);
    if (outcome === undefined || (table.wanted !== undefined && !table.wanted(played))) continue;
    writeFileSync(join(dir, `${table.name}.json`), `${JSON.stringify({ name: table.name, description: table.description, expected: outcome, record: match.record })}\n`);
    console.log(`${table.name}: seed ${seed}, ${match.record.log.length} entries, ${outcome.reason}`);
    done = true;
  }
  if (!done) console.log(`${table.name}: not found`);
}
