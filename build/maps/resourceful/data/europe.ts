/**
 * Hand-authored data of the Resourceful Rails "Europe" map: continental Europe from Lisbon to
 * Warsaw and Bucharest, Great Britain, southern Scandinavia to Oslo and Stockholm, Italy with
 * Sicily (about 10.5° W–27° E, 36°–61.5° N; Ireland, Corsica, Sardinia and the Mediterranean
 * islands stay off the grid). Projection: Lambert azimuthal equal-area centred on 10° E 52° N
 * (as ETRS89-LAEA). Lon/lat in degrees. City coordinates and river courses are facts (rounded);
 * mountain outlines, goods, ferries and events are our own design after public maps and the
 * region's real economy.
 *
 * Major cities (8): London, Paris, Hamburg, Berlin, Warsaw, Vienna, Milan, Madrid (Amsterdam
 * would sit 80–110 km from its true place: the North Sea and the IJsselmeer leave no hexagon of
 * land mileposts around it at 65 km). Cities within two mileposts of a major hexagon are left
 * out (Turin, Genoa, Birmingham, Hanover, Bremen, Leipzig, Bratislava, Brno, Łódź): a small or
 * medium city may not touch a major one.
 */
import type { NamedArea } from '../../definition';
import type { EventDef, FerryDef, GoodDef, ResourcefulCityDef, ResourcefulDefinition, RiverDef } from '../definition';

