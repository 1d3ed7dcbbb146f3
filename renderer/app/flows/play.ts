/**
 * The play flow: a seat's input reaches the engine here, whatever the game. A game's board and
 * seat panel turn touches into actions and call `attempt(action)` (board: checked against the
 * seat's legal list and drawn at once as pending) or `act(action)` (a button built from the legal
 * list); a refused touch asks the engine why (buzz, reason on the seat's line); Undo; the private
 * reveal of a seat's secrets (press-and-hold).
 */
import { isEqual } from 'ohash';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { PendingTouch } from '../../state/store';
import type { Core } from './core';

/** The play part of the controller. */
export type PlayFlow = {
  act(action: Action): Promise<void>;
  /**
   * A touch on the board by a seat to act (several may be asked at once), already turned into an
   * action by the game's board layer: when the action is in that seat's legal list it is drawn at
   * once as `pending` and submitted; otherwise the engine is asked why (buzz, reason shown).
   * Resolves once the engine answered. Ignored while another touch is in flight or when a person
   * does not play the seat.
   */
  attempt(action: Action, pending?: PendingTouch): Promise<void>;
  /**
   * A touch by a person to act that reached nothing the game offers there: the buzz, and the
   * seat's panel says why (refusal `code`, an `errors.<code>` key: default `no-target`, a board
   * touch on nothing; the card kit's `card-hand-full`, `card-select-first`), so no touch goes
   * unanswered.
   */
  missed(seat: SeatId, code?: string): void;
  /** A button whose action is not legal now was pressed: ask the engine why (buzz, reason shown). */
  refused(action: Action): Promise<void>;
  undo(seat: SeatId): Promise<void>;
  /** Open or close a seat's private view (press-and-hold: a city list, a hand of cards). */
  reveal(seat: SeatId, open: boolean): void;
};

/** Creates the play flow over `core`. */
export function createPlayFlow(core: Core): PlayFlow {
  const { ui, sounds, deps } = core;

  function submit(action: Action): Promise<void> {
    return core.serial(async () => {
      ui().set({ busy: true });
      await core.afterEngine(await deps.engine.submit(action, 'human'), action.seat);
      ui().set({ busy: false });
    });
  }

  function refusedTouch(action: Action): Promise<void> {
    sounds.play('illegal');
    return core.serial(async () => {
      const result = await deps.engine.submit(action, 'human');
      // A legal action sent as refused (the lists changed meanwhile) simply counts.
      await core.afterEngine(result, action.seat);
    });
  }

  return {
    act: submit,
    refused: refusedTouch,
    attempt(action, pending) {
      const seat = action.seat;
      if (!core.humansToAct().includes(seat) || ui().pending !== null) return Promise.resolve();
      const legal = ui().game?.legal[seat] ?? [];
      if (!legal.some((a) => isEqual(a, action))) return refusedTouch(action);
      ui().set({ pending: pending ?? null, refusal: null });
      return submit(action);
    },
    missed(seat, code = 'no-target') {
      if (!core.humansToAct().includes(seat)) return;
      sounds.play('illegal');
      ui().set({ refusal: { seat, code, params: {} } });
    },
    undo(seat) {
      return core.serial(async () => {
        ui().set({ busy: true });
        const result = await deps.engine.undo(seat, 'human');
        if (!result.ok) sounds.play('illegal');
        await core.afterEngine(result, seat);
        ui().set({ busy: false });
      });
    },
    reveal(seat, open) {
      const others = ui().revealed.filter((s) => s !== seat);
      ui().set({ revealed: open ? [...others, seat] : others });
    },
  };
}
