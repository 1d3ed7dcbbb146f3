/**
 * The deal's timings and flights (renderer/games/trick/deal.ts, issue #16 "a deal animation") on
 * the table's real layout (table/seat-layout.ts at 1920×1080 and the default calibration): the
 * cards go round in turn order one at a time, every flight heads for its own player's panel and
 * ends turned to face them, and each hand card lands while its flight is under way.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_FLIGHT_MS, DEAL_MS, DEAL_SPREAD_MS, dealDelayMs, dealFlights, handCardLandsMs } from '../../renderer/games/trick/deal';
import { boardRect, seatFrames } from '../../renderer/table/seat-layout';
import { DEFAULT_SETTINGS } from '../../renderer/platform/settings-schema';

const viewport = { width: 1920, height: 1080 };
const pxPerMm = DEFAULT_SETTINGS.pxPerMm;
const depthMm = 72;
const frames = seatFrames(viewport, pxPerMm, depthMm);
const board = boardRect(viewport, pxPerMm, depthMm);

describe('the deal', () => {
  it.each([
    [[0, 2, 4], 15],
    [[0, 1, 3, 4], 11],
    [[0, 1, 2, 3, 4], 9],
  ])('seats %j, %i cards each: round-robin in turn order, spread evenly over the deal', (seats, handSize) => {
    const flights = dealFlights(seats, handSize, board, frames);
    expect(flights).toHaveLength(seats.length * handSize);
    // Card 1 to every seat in turn order, then card 2, …
    expect(flights.slice(0, seats.length).map((f) => f.seat)).toEqual(seats);
    expect(flights.map((f) => f.k)).toEqual(flights.map((_, i) => i));
    for (const seat of seats) expect(flights.filter((f) => f.seat === seat)).toHaveLength(handSize);
    expect(flights[0]?.delayMs).toBe(0);
    expect(flights.at(-1)?.delayMs).toBe(DEAL_SPREAD_MS);
    for (let i = 1; i < flights.length; i += 1) expect(flights[i]?.delayMs ?? 0).toBeGreaterThan(flights[i - 1]?.delayMs ?? 0);
  });

  it('every flight heads for its own seat panel and ends turned to face that seat', () => {
    const seats = [0, 1, 2, 3, 4, 5];
    const flights = dealFlights(seats, 2, board, frames);
    const cx = board.x + board.width / 2;
    const cy = board.y + board.height / 2;
    for (const f of flights) {
      const frame = frames.find((fr) => fr.seat === f.seat);
      if (frame === undefined) throw new Error(`no frame for seat ${f.seat}`);
      // The landing point is inside the seat's own panel, and in no other.
      const x = cx + f.dx;
      const y = cy + f.dy;
      const inside = frames.filter((fr) => x >= fr.x && x <= fr.x + fr.width && y >= fr.y && y <= fr.y + fr.height).map((fr) => fr.seat);
      expect(inside).toEqual([f.seat]);
      // Turned to the seat's reading direction, give or take a slight skew.
      expect(Math.abs(f.rotationDeg - frame.rotationDeg)).toBeLessThanOrEqual(6);
    }
    // The two bottom seats are below the centre, the two top ones above, the short edges to each side.
    const first = (seat: number) => flights.find((f) => f.seat === seat);
    expect(first(0)?.dy).toBeGreaterThan(0);
    expect(first(1)?.dy).toBeGreaterThan(0);
    expect(first(3)?.dy).toBeLessThan(0);
    expect(first(4)?.dy).toBeLessThan(0);
    expect(first(2)?.dx).toBeLessThan(0);
    expect(first(5)?.dx).toBeGreaterThan(0);
  });

  it('each hand card lands while its own flight is under way, the last by the end of the opening', () => {
    const seats = 4;
    const handSize = 11;
    for (let position = 0; position < seats; position += 1) {
      for (let index = 0; index < handSize; index += 1) {
        const leaves = dealDelayMs(index * seats + position, seats * handSize);
        const lands = handCardLandsMs(position, index, seats, handSize);
        expect(lands).toBeGreaterThan(leaves);
        expect(lands).toBeLessThan(leaves + DEAL_FLIGHT_MS);
        expect(lands).toBeLessThanOrEqual(DEAL_MS);
      }
    }
    // A seat's cards land in hand order.
    expect(handCardLandsMs(1, 3, seats, handSize)).toBeGreaterThan(handCardLandsMs(1, 2, seats, handSize));
  });

  it('deals nothing to no seats or with no cards', () => {
    expect(dealFlights([], 9, board, frames)).toEqual([]);
    expect(dealFlights([0, 1, 2], 0, board, frames)).toEqual([]);
    expect(dealDelayMs(0, 1)).toBe(0);
  });
});
