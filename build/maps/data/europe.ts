/**
 * Hand-authored data of the Europe map: projection (Lambert azimuthal equal-area centred on
 * 10° E 52° N, as ETRS89-LAEA), view, grid frame (keeps Africa and Anatolia out), mountain
 * ranges, straits, regions and cities. Lon/lat in degrees; city coordinates are facts.
 * Mountain outlines are our own simplified drawings of the Alps, Pyrenees, Carpathians,
 * Apennines, Dinaric Alps and Scandinavian mountains.
 */
import type { CityDef, MapDefinition } from '../definition';
import { styledRegions } from './regions';

/**
 * Cities: 7 per region, chosen so the cities of one region cost about the same to connect
 * (issue #6: with 4 players the loser of a round pays roughly the gap between the dearest and the
 * cheapest hand of the deal; Europe's corner peninsulas made that gap twice the USA's, and games
 * ended after 2.55 rounds). The core cities (Paris, the Low Countries, Germany, Vienna) form one
 * region; the other four are the British Isles, Iberia with southern France, Italy with the
 * western Balkans, and the Nordic and Baltic north-east. Lisbon, Lyon, Zurich, Hamburg, Prague,
 * Krakow, Budapest and Bari gave way: far dearer or cheaper than their region's others, or core
 * cities beyond the core region's seven (figures: docs/maps/README.md, "Game length").
 */
