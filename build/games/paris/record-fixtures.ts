/**
 * Finds seeded bot games for each way a Paris Connection game ends and records them as replay
 * fixtures (conventions §5: the log is the fixture), in `tests/fixtures/paris/records/`:
 * - `marseille-reached`: a locomotive reaches Marseille mid-build (the rest is not placed);
 * - `one-supply-left`: a placement leaves a single supply with locomotives;
 * - `one-supply-left-by-trade`: a trade does.
 * Each file: `{ name, description, expected: { reason, ranking }, record }`. The games are played
 * by the random bot through the match runner (4 players) and take back some placements and
 * trades (undo entries in the log); only games with at least one undo are kept.
 *
 *   npx tsx build/games/paris/record-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, outcomeOf, submitAction, undoLast, type Match } from '../../../shared-rules/core';
import { parisGame } from '../../../shared-rules/games/paris';
import { playOut, startBotMatch } from '../record';

type Ending = 'marseille-reached' | 'one-supply-left' | 'one-supply-left-by-trade';

const DESCRIPTIONS: Record<Ending, string> = {
  'marseille-reached': 'A locomotive reaches Marseille in the middle of a build: the game ends at once, +4 scored, the rest of the build not placed.',
  'one-supply-left': 'A placement empties the last but one supply: only one supply has locomotives, and the game ends.',
  'one-supply-left-by-trade': 'A trade takes the last shares of a supply, leaving only one with locomotives: the game ends after the trade.',
};

/** One game by the random bot, with occasional undo-and-redo; the final match. */
function play(seed: string): Match {
  const { module } = parisGame;
  const bot = parisGame.bots.random;
  if (bot === undefined) throw new Error('no random bot');
  const random = createRandom(`record-${seed}`);
  const start = startBotMatch(module, ['random', 'random', 'random', 'random'], { mapId: 'france' }, seed, '2026-11-25T10:00:00.000Z');
  return playOut(module, start, (seat, match) => bot.decide(module.seatView(match.state, seat), module.tableView(match.state), module.legalActions(match.state, seat), random, {}), {
    maxActions: 5_000,
    // Now and then a player takes the action back and makes it again (undo entries in the log).
    after: (match, action, seat) => {
      if (action.type === 'ok' || outcomeOf(match) !== undefined || random.int(0, 9) !== 0) return match;
      const undone = undoLast(match, seat, 'human');
      if (!undone.ok) throw new Error(undone.error.message);
      const again = submitAction(undone.match, action, 'human');
      if (!again.ok) throw new Error(again.error.message);
      return again.match;
    },
  }).match;
}

function endingOf(match: Match): Ending | undefined {
  const outcome = outcomeOf(match);
  if (outcome === undefined) return undefined;
  if (outcome.reason === 'marseille-reached') return 'marseille-reached';
  const last = match.record.log.at(-1);
  return last?.action?.type === 'trade' ? 'one-supply-left-by-trade' : 'one-supply-left';
}

const dir = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'paris', 'records');
mkdirSync(dir, { recursive: true });
const found = new Map<Ending, Match>();
for (let g = 0; g < 5_000 && found.size < 3; g++) {
  const match = play(`paris-fixture-${g}`);
  const ending = endingOf(match);
  if (ending === undefined || found.has(ending) || !match.record.log.some((e) => e.kind === 'undo')) continue;
  found.set(ending, match);
  const outcome = outcomeOf(match);
  writeFileSync(join(dir, `${ending}.json`), `${JSON.stringify({ name: ending, description: DESCRIPTIONS[ending], expected: outcome, record: match.record })}\n`);
  console.log(`${ending}: seed paris-fixture-${g}, ${match.record.log.length} entries`);
}
for (const ending of ['marseille-reached', 'one-supply-left', 'one-supply-left-by-trade'] as const) if (!found.has(ending)) console.log(`${ending}: not found`);
