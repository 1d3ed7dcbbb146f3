/**
 * Which sound effects an engine update calls for (design: "The renderer", sound): `build` for
 * each rail laid (once per update), `ding` when a seat connects its last city, `round-end` when
 * a round ends, `turn` when the turn passes to a person. Pure: from the update's events and who
 * is to act before and after.
 */
import type { GameEvent, SeatId } from '../../../shared-rules/core/types';
import type { SoundEffect } from '../../audio/sound';

/**
 * The effects to play, in order. `before`/`after`: the seats to act before and after the update;
 * `humans`: seats played by people (a bot's turn does not chime).
 */
export function soundsOfUpdate(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): SoundEffect[] {
  const out: SoundEffect[] = [];
  if (events.some((e) => e.type === 'link-built' || e.type === 'route-built')) out.push('build');
  if (events.some((e) => e.type === 'network-complete')) out.push('ding');
  if (events.some((e) => e.type === 'round-ended')) out.push('round-end');
  const next = after[0];
  if (next !== undefined && next !== before[0] && humans.has(next)) out.push('turn');
  return out;
}
