/**
 * Which moments an engine update calls for (issue #14 "Moments"; `GameUi.moments`): a seat whose
 * network reaches its last city is announced at every edge, and when that ends the building phase
 * (rules §A round 5: the first complete network ends it) the others are told to finish theirs.
 * Pure: from the update's events.
 */
import type { GameEvent } from '../../../shared-rules/core/types';
import type { Moment } from '../types';

/** The moments of `events`, in order: one per seat that completed its network. */
export function momentsOfUpdate(events: readonly GameEvent[]): readonly Moment[] {
  const phaseEnded = events.some((e) => e.type === 'phase-ended');
  const key = phaseEnded ? 'tg.moment.first' : 'tg.moment.complete';
  return events.flatMap((e) => (e.type === 'network-complete' && e.seat !== undefined ? [{ key, params: { seat: e.seat + 1 }, seat: e.seat }] : []));
}
