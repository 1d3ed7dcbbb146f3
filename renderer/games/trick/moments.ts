/**
 * Which moments an engine update calls for (issue #14 "Moments"; `GameUi.moments`): a locomotive
 * put on a railway is announced at every edge — it fixes what that railway's shares can be worth
 * — and [∞] going at once to the last railway without one is its own line. Pure: from the
 * update's events (`locomotive-placed` {locomotive 0–4, railway 0–4, auto}).
 */
import type { GameEvent } from '../../../shared-rules/core/types';
import { COMPANIES, LOCOMOTIVES } from '../../../shared-rules/games/trick/meta';
import type { Moment } from '../types';

/** A number field of an event's params, or undefined. */
function numberParam(event: GameEvent, key: string): number | undefined {
  const params = event.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const value: unknown = Reflect.get(params, key);
  return typeof value === 'number' ? value : undefined;
}

/** The moments of `events`, in order: one per locomotive placed (`trick.moment.locomotive`, or `trick.moment.infinity` when [∞] went by itself). */
export function trickMoments(events: readonly GameEvent[]): readonly Moment[] {
  return events.flatMap((e): Moment[] => {
    if (e.type !== 'locomotive-placed') return [];
    const railway = COMPANIES[numberParam(e, 'railway') ?? -1];
    const locomotive = LOCOMOTIVES[numberParam(e, 'locomotive') ?? -1]?.id;
    if (railway === undefined || locomotive === undefined) return [];
    const auto = typeof e.params === 'object' && e.params !== null && !Array.isArray(e.params) && Reflect.get(e.params, 'auto') === true;
    if (auto) return [{ key: 'trick.moment.infinity', params: { railway } }];
    return e.seat === undefined ? [] : [{ key: 'trick.moment.locomotive', params: { seat: e.seat + 1, locomotive, railway }, seat: e.seat }];
  });
}
