/**
 * The Resourceful Rails maps the table draws and the names it shows from them. The maps come
 * with the rules (`shared-rules/maps/resourceful-maps.ts`: the shipped maps and the test map
 * `fixture-mileposts`), so the page and the engine worker see the same maps. Names are the map's
 * own: a city, good or river is shown as `localNames[language]`, else its English `name` (map
 * format: `shared-rules/maps/resourceful-map.ts`).
 *
 * The log lines and moments are translated by the platform (`t(key, params)`) with map ids in
 * their params; `registerNameFormats` adds the i18next formats that turn those ids into the names
 * of the map on the table: `{{city, rrcity}}`, `{{good, rrgood}}`, `{{card, rrevent}}` (an event
 * card: its kind and the cities or river it names).
 */
import i18next, { type i18n } from 'i18next';
import { boardFor, type ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import type { ResourcefulMap } from '../../../shared-rules/maps/resourceful-map';
import { getResourcefulMap } from '../../../shared-rules/maps/resourceful-maps';

/** The map of `id` with its derived board (links, cities by milepost), or `undefined` for an unknown id. */
export function resourcefulBoardOf(id: string | undefined): ResourcefulBoard | undefined {
  if (id === undefined) return undefined;
  let map: ResourcefulMap | undefined;
  try {
    map = getResourcefulMap(id);
  } catch {
    // A shipped map that fails its schema is a build defect (tests/maps checks the files): draw nothing.
    return undefined;
  }
  if (map === undefined) return undefined;
  const board = boardFor(map);
  shownBoard = board;
  return board;
}

/** The board whose names the formats use: the last one looked up (the one on the table). */
let shownBoard: ResourcefulBoard | undefined;

/** A thing with an English name and local names by language code (cities, goods, rivers). */
type Named = { readonly name: string; readonly localNames?: Readonly<Record<string, string>> | undefined };

/** `thing`'s name in `language` (its local name, else its English name). */
export function localName(thing: Named, language: string): string {
  return thing.localNames?.[language] ?? thing.name;
}

/** A map id shown as words when the map does not know it (`tri-cities` → `Tri cities`). */
function fallbackName(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of city `id` on `board` in `language` (its id as words when unknown). */
export function cityName(board: ResourcefulBoard | undefined, id: string, language: string): string {
  const city = board?.map.cities[board.cityIndex.get(id) ?? -1];
  return city === undefined ? fallbackName(id) : localName(city, language);
}

/** The name of good `id` on `board` in `language`. */
export function goodName(board: ResourcefulBoard | undefined, id: string, language: string): string {
  const good = board?.map.goods[board.goodIndex.get(id) ?? -1];
  return good === undefined ? fallbackName(id) : localName(good, language);
}

/** The name of river `id` on `board` in `language`. */
export function riverName(board: ResourcefulBoard | undefined, id: string, language: string): string {
  const river = board?.map.rivers.find((r) => r.id === id);
  return river === undefined ? fallbackName(id) : localName(river, language);
}

/** The name of ferry line `id` (ferries have English names only). */
export function ferryName(board: ResourcefulBoard | undefined, id: string): string {
  return board?.map.ferries.find((f) => f.id === id)?.name ?? fallbackName(id);
}

/**
 * What an event card names, in `language`: the cities (strike, derailment, joined by `and`),
 * the river (flood), or '' (snow, or a card the map does not have).
 */
export function eventPlaces(board: ResourcefulBoard | undefined, card: number, language: string, and: string): string {
  const event = board?.cards.get(card)?.event;
  if (event === undefined) return '';
  if (event.kind === 'flood') {
    const river = board?.map.rivers[event.river];
    return river === undefined ? '' : localName(river, language);
  }
  if (event.kind === 'snow') return '';
  return event.cities.map((c) => cityName(board, c, language)).join(` ${and} `);
}

/**
 * Adds the name formats to an i18next instance (idempotent): `rrcity` and `rrgood` (a map id →
 * its name on the shown map), `rrevent` (an event card id → the places it names). A format
 * missing from the instance (before its first game) leaves the id as it is.
 */
export function registerNameFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (formatter === undefined) return;
  formatter.add('rrcity', (value: unknown, lng: string | undefined) => cityName(shownBoard, String(value), lng ?? 'en'));
  formatter.add('rrgood', (value: unknown, lng: string | undefined) => goodName(shownBoard, String(value), lng ?? 'en'));
  formatter.add('rrevent', (value: unknown, lng: string | undefined) => eventPlaces(shownBoard, Number(value), lng ?? 'en', instance.t('resourceful.and', { lng })));
}

// The chunk that draws a map names its ids in the log lines and moments from the moment it loads.
registerNameFormats(i18next);
