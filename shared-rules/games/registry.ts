/**
 * The games Railtable knows, by game id (design: "Five games on one platform": adding a game is
 * one line here). Each entry is a whole game (`defineGame`): rules, bots, static data and option
 * specs, so every process that imports this — main's save check, the engine worker, the
 * simulator, the bench, the tests — plays and checks whole games with no registration step.
 */
import type { GameDefinition } from '../core/define-game';
import type { AnyGameModule } from '../core/types';
import { counterGame } from './counter';
import { parisGame } from './paris';
import { railwaysGame } from './railways';
import { resourcefulGame } from './resourceful';
import { trickGame } from './trick';
import { transglobalGame } from './transglobal';

/** Every game definition, keyed by its id (`module.meta.id`). `counter` is the engine's test game. */
export const gameDefinitions: Readonly<Record<string, GameDefinition>> = { counter: counterGame, transglobal: transglobalGame, paris: parisGame, trick: trickGame, resourceful: resourcefulGame, railways: railwaysGame };

/** Every game's rules module, keyed by its `meta.id`. */
export const games: Readonly<Record<string, AnyGameModule>> = Object.fromEntries(
  Object.entries(gameDefinitions).map(([id, definition]) => [id, definition.module]),
);

/** The whole game with this id, or `undefined` if there is none. */
export function getGameDefinition(id: string): GameDefinition | undefined {
  return Object.hasOwn(gameDefinitions, id) ? gameDefinitions[id] : undefined;
}

/** The game module with this id, or `undefined` if there is none (callers answer `unknown-game`). */
export function getGame(id: string): AnyGameModule | undefined {
  return getGameDefinition(id)?.module;
}

/** The games offered at the table (every registered game but test games), in registry order. */
export function tableGames(): readonly GameDefinition[] {
  return Object.values(gameDefinitions).filter((definition) => definition.card.test !== true);
}
