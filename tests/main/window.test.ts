/**
 * Window behaviour per mode: kiosk shortcuts blocked only in kiosk mode, close refused in kiosk
 * mode until the admin exits, secure web preferences, the chosen display, `--mode=`, and the
 * renderer crash policy.
 */
import { describe, expect, it } from 'vitest';
import type { WindowMode } from '../../preload/api';
import { modeOverride } from '../../main/app/args';
import { createCloseGuard } from '../../main/window/close-guard';
import { pickDisplay } from '../../main/window/display';
import { buildWebPreferences, buildWindowOptions } from '../../main/window/options';
import { createCrashPolicy, crashTimesFromArgv } from '../../main/window/recovery';
import { SECURE_PREFERENCES } from './fixtures/secure-preferences';
import { shouldBlockInput, type KeyInput } from '../../main/window/shortcuts';

const key = (k: string, mods: Partial<Pick<KeyInput, 'control' | 'meta' | 'alt' | 'shift'>> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

const KIOSK_SHORTCUTS: readonly (readonly [string, KeyInput])[] = [
  ['Alt+F4', key('F4', { alt: true })],
  ['Ctrl+W', key('w', { control: true })],
  ['Cmd+W', key('w', { meta: true })],
  ['Ctrl+Q', key('q', { control: true })],
  ['Cmd+Q', key('q', { meta: true })],
  ['Ctrl+R', key('r', { control: true })],
  ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
  ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
  ['Cmd+Alt+I', key('i', { meta: true, alt: true })],
  ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
  ['Ctrl+P', key('p', { control: true })],
  ['Ctrl+=', key('=', { control: true })],
  ['Alt+ArrowLeft', key('ArrowLeft', { alt: true })],
  ['F5', key('F5')],
  ['F11', key('F11')],
  ['F12', key('F12')],
  ['BrowserBack', key('BrowserBack')],
  ['BrowserRefresh', key('BrowserRefresh')],
];

describe('kiosk shortcuts', () => {
  it.each(KIOSK_SHORTCUTS)('%s is blocked in kiosk mode only', (_name, input) => {
    expect(shouldBlockInput(input, 'kiosk')).toBe(true);
    expect(shouldBlockInput(input, 'desktop')).toBe(false);
    expect(shouldBlockInput(input, 'table')).toBe(false);
  });

  it('plain keys still reach the page in kiosk mode', () => {
    for (const k of ['a', '5', 'Enter', 'Backspace', 'ArrowLeft', ' ']) {
      expect(shouldBlockInput(key(k), 'kiosk')).toBe(false);
    }
    expect(shouldBlockInput(key('A', { shift: true }), 'kiosk')).toBe(false);
  });
});

describe('close guard', () => {
  it('a kiosk window refuses to close until the admin exits', () => {
    const guard = createCloseGuard('kiosk');
    expect(guard.shouldRefuseClose()).toBe(true);
    expect(guard.shouldRefuseClose()).toBe(true);
    guard.allowExit();
    expect(guard.shouldRefuseClose()).toBe(false);
  });

  it.each<WindowMode>(['desktop', 'table'])('a %s window closes normally', (mode) => {
    expect(createCloseGuard(mode).shouldRefuseClose()).toBe(false);
  });
});

describe('window options', () => {
  it.each<WindowMode>(['desktop', 'table', 'kiosk'])('%s windows get secure web preferences', (mode) => {
    const prefs = buildWebPreferences('/app/out/preload/index.cjs', mode);
    expect(prefs).toMatchObject({ preload: '/app/out/preload/index.cjs', ...SECURE_PREFERENCES });
    expect(prefs.devTools).toBe(mode !== 'kiosk');
    expect(buildWindowOptions(mode, { x: 0, y: 0, width: 1920, height: 1080 }, '/p.cjs').webPreferences).toEqual(buildWebPreferences('/p.cjs', mode));
  });

  it('kiosk windows are fullscreen kiosk windows on the chosen display; desktop windows are not', () => {
    const bounds = { x: 1920, y: 0, width: 3840, height: 2160 };
    expect(buildWindowOptions('kiosk', bounds, '/p.cjs')).toMatchObject({ ...bounds, kiosk: true, fullscreen: true, frame: false, closable: false });
    expect(buildWindowOptions('table', bounds, '/p.cjs')).toMatchObject({ ...bounds, fullscreen: true });
    expect(buildWindowOptions('table', bounds, '/p.cjs').kiosk).toBeUndefined();
    const desktop = buildWindowOptions('desktop', bounds, '/p.cjs');
    expect(desktop.fullscreen).toBeUndefined();
    expect(desktop.kiosk).toBeUndefined();
  });

  it('the display is chosen by id, falling back to the primary one', () => {
    const primary = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
    const table = { id: 7, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };
    expect(pickDisplay([primary, table], 7, primary)).toBe(table);
    expect(pickDisplay([primary, table], 99, primary)).toBe(primary);
    expect(pickDisplay([primary, table], null, primary)).toBe(primary);
  });

  it('--mode= overrides the stored mode; unknown values are ignored', () => {
    expect(modeOverride(['electron', '.', '--mode=kiosk'])).toBe('kiosk');
    expect(modeOverride(['electron', '.', '--mode=table', '--mode=desktop'])).toBe('desktop');
    expect(modeOverride(['electron', '.', '--mode=root'])).toBeUndefined();
    expect(modeOverride(['electron', '.'])).toBeUndefined();
  });
});

describe('crash policy', () => {
  it('a GPU crash relaunches, and counts with renderer crashes towards out-of-order', () => {
    let now = 1_000_000;
    const policy = createCrashPolicy({ now: () => now });
    expect(policy.onGpuGone()).toBe('relaunch');
    now += 1000;
    // The first renderer crash of this run still reloads, but it is the second crash.
    expect(policy.onRendererGone()).toBe('reload');
    now += 1000;
    expect(policy.onGpuGone()).toBe('out-of-order');
    expect(policy.crashTimes()).toEqual([1_000_000, 1_001_000, 1_002_000]);
  });

  it('GPU crashes older than the window are forgotten too', () => {
    let now = 0;
    const policy = createCrashPolicy({ now: () => now, earlier: [1, 2] });
    now = 11 * 60_000;
    expect(policy.onGpuGone()).toBe('relaunch');
    expect(policy.crashTimes()).toEqual([660_000]);
  });
});

describe('renderer crash policy', () => {
  it('reloads once, then relaunches, and shows out-of-order after 3 crashes in 10 minutes', () => {
    let now = 1_000_000;
    const first = createCrashPolicy({ now: () => now });
    expect(first.onRendererGone()).toBe('reload');
    now += 1000;
    expect(first.onRendererGone()).toBe('relaunch');
    const argv = ['electron', '.', `--crash-times=${first.crashTimes().join(',')}`];
    expect(crashTimesFromArgv(argv)).toEqual([1_000_000, 1_001_000]);
    const second = createCrashPolicy({ now: () => now, earlier: crashTimesFromArgv(argv) });
    now += 1000;
    expect(second.onRendererGone()).toBe('out-of-order');
  });

  it('crashes older than the window are forgotten', () => {
    let now = 0;
    const policy = createCrashPolicy({ now: () => now, earlier: [1, 2] });
    now = 11 * 60_000;
    expect(policy.onRendererGone()).toBe('reload');
  });
});
