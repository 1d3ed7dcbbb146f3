// @ts-check
/**
 * `npm test`: every check the project has, in order, each runner's own output streamed, then
 * one closing line `N passed, N failed, N skipped` summing them all (CI reads that line).
 *
 * Steps: typecheck (one check per tsconfig), lint (one check), Electronegativity (one check:
 * no finding above LOW that is not accepted with a reason), unit/property/main-process
 * tests (vitest, counted per test), browser e2e tests (vitest + playwright-core in Chromium,
 * counted per test). `--quick` skips e2e (for a fast local loop; CI never passes it).
 * Exit code 0 only when nothing failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const quick = process.argv.includes('--quick');
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const scratch = mkdtempSync(join(tmpdir(), 'railtable-test-'));

/** Run a command, streaming its output; true when it exits 0. */
function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

/** A check that counts as one test. */
function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) totals.passed += 1;
  else totals.failed += 1;
  lines.push(`${label}: ${ok ? 'passed' : 'FAILED'}`);
}

/** A vitest run, counted per test from its JSON report. */
function vitest(label, extraArgs) {
  const report = join(scratch, `${label}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`${label}: no report (runner crashed)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const passed = json.numPassedTests ?? 0;
  const failed = (json.numFailedTests ?? 0) + (ok || json.numFailedTests ? 0 : 1);
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (passed + failed === 0) {
    totals.failed += 1;
    lines.push(`${label}: ran no test`);
    return;
  }
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const project of ['tsconfig.shared.json', 'tsconfig.node.json', 'tsconfig.renderer.json', 'tsconfig.tools.json']) {
  check(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
}
check('lint', 'npx', ['eslint', '.']);
check('security: electronegativity', 'node', ['build/security/electronegativity.mjs']);
vitest('unit', []);
if (!quick) vitest('e2e', ['--config', 'vitest.e2e.config.ts']);

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
