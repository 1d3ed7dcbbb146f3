/**
 * Hand-authored data of the Resourceful Rails "Pacific Northwest" map: British Columbia's
 * south coast and interior, Washington, Oregon and the Idaho panhandle (about 125.5°–115.5° W,
 * 42°–50.5° N). Projection: conic equal-area, central meridian 120.5° W, parallels 43° and 49°.
 * Lon/lat in degrees. City coordinates and river courses are facts (rounded); mountain
 * outlines, goods, ferries and events are our own design after public maps and the region's
 * real economy.
 *
 * Major cities (7): Vancouver, Seattle, Portland and Eugene along the coast corridor, Spokane
 * and the Tri-Cities (Kennewick–Pasco–Richland) inland, Boise in the south-east. Tacoma and
 * Everett are left out: within two mileposts of Seattle's hexagon.
 */
import type { NamedArea } from '../../definition';
import type { EventDef, FerryDef, GoodDef, ResourcefulCityDef, ResourcefulDefinition, RiverDef } from '../definition';

const cities: ResourcefulCityDef[] = [
  { id: 'vancouver', name: 'Vancouver', localNames: { ar: 'فانكوفر', ko: '밴쿠버' }, size: 'major', lon: -123.12, lat: 49.28 },
  { id: 'seattle', name: 'Seattle', localNames: { ar: 'سياتل', ko: '시애틀' }, size: 'major', lon: -122.33, lat: 47.61 },
  { id: 'portland', name: 'Portland', localNames: { ar: 'بورتلاند', ko: '포틀랜드' }, size: 'major', lon: -122.68, lat: 45.52 },
  { id: 'eugene', name: 'Eugene', localNames: { ar: 'يوجين', ko: '유진' }, size: 'major', lon: -123.09, lat: 44.05 },
  { id: 'spokane', name: 'Spokane', localNames: { ar: 'سبوكان', ko: '스포캔' }, size: 'major', lon: -117.43, lat: 47.66 },
  { id: 'tri-cities', name: 'Tri-Cities', localNames: { ar: 'تراي سيتيز', ko: '트라이시티스' }, size: 'major', lon: -119.16, lat: 46.23 },
  { id: 'boise', name: 'Boise', localNames: { ar: 'بويسي', ko: '보이시' }, size: 'major', lon: -116.2, lat: 43.62 },
  { id: 'victoria', name: 'Victoria', localNames: { ar: 'فيكتوريا', ko: '빅토리아' }, size: 'medium', lon: -123.37, lat: 48.43 },
  { id: 'nanaimo', name: 'Nanaimo', localNames: { ar: 'نانايمو', ko: '나나이모' }, size: 'medium', lon: -123.94, lat: 49.17 },
  { id: 'bellingham', name: 'Bellingham', localNames: { ar: 'بلينغهام', ko: '벨링햄' }, size: 'medium', lon: -122.48, lat: 48.75 },
  { id: 'olympia', name: 'Olympia', localNames: { ar: 'أولمبيا', ko: '올림피아' }, size: 'medium', lon: -122.9, lat: 47.04 },
  { id: 'salem', name: 'Salem', localNames: { ar: 'سالم', ko: '세일럼' }, size: 'medium', lon: -123.04, lat: 44.94 },
  { id: 'bend', name: 'Bend', localNames: { ar: 'بيند', ko: '벤드' }, size: 'medium', lon: -121.31, lat: 44.06 },
  { id: 'medford', name: 'Medford', localNames: { ar: 'ميدفورد', ko: '메드퍼드' }, size: 'medium', lon: -122.87, lat: 42.33 },
  { id: 'klamath-falls', name: 'Klamath Falls', localNames: { ar: 'كلاماث فولز', ko: '클래머스폴스' }, size: 'medium', lon: -121.78, lat: 42.22 },
  { id: 'yakima', name: 'Yakima', localNames: { ar: 'ياكيما', ko: '야키마' }, size: 'medium', lon: -120.51, lat: 46.6 },
  { id: 'wenatchee', name: 'Wenatchee', localNames: { ar: 'ويناتشي', ko: '웨나치' }, size: 'medium', lon: -120.31, lat: 47.42 },
  { id: 'kelowna', name: 'Kelowna', localNames: { ar: 'كيلونا', ko: '켈로나' }, size: 'medium', lon: -119.5, lat: 49.89 },
  { id: 'lewiston', name: 'Lewiston', localNames: { ar: 'لويستون', ko: '루이스턴' }, size: 'medium', lon: -117.02, lat: 46.42 },
  { id: 'whistler', name: 'Whistler', localNames: { ar: 'ويسلر', ko: '휘슬러' }, size: 'small', lon: -122.95, lat: 50.12 },
  { id: 'hope', name: 'Hope', localNames: { ar: 'هوب', ko: '호프' }, size: 'small', lon: -121.44, lat: 49.38 },
  { id: 'campbell-river', name: 'Campbell River', localNames: { ar: 'كامبل ريفر', ko: '캠벨리버' }, size: 'small', lon: -125.27, lat: 50.02 },
  { id: 'port-alberni', name: 'Port Alberni', localNames: { ar: 'بورت ألبيرني', ko: '포트앨버니' }, size: 'small', lon: -124.81, lat: 49.23 },
  { id: 'port-angeles', name: 'Port Angeles', localNames: { ar: 'بورت أنجلوس', ko: '포트엔젤레스' }, size: 'small', lon: -123.43, lat: 48.12 },
  { id: 'aberdeen', name: 'Aberdeen', localNames: { ar: 'أبردين', ko: '애버딘' }, size: 'small', lon: -123.82, lat: 46.98 },
  { id: 'astoria', name: 'Astoria', localNames: { ar: 'أستوريا', ko: '애스토리아' }, size: 'small', lon: -123.83, lat: 46.19 },
  { id: 'tillamook', name: 'Tillamook', localNames: { ar: 'تيلاموك', ko: '틸라무크' }, size: 'small', lon: -123.84, lat: 45.46 },
  { id: 'coos-bay', name: 'Coos Bay', localNames: { ar: 'كوس باي', ko: '쿠스베이' }, size: 'small', lon: -124.22, lat: 43.37 },
  { id: 'roseburg', name: 'Roseburg', localNames: { ar: 'روزبرغ', ko: '로즈버그' }, size: 'small', lon: -123.34, lat: 43.22 },
  { id: 'the-dalles', name: 'The Dalles', localNames: { ar: 'ذا دالز', ko: '더댈스' }, size: 'small', lon: -121.18, lat: 45.6 },
  { id: 'pendleton', name: 'Pendleton', localNames: { ar: 'بندلتون', ko: '펜들턴' }, size: 'small', lon: -118.79, lat: 45.67 },
  { id: 'walla-walla', name: 'Walla Walla', localNames: { ar: 'والا والا', ko: '월라월라' }, size: 'small', lon: -118.34, lat: 46.06 },
  { id: 'baker-city', name: 'Baker City', localNames: { ar: 'بيكر سيتي', ko: '베이커시티' }, size: 'small', lon: -117.83, lat: 44.77 },
  { id: 'burns', name: 'Burns', localNames: { ar: 'بيرنز', ko: '번스' }, size: 'small', lon: -119.05, lat: 43.59 },
  { id: 'lakeview', name: 'Lakeview', localNames: { ar: 'ليكفيو', ko: '레이크뷰' }, size: 'small', lon: -120.35, lat: 42.19 },
  { id: 'ellensburg', name: 'Ellensburg', localNames: { ar: 'إلنزبرغ', ko: '엘런스버그' }, size: 'small', lon: -120.55, lat: 46.99 },
  { id: 'moses-lake', name: 'Moses Lake', localNames: { ar: 'موزس ليك', ko: '모지스레이크' }, size: 'small', lon: -119.28, lat: 47.13 },
  { id: 'omak', name: 'Omak', localNames: { ar: 'أوماك', ko: '오맥' }, size: 'small', lon: -119.53, lat: 48.41 },
  { id: 'penticton', name: 'Penticton', localNames: { ar: 'بنتكتون', ko: '펜틱턴' }, size: 'small', lon: -119.59, lat: 49.49 },
  { id: 'trail', name: 'Trail', localNames: { ar: 'تريل', ko: '트레일' }, size: 'small', lon: -117.71, lat: 49.1 },
  { id: 'cranbrook', name: 'Cranbrook', localNames: { ar: 'كرانبروك', ko: '크랜브룩' }, size: 'small', lon: -115.77, lat: 49.51 },
  { id: 'sandpoint', name: 'Sandpoint', localNames: { ar: 'ساندبوينت', ko: '샌드포인트' }, size: 'small', lon: -116.55, lat: 48.28 },
  { id: 'kellogg', name: 'Kellogg', localNames: { ar: 'كيلوغ', ko: '켈로그' }, size: 'small', lon: -116.12, lat: 47.54 },
];

