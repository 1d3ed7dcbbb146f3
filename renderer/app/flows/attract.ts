/**
 * The attract flow (kiosk, KIOSK.md 5): a demo of each table game that has a medium bot, in turn
 * through the values of its first enum option (its maps), with the game's own `demoOptions` (a
 * demo that lasts minutes), four medium bots on the long-edge seats; the demo is never saved,
 * and a touch leaves it for the lobby.
 */
import type { Json, MatchSeat, SeatId } from '../../../shared-rules/core/types';
import { getCatalogEntry } from '../../../shared-rules/games/catalog';
import { getGameUi, lobbyGameUis } from '../../games/registry';
import type { JoinedSeat } from '../../state/store';
import { SEAT_COLOURS } from '../../table/seat-colours';
import { matchOptionsOf } from '../game-settings';
import type { Core } from './core';

/** The demo's seats (the four long-edge seats), played by medium bots. */
export const ATTRACT_SEATS: readonly SeatId[] = [0, 1, 3, 4];

/** The attract part of the controller. */
export type AttractFlow = {
  /** Start (or restart with the next game and map) the demo. */
  startAttractGame(): Promise<void>;
  /** Leave the demo for the lobby (dropped, never saved; a saved game is offered for Resume). */
  leaveAttract(): Promise<void>;
};

/** Creates the attract flow over `core`. */
export function createAttractFlow(core: Core): AttractFlow {
  const { ui, deps } = core;
  let games = 0;

  /** The demo's game and options for demo number `n`. */
  function attractChoice(n: number): { readonly gameId: string; readonly choices: Readonly<Record<string, Json>> } | undefined {
    const rounds = lobbyGameUis().flatMap((gameUi) => {
      const entry = getCatalogEntry(gameUi.id);
      if (entry === undefined || !entry.botLevels.includes('medium')) return [];
      const spec = entry.options.find((o) => o.kind === 'enum');
      const demo = gameUi.demoOptions ?? {};
      return spec?.kind === 'enum' ? spec.values.map((v) => ({ gameId: gameUi.id, choices: { ...demo, [spec.key]: v.value } })) : [{ gameId: gameUi.id, choices: demo }];
    });
    return rounds.length === 0 ? undefined : rounds[n % rounds.length];
  }

  function startAttractGame(): Promise<void> {
    return core.serial(async () => {
      core.stopPlay();
      const choice = attractChoice(games);
      const gameUi = choice === undefined ? undefined : getGameUi(choice.gameId);
      games++;
      if (choice === undefined || gameUi === undefined) return;
      const joined: JoinedSeat[] = [];
      const seats: MatchSeat[] = [];
      ATTRACT_SEATS.forEach((seat, i) => {
        const colour = SEAT_COLOURS[i];
        if (colour === undefined) return;
        joined.push({ seat, colourId: colour.id, bot: 'medium' });
        seats.push({ seat, color: colour.hex, symbol: colour.symbol, controller: 'bot', botLevel: 'medium' });
      });
      const matchId = `demo-${deps.now().getTime().toString(36)}-${deps.token().slice(0, 8)}`;
      core.demo.matchId = matchId;
      ui().set({ attract: true, idleLeftS: null, settingsOpen: null, saves: null, joined, summariesSeen: 0, replay: null, refusal: null, pending: null, revealed: [] });
      const result = await deps.engine.newMatch({
        gameId: choice.gameId,
        seats,
        options: matchOptionsOf(choice.gameId, ui().settings, choice.choices),
        seed: deps.token(),
        matchId,
        createdAt: deps.now().toISOString(),
      });
      if (!ui().attract || core.demo.matchId !== matchId) return;
      await core.afterEngine(result);
    });
  }

  return {
    startAttractGame,
    leaveAttract() {
      if (!ui().attract) return Promise.resolve();
      core.stopPlay();
      core.links.restartIdle();
      ui().set({ attract: false, screen: 'lobby', game: null, joined: [], replay: null, refusal: null, pending: null, revealed: [], summariesSeen: 0 });
      return core.serial(core.links.refreshResume);
    },
  };
}
