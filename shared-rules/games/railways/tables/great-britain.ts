/**
 * The data file of the Great Britain map (`assets/maps/railways/great-britain.json`): Our table's
 * numbers for this map, all in one place (shared/rules/railways-of-the-world.md "Our table").
 * - Empty City markers by player count, tuned by self-play (hard and medium bots, seats swapped)
 *   to games of about 8–10 turns; the map prints 82 cubes (Eastern US 86), but its 2-cube cities
 *   empty fast, so the counts spread wider than Eastern US's: 2 players 8 markers (median 10
 *   turns, hard,medium ×40), 3 players 11 (median 9, hard,medium,medium ×30), 4 players 14 (mean
 *   8.4, median 8; hard,hard,medium,medium ×100), 6 players 21 (median 8, three of each ×36); 5
 *   players 17 between them. The fewer-markers option takes 5 away (9 at four players: median 7
 *   turns, mean 6.9).
 * - 33 operations cards per the catalogue, the Eastern US composition: 6 Service Bounties (the
 *   far ends Aberdeen and Plymouth pay 3), 6 Major Lines after the first trunk lines (London and
 *   Birmingham 1838, the Great Western to Bristol 1841, Manchester and Leeds over the Pennines
 *   1841, Newcastle and Carlisle 1838, Edinburgh and Glasgow 1842, the Highland line Perth to
 *   Inverness) and the map special, the East Coast Main Line (London to Edinburgh, 25 hexes, 10
 *   points), 3 Speed Records, 2 New Trains, 2 Railroad Eras, 3 City Growths, 2 New Industries, 2
 *   Hotels, 2 Railroad Executives, 2 Land Grants, 2 Perfect Engineerings.
 * - 12 Rail Baron cards (the base game's count). Connect goals join big cities 14–19 hexes apart
 *   (Eastern US: 13–21). The others were set by self-play so that none is met without trying: in
 *   40 four-player games of hard and medium bots, a player owned a median of 10 links (quartiles
 *   9–11) touching 13 cities (11–16), engines at level 3 (at most 6); the goals of 12 and 14 links
 *   were met by 24 % and 7 % of all players, 16 and 19 cities by 25 % and 2 %, engine 5 and 6 by
 *   8 % and 2 %.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The Great Britain table. */
export const greatBritainTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'great-britain',
  emptyCityMarkers: { 2: 8, 3: 11, 4: 14, 5: 17, 6: 21 },
  // The fewer-markers option: about a third fewer.
  fewerMarkers: 5,
  operations: [
    { kind: 'service-bounty', city: 'london', points: 2 },
    { kind: 'service-bounty', city: 'manchester', points: 2 },
    { kind: 'service-bounty', city: 'glasgow', points: 2 },
    { kind: 'service-bounty', city: 'newcastle', points: 2 },
    { kind: 'service-bounty', city: 'aberdeen', points: 3 },
    { kind: 'service-bounty', city: 'plymouth', points: 3 },
    { kind: 'major-line', a: 'london', b: 'birmingham', points: 4 },
    { kind: 'major-line', a: 'london', b: 'bristol', points: 4 },
    { kind: 'major-line', a: 'leeds', b: 'manchester', points: 3 },
    { kind: 'major-line', a: 'newcastle', b: 'carlisle', points: 3 },
    { kind: 'major-line', a: 'glasgow', b: 'edinburgh', points: 2 },
    { kind: 'major-line', a: 'perth', b: 'inverness', points: 5 },
    { kind: 'major-line', a: 'london', b: 'edinburgh', points: 10, special: 'east-coast-main-line' },
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
    { kind: 'connect', a: 'london', b: 'newcastle', points: 8 },
    { kind: 'connect', a: 'birmingham', b: 'newcastle', points: 7 },
    { kind: 'connect', a: 'glasgow', b: 'manchester', points: 7 },
    { kind: 'connect', a: 'london', b: 'liverpool', points: 7 },
    { kind: 'connect', a: 'bristol', b: 'leeds', points: 7 },
    { kind: 'connect', a: 'liverpool', b: 'edinburgh', points: 7 },
    { kind: 'engine', level: 5, points: 6 },
    { kind: 'engine', level: 6, points: 8 },
    { kind: 'links', count: 12, points: 6 },
    { kind: 'links', count: 14, points: 9 },
    { kind: 'cities', count: 16, points: 6 },
    { kind: 'cities', count: 19, points: 9 },
  ],
};
