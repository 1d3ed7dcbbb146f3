/**
 * The kiosk admin session in main (shared/KIOSK.md "Kiosk behaviour" 3): opened by the PIN,
 * closed after 5 minutes without an admin operation or by lock(); one lockout for unlock and
 * exit; a new PIN only from an open session (or, outside kiosk mode, while none is set).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowMode } from '../../preload/api';
import { createMainAdminSession, type AdminSession } from '../../main/kiosk/admin-session';
import { hashPin, verifyPin } from '../../main/kiosk/pin';
import { openSettings, type SettingsService } from '../../main/settings/store';

vi.mock('electron', () => ({ default: {} }));

let dir: string;
let settings: SettingsService;
let now: number;
let mode: WindowMode;
let exits: number;
let admin: AdminSession;
let pinHash: string;

beforeAll(async () => {
  pinHash = await hashPin('2468');
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'railtable-admin-'));
  settings = openSettings({ cwd: dir });
  settings.setAdminPinHash(pinHash);
  now = 1_000_000;
  mode = 'kiosk';
  exits = 0;
  admin = createMainAdminSession({
    settings,
    mode: () => mode,
    now: () => now,
    onExit: () => {
      exits += 1;
    },
  });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('admin session', () => {
  it('is closed at start; the PIN opens it for 5 minutes, counting down on the clock', async () => {
    expect(await admin.status()).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
    expect(await admin.unlock('2468')).toEqual({ ok: true, value: { pinSet: true, unlocked: true, unlockedForMs: 300_000 } });
    now += 120_000;
    expect(await admin.status()).toEqual({ ok: true, value: { pinSet: true, unlocked: true, unlockedForMs: 180_000 } });
  });

  it('closes after 5 minutes without an admin operation; each admin operation keeps it open 5 more', async () => {
    await admin.unlock('2468');
    now += 299_999;
    expect(admin.requireAdmin('mode')).toEqual({ ok: true, value: null });
    now += 299_999;
    expect(await admin.status()).toMatchObject({ value: { unlocked: true, unlockedForMs: 1 } });
    now += 1;
    expect(await admin.status()).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
    expect(admin.requireAdmin('displayId')).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'displayId' } });
    expect(await admin.exit()).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(exits).toBe(0);
  });

  it('status does not keep the session open', async () => {
    await admin.unlock('2468');
    now += 200_000;
    await admin.status();
    now += 100_000;
    expect(await admin.status()).toMatchObject({ value: { unlocked: false } });
  });

  it('lock() ends the session at once', async () => {
    await admin.unlock('2468');
    expect(await admin.lock()).toEqual({ ok: true, value: { pinSet: true, unlocked: false, unlockedForMs: 0 } });
    expect(admin.requireAdmin('mode')).toMatchObject({ ok: false, error: { code: 'admin-required' } });
  });

  it('a wrong PIN answers wrong-pin with the tries left and leaves the session closed', async () => {
    expect(await admin.unlock('1111')).toEqual({ ok: false, error: { code: 'wrong-pin', message: 'wrong PIN', detail: '4 tries left' } });
    expect(await admin.status()).toMatchObject({ value: { unlocked: false } });
  });

  it('unlock and exit share one lockout: 3 wrong unlocks and 2 wrong exits lock both for 60 s', async () => {
    for (let i = 0; i < 3; i += 1) await admin.unlock('0000');
    expect(await admin.exit('0000')).toMatchObject({ ok: false, error: { code: 'wrong-pin', detail: '1 tries left' } });
    expect(await admin.exit('0000')).toMatchObject({ ok: false, error: { code: 'locked-out', detail: 'retry in 60 s' } });
    expect(await admin.exit('2468')).toMatchObject({ ok: false, error: { code: 'locked-out' } });
    now += 30_000;
    expect(await admin.unlock('2468')).toMatchObject({ ok: false, error: { code: 'locked-out', detail: 'retry in 30 s' } });
    expect(exits).toBe(0);
    now += 30_000;
    expect(await admin.exit('2468')).toEqual({ ok: true, value: { exiting: true } });
    expect(exits).toBe(1);
  });

  it('exit without a PIN needs the open session, and closes it', async () => {
    expect(await admin.exit()).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'exit' } });
    await admin.unlock('2468');
    expect(await admin.exit()).toEqual({ ok: true, value: { exiting: true } });
    expect(exits).toBe(1);
    expect(await admin.status()).toMatchObject({ value: { unlocked: false } });
  });

  it('setPin needs the open session; the new PIN is stored as a scrypt hash and replaces the old one', async () => {
    expect(await admin.setPin('97531')).toMatchObject({ ok: false, error: { code: 'admin-required', detail: 'setPin' } });
    expect(settings.get().adminPinHash).toBe(pinHash);
    await admin.unlock('2468');
    now += 299_000;
    expect(await admin.setPin('97531')).toEqual({ ok: true, value: { pinSet: true, unlocked: true, unlockedForMs: 300_000 } });
    const stored = settings.get().adminPinHash;
    expect(stored).not.toBe(pinHash);
    expect(stored).not.toContain('97531');
    expect(await verifyPin('97531', stored ?? '')).toBe(true);
    await admin.lock();
    expect(await admin.unlock('2468')).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await admin.unlock('97531')).toMatchObject({ ok: true, value: { unlocked: true } });
  });

  it('in kiosk mode with no PIN set nothing opens the session (no-pin-set), and setPin is refused', async () => {
    settings.setAdminPinHash(null);
    expect(await admin.unlock('1234')).toMatchObject({ ok: false, error: { code: 'no-pin-set' } });
    expect(await admin.exit('1234')).toMatchObject({ ok: false, error: { code: 'no-pin-set' } });
    expect(await admin.setPin('1234')).toMatchObject({ ok: false, error: { code: 'admin-required' } });
    expect(settings.get().adminPinHash).toBeNull();
  });

  it('outside kiosk mode with no PIN set the session opens without one, so the first PIN can be set', async () => {
    mode = 'desktop';
    settings.setAdminPinHash(null);
    expect(await admin.unlock('')).toEqual({ ok: true, value: { pinSet: false, unlocked: true, unlockedForMs: 300_000 } });
    await admin.lock();
    expect(await admin.setPin('8642')).toMatchObject({ ok: true, value: { pinSet: true } });
    await admin.lock();
    // Once a PIN is set, it is needed even outside kiosk mode.
    expect(await admin.unlock('')).toMatchObject({ ok: false, error: { code: 'wrong-pin' } });
    expect(await admin.unlock('8642')).toMatchObject({ ok: true, value: { unlocked: true } });
  });
});
