/**
 * Paris Connection's city names on the real France map (issue #14 §2: names never over pieces or
 * each other, readable from both long edges): the pieces' boxes the names keep off cover the
 * locomotive models; with an empty board no two names overlap (Caen and Rouen, Dijon and
 * Besançon did); with locomotives on many hexes no name hides a piece.
 */
import { describe, expect, it } from 'vitest';
import { fitBoardView, hexToWorld, worldPerPx, worldToScreen } from '../../renderer/board-kit';
import { boxOverlap, nameBox, type NameBox } from '../../renderer/board-kit/labels/place-names';
import { locomotiveGeometry, parisFrame, pieceHalfSizePx } from '../../renderer/games/paris/board-geometry';
import { initials, placeParisNames, shortName, type PlacedParisName } from '../../renderer/games/paris/names';
import { createRandom } from '../../shared-rules/core/random';
import { boardOf } from '../../shared-rules/games/paris/board';

const board = boardOf('france');
const map = board.map;
const frame = parisFrame(map);
const cities = map.hexes.flatMap((h, i) => (h.city === undefined ? [] : [i]));
const measure = (text: string, px: number): number => text.length * px * 0.6;

/** How far the locomotives on hex `index` (bitmask `mask`) reach from its centre along world x and z, in hex sizes. */
function pieceReach(index: number, mask: number): { x: number; z: number } {
  const occupied = map.hexes.map((_, i) => (i === index ? mask : 0));
  const g = locomotiveGeometry(map, frame.layout, occupied);
  const c = hexToWorld(frame.layout, map.hexes[index] ?? { q: 0, r: 0 });
  const p = g.getAttribute('position');
  let x = 0;
  let z = 0;
  for (let v = 0; v < p.count; v++) {
    x = Math.max(x, Math.abs(p.getX(v) - c.x));
    z = Math.max(z, Math.abs(p.getZ(v) - c.z));
  }
  return { x: x / frame.layout.size, z: z / frame.layout.size };
}

/** The names placed as the board area places them, on a board of `width × height` px with `labelPx` names. */
function layout(width: number, height: number, labelPx: number, occupied: readonly number[], panels: readonly NameBox[] = []): { names: PlacedParisName[]; pieces: NameBox[] } {
  const view = fitBoardView(frame.transform, width, height, 6);
  const canvas = { left: 0, top: 0, width, height };
  const hexPx = frame.layout.size / worldPerPx(view, canvas);
  const centreOf = (index: number): { x: number; y: number } => {
    const w = hexToWorld(frame.layout, map.hexes[index] ?? { q: 0, r: 0 });
    return worldToScreen(view, canvas, w.x, w.z);
  };
  const named = cities.map((index) => ({ hex: index, id: map.hexes[index]?.city?.id ?? '', name: map.hexes[index]?.city?.name ?? '', value: map.hexes[index]?.value ?? 0, ...centreOf(index) }));
  const pieces = occupied.flatMap((mask, index) => {
    const half = pieceHalfSizePx(mask, hexPx);
    if (half === undefined) return [];
    const c = centreOf(index);
    return [{ x0: c.x - half.x, y0: c.y - half.y, x1: c.x + half.x, y1: c.y + half.y }];
  });
  return { names: placeParisNames(named, occupied, centreOf, hexPx, labelPx, width, height, measure, panels), pieces };
}

/** The pairs of names shown whose boxes overlap (more than rounding). */
function overlappingPairs(placed: readonly PlacedParisName[]): string[] {
  const pairs: string[] = [];
  const names = placed.filter((n) => !n.hidden);
  names.forEach((a, i) => names.slice(i + 1).forEach((b) => {
    if (boxOverlap(nameBox(a), nameBox(b)) > 0.5) pairs.push(`${a.id}/${b.id}`);
  }));
  return pairs;
}

/** Seeded locomotives on about `percent` % of the hexes: one company, or two on a city. */
function scattered(seed: string, percent: number): number[] {
  const random = createRandom(seed);
  return map.hexes.map((h) => {
    if (random.int(0, 99) >= percent) return 0;
    const first = random.int(0, 5);
    const second = random.int(0, 5);
    return h.city !== undefined && second !== first ? (1 << first) | (1 << second) : 1 << first;
  });
}

/**
 * Seeded locomotives on about `percent` % of the hexes as the rules allow them (rules "Build
 * track": a city holds one, a rural hex one or two of different companies).
 */
