/**
 * `npm run bench`: runs every benchmark group (rules, saves, renderer, memory), prints the table
 * (benchmark, figure = median, spread = p10–p90 of the repeated runs, target, result) and writes
 * `bench-results.json` (machine info + every row with its verdict).
 *
 *   npm run bench [-- --quick] [--only rules|saves|renderer|memory[,…]] [--json <path>]
 *
 * `--quick`: a reduced run for CI (under 2 minutes) that does not judge the figures: exit 0
 * unless a benchmark crashed (exit 1). The full run exits 1 when a benchmark crashed, 2 when a
 * target was missed, else 0. See build/bench/README.md for what each row measures.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { machineInfo } from './machine';
import { runMemoryBenchmarks } from './memory';
import { runRendererBenchmarks } from './renderer';
import { runRulesBenchmarks } from './rules';
import { parseBenchArgs, type BenchArgs } from './args';
import { errorMessage, judge, unmeasured, type BenchRow, type Group } from './row';
import { runSavesBenchmarks } from './saves';
import { countVerdicts, formatTable } from './table';

const RUNNERS: Readonly<Record<Group, (options: { quick: boolean; log: (line: string) => void; game?: string }) => Promise<BenchRow[]>>> = {
  rules: runRulesBenchmarks,
  saves: runSavesBenchmarks,
  renderer: runRendererBenchmarks,
  memory: runMemoryBenchmarks,
};

async function main(): Promise<number> {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error(errorMessage(error));
    return 1;
  }
  const machine = machineInfo();
  const started = process.hrtime.bigint();
  const log = (line: string) => console.error(`[bench ${((Number(process.hrtime.bigint() - started) / 1e9)).toFixed(0)} s] ${line}`);
  log(`${args.quick ? 'quick' : 'full'} run of ${args.only.join(', ')} on ${machine.cpuModel} ×${machine.cores}, load ${machine.loadAverage.join(' ')}`);
  const rows: BenchRow[] = [];
  for (const group of args.only) {
    try {
      rows.push(...(await RUNNERS[group]({ quick: args.quick, log, ...(args.game === undefined ? {} : { game: args.game }) })));
    } catch (error) {
      rows.push(unmeasured('error', group, `${group} benchmarks`, '', errorMessage(error)));
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const counts = countVerdicts(rows);
  console.log('');
  console.log(formatTable(rows, { judged: !args.quick }));
  console.log('');
  console.log(
    `${rows.length} rows in ${seconds.toFixed(0)} s: ${args.quick ? `not judged (quick run), ` : `${counts.pass} pass, ${counts.miss} miss, `}${counts.info} info, ${counts['n/a']} n/a, ${counts.error} error. ` +
      `Load average ${machine.loadAverage.join(' ')} → ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${machine.cores} cores: figures are noisy on a shared machine; medians are judged.`,
  );
  const path = resolve(args.json);
  const json = {
    machine,
    quick: args.quick,
    groups: args.only,
    durationSeconds: Math.round(seconds),
    loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    rows: rows.map((row) => ({ ...row, verdict: args.quick && row.status === 'measured' && row.target.kind !== 'none' ? 'not judged' : judge(row) })),
  };
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`wrote ${path}`);
  if (counts.error > 0) return 1;
  return !args.quick && counts.miss > 0 ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
