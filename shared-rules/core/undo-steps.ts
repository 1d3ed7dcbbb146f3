/**
 * The runner's record of what may still be undone (design: "The rules engine", undo policy in
 * `./undo-policy.ts`). Kept inside a `Match`; JSON only, never saved (replay rebuilds it).
 */
import type { RandomState } from './random';
import type { Json, SeatId } from './types';
import type { UndoBarrier } from './undo-policy';

/** The game state and random-generator state together: what a log entry's hash covers. */
export type Snapshot = { readonly state: Json; readonly rng: RandomState };

/**
 * One live (not undone) action, newest last. An undoable step keeps the snapshot from before
 * it (`barrier: undefined`), or `undefined` when the action was applied in place (the runner
 * replays the log up to it when it is undone: `RunOptions.owned`); a barrier step keeps only why
 * it can never be undone. Nothing older than a barrier can be undone either, so the runner drops
 * older steps when it pushes one.
 */
export type UndoStep =
  | { readonly seq: number; readonly seat: SeatId; readonly barrier: undefined; readonly before: Snapshot | undefined }
  | { readonly seq: number; readonly seat: SeatId; readonly barrier: UndoBarrier };

/**
 * The live steps as a persistent stack, newest on `top`: pushing a step shares every step below
 * it, so recording an action costs O(1) however long the undoable run is (issue #12).
 */
export type UndoStack = { readonly top: UndoStep; readonly below: UndoStack | undefined };
