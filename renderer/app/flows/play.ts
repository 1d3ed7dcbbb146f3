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

/** The play part of the controller (documented on `Controller`). */
export type PlayFlow = {
  act(action: Action): Promise<void>;
  attempt(action: Action, pending?: PendingTouch): Promise<void>;
  missed(seat: SeatId, code?: string): void;
  refused(action: Action): Promise<void>;
  undo(seat: SeatId): Promise<void>;
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
