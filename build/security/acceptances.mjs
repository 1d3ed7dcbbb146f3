// @ts-check
/**
 * Judging Electronegativity's findings against the reviewed acceptances
 * (`electronegativity-accepted.json`, issue #13 §7). An acceptance names a finding by its check,
 * its file *and* a fingerprint of the finding's source line (`sha256:` + the first 16 hex digits
 * of SHA-256 over the line with runs of whitespace made one space and the ends trimmed), so the
 * same check on a new `BrowserWindow` elsewhere in the same file is not accepted by it. An
 * acceptance that matches no finding is stale: it fails too, so it gets removed.
 */
import { createHash } from 'node:crypto';

/** The fingerprint of one source line (see the module docs). */
export function lineFingerprint(line) {
  const normalised = String(line).replace(/\s+/g, ' ').trim();
  return `sha256:${createHash('sha256').update(normalised).digest('hex').slice(0, 16)}`;
}

/**
 * Judges findings. `findings`: `{ check, file, line, aboveLow }[]` (`line` 1-based);
 * `accepted`: `{ check, file, fingerprint, reason }[]`; `sourceLine(file, line)` gives a line's
 * text. Returns every finding with its verdict (`ok (low)`, `accepted`, `FAIL`) and fingerprint,
 * and the stale acceptances.
 */
export function judgeFindings(findings, accepted, sourceLine) {
  const used = new Set();
  const judged = findings.map((finding) => {
    const fingerprint = lineFingerprint(sourceLine(finding.file, finding.line) ?? '');
    const index = accepted.findIndex((a) => a.check === finding.check && a.file === finding.file && a.fingerprint === fingerprint);
    if (index >= 0) used.add(index);
    const verdict = !finding.aboveLow ? 'ok (low)' : index >= 0 ? 'accepted' : 'FAIL';
    return { ...finding, fingerprint, verdict };
  });
  const stale = accepted.filter((_, index) => !used.has(index));
  return { judged, stale };
}