/**
 * Mountain ranges (terrain `mountain`), our own simplified outlines: the Coast Mountains, the
 * Cascades (with their British Columbia end), the Vancouver Island Ranges, the Olympics, the
 * Columbia Mountains with the Selkirks, the northern Rockies of Idaho, the Blue and Wallowa
 * Mountains and the Klamath (Siskiyou) Mountains.
 */
const mountains: NamedArea[] = [
  {
    name: 'Coast Mountains',
    ring: [
      [-123.3, 49.42], [-122.9, 49.42], [-122.5, 49.36], [-122.1, 49.33], [-121.75, 49.32], [-121.5, 49.45], [-121.5, 49.9],
      [-121.65, 50.3], [-121.95, 50.9], [-125.8, 50.9], [-125.8, 50.55], [-125.25, 50.4], [-124.85, 50.15], [-124.4, 49.95],
      [-124.0, 49.75], [-123.65, 49.6],
    ],
  },
  {
    name: 'Cascade Range',
    ring: [
      [-121.5, 49.42], [-121.8, 49.17], [-122.1, 49.02], [-122.12, 48.72], [-122.02, 48.35], [-121.92, 48.0], [-121.8, 47.6],
      [-121.88, 47.28], [-122.0, 47.0], [-122.22, 46.62], [-122.38, 46.2], [-122.3, 45.8], [-122.05, 45.58], [-122.08, 45.22],
      [-122.22, 44.78], [-122.3, 44.32], [-122.4, 43.92], [-122.5, 43.5], [-122.62, 43.12], [-122.55, 42.78], [-122.45, 42.45],
      [-122.4, 41.9], [-121.95, 41.9], [-122.0, 42.35], [-121.95, 42.8], [-121.85, 43.3], [-121.72, 43.7], [-121.62, 44.05],
      [-121.65, 44.4], [-121.62, 44.8], [-121.52, 45.2], [-121.42, 45.5], [-121.28, 45.9], [-121.15, 46.3], [-121.0, 46.65],
      [-120.82, 47.0], [-120.68, 47.33], [-120.5, 47.55], [-120.3, 47.9], [-120.15, 48.3], [-120.0, 48.7], [-119.95, 49.0],
      [-120.45, 49.3], [-120.95, 49.7], [-121.25, 50.1], [-121.5, 50.3], [-121.55, 49.9],
    ],
  },
  {
    name: 'Vancouver Island Ranges',
    ring: [
      [-125.9, 50.15], [-125.45, 50.02], [-125.2, 49.85], [-124.75, 49.55], [-124.4, 49.3], [-124.1, 49.0], [-123.85, 48.75],
      [-123.75, 48.55], [-124.1, 48.5], [-124.6, 48.65], [-125.1, 48.9], [-125.5, 49.15], [-125.9, 49.5],
    ],
  },
  {
    name: 'Olympic Mountains',
    ring: [[-124.25, 47.8], [-124.0, 48.03], [-123.5, 47.98], [-123.1, 47.88], [-123.0, 47.6], [-123.25, 47.4], [-123.75, 47.4], [-124.1, 47.55]],
  },
  {
    name: 'Columbia Mountains and Selkirks',
    ring: [
      [-118.75, 50.9], [-116.15, 50.9], [-115.9, 50.3], [-115.9, 49.6], [-116.05, 49.2], [-116.35, 49.0], [-116.5, 48.55],
      [-116.85, 48.55], [-117.3, 48.8], [-117.9, 48.85], [-118.35, 49.0], [-118.4, 49.3], [-118.6, 49.8],
      [-118.75, 50.3],
    ],
  },
  { name: 'Rocky Mountains', ring: [[-115.95, 50.9], [-115.0, 50.9], [-115.0, 49.0], [-115.45, 49.0], [-115.62, 49.5], [-115.75, 50.0], [-115.85, 50.4]] },
  {
    name: 'Northern Rockies of Idaho',
    ring: [
      [-115.0, 48.95], [-116.2, 48.95], [-116.25, 48.5], [-116.3, 48.1], [-116.55, 47.8], [-116.6, 47.45], [-116.55, 47.15],
      [-116.35, 46.8], [-116.1, 46.45], [-115.95, 46.1], [-116.05, 45.85], [-116.5, 45.65], [-116.75, 45.1], [-116.85, 44.6],
      [-116.6, 44.25], [-116.35, 44.0], [-116.05, 43.78], [-115.7, 43.72], [-115.0, 43.65],
    ],
  },
  {
    name: 'Blue and Wallowa Mountains',
    ring: [
      [-118.95, 45.1], [-118.75, 45.35], [-118.3, 45.72], [-118.0, 45.98], [-117.7, 46.12], [-117.3, 46.05], [-117.0, 45.9],
      [-116.8, 45.35], [-116.95, 44.95], [-117.25, 44.55], [-117.7, 44.3], [-118.3, 44.25], [-118.75, 44.45],
    ],
  },
  {
    name: 'Klamath Mountains',
    ring: [[-124.3, 41.9], [-124.3, 42.5], [-124.15, 42.95], [-123.75, 43.05], [-123.5, 42.75], [-123.35, 42.35], [-123.0, 42.2], [-122.7, 42.05], [-122.55, 41.9]],
  },
];

