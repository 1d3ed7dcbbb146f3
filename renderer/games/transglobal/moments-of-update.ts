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
  return events
    .filter((e) => e.type === 'network-complete' && e.seat !== undefined)
    .map((e) => ({ key: phaseEnded ? 'tg.moment.first' : 'tg.moment.complete', params: { seat: (e.seat ?? 0) + 1 }, ...(e.seat === undefined ? {} : { seat: e.seat }) }));
}
