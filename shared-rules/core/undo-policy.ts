/**
 * The core undo policy (Board Game Arena's; design: "The rules engine", kiosk: "Saves and
 * settings"): an action can be taken back only by its own seat, only while no other seat has
 * acted since, never if it revealed hidden information or drew randomness, never if it changed
 * whose turn it is or ended the game, and never if the game's own `canUndo` forbids it.
 *
 * Every one of these facts is fixed the moment the action is applied (the state after an
 * action is the state "now" whenever that action is the newest one left to undo), so the
 * runner classifies each action once, here, when it is submitted.
 */
import type { Action, AnyGameModule, Json, SeatId } from './types';

/**
 * Why an action can never be undone, as the `reason` param of an `undo-not-allowed` error:
 * - `game-over`: the action ended the game;
 * - `revealed`: it revealed hidden information;
 * - `drew-random`: it drew from the match's random generator;
 * - `turn-changed`: whose turn it is changed (`toAct` after differs from `toAct` before);
 * - `game-rule`: the game's own `canUndo` forbids it.
 */
export type UndoBarrier = 'game-over' | 'revealed' | 'drew-random' | 'turn-changed' | 'game-rule';

/** Whether two `toAct` lists name the same seats (order does not matter). */
export function sameSeats(a: readonly SeatId[], b: readonly SeatId[]): boolean {
  if (a.length !== b.length) return false;
  if (a.length === 1) return a[0] === b[0];
  const sa = [...a].sort((x, y) => x - y);
  const sb = [...b].sort((x, y) => x - y);
  return sa.every((x, i) => x === sb[i]);
}

/**
 * Classifies an applied action: the first barrier that makes it impossible to undo, or
 * `undefined` if its seat may undo it for as long as it stays the newest action.
 * `before`/`after` are the game states around the action; `revealed` and `drewRandom` are what
 * the runner recorded for it; `toActBefore`, when given, is `toAct` of the state before, read
 * before the action was applied in place (`before` is then a shallow copy: see `RunOptions.owned`).
 */
export function undoBarrier(
  module: AnyGameModule,
  step: { readonly before: Json; readonly action: Action & Json; readonly after: Json; readonly revealed: boolean; readonly drewRandom: boolean; readonly toActBefore?: readonly SeatId[] | undefined },
): UndoBarrier | undefined {
  if (module.outcome(step.after) !== undefined) return 'game-over';
  if (step.revealed) return 'revealed';
  if (step.drewRandom) return 'drew-random';
  const toActBefore = step.toActBefore ?? module.toAct(step.before);
  if (!toActBefore.includes(step.action.seat) || !sameSeats(toActBefore, module.toAct(step.after))) return 'turn-changed';
  if (module.canUndo !== undefined && !module.canUndo(step.before, step.action, step.after)) return 'game-rule';
  return undefined;
}
