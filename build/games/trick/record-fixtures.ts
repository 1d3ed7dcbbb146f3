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
import { createRandom, type Match } from '../../../shared-rules/core';
import { trickGame, type TrickOptions, type TrickState } from '../../../shared-rules/games/trick';
import { playOut, recordFixtures, startBotMatch } from '../record';

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
  const { module } = trickGame;
  const bot = trickGame.bots.medium;
  if (bot === undefined) throw new Error('no medium bot');
  const random = createRandom(`record-${seed}`);
  const start = startBotMatch(module, Array.from({ length: table.players }, () => 'medium' as const), table.options, seed);
  let choseInfinity = false;
  const { match } = playOut(
    module,
    start,
    (seat, m) => {
      if ((m.state as TrickState).pending === LOCOMOTIVE_INFINITY_SLOT) choseInfinity = true;
      return bot.decide(module.seatView(m.state, seat), module.tableView(m.state), module.legalActions(m.state, seat), random, {});
    },
    { maxActions: 1_000 },
  );
  return { match, choseInfinity };
}

recordFixtures('trick', TABLES.map((table) => ({ name: table.name, description: table.description, play: (seed: string) => play(table, seed), ...(table.wanted === undefined ? {} : { wanted: table.wanted }) })), 500);
