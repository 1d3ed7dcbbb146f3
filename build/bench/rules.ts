/**
 * The rules benchmarks (Node, one core, the main thread), for every registered game (or only
 * `--game <id>`):
 * - the engine paths of every game with a random bot (`./engine.ts`): whole random games per
 *   second on the bare module, the match runner and the worker session;
 * - each game's own micro-benchmarks, from `build/games/<id>/bench.ts` when the game has one
 *   (it exports `benchRows({ quick, log })`; e.g. legality, search, bot decision times, and
 *   optionally `engineTargets`: the game's own target for whole random games per second on the
 *   bare module, from its issue).
 * A benchmark that throws becomes an `error` row and the others still run.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gameDefinitions } from '../../shared-rules/games/registry';
import { engineRows, type EngineTargets } from './engine';
import { errorMessage, unmeasured, type BenchRow } from './row';

/** Options of {@link runRulesBenchmarks}: `quick` samples less; `game` limits the run to one game. */
export type RulesOptions = { readonly quick: boolean; readonly log: (line: string) => void; readonly game?: string };

/** What a game's own bench module exports. */
type GameBench = {
  readonly benchRows: (options: { readonly quick: boolean; readonly log: (line: string) => void }) => Promise<BenchRow[]>;
  readonly engineTargets?: EngineTargets;
};

function isGameBench(x: unknown): x is GameBench {
  return typeof x === 'object' && x !== null && 'benchRows' in x && typeof x.benchRows === 'function';
}

/** Runs the engine paths, then each game's own benchmarks. */
export async function runRulesBenchmarks(options: RulesOptions): Promise<BenchRow[]> {
  const { quick, log } = options;
  const rows: BenchRow[] = [];
  const benches = new Map<string, GameBench>();
  for (const id of Object.keys(gameDefinitions).filter((g) => options.game === undefined || g === options.game)) {
    const file = resolve(import.meta.dirname, '..', 'games', id, 'bench.ts');
    if (!existsSync(file)) continue;
    try {
      const loaded: unknown = await import(pathToFileURL(file).href);
      if (!isGameBench(loaded)) throw new Error(`${file} does not export benchRows`);
      benches.set(id, loaded);
    } catch (error) {
      rows.push(unmeasured('error', 'rules', `${id} benchmarks`, '', errorMessage(error)));
    }
  }
  try {
    rows.push(...(await engineRows(quick ? { warmMs: 500, ms: 1500, rounds: 3 } : { warmMs: 2000, ms: 10_000, rounds: 20 }, log, options.game, (id) => benches.get(id)?.engineTargets)));
  } catch (error) {
    rows.push(unmeasured('error', 'rules', 'engine paths', 'games/s', errorMessage(error)));
  }
  for (const [id, bench] of benches) {
    try {
      rows.push(...(await bench.benchRows({ quick, log })));
    } catch (error) {
      rows.push(unmeasured('error', 'rules', `${id} benchmarks`, '', errorMessage(error)));
    }
  }
  return rows;
}
