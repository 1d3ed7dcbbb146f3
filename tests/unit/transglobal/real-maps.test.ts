/**
 * The real maps under assets/maps/transglobal/ pass the map loader, are the maps the game ships
 * (the rules import them as JSON modules), and a whole game of greedy bots can be played on each
 * through the rules.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../shared-rules/games/transglobal/bots/greedy';
import { playGame } from '../../../build/games/transglobal/play';
import { TRANSGLOBAL_MAP_IDS } from '../../../shared-rules/maps/transglobal-bundled';
import { registerTransglobalMapJson } from '../../../shared-rules/maps/transglobal-registry';

const dir = join(import.meta.dirname, '..', '..', '..', 'assets', 'maps', 'transglobal');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

describe.skipIf(files.length === 0)('real maps', () => {
  it('every map file passes the loader and is a map the game ships', () => {
    const loaded = files.map((file) => {
      const result = registerTransglobalMapJson(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      return result.ok ? result.map.id : `${file}: ${result.error}`;
    });
    expect(loaded.sort()).toEqual([...TRANSGLOBAL_MAP_IDS].sort());
  });

  for (const mapId of TRANSGLOBAL_MAP_IDS) {
    it(`${mapId}: a 4-player game of greedy bots ends with a ranking`, () => {
      const played = playGame({ mapId, players: 4, seed: `real-${mapId}`, bots: [greedyBot, greedyBot, greedyBot, greedyBot], startingBank: 6 });
      expect(played.outcome?.ranking.length).toBe(4);
      expect(played.rounds).toBeGreaterThan(0);
    });
  }
});