const cities: CityDef[] = [
  { id: 'dublin', name: 'Dublin', localNames: { ga: 'Baile Átha Cliath', ar: 'دبلن', ko: '더블린' }, lon: -6.26, lat: 53.35, region: 'british' },
  { id: 'belfast', name: 'Belfast', localNames: { ga: 'Béal Feirste', ar: 'بلفاست', ko: '벨파스트' }, lon: -5.93, lat: 54.6, region: 'british' },
  { id: 'edinburgh', name: 'Edinburgh', localNames: { gd: 'Dùn Èideann', ar: 'إدنبرة', ko: '에든버러' }, lon: -3.19, lat: 55.95, region: 'british' },
  { id: 'newcastle', name: 'Newcastle', localNames: { ar: 'نيوكاسل', ko: '뉴캐슬' }, lon: -1.61, lat: 54.97, region: 'british' },
  { id: 'manchester', name: 'Manchester', localNames: { ar: 'مانشستر', ko: '맨체스터' }, lon: -2.24, lat: 53.48, region: 'british' },
  { id: 'cardiff', name: 'Cardiff', localNames: { cy: 'Caerdydd', ar: 'كارديف', ko: '카디프' }, lon: -3.18, lat: 51.48, region: 'british' },
  { id: 'london', name: 'London', localNames: { ar: 'لندن', ko: '런던' }, lon: -0.13, lat: 51.51, region: 'british' },
  { id: 'madrid', name: 'Madrid', localNames: { es: 'Madrid', ar: 'مدريد', ko: '마드리드' }, lon: -3.7, lat: 40.42, region: 'west' },
  { id: 'valencia', name: 'Valencia', localNames: { es: 'Valencia', ca: 'València', ar: 'فالنسيا', ko: '발렌시아' }, lon: -0.38, lat: 39.47, region: 'west' },
  { id: 'barcelona', name: 'Barcelona', localNames: { ca: 'Barcelona', es: 'Barcelona', ar: 'برشلونة', ko: '바르셀로나' }, lon: 2.17, lat: 41.39, region: 'west' },
  { id: 'bilbao', name: 'Bilbao', localNames: { es: 'Bilbao', eu: 'Bilbo', ar: 'بلباو', ko: '빌바오' }, lon: -2.93, lat: 43.26, region: 'west' },
  { id: 'bordeaux', name: 'Bordeaux', localNames: { fr: 'Bordeaux', ar: 'بوردو', ko: '보르도' }, lon: -0.58, lat: 44.84, region: 'west' },
  { id: 'toulouse', name: 'Toulouse', localNames: { fr: 'Toulouse', oc: 'Tolosa', ar: 'تولوز', ko: '툴루즈' }, lon: 1.44, lat: 43.6, region: 'west' },
  { id: 'marseille', name: 'Marseille', localNames: { fr: 'Marseille', ar: 'مرسيليا', ko: '마르세유' }, lon: 5.37, lat: 43.3, region: 'west' },
  { id: 'paris', name: 'Paris', localNames: { fr: 'Paris', ar: 'باريس', ko: '파리' }, lon: 2.35, lat: 48.86, region: 'central' },
  { id: 'brussels', name: 'Brussels', localNames: { fr: 'Bruxelles', nl: 'Brussel', ar: 'بروكسل', ko: '브뤼셀' }, lon: 4.35, lat: 50.85, region: 'central' },
  { id: 'amsterdam', name: 'Amsterdam', localNames: { nl: 'Amsterdam', ar: 'أمستردام', ko: '암스테르담' }, lon: 4.9, lat: 52.37, region: 'central' },
  { id: 'frankfurt', name: 'Frankfurt', localNames: { de: 'Frankfurt am Main', ar: 'فرانكفورت', ko: '프랑크푸르트' }, lon: 8.68, lat: 50.11, region: 'central' },
  { id: 'berlin', name: 'Berlin', localNames: { de: 'Berlin', ar: 'برلين', ko: '베를린' }, lon: 13.4, lat: 52.52, region: 'central' },
  { id: 'munich', name: 'Munich', localNames: { de: 'München', ar: 'ميونخ', ko: '뮌헨' }, lon: 11.58, lat: 48.14, region: 'central' },
  { id: 'vienna', name: 'Vienna', localNames: { de: 'Wien', ar: 'فيينا', ko: '빈' }, lon: 16.37, lat: 48.21, region: 'central' },
  { id: 'milan', name: 'Milan', localNames: { it: 'Milano', ar: 'ميلانو', ko: '밀라노' }, lon: 9.19, lat: 45.46, region: 'south' },
  { id: 'venice', name: 'Venice', localNames: { it: 'Venezia', ar: 'البندقية', ko: '베네치아' }, lon: 12.34, lat: 45.44, region: 'south' },
  { id: 'florence', name: 'Florence', localNames: { it: 'Firenze', ar: 'فلورنسا', ko: '피렌체' }, lon: 11.26, lat: 43.77, region: 'south' },
  { id: 'rome', name: 'Rome', localNames: { it: 'Roma', ar: 'روما', ko: '로마' }, lon: 12.5, lat: 41.9, region: 'south' },
  { id: 'naples', name: 'Naples', localNames: { it: 'Napoli', ar: 'نابولي', ko: '나폴리' }, lon: 14.27, lat: 40.85, region: 'south' },
  { id: 'zagreb', name: 'Zagreb', localNames: { hr: 'Zagreb', ar: 'زغرب', ko: '자그레브' }, lon: 15.98, lat: 45.81, region: 'south' },
  { id: 'belgrade', name: 'Belgrade', localNames: { sr: 'Београд', ar: 'بلغراد', ko: '베오그라드' }, lon: 20.46, lat: 44.79, region: 'south' },
  { id: 'oslo', name: 'Oslo', localNames: { no: 'Oslo', ar: 'أوسلو', ko: '오슬로' }, lon: 10.75, lat: 59.91, region: 'north' },
  { id: 'gothenburg', name: 'Gothenburg', localNames: { sv: 'Göteborg', ar: 'غوتنبرغ', ko: '예테보리' }, lon: 11.97, lat: 57.71, region: 'north' },
  { id: 'stockholm', name: 'Stockholm', localNames: { sv: 'Stockholm', ar: 'ستوكهولم', ko: '스톡홀름' }, lon: 18.07, lat: 59.33, region: 'north' },
  { id: 'copenhagen', name: 'Copenhagen', localNames: { da: 'København', ar: 'كوبنهاغن', ko: '코펜하겐' }, lon: 12.57, lat: 55.68, region: 'north' },
  { id: 'riga', name: 'Riga', localNames: { lv: 'Rīga', ar: 'ريغا', ko: '리가' }, lon: 24.11, lat: 56.95, region: 'north' },
  { id: 'vilnius', name: 'Vilnius', localNames: { lt: 'Vilnius', ar: 'فيلنيوس', ko: '빌뉴스' }, lon: 25.28, lat: 54.69, region: 'north' },
  { id: 'warsaw', name: 'Warsaw', localNames: { pl: 'Warszawa', ar: 'وارسو', ko: '바르샤바' }, lon: 21.01, lat: 52.23, region: 'north' },
];

