/**
 * The games the engine worker can load, each on demand as its own chunk (issue #12: "each
 * game's rules and data are their own chunks, loaded by the worker when a match starts"): every
 * game folder `shared-rules/games/<id>/index.ts` that exports a `defineGame(...)` result. The
 * folder name is the game id (a test checks these are exactly the registry's games). Vite
 * code-splits each folder; nothing is fetched until a match of that game starts or loads.
 */
import type { GameDefinition } from '../../shared-rules/core/define-game';

const folders = import.meta.glob<Record<string, unknown>>('../../shared-rules/games/*/index.ts');

/** Whether an export is a whole game (`defineGame`'s result). */
export function isGameDefinition(value: unknown): value is GameDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<GameDefinition>;
  return typeof candidate.id === 'string' && typeof candidate.module === 'object' && typeof candidate.conformance === 'object' && Array.isArray(candidate.options);
}

/** Loads game `id`'s chunk: its definition, or `undefined` if no game folder has that id (or it exports no game of that id). */
export async function loadGame(id: string): Promise<GameDefinition | undefined> {
  const load = folders[`../../shared-rules/games/${id}/index.ts`];
  if (load === undefined) return undefined;
  const exports = await load();
  return Object.values(exports).find((value): value is GameDefinition => isGameDefinition(value) && value.id === id);
}

/** The ids of the game folders (what {@link loadGame} can load). */
export function loadableGameIds(): string[] {
  return Object.keys(folders)
    .map((path) => path.split('/').at(-2) ?? '')
    .filter((id) => id !== '')
    .sort();
}
