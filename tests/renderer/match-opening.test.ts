/**
 * A new match's opening (issue #16 "a shuffle, a deal animation"; `GameUi.startSounds`,
 * `GameUi.openingMs`), through the real controller, the browser platform over memory stores and
 * the in-process engine: Trick of the Rails starts with the shuffle and then the first person's
 * chime; a board game starts with the chime alone; a resumed Trick match is not shuffled again;
 * a bot that leads waits for the deal before its first card, a board game's bot only for the
 * bot pause.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEAL_MS } from '../../renderer/games/trick/deal';
import { createController } from '../../renderer/app/controller';
import { botFor } from '../../renderer/engine/bots';
import { createBrowserPlatform } from '../../renderer/platform/browser';
import { createBrowserSaves } from '../../renderer/platform/browser-saves';
import { useUi } from '../../renderer/state/store';
import { inProcessEngine, markCalibrated, memoryKv, MemoryStorage } from './memory-platform';

let minute = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 27, 4, minute++));
let tokenCount = 0;
const token = (): string => `snd${(tokenCount++).toString().padStart(8, '0')}`;

/** A table of `lobbyGame` over one memory store: its controller and the effects it played. */
function table(lobbyGame: string, storage = new MemoryStorage(), kv = memoryKv(), botDelayMs = 60_000) {
  const played: string[] = [];
  const sounds = { play: (effect: string) => void played.push(effect), startMusic: () => undefined, stopMusic: () => undefined };
  const platform = createBrowserPlatform({ storage, saves: createBrowserSaves(kv, now) });
  const controller = createController({ now, token, momentMs: 60_000, replayStepMs: 40, sounds, platform, engine: inProcessEngine(botFor), store: useUi, lobbyGame, botDelayMs });
  return { controller, played, storage, kv };
}

const initial = useUi.getState();
beforeEach(() => {
  useUi.setState(initial, true);
  markCalibrated();
});

describe('the first sounds of a new match', () => {
  it('Trick of the Rails: the shuffle, then the chime for the person who leads', async () => {
    const { controller, played } = table('trick');
    await controller.init();
    for (const seat of [0, 2, 4]) controller.join(seat);
    await controller.start();
    const game = useUi.getState().game;
    expect(game?.header.gameId).toBe('trick');
    expect(game?.entries).toBe(0);
    // Three people: whoever leads is a person, so the chime follows the shuffle.
    expect(played).toEqual(['shuffle', 'turn']);
  });

  it('Trick of the Rails with bots only: the shuffle, no chime', async () => {
    const { controller, played } = table('trick');
    await controller.init();
    for (const seat of [0, 2, 4]) controller.join(seat);
    for (const seat of [0, 2, 4]) controller.cycleBot(seat);
    await controller.start();
    expect(played).toEqual(['shuffle']);
  });

  it('Transglobal Rail (a board, no cards): the chime alone', async () => {
    const { controller, played } = table('transglobal');
    await controller.init();
    controller.join(0);
    controller.join(3);
    await controller.start();
    expect(useUi.getState().game?.header.gameId).toBe('transglobal');
    expect(played).toEqual(['turn']);
  });

  it('a Trick match resumed from its save is not shuffled again', async () => {
    const first = table('trick');
    await first.controller.init();
    for (const seat of [0, 2, 4]) first.controller.join(seat);
    await first.controller.start();
    const game = useUi.getState().game;
    const matchId = game?.header.matchId;
    const leader = game?.toAct[0];
    const lead = leader === undefined ? undefined : game?.legal[leader]?.[0];
    if (matchId === undefined || lead === undefined) throw new Error('no match or no lead');
    // The leader plays a card (a match is saved with its first entry), then the table restarts.
    await first.controller.act(lead);
    expect(useUi.getState().game?.entries).toBe(1);
    first.controller.backToLobby();
    // The same stores, a new controller: the table after a restart.
    const again = table('trick', first.storage, first.kv);
    await again.controller.init();
    await again.controller.resume(matchId);
    expect(useUi.getState().game?.header.matchId).toBe(matchId);
    expect(again.played).not.toContain('shuffle');
  });
});

describe('a bot that acts first', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('in Trick of the Rails waits for the deal to be watched, then plays', async () => {
    vi.useFakeTimers();
    const { controller } = table('trick', new MemoryStorage(), memoryKv(), 200);
    await controller.init();
    for (const seat of [0, 2, 4]) controller.join(seat);
    for (const seat of [0, 2, 4]) controller.cycleBot(seat);
    await controller.start();
    expect(useUi.getState().game?.entries).toBe(0);
    // Well past the bot pause, the deal is still being watched.
    await vi.advanceTimersByTimeAsync(DEAL_MS - 100);
    expect(useUi.getState().game?.entries).toBe(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(useUi.getState().game?.entries).toBe(1);
    // After the first card, the bots keep the bot pause alone.
    await vi.advanceTimersByTimeAsync(210);
    expect(useUi.getState().game?.entries).toBe(2);
  });

  it('in Transglobal Rail (no opening) plays after the bot pause', async () => {
    vi.useFakeTimers();
    const { controller } = table('transglobal', new MemoryStorage(), memoryKv(), 200);
    await controller.init();
    controller.join(0);
    controller.join(3);
    controller.cycleBot(0);
    controller.cycleBot(3);
    await controller.start();
    expect(useUi.getState().game?.entries).toBe(0);
    await vi.advanceTimersByTimeAsync(250);
    expect(useUi.getState().game?.entries).toBeGreaterThanOrEqual(1);
  });
});
