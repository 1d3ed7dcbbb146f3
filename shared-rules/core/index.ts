/**
 * The public API of the rules-engine core (design: "The rules engine"): the game-module
 * contract, the match runner, the seeded generator, state hashing, rule errors and the record
 * schemas. Games and callers import from here.
 */
export type * from './types';
export { isRuleError, ruleError, type MatchErrorCode } from './errors';
export { hashState } from './hash';
export { createRandom, randomFromState, seedToState, type RandomState, type SeededRandom } from './random';
export type { UndoBarrier } from './undo-policy';
export type { Snapshot, UndoStack, UndoStep } from './undo-steps';
export {
  canUndo,
  undoSeatOf,
  legalFor,
  outcomeOf,
  replayMatch,
  startMatch,
  submitAction,
  undoLast,
  type Match,
  type MatchFailure,
  type MatchUpdate,
} from './match';
export {
  actionSchema,
  jsonSchema,
  logEntrySchema,
  pendingEntrySchema,
  matchHeaderSchema,
  matchIdSchema,
  matchRecordSchema,
  matchSeatSchema,
  parseMatchRecord,
} from './match-schema';
