/**
 * The light catalog the page uses before a game's rules load (`shared-rules/games/catalog.ts`)
 * lists exactly the registry's games, each with the entry its definition was built from, so the
 * lobby, settings and saves list describe the same games the rules play.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../shared-rules/core/define-game';
import { gameCatalog, getCatalogEntry, tableCatalog } from '../../shared-rules/games/catalog';
import { gameDefinitions, tableGames } from '../../shared-rules/games/registry';

describe('the game catalog', () => {
  it('lists the registry’s games in its order, each with its definition’s own entry', () => {
    expect(Object.keys(gameCatalog)).toEqual(Object.keys(gameDefinitions));
    for (const [id, definition] of Object.entries(gameDefinitions)) {
      const entry = getCatalogEntry(id);
      expect(entry).toBe(definition.catalog);
      expect(entry?.seats).toEqual(definition.module.meta.seats);
      expect(entry?.defaultOptions).toEqual(definition.module.meta.defaultOptions);
      expect(entry?.rulesVersion).toBe(definition.module.meta.rulesVersion);
      expect(entry?.options).toBe(definition.options);
      // Offered levels are exactly the bots the game has (random is for tests and self-play).
      expect([...(entry?.botLevels ?? [])].sort()).toEqual(BOT_LEVELS.filter((level) => definition.bots[level] !== undefined).sort());
    }
    expect(tableCatalog().map((e) => e.id)).toEqual(tableGames().map((d) => d.id));
    expect(getCatalogEntry('made-in-2030')).toBeUndefined();
  });
});
