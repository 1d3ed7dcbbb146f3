/**
 * The games Railtable knows, by game id (conventions §4: adding a game is one line here).
 */
import type { AnyGameModule } from '../core/types';
import { counter } from './counter';
import { transglobal } from './transglobal';

/** Every game module, keyed by its `meta.id`. */
export const games: Readonly<Record<string, AnyGameModule>> = { counter, transglobal };

/** The game module with this id, or `undefined` if there is none (callers answer `unknown-game`). */
export function getGame(id: string): AnyGameModule | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
