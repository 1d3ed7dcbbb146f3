/**
 * The data file of the rule tests' map `fixture-hexes` (`shared-rules/maps/railways-fixture.ts`):
 * the standard numbers, 3 Empty City markers at any player count (a short game), and a small deck
 * with one card of every kind, in an order the tests can rely on after a shuffle only by id.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The fixture map's table. */
export const fixtureHexesTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'fixture-hexes',
  emptyCityMarkers: { 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 },
  fewerMarkers: 1,
  operations: [
    { kind: 'service-bounty', city: 'birch', points: 2 },
    { kind: 'major-line', a: 'ash', b: 'cedar', points: 4 },
    { kind: 'speed-record', links: 3, points: 3 },
    { kind: 'new-train', level: 4, points: 4 },
    { kind: 'railroad-era', points: 1 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'new-industry' },
    { kind: 'hotel' },
    { kind: 'executive', actions: 2 },
    { kind: 'land-grant' },
    { kind: 'perfect-engineering' },
    { kind: 'major-line', a: 'dale', b: 'fern', points: 3, special: 'fixture-special' },
  ],
  barons: [
    { kind: 'connect', a: 'ash', b: 'cedar', points: 6 },
    { kind: 'connect', a: 'dale', b: 'ivy', points: 6 },
    { kind: 'engine', level: 5, points: 5 },
    { kind: 'links', count: 4, points: 5 },
    { kind: 'cities', count: 5, points: 5 },
    { kind: 'connect', a: 'jade', b: 'birch', points: 6 },
    { kind: 'engine', level: 6, points: 7 },
    { kind: 'links', count: 6, points: 7 },
    { kind: 'cities', count: 7, points: 7 },
    { kind: 'connect', a: 'elm', b: 'cedar', points: 5 },
    { kind: 'connect', a: 'ash', b: 'ivy', points: 7 },
    { kind: 'connect', a: 'glen', b: 'hill', points: 4 },
  ],
};
