/**
 * In-memory stand-ins for renderer tests that run the real controller and browser platform in
 * Node: localStorage over a Map, the IndexedDB key-value store over a Map, and the engine worker's
 * session answered in-process (no Worker, no Comlink).
 */
import { createController, type Controller, type ControllerDeps } from '../../renderer/app/controller';
import { botFor } from '../../renderer/engine/bots';
import type { EngineClient } from '../../renderer/engine/client';
import { createEngineSession, type BotLookup } from '../../renderer/engine/session';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves, type KeyValueStore } from '../../renderer/platform/browser-saves';
import { useUi } from '../../renderer/state/store';
import { getGame } from '../../shared-rules/games/registry';

/**
 * Marks the UI store's settings as calibrated, as on a table past its first start (main.tsx loads
 * the platform's settings into the store before start-up): the controller's start-up then goes
 * straight to the lobby instead of the first-start calibration prompt (app/flows/calibration.ts).
 */
export function markCalibrated(): void {
  useUi.getState().set({ settings: { ...useUi.getState().settings, calibrated: true } });
}

/** localStorage over a Map (`map` is exposed so tests can read or damage what was stored). */
export class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
}

/** The browser save store's key-value interface over a Map (values are structured-cloned, as IndexedDB does). */
export function memoryKv(): KeyValueStore {
  const map = new Map<string, unknown>();
  return {
    getMany: async (keys) => keys.map((k) => map.get(k)),
    setMany: async (entries) => void entries.forEach(([k, v]) => map.set(k, structuredClone(v))),
    delMany: async (keys) => void keys.forEach((k) => map.delete(k)),
    keys: async () => [...map.keys()],
  };
}

/** The engine worker's session, answered in-process (with `botFor`, e.g. renderer/engine/bots.ts, bots play; default none). */
export function inProcessEngine(botFor?: BotLookup): EngineClient {
  const session = createEngineSession(getGame, botFor);
  return {
    newMatch: async (request) => session.newMatch(request),
    load: async (record) => session.load(record),
    submit: async (action, by) => session.submit(action, by),
    undo: async (seat, by) => session.undo(seat, by),
    botMove: async (seat) => session.botMove(seat),
    history: async () => session.history(),
    terminate: () => undefined,
  };
}

/**
 * Transglobal (USA) with two easy bots at seats 0 and 3, started through the real controller,
 * the browser platform over memory stores and the in-process engine, with no bot delay.
 * `timing`: the moment and replay-step times (ms), the clock and id source, and the sound sink.
 */
export async function botTable(timing: Pick<ControllerDeps, 'now' | 'token' | 'momentMs' | 'replayStepMs' | 'sounds'>): Promise<{ controller: Controller; platform: ReturnType<typeof createBrowserPlatform> }> {
  const platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv(), timing.now) });
  const controller = createController({ ...timing, platform, engine: inProcessEngine(botFor), store: useUi, lobbyGame: 'transglobal', botDelayMs: 0 });
  markCalibrated();
  await controller.init();
  controller.join(0);
  controller.join(3);
  controller.cycleBot(0);
  controller.cycleBot(3);
  await controller.start();
  return { controller, platform };
}
