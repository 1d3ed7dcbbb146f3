/**
 * The engine worker's games on demand (renderer/engine/game-loaders.ts): the game folders it can
 * load are exactly the registry's games, each loads to the same definition the registry holds,
 * and an unknown id loads nothing.
 */
import { describe, expect, it } from 'vitest';
import { loadGame, loadableGameIds } from '../../renderer/engine/game-loaders';
import { gameDefinitions } from '../../shared-rules/games/registry';

describe('games loaded on demand by the engine worker', () => {
  it('the loadable game folders are exactly the registered games', () => {
    expect(loadableGameIds()).toEqual(Object.keys(gameDefinitions).sort());
  });

  it.each(Object.keys(gameDefinitions))('%s loads to the registry’s own definition', async (id) => {
    expect(await loadGame(id)).toBe(gameDefinitions[id]);
  });

  it('an unknown or malformed id loads nothing', async () => {
    expect(await loadGame('no-such-game')).toBeUndefined();
    expect(await loadGame('../registry')).toBeUndefined();
  });
});
