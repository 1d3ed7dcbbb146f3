/**
 * The teaching flow (issue #14 §7): the rules card opened at a seat's edge and facing it (several
 * seats may have it open at once: `UiState.rulesAt`), and "Learn to play": a 2-seat match of the
 * lobby's game (when its `GameUi.tutorial` exists) with the asking seat against an easy bot at the
 * opposite edge, on the tutorial's options (e.g. the beginners' map), started through the lobby's
 * own Start with the learner's seat as the match's tutorial mark (`MatchHeader.tutorial`, saved
 * with it, so a resume or a crash recovery brings the coach back). The coach (the game's
 * `tutorial.Coach`) then reads `UiState.tutorial` and the views; this flow never acts for the learner.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import { getGameUi } from '../../games/registry';
import { nextFreeColour } from '../../table/seat-colours';
import type { Core } from './core';
import type { LobbyFlow } from './lobby';

/** The teaching part of the controller. */
export type TutorialFlow = {
  /** Open the rules card at `seat`'s edge (nothing if already open). */
  openRules(seat: SeatId): void;
  /** Close the rules card at `seat`'s edge. */
  closeRules(seat: SeatId): void;
  /**
   * "Learn to play" from `seat` in the lobby: the lobby's seats are replaced by `seat` (a person)
   * and an easy bot at the opposite edge ({@link tutorialBotSeat}), the game's tutorial options
   * are chosen, and the match starts. Does nothing when the lobby's game has no tutorial.
   */
  learnToPlay(seat: SeatId): Promise<void>;
  /** "Play on": the coach closes; the game goes on as any other. */
  closeCoach(): void;
  /** "Lobby": the tutorial ends and the table goes back to the lobby (the match stays saved). */
  leaveTutorial(): void;
};

/**
 * The seat the tutorial's bot takes: the one across the table from the learner, so the learner's
 * edge and the bot's never share a long side (seats clockwise from above: 0 ↔ 3, 1 ↔ 4, 2 ↔ 5).
 */
export function tutorialBotSeat(seat: SeatId): SeatId {
  return (seat + 3) % 6;
}

/** Creates the teaching flow over `core`, starting matches through `lobby`. */
export function createTutorialFlow(core: Core, lobby: LobbyFlow): TutorialFlow {
  const { ui } = core;
  return {
    openRules(seat) {
      const open = ui().rulesAt;
      if (!open.includes(seat)) ui().set({ rulesAt: [...open, seat].sort((a, b) => a - b) });
    },
    closeRules(seat) {
      ui().set({ rulesAt: ui().rulesAt.filter((s) => s !== seat) });
    },
    async learnToPlay(seat) {
      const gameId = core.lobbyGame();
      const tutorial = getGameUi(gameId)?.tutorial;
      // Offered only on an empty table: a tutorial never sends away players who have joined.
      if (tutorial === undefined || ui().screen !== 'lobby' || ui().joined.length > 0) return;
      const learner = nextFreeColour(undefined, new Set());
      const bot = learner === undefined ? undefined : nextFreeColour(learner.id, new Set([learner.id]));
      if (learner === undefined || bot === undefined) return;
      const botSeat = tutorialBotSeat(seat);
      ui().set({
        joined: [
          { seat, colourId: learner.id, bot: null },
          { seat: botSeat, colourId: bot.id, bot: 'easy' as const },
        ].sort((a, b) => a.seat - b.seat),
        lobbyOptions: { ...ui().lobbyOptions, ...tutorial.options },
        tutorial: null,
      });
      // The mark goes into the match's header: the coach comes back when the match is resumed (core.afterEngine).
      await lobby.start({ seat });
    },
    closeCoach() {
      const tutorial = ui().tutorial;
      if (tutorial !== null) ui().set({ tutorial: { ...tutorial, closed: true } });
    },
    leaveTutorial() {
      ui().set({ tutorial: null });
      lobby.backToLobby();
    },
  };
}
