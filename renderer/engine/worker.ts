/**
 * The engine worker (a module Web Worker): holds the match and exposes the `EngineApi` over
 * Comlink. Only views leave it (./session.ts). zod is put in jitless mode first: the worker
 * runs under the same CSP as the page (no `unsafe-eval`). The bundled Transglobal maps are
 * validated and registered before the session starts; bots play through `botMove`.
 */
import '../platform/zod-setup';
import { expose } from 'comlink';
import { getGame } from '../../shared-rules/games/registry';
import { registerBundledMaps } from '../games/transglobal/maps';
import { botFor } from './bots';
import { createEngineSession } from './session';

const maps = registerBundledMaps();
for (const error of maps.errors) console.error(`Transglobal map refused: ${error}`);
expose(createEngineSession(getGame, botFor));