const cities: ResourcefulCityDef[] = [
  { id: 'london', name: 'London', localNames: { ar: 'لندن', ko: '런던' }, size: 'major', lon: -0.13, lat: 51.51 },
  { id: 'paris', name: 'Paris', localNames: { fr: 'Paris', ar: 'باريس', ko: '파리' }, size: 'major', lon: 2.35, lat: 48.86 },
  { id: 'hamburg', name: 'Hamburg', localNames: { de: 'Hamburg', ar: 'هامبورغ', ko: '함부르크' }, size: 'major', lon: 9.99, lat: 53.55 },
  { id: 'berlin', name: 'Berlin', localNames: { de: 'Berlin', ar: 'برلين', ko: '베를린' }, size: 'major', lon: 13.4, lat: 52.52 },
  { id: 'warszawa', name: 'Warsaw', localNames: { pl: 'Warszawa', ar: 'وارسو', ko: '바르샤바' }, size: 'major', lon: 21.01, lat: 52.23 },
  { id: 'wien', name: 'Vienna', localNames: { de: 'Wien', ar: 'فيينا', ko: '빈' }, size: 'major', lon: 16.37, lat: 48.21 },
  { id: 'milano', name: 'Milan', localNames: { it: 'Milano', ar: 'ميلانو', ko: '밀라노' }, size: 'major', lon: 9.19, lat: 45.46 },
  { id: 'madrid', name: 'Madrid', localNames: { es: 'Madrid', ar: 'مدريد', ko: '마드리드' }, size: 'major', lon: -3.7, lat: 40.42 },
  { id: 'lisboa', name: 'Lisbon', localNames: { pt: 'Lisboa', ar: 'لشبونة', ko: '리스본' }, size: 'medium', lon: -9.14, lat: 38.72 },
  { id: 'sevilla', name: 'Seville', localNames: { es: 'Sevilla', ar: 'إشبيلية', ko: '세비야' }, size: 'medium', lon: -5.98, lat: 37.39 },
  { id: 'barcelona', name: 'Barcelona', localNames: { ca: 'Barcelona', ar: 'برشلونة', ko: '바르셀로나' }, size: 'medium', lon: 2.17, lat: 41.39 },
  { id: 'bordeaux', name: 'Bordeaux', localNames: { fr: 'Bordeaux', ar: 'بوردو', ko: '보르도' }, size: 'medium', lon: -0.58, lat: 44.84 },
  { id: 'lyon', name: 'Lyon', localNames: { fr: 'Lyon', ar: 'ليون', ko: '리옹' }, size: 'medium', lon: 4.84, lat: 45.76 },
  { id: 'marseille', name: 'Marseille', localNames: { fr: 'Marseille', ar: 'مرسيليا', ko: '마르세유' }, size: 'medium', lon: 5.37, lat: 43.3 },
  { id: 'bruxelles', name: 'Brussels', localNames: { fr: 'Bruxelles', nl: 'Brussel', ar: 'بروكسل', ko: '브뤼셀' }, size: 'medium', lon: 4.35, lat: 50.85 },
  { id: 'koeln', name: 'Cologne', localNames: { de: 'Köln', ar: 'كولونيا', ko: '쾰른' }, size: 'medium', lon: 6.96, lat: 50.94 },
  { id: 'frankfurt', name: 'Frankfurt', localNames: { de: 'Frankfurt am Main', ar: 'فرانكفورت', ko: '프랑크푸르트' }, size: 'medium', lon: 8.68, lat: 50.11 },
  { id: 'amsterdam', name: 'Amsterdam', localNames: { nl: 'Amsterdam', ar: 'أمستردام', ko: '암스테르담' }, size: 'medium', lon: 4.9, lat: 52.37 },
  { id: 'muenchen', name: 'Munich', localNames: { de: 'München', ar: 'ميونخ', ko: '뮌헨' }, size: 'medium', lon: 11.58, lat: 48.14 },
  { id: 'praha', name: 'Prague', localNames: { cs: 'Praha', ar: 'براغ', ko: '프라하' }, size: 'medium', lon: 14.42, lat: 50.08 },
  { id: 'budapest', name: 'Budapest', localNames: { hu: 'Budapest', ar: 'بودابست', ko: '부다페스트' }, size: 'medium', lon: 19.04, lat: 47.5 },
  { id: 'bucuresti', name: 'Bucharest', localNames: { ro: 'București', ar: 'بوخارست', ko: '부쿠레슈티' }, size: 'medium', lon: 26.1, lat: 44.43 },
  { id: 'roma', name: 'Rome', localNames: { it: 'Roma', ar: 'روما', ko: '로마' }, size: 'medium', lon: 12.5, lat: 41.9 },
  { id: 'napoli', name: 'Naples', localNames: { it: 'Napoli', ar: 'نابولي', ko: '나폴리' }, size: 'medium', lon: 14.27, lat: 40.85 },
  { id: 'palermo', name: 'Palermo', localNames: { it: 'Palermo', ar: 'باليرمو', ko: '팔레르모' }, size: 'medium', lon: 13.36, lat: 38.12 },
  { id: 'kobenhavn', name: 'Copenhagen', localNames: { da: 'København', ar: 'كوبنهاغن', ko: '코펜하겐' }, size: 'medium', lon: 12.57, lat: 55.68 },
  { id: 'stockholm', name: 'Stockholm', localNames: { sv: 'Stockholm', ar: 'ستوكهولم', ko: '스톡홀름' }, size: 'medium', lon: 18.07, lat: 59.33 },
  { id: 'oslo', name: 'Oslo', localNames: { no: 'Oslo', ar: 'أوسلو', ko: '오슬로' }, size: 'medium', lon: 10.75, lat: 59.91 },
  { id: 'manchester', name: 'Manchester', localNames: { ar: 'مانشستر', ko: '맨체스터' }, size: 'medium', lon: -2.24, lat: 53.48 },
  { id: 'glasgow', name: 'Glasgow', localNames: { gd: 'Glaschu', ar: 'غلاسكو', ko: '글래스고' }, size: 'medium', lon: -4.25, lat: 55.86 },
  { id: 'porto', name: 'Porto', localNames: { pt: 'Porto', ar: 'بورتو', ko: '포르투' }, size: 'small', lon: -8.61, lat: 41.15 },
  { id: 'bilbao', name: 'Bilbao', localNames: { es: 'Bilbao', eu: 'Bilbo', ar: 'بلباو', ko: '빌바오' }, size: 'small', lon: -2.93, lat: 43.26 },
  { id: 'valencia', name: 'Valencia', localNames: { es: 'Valencia', ca: 'València', ar: 'فالنسيا', ko: '발렌시아' }, size: 'small', lon: -0.38, lat: 39.47 },
  { id: 'zaragoza', name: 'Zaragoza', localNames: { es: 'Zaragoza', ar: 'سرقسطة', ko: '사라고사' }, size: 'small', lon: -0.88, lat: 41.65 },
  { id: 'toulouse', name: 'Toulouse', localNames: { fr: 'Toulouse', ar: 'تولوز', ko: '툴루즈' }, size: 'small', lon: 1.44, lat: 43.6 },
  { id: 'nantes', name: 'Nantes', localNames: { fr: 'Nantes', ar: 'نانت', ko: '낭트' }, size: 'small', lon: -1.55, lat: 47.22 },
  { id: 'lille', name: 'Lille', localNames: { fr: 'Lille', ar: 'ليل', ko: '릴' }, size: 'small', lon: 3.06, lat: 50.63 },
  { id: 'strasbourg', name: 'Strasbourg', localNames: { fr: 'Strasbourg', ar: 'ستراسبورغ', ko: '스트라스부르' }, size: 'small', lon: 7.75, lat: 48.57 },
  { id: 'zuerich', name: 'Zurich', localNames: { de: 'Zürich', ar: 'زيورخ', ko: '취리히' }, size: 'small', lon: 8.54, lat: 47.37 },
  { id: 'innsbruck', name: 'Innsbruck', localNames: { de: 'Innsbruck', ar: 'إنسبروك', ko: '인스브루크' }, size: 'small', lon: 11.4, lat: 47.27 },
  { id: 'venezia', name: 'Venice', localNames: { it: 'Venezia', ar: 'البندقية', ko: '베네치아' }, size: 'small', lon: 12.34, lat: 45.44 },
  { id: 'firenze', name: 'Florence', localNames: { it: 'Firenze', ar: 'فلورنسا', ko: '피렌체' }, size: 'small', lon: 11.26, lat: 43.77 },
  { id: 'bari', name: 'Bari', localNames: { it: 'Bari', ar: 'باري', ko: '바리' }, size: 'small', lon: 16.87, lat: 41.12 },
  { id: 'reggio-calabria', name: 'Reggio Calabria', localNames: { it: 'Reggio Calabria', ar: 'ريجو كالابريا', ko: '레조칼라브리아' }, size: 'small', lon: 15.65, lat: 38.11 },
  { id: 'messina', name: 'Messina', localNames: { it: 'Messina', ar: 'مسينة', ko: '메시나' }, size: 'small', lon: 15.55, lat: 38.19 },
  { id: 'aberdeen', name: 'Aberdeen', localNames: { gd: 'Obar Dheathain', ar: 'أبردين', ko: '애버딘' }, size: 'small', lon: -2.09, lat: 57.15 },
  { id: 'newcastle', name: 'Newcastle', localNames: { ar: 'نيوكاسل', ko: '뉴캐슬' }, size: 'small', lon: -1.61, lat: 54.97 },
  { id: 'cardiff', name: 'Cardiff', localNames: { cy: 'Caerdydd', ar: 'كارديف', ko: '카디프' }, size: 'small', lon: -3.18, lat: 51.48 },
  { id: 'poznan', name: 'Poznań', localNames: { pl: 'Poznań', ar: 'بوزنان', ko: '포즈난' }, size: 'small', lon: 16.93, lat: 52.41 },
  { id: 'stuttgart', name: 'Stuttgart', localNames: { de: 'Stuttgart', ar: 'شتوتغارت', ko: '슈투트가르트' }, size: 'small', lon: 9.18, lat: 48.78 },
  { id: 'gdansk', name: 'Gdańsk', localNames: { pl: 'Gdańsk', ar: 'غدانسك', ko: '그단스크' }, size: 'small', lon: 18.65, lat: 54.35 },
  { id: 'wroclaw', name: 'Wrocław', localNames: { pl: 'Wrocław', ar: 'فروتسواف', ko: '브로츠와프' }, size: 'small', lon: 17.04, lat: 51.11 },
  { id: 'krakow', name: 'Kraków', localNames: { pl: 'Kraków', ar: 'كراكوف', ko: '크라쿠프' }, size: 'small', lon: 19.94, lat: 50.06 },
  { id: 'goteborg', name: 'Gothenburg', localNames: { sv: 'Göteborg', ar: 'غوتنبرغ', ko: '예테보리' }, size: 'small', lon: 11.97, lat: 57.71 },
  { id: 'aarhus', name: 'Aarhus', localNames: { da: 'Aarhus', ar: 'آرهوس', ko: '오르후스' }, size: 'small', lon: 10.21, lat: 56.16 },
  { id: 'malmo', name: 'Malmö', localNames: { sv: 'Malmö', ar: 'مالمو', ko: '말뫼' }, size: 'small', lon: 13.0, lat: 55.6 },
  { id: 'bergen', name: 'Bergen', localNames: { no: 'Bergen', ar: 'بيرغن', ko: '베르겐' }, size: 'small', lon: 5.32, lat: 60.39 },
  { id: 'riga', name: 'Riga', localNames: { lv: 'Rīga', ar: 'ريغا', ko: '리가' }, size: 'small', lon: 24.11, lat: 56.95 },
  { id: 'zagreb', name: 'Zagreb', localNames: { hr: 'Zagreb', ar: 'زغرب', ko: '자그레브' }, size: 'small', lon: 15.98, lat: 45.81 },
  { id: 'sofia', name: 'Sofia', localNames: { bg: 'София', ar: 'صوفيا', ko: '소피아' }, size: 'small', lon: 23.32, lat: 42.7 },
  { id: 'beograd', name: 'Belgrade', localNames: { sr: 'Beograd', ar: 'بلغراد', ko: '베오그라드' }, size: 'small', lon: 20.46, lat: 44.79 },
];

