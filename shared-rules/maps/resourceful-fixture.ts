/**
 * `fixture-mileposts`: a small Resourceful Rails map for rule tests, built in code (not shipped,
 * never offered at the table). A 24 × 18 lattice (spacing 10 km): a mountain band (columns 10–11,
 * alpine at rows 8–9), the river `fixture-river` between columns 5 and 6 (and between 9 and 10 along
 * rows 0–2, into the mountains), a lake crossing on row 16 (columns 14–15), 7 major
 * cities, 3 medium and 4 small cities, one ferry, 6 goods, a 136-card deck and one event of each kind.
 * Every fact a rule test needs is found by name (`fixtureCity`, `fixtureMilepost`).
 */
import { resourcefulMapSchema, type DemandCard, type ResourcefulMap } from './resourceful-map';

/** The fixture map's id. */
export const FIXTURE_MILEPOSTS_ID = 'fixture-mileposts';

const COLS = 24;
const ROWS = 18;
const SPACING = 10;
const ROW = Math.sqrt(3) / 2;

/** The milepost id of lattice point (q, r) on the fixture map (columns 0–23, rows 0–17). */
export function fixtureMilepost(q: number, r: number): number {
  return r * COLS + q;
}

const MAJORS: readonly [string, number, number][] = [
  ['alpha', 3, 3], ['bravo', 16, 3], ['charlie', 3, 14], ['delta', 16, 14], ['echo', 8, 8], ['foxtrot', 20, 8], ['golf', 13, 11],
];
const SMALL_MEDIUM: readonly [string, 'small' | 'medium', number, number][] = [
  ['mike', 'medium', 7, 2], ['nova', 'medium', 20, 1], ['oscar', 'medium', 1, 9],
  ['papa', 'small', 12, 6], ['quebec', 'small', 6, 12], ['romeo', 'small', 22, 16], ['sierra', 'small', 1, 17],
];
const NEIGHBOURS: readonly [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

/** The fixture map (validated by the schema). */
export function fixtureMilepostsMap(): ResourcefulMap {
  const mileposts = [];
  for (let r = 0; r < ROWS; r++) {
    for (let q = 0; q < COLS; q++) {
      const terrain = q === 10 || q === 11 ? (r === 8 || r === 9 ? 'alpine' : 'mountain') : 'clear';
      mileposts.push({ id: r * COLS + q, q, r, x: Math.round((q + r / 2) * SPACING * 10) / 10, y: Math.round(r * ROW * SPACING * 10) / 10, terrain } as const);
    }
  }
  const edges = [];
  for (let r = 0; r < ROWS; r++) {
    for (let q = 0; q < COLS; q++) {
      for (const [dq, dr] of [[1, 0], [0, 1], [-1, 1]] as const) {
        const q2 = q + dq;
        const r2 = r + dr;
        if (q2 < 0 || q2 >= COLS || r2 >= ROWS) continue;
        const a = fixtureMilepost(q, r);
        const b = fixtureMilepost(q2, r2);
        const bridges = (Math.min(q, q2) === 5 && Math.max(q, q2) === 6) || (r <= 2 && r2 === r && Math.min(q, q2) === 9 && Math.max(q, q2) === 10);
        const lake = r === 16 && r2 === 16 && Math.min(q, q2) === 14;
        edges.push({ id: 0, a: Math.min(a, b), b: Math.max(a, b), river: bridges ? 0 : null, crossing: lake ? ('lake' as const) : ('none' as const) });
      }
    }
  }
  edges.sort((x, y) => x.a - y.a || x.b - y.b);
  edges.forEach((edge, id) => (edge.id = id));
  const cities = [
    ...MAJORS.map(([id, q, r]) => ({ id, name: id[0]?.toUpperCase() + id.slice(1), localNames: { ar: id, ko: id }, size: 'major' as const, mileposts: [fixtureMilepost(q, r), ...NEIGHBOURS.map(([dq, dr]) => fixtureMilepost(q + dq, r + dr))], lon: q, lat: r })),
    ...SMALL_MEDIUM.map(([id, size, q, r]) => ({ id, name: id[0]?.toUpperCase() + id.slice(1), localNames: { ar: id, ko: id }, size, mileposts: [fixtureMilepost(q, r)], lon: q, lat: r })),
  ];
  const goods = [
    { id: 'apples', sources: ['mike', 'alpha'] },
    { id: 'coal', sources: ['papa'] },
    { id: 'fish', sources: ['sierra', 'romeo'] },
    { id: 'steel', sources: ['bravo'] },
    { id: 'timber', sources: ['oscar', 'nova'] },
    { id: 'wine', sources: ['quebec'] },
  ].map((good) => ({ ...good, name: good.id, localNames: { ar: good.id, ko: good.id }, loads: 3 }));
  const destinations = ['delta', 'charlie', 'foxtrot', 'golf', 'echo', 'nova', 'quebec', 'romeo', 'sierra', 'mike'];
  const demandCards: DemandCard[] = [];
  for (let id = 0; id < 136; id++) {
    const demands = [0, 1, 2].map((k) => {
      const good = goods[(id + k * 2) % goods.length] ?? goods[0];
      const options = destinations.filter((city) => !good?.sources.includes(city));
      return { city: options[(id * 3 + k) % options.length] ?? 'delta', good: good?.id ?? 'apples', payment: 15 + ((id * 7 + k * 11) % 36) };
    });
    demandCards.push({ id, demands });
  }
  return resourcefulMapSchema.parse({
    format: 'railtable.resourceful-map',
    version: 1,
    id: FIXTURE_MILEPOSTS_ID,
    name: 'Fixture mileposts',
    spacingKm: SPACING,
    bounds: { minX: 0, minY: 0, maxX: (COLS + ROWS / 2) * SPACING, maxY: ROWS * ROW * SPACING },
    majorsToWin: 6,
    mileposts,
    edges,
    rivers: [{ id: 'fixture-river', name: 'Fixture River' }],
    cities,
    ferries: [{ id: 'fixture-ferry', name: 'Fixture ferry', a: fixtureMilepost(22, 12), b: fixtureMilepost(22, 4), cost: 8 }],
    goods,
    demandCards,
    events: [
      { id: 136, kind: 'strike', cities: ['delta', 'golf'] },
      { id: 137, kind: 'flood', river: 0 },
      { id: 138, kind: 'snow' },
      { id: 139, kind: 'derailment', cities: ['echo', 'golf'] },
    ],
    layers: { land: [[[0, 0], [1, 1]]], lakes: [], rivers: [{ river: 0, path: [[55, 0], [55, 150]] }], mountains: [] },
  });
}