/** The Europe map definition. */
export const europe: MapDefinition = {
  id: 'europe',
  name: 'Europe',
  projection: { kind: 'azimuthal-equal-area', rotate: [-10, -52] },
  view: [-10.8, 36.0, 30.0, 61.2],
  frame: [
    [-11.5, 35.9], [-5.0, 35.95], [-2.0, 36.5], [1.0, 37.6], [9.0, 38.0], [12.0, 37.6], [13.5, 36.4], [16.0, 36.2], [23.5, 36.2],
    [19.0, 40.0], [24.5, 41.5], [28.5, 43.5], [27.8, 46.0], [27.8, 61.8], [-11.5, 61.8],
  ],
  gridLand: 'world',
  spacingKm: 168,
  latticeOffset: [0.5, 0.65],
  riverMinKm: 600,
  lakeMinKm2: 1500,
  mountains: [
    {
      name: 'Alps',
      ring: [
        [6.0, 44.6], [6.5, 45.9], [7.8, 46.7], [9.5, 47.1], [11.5, 47.4], [13.5, 47.6], [15.7, 47.7],
        [15.5, 46.8], [13.5, 46.3], [11.5, 46.0], [9.5, 45.9], [8.0, 45.6], [7.2, 44.9], [7.3, 44.1], [6.6, 43.9],
      ],
    },
    { name: 'Pyrenees', ring: [[-1.9, 43.3], [0.0, 43.0], [1.6, 42.9], [3.1, 42.6], [3.0, 42.3], [1.6, 42.3], [0.0, 42.5], [-1.8, 42.9]] },
    {
      name: 'Carpathians',
      ring: [
        [17.6, 48.9], [19.5, 49.6], [22.4, 49.4], [24.6, 48.4], [26.1, 47.1], [26.5, 45.6], [25.0, 45.2], [22.4, 45.0],
        [22.4, 45.6], [24.8, 45.7], [25.6, 46.2], [25.2, 47.3], [23.8, 48.1], [22.0, 48.7], [19.5, 48.9], [17.9, 48.6],
      ],
    },
    {
      name: 'Apennines',
      ring: [
        [8.6, 44.6], [10.9, 44.4], [12.5, 43.4], [13.4, 42.3], [14.9, 41.2], [16.1, 40.1], [16.4, 39.0],
        [16.0, 38.9], [15.7, 40.0], [14.5, 41.0], [13.0, 41.9], [12.0, 43.0], [10.6, 44.0], [8.5, 44.3],
      ],
    },
    { name: 'Dinaric Alps', ring: [[14.6, 45.7], [16.5, 44.5], [18.3, 43.4], [19.9, 42.4], [19.3, 41.9], [17.6, 42.9], [15.8, 43.9], [14.0, 45.1]] },
    { name: 'Scandinavian Mountains', ring: [[5.8, 59.4], [7.4, 58.9], [8.9, 59.9], [10.0, 61.0], [12.0, 61.6], [12.0, 62.3], [6.0, 62.3], [5.5, 61.0]] },
  ],
  noGrid: [],
  straits: [
    { name: 'Strait of Dover', from: [1.33, 51.13], to: [1.85, 50.96] },
    { name: 'North Channel', from: [-5.12, 54.84], to: [-5.54, 54.64] },
    { name: 'Irish Sea (Holyhead–Dublin)', from: [-4.63, 53.31], to: [-6.2, 53.35] },
    { name: 'Øresund', from: [12.6, 55.68], to: [12.98, 55.6] },
    { name: 'Great Belt', from: [10.8, 55.3], to: [11.14, 55.33] },
    { name: 'Little Belt', from: [9.72, 55.52], to: [9.83, 55.47] },
    { name: 'Fehmarn Belt', from: [11.2, 54.45], to: [11.35, 54.65] },
    { name: 'Strait of Messina', from: [15.63, 38.22], to: [15.55, 38.19] },
  ],
  regions: styledRegions([
    ['british', 'British Isles'],
    ['west', 'Iberia & Southern France'],
    ['central', 'Western & Central Europe'],
    ['south', 'Italy & Balkans'],
    ['north', 'Nordic & Baltic'],
  ]),
  cities,
};
