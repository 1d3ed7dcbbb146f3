/**
 * A small synthetic Transglobal map for the board's tests: a 9 × 7 triangular lattice at
 * 100 km spacing (63 intersections), a river crossing (links over x = 450 km cost $2 river),
 * a mountain block ($2 mountain), one strait link, a lake, 5 regions of 7 cities (2 dashed).
 * It passes `loadTransglobalMap` (schema and cross-checks).
 */
import { loadTransglobalMap } from '../../shared-rules/maps/transglobal-load';
import type { MapLink, TransglobalMap } from '../../shared-rules/maps/transglobal-map';

const COLS = 9;
const ROWS = 7;
const SPACING = 100;
const ROW_H = (SPACING * Math.sqrt(3)) / 2;
const SYMBOLS = ['circle', 'square', 'triangle', 'diamond', 'star'] as const;
const COLORS = ['#aa0022', '#665566', '#335544', '#9922ee', '#664400'] as const;

/** The synthetic map (validated; throws if it ever stops being a valid map). */
export function syntheticMap(): TransglobalMap {
  const intersections: TransglobalMap['intersections'] = [];
  const at = new Map<string, number>();
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const id = intersections.length;
      at.set(`${col},${row}`, id);
      intersections.push({ id, q: col - (row - (row % 2)) / 2, r: row, x: (col + (row % 2) * 0.5) * SPACING, y: row * ROW_H });
    }
  }
  const links: MapLink[] = [];
  const join = (a: number | undefined, b: number | undefined): void => {
    if (a === undefined || b === undefined) return;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const pa = intersections[lo];
    const pb = intersections[hi];
    if (!pa || !pb) return;
    const river = (pa.x < 450) !== (pb.x < 450);
    const mountain = pa.x >= 600 && pb.x >= 600 && pa.y <= 2 * ROW_H && pb.y <= 2 * ROW_H;
    const strait = lo === 0 && hi === 1;
    const reason = strait ? 'strait' : river ? 'river' : mountain ? 'mountain' : 'plain';
    links.push({ id: links.length, a: lo, b: hi, cost: reason === 'plain' ? 1 : 2, reason });
  };
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const here = at.get(`${col},${row}`);
      join(here, at.get(`${col + 1},${row}`));
      const left = row % 2 === 0 ? col - 1 : col;
      join(here, at.get(`${left},${row + 1}`));
      join(here, at.get(`${left + 1},${row + 1}`));
    }
  }
  const regions = SYMBOLS.map((symbol, i) => ({ id: `r${i}`, name: `Region ${i}`, color: COLORS[i] ?? '#000000', symbol }));
  const cities = Array.from({ length: 35 }, (_, k) => {
    const region = k % 5;
    const intersection = (k * 17) % intersections.length;
    return { id: `c${k}`, name: `City ${k}`, region: `r${region}`, dashed: k < 10, intersection, lon: 0, lat: 0 };
  });
  const maxX = (COLS - 0.5) * SPACING;
  const maxY = (ROWS - 1) * ROW_H;
  const json = {
    format: 'railtable.transglobal-map',
    version: 1,
    id: 'synthetic',
    name: 'Synthetic',
    spacingKm: SPACING,
    bounds: { minX: -50, minY: -50, maxX: maxX + 50, maxY: maxY + 50 },
    intersections,
    links,
    regions,
    cities,
    noGrid: [],
    layers: {
      land: [[[-50, -50], [maxX + 50, -50], [maxX + 50, maxY + 50], [-50, maxY + 50], [-50, -50]]],
      lakes: [[[120, 420], [180, 420], [180, 470], [120, 470]]],
      rivers: [[[450, -50], [450, maxY + 50]]],
      mountains: [[[590, -20], [maxX + 40, -20], [maxX + 40, 2 * ROW_H + 20], [590, 2 * ROW_H + 20]]],
    },
  };
  const loaded = loadTransglobalMap(json);
  if (!loaded.ok) throw new Error(`synthetic map is invalid: ${loaded.error}`);
  return loaded.map;
}
