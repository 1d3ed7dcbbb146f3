// @ts-check
/**
 * Runs Electronegativity (@doyensec/electronegativity) over the app's sources — main, preload
 * and renderer, scanned together so its global checks (CSP, navigation limits, permission
 * handler) see the whole app — and fails when a finding above LOW is not in
 * `electronegativity-accepted.json` (each accepted finding carries its reason and is matched by
 * check, file and a fingerprint of its source line: ./acceptances.mjs), or when an acceptance
 * matches no finding (stale).
 *
 * It scans the TypeScript sources, not `out/`: its parser does not know the class fields and
 * static blocks of the built bundles. Exit 0 when clean, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { judgeFindings } from './acceptances.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const stage = mkdtempSync(join(tmpdir(), 'railtable-eneg-'));
for (const dir of ['main', 'preload', 'renderer']) cpSync(join(root, dir), join(stage, dir), { recursive: true });
cpSync(join(root, 'package.json'), join(stage, 'package.json'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const electronVersion = String(pkg.devDependencies?.electron ?? '45.0.0').replace(/^[^0-9]*/, '');
const report = join(stage, 'findings.sarif');

const bin = join(root, 'node_modules', '.bin', 'electronegativity');
const run = spawnSync(bin, ['-i', stage, '-r', '-v', 'false', '-e', electronVersion, '-o', report], { encoding: 'utf8' });
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  console.error('electronegativity: the scanner itself failed');
  process.exit(1);
}

// SARIF (JSON): Electronegativity writes LOW findings as level 'note', MEDIUM and HIGH as 'warning'.
const sarif = JSON.parse(readFileSync(report, 'utf8'));
const results = sarif.runs?.[0]?.results ?? [];
rmSync(stage, { recursive: true, force: true });
const accepted = JSON.parse(readFileSync(join(import.meta.dirname, 'electronegativity-accepted.json'), 'utf8')).accepted;
const findings = results.map((result) => {
  const where = result.locations?.[0]?.physicalLocation;
  return {
    check: String(result.ruleId),
    file: String(where?.artifactLocation?.uri ?? 'N/A'),
    line: Number(where?.region?.startLine ?? 0),
    column: Number(where?.region?.startColumn ?? 0),
    aboveLow: result.level !== 'note' && result.level !== 'none',
  };
});
const sources = new Map();
const sourceLine = (file, line) => {
  if (!sources.has(file)) {
    try {
      sources.set(file, readFileSync(join(root, file), 'utf8').split(/\r?\n/));
    } catch {
      sources.set(file, []);
    }
  }
  return sources.get(file)[line - 1];
};
const { judged, stale } = judgeFindings(findings, accepted, sourceLine);
for (const f of judged) {
  const note = f.verdict === 'accepted' ? 'accepted (see electronegativity-accepted.json)' : f.verdict;
  console.log(`${f.check} (${f.aboveLow ? 'above low' : 'low'}) ${f.file}:${f.line}:${f.column} ${f.fingerprint} — ${note}`);
}
for (const a of stale) console.log(`STALE acceptance ${a.check} ${a.file} ${a.fingerprint}: it matches no finding; remove it`);
const failures = judged.filter((f) => f.verdict === 'FAIL').length;
console.log(`electronegativity: ${results.length} finding(s), ${failures} above LOW not accepted, ${stale.length} stale acceptance(s) (Electron ${electronVersion})`);
process.exit(failures === 0 && stale.length === 0 ? 0 : 1);
