/**
 * The engine worker started on demand (renderer/app/lazy-engine.ts): no worker until the first
 * engine call or `start()`, one worker for the page's life, every call passed through.
 */
import { describe, expect, it } from 'vitest';
import { lazyEngine } from '../../renderer/app/lazy-engine';
import type { EngineClient } from '../../renderer/engine/client';
import type { EngineResult } from '../../renderer/engine/protocol';

function fakeEngine(log: string[]): EngineClient {
  const answer = (call: string) => {
    log.push(call);
    const result: EngineResult = { ok: false, error: { kind: 'rule-error', code: 'no-match', message: call } };
    return Promise.resolve(result);
  };
  return {
    newMatch: () => answer('newMatch'),
    load: () => answer('load'),
    submit: () => answer('submit'),
    undo: () => answer('undo'),
    botMove: () => answer('botMove'),
    history: () => Promise.resolve({ ok: true, views: [] }),
    terminate: () => void log.push('terminate'),
  };
}

describe('lazyEngine', () => {
  it('starts no worker until the first engine call, then starts exactly one and passes the call on', async () => {
    const log: string[] = [];
    let starts = 0;
    const engine = lazyEngine(() => {
      starts += 1;
      return fakeEngine(log);
    });
    engine.terminate();
    expect(starts).toBe(0);
    expect(engine.started).toBe(false);
    await engine.botMove(1);
    await engine.undo(0, 'human');
    expect(starts).toBe(1);
    expect(engine.started).toBe(true);
    expect(log).toEqual(['botMove', 'undo']);
  });

  it('start() starts the worker ahead of the first call, once; terminate() then stops it', async () => {
    const log: string[] = [];
    let starts = 0;
    const engine = lazyEngine(() => {
      starts += 1;
      return fakeEngine(log);
    });
    engine.start();
    engine.start();
    expect(starts).toBe(1);
    await engine.history();
    expect(starts).toBe(1);
    engine.terminate();
    expect(log).toEqual(['terminate']);
  });
});
