/**
 * The renderer's client of the engine worker: starts the module worker and wraps it with
 * Comlink, so each `EngineApi` method returns a Promise of its `EngineResult`.
 */
import { wrap } from 'comlink';
import type { Actor, MatchRecord, SeatId } from '../../shared-rules/core/types';
import type { EngineApi, EngineResult, HistoryResult, NewMatchRequest } from './protocol';

/** The engine as seen from the page: the `EngineApi` methods, answered asynchronously. */
export type EngineClient = {
  newMatch(request: NewMatchRequest): Promise<EngineResult>;
  load(record: MatchRecord): Promise<EngineResult>;
  submit(action: unknown, by: Actor): Promise<EngineResult>;
  undo(seat: SeatId, by: Actor): Promise<EngineResult>;
  botMove(seat: SeatId): Promise<EngineResult>;
  history(): Promise<HistoryResult>;
  /** Stop the worker (the match it held is gone). */
  terminate(): void;
};

/** Start the engine worker (a module worker bundled by Vite). */
export function startEngine(): EngineClient {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<EngineApi>(worker);
  return {
    newMatch: (request) => remote.newMatch(request),
    load: (record) => remote.load(record),
    submit: (action, by) => remote.submit(action, by),
    undo: (seat, by) => remote.undo(seat, by),
    botMove: (seat) => remote.botMove(seat),
    history: () => remote.history(),
    terminate: () => worker.terminate(),
  };
}
