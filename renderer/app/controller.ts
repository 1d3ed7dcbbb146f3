/**
 * The controller: what the components call. Its flows live in `./flows/` (issue #12), one file
 * each over a shared core (`flows/core.ts`: the engine queue, who plays which seat, and the one
 * place an engine answer lands); this file composes them and runs start-up. The flows: start-up (settings, saves, the resume offer,
 * the first-start calibration prompt before the lobby while the display is not calibrated), the lobby (join, leave, colour,
 * bot, map, start), play (submit an action or undo through the engine worker, then autosave the
 * new log entry through the platform; board taps checked against the legal list and drawn at
 * once; refusals kept with their reason; bot seats played after each update at a watchable
 * pace), round summaries, the game-end replay, resume (the lobby's offer or a match chosen on the saves
 * screen, whose flows live in app/saves/saves-flow.ts), settings, teaching (the rules card at a seat, "Learn to play":
 * flows/tutorial.ts), and the kiosk flows (KIOSK.md
 * 4–5): the idle clock (app/idle.ts; a countdown at every edge, then attract mode) and attract mode
 * (a bot-vs-bot demo that is never saved; a touch goes to the lobby). Components call these;
 * they hold no rules. Engine calls run one at a time, so log entries are saved in order.
 */
import type { RailtableApi, SaveSummary } from '../../preload/api';
import type { SoundEffect } from '../audio/sound';
import type { EngineClient } from '../engine/client';
import type { UiState } from '../state/store';
import { createAttractFlow } from './flows/attract';
import { createBotsFlow } from './flows/bots';
import { createCalibrationFlow, type CalibrationFlow } from './flows/calibration';
import { createCore, type FlowLinks } from './flows/core';
import { createIdleFlow } from './flows/idle-clock';
import { createLobbyFlow, type LobbyFlow } from './flows/lobby';
import { createPlayFlow, type PlayFlow } from './flows/play';
import { createReplayFlow } from './flows/replay';
import { createResumeFlow, offeredSave } from './flows/resume';
import { createSettingsFlow, type SettingsFlow } from './flows/settings';
import { createSummariesFlow } from './flows/summaries';
import { createTutorialFlow, type TutorialFlow } from './flows/tutorial';
import { resumeAfterCrash } from './recover';
import type { SavesFlow } from './saves/saves-flow';

/** The flows, as called by the components: start-up, then each flow's own operations (`./flows/`). */
export type Controller = LobbyFlow & PlayFlow & SettingsFlow & CalibrationFlow & TutorialFlow & {
  init(): Promise<void>;
  continueAfterSummary(): void;
  startReplay(): Promise<void>;
  stepReplay(delta: number): void;
  playReplay(playing: boolean): void;
  seekReplay(index: number): void;
  jumpReplay(direction: -1 | 1): void;
  cycleReplaySpeed(): void;
  /** Resume `matchId` at its last saved action (default: the lobby's offer, the newest game in progress). */
  resume(matchId?: string): Promise<void>;
  /** The saves screen: list, resume a chosen match, delete with confirmation. */
  readonly saves: SavesFlow;
  /** Stop or restart the bots (tests pause them to look at a board). */
  pauseBots(paused: boolean): void;
  /** A touch anywhere on the table: restarts the idle clock and cancels its countdown. */
  touched(): void;
  /** Start (or restart with the next map) the attract-mode demo. */
  startAttract(): Promise<void>;
  /** Leave attract mode for the lobby (the demo is dropped, never saved; a saved game is offered for Resume). */
  leaveAttract(): Promise<void>;
};

export { ATTRACT_SEATS } from './flows/attract';

/** Kiosk options: idle-time overrides (seconds) and switches forcing the idle reset or attract mode outside kiosk mode. */
export type KioskOptions = {
  readonly idleTimeoutS?: number;
  readonly idleCountdownS?: number;
  /** Run the idle clock even when the window mode is not `kiosk`. */
  readonly forceIdle?: boolean;
  /** Start in attract mode even when the window mode is not `kiosk`. */
  readonly forceAttract?: boolean;
  /** This load comes back from a crash (`#recover`): a game being played goes straight back on the table (./recover.ts). */
  readonly recovering?: boolean;
};

/** Plays sound effects and the music loop (audio/sound.ts `SoundBoard`, or a silent stand-in). */
export type SoundSink = { play(effect: SoundEffect): void; startMusic(): void; stopMusic(): void };

