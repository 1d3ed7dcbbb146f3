/**
 * What a touch on a milepost means for the seat to act, decided from data the renderer already
 * holds (the table view and the seat's choices), so its feedback is drawn in the next frame
 * (KIOSK.md "Touch"). Pure. In order:
 * 1. the train is not placed yet (first normal turn): a city milepost places it there;
 * 2. the anchor itself: let go of it;
 * 3. a neighbour of the anchor: build the section between them (rules "Track");
 * 4. in the move stage, a neighbour of the train: move one milepost there (rules "Normal turn" 1);
 * 5. a milepost the seat's network reaches (own track, a major city): it becomes the anchor, and
 *    in the move stage a city also becomes the planner's target (to drive there);
 * 6. another city: the planner's target (the cheapest track to build there, the fastest drive);
 * 7. anything else: missed, with the reason (`errors.<code>`).
 * Whether the action is legal is the controller's question (it asks the engine why when not).
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { ResourcefulAction, ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import type { ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import type { SeatChoice } from './choice';
import { adjacent } from './plan';

/** The outcome of a touch (see the module comment). */
export type TapOutcome =
  | { readonly kind: 'act'; readonly action: ResourcefulAction }
  | { readonly kind: 'choose'; readonly patch: Partial<SeatChoice> }
  | { readonly kind: 'miss'; readonly code: string };

/**
 * The outcome of `seat` touching milepost `m`, given the table view, the board, what the seat's
 * network reaches (`reach[m] === 1`, from `reachOf`), whether it must discard cards first, and
 * its choices.
 */
export function tapOutcome(view: ResourcefulTableView, board: ResourcefulBoard, seat: SeatId, m: number, reach: Uint8Array, mustDiscard: boolean, choice: SeatChoice): TapOutcome {
  const me = view.players.find((p) => p.seat === seat);
  if (me === undefined) return { kind: 'miss', code: 'not-your-turn' };
  const play = view.stage === 'play';
  const cityIndex = board.cityAt[m] ?? -1;
  const city = board.map.cities[cityIndex];
  if (play && mustDiscard) return { kind: 'miss', code: 'resourceful-discard-first' };
  if (play && me.at < 0) {
    if (city === undefined) return { kind: 'miss', code: 'resourceful-place-in-city' };
    return { kind: 'act', action: { type: 'place-train', seat, milepost: m } };
  }
  if (choice.anchor === m) return { kind: 'choose', patch: { anchor: null } };
  if (choice.anchor !== null && adjacent(board, choice.anchor, m)) return { kind: 'act', action: { type: 'build', seat, from: choice.anchor, to: m } };
  const moving = play && view.turn.stage === 'move';
  if (moving && adjacent(board, me.at, m)) return { kind: 'act', action: { type: 'move', seat, to: m } };
  if (reach[m] === 1) return { kind: 'choose', patch: moving && city !== undefined ? { anchor: m, target: city.id } : { anchor: m } };
  if (city !== undefined) return { kind: 'choose', patch: { target: city.id } };
  return { kind: 'miss', code: 'resourceful-not-reached' };
}