/**
 * Mountain ranges (terrain `mountain`), our own simplified outlines: the Alps, Pyrenees,
 * Cantabrian Mountains, Sistema Central and Ibérico, Betic Cordillera, Massif Central, Jura,
 * Vosges, Black Forest, Apennines, the Sicilian mountains, Dinaric Alps, Carpathians, Balkan
 * Mountains, Rila–Rhodopes, Sudetes and Ore Mountains, Bohemian Forest, Scandinavian mountains,
 * Scottish Highlands, Southern Uplands, Pennines and the Cambrian Mountains.
 */
const mountains: NamedArea[] = [
  {
    name: 'Alps',
    ring: [
      [6.9, 43.8], [6.0, 44.0], [5.6, 44.6], [5.6, 45.2], [5.8, 45.7], [6.2, 46.3], [6.9, 46.45], [7.3, 46.75], [8.2, 46.95],
      [9.0, 47.2], [9.6, 47.45], [10.5, 47.55], [11.5, 47.6], [12.5, 47.7], [13.5, 47.85], [14.5, 47.9], [15.7, 47.9], [16.2, 48.1],
      [16.1, 47.6], [15.8, 47.2], [15.3, 46.7], [14.6, 46.35], [13.7, 46.2], [13.2, 46.15], [12.4, 45.9], [11.6, 45.8], [10.9, 45.7],
      [10.2, 45.85], [9.4, 45.9], [8.6, 45.85], [7.7, 45.6], [7.2, 45.2], [7.3, 44.7], [7.6, 44.2], [7.6, 43.9],
    ],
  },
  { name: 'Pyrenees', ring: [[-1.8, 43.3], [-0.5, 43.15], [0.8, 43.05], [1.9, 42.9], [3.0, 42.6], [3.2, 42.3], [2.3, 42.05], [1.3, 41.95], [0.3, 42.0], [-0.8, 42.35], [-1.8, 42.65]] },
  { name: 'Cantabrian Mountains', ring: [[-7.2, 43.2], [-5.5, 43.25], [-4.0, 43.2], [-3.0, 43.1], [-3.3, 42.75], [-4.8, 42.75], [-6.5, 42.6], [-7.3, 42.7]] },
  { name: 'Galician massif and Trás-os-Montes', ring: [[-8.8, 42.9], [-7.9, 43.5], [-7.2, 43.2], [-7.3, 42.7], [-6.6, 42.2], [-6.5, 41.6], [-7.5, 41.2], [-8.2, 41.35], [-8.6, 42.0]] },
  { name: 'Sierra Morena', ring: [[-7.3, 38.4], [-5.5, 38.35], [-3.8, 38.55], [-2.5, 38.65], [-2.5, 38.25], [-4.0, 38.15], [-5.6, 37.95], [-7.1, 37.95]] },
  { name: 'Sistema Central', ring: [[-7.2, 40.25], [-5.5, 40.5], [-4.3, 40.75], [-3.3, 41.1], [-3.1, 40.9], [-4.2, 40.45], [-5.6, 40.15], [-7.0, 40.05]] },
  { name: 'Sistema Ibérico', ring: [[-3.6, 42.3], [-2.3, 42.2], [-1.6, 41.8], [-1.0, 41.2], [-0.3, 40.7], [-0.2, 40.1], [-0.8, 39.9], [-1.8, 40.0], [-2.3, 40.5], [-2.9, 41.2], [-3.5, 41.8]] },
  { name: 'Betic Cordillera', ring: [[-5.6, 36.6], [-4.8, 36.9], [-3.5, 37.3], [-2.3, 37.7], [-1.2, 38.2], [-0.2, 38.7], [-0.3, 38.5], [-1.3, 37.8], [-2.0, 37.2], [-3.3, 36.8], [-4.6, 36.5], [-5.3, 36.2]] },
  { name: 'Massif Central', ring: [[1.3, 45.5], [1.8, 46.0], [2.6, 46.2], [3.4, 46.1], [4.1, 45.9], [4.6, 45.3], [4.7, 44.6], [4.2, 43.9], [3.4, 43.5], [2.5, 43.4], [2.0, 43.8], [1.6, 44.4], [1.2, 45.0]] },
  { name: 'Rhenish uplands and Ardennes', ring: [[4.4, 50.3], [5.8, 50.55], [6.6, 50.65], [7.2, 51.05], [8.2, 51.4], [8.8, 51.05], [8.7, 50.4], [8.0, 50.05], [7.0, 49.75], [6.2, 49.85], [5.2, 49.65], [4.4, 49.9]] },
  { name: 'Thuringian Forest', ring: [[10.0, 50.9], [11.2, 50.7], [11.9, 50.45], [11.8, 50.2], [10.8, 50.4], [10.0, 50.6]] },
  { name: 'Jura', ring: [[5.5, 46.2], [6.1, 46.1], [7.0, 46.9], [7.6, 47.4], [7.3, 47.5], [6.4, 47.2], [5.8, 46.8]] },
  { name: 'Vosges', ring: [[6.8, 47.8], [7.25, 47.8], [7.4, 48.6], [7.1, 48.7], [6.8, 48.3]] },
  { name: 'Black Forest', ring: [[7.7, 47.6], [8.6, 47.65], [8.65, 48.4], [8.5, 48.9], [8.2, 48.9], [7.9, 48.3]] },
  {
    name: 'Apennines',
    ring: [
      [7.9, 44.3], [9.5, 44.75], [10.7, 44.45], [11.8, 44.15], [12.6, 43.7], [13.5, 43.0], [14.4, 42.15], [15.4, 41.45], [16.1, 40.7],
      [16.4, 39.9], [16.8, 39.4], [16.6, 38.5], [16.1, 37.9], [15.6, 38.0], [15.7, 38.6], [15.8, 39.3], [15.3, 40.0], [14.7, 40.6],
      [14.0, 41.1], [13.1, 41.65], [12.4, 42.3], [11.8, 43.0], [11.2, 43.45], [10.3, 43.85], [9.3, 44.1], [8.1, 43.9],
    ],
  },
  { name: 'Sicilian mountains', ring: [[13.2, 37.85], [14.2, 37.95], [15.2, 38.0], [15.3, 37.6], [14.9, 37.55], [14.0, 37.6], [13.4, 37.7]] },
  {
    name: 'Dinaric Alps',
    ring: [
      [13.9, 45.6], [15.2, 45.55], [16.4, 45.1], [17.5, 44.9], [18.8, 44.55], [19.6, 44.3], [20.3, 43.9], [20.6, 43.2], [20.4, 42.2],
      [19.6, 41.9], [18.6, 42.4], [17.4, 43.0], [16.2, 43.6], [15.2, 44.3], [14.4, 45.0],
    ],
  },
  { name: 'Serbian and Macedonian highlands', ring: [[20.3, 43.9], [21.4, 43.95], [22.4, 43.5], [22.9, 42.8], [22.8, 41.6], [21.2, 41.2], [20.5, 41.5], [20.4, 42.2], [20.6, 43.2]] },
  { name: 'Apuseni Mountains', ring: [[22.2, 46.95], [23.3, 46.95], [23.5, 46.3], [22.6, 46.15], [22.1, 46.5]] },
  {
    name: 'Carpathians',
    ring: [
      [17.2, 48.5], [17.9, 49.2], [19.0, 49.7], [20.3, 49.6], [21.8, 49.5], [22.8, 49.2], [23.8, 48.7], [24.7, 48.2], [25.4, 47.6],
      [26.0, 46.9], [26.4, 46.1], [26.2, 45.6], [25.4, 45.5], [24.0, 45.4], [22.7, 45.2], [22.2, 44.8], [21.6, 44.7], [21.7, 45.2],
      [22.1, 45.7], [22.6, 45.8], [23.6, 45.8], [24.7, 45.9], [25.4, 46.3], [25.3, 47.1], [24.5, 47.6], [23.6, 48.0], [22.6, 48.5],
      [21.8, 48.8], [20.8, 48.7], [19.5, 48.5], [18.5, 48.3], [17.6, 48.2],
    ],
  },
  { name: 'Balkan Mountains', ring: [[22.4, 43.3], [23.5, 43.1], [24.5, 42.9], [25.8, 42.9], [26.9, 42.8], [26.9, 42.6], [25.5, 42.6], [24.0, 42.6], [22.8, 42.9]] },
  { name: 'Rila and Rhodopes', ring: [[22.9, 42.3], [24.0, 42.2], [25.5, 41.9], [25.6, 41.5], [24.2, 41.5], [23.2, 41.7]] },
  { name: 'Sudetes and Ore Mountains', ring: [[12.2, 50.4], [13.5, 50.85], [14.8, 51.0], [15.8, 50.95], [16.8, 50.5], [17.7, 50.3], [17.5, 49.85], [16.4, 49.95], [15.3, 50.4], [14.2, 50.4], [13.0, 50.15], [12.3, 49.95]] },
  { name: 'Western Beskids and Moravian hills', ring: [[17.4, 49.85], [18.6, 49.75], [19.0, 49.7], [18.2, 49.2], [17.2, 48.9], [16.9, 49.3]] },
  { name: 'Bohemian Forest', ring: [[12.3, 49.75], [13.3, 49.45], [14.3, 49.0], [15.0, 48.75], [14.6, 48.35], [13.4, 48.45], [12.5, 49.0], [12.0, 49.4]] },
  {
    name: 'Scandinavian mountains',
    ring: [[5.0, 59.0], [5.8, 58.6], [6.6, 58.3], [7.5, 58.2], [8.3, 58.5], [9.0, 59.0], [9.4, 59.5], [9.6, 60.0], [10.1, 60.5], [10.4, 60.9], [11.0, 61.2], [11.6, 61.3], [12.0, 61.7], [12.0, 62.0], [4.8, 62.0], [4.7, 60.5], [4.8, 59.6]],
  },
  {
    name: 'Scottish Highlands',
    ring: [[-6.0, 56.3], [-5.0, 56.1], [-4.0, 56.2], [-3.2, 56.6], [-2.3, 56.9], [-2.1, 57.2], [-3.0, 57.5], [-3.9, 57.6], [-4.3, 57.95], [-3.8, 58.6], [-5.2, 58.7], [-5.9, 57.8], [-5.9, 56.9]],
  },
  { name: 'Southern Uplands', ring: [[-5.0, 55.1], [-4.0, 55.5], [-3.0, 55.75], [-2.3, 55.6], [-2.6, 55.2], [-3.6, 55.1], [-4.6, 54.85]] },
  { name: 'Pennines and Lake District', ring: [[-3.4, 54.65], [-2.7, 54.8], [-2.2, 54.9], [-1.9, 54.4], [-1.8, 53.7], [-1.7, 53.2], [-2.1, 53.2], [-2.3, 53.7], [-2.6, 54.1], [-3.4, 54.2]] },
  { name: 'Cambrian Mountains', ring: [[-4.3, 53.1], [-3.4, 53.2], [-3.1, 52.6], [-3.2, 51.85], [-3.8, 51.8], [-4.3, 52.2], [-4.1, 52.6], [-4.5, 52.9]] },
];