/** High-mountain cores (terrain `alpine`): the North Cascades, the Cascade volcanoes, the Coast Mountains icefields, the high Olympics. */
const alpine: NamedArea[] = [
  { name: 'North Cascades', ring: [[-121.85, 48.95], [-120.65, 48.95], [-120.6, 48.45], [-120.95, 48.1], [-121.4, 47.92], [-121.55, 48.15], [-121.72, 48.5]] },
  { name: 'Mount Rainier, Mount Adams, Mount St. Helens', ring: [[-121.95, 46.98], [-121.55, 47.02], [-121.35, 46.55], [-121.35, 46.1], [-121.7, 46.05], [-122.3, 46.12], [-122.12, 46.42], [-121.92, 46.72]] },
  { name: 'Mount Hood', ring: [[-121.85, 45.47], [-121.55, 45.47], [-121.52, 45.22], [-121.82, 45.22]] },
  { name: 'Mount Jefferson and the Three Sisters', ring: [[-121.98, 44.78], [-121.7, 44.78], [-121.62, 43.98], [-121.92, 43.95]] },
  { name: 'Crater Lake', ring: [[-122.32, 43.08], [-121.95, 43.08], [-121.95, 42.78], [-122.32, 42.78]] },
  { name: 'Coast Mountains icefields', ring: [[-123.35, 49.68], [-122.7, 49.78], [-122.45, 50.15], [-122.65, 50.9], [-124.9, 50.9], [-124.3, 50.45], [-123.75, 50.05]] },
  { name: 'Olympus', ring: [[-123.9, 47.92], [-123.42, 47.92], [-123.38, 47.68], [-123.82, 47.66]] },
];

