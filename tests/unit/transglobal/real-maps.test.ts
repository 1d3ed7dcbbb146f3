/**
 * The real maps under assets/maps/transglobal/ (when present) pass the map loader and a whole
 * game of greedy bots can be played on each through the rules.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { loadMapsFrom } from '../../../build/sim/load-maps';
import { playGame } from '../../../build/sim/play';

const dir = join(import.meta.dirname, '..', '..', '..', 'assets', 'maps', 'transglobal');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

describe.skipIf(files.length === 0)('real maps', () => {
  const { loaded, refused } = loadMapsFrom(dir);

  it('every map file passes the loader', () => {
    expect(refused).toEqual([]);
    expect(loaded.length).toBe(files.length);
  });

  for (const mapId of loaded) {
    it(`${mapId}: a 4-player game of greedy bots ends with a ranking`, () => {
      const played = playGame({ mapId, players: 4, seed: `real-${mapId}`, bots: [greedyBot, greedyBot, greedyBot, greedyBot], startingBank: 6 });
      expect(played.outcome?.ranking.length).toBe(4);
      expect(played.rounds).toBeGreaterThan(0);
    });
  }
});
