/**
 * The counter test game as the table knows it before its rules load (`GameCatalogEntry`): its
 * meta, the one option (the target total, 3–100), a lobby card marked `test` (the lobby does not
 * offer it; `?game=counter` starts it) and no bot levels (only `random`, for tests).
 */
import { defineCatalog } from '../../core/define-game';
import type { GameMeta } from '../../core/types';
import { defaultCounterOptions, type CounterOptions } from './schema';

/** Counter's meta: 2–6 seats, rules version 1. */
export const counterMeta: GameMeta<CounterOptions> = { id: 'counter', title: 'Counter', rulesVersion: 1, seats: { min: 2, max: 6 }, defaultOptions: defaultCounterOptions };

/** Counter's catalog entry. */
export const counterCatalog = defineCatalog({
  meta: counterMeta,
  options: [{ kind: 'integer', key: 'target', labelKey: 'counter.target', min: 3, max: 100, step: 1 }],
  card: { minutes: [2, 5], test: true },
  botLevels: [],
});
