/**
 * Hand-authored data of the USA map (contiguous states): projection, view, mountain ranges,
 * regions and cities. Lon/lat in degrees; city coordinates are facts (city centres).
 * Mountain outlines are our own simplified drawings of the Cascades, Sierra Nevada, the
 * Rocky Mountains' main chain and the Appalachians.
 */
import type { CityDef, MapDefinition } from '../definition';
import { styledRegions } from './regions';

const cities: CityDef[] = [
  { id: 'seattle', name: 'Seattle', localNames: { ar: 'سياتل', ko: '시애틀' }, lon: -122.33, lat: 47.61, region: 'west' },
  { id: 'portland', name: 'Portland', localNames: { ar: 'بورتلاند', ko: '포틀랜드' }, lon: -122.68, lat: 45.52, region: 'west' },
  { id: 'boise', name: 'Boise', localNames: { ar: 'بويسي', ko: '보이시' }, lon: -116.2, lat: 43.62, region: 'west' },
  { id: 'reno', name: 'Reno', localNames: { ar: 'رينو', ko: '리노' }, lon: -119.81, lat: 39.53, region: 'west' },
  { id: 'san-francisco', name: 'San Francisco', localNames: { ar: 'سان فرانسيسكو', ko: '샌프란시스코' }, lon: -122.42, lat: 37.77, region: 'west' },
  { id: 'los-angeles', name: 'Los Angeles', localNames: { ar: 'لوس أنجلوس', ko: '로스앤젤레스' }, lon: -118.24, lat: 34.05, region: 'west' },
  { id: 'las-vegas', name: 'Las Vegas', localNames: { ar: 'لاس فيغاس', ko: '라스베이거스' }, lon: -115.14, lat: 36.17, region: 'west' },
  { id: 'helena', name: 'Helena', localNames: { ar: 'هيلينا', ko: '헬레나' }, lon: -112.03, lat: 46.59, region: 'mountain' },
  { id: 'billings', name: 'Billings', localNames: { ar: 'بيلينغز', ko: '빌링스' }, lon: -108.5, lat: 45.78, region: 'mountain' },
  { id: 'salt-lake-city', name: 'Salt Lake City', localNames: { ar: 'سولت ليك سيتي', ko: '솔트레이크시티' }, lon: -111.89, lat: 40.76, region: 'mountain' },
  { id: 'denver', name: 'Denver', localNames: { ar: 'دنفر', ko: '덴버' }, lon: -104.99, lat: 39.74, region: 'mountain' },
  { id: 'albuquerque', name: 'Albuquerque', localNames: { ar: 'ألباكركي', ko: '앨버커키' }, lon: -106.65, lat: 35.08, region: 'mountain' },
  { id: 'phoenix', name: 'Phoenix', localNames: { ar: 'فينيكس', ko: '피닉스' }, lon: -112.07, lat: 33.45, region: 'mountain' },
  { id: 'el-paso', name: 'El Paso', localNames: { ar: 'إل باسو', ko: '엘패소' }, lon: -106.49, lat: 31.76, region: 'mountain' },
  { id: 'bismarck', name: 'Bismarck', localNames: { ar: 'بسمارك', ko: '비즈마크' }, lon: -100.78, lat: 46.81, region: 'midwest' },
  { id: 'minneapolis', name: 'Minneapolis', localNames: { ar: 'مينيابوليس', ko: '미니애폴리스' }, lon: -93.27, lat: 44.98, region: 'midwest' },
  { id: 'omaha', name: 'Omaha', localNames: { ar: 'أوماها', ko: '오마하' }, lon: -95.94, lat: 41.26, region: 'midwest' },
  { id: 'kansas-city', name: 'Kansas City', localNames: { ar: 'كانساس سيتي', ko: '캔자스시티' }, lon: -94.58, lat: 39.1, region: 'midwest' },
  { id: 'chicago', name: 'Chicago', localNames: { ar: 'شيكاغو', ko: '시카고' }, lon: -87.63, lat: 41.88, region: 'midwest' },
  { id: 'st-louis', name: 'St. Louis', localNames: { ar: 'سانت لويس', ko: '세인트루이스' }, lon: -90.2, lat: 38.63, region: 'midwest' },
  { id: 'detroit', name: 'Detroit', localNames: { ar: 'ديترويت', ko: '디트로이트' }, lon: -83.05, lat: 42.33, region: 'midwest' },
  { id: 'oklahoma-city', name: 'Oklahoma City', localNames: { ar: 'أوكلاهوما سيتي', ko: '오클라호마시티' }, lon: -97.52, lat: 35.47, region: 'south' },
  { id: 'dallas', name: 'Dallas', localNames: { ar: 'دالاس', ko: '댈러스' }, lon: -96.8, lat: 32.78, region: 'south' },
  { id: 'san-antonio', name: 'San Antonio', localNames: { ar: 'سان أنطونيو', ko: '샌안토니오', es: 'San Antonio' }, lon: -98.49, lat: 29.42, region: 'south' },
  { id: 'houston', name: 'Houston', localNames: { ar: 'هيوستن', ko: '휴스턴' }, lon: -95.37, lat: 29.76, region: 'south' },
  { id: 'new-orleans', name: 'New Orleans', localNames: { ar: 'نيو أورلينز', ko: '뉴올리언스', fr: 'La Nouvelle-Orléans' }, lon: -90.07, lat: 29.95, region: 'south' },
  { id: 'memphis', name: 'Memphis', localNames: { ar: 'ممفيس', ko: '멤피스' }, lon: -90.05, lat: 35.15, region: 'south' },
  { id: 'nashville', name: 'Nashville', localNames: { ar: 'ناشفيل', ko: '내슈빌' }, lon: -86.78, lat: 36.16, region: 'south' },
  { id: 'boston', name: 'Boston', localNames: { ar: 'بوسطن', ko: '보스턴' }, lon: -71.06, lat: 42.36, region: 'east' },
  { id: 'new-york', name: 'New York', localNames: { ar: 'نيويورك', ko: '뉴욕' }, lon: -74.01, lat: 40.71, region: 'east' },
  { id: 'washington', name: 'Washington', localNames: { ar: 'واشنطن', ko: '워싱턴' }, lon: -77.04, lat: 38.91, region: 'east' },
  { id: 'charlotte', name: 'Charlotte', localNames: { ar: 'شارلوت', ko: '샬럿' }, lon: -80.84, lat: 35.23, region: 'east' },
  { id: 'atlanta', name: 'Atlanta', localNames: { ar: 'أتلانتا', ko: '애틀랜타' }, lon: -84.39, lat: 33.75, region: 'east' },
  { id: 'jacksonville', name: 'Jacksonville', localNames: { ar: 'جاكسونفيل', ko: '잭슨빌' }, lon: -81.66, lat: 30.33, region: 'east' },
  { id: 'miami', name: 'Miami', localNames: { ar: 'ميامي', ko: '마이애미' }, lon: -80.19, lat: 25.76, region: 'east' },
];

