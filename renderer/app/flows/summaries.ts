/**
 * The summaries flow: a round or phase summary (the game's `GameUi.summaries`) stays open until
 * Continue; the bots wait for it. Continue marks every summary so far as seen.
 */
import type { Core } from './core';

/** The summaries' part of the controller. */
export type SummariesFlow = { continueSummary(): void };

/** Creates the summaries flow over `core`. */
export function createSummariesFlow(core: Core): SummariesFlow {
  const { ui } = core;
  return {
    continueSummary() {
      const game = ui().game;
      ui().set({ summariesSeen: game === null ? 0 : (core.playedUi()?.summaries(game.tableView) ?? 0) });
      core.links.scheduleBot();
    },
  };
}
