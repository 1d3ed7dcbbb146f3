/**
 * The lobby flow: seats join and leave, pick a colour and a bot level, any joined seat chooses
 * the game and its options, and Start begins a match of the chosen game with the joined seats in
 * clockwise order (the turn order) — options from the rules' defaults, then the settings', then
 * the lobby's choices. Back to the lobby ends the table's game (it stays saved).
 */
import type { Json, MatchSeat, MatchTutorial, SeatId } from '../../../shared-rules/core/types';
import { BOT_LEVELS } from '../../../shared-rules/core/define-game';
import { getGameUi } from '../../games/registry';
import { colourById, nextFreeColour, SEAT_COLOURS } from '../../table/seat-colours';
import { matchOptionsOf } from '../game-settings';
import type { Core } from './core';

/** The lobby part of the controller. */
export type LobbyFlow = {
  join(seat: SeatId): void;
  leave(seat: SeatId): void;
  cycleColour(seat: SeatId): void;
  /** Person → bot easy → medium → hard → person. */
  cycleBot(seat: SeatId): void;
  /** Choose the game the lobby starts (a registered game id); its option choices start from its defaults. */
  chooseGame(gameId: string): void;
  /** Choose a value of one of the lobby game's options (e.g. its map). */
  chooseOption(key: string, value: Json): void;
  /** Start a match of the lobby's game with the joined seats; `tutorial`: a guided first game (the learner's seat, saved in the header). */
  start(tutorial?: MatchTutorial): Promise<void>;
  backToLobby(): void;
};

/** Creates the lobby flow over `core`. */
export function createLobbyFlow(core: Core): LobbyFlow {
  const { ui, deps, sounds } = core;
  return {
    join(seat) {
      const { joined } = ui();
      if (joined.some((j) => j.seat === seat)) return;
      const colour = nextFreeColour(undefined, new Set(joined.map((j) => j.colourId)));
      if (colour === undefined) return;
      ui().set({ joined: [...joined, { seat, colourId: colour.id, bot: null }].sort((a, b) => a.seat - b.seat) });
    },
    leave(seat) {
      ui().set({ joined: ui().joined.filter((j) => j.seat !== seat) });
    },
    cycleColour(seat) {
      const { joined } = ui();
      const mine = joined.find((j) => j.seat === seat);
      if (mine === undefined) return;
      const taken = new Set(joined.filter((j) => j.seat !== seat).map((j) => j.colourId));
      const next = nextFreeColour(mine.colourId, taken);
      if (next === undefined) return;
      ui().set({ joined: joined.map((j) => (j.seat === seat ? { ...j, colourId: next.id } : j)) });
    },
    cycleBot(seat) {
      const levels = [null, ...BOT_LEVELS];
      ui().set({
        joined: ui().joined.map((j) => (j.seat === seat ? { ...j, bot: levels[(levels.indexOf(j.bot) + 1) % levels.length] ?? null } : j)),
      });
    },
    chooseGame(gameId) {
      if (getGameUi(gameId) === undefined || gameId === ui().lobbyGameId) return;
      ui().set({ lobbyGameId: gameId, lobbyOptions: {} });
      void core.serial(core.links.refreshResume);
    },
    chooseOption(key, value) {
      ui().set({ lobbyOptions: { ...ui().lobbyOptions, [key]: value } });
    },
    start(tutorial) {
      return core.serial(async () => {
        const seats: MatchSeat[] = [];
        // Ascending seat ids are clockwise from above (table/seat-layout.ts): the turn order.
        for (const j of [...ui().joined].sort((a, b) => a.seat - b.seat)) {
          const colour = colourById(j.colourId) ?? SEAT_COLOURS[0];
          if (colour === undefined) continue;
          const base = { seat: j.seat, color: colour.hex, symbol: colour.symbol };
          seats.push(j.bot === null ? { ...base, controller: 'human' } : { ...base, controller: 'bot', botLevel: j.bot });
        }
        const { settings, lobbyOptions } = ui();
        const gameId = core.lobbyGame();
        if (getGameUi(gameId) === undefined) return;
        const result = await deps.engine.newMatch({
          gameId,
          seats,
          options: matchOptionsOf(gameId, settings, lobbyOptions),
          seed: deps.token(),
          matchId: `m-${deps.now().getTime().toString(36)}-${deps.token().slice(0, 8)}`,
          createdAt: deps.now().toISOString(),
          ...(tutorial === undefined ? {} : { tutorial }),
        });
        ui().set({ summariesSeen: 0, replay: null, refusal: null, revealed: [] });
        if (await core.afterEngine(result)) {
          ui().set({ resume: null });
          sounds.startMusic();
          for (const effect of getGameUi(gameId)?.startSounds ?? []) sounds.play(effect);
          if (core.humansToAct().length > 0) sounds.play('turn');
        }
      });
    },
    backToLobby() {
      core.stopPlay();
      ui().set({ screen: 'lobby', game: null, replay: null, refusal: null, pending: null, revealed: [] });
    },
  };
}
