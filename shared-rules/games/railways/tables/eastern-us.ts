/**
 * The data file of the Eastern US map (`assets/maps/railways/eastern-us.json`): Our table's
 * numbers for this map, all in one place (shared/rules/railways-of-the-world.md "Our table").
 * - Empty City markers by player count, tuned by self-play to games of about 8–10 turns
 *   (figures in README "Railways of the World").
 * - 33 operations cards per the catalogue (the base game's 37 for two maps, scaled): 6 Service
 *   Bounties, 6 Major Lines and the map special (the Western Link, Chicago to Kansas City), 3 Speed
 *   Records, 2 New Trains, 2 Railroad Eras, 3 City Growths, 2 New Industries, 2 Hotels, 2
 *   Railroad Executives, 2 Land Grants, 2 Perfect Engineerings.
 * - 12 Rail Baron cards (the base game's count). Their goals were set by self-play so that none is
 *   met without trying: in 15 four-player games of hard and medium bots, a player owned a median
 *   of 10 links (quartiles 8–12) touching 15 cities (12–17), engines at level 2 (at most 3); goals
 *   of 8 links or 10 cities were met 75 % and 93 % of the time by players not aiming at them.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The Eastern US table. */
export const easternUsTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'eastern-us',
  emptyCityMarkers: { 2: 10, 3: 11, 4: 12, 5: 13, 6: 14 },
  // The fewer-markers option: a third fewer (8 at four players), about two turns shorter.
  fewerMarkers: 4,
  operations: [
    { kind: 'service-bounty', city: 'new-york', points: 2 },
    { kind: 'service-bounty', city: 'chicago', points: 2 },
    { kind: 'service-bounty', city: 'atlanta', points: 2 },
    { kind: 'service-bounty', city: 'new-orleans', points: 3 },
    { kind: 'service-bounty', city: 'montreal', points: 3 },
    { kind: 'service-bounty', city: 'st-louis', points: 2 },
    { kind: 'major-line', a: 'new-york', b: 'chicago', points: 6 },
    { kind: 'major-line', a: 'philadelphia', b: 'pittsburgh', points: 3 },
    { kind: 'major-line', a: 'atlanta', b: 'new-orleans', points: 4 },
    { kind: 'major-line', a: 'boston', b: 'montreal', points: 3 },
    { kind: 'major-line', a: 'detroit', b: 'toronto', points: 2 },
    { kind: 'major-line', a: 'richmond', b: 'atlanta', points: 4 },
    { kind: 'major-line', a: 'chicago', b: 'kansas-city', points: 5, special: 'western-link' },
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
    { kind: 'connect', a: 'new-york', b: 'chicago', points: 8 },
    { kind: 'connect', a: 'boston', b: 'atlanta', points: 8 },
    { kind: 'connect', a: 'philadelphia', b: 'st-louis', points: 7 },
    { kind: 'connect', a: 'chicago', b: 'new-orleans', points: 8 },
    { kind: 'connect', a: 'kansas-city', b: 'pittsburgh', points: 7 },
    { kind: 'connect', a: 'montreal', b: 'richmond', points: 7 },
    { kind: 'engine', level: 5, points: 6 },
    { kind: 'engine', level: 6, points: 8 },
    { kind: 'links', count: 12, points: 6 },
    { kind: 'links', count: 15, points: 9 },
    { kind: 'cities', count: 16, points: 6 },
    { kind: 'cities', count: 20, points: 9 },
  ],
};