/** High-mountain cores (terrain `alpine`): the high Alps, central Pyrenees, Sierra Nevada, the Norwegian high mountains, the Tatras, the Southern Carpathians, the Cairngorms. */
const alpine: NamedArea[] = [
  {
    name: 'High Alps',
    ring: [
      [6.1, 44.6], [6.25, 45.35], [6.65, 45.85], [7.05, 46.25], [7.55, 46.6], [8.15, 46.85], [8.95, 47.0], [9.7, 47.1], [10.5, 47.3],
      [11.3, 47.35], [12.2, 47.38], [13.0, 47.4], [13.9, 47.3], [14.2, 47.05], [13.5, 46.7], [12.6, 46.5], [12.0, 46.3], [11.4, 46.15],
      [10.6, 46.05], [9.8, 46.1], [9.0, 46.05], [8.3, 45.8], [7.6, 45.55], [7.1, 45.25], [6.95, 44.8], [6.7, 44.35],
    ],
  },
  { name: 'Central Pyrenees', ring: [[-0.8, 42.95], [0.5, 42.92], [1.8, 42.78], [1.9, 42.4], [0.6, 42.4], [-0.7, 42.6]] },
  { name: 'Sierra Nevada', ring: [[-3.55, 37.15], [-2.95, 37.15], [-2.95, 36.95], [-3.55, 36.95]] },
  { name: 'Hardangervidda, Jotunheimen and Dovre', ring: [[6.0, 59.4], [7.6, 59.45], [8.6, 59.9], [9.2, 60.5], [9.9, 61.1], [10.2, 61.8], [6.4, 61.8], [5.9, 61.2], [6.3, 60.6], [5.9, 60.0]] },
  { name: 'Tatras', ring: [[19.6, 49.3], [20.4, 49.3], [20.4, 49.1], [19.6, 49.1]] },
  { name: 'Făgăraș and Retezat', ring: [[22.6, 45.5], [25.2, 45.7], [25.2, 45.45], [22.6, 45.25]] },
  { name: 'Cairngorms', ring: [[-4.1, 57.2], [-3.3, 57.2], [-3.3, 56.9], [-4.1, 56.9]] },
];

