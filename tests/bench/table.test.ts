/**
 * The printed table of `npm run bench` (build/bench/table.ts) and its command line
 * (build/bench/args.ts): number formatting, targets, figure and spread columns, verdicts
 * (hidden in the quick run), note lines, verdict counts, `--only` and `--json`.
 */
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../build/bench/args';
import { measured, unmeasured } from '../../build/bench/row';
import { summarize } from '../../build/bench/stats';
import { countVerdicts, formatFigure, formatNumber, formatTable, formatTarget } from '../../build/bench/table';

describe('bench table', () => {
  it('numbers keep about three significant digits', () => {
    expect(formatNumber(1234.5)).toBe('1235');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(35.24)).toBe('35.2');
    expect(formatNumber(8.414)).toBe('8.41');
    expect(formatNumber(0.00072)).toBe('0.00072');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(NaN)).toBe('NaN');
  });

  it('targets read as bounds with their unit', () => {
    expect(formatTarget({ kind: 'max', value: 20 }, 'µs')).toBe('≤ 20 µs');
    expect(formatTarget({ kind: 'min', value: 300 }, 'games/s')).toBe('≥ 300 games/s');
    expect(formatTarget({ kind: 'equal', value: 0 }, 'frames')).toBe('= 0 frames');
    expect(formatTarget({ kind: 'none' }, 'ms')).toBe('—');
  });

  it('the figure is the median and the spread p10–p90 with the run count', () => {
    const row = measured('rules', 'legal links', 'µs', summarize([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]), { kind: 'max', value: 20 });
    expect(formatFigure(row)).toEqual({ figure: '50 µs', spread: 'p10–p90 10–90 (n=11)' });
    expect(formatFigure(measured('renderer', 'calls', 'calls', summarize([8])))).toEqual({ figure: '8 calls', spread: '(n=1)' });
    expect(formatFigure(unmeasured('n/a', 'rules', 'hard bot', 'ms', 'none yet'))).toEqual({ figure: 'n/a', spread: '' });
  });

  it('prints a header, one aligned line per row with its verdict, and the note under it', () => {
    const rows = [
      measured('rules', 'legal links', 'µs', summarize([8, 9, 10]), { kind: 'max', value: 20 }),
      measured('rules', 'games/s', 'games/s', summarize([4]), { kind: 'min', value: 300 }, 'random bots'),
    ];
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^benchmark\s+figure \(median\)\s+spread\s+target\s+result$/);
    expect(lines[2]).toMatch(/^legal links\s+9 µs\s+p10–p90 8.20–9.80 \(n=3\)\s+≤ 20 µs\s+pass$/);
    expect(lines[3]).toMatch(/^games\/s\s+4 games\/s\s+\(n=1\)\s+≥ 300 games\/s\s+miss$/);
    expect(lines[4]).toBe('    random bots');
    // Columns line up: "figure" starts at the same offset on every line.
    expect(lines[2]?.indexOf('9 µs')).toBe(lines[0]?.indexOf('figure'));
  });

  it('the quick run shows "not judged" instead of pass or miss, but still shows n/a and errors', () => {
    const rows = [
      measured('rules', 'legal links', 'µs', summarize([30]), { kind: 'max', value: 20 }),
      unmeasured('error', 'saves', 'append', 'ms', 'EACCES'),
    ];
    const text = formatTable(rows, { judged: false });
    expect(text).toContain('not judged');
    expect(text).not.toMatch(/\bmiss\b/);
    expect(text).toMatch(/append\s+error\s+—\s+error/);
  });

  it('counts verdicts over the rows', () => {
    const rows = [
      measured('rules', 'a', 'µs', summarize([1]), { kind: 'max', value: 2 }),
      measured('rules', 'b', 'µs', summarize([3]), { kind: 'max', value: 2 }),
      measured('rules', 'c', 'µs', summarize([3])),
      unmeasured('n/a', 'rules', 'd', 'ms', 'why'),
    ];
    expect(countVerdicts(rows)).toEqual({ pass: 1, miss: 1, info: 1, 'n/a': 1, error: 0 });
  });
});

describe('bench command line', () => {
  it('runs every group, judged, into bench-results.json by default', () => {
    expect(parseBenchArgs([])).toEqual({ quick: false, only: ['rules', 'saves', 'renderer', 'memory'], json: 'bench-results.json' });
  });

  it('takes --quick, --only with one or more groups, and --json', () => {
    expect(parseBenchArgs(['--quick', '--only', 'saves,rules', '--json', '/tmp/x.json'])).toEqual({ quick: true, only: ['saves', 'rules'], json: '/tmp/x.json' });
  });

  it('refuses an unknown group', () => {
    expect(() => parseBenchArgs(['--only', 'gpu'])).toThrow(/unknown group gpu/);
  });

  it('takes --game with a registered game and refuses another', () => {
    expect(parseBenchArgs(['--game', 'counter', '--only', 'rules'])).toEqual({ quick: false, only: ['rules'], json: 'bench-results.json', game: 'counter' });
    expect(() => parseBenchArgs(['--game', 'chess'])).toThrow(/unknown game chess/);
  });
});
