/**
 * The platform names no game (issue #12: "nothing in renderer/app, renderer/table,
 * renderer/engine, renderer/platform, main, preload, build/sim, build/bench names a game, a map
 * id or a game term"): their sources — code and comments — are searched for every registered
 * game's id and title, every map id its options offer, and the game terms of the field that
 * belong to one game only. The lint wall (eslint.config.js) keeps imports out; this keeps words out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameDefinitions } from '../../shared-rules/games/registry';

const ROOT = join(import.meta.dirname, '..', '..');

/** The folders of the platform (every process outside the games' own folders). */
const PLATFORM = [
  'renderer/app', 'renderer/table', 'renderer/engine', 'renderer/platform', 'renderer/state', 'renderer/audio', 'renderer/board-kit', 'renderer/seat-kit', 'renderer/card-kit', 'renderer/input', 'main', 'preload',
  // The core every game runs on, and the tools that take any game (`--game <id>`).
  'shared-rules/core', 'build/sim', 'build/bench', 'build/faults',
];

/** Game terms that belong to one game (conventions §8), searched as whole words. */
const TERMS = ['hub', 'hubs', 'bank', 'banks', 'milepost', 'mileposts', 'trick', 'tricks', 'portfolio', 'cube', 'cubes', 'bond', 'bonds'];

/** Every game id, title and offered map id (enum option `mapId`; other enums, e.g. 'basic'/'always', are plain words) of the registry, lower case. */
function gameWords(): string[] {
  const words = new Set<string>(TERMS);
  for (const definition of Object.values(gameDefinitions)) {
    if (definition.card.test === true) continue;
    words.add(definition.id.toLowerCase());
    words.add(definition.module.meta.title.toLowerCase());
    for (const spec of definition.options) if (spec.kind === 'enum' && spec.key === 'mapId') for (const v of spec.values) words.add(v.value.toLowerCase());
  }
  return [...words];
}

function sources(dir: string): string[] {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the platform names no game', () => {
  it('finds the words it looks for in the games’ own folders (the search works)', () => {
    const text = readFileSync(join(ROOT, 'renderer/games/transglobal/TransglobalArea.tsx'), 'utf8').toLowerCase();
    expect(gameWords().some((word) => new RegExp(`\\b${word}\\b`).test(text))).toBe(true);
  });

  it.each(PLATFORM)('%s names no game, map or game term', (folder) => {
    const words = gameWords();
    const hits = sources(join(ROOT, folder)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const lower = line.toLowerCase();
          const word = words.find((w) => new RegExp(`(^|[^a-z0-9-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9-]|$)`).test(lower));
          return word === undefined ? [] : [`${relative(ROOT, file)}:${i + 1}: ${word}`];
        }),
    );
    expect(hits).toEqual([]);
  });
});
