/**
 * The entry wiring, with Electron mocked: switches and the app:// scheme before `ready`, the
 * single-instance lock, a kiosk start (no menu, display kept awake, secure window on the
 * chosen display, shortcuts blocked, close refused until the admin PIN is accepted), crash and
 * hang recovery (renderer and GPU crashes in one policy), displays and settings recovery.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPin } from '../../main/kiosk/pin';
import { SECURE_PREFERENCES } from './fixtures/secure-preferences';
import { electronFake as mock } from './electron-fake';

vi.mock('electron', async () => (await import('./electron-fake')).electronModule());

const OUR_PAGE = { senderFrame: { url: 'app://railtable/index.html', parent: null } };
const argv = process.argv;

beforeEach(async () => {
  mock.state.userData = await mkdtemp(join(tmpdir(), 'railtable-main-'));
  vi.resetModules();
  vi.clearAllMocks();
  mock.order.length = 0;
  mock.ipcHandlers.clear();
  mock.appListeners.clear();
  mock.FakeWindow.instances.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  process.argv = argv;
  vi.restoreAllMocks();
  await rm(mock.state.userData, { recursive: true, force: true });
});

/** Starts main in kiosk mode with PIN 2468 and `extraArgs`; the window it opened. */
async function startKiosk(extraArgs: readonly string[] = []): Promise<InstanceType<typeof mock.FakeWindow>> {
  await writeFile(
    join(mock.state.userData, 'config.json'),
    JSON.stringify({ __internal__: { migrations: { version: '1.0.0' } }, adminPinHash: await hashPin('2468') }),
  );
  process.argv = [...argv, '--mode=kiosk', ...extraArgs];
  await import('../../main/index');
  mock.ready();
  await vi.waitFor(() => expect(mock.FakeWindow.instances.length).toBeGreaterThan(0));
  const window = mock.FakeWindow.instances.at(-1);
  if (window === undefined) throw new Error('no window');
  startUrl = window.loadURL.mock.calls[0]?.[0];
  window.loadURL.mockClear();
  return window;
}

/** The URL the window first loaded in the last {@link startKiosk}. */
let startUrl: unknown;

/** The crash times a relaunch passed on (`--crash-times=`), or undefined when there was no relaunch. */
function relaunchedCrashTimes(): number[] | undefined {
  const call: unknown = mock.electron.app.relaunch.mock.calls.at(-1)?.[0];
  if (typeof call !== 'object' || call === null || !('args' in call) || !Array.isArray(call.args)) return undefined;
  const flag = call.args.find((a: unknown): a is string => typeof a === 'string' && a.startsWith('--crash-times='));
  return flag === undefined ? undefined : flag.slice('--crash-times='.length).split(',').map(Number);
}

const GPU_CRASH = { type: 'GPU', reason: 'crashed', exitCode: 139 };

