/**
 * Railways of the World's display preferences (renderer/games/railways/display.ts and where the
 * board draws them): the six track styles and six cube styles keep the goods cubes apart from
 * each other, the player colours apart from each other, each colour's hue, the letters legible
 * and the tracks' edges standing out from every terrain, and the styles differ from each other;
 * the colour maths is right; the build aid marks exactly the tiles laid in the build in progress
 * (on the rules' own states of the test map `fixture-hexes`: a fresh build, a tile undone, open
 * track from an earlier action continued, a link completed), and draws the part of the track they
 * make; the layers take the style's colours and edges; every label is in every catalog.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../shared-rules/core/random';
import { railways, type RailwaysAction, type RailwaysState } from '../../shared-rules/games/railways';
import { boardOf } from '../../shared-rules/games/railways/board';
import { plansFrom } from '../../shared-rules/games/railways/routes';
import { FIXTURE_HEXES_ID, fixtureHex as hx } from '../../shared-rules/maps/railways-fixture';
import { buildAidGeometry, centreOf, cubeGeometry, cubeSpots, H, railwaysFrame, shadowGeometry, SHADOW, trackGeometry, trackLine, trackLinePart } from '../../renderer/games/railways/board-geometry';
import {
  buildKey,
  contrastRatio,
  CUBE_TONES,
  DISPLAY_STYLES,
  goodsLook,
  inkOn,
  isDisplayStyle,
  labDistance,
  labHex,
  newTileHexes,
  newTiles,
  nextBuildBase,
  nextStyle,
  oklab,
  toned,
  TRACK_TONES,
  trackLook,
} from '../../renderer/games/railways/display';
import { GOODS_HEX, TRACK_GROUNDS } from '../../renderer/games/railways/palette';
import { readTableView } from '../../renderer/games/railways/view';
import { CATALOGS } from '../../renderer/i18n/setup';
import { SEAT_COLOURS } from '../../renderer/table/seat-colours';
import { rgb } from '../../renderer/board-kit/geometry/buffers';

const board = boardOf({ mapId: FIXTURE_HEXES_ID });
const random = createRandom('railways-display');
const city = (id: string): number => board.cities[board.cityIndex.get(id) ?? -1] ?? -1;
const GOODS = GOODS_HEX.slice(0, 5);
const PLAYERS = SEAT_COLOURS.map((c) => c.hex);

/** The OKLCh hue of a colour, degrees. */
function hue(hex: string): number {
  const [, a, b] = oklab(hex);
  return (Math.atan2(b, a) * 180) / Math.PI;
}
/** The smallest angle between two hues, degrees. */
function hueGap(x: number, y: number): number {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
}
/** The smallest OKLab distance between any two of `colours`. */
function minPairDistance(colours: readonly string[]): number {
  let min = Infinity;
  for (let i = 0; i < colours.length; i++) for (let j = i + 1; j < colours.length; j++) min = Math.min(min, labDistance(colours[i] ?? '', colours[j] ?? ''));
  return min;
}

describe('the colour maths', () => {
  it('OKLab round-trips sRGB to the same #rrggbb, and white and black are L 1 and 0', () => {
    for (const hex of [...GOODS_HEX, ...PLAYERS.map((h) => h.toLowerCase()), ...TRACK_GROUNDS, '#ffffff', '#000000', '#808080']) expect(labHex(oklab(hex))).toBe(hex);
    expect(oklab('#ffffff')[0]).toBeCloseTo(1, 3);
    expect(oklab('#000000')[0]).toBeCloseTo(0, 6);
  });

  it('WCAG contrast: black on white is 21:1, a colour on itself 1:1; the ink on a colour is the one that contrasts more', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d3261d', '#d3261d')).toBe(1);
    expect(inkOn('#f2c318')).toBe('#1b1b1b');
    expect(inkOn('#1f5fc4')).toBe('#ffffff');
  });

  it('a colour out of the sRGB gamut keeps its lightness and loses chroma only', () => {
    const [L, a, b] = oklab('#1f5fc4');
    const hex = labHex([L, a * 3, b * 3]);
    expect(oklab(hex)[0]).toBeCloseTo(L, 2);
    expect(hueGap(hue(hex), hue('#1f5fc4'))).toBeLessThan(3);
  });
});

