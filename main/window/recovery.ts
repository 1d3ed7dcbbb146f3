/**
 * What to do when the renderer goes away (shared/KIOSK.md "Kiosk behaviour" 6): reload once,
 * then relaunch the app; after `maxCrashes` crashes within `windowMs` (counting those before
 * a relaunch, passed on the command line) show the out-of-order page instead of looping.
 */

/** The answer to a renderer crash. */
export type RecoveryAction = 'reload' | 'relaunch' | 'out-of-order';

/** The command-line flag that carries earlier crash times (ms since epoch, comma-separated) across a relaunch. */
export const CRASH_TIMES_FLAG = '--crash-times=';

/** Options of {@link createCrashPolicy}; `earlier` are crash times (ms) from before a relaunch. */
export type CrashPolicyOptions = {
  readonly now: () => number;
  readonly earlier?: readonly number[];
  readonly windowMs?: number;
  readonly maxCrashes?: number;
};

/** Counts renderer crashes and answers each one; `crashTimes()` are the times to pass to a relaunch. */
export interface CrashPolicy {
  onRendererGone(): RecoveryAction;
  crashTimes(): readonly number[];
}

/** A crash policy (defaults: 3 crashes within 10 minutes → out of order). */
export function createCrashPolicy(options: CrashPolicyOptions): CrashPolicy {
  const windowMs = options.windowMs ?? 10 * 60_000;
  const maxCrashes = options.maxCrashes ?? 3;
  let times = [...(options.earlier ?? [])];
  let reloadedInThisRun = false;
  return {
    onRendererGone() {
      const now = options.now();
      times = [...times.filter((t) => now - t < windowMs), now];
      if (times.length >= maxCrashes) return 'out-of-order';
      if (!reloadedInThisRun) {
        reloadedInThisRun = true;
        return 'reload';
      }
      return 'relaunch';
    },
    crashTimes: () => times,
  };
}

/** The crash times carried in `argv` by {@link CRASH_TIMES_FLAG} (malformed values are ignored). */
export function crashTimesFromArgv(argv: readonly string[]): number[] {
  const arg = argv.find((a) => a.startsWith(CRASH_TIMES_FLAG));
  if (arg === undefined) return [];
  return arg
    .slice(CRASH_TIMES_FLAG.length)
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}
