/**
 * Creates the one app window for a mode and wires its behaviour: the kiosk shortcut block,
 * the close guard, devtools kept closed in kiosk mode, crash and hang recovery, then loads
 * the renderer from `app://railtable/index.html`. Decisions live in the small modules beside
 * this one; this file only connects them to Electron.
 */
import { BrowserWindow } from 'electron';
import type { WindowMode } from '../../preload/api';
import type { Logger } from '../log/logger';
import { APP_ENTRY_URL } from '../serve/origin';
import type { CloseGuard } from './close-guard';
import { buildWindowOptions, type Bounds } from './options';
import type { CrashPolicy } from './recovery';
import { shouldBlockInput } from './shortcuts';

/** How long an unresponsive page may hang before it is reloaded, in ms. */
export const HANG_RELOAD_MS = 10_000;

/**
 * What {@link createMainWindow} needs. `relaunch` restarts the app passing the crash times on;
 * only kiosk mode restarts itself, so elsewhere it is `undefined` and a second crash shows the
 * out-of-order page.
 */
export type MainWindowOptions = {
  readonly mode: WindowMode;
  readonly bounds: Bounds;
  readonly preload: string;
  readonly closeGuard: CloseGuard;
  readonly crashPolicy: CrashPolicy;
  readonly relaunch: (() => void) | undefined;
  readonly logger: Logger;
  /** This start follows a crash (a relaunch carrying crash times): load {@link RECOVER_URL}. */
  readonly recovering?: boolean;
};

/** The URL of the out-of-order screen (the renderer shows it instead of the game). */
export const OUT_OF_ORDER_URL = `${APP_ENTRY_URL}#out-of-order`;

/** The URL loaded after a crash or a hang: the renderer puts the game being played back on the table (renderer/app/recover.ts). */
export const RECOVER_URL = `${APP_ENTRY_URL}#recover`;

/** Creates, wires and loads the main window. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { mode, closeGuard, crashPolicy, logger } = options;
  const window = new BrowserWindow(buildWindowOptions(mode, options.bounds, options.preload));
  const contents = window.webContents;

  contents.on('before-input-event', (event, input) => {
    if (shouldBlockInput(input, mode)) event.preventDefault();
  });
  window.on('close', (event) => {
    if (closeGuard.shouldRefuseClose()) {
      event.preventDefault();
      logger.warn('window.close-refused', { mode });
    }
  });
  if (mode === 'kiosk') {
    contents.on('devtools-opened', () => contents.closeDevTools());
  }

  contents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    const action = crashPolicy.onRendererGone();
    logger.error('renderer.gone', { reason: details.reason, exitCode: details.exitCode, action });
    if (action === 'reload') void window.loadURL(RECOVER_URL);
    else if (action === 'relaunch' && options.relaunch !== undefined) options.relaunch();
    else void window.loadURL(OUT_OF_ORDER_URL);
  });
  let hang: NodeJS.Timeout | undefined;
  contents.on('unresponsive', () => {
    hang ??= setTimeout(() => {
      hang = undefined;
      logger.error('renderer.unresponsive-reload', { afterMs: HANG_RELOAD_MS });
      contents.forcefullyCrashRenderer();
      void window.loadURL(RECOVER_URL);
    }, HANG_RELOAD_MS);
  });
  contents.on('responsive', () => {
    clearTimeout(hang);
    hang = undefined;
  });

  window.once('ready-to-show', () => {
    window.show();
    window.focus();
  });
  void window.loadURL(options.recovering === true ? RECOVER_URL : APP_ENTRY_URL);
  return window;
}
