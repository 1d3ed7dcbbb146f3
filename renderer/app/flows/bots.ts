/**
 * The bots flow: after each update the next seat to act that a bot plays moves after the bot
 * delay (the setting `botDelayMs`, or the test override; the first move of a new match also
 * waits for the game's opening, `GameUi.openingMs`), one engine call at a time; nothing moves
 * while a summary waits for Continue or the bots are paused. In attract mode the demo also goes
 * on by itself: past each round summary, and to a new game after the results.
 */
import { getGameUi } from '../../games/registry';
import type { Core } from './core';

/** The bots' part of the controller. */
export type BotsFlow = {
  scheduleBot(): void;
  stopBots(): void;
  /** Stop or restart the bots (tests pause them to look at a board). */
  pauseBots(paused: boolean): void;
};

/** Creates the bots flow over `core`. */
export function createBotsFlow(core: Core): BotsFlow {
  const { ui, deps } = core;
  const attractPauseMs = deps.attractPauseMs ?? 4000;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stopBots(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function scheduleBot(): void {
    stopBots();
    if (paused || ui().screen !== 'play') return;
    if (ui().attract && (core.summaryOpen() || ui().game?.outcome != null)) {
      timer = setTimeout(() => {
        timer = undefined;
        if (!ui().attract) return;
        if (core.summaryOpen()) core.links.continueSummary();
        else void core.links.startAttractGame();
      }, attractPauseMs);
      return;
    }
    if (core.summaryOpen()) return;
    const seat = core.botSeatToAct();
    if (seat === undefined) return;
    const game = ui().game;
    const matchId = game?.header.matchId;
    // A new match's opening (a deal) is watched before the first bot move, if bots are paced at all.
    const pause = deps.botDelayMs ?? ui().settings.botDelayMs;
    const opening = game !== null && game !== undefined && game.entries === 0 && pause > 0 ? (getGameUi(game.header.gameId)?.openingMs ?? 0) : 0;
    timer = setTimeout(() => {
      timer = undefined;
      void core.serial(async () => {
        if (ui().game?.header.matchId !== matchId || core.botSeatToAct() !== seat) return;
        const result = await deps.engine.botMove(seat);
        // The table may have moved on meanwhile (attract mode left, idle reset): drop the answer.
        if (ui().game?.header.matchId !== matchId) return;
        await core.afterEngine(result);
      });
    }, Math.max(pause, opening));
  }

  return {
    scheduleBot,
    stopBots,
    pauseBots(next) {
      paused = next;
      if (next) stopBots();
      else scheduleBot();
    },
  };
}
