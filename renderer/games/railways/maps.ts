/**
 * The Railways of the World maps the table draws, their data files (Our table: engine costs, the
 * operations deck, the Rail Baron cards) and the names the table shows from them. Maps and data
 * come with the rules (`shared-rules/maps/railways-maps.ts`, `shared-rules/games/railways/tables/`),
 * so the page and the engine worker see the same ones. A city is named by its map's
 * `localNames[language]`, else its English `name`.
 *
 * The log lines and moments are translated by the platform (`t(key, params)`) with map facts in
 * their params; `registerNameFormats` adds the i18next formats that name them on the map on the
 * table: `{{city, rwcity}}` (a city id), `{{to, rwhex}}` (a city's hex), `{{color, rwcolor}}` (a
 * colour code), `{{card, rwcard}}` (an operations card id), and the optional tails of a line,
 * `{{city, rwto}}` (" to Boston", or nothing for ''), `{{city, rwon}}` (" on Boston") and
 * `{{card, rwwith}}` (" with Land Grant", or nothing for −1); the points of a delivery,
 * `{{scores, rwpoints}}` ("Seat 1 +2, Seat 3 +1" from `1:2,3:1`); a list of colours,
 * `{{cubes, rwcolors}}` ("Yellow, Blue" from `1,2`); and a list of seats, `{{order, rwseats}}`
 * ("Seat 2, Seat 1" from `2,1`).
 */
