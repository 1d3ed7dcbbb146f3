/**
 * One row of the benchmark report: what was measured, its summary, its target and how it is
 * judged. Judging is by the median only, against an inclusive bound (`≤` or `≥`) or an exact
 * value; a row without a figure is `n/a` (not measurable yet, with why) or `error` (crashed).
 */
import type { Summary } from './stats';

/** The benchmark groups, also the values of `--only`. */
export const GROUPS = ['rules', 'saves', 'renderer', 'memory'] as const;

/** A benchmark group (see {@link GROUPS}). */
export type Group = (typeof GROUPS)[number];

/** A target: the median must be at most / at least / exactly `value` (in the row's unit), or there is none (a figure for information). */
export type Target =
  | { readonly kind: 'max'; readonly value: number }
  | { readonly kind: 'min'; readonly value: number }
  | { readonly kind: 'equal'; readonly value: number }
  | { readonly kind: 'none' };

/** No target: the figure is reported for information. */
export const NO_TARGET: Target = { kind: 'none' };

/** A measured row: `summary` of the repeated runs in `unit`; `note` adds context (map, sample, caveat). */
export type MeasuredRow = {
  readonly status: 'measured';
  readonly group: Group;
  readonly name: string;
  readonly unit: string;
  readonly summary: Summary;
  readonly target: Target;
  readonly note?: string;
};

/** A row that could not be measured: `n/a` (nothing to measure yet, `note` says why) or `error` (the benchmark crashed, `note` is the error). */
export type UnmeasuredRow = {
  readonly status: 'n/a' | 'error';
  readonly group: Group;
  readonly name: string;
  readonly unit: string;
  readonly target: Target;
  readonly note: string;
};

/** A row of the report. */
export type BenchRow = MeasuredRow | UnmeasuredRow;

/** The verdict on a row: `pass`/`miss` against its target, `info` (no target), `n/a`, `error`. */
export type Verdict = 'pass' | 'miss' | 'info' | 'n/a' | 'error';

/** Whether `value` meets `target` (bounds inclusive; `equal` within 1e-9). A NaN never meets a target. */
export function meets(value: number, target: Target): boolean {
  switch (target.kind) {
    case 'max':
      return value <= target.value;
    case 'min':
      return value >= target.value;
    case 'equal':
      return Math.abs(value - target.value) <= 1e-9;
    case 'none':
      return true;
  }
}

/** The verdict on `row`, judged by its median (see {@link Verdict}). */
export function judge(row: BenchRow): Verdict {
  if (row.status !== 'measured') return row.status;
  if (row.target.kind === 'none') return 'info';
  return meets(row.summary.median, row.target) ? 'pass' : 'miss';
}

/** A measured row (a shorthand for the group files). */
export function measured(group: Group, name: string, unit: string, summary: Summary, target: Target = NO_TARGET, note?: string): MeasuredRow {
  return note === undefined ? { status: 'measured', group, name, unit, summary, target } : { status: 'measured', group, name, unit, summary, target, note };
}

/** A row that could not be measured (`n/a` with why, or `error` with the message). */
export function unmeasured(status: 'n/a' | 'error', group: Group, name: string, unit: string, note: string, target: Target = NO_TARGET): UnmeasuredRow {
  return { status, group, name, unit, target, note };
}

/** The message of a thrown value, on one line. */
export function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
