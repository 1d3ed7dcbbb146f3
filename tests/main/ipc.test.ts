/**
 * Every IPC message is checked in main: the sender must be our main frame on an app:// page,
 * the payload must match its channel's schema; refusals are logged and answered as Result
 * errors, never thrown.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel, WindowMode } from '../../preload/api';
import { createDispatcher, ALL_CHANNELS, type Dispatch } from '../../main/ipc/dispatch';
import { createHandlers } from '../../main/ipc/handlers';
import { registerIpc } from '../../main/ipc/register';
import type { SenderEvent } from '../../main/ipc/sender';
import { createMainAdminSession } from '../../main/kiosk/admin-session';
import { hashPin } from '../../main/kiosk/pin';
import { createFileLogger } from '../../main/log/logger';
import { createSaveStore } from '../../main/saves/store';
import { openSettings, type SettingsService } from '../../main/settings/store';
import { makeEntry, makeHeader } from './fixtures/match';

vi.mock('electron', () => ({ default: {} }));

const OUR_PAGE: SenderEvent = { senderFrame: { url: 'app://railtable/index.html', parent: null } };

let dir: string;
let logFile: string;
let mode: WindowMode;
let exits: number;
let settings: SettingsService;
let dispatch: Dispatch;
let pinHash: string;
let now: number;

const DISPLAYS = [
  { id: 1, label: 'Built-in', width: 1920, height: 1080, primary: true },
  { id: 7, label: 'Table 55"', width: 3840, height: 2160, primary: false },
] as const;

/** The handler dependencies of these tests: settings in `dir`, the clock `now`, exits counted. */
function deps(appInfo?: () => never) {
  return {
    settings,
    saves: createSaveStore({ dir: join(dir, 'saves'), clock: () => new Date('2026-11-22T03:00:00.000Z') }),
    admin: createMainAdminSession({
      settings,
      mode: () => mode,
      now: () => now,
      onExit: () => {
        exits += 1;
      },
    }),
    mode: () => mode,
    appInfo: appInfo ?? (() => ({ name: 'Railtable', version: '0.1.0', platform: 'electron' as const, mode, dataLocation: dir, settingsRecovery: null })),
    displays: () => DISPLAYS,
  };
}

