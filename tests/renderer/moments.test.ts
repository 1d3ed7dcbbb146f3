/**
 * Moments (#14 "Moments") through the real controller and the real Transglobal rules and bots
 * (in-process engine, browser save store over memory): when a seat's network reaches its last
 * city, that is announced at every edge (`UiState.moment`, shown by MomentBanners) for
 * `momentMs`, about that seat; leaving the game takes it away. Also the pure parts: which
 * events make a moment, and where the banners go.
 */
import { describe, expect, it, vi } from 'vitest';
import { momentsOfUpdate } from '../../renderer/games/transglobal/moments-of-update';
import { readSeatView } from '../../renderer/games/transglobal/view-schema';
import { useUi, type UiState } from '../../renderer/state/store';
import { edgeBanners } from '../../renderer/table/edge-cards';
import { botTable as startBotTable } from './memory-platform';

const initial: UiState = useUi.getState();
let minute = 0;
const now = (): Date => new Date(Date.UTC(2026, 10, 25, 5, minute++));
let tokenCount = 0;
const token = (): string => `mom${(tokenCount++).toString().padStart(8, '0')}`;

/** Transglobal on the USA map with two easy bots (seats 0 and 3), started through the real controller. */
async function botTable(momentMs: number): ReturnType<typeof startBotTable> {
  useUi.setState(initial, true);
  return startBotTable({ now, token, momentMs });
}

describe('moments at the table (#14)', () => {
  it('a network that reaches every city is announced about its seat, lit, and goes away by itself', async () => {
    const { controller } = await botTable(300);
    // The bots play until someone completes (the first completion ends the building phase).
    await vi.waitFor(() => expect(useUi.getState().moment).not.toBeNull(), { timeout: 60_000, interval: 5 });
    const moment = useUi.getState().moment;
    expect(moment?.key).toBe('tg.moment.first');
    const seat = moment?.seat ?? -1;
    expect([0, 3]).toContain(seat);
    expect(moment?.params).toEqual({ seat: seat + 1 });
    // It is true: that seat's own view says its network is complete.
    expect(readSeatView(useUi.getState().game?.seatViews[seat])?.complete).toBe(true);
    // The round summary stops the bots; the moment leaves by itself.
    await vi.waitFor(() => expect(useUi.getState().moment).toBeNull(), { timeout: 10_000, interval: 20 });
    controller.backToLobby();
  }, 90_000);

  it('leaving the game takes the moment away at once', async () => {
    const { controller } = await botTable(60_000);
    await vi.waitFor(() => expect(useUi.getState().moment).not.toBeNull(), { timeout: 60_000, interval: 5 });
    controller.backToLobby();
    expect(useUi.getState().moment).toBeNull();
  }, 90_000);
});

describe('moments of a Transglobal update', () => {
  it('announces each completed network; the first (it ends the building phase) tells the others to finish', () => {
    expect(momentsOfUpdate([{ type: 'link-built', seat: 2 }])).toEqual([]);
    expect(momentsOfUpdate([{ type: 'link-built', seat: 2 }, { type: 'network-complete', seat: 2 }, { type: 'phase-ended', seat: 2 }])).toEqual([
      { key: 'tg.moment.first', params: { seat: 3 }, seat: 2 },
    ]);
    // A shared rail can complete someone else's network too, in the finishing phase.
    expect(momentsOfUpdate([{ type: 'link-built', seat: 0 }, { type: 'network-complete', seat: 4 }])).toEqual([{ key: 'tg.moment.complete', params: { seat: 5 }, seat: 4 }]);
  });
});

describe('moment banners: one facing each edge', () => {
  it('lie inside the board, clear of each other, whatever the board size', () => {
    for (const [w, h] of [[1100, 560], [1700, 830], [3400, 1660]] as const) {
      const banners = edgeBanners(w, h, 16, 50, 720);
      expect(banners.map((b) => b.rotationDeg)).toEqual([0, 90, 180, -90]);
      // Each banner's box on screen (rotated ±90° swaps its sides).
      const boxes = banners.map((b) => {
        const [bw, bh] = Math.abs(b.rotationDeg) === 90 ? [b.height, b.width] : [b.width, b.height];
        return { x0: b.cx - bw / 2, x1: b.cx + bw / 2, y0: b.cy - bh / 2, y1: b.cy + bh / 2 };
      });
      for (const box of boxes) {
        expect(box.x0).toBeGreaterThanOrEqual(0);
        expect(box.y0).toBeGreaterThanOrEqual(0);
        expect(box.x1).toBeLessThanOrEqual(w);
        expect(box.y1).toBeLessThanOrEqual(h);
        expect(box.x1 - box.x0).toBeGreaterThan(0);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i];
          const b = boxes[j];
          if (a === undefined || b === undefined) continue;
          const overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
          expect(overlap, `banners ${i} and ${j} at ${w}×${h}`).toBe(false);
        }
      }
    }
  });
});
