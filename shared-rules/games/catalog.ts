/**
 * Every game's catalog entry, by game id: what the page knows of a game before its rules load
 * (lobby card, options, settings controls, saves list, bot levels). One line per game, beside its
 * line in `./registry.ts` (a test proves the two list the same games with the same entries).
 * Light: no rules, maps or decks, so the page's first JavaScript stays small however many games
 * there are; the rules load with the game (`renderer/engine/game-loaders.ts`).
 */
import type { GameCatalogEntry } from '../core/define-game';
import { counterCatalog } from './counter/catalog';
import { parisCatalog } from './paris/catalog';
import { railwaysCatalog } from './railways/catalog';
import { resourcefulCatalog } from './resourceful/catalog';
import { transglobalCatalog } from './transglobal/catalog';
import { trickCatalog } from './trick/catalog';

/** Every catalog entry, keyed by game id, in the registry's order. */
export const gameCatalog: Readonly<Record<string, GameCatalogEntry>> = { counter: counterCatalog, transglobal: transglobalCatalog, paris: parisCatalog, trick: trickCatalog, resourceful: resourcefulCatalog, railways: railwaysCatalog };

/** The catalog entry of game `id`, or `undefined` when this build has no such game. */
export function getCatalogEntry(id: string): GameCatalogEntry | undefined {
  return Object.hasOwn(gameCatalog, id) ? gameCatalog[id] : undefined;
}

/** The games offered at the table (every entry but test games), in catalog order. */
export function tableCatalog(): readonly GameCatalogEntry[] {
  return Object.values(gameCatalog).filter((entry) => entry.card.test !== true);
}