/**
 * Named rivers. `data`: guide points (mouth first) picking the Natural Earth 1:50m polylines;
 * `hand`: simplified courses of rivers missing from that scale (facts, from public maps).
 */
const rivers: RiverDef[] = [
  {
    id: 'danube', name: 'Danube', localNames: { de: 'Donau', ar: 'نهر الدانوب', ko: '도나우강' }, source: 'data',
    points: [
      [27.3, 44.1], [25.95, 43.85], [24.5, 43.7], [22.9, 44.0], [22.5, 44.65], [21.4, 44.75], [20.45, 44.82], [19.85, 45.25],
      [19.0, 45.35], [18.7, 46.0], [18.9, 47.0], [19.05, 47.5], [18.1, 47.75], [17.1, 48.14], [16.4, 48.2], [15.3, 48.25],
      [14.3, 48.3], [13.45, 48.57], [12.1, 49.02], [11.4, 48.75], [10.0, 48.4], [8.5, 47.95],
    ],
  },
  {
    id: 'rhine', name: 'Rhine', localNames: { de: 'Rhein', ar: 'نهر الراين', ko: '라인강' }, source: 'data',
    points: [
      [4.1, 51.95], [5.0, 51.85], [5.85, 51.85], [6.75, 51.45], [6.96, 50.94], [7.1, 50.73], [7.6, 50.36], [7.8, 50.05], [8.27, 50.0],
      [8.45, 49.5], [8.1, 49.0], [7.8, 48.58], [7.6, 47.56], [8.6, 47.68], [9.2, 47.68], [9.5, 47.55], [9.5, 46.85],
    ],
  },
  {
    id: 'elbe', name: 'Elbe', localNames: { de: 'Elbe', cs: 'Labe', ar: 'نهر إلبه', ko: '엘베강' }, source: 'data',
    points: [[8.7, 53.87], [9.95, 53.55], [10.8, 53.2], [11.65, 52.13], [12.25, 51.85], [13.2, 51.45], [13.73, 51.05], [14.2, 50.78], [14.47, 50.35], [15.2, 50.03], [15.83, 50.2]],
  },
  {
    id: 'oder', name: 'Oder', localNames: { pl: 'Odra', ar: 'نهر أودر', ko: '오데르강' }, source: 'data',
    points: [[14.55, 53.45], [14.4, 52.9], [14.55, 52.35], [15.5, 51.95], [16.1, 51.65], [17.03, 51.11], [17.92, 50.67], [18.3, 49.85]],
  },
  {
    id: 'vistula', name: 'Vistula', localNames: { pl: 'Wisła', ar: 'نهر فيستولا', ko: '비스와강' }, source: 'data',
    points: [[18.95, 54.35], [18.75, 53.5], [18.6, 53.0], [19.7, 52.55], [21.03, 52.25], [21.6, 51.6], [21.75, 50.68], [20.7, 50.2], [19.95, 50.05], [19.2, 50.0], [18.85, 49.7]],
  },
  {
    id: 'loire', name: 'Loire', localNames: { fr: 'Loire', ar: 'نهر اللوار', ko: '루아르강' }, source: 'data',
    points: [[-2.2, 47.28], [-1.55, 47.21], [-0.55, 47.4], [0.7, 47.4], [1.9, 47.9], [2.9, 47.5], [3.16, 46.99], [4.07, 46.04], [4.1, 45.4], [3.9, 44.85]],
  },
  {
    id: 'seine', name: 'Seine', localNames: { fr: 'Seine', ar: 'نهر السين', ko: '센강' }, source: 'data',
    points: [[0.1, 49.45], [1.1, 49.43], [1.7, 49.0], [2.35, 48.85], [2.65, 48.54], [3.5, 48.5], [4.07, 48.3], [4.57, 47.86]],
  },
  {
    id: 'rhone', name: 'Rhône', localNames: { fr: 'Rhône', ar: 'نهر الرون', ko: '론강' }, source: 'data',
    points: [[4.6, 43.4], [4.63, 43.68], [4.8, 43.95], [4.7, 44.5], [4.9, 44.93], [4.83, 45.75], [5.5, 45.9], [6.14, 46.2], [6.9, 46.4], [7.35, 46.23], [8.0, 46.32], [8.3, 46.5]],
  },
  {
    id: 'po', name: 'Po', localNames: { it: 'Po', ar: 'نهر بو', ko: '포강' }, source: 'data',
    points: [[12.5, 44.95], [11.6, 44.9], [10.8, 45.0], [10.0, 45.13], [9.7, 45.05], [9.15, 45.15], [8.4, 45.1], [7.7, 45.07], [7.1, 44.7]],
  },
  {
    id: 'ebro', name: 'Ebro', localNames: { es: 'Ebro', ar: 'نهر إبرو', ko: '에브로강' }, source: 'data',
    points: [[0.87, 40.72], [0.52, 40.81], [0.0, 41.25], [-0.88, 41.66], [-1.6, 42.06], [-2.45, 42.47], [-2.95, 42.68], [-3.6, 42.85], [-4.15, 43.0]],
  },
  {
    id: 'tagus', name: 'Tagus', localNames: { es: 'Tajo', pt: 'Tejo', ar: 'نهر تاجة', ko: '타호강' }, source: 'data',
    points: [[-9.1, 38.7], [-8.7, 39.23], [-8.2, 39.47], [-7.2, 39.68], [-6.3, 39.8], [-5.3, 39.85], [-4.8, 39.96], [-4.02, 39.86], [-3.6, 40.03], [-2.7, 40.5], [-1.9, 40.6]],
  },
  {
    id: 'douro', name: 'Douro', localNames: { es: 'Duero', pt: 'Douro', ar: 'نهر دويرو', ko: '도루강' }, source: 'data',
    points: [[-8.65, 41.14], [-7.8, 41.15], [-6.9, 41.0], [-6.3, 41.4], [-5.75, 41.5], [-4.75, 41.65], [-3.7, 41.67], [-2.9, 41.6], [-2.47, 41.77], [-2.8, 41.95]],
  },
  {
    id: 'garonne', name: 'Garonne', localNames: { fr: 'Garonne', ar: 'نهر غارون', ko: '가론강' }, source: 'data',
    points: [[-1.05, 45.55], [-0.57, 44.84], [0.1, 44.45], [0.62, 44.2], [1.2, 43.85], [1.44, 43.6], [1.1, 43.2], [0.7, 42.9]],
  },
  {
    id: 'thames', name: 'Thames', localNames: { ar: 'نهر التايمز', ko: '템스강' }, source: 'data',
    points: [[0.6, 51.47], [-0.1, 51.5], [-0.6, 51.45], [-0.97, 51.46], [-1.25, 51.75], [-2.0, 51.68]],
  },
  {
    id: 'tisza', name: 'Tisza', localNames: { hu: 'Tisza', ar: 'نهر تيسا', ko: '티서강' }, source: 'data',
    points: [[20.3, 45.15], [20.15, 46.25], [20.2, 47.17], [20.8, 47.6], [21.4, 48.12], [22.5, 48.2], [23.4, 48.0], [24.3, 48.3]],
  },
  {
    id: 'glomma', name: 'Glomma', localNames: { no: 'Glomma', ar: 'نهر غلوما', ko: '글로마강' }, source: 'data',
    points: [[10.95, 59.2], [11.1, 59.28], [11.2, 59.6], [11.5, 60.0], [12.0, 60.2], [11.9, 60.8], [11.56, 60.88], [11.1, 61.5], [10.8, 62.0]],
  },
  {
    id: 'dalalven', name: 'Dalälven', localNames: { sv: 'Dalälven', ar: 'نهر دالالفن', ko: '달엘벤강' }, source: 'data',
    points: [[17.4, 60.64], [16.9, 60.3], [16.17, 60.14], [15.43, 60.48], [14.54, 61.0], [13.5, 61.5], [12.6, 62.0]],
  },
  {
    id: 'meuse', name: 'Meuse', localNames: { fr: 'Meuse', nl: 'Maas', ar: 'نهر الميز', ko: '뫼즈강' }, source: 'hand',
    points: [[4.6, 51.72], [5.3, 51.75], [5.9, 51.7], [6.17, 51.37], [5.9, 51.1], [5.69, 50.85], [5.57, 50.63], [4.87, 50.47], [4.8, 50.1], [4.72, 49.77], [5.1, 49.55], [5.38, 49.16], [5.6, 48.5]],
  },
  {
    id: 'main', name: 'Main', localNames: { de: 'Main', ar: 'نهر ماين', ko: '마인강' }, source: 'hand',
    points: [[8.3, 50.0], [8.68, 50.1], [9.15, 49.97], [9.5, 49.76], [9.93, 49.8], [10.23, 50.05], [10.9, 49.9], [11.58, 49.95]],
  },
  {
    id: 'inn', name: 'Inn', localNames: { de: 'Inn', ar: 'نهر إن', ko: '인강' }, source: 'hand',
    points: [[13.45, 48.57], [12.85, 48.2], [12.12, 47.85], [12.17, 47.58], [11.7, 47.35], [11.4, 47.27], [10.57, 47.14], [10.1, 46.8], [9.8, 46.5]],
  },
  {
    id: 'sava', name: 'Sava', localNames: { hr: 'Sava', ar: 'نهر سافا', ko: '사바강' }, source: 'hand',
    points: [[20.45, 44.82], [19.7, 44.75], [19.0, 44.9], [18.0, 45.15], [17.2, 45.15], [16.37, 45.48], [15.98, 45.79], [15.2, 45.9], [14.5, 46.07], [14.0, 46.4]],
  },
  {
    id: 'guadalquivir', name: 'Guadalquivir', localNames: { es: 'Guadalquivir', ar: 'نهر الوادي الكبير', ko: '과달키비르강' }, source: 'hand',
    points: [[-6.35, 36.8], [-6.1, 37.1], [-6.0, 37.38], [-5.5, 37.6], [-4.78, 37.88], [-4.05, 38.04], [-3.4, 37.95], [-2.85, 37.95]],
  },
  {
    id: 'tiber', name: 'Tiber', localNames: { it: 'Tevere', ar: 'نهر التيبر', ko: '테베레강' }, source: 'hand',
    points: [[12.25, 41.73], [12.48, 41.9], [12.6, 42.3], [12.1, 42.7], [12.38, 43.1], [12.2, 43.5], [12.1, 43.7]],
  },
  {
    id: 'severn', name: 'Severn', localNames: { ar: 'نهر سيفيرن', ko: '세번강' }, source: 'hand',
    points: [[-2.7, 51.6], [-2.25, 51.87], [-2.22, 52.19], [-2.4, 52.4], [-2.75, 52.71], [-3.15, 52.6], [-3.5, 52.5]],
  },
];