/**
 * Named rivers. `data`: guide points (mouth first) picking the Natural Earth 1:50m polylines;
 * `hand`: simplified courses of rivers missing from that scale (facts, from public maps).
 */
const rivers: RiverDef[] = [
  {
    id: 'columbia', name: 'Columbia', localNames: { ar: 'نهر كولومبيا', ko: '컬럼비아강' }, source: 'data',
    points: [
      [-124.0, 46.25], [-123.4, 46.2], [-122.95, 46.1], [-122.78, 45.75], [-122.3, 45.55], [-121.6, 45.7], [-121.2, 45.62],
      [-120.4, 45.7], [-119.6, 45.92], [-119.05, 46.15], [-119.25, 46.4], [-119.85, 46.62], [-119.95, 46.95], [-120.3, 47.4],
      [-120.0, 47.75], [-119.65, 48.0], [-119.0, 47.95], [-118.35, 47.9], [-118.15, 48.35], [-118.05, 48.7], [-117.8, 48.95],
      [-117.68, 49.15], [-117.75, 49.35], [-117.9, 49.6], [-117.9, 50.2],
    ],
  },
  {
    id: 'snake', name: 'Snake', localNames: { ar: 'نهر سنيك', ko: '스네이크강' }, source: 'data',
    points: [
      [-119.02, 46.2], [-118.6, 46.5], [-117.95, 46.62], [-117.3, 46.6], [-117.04, 46.42], [-116.92, 46.0], [-116.72, 45.55],
      [-116.75, 45.15], [-116.95, 44.7], [-117.0, 44.25], [-116.95, 43.95], [-116.75, 43.55], [-116.3, 43.15], [-115.75, 42.95], [-115.0, 42.85],
    ],
  },
  {
    id: 'willamette', name: 'Willamette', localNames: { ar: 'نهر ويلاميت', ko: '윌래밋강' }, source: 'data',
    points: [[-122.77, 45.65], [-122.67, 45.5], [-122.6, 45.36], [-122.97, 45.27], [-123.04, 44.94], [-123.1, 44.64], [-123.25, 44.55], [-123.08, 44.07], [-122.8, 43.95], [-122.45, 43.75], [-122.11, 43.43]],
  },
  {
    id: 'fraser', name: 'Fraser', localNames: { ar: 'نهر فريزر', ko: '프레이저강' }, source: 'data',
    points: [[-123.15, 49.12], [-122.9, 49.2], [-122.3, 49.13], [-121.95, 49.2], [-121.44, 49.38], [-121.44, 49.86], [-121.58, 50.23], [-121.93, 50.69]],
  },
  {
    id: 'pend-oreille', name: 'Pend Oreille', localNames: { ar: 'نهر بند أوريل', ko: '폰더레이강' }, source: 'data',
    points: [[-117.62, 49.0], [-117.42, 48.85], [-117.4, 48.65], [-117.25, 48.35], [-117.05, 48.18], [-116.85, 48.18], [-116.56, 48.22]],
  },
  {
    id: 'yakima', name: 'Yakima', localNames: { ar: 'نهر ياكيما', ko: '야키마강' }, source: 'hand',
    points: [[-119.25, 46.26], [-119.48, 46.26], [-119.77, 46.21], [-120.2, 46.33], [-120.48, 46.55], [-120.52, 46.7], [-120.48, 46.88], [-120.55, 46.97], [-120.93, 47.19], [-121.3, 47.33]],
  },
  {
    id: 'deschutes', name: 'Deschutes', localNames: { ar: 'نهر ديشوتس', ko: '더슈츠강' }, source: 'hand',
    points: [[-120.91, 45.63], [-120.97, 45.4], [-121.08, 45.17], [-121.2, 44.95], [-121.27, 44.76], [-121.28, 44.58], [-121.22, 44.3], [-121.32, 44.06], [-121.45, 43.88], [-121.55, 43.68], [-121.77, 43.78]],
  },
  {
    id: 'john-day', name: 'John Day', localNames: { ar: 'نهر جون داي', ko: '존데이강' }, source: 'hand',
    points: [[-120.65, 45.72], [-120.55, 45.45], [-120.45, 45.15], [-120.47, 44.91], [-120.1, 44.86], [-119.79, 44.83], [-119.53, 44.76], [-119.53, 44.47], [-118.96, 44.42], [-118.71, 44.46]],
  },
  {
    id: 'spokane', name: 'Spokane', localNames: { ar: 'نهر سبوكان', ko: '스포캔강' }, source: 'hand',
    points: [[-118.3, 47.9], [-118.0, 47.85], [-117.83, 47.83], [-117.55, 47.77], [-117.42, 47.66], [-117.2, 47.68], [-116.95, 47.71], [-116.79, 47.68]],
  },
  {
    id: 'okanogan', name: 'Okanogan', localNames: { ar: 'نهر أوكانوغان', ko: '오카노건강' }, source: 'hand',
    points: [[-119.71, 48.1], [-119.58, 48.36], [-119.52, 48.41], [-119.44, 48.7], [-119.43, 48.94], [-119.46, 49.03], [-119.55, 49.18], [-119.59, 49.5]],
  },
  {
    id: 'clearwater', name: 'Clearwater', localNames: { ar: 'نهر كليرووتر', ko: '클리어워터강' }, source: 'hand',
    points: [[-117.03, 46.42], [-116.8, 46.48], [-116.55, 46.5], [-116.25, 46.48], [-115.98, 46.15], [-115.6, 46.13]],
  },
  {
    id: 'umpqua', name: 'Umpqua', localNames: { ar: 'نهر أمبكوا', ko: '엄프콰강' }, source: 'hand',
    points: [[-124.17, 43.68], [-123.85, 43.67], [-123.57, 43.63], [-123.4, 43.45], [-123.37, 43.27], [-122.9, 43.3], [-122.4, 43.3]],
  },
  {
    id: 'rogue', name: 'Rogue', localNames: { ar: 'نهر روغ', ko: '로그강' }, source: 'hand',
    points: [[-124.42, 42.42], [-124.07, 42.55], [-123.75, 42.6], [-123.33, 42.43], [-123.05, 42.43], [-122.9, 42.47], [-122.81, 42.61], [-122.67, 42.67], [-122.49, 42.75]],
  },
  {
    id: 'skagit', name: 'Skagit', localNames: { ar: 'نهر سكاجيت', ko: '스캐짓강' }, source: 'hand',
    points: [[-122.45, 48.35], [-122.33, 48.42], [-122.24, 48.5], [-121.75, 48.54], [-121.43, 48.53], [-121.25, 48.67], [-121.07, 48.85]],
  },
  {
    id: 'cowlitz', name: 'Cowlitz', localNames: { ar: 'نهر كاوليتز', ko: '카울리츠강' }, source: 'hand',
    points: [[-122.91, 46.1], [-122.9, 46.27], [-122.85, 46.44], [-122.48, 46.53], [-121.95, 46.53], [-121.67, 46.6]],
  },
  {
    id: 'boise-river', name: 'Boise River', localNames: { ar: 'نهر بويسي', ko: '보이시강' }, source: 'hand',
    points: [[-116.95, 43.8], [-116.68, 43.66], [-116.4, 43.64], [-116.2, 43.6], [-116.05, 43.53], [-115.9, 43.6]],
  },
  {
    id: 'chehalis', name: 'Chehalis', localNames: { ar: 'نهر شيهيليس', ko: '셰헤일리스강' }, source: 'hand',
    points: [[-123.82, 46.97], [-123.6, 46.98], [-123.23, 46.84], [-122.96, 46.72], [-123.0, 46.62], [-123.2, 46.55]],
  },
];

