/**
 * The games the table can show, by game id (design: "Five games on one platform": adding a game
 * is one line here, beside its line in shared-rules/games/registry.ts).
 */
import { counterUi } from './counter';
import { parisUi } from './paris';
import { railwaysUi } from './railways';
import { resourcefulUi } from './resourceful';
import { trickUi } from './trick';
import type { GameUi } from './types';
import { transglobalUi } from './transglobal';

/** Every game's renderer side, keyed by its game id. */
export const gameUis: Readonly<Record<string, GameUi>> = { transglobal: transglobalUi, paris: parisUi, trick: trickUi, resourceful: resourcefulUi, railways: railwaysUi, counter: counterUi };

/** The renderer side of game `id`, or `undefined` when this build does not have it. */
export function getGameUi(id: string): GameUi | undefined {
  return Object.hasOwn(gameUis, id) ? gameUis[id] : undefined;
}

/** The games offered in the lobby, in registry order (test games are reached by `?game=<id>` only). */
export function lobbyGameUis(): readonly GameUi[] {
  return Object.values(gameUis).filter((ui) => ui.inLobby);
}