describe('the six track styles and six cube styles', () => {
  it('are the same six names for both, Standard first; every other one cycles in order', () => {
    expect(DISPLAY_STYLES).toEqual(['standard', 'bright', 'pale', 'deep', 'contrast', 'muted']);
    expect(Object.keys(TRACK_TONES).sort()).toEqual([...DISPLAY_STYLES].sort());
    expect(Object.keys(CUBE_TONES).sort()).toEqual([...DISPLAY_STYLES].sort());
    expect(DISPLAY_STYLES.map(nextStyle)).toEqual(['bright', 'pale', 'deep', 'contrast', 'muted', 'standard']);
    expect(isDisplayStyle('pale')).toBe(true);
    expect(isDisplayStyle('neon')).toBe(false);
  });

  it('Standard draws the colours as printed', () => {
    expect(goodsLook('standard').fill).toEqual(GOODS_HEX);
    for (const hex of PLAYERS) expect(trackLook('standard').fill(hex)).toBe(hex.toLowerCase());
  });

  it.each(DISPLAY_STYLES)('cube style %s keeps the five goods cubes apart (ΔE_OK ≥ 0.1 for every pair), black the darkest, yellow the lightest', (style) => {
    const fill = goodsLook(style).fill.slice(0, 5);
    expect(minPairDistance(fill)).toBeGreaterThanOrEqual(0.1);
    const lightness = fill.map((f) => oklab(f)[0]);
    expect(Math.min(...lightness)).toBe(lightness[4]);
    expect(Math.max(...lightness)).toBe(lightness[1]);
    // A cube on a grey city stands apart from the disc.
    for (const f of fill) expect(labDistance(f, goodsLook(style).fill[5] ?? '')).toBeGreaterThanOrEqual(0.1);
  });

  it.each(DISPLAY_STYLES)('cube style %s keeps each goods colour’s hue (within 8°) and its letter legible (≥ 4.5:1)', (style) => {
    const look = goodsLook(style);
    GOODS.forEach((hex, k) => {
      const fill = look.fill[k] ?? '';
      if (k < 4) expect(hueGap(hue(fill), hue(hex)), `${style} ${k}`).toBeLessThan(8);
      expect(contrastRatio(fill, look.ink[k] ?? ''), `${style} ${k}`).toBeGreaterThanOrEqual(4.5);
    });
  });

  it.each(DISPLAY_STYLES)('track style %s keeps the six player colours apart (ΔE_OK ≥ 0.09) and each one’s hue (within 8°)', (style) => {
    const look = trackLook(style);
    const fills = PLAYERS.map((h) => look.fill(h));
    expect(minPairDistance(fills)).toBeGreaterThanOrEqual(0.09);
    PLAYERS.forEach((hex, i) => expect(hueGap(hue(fills[i] ?? ''), hue(hex)), `${style} ${hex}`).toBeLessThan(8));
  });

  it.each(DISPLAY_STYLES)('track style %s: the track’s edge stands out from every terrain it lies on (≥ 3:1) and its colour reads inside the edge (≥ 2:1)', (style) => {
    const look = trackLook(style);
    for (const ground of TRACK_GROUNDS) expect(contrastRatio(look.tone.outline, ground), `${style} on ${ground}`).toBeGreaterThanOrEqual(3);
    for (const hex of PLAYERS) expect(contrastRatio(look.fill(hex), look.tone.outline), `${style} ${hex}`).toBeGreaterThanOrEqual(2);
  });

  it('every style looks different from every other, for tracks and for cubes (mean ΔE_OK ≥ 0.03 or another edge)', () => {
    const mean = (a: readonly string[], b: readonly string[]) => a.reduce((sum, x, i) => sum + labDistance(x, b[i] ?? ''), 0) / a.length;
    for (const x of DISPLAY_STYLES) {
      for (const y of DISPLAY_STYLES) {
        if (x === y) continue;
        const cubes = mean(goodsLook(x).fill.slice(0, 5), goodsLook(y).fill.slice(0, 5));
        const edge = CUBE_TONES[x].outlineScale !== CUBE_TONES[y].outlineScale;
        expect(cubes >= 0.03 || edge, `cubes ${x}/${y}`).toBe(true);
        const tracks = mean(PLAYERS.map((h) => trackLook(x).fill(h)), PLAYERS.map((h) => trackLook(y).fill(h)));
        expect(tracks >= 0.03 || TRACK_TONES[x].outlineScale !== TRACK_TONES[y].outlineScale, `tracks ${x}/${y}`).toBe(true);
      }
    }
  });

  it('a style’s look is one object (so the board rebuilds a layer only when the style changes)', () => {
    expect(goodsLook('pale')).toBe(goodsLook('pale'));
    expect(trackLook('deep')).toBe(trackLook('deep'));
    expect(toned('#0072B2', TRACK_TONES.standard)).toBe('#0072b2');
  });
});

