/**
 * The machine a benchmark ran on, for `bench-results.json`: CPU model, logical cores, memory,
 * Node and Chromium versions, OS, the date, and the load average at the start (the figures are
 * only comparable between runs on a similarly loaded machine).
 */
import { CHROMIUM_PATH } from '../chromium';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';

/** Where and when the benchmarks ran. `loadAverage` is the 1/5/15-minute load at the start; `memoryGB` total RAM. */
export type MachineInfo = {
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGB: number;
  readonly os: string;
  readonly node: string;
  readonly chromium: string;
  readonly date: string;
  readonly loadAverage: readonly number[];
};

/** The Chromium used by the renderer benchmarks (build/chromium.ts). */
export { CHROMIUM_PATH };

/** `chromium --version` of {@link CHROMIUM_PATH}, or `unavailable: <why>`. */
export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (error) {
    return `unavailable: ${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)}`;
  }
}

/** The machine info now (`date` is ISO 8601 UTC). */
export function machineInfo(): MachineInfo {
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    date: new Date().toISOString(),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
