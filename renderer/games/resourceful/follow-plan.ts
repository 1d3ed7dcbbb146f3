/**
 * "Build this" and "Drive this" (rules "What the app shows": the route planner's routes,
 * overridable): the seat's planned route to a city is made one step at a time through the
 * controller's `attempt`, exactly as touches would make it (each step drawn at once and saved),
 * replanned from the newest table view after each step. It goes on while the next step is legal:
 * building until the budget (or the cash) stops it, driving until the movement runs out or the
 * train is there. When not even the first step is legal, that step is attempted anyway so the
 * engine says why (the refusal line). Bounded by the map's size.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { Controller } from '../../app/controller';
import type { UiState } from '../../state/store';
import { resourcefulBoardOf } from './maps';
import { nextBuildStep, nextDriveStep } from './plan';
import { readLegal, readTableView } from './view';
import { isEqual } from 'ohash';

/** The most steps one press may take (more than any route on a map). */
const GUARD = 400;

/** Makes `seat`'s planned `kind` (`build` or `drive`) to `city`; resolves when it stops. Returns the steps made. */
export async function followPlan(controller: Pick<Controller, 'attempt'>, state: () => UiState, seat: SeatId, city: string, kind: 'build' | 'drive'): Promise<number> {
  let made = 0;
  for (let guard = 0; guard < GUARD; guard++) {
    const game = state().game;
    const view = readTableView(game?.tableView);
    const board = resourcefulBoardOf(view?.mapId);
    if (game === null || view === undefined || board === undefined || view.toAct[0] !== seat || view.end !== null) return made;
    const step = kind === 'build' ? nextBuildStep(view, board, seat, city) : nextDriveStep(view, board, seat, city);
    if (step === undefined) return made;
    const legal = readLegal(game.legal[seat]).some((a) => isEqual(a, step));
    if (!legal && made > 0) return made;
    const before = game.entries;
    const to = step.type === 'build' || step.type === 'move' ? step.to : -1;
    await controller.attempt(step, { kind: 'milepost', id: to, seat });
    if (state().game?.entries === before) return made;
    made++;
  }
  return made;
}
