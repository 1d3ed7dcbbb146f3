/**
 * The engine worker (a module Web Worker): holds the match and exposes the `EngineApi` over
 * Comlink. Only views leave it (./session.ts). zod is put in jitless mode first: the worker
 * runs under the same CSP as the page (no `unsafe-eval`). Games come whole from the registry
 * (rules, bots, data); bots play through `botMove`.
 */
import '../platform/zod-setup';
import { expose } from 'comlink';
import { getGame } from '../../shared-rules/games/registry';
import { botFor } from './bots';
import { createEngineSession } from './session';

expose(createEngineSession(getGame, botFor));