const ferries: FerryDef[] = [
  { id: 'dover-calais', name: 'Dover – Calais', from: 'london', to: 'lille', fromPort: [1.31, 51.12], toPort: [1.86, 50.95], cost: 8 },
  { id: 'harwich-hook', name: 'Harwich – Hook of Holland', from: 'london', to: 'amsterdam', fromPort: [1.28, 51.94], toPort: [4.13, 51.98], cost: 12 },
  { id: 'oresund', name: 'Øresund (Copenhagen – Malmö)', from: 'kobenhavn', to: 'malmo', cost: 6 },
  { id: 'aarhus-kalundborg', name: 'Aarhus – Kalundborg', from: 'aarhus', to: 'kobenhavn', fromPort: [10.21, 56.16], toPort: [11.09, 55.68], cost: 10 },
  { id: 'messina', name: 'Strait of Messina', from: 'reggio-calabria', to: 'messina', fromPort: [15.65, 38.11], toPort: [15.55, 38.19], cost: 6 },
];

const goods: GoodDef[] = [
  { id: 'wine', name: 'Wine', localNames: { ar: 'نبيذ', ko: '와인' }, sources: ['bordeaux', 'porto', 'firenze', 'wien'], loads: 4 },
  { id: 'cheese', name: 'Cheese', localNames: { ar: 'جبن', ko: '치즈' }, sources: ['amsterdam', 'zuerich', 'lyon'], loads: 4 },
  { id: 'beer', name: 'Beer', localNames: { ar: 'بيرة', ko: '맥주' }, sources: ['muenchen', 'praha', 'bruxelles', 'kobenhavn'], loads: 4 },
  { id: 'whisky', name: 'Whisky', localNames: { ar: 'ويسكي', ko: '위스키' }, sources: ['glasgow'], loads: 3 },
  { id: 'oranges', name: 'Oranges', localNames: { ar: 'برتقال', ko: '오렌지' }, sources: ['valencia', 'sevilla', 'palermo'], loads: 4 },
  { id: 'olive-oil', name: 'Olive oil', localNames: { ar: 'زيت الزيتون', ko: '올리브유' }, sources: ['sevilla', 'bari', 'marseille'], loads: 4 },
  { id: 'pork', name: 'Pork', localNames: { ar: 'لحم الخنزير', ko: '돼지고기' }, sources: ['aarhus', 'madrid'], loads: 3 },
  { id: 'fish', name: 'Fish', localNames: { ar: 'سمك', ko: '생선' }, sources: ['bergen', 'lisboa'], loads: 3 },
  { id: 'potatoes', name: 'Potatoes', localNames: { ar: 'بطاطس', ko: '감자' }, sources: ['warszawa', 'poznan'], loads: 3 },
  { id: 'wheat', name: 'Wheat', localNames: { ar: 'قمح', ko: '밀' }, sources: ['budapest', 'bucuresti'], loads: 4 },
  { id: 'pasta', name: 'Pasta', localNames: { ar: 'معكرونة', ko: '파스타' }, sources: ['napoli'], loads: 3 },
  { id: 'chocolate', name: 'Chocolate', localNames: { ar: 'شوكولاتة', ko: '초콜릿' }, sources: ['bruxelles', 'zuerich'], loads: 3 },
  { id: 'flowers', name: 'Flowers', localNames: { ar: 'زهور', ko: '꽃' }, sources: ['amsterdam'], loads: 3 },
  { id: 'cork', name: 'Cork', localNames: { ar: 'فلين', ko: '코르크' }, sources: ['lisboa'], loads: 3 },
  { id: 'wool', name: 'Wool', localNames: { ar: 'صوف', ko: '양모' }, sources: ['zaragoza', 'cardiff'], loads: 3 },
  { id: 'textiles', name: 'Textiles', localNames: { ar: 'منسوجات', ko: '직물' }, sources: ['manchester', 'lille', 'barcelona'], loads: 4 },
  { id: 'timber', name: 'Timber', localNames: { ar: 'أخشاب', ko: '목재' }, sources: ['stockholm', 'riga', 'oslo'], loads: 4 },
  { id: 'coal', name: 'Coal', localNames: { ar: 'فحم', ko: '석탄' }, sources: ['cardiff', 'newcastle', 'krakow'], loads: 4 },
  { id: 'iron-ore', name: 'Iron ore', localNames: { ar: 'خام الحديد', ko: '철광석' }, sources: ['stockholm', 'bilbao'], loads: 3 },
  { id: 'steel', name: 'Steel', localNames: { ar: 'فولاذ', ko: '강철' }, sources: ['koeln', 'beograd'], loads: 4 },
  { id: 'copper', name: 'Copper', localNames: { ar: 'نحاس', ko: '구리' }, sources: ['wroclaw'], loads: 3 },
  { id: 'oil', name: 'Oil', localNames: { ar: 'نفط', ko: '석유' }, sources: ['aberdeen', 'bucuresti'], loads: 3 },
  { id: 'chemicals', name: 'Chemicals', localNames: { ar: 'مواد كيميائية', ko: '화학 제품' }, sources: ['frankfurt', 'koeln'], loads: 3 },
  { id: 'machinery', name: 'Machinery', localNames: { ar: 'آلات', ko: '기계' }, sources: ['milano', 'praha', 'berlin'], loads: 4 },
  { id: 'cars', name: 'Cars', localNames: { ar: 'سيارات', ko: '자동차' }, sources: ['stuttgart', 'paris', 'goteborg', 'muenchen'], loads: 4 },
  { id: 'aircraft-parts', name: 'Aircraft parts', localNames: { ar: 'قطع طائرات', ko: '항공기 부품' }, sources: ['toulouse', 'hamburg'], loads: 3 },
  { id: 'glass', name: 'Glass', localNames: { ar: 'زجاج', ko: '유리' }, sources: ['praha', 'venezia'], loads: 3 },
  { id: 'amber', name: 'Amber', localNames: { ar: 'كهرمان', ko: '호박' }, sources: ['gdansk', 'riga'], loads: 3 },
  { id: 'tourists', name: 'Tourists', localNames: { ar: 'سياح', ko: '관광객' }, sources: ['london', 'roma', 'venezia', 'innsbruck'], loads: 4 },
];

