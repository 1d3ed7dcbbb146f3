/**
 * Which keyboard input a kiosk window swallows in `before-input-event` (shared/KIOSK.md
 * "Kiosk behaviour" 2). The table has no keyboard use (the admin PIN pad is in-app), so in
 * kiosk mode every function key, every Ctrl/Cmd/Alt combination and the browser keys are
 * blocked: Alt+F4, Ctrl/Cmd+W/Q/R/Shift+I/Shift+J/P/N/T, F5, F11, F12, zoom, history… In
 * desktop and table modes nothing is blocked.
 */
import type { WindowMode } from '../../preload/api';

/** The fields of Electron's `Input` this decision reads. */
export type KeyInput = {
  readonly type: string;
  readonly key: string;
  readonly control: boolean;
  readonly meta: boolean;
  readonly alt: boolean;
  readonly shift: boolean;
};

const BROWSER_KEYS = new Set([
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
  'BrowserHome',
  'BrowserSearch',
  'BrowserFavorites',
  'BrowserStop',
  'ContextMenu',
  'Print',
  'PrintScreen',
  'LaunchApplication1',
  'LaunchApplication2',
]);

/** Whether `input` must be swallowed in `mode` (only kiosk blocks anything). */
export function shouldBlockInput(input: KeyInput, mode: WindowMode): boolean {
  if (mode !== 'kiosk') return false;
  if (input.control || input.meta || input.alt) return true;
  if (/^F\d{1,2}$/.test(input.key)) return true;
  return BROWSER_KEYS.has(input.key);
}
