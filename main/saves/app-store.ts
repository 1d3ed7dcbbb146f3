/**
 * The save store exactly as the app wires it (main/index.ts calls this, and so do the tests that
 * prove saves survive real use): one folder, the wall clock, and the replay check over every
 * registered game (`shared-rules/games/registry.ts`: whole games, maps and decks included, so a
 * real match replays in main as it does in the worker); saves of games or rules versions this
 * build lacks are kept and listed as made by another version; each append must replay on the
 * saved match; one save file is capped at `SAVE_LIMITS.fileBytes` (32 MiB).
 */
import type { Logger } from '../log/logger';
import { createSaveStore, type SaveStore } from './store';
import { createAppendVerifier, createForeignCheck, createReplayVerifier } from './verify';

/**
 * The app's save store over `dir` (`<userData>/saves`). `clock` defaults to the wall clock
 * (tests pass a fixed one). Returns the store; nothing is read or written until it is used.
 */
export function createAppSaveStore(options: { readonly dir: string; readonly logger?: Logger; readonly clock?: () => Date }): SaveStore {
  return createSaveStore({
    dir: options.dir,
    clock: options.clock ?? (() => new Date()),
    verify: createReplayVerifier(),
    foreign: createForeignCheck(),
    checkAppend: createAppendVerifier(),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
}