function midGame(seed: string, percent: number): number[] {
  const random = createRandom(seed);
  return map.hexes.map((h) => {
    if (random.int(0, 99) >= percent) return 0;
    const first = random.int(0, 5);
    const second = random.int(0, 5);
    return h.city === undefined && second !== first && random.int(0, 1) === 0 ? (1 << first) | (1 << second) : 1 << first;
  });
}

// The board area at 1920×1080 and at 3840×2160 (names 14 px and 28 px).
const SIZES = [
  [1660, 820, 14],
  [3320, 1640, 28],
] as const;

// The board area at 1280×800 (40 ppi): 1280 and 800 less Paris's 78 mm seat panels (123 px) and
// a 5 px gap each side; names at the 14 px minimum.
const SMALL = [1024, 544, 14] as const;

describe('Paris city names', () => {
  it('the box a name keeps off covers the locomotive models on a hex, one or two', () => {
    expect(pieceHalfSizePx(0, 30)).toBeUndefined();
    const masks = [...[0, 1, 2, 3, 4, 5].map((c) => 1 << c), ...[1, 2, 3, 4, 5].map((c) => 1 | (1 << c))];
    for (const index of cities) {
      for (const m of masks) {
        const reach = pieceReach(index, m);
        const half = pieceHalfSizePx(m, 1);
        expect(half?.x ?? 0).toBeGreaterThanOrEqual(reach.x - 1e-9);
        expect(half?.y ?? 0).toBeGreaterThanOrEqual(reach.z - 1e-9);
      }
    }
  });

  it('on an empty board every name shows whole on or beside its city and no two overlap', () => {
    for (const [width, height, labelPx] of [...SIZES, SMALL]) {
      const { names } = layout(width, height, labelPx, map.hexes.map(() => 0));
      expect(names).toHaveLength(cities.length);
      expect(names.filter((n) => n.hidden || n.label !== n.name)).toEqual([]);
      expect(overlappingPairs(names)).toEqual([]);
      for (const n of names) expect(Math.hypot(n.cx - n.x, n.cy - n.y)).toBeLessThan(n.width / 2 + n.height);
      // Most names stay on their own hexagon.
      expect(names.filter((n) => n.cx === n.x && n.cy === n.y).length).toBeGreaterThan(cities.length / 2);
    }
  });

  it('with locomotives on a third of the hexes no two names overlap and no name hides a piece', () => {
    const area = (b: NameBox): number => (b.x1 - b.x0) * (b.y1 - b.y0);
    let names = 0;
    let clear = 0;
    for (const [width, height, labelPx] of SIZES) {
      for (const seed of 'abcdefghijklmnopqrst') {
        const occupied = scattered(seed, 33);
        const placed = layout(width, height, labelPx, occupied);
        expect(overlappingPairs(placed.names), `seed ${seed} at ${width}px`).toEqual([]);
        for (const n of placed.names) {
          const box = nameBox(n);
          // Where no place is free a name may touch a piece's corner: never a quarter of its box.
          for (const p of placed.pieces) expect(boxOverlap(box, p) / area(p), `${n.id}, seed ${seed} at ${width}px`).toBeLessThan(0.25);
          names += 1;
          if (placed.pieces.every((p) => boxOverlap(box, p) <= 0.5)) clear += 1;
        }
      }
    }
    // Names on their hex centres (the old way) touched 7–21 pieces in each of these boards.
    expect(clear / names).toBeGreaterThan(0.9);
  });

  it('at 1280×800 with locomotives on a third of the hexes no two names overlap, none covers a quarter of a locomotive, and most show whole', () => {
    const [width, height, labelPx] = SMALL;
    let boards = 0;
    // Names of free and of taken cities: shown whole, cut short or as the disc alone, left out.
    const free = { whole: 0, cut: 0, hidden: 0 };
    const taken = { whole: 0, cut: 0, hidden: 0 };
    for (const [kind, occupy] of [
      ['rules', midGame],
      ['two on a city', scattered],
    ] as const) {
      for (let seed = 0; seed < 100; seed++) {
        const occupied = occupy(`small-${seed}`, 33);
        const placed = layout(width, height, labelPx, occupied);
        expect(overlappingPairs(placed.names), `${kind}, seed ${seed}`).toEqual([]);
        for (const n of placed.names) {
          const tally = (occupied[n.hex] ?? 0) === 0 ? free : taken;
          if (n.hidden) {
            tally.hidden += 1;
            continue;
          }
          const box = nameBox(n);
          expect(box.x0 >= 0 && box.y0 >= 0 && box.x1 <= width && box.y1 <= height, `${n.id} on the board, ${kind}, seed ${seed}`).toBe(true);
          // Where no place is free a name may touch a piece's corner: never a quarter of its box.
          for (const p of placed.pieces) expect(boxOverlap(box, p) / ((p.x1 - p.x0) * (p.y1 - p.y0)), `${n.id}, ${kind}, seed ${seed}`).toBeLessThan(0.25);
          if (n.label === n.name) tally.whole += 1;
          else tally.cut += 1;
        }
        boards += 1;
      }
    }
    // Of 28 names a board, about 26 show whole (26.1 on these 200) and about 1.4 cut short or
    // as their value disc alone. A free city's name (a place to build) is never left out: its
    // disc always fits on its own hexagon. A taken city's (it holds its one locomotive) with no
    // place for its name, whole or cut, is left out, about one in two boards (0.57): its disc
    // would float among the pieces, and its hexagon's fill shows its value.
    expect((free.whole + taken.whole) / boards).toBeGreaterThan(25.5);
    expect((free.cut + taken.cut) / boards).toBeLessThan(1.6);
    expect(free.hidden).toBe(0);
    expect(taken.hidden / boards).toBeLessThan(0.7);
  });

  it('a name cut short keeps its first letters up to a consonant before a vowel, and stays apart from the others', () => {
    const all = cities.map((i) => map.hexes[i]?.city?.name ?? '');
    expect(['Montpellier', 'Strasbourg', 'Marseille', 'Clermont-Ferrand', 'Lyon', 'Le Mans', 'Besançon'].map((n) => shortName(n, all))).toEqual(['Montp.', 'Strasb.', 'Mars.', 'Clerm.', 'Lyon', 'Le Mans', 'Besançon']);
    expect(['Besançon', 'Nantes', 'Lille', 'Le Mans'].map((n) => initials(n, all))).toEqual(['Bes.', 'Nan.', 'Lille', 'Le Mans']);
    // Three letters that start two names take a fourth.
    expect(initials('Bordeaux', ['Bordeaux', 'Bormio'])).toBe('Bord.');
    for (const n of all) {
      for (const short of [shortName(n, all), initials(n, all)]) {
        if (short === n) continue;
        expect(all.filter((o) => o.startsWith(short.slice(0, -1)))).toEqual([n]);
      }
    }
  });

  it('a name on a city with locomotives lies beside them, toward its reader first', () => {
    const [width, height, labelPx] = SIZES[0];
    for (const [id, north] of [
      ['limoges', false],
      ['troyes', true],
    ] as const) {
      const hex = cities.find((i) => map.hexes[i]?.city?.id === id);
      expect(hex).toBeDefined();
      const occupied = map.hexes.map((_, i) => (i === hex ? 1 : 0));
      const name = layout(width, height, labelPx, occupied).names.find((n) => n.hex === hex);
      // In the north half a name is turned to the far edge: its reader's "below" is up the screen.
      expect(name?.north).toBe(north);
      expect(north ? (name?.y ?? 0) - (name?.cy ?? 0) : (name?.cy ?? 0) - (name?.y ?? 0)).toBeGreaterThan((pieceHalfSizePx(1, 35)?.y ?? 0) + (name?.height ?? 0) / 2);
      expect(name?.cx).toBe(name?.x);
    }
  });

  it('no name goes under a company display over the board', () => {
    const [width, height, labelPx] = SIZES[0];
    const empty = map.hexes.map(() => 0);
    const strasbourg = layout(width, height, labelPx, empty).names.find((n) => n.id === 'strasbourg');
    expect(strasbourg).toBeDefined();
    // A display over Strasbourg's hexagon and the space to its right.
    const panel = { x0: (strasbourg?.x ?? 0) - 10, y0: 0, x1: width, y1: (strasbourg?.y ?? 0) + 10 };
    const moved = layout(width, height, labelPx, empty, [panel]).names;
    expect(moved.find((n) => n.id === 'strasbourg')?.cy).not.toBe(strasbourg?.cy);
    for (const n of moved) expect(boxOverlap(nameBox(n), panel), n.id).toBeLessThanOrEqual(0.5);
  });
});