const ferries: FerryDef[] = [
  { id: 'tsawwassen-swartz-bay', name: 'Tsawwassen – Swartz Bay', from: 'vancouver', to: 'victoria', fromPort: [-123.13, 49.01], toPort: [-123.41, 48.69], cost: 10 },
  { id: 'horseshoe-bay-departure-bay', name: 'Horseshoe Bay – Departure Bay', from: 'vancouver', to: 'nanaimo', fromPort: [-123.27, 49.37], toPort: [-123.95, 49.19], cost: 8 },
  { id: 'port-angeles-victoria', name: 'Port Angeles – Victoria', from: 'port-angeles', to: 'victoria', cost: 8 },
];

const goods: GoodDef[] = [
  { id: 'timber', name: 'Timber', localNames: { ar: 'أخشاب', ko: '원목' }, sources: ['aberdeen', 'port-alberni', 'roseburg'], loads: 4 },
  { id: 'lumber', name: 'Lumber', localNames: { ar: 'خشب منشور', ko: '제재목' }, sources: ['vancouver', 'eugene', 'bend'], loads: 4 },
  { id: 'paper', name: 'Paper', localNames: { ar: 'ورق', ko: '종이' }, sources: ['port-angeles', 'campbell-river', 'nanaimo'], loads: 3 },
  { id: 'salmon', name: 'Salmon', localNames: { ar: 'سلمون', ko: '연어' }, sources: ['astoria', 'campbell-river', 'bellingham'], loads: 4 },
  { id: 'oysters', name: 'Oysters', localNames: { ar: 'محار', ko: '굴' }, sources: ['olympia', 'coos-bay'], loads: 3 },
  { id: 'apples', name: 'Apples', localNames: { ar: 'تفاح', ko: '사과' }, sources: ['wenatchee', 'omak', 'kelowna'], loads: 4 },
  { id: 'pears', name: 'Pears', localNames: { ar: 'كمثرى', ko: '배' }, sources: ['medford', 'the-dalles'], loads: 3 },
  { id: 'cherries', name: 'Cherries', localNames: { ar: 'كرز', ko: '체리' }, sources: ['penticton', 'yakima'], loads: 3 },
  { id: 'hops', name: 'Hops', localNames: { ar: 'حشيشة الدينار', ko: '홉' }, sources: ['yakima'], loads: 3 },
  { id: 'beer', name: 'Beer', localNames: { ar: 'بيرة', ko: '맥주' }, sources: ['bend', 'victoria'], loads: 3 },
  { id: 'wine', name: 'Wine', localNames: { ar: 'نبيذ', ko: '와인' }, sources: ['salem', 'walla-walla', 'penticton', 'tri-cities'], loads: 4 },
  { id: 'wheat', name: 'Wheat', localNames: { ar: 'قمح', ko: '밀' }, sources: ['pendleton', 'moses-lake', 'spokane'], loads: 4 },
  { id: 'lentils', name: 'Lentils', localNames: { ar: 'عدس', ko: '렌틸콩' }, sources: ['lewiston'], loads: 3 },
  { id: 'potatoes', name: 'Potatoes', localNames: { ar: 'بطاطس', ko: '감자' }, sources: ['tri-cities', 'boise', 'klamath-falls'], loads: 4 },
  { id: 'sugar-beets', name: 'Sugar beets', localNames: { ar: 'شمندر سكري', ko: '사탕무' }, sources: ['boise'], loads: 3 },
  { id: 'onions', name: 'Onions', localNames: { ar: 'بصل', ko: '양파' }, sources: ['walla-walla'], loads: 3 },
  { id: 'hay', name: 'Hay', localNames: { ar: 'تبن', ko: '건초' }, sources: ['ellensburg'], loads: 3 },
  { id: 'cattle', name: 'Cattle', localNames: { ar: 'ماشية', ko: '소' }, sources: ['burns', 'baker-city', 'lakeview'], loads: 4 },
  { id: 'cheese', name: 'Cheese', localNames: { ar: 'جبن', ko: '치즈' }, sources: ['tillamook'], loads: 3 },
  { id: 'berries', name: 'Berries', localNames: { ar: 'توت', ko: '베리' }, sources: ['bellingham', 'salem'], loads: 3 },
  { id: 'grass-seed', name: 'Grass seed', localNames: { ar: 'بذور العشب', ko: '잔디 씨앗' }, sources: ['eugene'], loads: 3 },
  { id: 'aluminium', name: 'Aluminium', localNames: { ar: 'ألومنيوم', ko: '알루미늄' }, sources: ['wenatchee', 'the-dalles', 'bellingham'], loads: 3 },
  { id: 'aircraft-parts', name: 'Aircraft parts', localNames: { ar: 'قطع طائرات', ko: '항공기 부품' }, sources: ['seattle', 'spokane'], loads: 3 },
  { id: 'microchips', name: 'Microchips', localNames: { ar: 'رقائق إلكترونية', ko: '반도체 칩' }, sources: ['portland'], loads: 3 },
  { id: 'sportswear', name: 'Sportswear', localNames: { ar: 'ملابس رياضية', ko: '스포츠 의류' }, sources: ['portland'], loads: 3 },
  { id: 'coffee', name: 'Coffee', localNames: { ar: 'قهوة', ko: '커피' }, sources: ['seattle'], loads: 3 },
  { id: 'coal', name: 'Coal', localNames: { ar: 'فحم', ko: '석탄' }, sources: ['cranbrook'], loads: 3 },
  { id: 'zinc', name: 'Zinc', localNames: { ar: 'زنك', ko: '아연' }, sources: ['trail'], loads: 3 },
  { id: 'silver', name: 'Silver', localNames: { ar: 'فضة', ko: '은' }, sources: ['kellogg'], loads: 3 },
];