describe('crash and hang recovery in kiosk mode', () => {
  it('a GPU process crash relaunches the app, passing the crash time on', async () => {
    await startKiosk();
    const before = Date.now();
    mock.appListeners.get('child-process-gone')?.({}, GPU_CRASH);
    expect(mock.electron.app.relaunch).toHaveBeenCalledTimes(1);
    const times = relaunchedCrashTimes() ?? [];
    expect(times).toHaveLength(1);
    expect(times[0]).toBeGreaterThanOrEqual(before);
    expect(mock.electron.app.exit).toHaveBeenCalledWith(0);
  });

  it('a GPU process that exits cleanly, or another child process, is not a crash', async () => {
    await startKiosk();
    mock.appListeners.get('child-process-gone')?.({}, { type: 'GPU', reason: 'clean-exit', exitCode: 0 });
    mock.appListeners.get('child-process-gone')?.({}, { type: 'Utility', reason: 'crashed', exitCode: 1 });
    expect(mock.electron.app.relaunch).not.toHaveBeenCalled();
  });

  it('a GPU crash that is the third crash of any kind in 10 minutes shows out-of-order instead of relaunching', async () => {
    const now = Date.now();
    const window = await startKiosk([`--crash-times=${now - 60_000},${now - 120_000}`]);
    mock.appListeners.get('child-process-gone')?.({}, GPU_CRASH);
    expect(window.loadURL).toHaveBeenCalledWith('app://railtable/index.html#out-of-order');
    expect(mock.electron.app.relaunch).not.toHaveBeenCalled();
    expect(mock.electron.app.exit).not.toHaveBeenCalled();
  });

  it('an earlier crash, a renderer crash and a GPU crash make three in 10 minutes: out-of-order', async () => {
    const window = await startKiosk([`--crash-times=${Date.now() - 1000}`]);
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    expect(window.loadURL).toHaveBeenLastCalledWith('app://railtable/index.html#recover');
    mock.appListeners.get('child-process-gone')?.({}, GPU_CRASH);
    expect(window.loadURL).toHaveBeenLastCalledWith('app://railtable/index.html#out-of-order');
    expect(mock.electron.app.relaunch).not.toHaveBeenCalled();
  });

  it('a renderer gone twice: reload, then relaunch in kiosk mode with both crash times', async () => {
    const window = await startKiosk();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    expect(window.loadURL).toHaveBeenCalledWith('app://railtable/index.html#recover');
    expect(mock.electron.app.relaunch).not.toHaveBeenCalled();
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 });
    expect(mock.electron.app.relaunch).toHaveBeenCalledTimes(1);
    expect(relaunchedCrashTimes()).toHaveLength(2);
    const args: unknown = mock.electron.app.relaunch.mock.calls.at(-1)?.[0];
    expect(args).toMatchObject({ args: expect.arrayContaining(['--mode=kiosk']) });
    expect(window.loadURL).toHaveBeenCalledTimes(1);
  });

  it('a page unresponsive for 10 s is crashed and reloaded to resume the game', async () => {
    const window = await startKiosk();
    vi.useFakeTimers();
    window.webContents.emit('unresponsive');
    vi.advanceTimersByTime(9_999);
    expect(window.loadURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    expect(window.loadURL).toHaveBeenCalledWith('app://railtable/index.html#recover');
  });

  it('a start after a crash (crash times on the command line) loads the page to resume the game', async () => {
    await startKiosk([`--crash-times=${Date.now() - 5000}`]);
    expect(startUrl).toBe('app://railtable/index.html#recover');
  });

  it('a plain kiosk start loads the page as usual', async () => {
    await startKiosk();
    expect(startUrl).toBe('app://railtable/index.html');
  });

  it('a page that answers again before 10 s is not reloaded', async () => {
    const window = await startKiosk();
    vi.useFakeTimers();
    window.webContents.emit('unresponsive');
    vi.advanceTimersByTime(9_000);
    window.webContents.emit('responsive');
    vi.advanceTimersByTime(60_000);
    expect(window.loadURL).not.toHaveBeenCalled();
    expect(window.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();
  });
});

describe('app operations wired to Electron', () => {
  it('app:displays lists screen.getAllDisplays() with the primary marked; app:info reports a settings file moved aside at start', async () => {
    await writeFile(join(mock.state.userData, 'config.json'), '{"mode": "kiosk", "volume": ');
    process.argv = [...argv, '--mode=desktop'];
    await import('../../main/index');
    mock.ready();
    await vi.waitFor(() => expect(mock.ipcHandlers.size).toBeGreaterThan(0));
    expect(await mock.ipcHandlers.get('app:displays')?.(OUR_PAGE)).toEqual({
      ok: true,
      value: {
        displays: [
          { id: 1, label: 'Display 1', width: 1920, height: 1080, primary: true },
          { id: 7, label: 'Display 7', width: 1920, height: 1080, primary: false },
        ],
      },
    });
    expect(await mock.ipcHandlers.get('app:info')?.(OUR_PAGE)).toMatchObject({
      ok: true,
      value: {
        platform: 'electron',
        mode: 'desktop',
        settingsRecovery: { at: expect.any(String), reason: expect.any(String), keptAs: expect.stringContaining('config.json.corrupt-') },
      },
    });
    // The bad file is kept beside the fresh one.
    expect((await readdir(mock.state.userData)).filter((name) => name.startsWith('config.json.corrupt-'))).toHaveLength(1);
  });
});

