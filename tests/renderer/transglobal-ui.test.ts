/**
 * The pure helpers behind the Transglobal table UI: the board state drawn from the views and a
 * touch in flight, controls picked from the legal list, refusal messages, sounds of an update,
 * the turn marker and the shared cards' geometry, match options from settings, URL flags and
 * the calibration ruler.
 */
import { describe, expect, it } from 'vitest';
import { calibrationFromLength, RULER_MM } from '../../renderer/app/CalibrationRuler';
import { gameSettingControls, matchOptionsOf, patchOf } from '../../renderer/app/game-settings';
import { parseFlags } from '../../renderer/app/flags';
import { statusKey } from '../../renderer/games/transglobal/TransglobalSeat';
import { boardStateOf } from '../../renderer/games/transglobal/board-props';
import { nextSuggestedLink, transglobalControls } from '../../renderer/games/transglobal/controls';
import { refusalMessage } from '../../renderer/seat-kit/refusal';
import { soundsOfUpdate } from '../../renderer/games/transglobal/sounds-of-update';
import { readLegal, readTableView } from '../../renderer/games/transglobal/view-schema';
import { edgeCards } from '../../renderer/table/edge-cards';
import { edgeMarker } from '../../renderer/table/edge-marker';
import { boardRect, overlaps, seatFrames } from '../../renderer/table/seat-layout';
import type { TransglobalTableView } from '../../shared-rules/games/transglobal';
import type { PublicSettings } from '../../preload/api';
import { DEFAULT_SETTINGS } from '../../renderer/platform/settings-schema';

const table: TransglobalTableView = {
  mapId: 'usa',
  round: 1,
  phase: 'building',
  startSeat: 0,
  toAct: [2],
  moneyLeft: 2,
  turnLinks: [],
  built: [
    { link: 10, by: 0 },
    { link: 11, by: 2 },
  ],
  seats: [
    { seat: 0, bank: 15, hub: 5, paid: 0 },
    { seat: 2, bank: 15, hub: 40, paid: 0 },
  ],
  dashedLeftOut: true,
  finishing: null,
  results: [],
};
const styles = { 0: { color: '#0072B2', symbol: 'circle' as const }, 2: { color: '#D55E00', symbol: 'triangle' as const } };

describe('board state from the views', () => {
  it('draws built links, hubs, the active seat’s legal links in its colour and dashed rings for 2–3 players', () => {
    const s = boardStateOf({ table, styles, legalLinks: [12, 13], touch: null, suggestion: [] });
    expect(s.built).toEqual([10, 11]);
    expect(s.hubs).toEqual([
      { seat: 0, intersection: 5 },
      { seat: 2, intersection: 40 },
    ]);
    expect(s.highlighted).toEqual([12, 13]);
    expect(s.highlightSeat).toBe(2);
    expect(s.dashedVisible).toBe(true);
  });

  it('draws a touched link as built at once (before the worker answers) and stops its glow', () => {
    const s = boardStateOf({ table, styles, legalLinks: [12, 13], touch: { kind: 'link', id: 12, seat: 2 }, suggestion: [] });
    expect(s.built).toEqual([10, 11, 12]);
    expect(s.highlighted).toEqual([13]);
  });

  it('moves the touching seat’s hub at once, and drops built links from the suggestion', () => {
    const s = boardStateOf({ table, styles, legalLinks: [], touch: { kind: 'hub', id: 99, seat: 2 }, suggestion: [11, 20] });
    expect(s.hubs).toContainEqual({ seat: 2, intersection: 99 });
    expect(s.hubs).not.toContainEqual({ seat: 2, intersection: 40 });
    expect(s.suggestion).toEqual([20]);
  });

  it('reads a table view from JSON and refuses other shapes', () => {
    expect(readTableView(JSON.parse(JSON.stringify(table)))).toEqual(table);
    expect(readTableView({ total: 3 })).toBeUndefined();
  });
});

describe('controls from the legal list', () => {
  it('offers exactly what the list holds for the seat', () => {
    const raw = [
      { type: 'build', seat: 2, link: 4 },
      { type: 'build', seat: 2, link: 9 },
      { type: 'discard', seat: 2 },
      { type: 'add', seat: 2 },
    ];
    const legal = readLegal(raw);
    const c = transglobalControls(legal, 2);
    expect([...c.links]).toEqual([4, 9]);
    expect(c.discard).toEqual({ type: 'discard', seat: 2 });
    expect(c.ok).toBeUndefined();
    expect(c.pass).toBeUndefined();
    expect(transglobalControls(legal, 0).links.size).toBe(0);
  });

  it('builds a suggested route starting from its first legal link', () => {
    expect(nextSuggestedLink([7, 3, 5], new Set([5, 3]))).toBe(3);
    expect(nextSuggestedLink([7], new Set([5]))).toBeUndefined();
  });
});

