/**
 * A deterministic mid-size Transglobal map for tests, the simulator and benchmarks, id
 * `fixture-grid`: a triangular lattice of 18 × 14 intersections (less a 4-intersection no-grid
 * hole), about 700 links, a north–south river and a mountain block of $2 links, and 35 cities
 * in 5 regions of 7 (2 dashed each). It is not a real map: real maps come from
 * `assets/maps/transglobal/` and are registered from JSON (`./transglobal-registry.ts`).
 */
import type { MapCity, MapLink, TransglobalMap } from './transglobal-map';

/** The id of the fixture map. */
export const FIXTURE_GRID_ID = 'fixture-grid';

const COLS = 18;
const ROWS = 14;
const SPACING = 150;
const ROW_HEIGHT = (SPACING * Math.sqrt(3)) / 2;
/** Lattice cells without grid (the no-grid hole), as `col,row`. */
const HOLE = new Set(['7,6', '8,6', '7,7', '8,7']);
/** The river runs north–south at this x (km) from row 3 down. */
const RIVER_X = 9.3 * SPACING;
const RIVER_FROM_ROW = 3;

const REGIONS = [
  { id: 'west', name: 'West', color: '#e69f00', symbol: 'circle', origin: [0, 0] },
  { id: 'north', name: 'North', color: '#56b4e9', symbol: 'square', origin: [6, 0] },
  { id: 'east', name: 'East', color: '#009e73', symbol: 'triangle', origin: [12, 0] },
  { id: 'south', name: 'South', color: '#cc79a7', symbol: 'diamond', origin: [1, 7] },
  { id: 'coast', name: 'Coast', color: '#d55e00', symbol: 'star', origin: [10, 7] },
] as const;
/** City positions inside a region, relative to its origin (col, row); the first two are dashed. */
const PATTERN = [[0, 0], [4, 5], [2, 1], [4, 0], [1, 3], [3, 3], [0, 5]] as const;
const LETTERS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'] as const;

function isMountain(col: number, row: number): boolean {
  return row >= 2 && row <= 5 && col >= 13 && col <= 16;
}

let cached: TransglobalMap | undefined;

/**
 * The `fixture-grid` map (built once, then the same object). Links cost $2 `river` where they
 * cross the river line, $2 `mountain` where both ends are in the mountain block, else $1.
 */
export function fixtureGridMap(): TransglobalMap {
  if (cached) return cached;
  const idAt = new Map<string, number>();
  const intersections: TransglobalMap['intersections'] = [];
  const pos: { col: number; row: number; x: number; y: number }[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      if (HOLE.has(`${col},${row}`)) continue;
      const id = intersections.length;
      const x = (col + (row % 2) * 0.5) * SPACING;
      const y = row * ROW_HEIGHT;
      idAt.set(`${col},${row}`, id);
      intersections.push({ id, q: col - (row - (row % 2)) / 2, r: row, x, y });
      pos.push({ col, row, x, y });
    }
  }
  const links: MapLink[] = [];
  const join = (a: number | undefined, b: number | undefined): void => {
    if (a === undefined || b === undefined) return;
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    const pa = pos[lo];
    const pb = pos[hi];
    if (!pa || !pb) return;
    const crossesRiver = (pa.x < RIVER_X) !== (pb.x < RIVER_X) && Math.min(pa.row, pb.row) >= RIVER_FROM_ROW;
    const mountain = isMountain(pa.col, pa.row) && isMountain(pb.col, pb.row);
    const reason = crossesRiver ? 'river' : mountain ? 'mountain' : 'plain';
    links.push({ id: links.length, a: lo, b: hi, cost: reason === 'plain' ? 1 : 2, reason });
  };
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const here = idAt.get(`${col},${row}`);
      join(here, idAt.get(`${col + 1},${row}`));
      const left = row % 2 === 0 ? col - 1 : col;
      join(here, idAt.get(`${left},${row + 1}`));
      join(here, idAt.get(`${left + 1},${row + 1}`));
    }
  }
  const cities: MapCity[] = [];
  for (const region of REGIONS) {
    PATTERN.forEach(([dc, dr], i) => {
      const col = region.origin[0] + dc;
      const row = region.origin[1] + dr;
      const intersection = idAt.get(`${col},${row}`);
      const p = intersection === undefined ? undefined : pos[intersection];
      if (intersection === undefined || !p) return;
      cities.push({
        id: `${region.id}-${i}`,
        name: `${region.name} ${LETTERS[i] ?? i}`,
        region: region.id,
        dashed: i < 2,
        intersection,
        lon: -120 + p.x / 80,
        lat: 50 - p.y / 110,
      });
    });
  }
  const maxX = (COLS - 0.5) * SPACING;
  const maxY = (ROWS - 1) * ROW_HEIGHT;
  const holeX = 7 * SPACING;
  const holeY = 6 * ROW_HEIGHT;
  cached = {
    format: 'railtable.transglobal-map',
    version: 1,
    id: FIXTURE_GRID_ID,
    name: 'Fixture grid',
    spacingKm: SPACING,
    bounds: { minX: -SPACING / 2, minY: -SPACING / 2, maxX: maxX + SPACING / 2, maxY: maxY + SPACING / 2 },
    intersections,
    links,
    regions: REGIONS.map(({ id, name, color, symbol }) => ({ id, name, color, symbol })),
    cities,
    noGrid: [[[holeX - 20, holeY - 20], [holeX + 1.5 * SPACING + 20, holeY - 20], [holeX + 1.5 * SPACING + 20, holeY + ROW_HEIGHT + 20], [holeX - 20, holeY + ROW_HEIGHT + 20]]],
    layers: {
      land: [[[-SPACING / 2, -SPACING / 2], [maxX + SPACING / 2, -SPACING / 2], [maxX + SPACING / 2, maxY + SPACING / 2], [-SPACING / 2, maxY + SPACING / 2]]],
      lakes: [],
      rivers: [[[RIVER_X, RIVER_FROM_ROW * ROW_HEIGHT - 40], [RIVER_X, maxY + SPACING / 2]]],
      mountains: [[[13 * SPACING - 20, 2 * ROW_HEIGHT - 20], [17 * SPACING + 20, 2 * ROW_HEIGHT - 20], [17 * SPACING + 20, 5 * ROW_HEIGHT + 20], [13 * SPACING - 20, 5 * ROW_HEIGHT + 20]]],
    },
  };
  return cached;
}
