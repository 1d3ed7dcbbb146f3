/**
 * What to do when the renderer or the GPU process goes away (shared/KIOSK.md "Kiosk behaviour" 6):
 * a renderer crash reloads once, then relaunches the app; a GPU process crash relaunches; after
 * `maxCrashes` crashes of any kind within `windowMs` (counting those before a relaunch, passed on
 * the command line) the out-of-order page is shown instead of looping.
 */

/** The answer to a crash. */
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

/** Counts crashes and answers each one; `crashTimes()` are the times to pass to a relaunch. */
export interface CrashPolicy {
  /** A renderer crash: `reload` the first time in this run, then `relaunch`; `out-of-order` at the crash limit. */
  onRendererGone(): RecoveryAction;
  /** A GPU process crash (not a clean exit): `relaunch`, or `out-of-order` at the crash limit. */
  onGpuGone(): Exclude<RecoveryAction, 'reload'>;
  crashTimes(): readonly number[];
}

/** A crash policy (defaults: 3 crashes within 10 minutes → out of order). */
export function createCrashPolicy(options: CrashPolicyOptions): CrashPolicy {
  const windowMs = options.windowMs ?? 10 * 60_000;
  const maxCrashes = options.maxCrashes ?? 3;
  let times = [...(options.earlier ?? [])];
  let reloadedInThisRun = false;
  /** Records a crash now; true when it reaches the limit. */
  const record = (): boolean => {
    const now = options.now();
    times = [...times.filter((t) => now - t < windowMs), now];
    return times.length >= maxCrashes;
  };
  return {
    onGpuGone() {
      return record() ? 'out-of-order' : 'relaunch';
    },
    onRendererGone() {
      if (record()) return 'out-of-order';
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
