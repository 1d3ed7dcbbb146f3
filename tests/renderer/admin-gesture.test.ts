import { describe, expect, it } from 'vitest';
import { GESTURE_IDLE, GESTURE_MS, gestureReduce, isArmed, type CornerZone, type GestureEvent, type GestureState } from '../../renderer/app/admin/corner-gesture';
import { adminZones, rotationForZone, ZONE_MM } from '../../renderer/app/admin/corner-zones';
import { boardRect, cornerRects, overlaps, seatFrames, type Rect } from '../../renderer/table/seat-layout';

type Run = { readonly state: GestureState; readonly recognised: CornerZone[] };

function run(events: readonly GestureEvent[], start: GestureState = GESTURE_IDLE): Run {
  const recognised: CornerZone[] = [];
  let state = start;
  for (const event of events) {
    const step = gestureReduce(state, event);
    state = step.state;
    if (step.recognised !== null) recognised.push(step.recognised);
  }
  return { state, recognised };
}

const down = (at: number, zone: CornerZone = 'top-left', pointerId = 1): GestureEvent => ({ type: 'down', zone, pointerId, at });
const up = (at: number, pointerId = 1, inside = true): GestureEvent => ({ type: 'up', pointerId, at, inside });
/** Hold from 0 to 3100 ms, then two 100 ms taps. */
const FULL: readonly GestureEvent[] = [down(0), up(3100), down(3400), up(3500), down(3800), up(3900)];

describe('the admin corner gesture (hold 3 s, lift, tap twice within 2.5 s)', () => {
  it('is recognised in the corner it was made in, exactly once', () => {
    expect(run(FULL).recognised).toEqual(['top-left']);
    expect(run(FULL.map((e) => (e.type === 'down' ? { ...e, zone: 'bottom-right' as const } : e))).recognised).toEqual(['bottom-right']);
    expect(run(FULL).state).toEqual(GESTURE_IDLE);
  });

  it('a hold shorter than 3 s does not arm it', () => {
    const r = run([down(0), up(GESTURE_MS.hold - 1), down(3100), up(3200), down(3300), up(3400)]);
    expect(r.recognised).toEqual([]);
  });

  it('a long hold alone (a resting hand or cup) arms it but never completes it', () => {
    const r = run([down(0), up(60_000)]);
    expect(r.recognised).toEqual([]);
    expect(r.state.phase).toBe('armed');
    expect(isArmed(r.state, 60_000 + GESTURE_MS.tapWindow)).toBe(true);
    expect(isArmed(r.state, 60_000 + GESTURE_MS.tapWindow + 1)).toBe(false);
  });

  it('quick taps alone (a child tapping the corner) never complete it', () => {
    const taps = Array.from({ length: 20 }, (_, i) => [down(i * 200), up(i * 200 + 80)]).flat();
    expect(run(taps).recognised).toEqual([]);
  });

  it('taps after the 2.5 s window start over as a new hold', () => {
    const r = run([down(0), up(3100), down(3200), up(3300), down(3100 + GESTURE_MS.tapWindow + 1), up(3100 + GESTURE_MS.tapWindow + 100)]);
    expect(r.recognised).toEqual([]);
    expect(r.state.phase).toBe('idle');
  });

  it('a tap in the other corner does not count and starts over there', () => {
    const r = run([down(0), up(3100), down(3300, 'bottom-right'), up(3400), down(3500), up(3600)]);
    expect(r.recognised).toEqual([]);
  });

  it('a tap held longer than 600 ms is not a tap', () => {
    expect(run([down(0), up(3100), down(3200), up(3200 + GESTURE_MS.tapMax + 1), down(4000), up(4100)]).recognised).toEqual([]);
  });

  it('a second finger, a cancel or sliding out of the corner starts over', () => {
    expect(run([down(0), down(500, 'top-left', 2), up(3100), down(3300), up(3400), down(3500), up(3600)]).recognised).toEqual([]);
    expect(run([down(0), { type: 'cancel', pointerId: 1, at: 1000 }, up(3100)]).state).toEqual(GESTURE_IDLE);
    expect(run([down(0), up(3100, 1, false)]).state).toEqual(GESTURE_IDLE);
    expect(run([down(0), up(3100), down(3300), up(3400, 1, false), down(3500), up(3600)]).recognised).toEqual([]);
  });

  it('an up from a pointer it is not following changes nothing', () => {
    const held = run([down(0)]).state;
    expect(gestureReduce(held, up(3100, 7)).state).toBe(held);
  });
});

describe('the hidden admin zones', () => {
  const cases = [
    { width: 1920, height: 1080, pxPerMm: 40 / 25.4 },
    { width: 1280, height: 800, pxPerMm: 40 / 25.4 },
    { width: 1920, height: 1080, pxPerMm: 3.5 },
    { width: 3840, height: 2160, pxPerMm: 3.15 },
    { width: 1024, height: 600, pxPerMm: 6 },
  ];
  for (const { width, height, pxPerMm } of cases) {
    it(`at ${width}×${height}, ${pxPerMm.toFixed(2)} px/mm: ≥ 10 mm, inside the free corners, off every seat panel, the board and the cogs`, () => {
      const viewport = { width, height };
      const zones = adminZones(viewport, pxPerMm);
      const corners = cornerRects(viewport, pxPerMm);
      const within = (a: Rect, b: Rect): boolean => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
      expect(within(zones['top-left'], corners.topLeft)).toBe(true);
      expect(within(zones['bottom-right'], corners.bottomRight)).toBe(true);
      for (const zone of Object.values(zones)) {
        expect(zone.width).toBeGreaterThanOrEqual(Math.min(corners.topLeft.width, 10 * pxPerMm));
        expect(zone.width).toBeGreaterThanOrEqual(Math.min(corners.topLeft.width, ZONE_MM * pxPerMm) - 1);
        for (const seat of seatFrames(viewport, pxPerMm)) expect(overlaps(zone, seat)).toBe(false);
        expect(overlaps(zone, boardRect(viewport, pxPerMm))).toBe(false);
        // The cogs live in the other two corners.
        expect(overlaps(zone, corners.bottomLeft)).toBe(false);
        expect(overlaps(zone, corners.topRight)).toBe(false);
      }
      // The bottom-right zone touches the screen's corner.
      const br = zones['bottom-right'];
      expect([br.x + br.width, br.y + br.height]).toEqual([width, height]);
    });
  }

  it('the pad faces the long edge of the corner used', () => {
    expect(rotationForZone('top-left')).toBe(180);
    expect(rotationForZone('bottom-right')).toBe(0);
  });
});
