/**
 * `fixture-hexes`: a small Railways of the World map for rule tests, built in code (not shipped,
 * never offered at the table). A 12 × 10 parallelogram of hexes (axial q 0–11, r 0–9, circumradius
 * 10 km): a water column at q = 4 (rows 0–3), a mountain column at q = 5 (rows 0–2) and a mountain
 * hex at (8, 3); one ridge between (4, 1) and (5, 0); ten cities, two of them grey. From Ash, the
 * tiles (2, 1) plains, (3, 1) plains, (4, 1) water, (5, 1) mountain cost $11k and reach Birch;
 * ending at (5, 0) instead crosses the ridge: $15k (rules "A Build track"). Every fact a test
 * needs is found by name (`fixtureHex`, the city ids).
 */
import { railwaysMapSchema, type CityColor, type RailwaysMap } from './railways-map';

/** The fixture map's id. */
export const FIXTURE_HEXES_ID = 'fixture-hexes';

const COLS = 12;
const ROWS = 10;
const SIZE = 10;

/** The hex index of axial (q, r) on the fixture map (q 0–11, r 0–9). */
export function fixtureHex(q: number, r: number): number {
  return r * COLS + q;
}

/** The fixture's cities: id, colour, printed cubes, q, r. */
export const FIXTURE_CITIES: readonly (readonly [string, CityColor, number, number, number])[] = [
  ['ash', 'red', 2, 1, 1],
  ['birch', 'yellow', 2, 6, 1],
  ['cedar', 'blue', 3, 10, 1],
  ['dale', 'purple', 2, 1, 5],
  ['elm', 'black', 3, 5, 4],
  ['fern', 'red', 2, 9, 5],
  ['glen', 'grey', 0, 3, 8],
  ['hill', 'grey', 0, 7, 8],
  ['ivy', 'yellow', 2, 11, 8],
  ['jade', 'blue', 2, 0, 9],
];

/** The fixture map (validated by the schema). */
export function fixtureHexesMap(): RailwaysMap {
  const hexes = [];
  for (let r = 0; r < ROWS; r++) {
    for (let q = 0; q < COLS; q++) {
      const terrain = q === 4 && r <= 3 ? 'water' : (q === 5 && r <= 2) || (q === 8 && r === 3) ? 'mountain' : 'plains';
      const city = FIXTURE_CITIES.find((c) => c[3] === q && c[4] === r);
      const x = Math.round(SIZE * Math.sqrt(3) * (q + r / 2) * 10) / 10;
      const y = Math.round(SIZE * 1.5 * r * 10) / 10;
      hexes.push({
        q,
        r,
        x,
        y,
        terrain,
        ...(city === undefined ? {} : { city: { id: city[0], name: city[0][0]?.toUpperCase() + city[0].slice(1), localNames: {}, lon: q, lat: -r, color: city[1], cubes: city[2] } }),
      });
    }
  }
  const a = fixtureHex(4, 1);
  const b = fixtureHex(5, 0);
  return railwaysMapSchema.parse({
    format: 'railtable.railways-map',
    version: 1,
    id: FIXTURE_HEXES_ID,
    name: 'Fixture hexes',
    hexSizeKm: SIZE,
    hexes,
    ridges: [{ a: Math.min(a, b), b: Math.max(a, b) }],
    land: [[[-10, -10], [300, -10], [300, 150], [-10, 150]]],
    lakes: [],
    rivers: [],
    mountains: [],
    credits: 'Railtable test fixture.',
  });
}
