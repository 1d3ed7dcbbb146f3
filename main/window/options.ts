/**
 * The BrowserWindow options of each window mode, secure web preferences included
 * (shared/KIOSK.md "Security"): context isolation, sandbox, no Node, no `<webview>`, devtools
 * off in kiosk mode, the CommonJS preload.
 */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowMode } from '../../preload/api';

/** A display's bounds in screen pixels. */
export type Bounds = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** Secure web preferences with `preload` (absolute path of `out/preload/index.cjs`); devtools only outside kiosk mode. */
export function buildWebPreferences(preload: string, mode: WindowMode): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    // Middle-click (auxclick) could open links in new windows (Electronegativity AUXCLICK_JS_CHECK).
    disableBlinkFeatures: 'Auxclick',
    devTools: mode !== 'kiosk',
  };
}

/**
 * BrowserWindow options: `desktop` is a normal 1280×800 window; `table` is fullscreen on the
 * display `bounds`; `kiosk` is fullscreen + kiosk, frameless, not closable or minimizable
 * from the window frame, on `bounds`.
 */
export function buildWindowOptions(mode: WindowMode, bounds: Bounds, preload: string): BrowserWindowConstructorOptions {
  const common: BrowserWindowConstructorOptions = {
    title: 'Railtable',
    backgroundColor: '#101418',
    show: false,
    autoHideMenuBar: mode !== 'desktop',
    webPreferences: buildWebPreferences(preload, mode),
  };
  if (mode === 'desktop') return { ...common, width: 1280, height: 800, minWidth: 800, minHeight: 600 };
  const onDisplay = { ...common, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, fullscreen: true };
  if (mode === 'table') return onDisplay;
  return { ...onDisplay, kiosk: true, frame: false, resizable: false, movable: false, minimizable: false, closable: false, alwaysOnTop: true, skipTaskbar: true };
}
