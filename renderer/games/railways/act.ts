/**
 * Acting for a seat through the controller, with the bonds an action's cost needs issued first
 * (rules "Bonds": +$5k each, by choice whenever the player is to act): `bonds` × `bond`, then the
 * action — a board touch through `attempt` (drawn at once as pending), a button through `act`.
 * Each step waits for the engine's answer; a refused bond stops the sequence (the reason shows).
 */
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { Controller } from '../../app/controller';
import type { PendingTouch } from '../../state/store';
import { useUi } from '../../state/store';

/** Issues `bonds` bonds for `seat`, then submits `action` (as a board touch when `pending` is given). */
export async function actWithBonds(controller: Pick<Controller, 'act' | 'attempt'>, seat: SeatId, action: Action, bonds: number, pending?: PendingTouch): Promise<void> {
  for (let i = 0; i < bonds; i++) {
    const before = useUi.getState().game?.entries ?? 0;
    await controller.act({ type: 'bond', seat });
    if ((useUi.getState().game?.entries ?? 0) <= before) return;
  }
  if (pending !== undefined) await controller.attempt(action, pending);
  else await controller.act(action);
}