import i18next, { type i18n } from 'i18next';
import { getRailwaysTable, type OperationCard, type RailBaronCard, type RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { getRailwaysBoard } from '../../../shared-rules/maps/railways-maps';

/** The board of map `id` and its data file, or `undefined` for a map this build cannot play. */
export function railwaysMapOf(id: string | undefined): { readonly board: RailwaysBoard; readonly table: RailwaysTable } | undefined {
  if (id === undefined) return undefined;
  let board: RailwaysBoard | undefined;
  try {
    board = getRailwaysBoard(id);
  } catch {
    // A shipped map that fails its checks is a build defect (tests/maps checks the files): draw nothing.
    return undefined;
  }
  const table = getRailwaysTable(id);
  if (board === undefined || table === undefined) return undefined;
  shown = { board, table };
  return shown;
}

/** The map whose names the formats use: the last one looked up (the one on the table). */
let shown: { readonly board: RailwaysBoard; readonly table: RailwaysTable } | undefined;

/** A map id shown as words when the map does not know it (`new-york` → `New york`). */
function fallbackName(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of city `id` on `board` in `language` (its id as words when unknown). */
export function cityName(board: RailwaysBoard | undefined, id: string, language: string): string {
  const hex = board?.cities[board.cityIndex.get(id) ?? -1];
  const city = hex === undefined ? undefined : board?.map.hexes[hex]?.city;
  return city === undefined ? fallbackName(id) : (city.localNames[language] ?? city.name);
}

/** The name of the city on hex `hex` in `language` ('' when none). */
export function cityNameAt(board: RailwaysBoard | undefined, hex: number, language: string): string {
  const city = board?.map.hexes[hex]?.city;
  return city === undefined ? '' : (city.localNames[language] ?? city.name);
}

/** Translates with params (i18next's `t`, as the components and formats have it). */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** An operations card as words: its name and what it does, with the map's city names. */
export function operationText(card: OperationCard | undefined, board: RailwaysBoard | undefined, language: string, t: Translate): { readonly name: string; readonly text: string } {
  if (card === undefined) return { name: '', text: '' };
  const city = (id: string) => cityName(board, id, language);
  const params: Record<string, string | number> = {};
  switch (card.kind) {
    case 'service-bounty':
      Object.assign(params, { city: city(card.city), points: card.points });
      break;
    case 'major-line':
      Object.assign(params, { a: city(card.a), b: city(card.b), points: card.points });
      break;
    case 'speed-record':
      Object.assign(params, { links: card.links, points: card.points });
      break;
    case 'new-train':
      Object.assign(params, { level: card.level, points: card.points });
      break;
    case 'railroad-era':
      Object.assign(params, { points: card.points });
      break;
    case 'city-growth':
      Object.assign(params, { cubes: card.cubes });
      break;
    case 'executive':
      Object.assign(params, { actions: card.actions });
      break;
    default:
      break;
  }
  const special = card.kind === 'major-line' && card.special !== undefined;
  return { name: t(special ? 'railways.card.special.name' : `railways.card.${card.kind}.name`, params), text: t(`railways.card.${card.kind}.text`, params) };
}

/** A Rail Baron card's goal as words (with the map's city names). */
export function baronText(card: RailBaronCard | undefined, board: RailwaysBoard | undefined, language: string, t: Translate): string {
  if (card === undefined) return '';
  switch (card.kind) {
    case 'connect':
      return t('railways.baron.connect', { a: cityName(board, card.a, language), b: cityName(board, card.b, language), points: card.points });
    case 'engine':
      return t('railways.baron.engine', { level: card.level, points: card.points });
    case 'links':
      return t('railways.baron.links', { count: card.count, points: card.points });
    case 'cities':
      return t('railways.baron.cities', { count: card.count, points: card.points });
  }
}

/**
 * Adds the name formats to an i18next instance (idempotent; see the module comment). A format
 * used before any map is shown names ids as words.
 */
export function registerNameFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (formatter === undefined) return;
  const t = (lng: string | undefined): Translate => (key, params) => instance.t(key, { ...params, lng });
  formatter.add('rwcity', (value: unknown, lng: string | undefined) => cityName(shown?.board, String(value), lng ?? 'en'));
  formatter.add('rwhex', (value: unknown, lng: string | undefined) => cityNameAt(shown?.board, Number(value), lng ?? 'en'));
  formatter.add('rwcolor', (value: unknown, lng: string | undefined) => instance.t(`railways.color.${Number(value)}`, { lng }));
  formatter.add('rwcard', (value: unknown, lng: string | undefined) => operationText(shown?.table.operations[Number(value)], shown?.board, lng ?? 'en', t(lng)).name);
  formatter.add('rwto', (value: unknown, lng: string | undefined) => (value === '' || value === undefined ? '' : instance.t('railways.log.tail.to', { lng, city: cityName(shown?.board, String(value), lng ?? 'en') })));
  formatter.add('rwon', (value: unknown, lng: string | undefined) => (value === '' || value === undefined ? '' : instance.t('railways.log.tail.on', { lng, city: cityName(shown?.board, String(value), lng ?? 'en') })));
  formatter.add('rwwith', (value: unknown, lng: string | undefined) => {
    const card = shown?.table.operations[Number(value)];
    return card === undefined ? '' : instance.t('railways.log.tail.with', { lng, card: operationText(card, shown?.board, lng ?? 'en', t(lng)).name });
  });
  const pairs = (value: unknown): (readonly [number, number])[] =>
    String(value ?? '')
      .split(',')
      .flatMap((pair) => {
        const [seat, amount] = pair.split(':').map(Number);
        return seat === undefined || amount === undefined || !Number.isFinite(seat) || !Number.isFinite(amount) ? [] : [[seat, amount] as const];
      });
  const list = (lng: string | undefined, items: readonly string[]): string => (items.length === 0 ? instance.t('railways.moment.nobody', { lng }) : items.join(instance.t('railways.listSeparator', { lng })));
  const numbers = (value: unknown): number[] =>
    String(value ?? '')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number)
      .filter((n) => Number.isFinite(n));
  formatter.add('rwcolors', (value: unknown, lng: string | undefined) => list(lng, numbers(value).map((k) => instance.t(`railways.color.${k}`, { lng }))));
  formatter.add('rwseats', (value: unknown, lng: string | undefined) => list(lng, numbers(value).map((seat) => instance.t('seat.name', { lng, seat }))));
  formatter.add('rwpoints', (value: unknown, lng: string | undefined) => list(lng, pairs(value).map(([seat, points]) => instance.t('railways.moment.gain', { lng, seat, points }))));
}

// The game's chunk names its map facts in the log lines and moments from the moment it loads.
registerNameFormats(i18next);