describe('the board draws the styles', () => {
  const frame = railwaysFrame(board.map);
  /** Whether a geometry's vertex colours include `hex`. */
  function hasColour(geometry: { getAttribute(name: string): { array: ArrayLike<number> } }, hex: string): boolean {
    const [r, g, b] = rgb(hex);
    const c = geometry.getAttribute('color').array;
    for (let i = 0; i < c.length; i += 3) if (Math.abs((c[i] ?? 0) - r) < 1e-6 && Math.abs((c[i + 1] ?? 0) - g) < 1e-6 && Math.abs((c[i + 2] ?? 0) - b) < 1e-6) return true;
    return false;
  }
  /** The widest extent across x of a geometry (world units). */
  function width(geometry: { getAttribute(name: string): { array: ArrayLike<number> } }): number {
    const p = geometry.getAttribute('position').array;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < p.length; i += 3) {
      min = Math.min(min, p[i] ?? 0);
      max = Math.max(max, p[i] ?? 0);
    }
    return max - min;
  }

  it('cubes take the cube style’s fills and outline; tracks the track style’s fills, and High contrast a wider edge', () => {
    const spots = cubeSpots(board, frame, board.cities.map((_, c) => (c === 0 ? [0, 1, 2, 3, 4] : [])));
    const pale = cubeGeometry(spots, frame, goodsLook('pale'));
    expect(hasColour(pale, goodsLook('pale').fill[0] ?? '')).toBe(true);
    expect(hasColour(pale, GOODS_HEX[0] ?? '')).toBe(false);
    const track = { from: city('ash'), hexes: [hx(2, 1), hx(3, 1)], to: -1, color: '#0072B2', symbol: 'circle' as const };
    // Along a horizontal run the width in z is the ribbon's: compare the edge's extent across it.
    const depth = (g: ReturnType<typeof trackGeometry>) => {
      const p = g.getAttribute('position').array;
      let min = Infinity;
      let max = -Infinity;
      for (let i = 2; i < p.length; i += 3) {
        min = Math.min(min, p[i] ?? 0);
        max = Math.max(max, p[i] ?? 0);
      }
      return max - min;
    };
    const standard = trackGeometry(frame, [track], true, trackLook('standard'));
    const bright = trackGeometry(frame, [track], true, trackLook('bright'));
    const contrast = trackGeometry(frame, [track], true, trackLook('contrast'));
    expect(hasColour(bright, trackLook('bright').fill('#0072B2'))).toBe(true);
    expect(hasColour(bright, '#0072B2')).toBe(false);
    expect(depth(contrast)).toBeGreaterThan(depth(standard));
    expect(width(standard)).toBeGreaterThan(0);
  });

  it('every piece stands on the board with a soft contact shadow: dark at the piece, fading to nothing around it (cities, cubes, markers, track symbols)', () => {
    const none = shadowGeometry(board, frame, [], undefined, [], []);
    const alphaOf = (g: ReturnType<typeof shadowGeometry>) => g.getAttribute('color');
    // One band per city disc (28 sides, two triangles a side): cities only.
    expect(none.getAttribute('position').count).toBe(board.cities.length * 28 * 6);
    expect(alphaOf(none).itemSize).toBe(4);
    const spots = cubeSpots(board, frame, board.cities.map((_, c) => (c === 0 ? [0, 1, 2] : [])));
    const track = { from: city('ash'), hexes: [hx(2, 1), hx(3, 1)], to: -1, color: '#0072B2', symbol: 'square' as const };
    const empty = board.cities.map((_, c) => c === 1);
    const all = shadowGeometry(board, frame, empty, undefined, spots, [track]);
    // Three cubes (4 sides), one Empty City marker (8), one track symbol (the square's 4 sides).
    expect(all.getAttribute('position').count).toBe((board.cities.length * 28 + 3 * 4 + 8 + 4) * 6);
    // Black; alpha at the piece's edge is the shadow's strength, 0 at the band's outer edge.
    const c = alphaOf(all).array;
    const p = all.getAttribute('position').array;
    const at = centreOf(frame, board.cities[0] ?? 0);
    let inner = 0;
    let outer = 0;
    for (let v = 0; v < all.getAttribute('position').count; v++) {
      expect([c[v * 4], c[v * 4 + 1], c[v * 4 + 2]]).toEqual([0, 0, 0]);
      if (v >= 28 * 6) continue;
      const r = Math.hypot((p[v * 3] ?? 0) - at.x, (p[v * 3 + 2] ?? 0) - at.z) / frame.size;
      if (Math.abs(r - H.cityRadius) < 1e-6) inner = Math.max(inner, c[v * 4 + 3] ?? 0);
      if (Math.abs(r - H.cityRadius - SHADOW.city) < 1e-6) outer = Math.max(outer, c[v * 4 + 3] ?? 0);
    }
    expect(inner).toBeCloseTo(SHADOW.cityAlpha, 6);
    expect(outer).toBe(0);
  });
});

