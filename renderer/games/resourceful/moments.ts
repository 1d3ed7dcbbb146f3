/**
 * Which moments and sounds an engine update calls for (issue #14 "Moments"; `GameUi.moments`,
 * `GameUi.sounds`). Pure: from the update's events (shared-rules/games/resourceful/apply.ts and
 * events.ts): `delivered` {card, good, city, payment}, `event` {card, kind}, `final-round`,
 * `play-begins`, `built`, `upgraded`, `train-placed`, `game-over`. Map ids stay ids here; the
 * strings name them with the `rrgood`, `rrcity` and `rrevent` formats (`./maps.ts`).
 */
import type { GameEvent, SeatId } from '../../../shared-rules/core/types';
import type { SoundEffect } from '../../audio/sound';
import type { Moment } from '../types';

/** A field of an event's params (string or number), or undefined. */
function param(event: GameEvent, key: string): string | number | undefined {
  const params = event.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const value: unknown = Reflect.get(params, key);
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

const EVENT_KINDS = new Set(['strike', 'flood', 'snow', 'derailment']);

/**
 * The moments of `events`, in order: a delivery ("Seat 2 delivered Salmon to Seattle for $32"),
 * an event card drawn (its kind and the places it names), the final round, and the end of the
 * build turns.
 */
export function resourcefulMoments(events: readonly GameEvent[]): readonly Moment[] {
  return events.flatMap((e): Moment[] => {
    const seat = e.seat;
    switch (e.type) {
      case 'delivered':
        return seat === undefined ? [] : [{ key: 'resourceful.moment.delivered', params: { seat: seat + 1, good: param(e, 'good') ?? '', city: param(e, 'city') ?? '', payment: param(e, 'payment') ?? 0 }, seat }];
      case 'event': {
        const kind = String(param(e, 'kind') ?? '');
        if (!EVENT_KINDS.has(kind) || seat === undefined) return [];
        return [{ key: `resourceful.moment.event.${kind}`, params: { seat: seat + 1, card: param(e, 'card') ?? -1 }, seat }];
      }
      case 'final-round':
        return seat === undefined ? [] : [{ key: 'resourceful.moment.final-round', params: { seat: seat + 1 }, seat }];
      case 'play-begins':
        return [{ key: 'resourceful.moment.play-begins', params: {} }];
      default:
        return [];
    }
  });
}

/**
 * Sounds: `build` when track is built, a train bought or placed; `ding` for a delivery and when
 * someone qualifies (the final round); `round-end` at the game's end; `turn` when a person's turn
 * comes. (The platform's sound board has no effect for a train's move: a step per milepost
 * stays silent.)
 */
export function resourcefulSounds(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): readonly SoundEffect[] {
  const out: SoundEffect[] = [];
  if (events.some((e) => e.type === 'built' || e.type === 'upgraded' || e.type === 'train-placed')) out.push('build');
  if (events.some((e) => e.type === 'delivered' || e.type === 'final-round')) out.push('ding');
  const over = events.some((e) => e.type === 'game-over');
  if (over) out.push('round-end');
  const next = after[0];
  if (!over && next !== undefined && next !== before[0] && humans.has(next)) out.push('turn');
  return out;
}
