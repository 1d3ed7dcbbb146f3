/**
 * The Electron main process entry (design: "The main process"). It only wires modules:
 * Chromium switches and the `app://` scheme before `ready`; the single-instance lock; then
 * settings (and an admin PIN from `admin-pin.txt`, see main/kiosk/provision.ts), the save
 * store, the IPC gate, session hardening and the window for the mode (`--mode=` overrides the
 * stored one). Kiosk mode also drops the menu, keeps the display
 * awake and refuses to close until the admin exits (main/kiosk/admin-session.ts). A GPU process
 * crash counts in the window's crash policy (main/window/recovery.ts): relaunch in kiosk mode,
 * out-of-order page at the limit.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserWindow, Menu, app, ipcMain, powerSaveBlocker, screen, session } from 'electron';
import type { WindowMode } from '../preload/api';
import { modeOverride } from './app/args';
import { createDispatcher } from './ipc/dispatch';
import { createHandlers } from './ipc/handlers';
import { registerIpc } from './ipc/register';
import { createMainAdminSession } from './kiosk/admin-session';
import { fileLockoutStore } from './kiosk/lockout-store';
import { provisionPinFromFile } from './kiosk/provision';
import { createFileLogger } from './log/logger';
import { handleAppProtocol, registerAppScheme } from './protocol';
import { createAppSaveStore } from './saves/app-store';
import { hardenSession, hardenWebContents } from './security';
import { openSettings } from './settings/store';
import { createCloseGuard } from './window/close-guard';
import { OUT_OF_ORDER_URL, createMainWindow } from './window/create';
import { pickDisplay } from './window/display';
import { CRASH_TIMES_FLAG, createCrashPolicy, crashTimesFromArgv } from './window/recovery';

const here = dirname(fileURLToPath(import.meta.url));
/** The CommonJS preload built beside this bundle (`out/preload/index.cjs`). */
const PRELOAD = join(here, '../preload/index.cjs');
/** The renderer build served on `app://railtable/`. */
const RENDERER_ROOT = join(here, '../renderer');

// Before `ready`: no pinch zoom or overscroll history on the table (shared/KIOSK.md), and the privileged scheme.
app.commandLine.appendSwitch('disable-pinch');
app.commandLine.appendSwitch('overscroll-history-navigation', '0');
registerAppScheme();

const logger = createFileLogger({ file: join(app.getPath('userData'), 'logs', 'main.log') });
let mainWindow: BrowserWindow | undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow === undefined || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, (kind, url) => logger.warn('security.refused', { kind, url }));
  });
  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      logger.error('app.start-failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      app.exit(1);
    });
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  // The mode the app runs in (`--mode=` over the stored one) also gives the music volume until one is chosen.
  const settings = openSettings({ cwd: userData, logger, mode: (stored) => modeOverride(process.argv) ?? stored.mode });
  await provisionPinFromFile(userData, (hash) => settings.setAdminPinHash(hash), logger);
  // electron-store answers `electron-store-get-data` for renderer-side stores; ours live in main
  // only, and every channel must pass the IPC gate, so that unchecked listener is removed.
  ipcMain.removeAllListeners('electron-store-get-data');
  if (settings.recovery !== undefined) logger.error('settings.recovered', { ...settings.recovery });
  const stored = settings.get();
  const mode: WindowMode = modeOverride(process.argv) ?? stored.mode;
  logger.info('app.start', { mode, version: app.getVersion() });

  hardenSession(session.defaultSession);
  handleAppProtocol(RENDERER_ROOT);

  const closeGuard = createCloseGuard(mode);
  const saves = createAppSaveStore({ dir: join(userData, 'saves'), logger });
  const recovery = settings.recovery;
  const settingsRecovery = recovery === undefined ? null : { at: recovery.at, reason: recovery.reason, keptAs: recovery.file };
  const admin = createMainAdminSession({
    settings,
    mode: () => mode,
    now: Date.now,
    // Five wrong PINs lock the pad for 60 s, and killing or relaunching the app does not undo that.
    lockout: fileLockoutStore({ cwd: userData, logger }),
    onExit: () => {
      logger.info('kiosk.admin-exit');
      closeGuard.allowExit();
      // Let the IPC answer reach the page before the window goes; exit hard if quitting stalls.
      setTimeout(() => app.quit(), 200);
      setTimeout(() => app.exit(0), 5000).unref();
    },
  });
  const handlers = createHandlers({
    settings,
    saves,
    admin,
    mode: () => mode,
    appInfo: () => ({ name: app.getName(), version: app.getVersion(), platform: 'electron', mode, dataLocation: userData, settingsRecovery }),
    displays: () => {
      const primaryId = screen.getPrimaryDisplay().id;
      return screen.getAllDisplays().map((d) => ({ id: d.id, label: d.label, width: d.size.width, height: d.size.height, primary: d.id === primaryId }));
    },
  });
  registerIpc(ipcMain, createDispatcher(handlers, logger));

  if (mode === 'kiosk') {
    Menu.setApplicationMenu(null);
    powerSaveBlocker.start('prevent-display-sleep');
  }
  const display = pickDisplay(screen.getAllDisplays(), stored.displayId, screen.getPrimaryDisplay());
  const earlierCrashes = crashTimesFromArgv(process.argv);
  const crashPolicy = createCrashPolicy({ now: Date.now, earlier: earlierCrashes });
  const relaunchKiosk = (): void => {
    const args = process.argv.slice(1).filter((a) => !a.startsWith(CRASH_TIMES_FLAG));
    app.relaunch({ args: [...args, `${CRASH_TIMES_FLAG}${crashPolicy.crashTimes().join(',')}`] });
    closeGuard.allowExit();
    app.exit(0);
  };
  mainWindow = createMainWindow({
    mode,
    bounds: display.bounds,
    preload: PRELOAD,
    closeGuard,
    crashPolicy,
    logger,
    relaunch: mode === 'kiosk' ? relaunchKiosk : undefined,
    recovering: earlierCrashes.length > 0,
  });

  // A GPU process crash counts in the same crash policy as renderer crashes.
  app.on('child-process-gone', (_event, details) => {
    if (details.type !== 'GPU' || details.reason === 'clean-exit') return;
    const action = crashPolicy.onGpuGone();
    logger.error('gpu.gone', { reason: details.reason, exitCode: details.exitCode, action });
    if (action === 'relaunch' && mode === 'kiosk') relaunchKiosk();
    else if (action === 'out-of-order' && mainWindow !== undefined && !mainWindow.isDestroyed()) void mainWindow.loadURL(OUT_OF_ORDER_URL);
  });
}
