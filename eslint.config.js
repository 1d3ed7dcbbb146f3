// @ts-check
/**
 * Lint for the whole project. Besides typescript-eslint's recommended rules it enforces the
 * walls between processes (design: "Processes and folders"):
 * - shared-rules imports no platform module (Electron, Node, DOM libraries, React, three);
 * - main and renderer never import each other;
 * - imports of the preload contract from other folders are type-only, except preload/admin-gate.ts
 *   (the pure PIN lockout and admin session logic) and preload/settings-schema.ts (the one zod
 *   definition of the settings), which main and the renderer both run: no Node, no DOM in them;
 * - the platform names no game (design: "Five games on one platform"): main, preload and the
 *   renderer outside renderer/games/ reach games only through the registries
 *   (shared-rules/games/registry.ts, renderer/games/registry.ts), never a game's own folder.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const platformModules = ['electron', 'electron-store', 'react', 'react-dom', 'three', '@react-three/*', 'howler', 'comlink', 'fs', 'path', 'os', 'node:*', 'child_process', 'crypto', 'i18next', 'react-i18next', 'zustand'];

/** @param {string[]} groups @param {string} message @param {boolean} [allowTypeImports] */
const restrict = (groups, message, allowTypeImports = false) => ({ group: groups, message, allowTypeImports });

/** The game wall: only a game's own folder imports from it; everyone else goes through the registries. */
const gameWall = restrict(['**/games/*', '**/games/*/**', '!**/games/registry', '!**/games/catalog', '!**/games/types', '!**/games/check-record'], "Only a game's own folder imports from it: go through shared-rules/games/registry or renderer/games/registry.");

/** The page's first JavaScript holds no game's rules: platform code on the page knows games by the catalog (issue #12 "Games load on demand"). */
const pageRegistryWall = restrict(['**/shared-rules/games/registry'], 'The page knows games by shared-rules/games/catalog (light); rules load on demand (renderer/engine/game-loaders.ts).');

/** The preload wall for main and the renderer: type-only, but the shared admin gate may be imported at run time. */
const preloadWall = restrict(['**/preload/**', '!**/preload/admin-gate', '!**/preload/settings-schema'], 'Only type imports of the preload contract cross folders (preload/admin-gate and preload/settings-schema are the runtime exceptions).', true);

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'coverage/**', 'assets/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shared-rules/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'process', 'require', 'setTimeout', 'setInterval', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the match Random (seeded).' }, { object: 'Date', property: 'now', message: 'The rules have no clock.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The rules have no clock.' }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(platformModules, 'shared-rules is pure TypeScript: no platform modules.'),
        restrict(['**/main/**', '**/renderer/**', '**/preload/**', '**/build/**', '**/tests/**'], 'shared-rules imports nothing from the other folders.'),
      ] }],
    },
  },
  {
    files: ['main/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(['**/renderer/**'], 'main never imports the renderer.'),
        preloadWall,
        gameWall,
      ] }],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(['**/main/**', 'electron', 'electron-store', 'node:*', 'fs', 'path'], 'The renderer never imports main or Node/Electron modules.'),
        preloadWall,
      ] }],
    },
  },
  {
    // The renderer's platform (everything outside renderer/games/) names no game, and the page
    // loads no game's rules up front: it knows games by their catalog entries.
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['renderer/games/**', 'renderer/engine/bots.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(['**/main/**', 'electron', 'electron-store', 'node:*', 'fs', 'path'], 'The renderer never imports main or Node/Electron modules.'),
        preloadWall,
        gameWall,
        pageRegistryWall,
      ] }],
    },
  },
  {
    // The bots over the whole registry, for Node (simulator, bench); the worker uses bot-policy.ts over loaded games.
    files: ['renderer/engine/bots.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(['**/main/**', 'electron', 'electron-store', 'node:*', 'fs', 'path'], 'The renderer never imports main or Node/Electron modules.'),
        preloadWall,
        gameWall,
      ] }],
    },
  },
  {
    // The tools that take any game (--game <id>) reach games through the registries; a game's own
    // tools live in build/games/<id>/ (the bench finds build/games/<id>/bench.ts by path).
    files: ['build/sim/**/*.ts', 'build/bench/**/*.ts', 'build/faults/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [gameWall] }],
    },
  },
  {
    files: ['preload/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(['**/renderer/**', '**/main/**'], 'preload imports neither main nor the renderer.'),
        gameWall,
        pageRegistryWall,
      ] }],
    },
  },
  {
    // The shared settings schema runs in main and the renderer: zod and shared-rules only.
    files: ['preload/settings-schema.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'process', 'require', 'crypto', 'Buffer'],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(platformModules, 'preload/settings-schema is pure TypeScript and zod: no platform modules.'),
        restrict(['**/renderer/**', '**/main/**'], 'preload/settings-schema imports neither main nor the renderer.'),
        gameWall,
        pageRegistryWall,
      ] }],
    },
  },
  {
    // The shared admin gate runs in main, the renderer and the preload: nothing platform-specific, type-only imports of the contract.
    files: ['preload/admin-gate.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'process', 'require', 'crypto', 'Buffer', 'setTimeout', 'setInterval', 'performance'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The clock is injected.' }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        restrict(platformModules, 'preload/admin-gate is pure TypeScript: no platform modules.'),
        restrict(['**/renderer/**', '**/main/**', '**/shared-rules/**', 'zod'], 'preload/admin-gate imports only types of the contract.'),
      ] }],
    },
  },
);
