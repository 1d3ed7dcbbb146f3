/**
 * The data file of the Mexico map (`assets/maps/railways/mexico.json`): Our table's numbers for
 * this map, all in one place (shared/rules/railways-of-the-world.md "Our table").
 * - Empty City markers by player count, tuned by self-play to games of about 8–10 turns: the map
 *   prints 77 cubes on 35 coloured cities (Eastern US: 86 on 37) but its cities sit closer
 *   together (48 cities on about 440 hexes), so cities empty faster and it needs more markers than
 *   Eastern US (15 at four players against 12). The fewer-markers option takes 5 away (a third).
 *   Measured (hard and medium bots, seats rotated, `npm run sim -- --game railways --map mexico
 *   --swap-seats`): four players `--bots hard,hard,medium,medium --games 100 --seed hm`: 8.8 turns on
 *   average (median 9, 7–13), hard above medium 70.8 %, the winner's mean score 36.4, 9.6 ahead
 *   (after León was cut to 2 cubes and Pachuca made grey; before: 8.5 turns, 66 %);
 *   two players (`--bots hard,medium --games 30 --seed p2`, 10 markers): median 10 turns (8–12);
 *   six players (`--bots hard,hard,hard,medium,medium,medium --games 30 --seed p6`): 17 markers gave
 *   a median of 7.5 turns, so 19: median 8 (7–10); with `--option fewerMarkers=true` at four
 *   players (`--games 40 --seed fm`): 7.0 turns on average (median 7).
 * - 32 operations cards per the catalogue (the base game's 37 for two maps, scaled to this map's
 *   cubes): 5 Service Bounties (the far cities Mérida and Ciudad Juárez pay 3), 6 Major Lines after
 *   historic lines — the Mexican Central (Mexico City–Ciudad Juárez, 1884), the Mexican National
 *   (Mexico City–Nuevo Laredo, 1888), the Southern Pacific of Mexico's Guadalajara–Mazatlán stretch,
 *   the Chihuahua al Pacífico (Chihuahua–Los Mochis, 1961), the Tehuantepec Railway
 *   (Coatzacoalcos–Salina Cruz, 1907), Monterrey–Tampico (1891) — and the map special, the
 *   Ferrocarril Mexicano (Mexico City–Veracruz over the Cumbres de Maltrata, 1873); 3 Speed Records,
 *   2 New Trains, 2 Railroad Eras, 3 City Growths, 2 New Industries, 2 Hotels, 2 Railroad
 *   Executives, 2 Land Grants, 2 Perfect Engineerings.
 * - 12 Rail Baron cards (the base game's count): 6 connect goals between far-apart big cities, 2
 *   engine, 2 links and 2 cities goals. The links and cities goals were set by self-play so that
 *   none is met without trying: in 20 four-player games of hard and medium bots (a self-play
 *   script over the sim's seeds), a player owned a median of 11 links (quartiles 9–12) touching 14
 *   cities (12–16), engines at level 3 (at most 5). Goals of 11 links and 15 cities were met by
 *   54 % and 50 % of all players, more than on Eastern US (38 % and 44 % for its 12 and 16), so
 *   they were raised to 12 and 16, and the big ones from 14 links (met by 6 %) and 18 cities
 *   (14 %) to 15 and 19. The connect goals are long (10–22 hexes) yet met: Guadalajara–Veracruz by 5 of 18
 *   players who kept it, Monterrey–Puebla by 5 of 12.
 */
import { STANDARD_TABLE } from './standard';
import type { RailwaysTable } from './types';

/** The Mexico table. */
export const mexicoTable: RailwaysTable = {
  ...STANDARD_TABLE,
  mapId: 'mexico',
  emptyCityMarkers: { 2: 10, 3: 12, 4: 15, 5: 17, 6: 19 },
  // The fewer-markers option: a third fewer (10 at four players).
  fewerMarkers: 5,
  operations: [
    { kind: 'service-bounty', city: 'mexico-city', points: 2 },
    { kind: 'service-bounty', city: 'monterrey', points: 2 },
    { kind: 'service-bounty', city: 'guadalajara', points: 2 },
    { kind: 'service-bounty', city: 'merida', points: 3 },
    { kind: 'service-bounty', city: 'ciudad-juarez', points: 3 },
    { kind: 'major-line', a: 'mexico-city', b: 'ciudad-juarez', points: 6 },
    { kind: 'major-line', a: 'mexico-city', b: 'nuevo-laredo', points: 5 },
    { kind: 'major-line', a: 'guadalajara', b: 'mazatlan', points: 4 },
    { kind: 'major-line', a: 'chihuahua', b: 'los-mochis', points: 4 },
    { kind: 'major-line', a: 'coatzacoalcos', b: 'salina-cruz', points: 3 },
    { kind: 'major-line', a: 'monterrey', b: 'tampico', points: 3 },
    { kind: 'major-line', a: 'mexico-city', b: 'veracruz', points: 5, special: 'ferrocarril-mexicano' },
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
    { kind: 'connect', a: 'mexico-city', b: 'ciudad-juarez', points: 8 },
    { kind: 'connect', a: 'guadalajara', b: 'veracruz', points: 7 },
    { kind: 'connect', a: 'monterrey', b: 'puebla', points: 7 },
    { kind: 'connect', a: 'guadalajara', b: 'hermosillo', points: 8 },
    { kind: 'connect', a: 'merida', b: 'mexico-city', points: 8 },
    { kind: 'connect', a: 'tampico', b: 'mazatlan', points: 7 },
    { kind: 'engine', level: 5, points: 6 },
    { kind: 'engine', level: 6, points: 8 },
    { kind: 'links', count: 12, points: 6 },
    { kind: 'links', count: 15, points: 9 },
    { kind: 'cities', count: 16, points: 6 },
    { kind: 'cities', count: 19, points: 9 },
  ],
};
