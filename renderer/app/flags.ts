/**
 * Flags read once from the page URL: `?test` exposes the test hooks (`window.__railtable`),
 * `botDelay=<ms>` overrides the settings' pause before each bot action (`botDelayMs`, default
 * 600 ms, a watchable pace; 0 in tests), `drop=<ms>` the rail drop-in animation (0 in tests), and `game=<id>` makes the
 * lobby start with that registered game (`game=counter`: the test game the lobby does not offer). Kiosk (KIOSK.md 4–5):
 * `idle=<s>` and `countdown=<s>` override the settings' idle timeout and countdown (and turn the
 * idle reset on outside kiosk mode, for tests and demos); `attract` starts in attract mode
 * whatever the window mode, and `attractPause=<ms>` sets its pause on a round summary or the results
 * (0 for the soak test); `moment=<ms>` sets how long a moment shows at every edge. A page hash
 * `#out-of-order` shows the out-of-order screen; `#recover` (main reloads with it after a crash) puts the game being played back on the table (app/recover.ts).
 */
import { getCatalogEntry } from '../../shared-rules/games/catalog';


/** The flags (see the module comment). */
export type AppFlags = {
  readonly test: boolean;
  /** Overrides the settings' bot pause, ms (absent: the setting). */
  readonly botDelayMs: number | undefined;
  readonly dropMs: number | undefined;
  /** `game=<id>` when `id` is a game this build has, else undefined (the lobby's first game). */
  readonly lobbyGame: string | undefined;
  /** Idle timeout override, seconds. */
  readonly idleS: number | undefined;
  /** Idle countdown override, seconds. */
  readonly countdownS: number | undefined;
  /** Start in attract mode. */
  readonly attract: boolean;
  /** Attract mode's pause on a round summary or the results, ms. */
  readonly attractPauseMs: number | undefined;
  /** `moment=<ms>`: how long a moment shows at every edge (default 4500). */
  readonly momentMs: number | undefined;
  /** The page hash asks for the out-of-order screen. */
  readonly outOfOrder: boolean;
  /** The page hash says main reloaded it after a crash (`#recover`): resume the game being played. */
  readonly recovering: boolean;
};

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Parse the flags from a query string (e.g. `location.search`) and the page hash (e.g. `location.hash`). */
export function parseFlags(search: string, hash = ''): AppFlags {
  const params = new URLSearchParams(search);
  return {
    test: params.has('test'),
    botDelayMs: numberParam(params, 'botDelay'),
    dropMs: numberParam(params, 'drop'),
    lobbyGame: knownGame(params.get('game')),
    idleS: numberParam(params, 'idle'),
    countdownS: numberParam(params, 'countdown'),
    attract: params.has('attract'),
    attractPauseMs: numberParam(params, 'attractPause'),
    momentMs: numberParam(params, 'moment'),
    outOfOrder: hash === '#out-of-order',
    recovering: hash === '#recover',
  };
}

/** `id` when this build has a game of that id (shared-rules/games/registry.ts), else undefined. */
function knownGame(id: string | null): string | undefined {
  return id !== null && getCatalogEntry(id) !== undefined ? id : undefined;
}
