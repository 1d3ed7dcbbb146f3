/**
 * The report as a plain-text table: one line per row with the columns benchmark, figure
 * (median), spread (p10–p90 and the number of runs), target and result. Pure (returns a string).
 */
import { judge, type BenchRow, type Target } from './row';

/** Formats a number with about 3 significant digits (integers ≥ 100 as is; NaN as `NaN`). */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const abs = Math.abs(value);
  if (abs >= 100 || Number.isInteger(value)) return Math.round(value).toString();
  if (abs >= 10) return value.toFixed(1);
  if (abs >= 1) return value.toFixed(2);
  if (abs === 0) return '0';
  return value.toPrecision(2);
}

/** A target as text (`≤ 20 µs`, `≥ 300 games/s`, `= 0 frames`, `—` for none). */
export function formatTarget(target: Target, unit: string): string {
  switch (target.kind) {
    case 'max':
      return `≤ ${formatNumber(target.value)} ${unit}`;
    case 'min':
      return `≥ ${formatNumber(target.value)} ${unit}`;
    case 'equal':
      return `= ${formatNumber(target.value)} ${unit}`;
    case 'none':
      return '—';
  }
}

/** The figure and spread columns of a row: `12.3 µs` and `p10–p90 10.1–15.0 (n=200)`; an unmeasured row shows its status. */
export function formatFigure(row: BenchRow): { figure: string; spread: string } {
  if (row.status !== 'measured') return { figure: row.status, spread: '' };
  const s = row.summary;
  const figure = `${formatNumber(s.median)} ${row.unit}`;
  const spread = s.n <= 1 ? `(n=${s.n})` : `p10–p90 ${formatNumber(s.p10)}–${formatNumber(s.p90)} (n=${s.n})`;
  return { figure, spread };
}

/** Options of {@link formatTable}: `judged: false` shows `not judged` instead of pass/miss (the quick run). */
export type TableOptions = { readonly judged: boolean };

/** The rows as an aligned text table with a header line, then one `note` line per row that has one (indented). */
export function formatTable(rows: readonly BenchRow[], options: TableOptions = { judged: true }): string {
  const header = ['benchmark', 'figure (median)', 'spread', 'target', 'result'];
  const body = rows.map((row) => {
    const { figure, spread } = formatFigure(row);
    const verdict = judge(row);
    const result = !options.judged && (verdict === 'pass' || verdict === 'miss') ? 'not judged' : verdict;
    return [row.name, figure, spread, formatTarget(row.target, row.unit), result];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  rows.forEach((row, i) => {
    out.push(line(body[i] ?? []));
    if (row.note !== undefined && row.note !== '') out.push(`    ${row.note}`);
  });
  return out.join('\n');
}

/** Counts of each verdict over `rows` (for the closing line). */
export function countVerdicts(rows: readonly BenchRow[]): Record<'pass' | 'miss' | 'info' | 'n/a' | 'error', number> {
  const counts = { pass: 0, miss: 0, info: 0, 'n/a': 0, error: 0 };
  for (const row of rows) counts[judge(row)] += 1;
  return counts;
}
