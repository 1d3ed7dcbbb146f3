/**
 * The engine-session memory page (build/bench/memory.ts builds it with Vite and drives it in
 * Chromium): the engine session the worker runs (`renderer/engine/session.ts`), here on the
 * page's main thread (no Worker), with the bundled maps and the lobby's bots. It exposes
 * `window.__benchEngine.play(seed, players, level)`, which plays one whole all-bot Transglobal
 * game on `usa` through `newMatch` and `botMove` and resolves with the number of actions.
 * Nothing of a finished game is kept by the page, so heap growth over games is the session's.
 */
import '../../../renderer/platform/zod-setup';
import type { MatchSeat } from '../../../shared-rules/core/types';
import { getGame } from '../../../shared-rules/games/registry';
import { botFor } from '../../../renderer/engine/bots';
import { createEngineSession } from '../../../renderer/engine/session';

declare global {
  interface Window {
    __benchEngine?: { play: (seed: string, players: number, level: BotLevel) => number; };
  }
}

/** A bot level of a match seat. */
type BotLevel = NonNullable<MatchSeat['botLevel']>;

const COLORS = ['orange', 'sky', 'green', 'yellow', 'blue', 'vermillion'] as const;
const SYMBOLS = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon'] as const;
const session = createEngineSession(getGame, botFor);

function play(seed: string, players: number, level: BotLevel): number {
  const seats: MatchSeat[] = Array.from({ length: players }, (_, seat) => ({ seat, color: COLORS[seat] ?? 'grey', symbol: SYMBOLS[seat] ?? 'circle', controller: 'bot', botLevel: level }));
  const started = session.newMatch({ gameId: 'transglobal', matchId: `bench-${seed}`, seats, options: { mapId: 'usa', startingBank: 15, taxFloor: 5 }, seed, createdAt: '2026-01-01T00:00:00.000Z' });
  if (!started.ok) throw new Error(`newMatch: ${started.error.message}`);
  let update = started.update;
  let actions = 0;
  while (update.outcome === null && actions < 50_000) {
    const seat = update.toAct[0];
    if (seat === undefined) break;
    const moved = session.botMove(seat);
    if (!moved.ok) throw new Error(`botMove: ${moved.error.message}`);
    update = moved.update;
    actions++;
  }
  if (update.outcome === null) throw new Error(`game ${seed} did not finish in ${actions} actions`);
  return actions;
}

window.__benchEngine = { play };
