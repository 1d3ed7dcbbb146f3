/**
 * A thin fake of the `electron` module for tests that boot main/index.ts as the app wires it
 * (tests/main/index.test.ts, tests/main/saves-wiring.test.ts): app lifecycle with a `ready()`
 * trigger, windows and web contents as event emitters, the IPC handlers main registers (by
 * channel, to invoke as the renderer would), displays, session and protocol. One instance per
 * test worker (kept on globalThis, so `vi.resetModules()` and the mock factory share it).
 *
 *   vi.mock('electron', async () => (await import('./electron-fake')).electronModule());
 */
import { vi } from 'vitest';

/** A listener as the fakes store it. */
export type Listener = (...args: unknown[]) => unknown;

function build() {
  const order: string[] = [];
  const appListeners = new Map<string, Listener>();
  const ipcHandlers = new Map<string, Listener>();
  let resolveReady: () => void = () => undefined;
  const state = { lock: true, userData: '' };

  class FakeEmitter {
    readonly listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener): this {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    once(event: string, listener: Listener): this {
      return this.on(event, listener);
    }
    emit(event: string, ...args: unknown[]): void {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    }
  }
  class FakeContents extends FakeEmitter {
    readonly closeDevTools = vi.fn();
    readonly forcefullyCrashRenderer = vi.fn();
    setWindowOpenHandler = vi.fn();
  }
  class FakeWindow extends FakeEmitter {
    static readonly instances: FakeWindow[] = [];
    readonly webContents = new FakeContents();
    readonly loadURL = vi.fn(async (_url: string) => undefined);
    readonly show = vi.fn();
    readonly focus = vi.fn();
    readonly restore = vi.fn();
    constructor(readonly options: unknown) {
      super();
      FakeWindow.instances.push(this);
      order.push('window');
    }
    isDestroyed(): boolean {
      return false;
    }
    isMinimized(): boolean {
      return true;
    }
  }

  const app = {
    commandLine: { appendSwitch: vi.fn((name: string) => order.push(`switch:${name}`)) },
    requestSingleInstanceLock: vi.fn(() => state.lock),
    quit: vi.fn(),
    exit: vi.fn(),
    relaunch: vi.fn(),
    on: vi.fn((event: string, listener: Listener) => appListeners.set(event, listener)),
    whenReady: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          resolveReady = () => {
            order.push('ready');
            resolve();
          };
        }),
    ),
    getPath: vi.fn(() => state.userData),
    getVersion: () => '0.1.0',
    getName: () => 'Railtable',
  };
  const display = (id: number, x: number) => ({ id, label: `Display ${id}`, size: { width: 1920, height: 1080 }, bounds: { x, y: 0, width: 1920, height: 1080 } });
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    Menu: { setApplicationMenu: vi.fn() },
    ipcMain: {
      handle: vi.fn((channel: string, listener: Listener) => ipcHandlers.set(channel, listener)),
      on: vi.fn(),
      removeAllListeners: vi.fn(),
    },
    powerSaveBlocker: { start: vi.fn(() => 1) },
    screen: { getAllDisplays: () => [display(1, 0), display(7, 1920)], getPrimaryDisplay: () => display(1, 0) },
    session: {
      defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() },
    },
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => order.push('scheme')),
      handle: vi.fn(),
    },
  };
  return { order, appListeners, ipcHandlers, electron, FakeWindow, FakeContents, state, ready: () => resolveReady() };
}

/** The fake, shared by the test file and the mocked module. */
export type ElectronFake = ReturnType<typeof build>;

const holder = globalThis as { __railtableElectronFake?: ElectronFake };

/** The one fake of this test worker. */
export const electronFake: ElectronFake = (holder.__railtableElectronFake ??= build());

/** What `vi.mock('electron', …)` returns: the fake's API, also as the default export. */
export function electronModule(): ElectronFake['electron'] & { default: ElectronFake['electron'] } {
  return { ...electronFake.electron, default: electronFake.electron };
}
