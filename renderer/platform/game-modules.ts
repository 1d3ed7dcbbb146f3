/**
 * The rules the page's save store replays records with, loaded on demand: the page's first
 * JavaScript holds no game's rules (issue #12 "Games load on demand"), so before the browser save
 * store judges a record or an appended entry it asks for that game's chunk
 * (`renderer/engine/game-loaders.ts`), then looks its module up synchronously.
 */
import type { AnyGameModule } from '../../shared-rules/core/types';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import type { GameLookup } from '../../shared-rules/games/check-record';
import { loadGame } from '../engine/game-loaders';

/** `ready(id)` loads game `id` once (a game this build lacks stays unknown: its saves are foreign); `lookup` answers for the loaded ones. */
export type GameModules = { readonly ready: (gameId: string) => Promise<void>; readonly lookup: GameLookup };

/** Game modules loaded with `load` (default: the game folders' own chunks), each at most once. */
export function lazyGameModules(load: (gameId: string) => Promise<GameDefinition | undefined> = loadGame): GameModules {
  const loaded = new Map<string, AnyGameModule>();
  const pending = new Map<string, Promise<void>>();
  return {
    ready(gameId) {
      if (loaded.has(gameId)) return Promise.resolve();
      let job = pending.get(gameId);
      if (job === undefined) {
        job = load(gameId).then((definition) => {
          if (definition !== undefined) loaded.set(gameId, definition.module);
        });
        pending.set(gameId, job);
      }
      return job;
    },
    lookup: (gameId) => loaded.get(gameId),
  };
}