const events: EventDef[] = [
  { kind: 'strike', cities: ['london', 'amsterdam', 'hamburg', 'marseille'] },
  { kind: 'strike', cities: ['paris', 'lyon', 'bordeaux', 'lille'] },
  { kind: 'strike', cities: ['milano', 'roma', 'napoli'] },
  { kind: 'strike', cities: ['cardiff', 'newcastle', 'krakow'] },
  { kind: 'flood', river: 'danube' },
  { kind: 'flood', river: 'rhine' },
  { kind: 'flood', river: 'elbe' },
  { kind: 'flood', river: 'loire' },
  { kind: 'snow' },
  { kind: 'snow' },
  { kind: 'snow' },
  { kind: 'derailment', cities: ['paris', 'lille'] },
  { kind: 'derailment', cities: ['koeln', 'frankfurt'] },
  { kind: 'derailment', cities: ['wien', 'budapest'] },
  { kind: 'derailment', cities: ['madrid', 'zaragoza'] },
  { kind: 'derailment', cities: ['berlin', 'hamburg'] },
];

/** The Europe map definition. */
export const europe: ResourcefulDefinition = {
  geo: {
    id: 'europe',
    name: 'Europe',
    projection: { kind: 'azimuthal-equal-area', rotate: [-10, -52] },
    view: [-10.5, 36.0, 27.0, 61.5],
    frame: [
      [-11.5, 35.9], [-5.0, 35.95], [-2.0, 36.5], [1.0, 37.6], [9.0, 38.0], [12.0, 37.6], [13.5, 36.4], [16.0, 36.2], [23.5, 36.2],
      [19.0, 40.0], [24.5, 41.5], [27.0, 42.5], [27.0, 47.8], [24.4, 48.6], [24.4, 61.8], [-11.5, 61.8],
    ],
    gridLand: 'world',
    spacingKm: 65,
    latticeOffset: [0.4, 0.3],
    riverMinKm: 100,
    lakeMinKm2: 1000,
    mountains,
    noGrid: [],
    straits: [
      { name: 'Little Belt', from: [9.7, 55.45], to: [9.95, 55.35] },
      { name: 'Great Belt', from: [10.8, 55.3], to: [11.14, 55.33] },
    ],
    regions: [],
    cities: [],
  },
  alpine,
  rivers,
  riverMatchKm: 45,
  cities,
  ferries,
  goods,
  events,
  majorsToWin: 7,
  payment: { base: 5, perMilepost: 0.85 },
  seed: 'resourceful:europe',
};
