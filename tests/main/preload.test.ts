/**
 * The preload exposes exactly the named operations of RailtableApi on `window.railtable`,
 * each one `invoke` on its fixed channel, and never ipcRenderer itself.
 */
import { describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const exposed: { key: string; api: unknown }[] = [];
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ ok: true, value: { channel, args } })),
    send: vi.fn(),
    sendSync: vi.fn(),
    on: vi.fn(),
  };
  const contextBridge = {
    exposeInMainWorld: vi.fn((key: string, api: unknown) => {
      exposed.push({ key, api });
    }),
  };
  return { exposed, ipcRenderer, contextBridge };
});
vi.mock('electron', () => ({ contextBridge: electron.contextBridge, ipcRenderer: electron.ipcRenderer }));

/** Every path to a function in `value`, e.g. `saves.load`, and whether any value is `needle`. */
function walk(value: unknown, needle: unknown, prefix = ''): { paths: string[]; found: boolean } {
  if (value === needle) return { paths: [], found: true };
  if (typeof value === 'function') return { paths: [prefix], found: false };
  if (typeof value !== 'object' || value === null) return { paths: [], found: false };
  const out = { paths: [] as string[], found: false };
  for (const [key, child] of Object.entries(value)) {
    const sub = walk(child, needle, prefix === '' ? key : `${prefix}.${key}`);
    out.paths.push(...sub.paths);
    out.found ||= sub.found;
  }
  return out;
}

describe('preload bridge', () => {
  it('exposes window.railtable with exactly the named operations and no ipcRenderer', async () => {
    await import('../../preload/index');
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [first] = electron.exposed;
    expect(first?.key).toBe('railtable');
    const { paths, found } = walk(first?.api, electron.ipcRenderer);
    expect(found).toBe(false);
    expect(walk(first?.api, electron.ipcRenderer.invoke).found).toBe(false);
    expect(paths.sort()).toEqual(
      [
        'app.info',
        'app.displays',
        'kiosk.status',
        'kiosk.unlock',
        'kiosk.lock',
        'kiosk.setPin',
        'kiosk.exit',
        'saves.append',
        'saves.list',
        'saves.load',
        'saves.remove',
        'settings.get',
        'settings.set',
      ].sort(),
    );
  });

  it('each operation invokes its own channel with its one payload', async () => {
    const { railtableApi } = await import('../../preload/index');
    electron.ipcRenderer.invoke.mockClear();
    await railtableApi.settings.get();
    await railtableApi.settings.set({ language: 'ko' });
    await railtableApi.saves.list();
    await railtableApi.saves.load('m1');
    await railtableApi.saves.remove('m1');
    await railtableApi.app.info();
    await railtableApi.app.displays();
    await railtableApi.kiosk.status();
    await railtableApi.kiosk.unlock('2468');
    await railtableApi.kiosk.lock();
    await railtableApi.kiosk.setPin('97531');
    await railtableApi.kiosk.exit('1234');
    await railtableApi.kiosk.exit();
    expect(electron.ipcRenderer.invoke.mock.calls).toEqual([
      ['settings:get'],
      ['settings:set', { language: 'ko' }],
      ['saves:list'],
      ['saves:load', 'm1'],
      ['saves:remove', 'm1'],
      ['app:info'],
      ['app:displays'],
      ['kiosk:status'],
      ['kiosk:unlock', '2468'],
      ['kiosk:lock'],
      ['kiosk:set-pin', '97531'],
      ['kiosk:exit', '1234'],
      ['kiosk:exit'],
    ]);
    const request = { header: { matchId: 'm1' }, entry: { seq: 0 } };
    // The bridge forwards whatever it is given: main validates it.
    await Reflect.apply(railtableApi.saves.append, undefined, [request]);
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith('saves:append', request);
    expect(electron.ipcRenderer.send).not.toHaveBeenCalled();
    expect(electron.ipcRenderer.sendSync).not.toHaveBeenCalled();
  });
});
