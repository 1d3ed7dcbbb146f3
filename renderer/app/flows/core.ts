/**
 * What every controller flow shares (issue #12 "the controller split into flows"): the
 * dependencies, the UI store, one queue for engine calls (so log entries are saved in order),
 * who plays which seat, and `afterEngine`, the one place an engine answer lands: it shows the
 * update, announces its moments at every edge, plays its sounds, autosaves its entry (never a
 * demo's) and lets the bots go on. Flows reach each other only through `Core.links`, filled in by
 * `createController`.
 */
import type { SeatId, RuleError } from '../../../shared-rules/core/types';
import type { EngineResult, EngineUpdate } from '../../engine/protocol';
import { getGameUi, lobbyGameUis } from '../../games/registry';
import type { GameUi, Moment } from '../../games/types';
import type { Tutorial, UiState } from '../../state/store';
import type { ControllerDeps, SoundSink } from '../controller';

const SILENT: SoundSink = { play: () => undefined, startMusic: () => undefined, stopMusic: () => undefined };

/** How long a moment shows at every edge by default, ms. */
export const MOMENT_MS = 4500;

/** What one flow may ask of another (late-bound: the flows are created one after the other). */
export type FlowLinks = {
  /** Bots: play the next bot seat to act after the bot delay, or go on with the demo (./bots.ts). */
  scheduleBot(): void;
  /** Bots: stop the pending bot move. */
  stopBots(): void;
  /** Attract: start the next demo game (./attract.ts). */
  startAttractGame(): Promise<void>;
  /** Summaries: mark every summary of the game in play as seen (./summaries.ts). */
  continueSummary(): void;
  /** Resume: refresh the lobby's resume offer (./resume.ts). */
  refreshResume(): Promise<void>;
  /** Replay: stop the replay's timer (./replay.ts). */
  stopReplayTimer(): void;
  /** Idle: restart the idle clock from now (./idle-clock.ts). */
  restartIdle(): void;
};

/** The shared part of the controller (see the module comment). */
export type Core = {
  readonly deps: ControllerDeps;
  readonly ui: () => UiState;
  readonly sounds: SoundSink;
  /** The game the lobby starts with when none was chosen. */
  readonly firstGame: string;
  /** Runs engine jobs one at a time, in call order; a failed job does not stop the next. */
  serial(job: () => Promise<void>): Promise<void>;
  /** The seats people play in the game in play. */
  humans(): Set<SeatId>;
  /** The seats to act that people play (several seats may be asked at once). */
  humansToAct(): SeatId[];
  /** The first seat to act that a bot plays. */
  botSeatToAct(): SeatId | undefined;
  /** The renderer side of the game in play, if any. */
  playedUi(): GameUi | undefined;
  /** Whether a round or phase summary is waiting for Continue (bots wait for it too). */
  summaryOpen(): boolean;
  /** The game the lobby starts now. */
  lobbyGame(): string;
  /** Shows an engine answer (or the refusal of `seat`'s touch), plays its sounds, autosaves its entry, schedules the bots; false when refused. */
  afterEngine(result: EngineResult, seat?: SeatId): Promise<boolean>;
  /** Stops what runs while a game is shown: the bots, the replay, the music, a moment on show. */
  stopPlay(): void;
  /** The demo match in progress (never saved), if any. */
  demo: { matchId: string | undefined };
  /** The other flows (filled in by `createController`). */
  readonly links: FlowLinks;
};

