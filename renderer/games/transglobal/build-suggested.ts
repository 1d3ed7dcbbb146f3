/**
 * "Build suggested route" (rules §A round 7, the one-touch finish): builds the finishing seat's
 * suggested cheapest completion one link at a time, each the first suggested link that is legal
 * now, through the controller's `attempt` (so each build is drawn at once and saved like a touch).
 * The worker recomputes the suggestion after each build. Bounded by the map's size.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalAction } from '../../../shared-rules/games/transglobal';
import type { Controller } from '../../app/controller';
import type { UiState } from '../../state/store';
import { nextSuggestedLink, transglobalControls } from './controls';
import { readLegal, readSeatView } from './view-schema';

/** The most links one finish may take (more than any map has). */
const GUARD = 500;

/** Builds `seat`'s suggested completion; resolves when it is built, or nothing more can be built. */
export async function buildSuggested(controller: Pick<Controller, 'attempt'>, state: () => UiState, seat: SeatId): Promise<void> {
  for (let guard = 0; guard < GUARD; guard++) {
    const game = state().game;
    const suggestion = readSeatView(game?.seatViews[seat])?.finishing?.suggestion.links ?? [];
    const link = nextSuggestedLink(suggestion, transglobalControls(readLegal(game?.legal[seat]), seat).links);
    if (link === undefined) return;
    const before = game?.entries;
    const build: TransglobalAction = { type: 'build', seat, link };
    await controller.attempt(build, { kind: 'link', id: link, seat });
    if (state().game?.entries === before) return;
  }
}