describe('main entry', () => {
  it('a second instance quits at once and opens nothing', async () => {
    mock.state.lock = false;
    await import('../../main/index');
    expect(mock.electron.app.quit).toHaveBeenCalled();
    expect(mock.electron.app.whenReady).not.toHaveBeenCalled();
    mock.state.lock = true;
  });

  it('starts a locked-down kiosk window on the stored display, and only the admin PIN lets it close', async () => {
    const pinHash = await hashPin('2468');
    await writeFile(
      join(mock.state.userData, 'config.json'),
      JSON.stringify({ __internal__: { migrations: { version: '1.0.0' } }, displayId: 7, adminPinHash: pinHash }),
    );
    process.argv = [...argv, '--mode=kiosk'];
    await import('../../main/index');

    // Before ready: switches and the privileged scheme.
    expect(mock.electron.app.commandLine.appendSwitch).toHaveBeenCalledWith('disable-pinch');
    expect(mock.electron.app.commandLine.appendSwitch).toHaveBeenCalledWith('overscroll-history-navigation', '0');
    mock.ready();
    await vi.waitFor(() => expect(mock.FakeWindow.instances.length).toBeGreaterThan(0));
    expect(mock.order.indexOf('switch:disable-pinch')).toBeLessThan(mock.order.indexOf('ready'));
    expect(mock.order.indexOf('switch:overscroll-history-navigation')).toBeLessThan(mock.order.indexOf('ready'));
    expect(mock.order.indexOf('scheme')).toBeLessThan(mock.order.indexOf('ready'));

    // After ready: protocol, session, IPC, kiosk extras.
    expect(mock.electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(mock.electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(mock.electron.session.defaultSession.setPermissionCheckHandler).toHaveBeenCalled();
    expect([...mock.ipcHandlers.keys()].sort()).toEqual(
      [
        'app:info',
        'app:displays',
        'kiosk:status',
        'kiosk:unlock',
        'kiosk:lock',
        'kiosk:set-pin',
        'kiosk:exit',
        'saves:append',
        'saves:list',
        'saves:load',
        'saves:remove',
        'settings:get',
        'settings:set',
      ].sort(),
    );
    expect(mock.electron.ipcMain.removeAllListeners).toHaveBeenCalledWith('electron-store-get-data');
    expect(mock.electron.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    expect(mock.electron.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');

    const window = mock.FakeWindow.instances.at(-1);
    if (window === undefined) throw new Error('no window');
    expect(window.options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      x: 1920,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, devTools: false },
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://railtable/index.html');

    // Shortcuts are swallowed, devtools are closed again.
    const altF4 = { preventDefault: vi.fn() };
    window.webContents.emit('before-input-event', altF4, { type: 'keyDown', key: 'F4', alt: true, control: false, meta: false, shift: false });
    expect(altF4.preventDefault).toHaveBeenCalled();
    window.webContents.emit('devtools-opened');
    expect(window.webContents.closeDevTools).toHaveBeenCalled();

    // Close is refused until the admin exits.
    expect(mock.electron.app.quit).not.toHaveBeenCalled();
    const close = { preventDefault: vi.fn() };
    window.emit('close', close);
    expect(close.preventDefault).toHaveBeenCalledTimes(1);
    const exit = mock.ipcHandlers.get('kiosk:exit');
    expect(await exit?.(OUR_PAGE, '1111')).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await exit?.({ senderFrame: { url: 'https://evil.example/', parent: null } }, '2468')).toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    expect(await exit?.(OUR_PAGE, '2468')).toEqual({ ok: true, value: { exiting: true } });
    const closeAfterExit = { preventDefault: vi.fn() };
    window.emit('close', closeAfterExit);
    expect(closeAfterExit.preventDefault).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(mock.electron.app.quit).toHaveBeenCalled());

    // A second launch focuses this window.
    mock.appListeners.get('second-instance')?.();
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('a desktop start is an ordinary window: menu kept, display may sleep, close allowed; every web contents is hardened', async () => {
    process.argv = [...argv, '--mode=desktop'];
    await import('../../main/index');
    mock.ready();
    await vi.waitFor(() => expect(mock.FakeWindow.instances.length).toBeGreaterThan(0));
    expect(mock.electron.Menu.setApplicationMenu).not.toHaveBeenCalled();
    expect(mock.electron.powerSaveBlocker.start).not.toHaveBeenCalled();
    const window = mock.FakeWindow.instances.at(-1);
    if (window === undefined) throw new Error('no window');
    expect(window.options).toMatchObject({ width: 1280, height: 800, webPreferences: { sandbox: true, contextIsolation: true, devTools: true } });
    const close = { preventDefault: vi.fn() };
    window.emit('close', close);
    expect(close.preventDefault).not.toHaveBeenCalled();
    const ctrlR = { preventDefault: vi.fn() };
    window.webContents.emit('before-input-event', ctrlR, { type: 'keyDown', key: 'r', alt: false, control: true, meta: false, shift: false });
    expect(ctrlR.preventDefault).not.toHaveBeenCalled();

    // Renderer crashes: reload once; outside kiosk mode the next crash shows out-of-order (no relaunch).
    window.loadURL.mockClear();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    expect(window.loadURL).toHaveBeenLastCalledWith('app://railtable/index.html#recover');
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 0 });
    expect(window.loadURL).toHaveBeenLastCalledWith('app://railtable/index.html#out-of-order');
    expect(mock.electron.app.relaunch).not.toHaveBeenCalled();

    const contents = new mock.FakeContents();
    mock.appListeners.get('web-contents-created')?.({}, contents);
    const navigate = { preventDefault: vi.fn() };
    contents.emit('will-navigate', navigate, 'https://example.com/');
    expect(navigate.preventDefault).toHaveBeenCalled();
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });
});

/** Calls one of main's IPC handlers as the app's page would. */
async function call(channel: string, ...args: unknown[]): Promise<{ ok: boolean; value?: unknown; error?: { code: string; detail?: string } }> {
  const handler = mock.ipcHandlers.get(channel);
  if (handler === undefined) throw new Error(`no handler for ${channel}`);
  return (await handler(OUR_PAGE, ...args)) as { ok: boolean; value?: unknown; error?: { code: string; detail?: string } };
}

describe('kiosk gaps (#13 §6), through main as index.ts wires it', () => {
  it('in kiosk mode only language and volumes change without the admin session; idle, calibration, bot pace and game defaults need it', async () => {
    await startKiosk();
    expect(await call('settings:set', { language: 'ko', volume: { music: 20 } })).toMatchObject({ ok: true });
    for (const patch of [{ idle: { timeoutS: 300 } }, { idle: { countdownS: 30 } }, { pxPerMm: 4 }, { botDelayMs: 0 }, { gameDefaults: {} }, { mode: 'desktop' }, { language: 'en', idle: { timeoutS: 300 } }]) {
      const answer = await call('settings:set', patch);
      expect(answer, JSON.stringify(patch)).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    }
    const before = await call('settings:get');
    expect(before).toMatchObject({ ok: true, value: { language: 'ko', idle: { timeoutS: expect.any(Number) } } });
    expect(await call('kiosk:unlock', '2468')).toMatchObject({ ok: true });
    expect(await call('settings:set', { idle: { timeoutS: 300, countdownS: 30 } })).toMatchObject({ ok: true, value: { idle: { timeoutS: 300, countdownS: 30 } } });
  });

  it('the PIN lockout survives a restart of main', async () => {
    await startKiosk();
    for (let i = 0; i < 5; i++) await call('kiosk:unlock', '0000');
    expect(await call('kiosk:unlock', '2468')).toMatchObject({ ok: false, error: { code: 'locked-out' } });

    // main is killed and started again with the same user data.
    vi.resetModules();
    mock.ipcHandlers.clear();
    mock.FakeWindow.instances.length = 0;
    process.argv = [...argv, '--mode=kiosk'];
    await import('../../main/index');
    mock.ready();
    await vi.waitFor(() => expect(mock.ipcHandlers.has('kiosk:unlock')).toBe(true));
    expect(await call('kiosk:unlock', '2468')).toMatchObject({ ok: false, error: { code: 'locked-out' } });
    expect(await readdir(mock.state.userData)).toContain('kiosk-lockout.json');
  });
});

describe('music quiet by default in kiosk mode (#14 §9), through main as index.ts wires it', () => {
  it('a kiosk start (--mode=kiosk over a stored desktop mode) plays music at 20 % until someone chooses; the choice is saved and wins after a restart', async () => {
    await startKiosk();
    expect(await call('settings:get')).toMatchObject({ ok: true, value: { mode: 'desktop', volume: { music: 20, effects: 80 } } });
    // Another field changed: still no music volume chosen.
    expect(await call('settings:set', { language: 'ar' })).toMatchObject({ ok: true, value: { volume: { music: 20 } } });
    expect(await call('settings:set', { volume: { music: 55 } })).toMatchObject({ ok: true, value: { volume: { music: 55, effects: 80 } } });

    // main is started again with the same user data, in kiosk mode, then on the desktop.
    for (const mode of ['kiosk', 'desktop']) {
      vi.resetModules();
      mock.ipcHandlers.clear();
      mock.FakeWindow.instances.length = 0;
      process.argv = [...argv, `--mode=${mode}`];
      await import('../../main/index');
      mock.ready();
      await vi.waitFor(() => expect(mock.ipcHandlers.has('settings:get')).toBe(true));
      expect(await call('settings:get'), mode).toMatchObject({ ok: true, value: { language: 'ar', volume: { music: 55, effects: 80 } } });
    }
  });

  it('the same unchosen settings play at 60 % on the desktop', async () => {
    await writeFile(join(mock.state.userData, 'config.json'), JSON.stringify({ __internal__: { migrations: { version: '1.1.0' } }, volume: { music: 60, effects: 70 } }));
    process.argv = [...argv, '--mode=desktop'];
    await import('../../main/index');
    mock.ready();
    await vi.waitFor(() => expect(mock.ipcHandlers.has('settings:get')).toBe(true));
    expect(await call('settings:get')).toMatchObject({ ok: true, value: { volume: { music: 60, effects: 70 } } });
  });
});

describe('every window main creates is locked down (#13 §7)', () => {
  it.each(['desktop', 'table', 'kiosk'] as const)('in %s mode, through start, a renderer crash, a hang and out-of-order, every window has the secure webPreferences and its web contents deny new windows', async (mode) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    process.argv = [...argv, `--mode=${mode}`, `--crash-times=${Date.now() - 1000}`];
    await import('../../main/index');
    mock.ready();
    await vi.waitFor(() => expect(mock.FakeWindow.instances.length).toBeGreaterThan(0));
    const first = mock.FakeWindow.instances[0];
    first?.webContents.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(11_000);
    first?.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    mock.appListeners.get('child-process-gone')?.({}, GPU_CRASH);
    expect(mock.FakeWindow.instances.length).toBeGreaterThan(0);
    for (const window of mock.FakeWindow.instances) {
      const prefs = (window.options as { webPreferences?: Record<string, unknown> }).webPreferences ?? {};
      expect(prefs).toMatchObject({ ...SECURE_PREFERENCES, devTools: mode !== 'kiosk' });
      expect(String(prefs.preload)).toMatch(/preload[\\/][^\\/]+\.c?js$/);
      // Each window's contents go through main's guard: window.open is denied.
      mock.appListeners.get('web-contents-created')?.({}, window.webContents);
      const handler = window.webContents.setWindowOpenHandler.mock.calls.at(-1)?.[0] as ((d: { url: string }) => unknown) | undefined;
      expect(handler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    }
    mock.state.lock = true;
  });
});