describe('refusal messages', () => {
  const known = (key: string): boolean => key === 'errors.cannot-afford' || key === 'errors.link-built';
  it('uses errors.<code> with the engine’s params, seat ids shown 1-based', () => {
    expect(refusalMessage('cannot-afford', { link: 3, cost: 2, left: 1 }, known)).toEqual({ key: 'errors.cannot-afford', params: { link: 3, cost: 2, left: 1 } });
    expect(refusalMessage('link-built', { link: 3, by: 0 }, known).params.by).toBe(1);
  });
  it('falls back to errors.unknown for a code the catalog lacks', () => {
    expect(refusalMessage('brand-new', {}, known).key).toBe('errors.unknown');
  });
});

describe('sounds of an update', () => {
  const humans = new Set([0, 2]);
  it('builds, dings when a network completes, and chimes the next person’s turn', () => {
    expect(soundsOfUpdate([{ type: 'link-built', seat: 0 }, { type: 'network-complete', seat: 0 }], [0], [2], humans)).toEqual(['build', 'ding', 'turn']);
  });
  it('says round-end, and stays quiet for a bot’s turn or the same seat going on', () => {
    expect(soundsOfUpdate([{ type: 'round-ended' }], [0], [4], humans)).toEqual(['round-end']);
    expect(soundsOfUpdate([{ type: 'link-built', seat: 0 }], [0], [0], humans)).toEqual(['build']);
  });
});

describe('turn marker and shared cards', () => {
  const v = { width: 1920, height: 1080 };
  const frames = seatFrames(v, 40 / 25.4);
  const board = boardRect(v, 40 / 25.4);
  it('puts the turn marker on the board edge facing the active seat, inside the board', () => {
    for (const f of frames) {
      const m = edgeMarker(f, board, 20);
      expect(m.x).toBeGreaterThanOrEqual(20);
      expect(m.x).toBeLessThanOrEqual(board.width - 20);
      expect(m.y).toBeGreaterThanOrEqual(20);
      expect(m.y).toBeLessThanOrEqual(board.height - 20);
      expect(m.rotationDeg).toBe(f.rotationDeg);
    }
    const bottomRight = edgeMarker(frames[0] ?? frames[1] ?? frames[2] ?? (() => { throw new Error('frames'); })(), board, 20);
    expect(bottomRight.y).toBe(board.height - 20);
    expect(bottomRight.x).toBeGreaterThan(board.width / 2);
  });

  it('places one card facing each edge, none overlapping another, all inside the board', () => {
    for (const size of [{ w: 1650, h: 830 }, { w: 3300, h: 1700 }, { w: 1000, h: 500 }]) {
      const cards = edgeCards(size.w, size.h, 8);
      expect(cards.map((c) => c.rotationDeg)).toEqual([0, 90, 180, -90]);
      const boxes = cards.map((c) => {
        const sideways = c.rotationDeg === 90 || c.rotationDeg === -90;
        const w = sideways ? c.height : c.width;
        const h = sideways ? c.width : c.height;
        return { x: c.cx - w / 2, y: c.cy - h / 2, width: w, height: h };
      });
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(size.w + 0.001);
        expect(b.y + b.height).toBeLessThanOrEqual(size.h + 0.001);
      }
      for (const [i, a] of boxes.entries()) for (const [j, b] of boxes.entries()) if (i < j) expect(overlaps(a, b), `${i} vs ${j}`).toBe(false);
    }
  });
});