/** The USA map definition (Albers-style conic equal-area, standard parallels 29.5° and 45.5°). */
export const usa: MapDefinition = {
  id: 'usa',
  name: 'USA',
  projection: { kind: 'conic-equal-area', rotate: [96, 0], parallels: [29.5, 45.5] },
  view: [-124.8, 24.3, -66.8, 49.6],
  frame: [[-130, 22], [-60, 22], [-60, 52], [-130, 52]],
  gridLand: 'us-nation',
  spacingKm: 220,
  latticeOffset: [0.375, 0.375],
  riverMinKm: 900,
  lakeMinKm2: 2000,
  mountains: [
    { name: 'Cascade Range', ring: [[-122.3, 49.0], [-120.8, 49.0], [-121.2, 46.6], [-121.5, 44.2], [-121.7, 42.2], [-122.5, 42.2], [-122.2, 44.2], [-122.0, 46.6]] },
    { name: 'Sierra Nevada', ring: [[-121.4, 40.4], [-120.4, 40.1], [-119.1, 37.9], [-118.0, 36.2], [-118.3, 35.3], [-119.2, 36.4], [-120.2, 37.9], [-121.1, 39.3]] },
    {
      name: 'Rocky Mountains',
      ring: [
        [-115.3, 49.0], [-114.3, 47.2], [-112.9, 45.5], [-111.5, 44.2], [-110.4, 42.8], [-108.6, 41.3], [-108.4, 39.6], [-107.9, 37.8], [-106.7, 36.0],
        [-105.4, 35.7], [-105.1, 37.5], [-105.0, 39.5], [-105.4, 41.0], [-107.2, 42.6], [-109.4, 44.2], [-110.9, 45.7], [-112.2, 47.3], [-113.3, 49.0],
      ],
    },
    {
      name: 'Appalachian Mountains',
      ring: [[-86.3, 33.6], [-85.5, 35.0], [-84.0, 36.7], [-81.6, 38.4], [-79.6, 40.3], [-77.6, 41.8], [-76.1, 41.3], [-78.1, 39.6], [-79.9, 37.7], [-82.1, 35.8], [-84.3, 34.5], [-85.8, 33.3]],
    },
  ],
  noGrid: [],
  straits: [],
  regions: styledRegions([
    ['west', 'West Coast'],
    ['mountain', 'Mountain West'],
    ['midwest', 'Midwest'],
    ['south', 'South'],
    ['east', 'East'],
  ]),
  cities,
};
