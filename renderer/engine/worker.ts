/**
 * The engine worker (a module Web Worker): holds the match and exposes the `EngineApi` over
 * Comlink. Only views leave it (./session.ts). zod is put in jitless mode first: the worker
 * runs under the same CSP as the page (no `unsafe-eval`).
 */
import '../platform/zod-setup';
import { expose } from 'comlink';
import { getGame } from '../../shared-rules/games/registry';
import { createEngineSession } from './session';

expose(createEngineSession(getGame));
