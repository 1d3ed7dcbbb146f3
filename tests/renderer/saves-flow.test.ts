/**
 * The saves screen's flows through the real controller (renderer/app/controller.ts wiring
 * renderer/app/saves/saves-flow.ts), with the engine session in-process and the browser save
 * store over memory: every autosave records whose turn it is, the screen lists both games newest
 * first, Resume loads the chosen (older) match at its last action, and Delete needs its confirm.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createController, type Controller } from '../../renderer/app/controller';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();
let minute = 0;
/** A clock that moves one minute per reading, so saves are ordered. */
const now = (): Date => new Date(Date.UTC(2026, 10, 22, 4, minute++));
let tokenCount = 0;
const token = (): string => `tok${(tokenCount++).toString().padStart(8, '0')}`;

async function playCounter(controller: Controller, adds: number, endTurn: boolean): Promise<string> {
  controller.join(0);
  controller.join(3);
  await controller.start();
  // The counter game's add (its `amount` is beyond the generic Action shape).
  const add = { type: 'add', seat: 0, amount: 1 };
  for (let i = 0; i < adds; i++) await controller.act(add);
  if (endTurn) await controller.act({ type: 'end-turn', seat: 0 });
  const id = useUi.getState().game?.header.matchId ?? '';
  controller.backToLobby();
  useUi.getState().set({ joined: [] });
  return id;
}

describe('the saves screen through the controller', () => {
  let controller: Controller;
  let platform: ReturnType<typeof createBrowserPlatform>;
  beforeEach(async () => {
    useUi.setState(initial, true);
    markCalibrated();
    platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(memoryKv(), now) });
    controller = createController({ platform, engine: inProcessEngine(), store: useUi, now, token, lobbyGame: 'counter', botDelayMs: 0 });
    await controller.init();
  });

  it('autosaves whose turn it is after each action', async () => {
    const id = await playCounter(controller, 2, true);
    const listed = await platform.saves.list();
    expect(listed.ok && listed.value.saves.map((s) => [s.matchId, s.entries, s.toAct])).toEqual([[id, 3, [3]]]);
  });

  it('lists both games newest first, resumes the older one at its last action, and deletes only after the confirm', async () => {
    const older = await playCounter(controller, 1, true);
    const newer = await playCounter(controller, 2, false);
    await controller.saves.open(180);
    const screen = useUi.getState().saves;
    expect(screen?.rotation).toBe(180);
    expect(screen?.status).toBe('ready');
    expect(screen?.saves.map((s) => [s.matchId, s.toAct])).toEqual([
      [newer, [0]],
      [older, [3]],
    ]);

    // Delete: the first tap only asks; a confirm for another save does nothing.
    controller.saves.askDelete(newer);
    expect(useUi.getState().saves?.confirming).toBe(newer);
    await controller.saves.confirmDelete(older);
    expect(useUi.getState().saves?.saves).toHaveLength(2);
    controller.saves.cancelDelete();
    expect(useUi.getState().saves?.confirming).toBeNull();
    await controller.saves.confirmDelete(newer);
    expect(useUi.getState().saves?.saves).toHaveLength(2);
    controller.saves.askDelete(newer);
    await controller.saves.confirmDelete(newer);
    expect(useUi.getState().saves?.saves.map((s) => s.matchId)).toEqual([older]);
    const listed = await platform.saves.list();
    expect(listed.ok && listed.value.saves.map((s) => s.matchId)).toEqual([older]);
    // The lobby's resume offer follows: the newest game in progress is now the older one.
    expect(useUi.getState().resume?.matchId).toBe(older);

    // Resume the older game: the panel closes, the match is back with seat 3 to act after 2 entries.
    await controller.saves.resume(older);
    const state = useUi.getState();
    expect(state.saves).toBeNull();
    expect(state.screen).toBe('play');
    expect(state.game?.header.matchId).toBe(older);
    expect(state.game?.entries).toBe(2);
    expect(state.game?.toAct).toEqual([3]);
    expect(state.joined.map((j) => j.seat)).toEqual([0, 3]);
  });

  it('lists quarantined files with their reason: one set aside at start-up and one set aside by the listing itself', async () => {
    const kv = memoryKv();
    await kv.setMany([['match:early:current', { format: 'railtable-save', version: 1, record: 'garbage' }]]);
    platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: createBrowserSaves(kv, now) });
    controller = createController({ platform, engine: inProcessEngine(), store: useUi, now, token, lobbyGame: 'counter', botDelayMs: 0 });
    await controller.init();
    // Start-up moved it aside and said so once; the saves screen still lists it.
    expect(useUi.getState().notices.filter((n) => n.kind === 'quarantined')).toHaveLength(1);
    await kv.setMany([['match:late:current', { format: 'railtable-save', version: 1, updatedAt: 'yesterday', finished: false, record: {} }]]);
    await controller.saves.open(0);
    const screen = useUi.getState().saves;
    expect(screen?.saves).toEqual([]);
    expect(screen?.quarantined.map((q) => q.matchId)).toEqual(['early', 'late']);
    for (const q of screen?.quarantined ?? []) {
      expect(q.file).toMatch(/^corrupt:/);
      expect(q.reason).toMatch(/^current: ./);
    }
    // Listing again neither loses nor repeats them.
    await controller.saves.refresh();
    expect(useUi.getState().saves?.quarantined.map((q) => q.matchId)).toEqual(['early', 'late']);
  });
});

describe('a refused autosave (#13 §4)', () => {
  it('the game goes on, the table says it was not saved, and the saved copy is untouched', async () => {
    useUi.setState(initial, true);
    markCalibrated();
    const saves = createBrowserSaves(memoryKv(), now);
    let refuse = false;
    const guarded = {
      ...saves,
      append: async (request: Parameters<typeof saves.append>[0]) =>
        refuse ? { ok: false as const, error: { code: 'refused-entry' as const, message: 'the entry does not replay on the saved match', detail: 'entry 2: hash differs' } } : saves.append(request),
    };
    const platform = createBrowserPlatform({ storage: new MemoryStorage(), saves: guarded });
    const controller = createController({ platform, engine: inProcessEngine(), store: useUi, now, token, lobbyGame: 'counter', botDelayMs: 0 });
    await controller.init();
    controller.join(0);
    controller.join(3);
    await controller.start();
    const add = { type: 'add', seat: 0, amount: 1 };
    await controller.act(add);
    await controller.act(add);
    const id = useUi.getState().game?.header.matchId ?? '';
    refuse = true;
    await controller.act(add);
    await controller.act({ type: 'end-turn', seat: 0 });
    // Play went on: four actions taken, seat 3 to act.
    expect(useUi.getState().game?.toAct).toEqual([3]);
    expect(useUi.getState().notices.filter((n) => n.kind === 'saveFailed').map((n) => ('message' in n ? n.message : ''))).toContain('the entry does not replay on the saved match');
    const loaded = await saves.load(id);
    expect(loaded.ok && loaded.value.record.log.length).toBe(2);
  });
});