/** What the controller works with: the platform, the engine, the store, a clock and an id source. */
export type ControllerDeps = {
  readonly platform: RailtableApi;
  readonly engine: EngineClient;
  readonly store: { getState(): UiState };
  readonly now: () => Date;
  /** A fresh random token (letters and digits) for match ids and seeds. */
  readonly token: () => string;
  readonly appRoot?: HTMLElement;
  /** The game the lobby starts with (default: the first game the lobby offers). */
  readonly lobbyGame?: string;
  /** Pause before each bot action, ms, overriding the setting `botDelayMs` (0 in tests). */
  readonly botDelayMs?: number;
  /** Pause between replay steps, ms (default 400). */
  readonly replayStepMs?: number;
  readonly sounds?: SoundSink;
  readonly kiosk?: KioskOptions;
  /** A monotonic clock in ms for the idle clock (default `performance.now`). */
  readonly monotonic?: () => number;
  /** How often the idle clock is advanced, ms (default 250). */
  readonly idleTickMs?: number;
  /** Pause in attract mode on a round summary or the results before going on, ms (default 4000). */
  readonly attractPauseMs?: number;
  /** How long a moment (a game's announcement at every edge, `GameUi.moments`) shows, ms (default 4500). */
  readonly momentMs?: number;
  /** True while something over the table holds it (the admin PIN pad or panel, or the app was left): the idle clock pauses. */
  readonly held?: () => boolean;
};

/** Create the controller: the shared core, then each flow (`./flows/`), linked to each other. */
export function createController(deps: ControllerDeps): Controller {
  // The flows call each other through these links, filled in once every flow exists.
  const links: FlowLinks = {
    scheduleBot: () => bots.scheduleBot(),
    stopBots: () => bots.stopBots(),
    startAttractGame: () => attract.startAttractGame(),
    continueSummary: () => summaries.continueSummary(),
    refreshResume: () => resume.refreshResume(),
    stopReplayTimer: () => replay.stopReplayTimer(),
    restartIdle: () => idle.restartIdle(),
  };
  const core = createCore(deps, links);
  const { ui } = core;
  const bots = createBotsFlow(core);
  const play = createPlayFlow(core);
  const summaries = createSummariesFlow(core);
  const replay = createReplayFlow(core);
  const resume = createResumeFlow(core);
  const attract = createAttractFlow(core);
  const idle = createIdleFlow(core);
  const lobby = createLobbyFlow(core);
  const settings = createSettingsFlow(core);
  const calibration = createCalibrationFlow(core);
  const tutorial = createTutorialFlow(core, lobby);
  const kiosk = deps.kiosk ?? {};
  let started = false;

  /** Start-up once the table may be shown: the lobby with its resume offer, a crashed game straight back, attract mode in kiosk, the idle clock. */
  async function openTable(open: SaveSummary | undefined): Promise<void> {
    ui().set({ screen: 'lobby', resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
    if (open !== undefined && resumeAfterCrash({ recovering: kiosk.recovering === true, save: open, now: deps.now(), idle: idle.config() })) {
      await resume.resumeMatch(open.matchId);
    } else if (kiosk.forceAttract === true || ui().settings.mode === 'kiosk') void attract.startAttractGame();
    if (idle.enabled()) idle.start();
  }

  return {
    /** Start-up: the saves list (quarantine reports), the calibration prompt while not calibrated (./flows/calibration.ts), then the table (`openTable`). */
    async init() {
      if (started) return;
      started = true;
      const listed = await deps.platform.saves.list();
      if (!listed.ok) {
        ui().notify({ kind: 'saveFailed', message: listed.error.message });
        await calibration.before(async () => ui().set({ screen: 'lobby' }));
        return;
      }
      for (const report of listed.value.quarantined) ui().notify({ kind: 'quarantined', report });
      resume.saves.noteQuarantined(listed.value.quarantined);
      if (ui().lobbyGameId === '') ui().set({ lobbyGameId: core.firstGame, lobbyOptions: {} });
      const open = offeredSave(listed.value.saves, core.lobbyGame());
      await calibration.before(() => openTable(open));
    },
    ...lobby,
    ...play,
    continueAfterSummary: summaries.continueSummary,
    startReplay: replay.startReplay,
    stepReplay: replay.stepReplay,
    playReplay: replay.playReplay,
    seekReplay: replay.seekReplay,
    jumpReplay: replay.jumpReplay,
    cycleReplaySpeed: replay.cycleReplaySpeed,
    resume: resume.resume,
    saves: resume.saves,
    ...settings,
    ...tutorial,
    dragCalibration: calibration.dragCalibration,
    confirmCalibration: calibration.confirmCalibration,
    skipCalibration: calibration.skipCalibration,
    pauseBots: bots.pauseBots,
    touched: idle.touched,
    startAttract: attract.startAttractGame,
    leaveAttract: attract.leaveAttract,
  };
}
