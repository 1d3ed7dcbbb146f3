/**
 * The engine worker, started when it is first needed (issue #12: the lobby interactive within 2 s
 * of navigation). Starting the module worker fetches, compiles and runs its script (about 130 KB,
 * the engine session and Comlink) on the same two cores as the page while the lobby is still
 * coming up, and the lobby asks nothing of the engine before a game starts, resumes or a demo
 * runs. So the page makes its {@link EngineClient} with {@link lazyEngine}: the worker is started
 * by the first engine call (Start, Resume, the attract demo, a crashed game put back), or by
 * `start()` — main.tsx calls it once the table has been quiet a moment, so a Start pressed later
 * finds the worker ready.
 */
import type { EngineClient } from '../engine/client';

/** An {@link EngineClient} whose worker starts on the first call or on `start()`; `started` tells whether it has. */
export type LazyEngine = EngineClient & {
  /** Start the worker now (no-op once started). */
  start(): void;
  /** Whether the worker has been started. */
  readonly started: boolean;
};

/**
 * Wrap `startEngine` (renderer/engine/client.ts `startEngine`, or a fake in tests) so it is called
 * at most once, at the first engine call or `start()`. `terminate()` before the start does
 * nothing (there is no worker to stop); after it, it stops the worker as the client does.
 */
export function lazyEngine(startEngine: () => EngineClient): LazyEngine {
  let client: EngineClient | undefined;
  const engine = (): EngineClient => (client ??= startEngine());
  return {
    start: () => void engine(),
    get started() {
      return client !== undefined;
    },
    newMatch: (request) => engine().newMatch(request),
    load: (record) => engine().load(record),
    submit: (action, by) => engine().submit(action, by),
    undo: (seat, by) => engine().undo(seat, by),
    botMove: (seat) => engine().botMove(seat),
    history: () => engine().history(),
    terminate: () => client?.terminate(),
  };
}
