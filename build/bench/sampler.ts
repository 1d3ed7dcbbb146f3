/**
 * Timing helpers. Micro-benchmarks (µs–ms per call) go through tinybench (vitest's own
 * benchmark library, timing each call with `process.hrtime`); long runs (whole games, file
 * writes, page loads) are timed one by one with `process.hrtime.bigint()`.
 */
import { Bench, hrtimeNow } from 'tinybench';

/** How long and how often to sample a micro-benchmark: at least `timeMs` of sampling and at least `iterations` calls, after a warm-up. */
export type SampleBudget = { readonly timeMs: number; readonly iterations: number; readonly warmupMs?: number };

/**
 * Times each call of `fn` (tinybench, hrtime clock) and returns the per-call times in ms.
 * `beforeEach` runs untimed before every call (to prepare a fresh input). Throws what `fn` threw.
 */
export async function sampleCalls(name: string, fn: () => void, budget: SampleBudget, beforeEach?: () => void): Promise<number[]> {
  const bench = new Bench({ time: budget.timeMs, iterations: budget.iterations, now: hrtimeNow, warmupTime: budget.warmupMs ?? 50, warmupIterations: 5, throws: true });
  bench.add(name, fn, beforeEach === undefined ? {} : { beforeEach });
  await bench.warmup();
  await bench.run();
  const result = bench.getTask(name)?.result;
  if (result === undefined) throw new Error(`${name}: no result`);
  if (result.error !== undefined) throw result.error;
  return [...result.samples];
}

/** Milliseconds elapsed since `start` (a `process.hrtime.bigint()` reading). */
export function msSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs `fn` once and returns its result and the time it took in ms (`process.hrtime.bigint()`). */
export function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = process.hrtime.bigint();
  const value = fn();
  return { value, ms: msSince(start) };
}

/** Awaits `fn` once and returns its result and the time it took in ms (`process.hrtime.bigint()`). */
export async function timedAsync<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { value, ms: msSince(start) };
}