describe('the build aid: the tiles laid in the build in progress', () => {
  function fresh(players: number): RailwaysState {
    return railways.setup({ seats: Array.from({ length: players }, (_, i) => i), options: { ...railways.meta.defaultOptions, mapId: FIXTURE_HEXES_ID }, random: createRandom('rw-display') });
  }
  /** Player 0 to act in the action rounds with plenty of money. */
  function acting(): RailwaysState {
    const s = fresh(2);
    return { ...s, phase: 'actions', players: s.players.map((p) => ({ ...p, cash: 60, baron: p.dealt[0] ?? 0 })), order: [0, 1], round: 1, slot: 0, active: 0, actionsLeft: 1 };
  }
  function apply(s: RailwaysState, a: RailwaysAction): RailwaysState {
    expect(railways.check?.(s, a), JSON.stringify(a)).toBeUndefined();
    return railways.apply(s, a, random).state;
  }
  function viewOf(state: RailwaysState) {
    const view = readTableView(JSON.parse(JSON.stringify(railways.tableView(state))));
    if (view === undefined) throw new Error('the table view does not parse');
    return view;
  }
  const plan = plansFrom(board, acting(), city('ash'), 4).find((p) => p.to === city('birch'));
  if (plan === undefined) throw new Error('no way from Ash to Birch');
  const path = [...plan.hexes, city('birch')];

  it('nothing is remembered without a build; the build’s start is remembered and kept while it goes on', () => {
    const before = acting();
    expect(buildKey(viewOf(before))).toBeNull();
    expect(nextBuildBase(null, viewOf(before))).toBeNull();
    const started = apply(before, { type: 'build', seat: 0 });
    const base = nextBuildBase(null, viewOf(started));
    expect(base?.tracks.size).toBe(0);
    const one = apply(started, { type: 'track', seat: 0, from: city('ash'), to: path[0] ?? -1 });
    expect(nextBuildBase(base, viewOf(one))).toBe(base);
    // Done: the build is over, nothing is kept.
    expect(nextBuildBase(base, viewOf(apply(one, { type: 'done', seat: 0 })))).toBeNull();
  });

  it('each tile laid is marked, an undone tile is not, and the completed link is marked as joined', () => {
    let s = apply(acting(), { type: 'build', seat: 0 });
    const base = nextBuildBase(null, viewOf(s));
    let from = city('ash');
    for (const [k, hex] of path.entries()) {
      s = apply(s, { type: 'track', seat: 0, from, to: hex });
      from = hex;
      const view = viewOf(s);
      const runs = newTiles(nextBuildBase(base, view), view);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toEqual(expect.objectContaining({ owner: 0, first: 0, joined: k === path.length - 1 }));
      expect(newTileHexes(runs, view)).toEqual(plan.hexes.slice(0, Math.min(k + 1, plan.hexes.length)));
      expect(newTileHexes(runs, view)).toHaveLength(s.build?.tiles ?? -1);
    }
    // The table's Undo of the first tile: the view has no tile of this build, and nothing is marked.
    const undone = viewOf(apply(acting(), { type: 'build', seat: 0 }));
    expect(newTiles(nextBuildBase(base, undone), undone)).toEqual([]);
  });

  it('open track laid in an earlier action of the turn is not marked; only the tiles that carry it on now are', () => {
    let s = apply(acting(), { type: 'build', seat: 0 });
    s = apply(s, { type: 'track', seat: 0, from: city('ash'), to: path[0] ?? -1 });
    s = apply(s, { type: 'done', seat: 0 });
    // Player 0's next action this turn (round 2): the open track is still there.
    s = { ...s, phase: 'actions', active: 0, round: 2, slot: 0, actionsLeft: 1, build: null };
    expect(s.tracks.filter((t) => t.to < 0)).toHaveLength(1);
    s = apply(s, { type: 'build', seat: 0 });
    const base = nextBuildBase(null, viewOf(s));
    s = apply(s, { type: 'track', seat: 0, from: path[0] ?? -1, to: path[1] ?? -1 });
    const view = viewOf(s);
    const runs = newTiles(nextBuildBase(base, view), view);
    expect(runs).toEqual([{ id: s.tracks[0]?.id, owner: 0, first: 1, joined: false }]);
    expect(newTileHexes(runs, view)).toEqual([path[1]]);
  });

  it('a new build of the same player (an Executive’s second action) starts over', () => {
    const first = apply(acting(), { type: 'build', seat: 0 });
    const base = nextBuildBase(null, viewOf(first));
    const again = { ...first, actionsLeft: 2 };
    const next = nextBuildBase(base, viewOf(again));
    expect(next).not.toBe(base);
    expect(next?.key).not.toBe(base?.key);
  });

  it('the band is drawn along the part of the track laid now: from the first new tile’s entry side, or into the city for a link only completed', () => {
    const frame = railwaysFrame(board.map);
    const track = { from: city('ash'), hexes: plan.hexes, to: city('birch') };
    const whole = trackLine(frame, track);
    expect(trackLinePart(frame, track, 0)).toEqual(whole);
    const part = trackLinePart(frame, track, 2);
    // It starts on the side the second and third tiles share, and ends where the whole line ends.
    const a = frame.centres;
    const h1 = plan.hexes[1] ?? -1;
    const h2 = plan.hexes[2] ?? -1;
    expect(part[0]?.[0]).toBeCloseTo(((a[h1 * 2] ?? 0) + (a[h2 * 2] ?? 0)) / 2, 9);
    expect(part[0]?.[1]).toBeCloseTo(((a[h1 * 2 + 1] ?? 0) + (a[h2 * 2 + 1] ?? 0)) / 2, 9);
    expect(part.at(-1)).toEqual(whole.at(-1));
    expect(part.length).toBeLessThan(whole.length);
    const join = trackLinePart(frame, track, plan.hexes.length);
    expect(join.length).toBeGreaterThan(2);
    expect(join.at(-1)).toEqual(whole.at(-1));
    expect(trackLinePart(frame, { ...track, to: -1 }, plan.hexes.length)).toEqual([]);
    const aid = buildAidGeometry(frame, [{ line: part, color: '#0072b2' }]);
    expect(aid.getAttribute('position').count).toBeGreaterThan(0);
    expect(buildAidGeometry(frame, []).getAttribute('position')?.count ?? 0).toBe(0);
  });
});

describe('the display chooser’s labels', () => {
  it('every style name and the chooser’s words are in every catalog', () => {
    const keys = [
      ...DISPLAY_STYLES.map((s) => `railways.display.style-${s}`),
      ...['open', 'close', 'tracks', 'cubes', 'buildAid', 'on', 'off'].map((k) => `railways.display.${k}`),
    ];
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      for (const key of keys) {
        let at: unknown = catalog;
        for (const part of key.split('.')) at = typeof at === 'object' && at !== null ? Reflect.get(at, part) : undefined;
        expect(typeof at === 'string' && at.length > 0, `${name} ${key}`).toBe(true);
      }
    }
  });
});
