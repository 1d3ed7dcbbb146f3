/**
 * Command-line options of the app: `--mode=desktop|table|kiosk` overrides the stored window mode.
 */
import type { WindowMode } from '../../preload/api';

const MODES: readonly WindowMode[] = ['desktop', 'table', 'kiosk'];

/** The `--mode=` override in `argv`, or `undefined` when absent or not a known mode (the last one wins). */
export function modeOverride(argv: readonly string[]): WindowMode | undefined {
  let found: WindowMode | undefined;
  for (const arg of argv) {
    if (!arg.startsWith('--mode=')) continue;
    const value = arg.slice('--mode='.length);
    found = MODES.find((mode) => mode === value) ?? found;
  }
  return found;
}