/** Whether two lists of seats to act hold the same seats. */
function sameSeats(a: readonly SeatId[], b: readonly SeatId[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/**
 * The guided first game after an engine update: a match started or loaded (no entry) takes its
 * header's tutorial mark (the coach shows, again after a resume, at the learner's seat; kept as
 * it is if it is already this match's), or none; a played entry changes nothing.
 */
function tutorialAfter(update: EngineUpdate, current: Tutorial | null): Tutorial | null {
  if (update.entry !== null) return current;
  const mark = update.header.tutorial;
  if (mark === undefined) return null;
  return current?.matchId === update.header.matchId ? current : { seat: mark.seat, matchId: update.header.matchId, closed: false };
}

/** Creates the core; `links` must be filled in before any flow runs. */
export function createCore(deps: ControllerDeps, links: FlowLinks): Core {
  const ui = (): UiState => deps.store.getState();
  const sounds = deps.sounds ?? SILENT;
  let chain: Promise<unknown> = Promise.resolve();
  let momentTimer: ReturnType<typeof setTimeout> | undefined;
  let momentId = 0;
  const clearMoment = (): void => {
    if (momentTimer !== undefined) clearTimeout(momentTimer);
    momentTimer = undefined;
    if (ui().moment !== null) ui().set({ moment: null });
  };
  /** Shows `moment` at every edge for `deps.momentMs`, replacing the one on show. */
  const announce = (moment: Moment): void => {
    clearMoment();
    const id = ++momentId;
    ui().set({ moment: { ...moment, id } });
    momentTimer = setTimeout(() => {
      momentTimer = undefined;
      if (ui().moment?.id === id) ui().set({ moment: null });
    }, deps.momentMs ?? MOMENT_MS);
  };
  const demo: { matchId: string | undefined } = { matchId: undefined };

  function humans(): Set<SeatId> {
    const game = ui().game;
    return new Set((game?.header.seats ?? []).filter((s) => s.controller === 'human').map((s) => s.seat));
  }

  function playedUi(): GameUi | undefined {
    const game = ui().game;
    return game === null ? undefined : getGameUi(game.header.gameId);
  }

  function refuse(error: RuleError, seat: SeatId | undefined): void {
    if (seat === undefined) {
      ui().notify({ kind: 'engineFailed', message: error.message });
      return;
    }
    ui().set({ refusal: { seat, code: error.code, params: error.params ?? {} }, pending: null });
  }

  const core: Core = {
    deps,
    ui,
    sounds,
    firstGame: deps.lobbyGame ?? lobbyGameUis()[0]?.id ?? '',
    demo,
    links,
    serial(job) {
      const run = chain.then(job, job);
      chain = run.catch(() => undefined);
      return run;
    },
    humans,
    humansToAct() {
      const people = humans();
      return (ui().game?.toAct ?? []).filter((seat) => people.has(seat));
    },
    botSeatToAct() {
      const game = ui().game;
      if (game === null || game.outcome !== null) return undefined;
      return game.toAct.find((seat) => game.header.seats.find((s) => s.seat === seat)?.controller === 'bot');
    },
    playedUi,
    summaryOpen() {
      const game = ui().game;
      const gameUi = playedUi();
      return game !== null && gameUi !== undefined && gameUi.summaries(game.tableView) > ui().summariesSeen;
    },
    lobbyGame() {
      return ui().lobbyGameId || core.firstGame;
    },
    async afterEngine(result, seat) {
      if (!result.ok) {
        refuse(result.error, seat);
        return false;
      }
      const update = result.update;
      const before = ui().game;
      const refusal = ui().refusal;
      const tutorial = tutorialAfter(update, ui().tutorial);
      ui().set({
        game: update,
        screen: 'play',
        pending: null,
        tutorial,
        // A refusal stays while others act within the same turn; it is stale once the turn changes.
        refusal: refusal !== null && update.entry !== null && refusal.seat !== update.entry.seat && sameSeats(before?.toAct ?? [], update.toAct) ? refusal : null,
      });
      // A new entry's moments (not a load's or a replay's): the last one shows at every edge. An
      // undo takes back what was announced.
      // The entry that ends the game is celebrated by the results instead (a fanfare, the winner
      // at every edge): no moment banner over them.
      const gameUi = getGameUi(update.header.gameId);
      const ended = update.entry !== null && update.outcome !== null && (before === null || before.outcome === null);
      if (update.entry?.kind === 'undo' || ended) clearMoment();
      const moment = update.entry === null || ended ? undefined : gameUi?.moments?.(update.events).at(-1);
      if (moment !== undefined) announce(moment);
      if (update.entry !== null && update.header.matchId !== demo.matchId) {
        if (ended) sounds.play('win');
        else for (const effect of gameUi?.sounds(update.events, before?.toAct ?? [], update.toAct, humans()) ?? []) sounds.play(effect);
        const saved = await deps.platform.saves.append({ header: update.header, entry: update.entry, finished: update.outcome !== null, toAct: update.toAct });
        if (!saved.ok) ui().notify({ kind: 'saveFailed', message: saved.error.message });
      }
      links.scheduleBot();
      return true;
    },
    stopPlay() {
      clearMoment();
      links.stopBots();
      links.stopReplayTimer();
      sounds.stopMusic();
    },
  };
  return core;
}