const events: EventDef[] = [
  { kind: 'strike', cities: ['vancouver', 'seattle', 'portland'] },
  { kind: 'strike', cities: ['victoria', 'nanaimo', 'port-angeles'] },
  { kind: 'strike', cities: ['aberdeen', 'port-alberni', 'roseburg', 'coos-bay'] },
  { kind: 'strike', cities: ['yakima', 'wenatchee', 'omak'] },
  { kind: 'flood', river: 'columbia' },
  { kind: 'flood', river: 'snake' },
  { kind: 'flood', river: 'willamette' },
  { kind: 'flood', river: 'fraser' },
  { kind: 'snow' },
  { kind: 'snow' },
  { kind: 'snow' },
  { kind: 'derailment', cities: ['seattle', 'olympia'] },
  { kind: 'derailment', cities: ['portland', 'salem'] },
  { kind: 'derailment', cities: ['vancouver', 'bellingham'] },
  { kind: 'derailment', cities: ['yakima', 'ellensburg'] },
  { kind: 'derailment', cities: ['eugene', 'roseburg'] },
];

/** The Pacific Northwest map definition. */
export const pacificNorthwest: ResourcefulDefinition = {
  geo: {
    id: 'pacific-northwest',
    name: 'Pacific Northwest',
    projection: { kind: 'conic-equal-area', rotate: [120.5, 0], parallels: [43, 49] },
    view: [-125.5, 42.0, -115.5, 50.5],
    frame: [
      [-125.5, 42.0], [-123.0, 42.0], [-120.5, 42.0], [-118.0, 42.0], [-115.5, 42.0],
      [-115.5, 50.5], [-118.0, 50.5], [-120.5, 50.5], [-123.0, 50.5], [-125.5, 50.5],
    ],
    gridLand: 'world',
    spacingKm: 25,
    latticeOffset: [0.4, 0],
    riverMinKm: 50,
    lakeMinKm2: 100,
    mountains,
    noGrid: [],
    straits: [],
    regions: [],
    cities: [],
  },
  alpine,
  rivers,
  riverMatchKm: 30,
  cities,
  ferries,
  goods,
  events,
  majorsToWin: 6,
  payment: { base: 4, perMilepost: 1.1 },
  seed: 'resourceful:pacific-northwest',
};