describe('options, flags and calibration', () => {
  it('starts a match with the lobby’s map over the settings’ bank and tax floor; a setting its spec refuses falls back to the rules’ default', () => {
    const settings = (gameDefaults: PublicSettings['gameDefaults']): PublicSettings => ({ ...DEFAULT_SETTINGS, gameDefaults });
    expect(matchOptionsOf('transglobal', settings({ transglobal: { startingBank: 22, taxFloor: null } }), { mapId: 'europe' })).toEqual({ mapId: 'europe', startingBank: 22, taxFloor: null });
    expect(matchOptionsOf('transglobal', settings({ transglobal: { startingBank: 100, taxFloor: 0 } }), {})).toEqual({ mapId: 'usa', startingBank: 15, taxFloor: 5 });
    expect(matchOptionsOf('transglobal', settings({}), { mapId: 'asia' })).toEqual({ mapId: 'asia', startingBank: 15, taxFloor: 5 });
  });

  it('offers each game setting as a control from its spec: a nullable one has an "off" position below its minimum', () => {
    const controls = gameSettingControls({ ...DEFAULT_SETTINGS, gameDefaults: { transglobal: { startingBank: 22, taxFloor: null } } });
    expect(controls.map((c) => [c.gameId, c.id, c.position, c.min, c.max, c.shown])).toEqual([
      ['transglobal', 'starting-bank', 22, 5, 40, { off: false, text: '$22' }],
      ['transglobal', 'tax-floor', 0, 0, 15, { off: true }],
      ['trick', 'teams', 0, 0, 1, { off: true }],
      ['resourceful', 'fast-trains', 0, 0, 1, { off: true }],
      ['resourceful', 'extra-build-turn', 0, 0, 1, { off: true }],
      ['resourceful', 'extra-cards', 0, 0, 1, { off: true }],
      ['resourceful', 'events', 1, 0, 1, { off: false, on: true }],
      ['resourceful', 'round-limit', 100, 0, 200, { off: false, text: '100' }],
      ['railways', 'bidding', 0, 0, 2, { off: false, labelKey: 'railways.option.bidding-traditional' }],
      ['railways', 'mines', 0, 0, 1, { off: true }],
      ['railways', 'fewer-markers', 0, 0, 1, { off: true }],
      ['railways', 'rotors', 0, 0, 1, { off: true }],
    ]);
    const floor = controls[1];
    if (floor === undefined) throw new Error('no tax floor control');
    expect(patchOf(floor, 0)).toEqual({ gameDefaults: { transglobal: { taxFloor: null } } });
    expect(patchOf(floor, 7)).toEqual({ gameDefaults: { transglobal: { taxFloor: 7 } } });
  });

  it('offers a boolean game setting as a two-position control (off 0, on 1) and the lobby starts a match with it', () => {
    const on = gameSettingControls({ ...DEFAULT_SETTINGS, gameDefaults: { trick: { teams: true } } }).find((c) => c.gameId === 'trick');
    if (on === undefined) throw new Error('no boolean control');
    expect([on.id, on.position, on.min, on.max, on.step, on.shown]).toEqual(['teams', 1, 0, 1, 1, { off: false, on: true }]);
    expect(patchOf(on, 0)).toEqual({ gameDefaults: { trick: { teams: false } } });
    expect(patchOf(on, 1)).toEqual({ gameDefaults: { trick: { teams: true } } });
    expect(matchOptionsOf('trick', { ...DEFAULT_SETTINGS, gameDefaults: { trick: { teams: true } } }, { variant: 'expert' })).toEqual({ variant: 'expert', teams: true, autoPlay: 'never' });
  });

  it('offers an enum game setting (the bidding style) as a control over its values, and the lobby starts a match with it; a value it lacks shows the first', () => {
    const chosen = gameSettingControls({ ...DEFAULT_SETTINGS, gameDefaults: { railways: { bidding: 'worst-is-first', mines: false, fewerMarkers: false, rotors: false } } }).find((c) => c.id === 'bidding');
    if (chosen === undefined) throw new Error('no bidding control');
    expect([chosen.position, chosen.min, chosen.max, chosen.shown]).toEqual([2, 0, 2, { off: false, labelKey: 'railways.option.bidding-worst-is-first' }]);
    expect(patchOf(chosen, 1)).toEqual({ gameDefaults: { railways: { bidding: 'first-to-pass' } } });
    expect(patchOf(chosen, 9)).toEqual({ gameDefaults: { railways: { bidding: 'worst-is-first' } } });
    expect(matchOptionsOf('railways', { ...DEFAULT_SETTINGS, gameDefaults: { railways: { bidding: 'first-to-pass', mines: true, fewerMarkers: false, rotors: false } } }, { mapId: 'eastern-us' })).toEqual({ mapId: 'eastern-us', bidding: 'first-to-pass', mines: true, fewerMarkers: false, rotors: false });
    const unknown = gameSettingControls({ ...DEFAULT_SETTINGS, gameDefaults: { railways: { bidding: 'sealed-bids' } } }).find((c) => c.id === 'bidding');
    expect(unknown?.shown).toEqual({ off: false, labelKey: 'railways.option.bidding-traditional' });
  });

  it('reads the URL flags: test hooks, bot delay (600 ms by default), drop time and the counter game', () => {
    const none = { idleS: undefined, countdownS: undefined, attract: false, attractPauseMs: undefined, outOfOrder: false, recovering: false };
    expect(parseFlags('')).toEqual({ test: false, botDelayMs: undefined, dropMs: undefined, lobbyGame: undefined, ...none });
    expect(parseFlags('?test&botDelay=0&drop=0&game=counter')).toEqual({ test: true, botDelayMs: 0, dropMs: 0, lobbyGame: 'counter', ...none });
    expect(parseFlags('?botDelay=-5').botDelayMs).toBeUndefined();
  });

  it('turns the ruler’s length into px per mm', () => {
    expect(calibrationFromLength(RULER_MM * 2.5)).toBe(2.5);
    expect(calibrationFromLength(0)).toBe(0.5);
    expect(calibrationFromLength(10_000)).toBe(6);
  });
});

describe('seat status line', () => {
  it('a bot to act is thinking; a bot waiting is a bot; people see their turn; game over wins', () => {
    expect(statusKey('building', true, true)).toBe('botThinking');
    expect(statusKey('building', false, true)).toBe('bot');
    expect(statusKey('hubs', true, false)).toBe('placeHub');
    expect(statusKey('finishing', true, false)).toBe('finish');
    expect(statusKey('building', false, false)).toBe('waiting');
    expect(statusKey('over', true, true)).toBe('over');
  });
});
