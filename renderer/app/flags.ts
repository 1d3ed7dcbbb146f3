/**
 * Flags read once from the page URL: `?test` exposes the test hooks (`window.__railtable`),
 * `botDelay=<ms>` sets the pause before each bot action (default 600 ms, a watchable pace;
 * 0 in tests), `drop=<ms>` the rail drop-in animation (0 in tests), and `game=counter` makes the
 * lobby start the small counter test game instead of Transglobal Rail.
 */

/** The flags (see the module comment). */
export type AppFlags = { readonly test: boolean; readonly botDelayMs: number; readonly dropMs: number | undefined; readonly lobbyGame: 'transglobal' | 'counter' };

/** The default pause before a bot acts, ms. */
export const BOT_DELAY_MS = 600;

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Parse the flags from a query string (e.g. `location.search`). */
export function parseFlags(search: string): AppFlags {
  const params = new URLSearchParams(search);
  return {
    test: params.has('test'),
    botDelayMs: numberParam(params, 'botDelay') ?? BOT_DELAY_MS,
    dropMs: numberParam(params, 'drop'),
    lobbyGame: params.get('game') === 'counter' ? 'counter' : 'transglobal',
  };
}