beforeAll(async () => {
  pinHash = await hashPin('2468');
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-ipc-'));
  logFile = join(dir, 'logs', 'main.log');
  mode = 'desktop';
  exits = 0;
  now = 1_000_000;
  settings = openSettings({ cwd: dir });
  settings.setAdminPinHash(pinHash);
  const handlers = createHandlers(deps());
  dispatch = createDispatcher(handlers, createFileLogger({ file: logFile, echo: false }));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const badPayloads: readonly (readonly [Channel, unknown, string])[] = [
  ['settings:get', { all: true }, '(root)'],
  ['settings:set', { volume: { music: -1 } }, 'volume.music'],
  ['settings:set', { adminPinHash: 'scrypt$…' }, '(root)'],
  ['saves:list', 'everything', '(root)'],
  ['saves:load', '../../etc/passwd', '(root)'],
  ['saves:load', 42, '(root)'],
  ['saves:append', { header: makeHeader('m1'), entry: { ...makeEntry(0), seq: -1 } }, 'entry.seq'],
  ['saves:append', { header: { ...makeHeader('m1'), matchId: 'a/b' }, entry: makeEntry(0) }, 'header.matchId'],
  ['saves:remove', '', '(root)'],
  ['saves:append', { header: makeHeader('m1'), entry: makeEntry(0), toAct: [6] }, 'toAct.0'],
  ['saves:append', { header: makeHeader('m1'), entry: makeEntry(0), toAct: 0 }, 'toAct'],
  ['app:info', null, '(root)'],
  ['app:displays', { all: true }, '(root)'],
  ['kiosk:status', 'now', '(root)'],
  ['kiosk:unlock', '12a4', '(root)'],
  ['kiosk:unlock', undefined, '(root)'],
  ['kiosk:unlock', '1234567890123', '(root)'],
  ['kiosk:lock', true, '(root)'],
  ['kiosk:set-pin', '123', '(root)'],
  ['kiosk:set-pin', '', '(root)'],
  ['kiosk:set-pin', 1234, '(root)'],
  ['kiosk:exit', 'abcd', '(root)'],
  ['kiosk:exit', 2468, '(root)'],
  ['kiosk:exit', null, '(root)'],
];

describe('IPC payload checks', () => {
  it.each(badPayloads)('%s refuses the payload %j as invalid-payload at %s', async (channel, payload, path) => {
    const result = await dispatch(channel, OUR_PAGE, payload);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload', detail: path } });
  });

  it('every channel has at least one bad-payload case above', () => {
    expect(new Set(badPayloads.map(([channel]) => channel))).toEqual(new Set(ALL_CHANNELS));
  });

  it('a refused payload changes nothing: the settings stay as they were', async () => {
    const before = settings.get();
    await dispatch('settings:set', OUR_PAGE, { volume: { music: 500 }, language: 'ko' });
    expect(settings.get()).toEqual(before);
  });

  it('good payloads reach their handlers', async () => {
    expect(await dispatch('settings:get', OUR_PAGE, undefined)).toMatchObject({ ok: true, value: { adminPinSet: true } });
    expect(await dispatch('settings:set', OUR_PAGE, { volume: { effects: 5 } })).toMatchObject({ ok: true, value: { volume: { effects: 5 } } });
    expect(await dispatch('saves:append', OUR_PAGE, { header: makeHeader('m1'), entry: makeEntry(0) })).toEqual({ ok: true, value: { entries: 1 } });
    expect(await dispatch('saves:load', OUR_PAGE, 'm1')).toMatchObject({ ok: true, value: { source: 'current' } });
    expect(await dispatch('saves:list', OUR_PAGE, undefined)).toMatchObject({ ok: true, value: { saves: [{ matchId: 'm1', entries: 1 }] } });
    expect(await dispatch('saves:remove', OUR_PAGE, 'm1')).toEqual({ ok: true, value: { removed: true } });
    expect(await dispatch('app:info', OUR_PAGE, undefined)).toMatchObject({ ok: true, value: { platform: 'electron', settingsRecovery: null } });
    expect(await dispatch('app:displays', OUR_PAGE, undefined)).toEqual({ ok: true, value: { displays: DISPLAYS } });
    expect(await dispatch('kiosk:status', OUR_PAGE, undefined)).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
  });

  it('saves:append records who is to act and saves:list reports it', async () => {
    await dispatch('saves:append', OUR_PAGE, { header: makeHeader('m1'), entry: makeEntry(0), toAct: [1] });
    expect(await dispatch('saves:list', OUR_PAGE, undefined)).toMatchObject({ ok: true, value: { saves: [{ matchId: 'm1', toAct: [1] }] } });
  });
});

describe('IPC sender checks', () => {
  const foreign: readonly (readonly [string, SenderEvent])[] = [
    ['a web page', { senderFrame: { url: 'https://evil.example/index.html', parent: null } }],
    ['a file:// page', { senderFrame: { url: 'file:///work/main/out/renderer/index.html', parent: null } }],
    ['another app:// host', { senderFrame: { url: 'app://evil/index.html', parent: null } }],
    ['a look-alike scheme', { senderFrame: { url: 'apps://railtable/index.html', parent: null } }],
    ['a sub-frame of our page', { senderFrame: { url: 'app://railtable/frame.html', parent: { url: 'app://railtable/index.html' } } }],
    ['a destroyed frame', { senderFrame: null }],
  ];

  it.each(foreign)('%s is refused as forbidden-sender on every channel, and logged', async (_name, event) => {
    for (const channel of ALL_CHANNELS) {
      const result = await dispatch(channel, event, channel === 'kiosk:exit' || channel === 'kiosk:unlock' ? '2468' : undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'forbidden-sender', detail: channel } });
    }
    expect(exits).toBe(0);
    expect(await dispatch('kiosk:status', OUR_PAGE, undefined)).toMatchObject({ ok: true, value: { unlocked: false } });
    const log = await readFile(logFile, 'utf8');
    expect(log.split('\n').filter((line) => line.includes('"code":"forbidden-sender"'))).toHaveLength(ALL_CHANNELS.length);
  });

  it('a handler that throws is answered as io-error, not thrown', async () => {
    const throwing = createDispatcher(
      createHandlers(
        deps(() => {
          throw new Error('boom');
        }),
      ),
      createFileLogger({ file: logFile, echo: false }),
    );
    expect(await throwing('app:info', OUR_PAGE, undefined)).toMatchObject({ ok: false, error: { code: 'io-error' } });
  });
});

