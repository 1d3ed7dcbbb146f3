/**
 * The teaching flow (#14 §7) through the real controller, the real Transglobal rules and bots
 * (in-process engine, browser save store over memory): the rules card opens and closes per seat
 * (several at once); "Learn to play" from a lobby seat starts a 2-seat match on the USA map with
 * that seat as a person and an easy bot across the table, and records the tutorial for that match
 * (in its header, so a resume after a restart brings the coach back; an ordinary match resumed
 * has none); "Lobby" ends it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createController } from '../../renderer/app/controller';
import { tutorialBotSeat } from '../../renderer/app/flows/tutorial';
import { botFor } from '../../renderer/engine/bots';
import { readTableView } from '../../renderer/games/transglobal/view-schema';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi, type UiState } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, MemoryStorage, memoryKv } from './memory-platform';

const initial: UiState = useUi.getState();
let minute = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 26, 21, minute++));
let tokens = 0;
const token = (): string => `tut${(tokens++).toString().padStart(8, '0')}`;

/** A fresh table at the lobby with Transglobal chosen (over `stores`: the same ones after a restart). */
async function lobby(stores = { storage: new MemoryStorage(), kv: memoryKv() }, botDelayMs = 60_000): Promise<ReturnType<typeof createController>> {
  useUi.setState(initial, true);
  const platform = createBrowserPlatform({ storage: stores.storage, saves: createBrowserSaves(stores.kv, now) });
  const controller = createController({ now, token, platform, engine: inProcessEngine(botFor), store: useUi, lobbyGame: 'transglobal', botDelayMs });
  markCalibrated();
  await controller.init();
  return controller;
}

describe('the teaching flow (#14 §7)', () => {
  it('the bot sits across the table from the learner, never on the learner’s edge', () => {
    expect([0, 1, 2, 3, 4, 5].map(tutorialBotSeat)).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('opens the rules at each seat that asks, several at once, and closes each alone', async () => {
    const controller = await lobby();
    controller.openRules(3);
    controller.openRules(0);
    controller.openRules(3);
    expect(useUi.getState().rulesAt).toEqual([0, 3]);
    controller.closeRules(3);
    expect(useUi.getState().rulesAt).toEqual([0]);
  });

  it('"Learn to play" starts the learner against an easy bot on the USA map and records the tutorial for that match', async () => {
    const controller = await lobby();
    controller.chooseOption('mapId', 'asia');
    await controller.learnToPlay(2);
    const state = useUi.getState();
    expect(state.screen).toBe('play');
    expect(state.joined).toEqual([
      { seat: 2, colourId: expect.any(String), bot: null },
      { seat: 5, colourId: expect.any(String), bot: 'easy' },
    ]);
    const header = state.game?.header;
    expect(header?.gameId).toBe('transglobal');
    expect(header?.seats.map((s) => [s.seat, s.controller, s.botLevel])).toEqual([
      [2, 'human', undefined],
      [5, 'bot', 'easy'],
    ]);
    expect(readTableView(state.game?.tableView)?.mapId).toBe('usa');
    expect(state.tutorial).toEqual({ seat: 2, matchId: header?.matchId, closed: false });
    controller.closeCoach();
    expect(useUi.getState().tutorial?.closed).toBe(true);
    controller.leaveTutorial();
    expect(useUi.getState().tutorial).toBeNull();
    expect(useUi.getState().screen).toBe('lobby');
  });

  it('"Learn to play" never sends away a player who has joined: with a seat joined it starts nothing', async () => {
    const controller = await lobby();
    controller.join(1);
    const joined = useUi.getState().joined;
    await controller.learnToPlay(2);
    const state = useUi.getState();
    expect(state.screen).toBe('lobby');
    expect(state.joined).toEqual(joined);
    expect(state.game).toBeNull();
    expect(state.tutorial).toBeNull();
  });

  it.each([
    ['a guided first game: the coach comes back at the learner’s seat', true],
    ['an ordinary game: no coach', false],
  ])('resumed after a restart, %s', async (_name, guided) => {
    const stores = { storage: new MemoryStorage(), kv: memoryKv() };
    const controller = await lobby(stores, 0);
    if (guided) await controller.learnToPlay(1);
    else {
      controller.join(1);
      controller.join(4);
      controller.cycleBot(4);
      await controller.start();
    }
    const matchId = useUi.getState().game?.header.matchId;
    if (matchId === undefined) throw new Error('no match');
    expect(useUi.getState().game?.header.tutorial).toEqual(guided ? { seat: 1 } : undefined);
    // The bot (no pause) moves when its turn comes; the learner makes one move, so the match is saved.
    await vi.waitFor(() => expect(useUi.getState().game?.toAct).toContain(1), { timeout: 10_000 });
    controller.closeCoach();
    const game = useUi.getState().game;
    const move = game?.legal[1]?.[0];
    if (move === undefined) throw new Error('no move for the learner');
    await controller.act(move);
    await vi.waitFor(() => expect(useUi.getState().game?.entries).toBeGreaterThan(0));
    controller.backToLobby();
    // A restart: a new controller over the same stores resumes the match.
    const again = await lobby(stores, 60_000);
    await again.resume(matchId);
    const state = useUi.getState();
    expect(state.game?.header.matchId).toBe(matchId);
    expect(state.game?.header.tutorial).toEqual(guided ? { seat: 1 } : undefined);
    expect(state.tutorial).toEqual(guided ? { seat: 1, matchId, closed: false } : null);
  });
});
