/**
 * The command line of `npm run bench` (build/bench/run.ts): `--quick`, `--only <group>[,…]`,
 * `--game <id>` (the rules group's engine rows of that game only, and its own benchmarks),
 * `--json <path>`. Pure apart from reading the arguments given.
 */
import { parseArgs } from 'node:util';
import { gameDefinitions, getGameDefinition } from '../../shared-rules/games/registry';
import { GROUPS, type Group } from './row';

/** The parsed command line. */
export type BenchArgs = { readonly quick: boolean; readonly only: readonly Group[]; readonly json: string; readonly game?: string };

function isGroup(name: string): name is Group {
  return GROUPS.some((g) => g === name);
}

/** Parses the command line (`argv` without node and the script); throws an `Error` on an unknown group, game or option. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, json: { type: 'string', default: 'bench-results.json' }, game: { type: 'string' } },
    allowPositionals: false,
  });
  const names = values.only === undefined ? [...GROUPS] : values.only.split(',').map((s) => s.trim());
  const only: Group[] = [];
  for (const name of names) {
    if (!isGroup(name)) throw new Error(`--only: unknown group ${name} (groups: ${GROUPS.join(', ')})`);
    only.push(name);
  }
  if (values.game !== undefined && getGameDefinition(values.game) === undefined) throw new Error(`--game: unknown game ${values.game} (games: ${Object.keys(gameDefinitions).join(', ')})`);
  return { quick: values.quick, only, json: values.json, ...(values.game === undefined ? {} : { game: values.game }) };
}