describe('kiosk exit over IPC', () => {
  it('a wrong PIN is refused with the tries left; the right one answers exiting and quits', async () => {
    expect(await dispatch('kiosk:exit', OUR_PAGE, '1111')).toMatchObject({ ok: false, error: { code: 'wrong-pin', detail: '4 tries left' } });
    expect(exits).toBe(0);
    expect(await dispatch('kiosk:exit', OUR_PAGE, '2468')).toEqual({ ok: true, value: { exiting: true } });
    expect(exits).toBe(1);
  });

  it('five wrong PINs answer locked-out', async () => {
    for (let i = 0; i < 4; i += 1) await dispatch('kiosk:exit', OUR_PAGE, '0000');
    expect(await dispatch('kiosk:exit', OUR_PAGE, '0000')).toMatchObject({ ok: false, error: { code: 'locked-out' } });
    expect(await dispatch('kiosk:exit', OUR_PAGE, '2468')).toMatchObject({ ok: false, error: { code: 'locked-out' } });
    expect(exits).toBe(0);
  });

  it('in kiosk mode the window mode and display change only in an open admin session', async () => {
    mode = 'kiosk';
    expect(await dispatch('settings:set', OUR_PAGE, { mode: 'desktop' })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'mode' } });
    expect(await dispatch('settings:set', OUR_PAGE, { displayId: 2 })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'displayId' } });
    expect(settings.get().mode).toBe('desktop');
    expect(settings.get().displayId).toBeNull();
    expect(await dispatch('settings:set', OUR_PAGE, { language: 'ar' })).toMatchObject({ ok: true });

    expect(await dispatch('kiosk:unlock', OUR_PAGE, '2468')).toEqual({ ok: true, value: { pinSet: true, unlocked: true, unlockedForMs: 300_000 } });
    expect(await dispatch('settings:set', OUR_PAGE, { displayId: 7 })).toMatchObject({ ok: true, value: { displayId: 7 } });
    expect(settings.get().displayId).toBe(7);
    expect(await dispatch('kiosk:lock', OUR_PAGE, undefined)).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
    expect(await dispatch('settings:set', OUR_PAGE, { mode: 'table' })).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(settings.get().mode).toBe('desktop');
  });

  it('in kiosk mode the calibration and `calibrated` need the session like pxPerMm; with no PIN set the first-start answer is let through once', async () => {
    mode = 'kiosk';
    expect(await dispatch('settings:set', OUR_PAGE, { calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'calibrated' } });
    expect(await dispatch('settings:set', OUR_PAGE, { pxPerMm: 3, calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
    expect(settings.get()).toMatchObject({ calibrated: false, pxPerMm: 40 / 25.4 });
    await dispatch('kiosk:unlock', OUR_PAGE, '2468');
    expect(await dispatch('settings:set', OUR_PAGE, { pxPerMm: 3, calibrated: true })).toMatchObject({ ok: true, value: { pxPerMm: 3, calibrated: true } });

    // A kiosk with no PIN: the prompt's answer (only pxPerMm and calibrated: true) passes while not calibrated, and only then.
    settings.setAdminPinHash(null);
    await dispatch('kiosk:lock', OUR_PAGE, undefined);
    expect(await dispatch('settings:set', OUR_PAGE, { calibrated: false, mode: 'kiosk' })).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(await dispatch('settings:set', OUR_PAGE, { pxPerMm: 2 })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
    const fresh = openSettings({ cwd: join(dir, 'fresh') });
    const handlers = createHandlers({ ...deps(), settings: fresh });
    expect(await handlers['settings:set']({ pxPerMm: 2, calibrated: true, idle: { timeoutS: 20 } })).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(await handlers['settings:set']({ pxPerMm: 2, calibrated: true })).toMatchObject({ ok: true, value: { pxPerMm: 2, calibrated: true } });
    expect(await handlers['settings:set']({ pxPerMm: 2.5, calibrated: true })).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'pxPerMm' } });
  });

  it('outside kiosk mode the mode and display change without a session', async () => {
    expect(await dispatch('settings:set', OUR_PAGE, { mode: 'table', displayId: 7 })).toMatchObject({ ok: true, value: { mode: 'table', displayId: 7 } });
  });

  it('exit without a PIN needs the open admin session', async () => {
    mode = 'kiosk';
    expect(await dispatch('kiosk:exit', OUR_PAGE, undefined)).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(exits).toBe(0);
    await dispatch('kiosk:unlock', OUR_PAGE, '2468');
    expect(await dispatch('kiosk:exit', OUR_PAGE, undefined)).toEqual({ ok: true, value: { exiting: true } });
    expect(exits).toBe(1);
  });

  it('kiosk:set-pin over IPC stores a new PIN (hashed) that unlock then accepts, and the old one no longer', async () => {
    mode = 'kiosk';
    expect(await dispatch('kiosk:set-pin', OUR_PAGE, '97531')).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    await dispatch('kiosk:unlock', OUR_PAGE, '2468');
    expect(await dispatch('kiosk:set-pin', OUR_PAGE, '97531')).toMatchObject({ ok: true, value: { pinSet: true, unlocked: true } });
    expect(settings.get().adminPinHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(settings.get())).not.toContain('97531');
    await dispatch('kiosk:lock', OUR_PAGE, undefined);
    expect(await dispatch('kiosk:unlock', OUR_PAGE, '2468')).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await dispatch('kiosk:unlock', OUR_PAGE, '97531')).toMatchObject({ ok: true, value: { unlocked: true } });
  });
});

describe('IPC registration', () => {
  it('registers exactly the contract channels and refuses extra arguments', async () => {
    const listeners = new Map<string, (event: SenderEvent, ...args: unknown[]) => Promise<unknown>>();
    registerIpc({ handle: (channel, listener) => listeners.set(channel, listener) }, dispatch);
    expect([...listeners.keys()].sort()).toEqual([...ALL_CHANNELS].sort());
    const load = listeners.get('saves:load');
    expect(load).toBeDefined();
    expect(await load?.(OUR_PAGE, 'm1', 'extra')).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(await load?.(OUR_PAGE, 'nope')).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
