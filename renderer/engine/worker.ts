/**
 * The engine worker (a module Web Worker): holds the match and exposes the `EngineApi` over
 * Comlink. Only views leave it (./session.ts). zod is put in jitless mode first: the worker
 * runs under the same CSP as the page (no `unsafe-eval`). Games are loaded on demand, each its
 * own chunk (./game-loaders.ts), when a match of that game starts or is loaded; bots play
 * through `botMove` from the loaded game's definition (./bot-policy.ts).
 */
import '../platform/zod-setup';
import { expose } from 'comlink';
import type { GameDefinition } from '../../shared-rules/core/define-game';
import type { MatchRecord } from '../../shared-rules/core/types';
import { botLookup } from './bot-policy';
import { loadGame } from './game-loaders';
import { ruleError } from '../../shared-rules/core/errors';
import type { EngineResult, NewMatchRequest } from './protocol';
import { createEngineSession } from './session';

const loaded = new Map<string, GameDefinition>();
const session = createEngineSession((id) => loaded.get(id)?.module, botLookup((id) => loaded.get(id)));

/**
 * Loads game `id` once. An unknown id is left for the session to refuse (`unknown-game`); a
 * chunk that fails to load is that refusal too, with the reason (the page keeps its state).
 */
async function ensure(id: string): Promise<EngineResult | undefined> {
  if (loaded.has(id)) return undefined;
  try {
    const definition = await loadGame(id);
    if (definition !== undefined) loaded.set(id, definition);
    return undefined;
  } catch (error) {
    return { ok: false, error: ruleError('unknown-game', `game ${id} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { gameId: id }) };
  }
}

expose({
  ...session,
  async newMatch(request: NewMatchRequest): Promise<EngineResult> {
    return (await ensure(request.gameId)) ?? session.newMatch(request);
  },
  async load(record: MatchRecord): Promise<EngineResult> {
    return (await ensure(record.gameId)) ?? session.load(record);
  },
});
