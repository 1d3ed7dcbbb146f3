/**
 * Electronegativity's acceptances (#13 §7): a finding is accepted only by check, file and the
 * fingerprint of its source line, so a new insecure BrowserWindow elsewhere, even in the accepted
 * file, fails; an acceptance that matches nothing is stale and fails; and the acceptances on
 * file match today's source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a checked JavaScript build module without a declaration file
import { judgeFindings, lineFingerprint } from '../../build/security/acceptances.mjs';

type Finding = { check: string; file: string; line: number; aboveLow: boolean };
type Accepted = { check: string; file: string; fingerprint: string; line: string; reason: string };
type Judged = { judged: Array<Finding & { verdict: string; fingerprint: string }>; stale: Accepted[] };
const judge = judgeFindings as (findings: Finding[], accepted: Accepted[], sourceLine: (file: string, line: number) => string | undefined) => Judged;
const fingerprint = lineFingerprint as (line: string) => string;

const root = join(import.meta.dirname, '..', '..');
const accepted = (JSON.parse(readFileSync(join(root, 'build/security/electronegativity-accepted.json'), 'utf8')) as { accepted: Accepted[] }).accepted;
const createTs = readFileSync(join(root, 'main/window/create.ts'), 'utf8').split(/\r?\n/);
const acceptedLine = createTs.findIndex((l) => l.includes('new BrowserWindow(')) + 1;
const fromSource = (file: string, line: number) => (file === 'main/window/create.ts' ? createTs[line - 1] : undefined);

describe('Electronegativity acceptances', () => {
  it('every acceptance on file names its check, file and the fingerprint of a line that is in that file today', () => {
    expect(accepted.length).toBeGreaterThan(0);
    for (const a of accepted) {
      const lines = readFileSync(join(root, a.file), 'utf8').split(/\r?\n/);
      expect(lines.map(fingerprint), `${a.check} ${a.file}`).toContain(a.fingerprint);
      expect(fingerprint(a.line)).toBe(a.fingerprint);
    }
  });

  it("today's findings on main's one BrowserWindow are accepted, and nothing is stale", () => {
    const findings = [...new Set(accepted.map((a) => a.check))].map((check) => ({ check, file: 'main/window/create.ts', line: acceptedLine, aboveLow: true }));
    const { judged, stale } = judge(findings, accepted, fromSource);
    expect(judged.map((f) => f.verdict)).toEqual(findings.map(() => 'accepted'));
    expect(stale).toEqual([]);
  });

  it('the same check on a new BrowserWindow in the same file, or in another file, fails', () => {
    const lines = [...createTs, '  const popup = new BrowserWindow({ webPreferences: { sandbox: false } });'];
    const sourceLine = (file: string, line: number) => (file === 'main/window/create.ts' ? lines[line - 1] : 'new BrowserWindow({})');
    const findings = [
      { check: 'SANDBOX_JS_CHECK', file: 'main/window/create.ts', line: acceptedLine, aboveLow: true },
      { check: 'SANDBOX_JS_CHECK', file: 'main/window/create.ts', line: lines.length, aboveLow: true },
      { check: 'SANDBOX_JS_CHECK', file: 'main/window/other.ts', line: acceptedLine, aboveLow: true },
    ];
    expect(judge(findings, accepted, sourceLine).judged.map((f) => f.verdict)).toEqual(['accepted', 'FAIL', 'FAIL']);
  });

  it('an acceptance whose finding is gone is stale; low findings pass on their own', () => {
    const { judged, stale } = judge([{ check: 'CSP_GLOBAL_CHECK', file: 'renderer/index.html', line: 5, aboveLow: false }], accepted, fromSource);
    expect(judged.map((f) => f.verdict)).toEqual(['ok (low)']);
    expect(stale).toEqual(accepted);
  });

  it('the fingerprint ignores indentation and spacing but not code', () => {
    expect(fingerprint('  const a =  new BrowserWindow(x);\t')).toBe(fingerprint('const a = new BrowserWindow(x);'));
    expect(fingerprint('const a = new BrowserWindow(y);')).not.toBe(fingerprint('const a = new BrowserWindow(x);'));
  });
});
