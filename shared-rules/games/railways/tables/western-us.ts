/**
 * The data file of the Western US map (`assets/maps/railways/western-us.json`): Our table's
 * numbers for this map, all in one place (shared/rules/railways-of-the-world.md "Our table").
 * - Empty City markers by player count, tuned by self-play to games of about 8–10 turns. The map
 *   prints 77 cubes (Eastern US 86) on sparser cities with longer links, so it takes fewer markers
 *   than Eastern US: in 100 four-player games of hard and medium bots (`npm run sim -- --game
 *   railways --map western-us --players 4 --bots hard,hard,medium,medium --games 100 --seed hm
 *   --swap-seats`) 9 markers gave a mean of 8.6 turns (median 8, 6–14); 5 at two players a median
 *   of 9 turns (30 games, seed p2), 11 at six players a median of 8 (30 games, seed p6); three and
 *   five players are interpolated. 11 markers at four players gave 10.7 turns (40 games, an
 *   earlier draft).
 * - The fewer-markers option: a third fewer (6 at four players): mean 6.7 turns (40 games, seed fm).
 * - 33 operations cards per the catalogue, of the Eastern US composition: 6 Service Bounties, 6
 *   Major Lines (the Coast Line, the Denver & Rio Grande Western, the Kansas Pacific, Seattle to
 *   Portland, the Katy, the Sunset Route) and the map special, the First Transcontinental Railroad
 *   (Omaha to Sacramento, 10 points: 23 hexes apart, a whole game's work), 3 Speed Records, 2 New
 *   Trains, 2 Railroad Eras, 3 City Growths, 2 New Industries, 2 Hotels, 2 Railroad Executives, 2
 *   Land Grants, 2 Perfect Engineerings.
 * - 12 Rail Baron cards (the base game's count). Their goals were set by self-play: in 40
 *   four-player games of hard and medium bots, a player owned a median of 8 links (quartiles 6–10)
 *   touching 12 cities (9–14), engines at level 2 (at most 5); goals of 10 links or 14 cities were
 *   met by a third of all players, 13 links or 17 cities by a tenth. The connect goals join big
 *   cities 6–10 hexes apart along historic lines (the Eastern US ones, 14 hexes and more, are
 *   almost never met by the bots; these are met now and then); engines 4 and 5.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The Western US table. */
export const westernUsTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'western-us',
  emptyCityMarkers: { 2: 5, 3: 7, 4: 9, 5: 10, 6: 11 },
  // The fewer-markers option: a third fewer (6 at four players), about two turns shorter.
  fewerMarkers: 3,
  operations: [
    { kind: 'service-bounty', city: 'san-francisco', points: 2 },
    { kind: 'service-bounty', city: 'los-angeles', points: 2 },
    { kind: 'service-bounty', city: 'denver', points: 2 },
    { kind: 'service-bounty', city: 'seattle', points: 3 },
    { kind: 'service-bounty', city: 'salt-lake-city', points: 3 },
    { kind: 'service-bounty', city: 'dallas', points: 2 },
    { kind: 'major-line', a: 'san-francisco', b: 'los-angeles', points: 4 },
    { kind: 'major-line', a: 'denver', b: 'salt-lake-city', points: 5 },
    { kind: 'major-line', a: 'kansas-city', b: 'denver', points: 4 },
    { kind: 'major-line', a: 'seattle', b: 'portland', points: 2 },
    { kind: 'major-line', a: 'kansas-city', b: 'dallas', points: 4 },
    { kind: 'major-line', a: 'los-angeles', b: 'el-paso', points: 5 },
    { kind: 'major-line', a: 'omaha', b: 'sacramento', points: 10, special: 'transcontinental' },
    { kind: 'speed-record', links: 3, points: 3 },
    { kind: 'speed-record', links: 4, points: 4 },
    { kind: 'speed-record', links: 5, points: 5 },
    { kind: 'new-train', level: 4, points: 4 },
    { kind: 'new-train', level: 6, points: 6 },
    { kind: 'railroad-era', points: 1 },
    { kind: 'railroad-era', points: 1 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'new-industry' },
    { kind: 'new-industry' },
    { kind: 'hotel' },
    { kind: 'hotel' },
    { kind: 'executive', actions: 2 },
    { kind: 'executive', actions: 2 },
    { kind: 'land-grant' },
    { kind: 'land-grant' },
    { kind: 'perfect-engineering' },
    { kind: 'perfect-engineering' },
  ],
  barons: [
    { kind: 'connect', a: 'portland', b: 'sacramento', points: 7 },
    { kind: 'connect', a: 'seattle', b: 'butte', points: 6 },
    { kind: 'connect', a: 'omaha', b: 'denver', points: 7 },
    { kind: 'connect', a: 'kansas-city', b: 'dallas', points: 6 },
    { kind: 'connect', a: 'los-angeles', b: 'phoenix', points: 5 },
    { kind: 'connect', a: 'denver', b: 'el-paso', points: 7 },
    { kind: 'engine', level: 4, points: 5 },
    { kind: 'engine', level: 5, points: 7 },
    { kind: 'links', count: 10, points: 6 },
    { kind: 'links', count: 13, points: 9 },
    { kind: 'cities', count: 14, points: 6 },
    { kind: 'cities', count: 17, points: 9 },
  ],
};
