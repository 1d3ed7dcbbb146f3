/**
 * The data file of the Portugal map (`assets/maps/railways/portugal.json`): Our table's numbers
 * for this map, all in one place (shared/rules/railways-of-the-world.md "Our table"). A smaller
 * game than Eastern US: 28 coloured cities printing 70 cubes (Eastern US: 37 and 86).
 * - Empty City markers by player count, tuned by self-play (hard and medium bots, seats swapped)
 *   to games of about 9–10 turns: at four players 10 markers gave a median of 9 turns (mean
 *   about 9.2; 100 games), at two players 6 markers a median of 10 (40 games; 8 gave 11, as
 *   Eastern US's 10 do), at six players 12 markers a median of 9 (30 games); three and five
 *   players are interpolated. The fewer-markers option takes 3 away (7 at four players: a
 *   median of 8 turns, about 1.5 turns shorter).
 * - 29 operations cards per the catalogue (Eastern US's 33 scaled to the smaller map): 5 Service
 *   Bounties, 5 Major Lines and the map special, the Linha do Norte (Lisbon to Porto, the
 *   country's trunk line, carried across the Douro into Porto by the Maria Pia bridge in 1877),
 *   3 Speed Records, 2 New Trains, 2 Railroad Eras, 2 City Growths, 2 New Industries, 2 Hotels,
 *   2 Railroad Executives, 1 Land Grant, 2 Perfect Engineerings. The Major Lines follow historic lines: the Minho (Porto to Valença),
 *   the Beira Alta (Coimbra to Guarda), the Sul and Algarve (Lisbon to Faro), the Douro and Tua
 *   (Porto to Bragança) and the Leste (Abrantes to Elvas).
 * - 12 Rail Baron cards (the base game's count). Their goals were set by self-play so that none
 *   is met without trying: in 24 four-player games of hard and medium bots, a player owned a
 *   median of 7 links (quartiles 6–10) touching 11 cities (8–14), engines at level 2 (1–3, at
 *   most 5); goals of 9 and 11 links were met by 35 % and 15 % of the players not holding them,
 *   of 13 and 16 cities by 36 % and 16 %. The connect goals join big cities 9–18 hexes apart
 *   (Lisbon–Porto the longest, 8 points); their ends were joined by 2 % (Lisbon–Porto) to 14 %
 *   (Braga–Coimbra) of all players.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The Portugal table. */
export const portugalTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'portugal',
  emptyCityMarkers: { 2: 6, 3: 8, 4: 10, 5: 11, 6: 12 },
  // The fewer-markers option: 3 fewer (7 at four players), about 1.5 turns shorter.
  fewerMarkers: 3,
  operations: [
    { kind: 'service-bounty', city: 'lisbon', points: 2 },
    { kind: 'service-bounty', city: 'porto', points: 2 },
    { kind: 'service-bounty', city: 'faro', points: 3 },
    { kind: 'service-bounty', city: 'braganca', points: 3 },
    { kind: 'service-bounty', city: 'evora', points: 2 },
    { kind: 'major-line', a: 'lisbon', b: 'porto', points: 6, special: 'linha-do-norte' },
    { kind: 'major-line', a: 'porto', b: 'valenca', points: 3 },
    { kind: 'major-line', a: 'coimbra', b: 'guarda', points: 4 },
    { kind: 'major-line', a: 'lisbon', b: 'faro', points: 5 },
    { kind: 'major-line', a: 'porto', b: 'braganca', points: 5 },
    { kind: 'major-line', a: 'abrantes', b: 'elvas', points: 3 },
    { kind: 'speed-record', links: 3, points: 3 },
    { kind: 'speed-record', links: 4, points: 4 },
    { kind: 'speed-record', links: 5, points: 5 },
    { kind: 'new-train', level: 4, points: 4 },
    { kind: 'new-train', level: 6, points: 6 },
    { kind: 'railroad-era', points: 1 },
    { kind: 'railroad-era', points: 1 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'city-growth', cubes: 2 },
    { kind: 'new-industry' },
    { kind: 'new-industry' },
    { kind: 'hotel' },
    { kind: 'hotel' },
    { kind: 'executive', actions: 2 },
    { kind: 'executive', actions: 2 },
    { kind: 'land-grant' },
    { kind: 'perfect-engineering' },
    { kind: 'perfect-engineering' },
  ],
  barons: [
    { kind: 'connect', a: 'lisbon', b: 'porto', points: 8 },
    { kind: 'connect', a: 'lisbon', b: 'coimbra', points: 6 },
    { kind: 'connect', a: 'braga', b: 'coimbra', points: 6 },
    { kind: 'connect', a: 'setubal', b: 'faro', points: 6 },
    { kind: 'connect', a: 'lisbon', b: 'portalegre', points: 5 },
    { kind: 'connect', a: 'porto', b: 'guarda', points: 5 },
    { kind: 'engine', level: 5, points: 6 },
    { kind: 'engine', level: 6, points: 8 },
    { kind: 'links', count: 9, points: 6 },
    { kind: 'links', count: 11, points: 9 },
    { kind: 'cities', count: 13, points: 6 },
    { kind: 'cities', count: 16, points: 9 },
  ],
};
