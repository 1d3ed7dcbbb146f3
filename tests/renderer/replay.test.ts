/**
 * The game's end (#14 §3: the celebration; "replay with speed control, scrubbing and round
 * markers") through the real controller: a whole Transglobal game of two easy bots on the USA
 * map, its round summaries dismissed as players would, the fanfare at its end, then the replay
 * from the engine's log.
 */
import { describe, expect, it, vi } from 'vitest';
import { jumpTarget, REPLAY_SPEEDS, replayMarks } from '../../renderer/app/flows/replay';
import { getGameUi } from '../../renderer/games/registry';
import { readTableView } from '../../renderer/games/transglobal/view-schema';
import { useUi } from '../../renderer/state/store';
import { speedLabel } from '../../renderer/table/ResultsCard';
import { botTable } from './memory-platform';

let minute = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 26, 5, minute++));
let tokenCount = 0;
const token = (): string => `rep${(tokenCount++).toString().padStart(8, '0')}`;

describe('the replay at the game end', () => {
  it('marks each round end, jumps between them, drags to any step and plays at the chosen speed', async () => {
    const played: string[] = [];
    const sounds = { play: (effect: string) => void played.push(effect), startMusic: () => undefined, stopMusic: () => undefined };
    const { controller } = await botTable({ now, token, replayStepMs: 40, momentMs: 60_000, sounds });
    const tg = getGameUi('transglobal');
    if (tg === undefined) throw new Error('no Transglobal UI');
    // Play to the end; each round summary is closed with Continue, as at the table.
    await vi.waitFor(
      () => {
        const { game, summariesSeen } = useUi.getState();
        if (game !== null && game.outcome === null && tg.summaries(game.tableView) > summariesSeen) controller.continueAfterSummary();
        expect(useUi.getState().game?.outcome).not.toBeNull();
      },
      { timeout: 120_000, interval: 10 },
    );
    const rounds = readTableView(useUi.getState().game?.tableView)?.results.length ?? 0;
    expect(rounds).toBeGreaterThan(1);
    // The end is celebrated by the results: the fanfare once, in place of the last round's
    // round-end, and no moment banner left over them.
    expect(played.filter((e) => e === 'win')).toEqual(['win']);
    expect(played.at(-1)).toBe('win');
    expect(played.filter((e) => e === 'round-end')).toHaveLength(rounds - 1);
    expect(useUi.getState().moment).toBeNull();

    await controller.startReplay();
    const replay = () => {
      const r = useUi.getState().replay;
      if (r === null) throw new Error('no replay');
      return r;
    };
    const last = replay().views.length - 1;
    expect(replay().playing).toBe(true);
    // One marker per round played, each on the step whose view first holds that round's result.
    expect(replay().marks).toHaveLength(rounds);
    replay().marks.forEach((m, i) => {
      expect(readTableView(replay().views[m])?.results.length, `marker ${i}`).toBe(i + 1);
      expect(readTableView(replay().views[m - 1])?.results.length, `before marker ${i}`).toBe(i);
    });

    // Jumps pause the replay and land on the markers in turn, then on the last step.
    controller.jumpReplay(1);
    expect(replay()).toMatchObject({ playing: false, index: replay().marks[0] });
    controller.jumpReplay(1);
    expect(replay().index).toBe(replay().marks[1] ?? last);
    controller.jumpReplay(-1);
    expect(replay().index).toBe(replay().marks[0]);
    controller.jumpReplay(-1);
    expect(replay().index).toBe(0);

    // A drag shows any step, clamped to the log; a bad value changes nothing.
    controller.seekReplay(Math.floor(last / 2));
    expect(replay().index).toBe(Math.floor(last / 2));
    controller.seekReplay(last + 50);
    expect(replay().index).toBe(last);
    controller.seekReplay(Number.NaN);
    expect(replay().index).toBe(last);

    // The speed cycles 1× → 2× → 4× → ½× → 1×; at 4× the rest of the game plays four times as fast.
    expect(REPLAY_SPEEDS.map(speedLabel)).toEqual(['1×', '2×', '4×', '½×']);
    controller.cycleReplaySpeed();
    controller.cycleReplaySpeed();
    expect(replay().speed).toBe(4);
    // Each step waits the step time (40 ms here) divided by the speed: 10 ms at 4×.
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    controller.seekReplay(last - 20);
    controller.playReplay(true);
    await vi.waitFor(() => expect(replay().index).toBe(last), { timeout: 10_000, interval: 2 });
    const delays = timeout.mock.calls.map((call) => call[1]);
    timeout.mockRestore();
    expect(delays.filter((ms) => ms === 10).length).toBeGreaterThanOrEqual(20);
    expect(delays).not.toContain(40);
    expect(replay().playing).toBe(false);
    controller.cycleReplaySpeed();
    controller.cycleReplaySpeed();
    expect(replay().speed).toBe(1);
    controller.backToLobby();
    expect(useUi.getState().replay).toBeNull();
  }, 180_000);
});

describe('round markers and jumps', () => {
  const ui = { summaries: (view: unknown) => (view as { rounds: number }).rounds };
  it('mark each step whose view holds more summaries than the one before', () => {
    const views = [0, 0, 1, 1, 1, 2, 2, 3].map((rounds) => ({ rounds }));
    expect(replayMarks(views, ui)).toEqual([2, 5, 7]);
    expect(replayMarks(views, undefined)).toEqual([]);
    expect(replayMarks([], ui)).toEqual([]);
  });
  it('jump to the nearest marker that way, else to the first or last step', () => {
    expect(jumpTarget([2, 5, 7], 0, 1, 9)).toBe(2);
    expect(jumpTarget([2, 5, 7], 5, 1, 9)).toBe(7);
    expect(jumpTarget([2, 5, 7], 7, 1, 9)).toBe(9);
    expect(jumpTarget([2, 5, 7], 6, -1, 9)).toBe(5);
    expect(jumpTarget([2, 5, 7], 2, -1, 9)).toBe(0);
    expect(jumpTarget([], 4, 1, 9)).toBe(9);
  });
});
