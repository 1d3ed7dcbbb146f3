/**
 * Finds seeded bot games for each way a Transglobal game ends and records them as replay
 * fixtures (conventions §5: the log is the fixture), in `tests/fixtures/transglobal/records/`:
 * - `one-bank-exhausted`: exactly one bank at $0 or less, one winner;
 * - `several-banks-exhausted`: two or more banks at $0 or less in the same round end;
 * - `tie-for-first`: the highest bank shared.
 * Each file: `{ name, description, expected: { reason, ranking, banks, rounds }, record }`.
 * The games use mixed greedy/random bots and take back some builds (undo entries in the log);
 * only games of two rounds or more with at least one undo are kept.
 *
 *   npx tsx build/games/transglobal/record-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom, outcomeOf, submitAction, undoLast, type Match } from '../../../shared-rules/core';
import { transglobal } from '../../../shared-rules/games/transglobal';
import { playOut } from '../record';
import { mixedBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { startGame } from './play';

type Ending = 'one-bank-exhausted' | 'several-banks-exhausted' | 'tie-for-first';

const DESCRIPTIONS: Record<Ending, string> = {
  'one-bank-exhausted': 'One bank falls to $0 or less; the game ends after that round and the highest bank wins alone.',
  'several-banks-exhausted': 'Two or more banks fall to $0 or less in the same round; the game ends and is ranked by bank.',
  'tie-for-first': 'The game ends with the highest bank shared: the tied players share first place.',
};

/** Plays one game with occasional undo-and-redo of builds; returns the final match. */
function play(seed: string, players: number, bank: number): Match {
  const random = createRandom(`record-${seed}`);
  const bot = mixedBot(0.85);
  const start = startGame({ mapId: 'fixture-grid', players, seed, bots: [], startingBank: bank, taxFloor: 3 });
  return playOut(
    transglobal,
    start,
    (seat, match) => {
      const state = match.state;
      if (!isTransglobalState(state)) throw new Error('not a Transglobal state');
      return bot(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), random);
    },
    {
      // Now and then a build is taken back and made again (undo entries in the log).
      after: (match, action, seat) => {
        if (action.type !== 'build' || random.int(0, 14) !== 0) return match;
        const undone = undoLast(match, seat, 'human');
        if (!undone.ok) return match;
        const again = submitAction(undone.match, action, 'human');
        if (!again.ok) throw new Error(again.error.message);
        return again.match;
      },
    },
  ).match;
}

function endingOf(match: Match): Ending | undefined {
  const outcome = outcomeOf(match);
  const state = match.state;
  if (!outcome || !isTransglobalState(state)) return undefined;
  if (outcome.ranking.filter((r) => r.place === 1).length > 1) return 'tie-for-first';
  const out = state.banks.filter((b) => b <= 0).length;
  return out >= 2 ? 'several-banks-exhausted' : out === 1 ? 'one-bank-exhausted' : undefined;
}

function main(): void {
  const dir = join(process.cwd(), 'tests', 'fixtures', 'transglobal', 'records');
  mkdirSync(dir, { recursive: true });
  const wanted = new Set<Ending>(['one-bank-exhausted', 'several-banks-exhausted', 'tie-for-first']);
  for (let n = 0; n < 500 && wanted.size > 0; n++) {
    const players = 2 + (n % 3);
    const match = play(`fixture-${n}`, players, 5 + (n % 3));
    const ending = endingOf(match);
    if (ending === undefined || !wanted.has(ending)) continue;
    // Worth keeping: more than one round (a new deal, a cleared board) and some undo entries.
    if (match.record.log.filter((e) => e.kind === 'undo').length === 0) continue;
    if (match.record.log.filter((e) => e.revealed).length < 2) continue;
    const state = match.state;
    const outcome = outcomeOf(match);
    if (!isTransglobalState(state) || !outcome) continue;
    wanted.delete(ending);
    const file = join(dir, `${ending}.json`);
    const fixture = {
      name: ending,
      description: DESCRIPTIONS[ending],
      expected: { reason: outcome.reason, ranking: outcome.ranking, banks: state.banks, rounds: state.results.length },
      record: match.record,
    };
    writeFileSync(file, `${JSON.stringify(fixture)}\n`);
    console.log(`${ending}: seed fixture-${n}, ${players} players, ${match.record.log.length} entries, banks ${state.banks.join('/')} -> ${file}`);
  }
  if (wanted.size > 0) console.error(`not found: ${[...wanted].join(', ')}`);
}

main();
