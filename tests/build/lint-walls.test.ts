/**
 * The walls between processes are enforced by lint (design: "Processes and folders"). These
 * tests lint small snippets as if they stood in each folder and check that ESLint refuses the
 * imports that cross a wall and accepts the ones that don't.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const WALL = '@typescript-eslint/no-restricted-imports';

describe('lint walls', () => {
  it.each([
    ["import { app } from 'electron';", 'electron'],
    ["import { readFileSync } from 'node:fs';", 'node:fs'],
    ["import React from 'react';", 'react'],
    ["import * as THREE from 'three';", 'three'],
    ["import { x } from '../../renderer/app';", 'the renderer'],
  ])('shared-rules may not import %s', async (code) => {
    expect(await ruleIds(`${code}\nexport const y = 1;`, 'shared-rules/games/sample/index.ts')).toContain(WALL);
  });

  it('shared-rules may not use Math.random or the clock', async () => {
    const ids = await ruleIds('export const a = Math.random();\nexport const b = Date.now();\nexport const c = new Date();', 'shared-rules/core/sample.ts');
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
    expect(ids).toContain('no-restricted-syntax');
  });

  it('shared-rules may import zod and its own core', async () => {
    expect(await ruleIds("import { z } from 'zod';\nimport type { Json } from '../core/types';\nexport const s = z.string();\nexport type J = Json;", 'shared-rules/games/sample/index.ts')).toEqual([]);
  });

  it('main may not import the renderer', async () => {
    expect(await ruleIds("import { App } from '../renderer/App';\nexport const a = App;", 'main/sample.ts')).toContain(WALL);
  });

  it('the renderer may not import main or electron', async () => {
    expect(await ruleIds("import { x } from '../main/settings';\nexport const a = x;", 'renderer/sample.ts')).toContain(WALL);
    expect(await ruleIds("import { ipcRenderer } from 'electron';\nexport const a = ipcRenderer;", 'renderer/sample.ts')).toContain(WALL);
  });

  it('the preload contract crosses folders as a type-only import', async () => {
    expect(await ruleIds("import { CHANNELS } from '../preload/api';\nexport const a = CHANNELS;", 'main/sample.ts')).toContain(WALL);
    expect(await ruleIds("import type { RailtableApi } from '../preload/api';\nexport type A = RailtableApi;", 'main/sample.ts')).toEqual([]);
    expect(await ruleIds("import type { RailtableApi } from '../preload/api';\nexport type A = RailtableApi;", 'renderer/sample.ts')).toEqual([]);
  });

  it('preload/admin-gate and preload/settings-schema are the only preload modules main and the renderer may import at run time', async () => {
    const gate = "import { createAdminSession } from '../preload/admin-gate';\nexport const a = createAdminSession;";
    expect(await ruleIds(gate, 'main/sample.ts')).toEqual([]);
    expect(await ruleIds(gate, 'renderer/sample.ts')).toEqual([]);
    const schema = "import { settingsPatchSchema } from '../preload/settings-schema';\nexport const a = settingsPatchSchema;";
    expect(await ruleIds(schema, 'main/sample.ts')).toEqual([]);
    expect(await ruleIds(schema, 'renderer/sample.ts')).toEqual([]);
    expect(await ruleIds("import { railtableApi } from '../preload/index';\nexport const a = railtableApi;", 'main/sample.ts')).toContain(WALL);
    expect(await ruleIds("import { CHANNELS } from '../preload/api';\nexport const a = CHANNELS;", 'renderer/sample.ts')).toContain(WALL);
  });

  it('preload/settings-schema stays pure: no Node, no DOM', async () => {
    expect(await ruleIds("import { readFileSync } from 'node:fs';\nexport const a = readFileSync;", 'preload/settings-schema.ts')).toContain(WALL);
    expect(await ruleIds('export const a = () => localStorage.getItem("x");', 'preload/settings-schema.ts')).toContain('no-restricted-globals');
  });

  it('preload/admin-gate stays pure: no Node, no DOM, no clock of its own', async () => {
    expect(await ruleIds("import { randomBytes } from 'node:crypto';\nexport const a = randomBytes;", 'preload/admin-gate.ts')).toContain(WALL);
    const ids = await ruleIds('export const a = () => localStorage.getItem("x");\nexport const b = () => Date.now();', 'preload/admin-gate.ts');
    expect(ids).toContain('no-restricted-globals');
    expect(ids).toContain('no-restricted-properties');
  });

  it('the preload imports neither main nor the renderer', async () => {
    expect(await ruleIds("import { x } from '../main/ipc';\nexport const a = x;", 'preload/sample.ts')).toContain(WALL);
  });
});

describe('the game wall: the platform names no game', () => {
  const gameImport = "import { transglobalUi } from '../games/transglobal';\nexport const a = transglobalUi;";
  const rulesImport = "import type { TransglobalAction } from '../../shared-rules/games/transglobal';\nexport type A = TransglobalAction;";
  it.each(['renderer/app/sample.ts', 'renderer/table/sample.tsx', 'renderer/engine/sample.ts', 'renderer/platform/sample.ts'])('%s may not import a game’s folder, not even its types', async (file) => {
    expect(await ruleIds(gameImport, file)).toContain(WALL);
    expect(await ruleIds(rulesImport, file)).toContain(WALL);
  });

  it('main and preload may not import a game’s folder', async () => {
    expect(await ruleIds("import { transglobal } from '../shared-rules/games/transglobal';\nexport const a = transglobal;", 'main/sample.ts')).toContain(WALL);
    expect(await ruleIds("import { transglobal } from '../shared-rules/games/transglobal';\nexport const a = transglobal;", 'preload/sample.ts')).toContain(WALL);
  });

  it.each(['build/sim/sample.ts', 'build/bench/sample.ts', 'build/faults/sample.ts', 'renderer/board-kit/sample.ts', 'renderer/card-kit/sample.tsx'])('%s (a tool or kit for any game) may not import a game’s folder', async (file) => {
    expect(await ruleIds("import { transglobal } from '../../shared-rules/games/transglobal';\nexport const a = transglobal;", file)).toContain(WALL);
    expect(await ruleIds("import { gameCatalog } from '../../shared-rules/games/catalog';\nexport const a = gameCatalog;", file)).toEqual([]);
  });

  it('the page knows games by the catalog: its platform code may not import the rules registry (Node tools may)', async () => {
    const registry = "import { gameDefinitions } from '../../shared-rules/games/registry';\nexport const a = gameDefinitions;";
    for (const file of ['renderer/app/sample.ts', 'renderer/board-kit/sample.ts', 'renderer/platform/sample.ts']) expect(await ruleIds(registry, file)).toContain(WALL);
    expect(await ruleIds("import { tableGames } from '../shared-rules/games/registry';\nexport const a = tableGames;", 'preload/sample.ts')).toContain(WALL);
    for (const file of ['build/bench/sample.ts', 'build/sim/sample.ts', 'renderer/engine/bots.ts']) expect(await ruleIds(registry, file)).toEqual([]);
  });

  it('the registries are the way in, and a game’s own folder imports itself', async () => {
    expect(await ruleIds("import { getGameUi } from '../games/registry';\nexport const a = getGameUi;", 'renderer/app/sample.ts')).toEqual([]);
    expect(await ruleIds("import { getGameDefinition } from '../shared-rules/games/registry';\nexport const a = getGameDefinition;", 'main/sample.ts')).toEqual([]);
    expect(await ruleIds("import { bundledMap } from './maps';\nexport const a = bundledMap;", 'renderer/games/transglobal/sample.ts')).toEqual([]);
  });
});
