/**
 * The app's flows: start-up (settings, saves, the resume offer), the lobby (join, leave, colour,
 * bot, map, start), play (submit an action or undo through the engine worker, then autosave the
 * new log entry through the platform; board taps checked against the legal list and drawn at
 * once; refusals kept with their reason; bot seats played after each update at a watchable
 * pace), round summaries, the game-end replay, resume (the lobby's offer or a match chosen on the saves
 * screen, whose flows live in app/saves/saves-flow.ts), settings, and the kiosk flows (KIOSK.md
 * 4–5): the idle clock (app/idle.ts; a countdown at every edge, then attract mode) and attract mode
 * (a bot-vs-bot demo that is never saved; a touch goes to the lobby). Components call these;
 * they hold no rules. Engine calls run one at a time, so log entries are saved in order.
 */
import type { RailtableApi, SettingsPatch } from '../../preload/api';
import type { Action, MatchSeat, RuleError, SeatId } from '../../shared-rules/core/types';
import type { TransglobalAction } from '../../shared-rules/games/transglobal';
import type { SoundEffect } from '../audio/sound';
import { BOT_LEVELS } from '../engine/bots';
import type { EngineClient } from '../engine/client';
import type { EngineResult } from '../engine/protocol';
import { nextSuggestedLink, transglobalControls } from '../games/transglobal/controls';
import type { TransglobalMapId } from '../games/transglobal/maps';
import { gameOptions } from '../games/transglobal/options';
import { soundsOfUpdate } from '../games/transglobal/sounds-of-update';
import { readLegal, readSeatView, readTableView } from '../games/transglobal/view-schema';
import { resumeAfterCrash } from './recover';
import { countdownLeftS, idleReduce, idleStart, type IdleConfig, type IdleState } from './idle';
import { createSavesFlow, type SavesFlow } from './saves/saves-flow';
import { isResumable } from './saves/save-rows';
import type { JoinedSeat } from '../state/store';
import { changeLanguage } from '../i18n/setup';
import type { UiState } from '../state/store';
import { colourById, nextFreeColour, SEAT_COLOURS } from '../table/seat-colours';
import type { SeatRotation } from '../table/seat-layout';

/** The game ids the lobby can start. */
export type LobbyGameId = 'transglobal' | 'counter';

/** The flows, as called by the components. */
export type Controller = {
  init(): Promise<void>;
  join(seat: SeatId): void;
  leave(seat: SeatId): void;
  cycleColour(seat: SeatId): void;
  /** Person → bot easy → medium → hard → person. */
  cycleBot(seat: SeatId): void;
  chooseMap(mapId: TransglobalMapId): void;
  start(): Promise<void>;
  act(action: Action): Promise<void>;
  /** A button whose action is not legal now was pressed: ask the engine why (buzz, reason shown). */
  refused(action: Action): Promise<void>;
  undo(seat: SeatId): Promise<void>;
  /** A tap on a board link by whoever is to act. */
  tapLink(link: number): void;
  /** A tap on a board intersection by whoever is to act. */
  tapIntersection(intersection: number): void;
  /** Build the finishing seat's suggested cheapest completion, one link at a time. */
  buildSuggested(seat: SeatId): Promise<void>;
  /** Open or close a seat's city list (press-and-hold). */
  reveal(seat: SeatId, open: boolean): void;
  continueAfterSummary(): void;
  startReplay(): Promise<void>;
  stepReplay(delta: number): void;
  playReplay(playing: boolean): void;
  /** Resume `matchId` at its last saved action (default: the lobby's offer, the newest game in progress). */
  resume(matchId?: string): Promise<void>;
  /** The saves screen: list, resume a chosen match, delete with confirmation. */
  readonly saves: SavesFlow;
  backToLobby(): void;
  openSettings(rotation: SeatRotation): void;
  closeSettings(): void;
  patchSettings(patch: SettingsPatch): Promise<void>;
  /** Stop or restart the bots (tests pause them to look at a board). */
  pauseBots(paused: boolean): void;
  /** A touch anywhere on the table: restarts the idle clock and cancels its countdown. */
  touched(): void;
  /** Start (or restart with the next map) the attract-mode demo. */
  startAttract(): Promise<void>;
  /** Leave attract mode for the lobby (the demo is dropped, never saved; a saved game is offered for Resume). */
  leaveAttract(): Promise<void>;
};

/** The maps the attract-mode demo plays, in turn. */
export const ATTRACT_MAPS: readonly TransglobalMapId[] = ['usa', 'europe', 'asia'];

/** The demo's seats (the four long-edge seats), played by medium bots. */
export const ATTRACT_SEATS: readonly SeatId[] = [0, 1, 3, 4];

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
  /** The game the lobby starts (default Transglobal Rail). */
  readonly lobbyGame?: LobbyGameId;
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
  /** True while something over the table holds it (the admin PIN pad or panel, or the app was left): the idle clock pauses. */
  readonly held?: () => boolean;
};

const SILENT: SoundSink = { play: () => undefined, startMusic: () => undefined, stopMusic: () => undefined };

/** Create the controller. */
export function createController(deps: ControllerDeps): Controller {
  const { platform, engine, store, now, token, appRoot } = deps;
  const lobbyGame = deps.lobbyGame ?? 'transglobal';
  const replayStepMs = deps.replayStepMs ?? 400;
  const sounds = deps.sounds ?? SILENT;
  const kiosk = deps.kiosk ?? {};
  const monotonic = deps.monotonic ?? (() => performance.now());
  const idleTickMs = deps.idleTickMs ?? 250;
  const attractPauseMs = deps.attractPauseMs ?? 4000;
  let idle: IdleState = idleStart(monotonic());
  let idleTimer: ReturnType<typeof setInterval> | undefined;
  let demoMatchId: string | undefined;
  let attractGames = 0;
  const ui = (): UiState => store.getState();
  let chain: Promise<unknown> = Promise.resolve();
  let started = false;
  let botsPaused = false;
  let botTimer: ReturnType<typeof setTimeout> | undefined;
  let replayTimer: ReturnType<typeof setTimeout> | undefined;
  function serial(job: () => Promise<void>): Promise<void> {
    const run = chain.then(job, job);
    chain = run.catch(() => undefined);
    return run;
  }

  function humans(): Set<SeatId> {
    const game = ui().game;
    return new Set((game?.header.seats ?? []).filter((s) => s.controller === 'human').map((s) => s.seat));
  }

  function botSeatToAct(): SeatId | undefined {
    const game = ui().game;
    if (game === null || game.outcome !== null) return undefined;
    const seat = game.toAct[0];
    const info = game.header.seats.find((s) => s.seat === seat);
    return info?.controller === 'bot' ? seat : undefined;
  }

  /** Whether a round summary is waiting for Continue (bots wait for it too). */
  function summaryOpen(): boolean {
    const table = readTableView(ui().game?.tableView);
    return table !== undefined && table.results.length > ui().summariesSeen;
  }

  function scheduleBot(): void {
    if (botTimer !== undefined) clearTimeout(botTimer);
    botTimer = undefined;
    if (botsPaused || ui().screen !== 'play') return;
    if (ui().attract && (summaryOpen() || ui().game?.outcome != null)) {
      // The demo goes on by itself: past each round summary, and to a new game after the results.
      botTimer = setTimeout(() => {
        botTimer = undefined;
        if (!ui().attract) return;
        if (summaryOpen()) continueSummary();
        else void startAttractGame();
      }, attractPauseMs);
      return;
    }
    if (summaryOpen()) return;
    const seat = botSeatToAct();
    if (seat === undefined) return;
    const matchId = ui().game?.header.matchId;
    botTimer = setTimeout(() => {
      botTimer = undefined;
      void serial(async () => {
        if (ui().game?.header.matchId !== matchId || botSeatToAct() !== seat) return;
        const result = await engine.botMove(seat);
        // The table may have moved on meanwhile (attract mode left, idle reset): drop the answer.
        if (ui().game?.header.matchId !== matchId) return;
        await afterEngine(result);
      });
    }, deps.botDelayMs ?? ui().settings.botDelayMs);
  }

  function refuse(error: RuleError, seat: SeatId | undefined): void {
    if (seat === undefined) {
      ui().notify({ kind: 'engineFailed', message: error.message });
      return;
    }
    ui().set({ refusal: { seat, code: error.code, params: error.params ?? {} }, pending: null });
  }

  async function afterEngine(result: EngineResult, seat?: SeatId): Promise<boolean> {
    if (!result.ok) {
      refuse(result.error, seat);
      return false;
    }
    const update = result.update;
    const before = ui().game;
    const refusal = ui().refusal;
    ui().set({
      game: update,
      screen: 'play',
      pending: null,
      refusal: refusal !== null && update.entry !== null && refusal.seat !== update.entry.seat ? refusal : null,
    });
    if (update.entry !== null && update.header.matchId !== demoMatchId) {
      for (const effect of soundsOfUpdate(update.events, before?.toAct ?? [], update.toAct, humans())) sounds.play(effect);
      const saved = await platform.saves.append({ header: update.header, entry: update.entry, finished: update.outcome !== null, toAct: update.toAct });
      if (!saved.ok) ui().notify({ kind: 'saveFailed', message: saved.error.message });
    }
    scheduleBot();
    return true;
  }

  /** The seat whose turn it is, when a person plays it. */
  function humanToAct(): SeatId | undefined {
    const seat = ui().game?.toAct[0];
    return seat !== undefined && humans().has(seat) ? seat : undefined;
  }

  function submit(action: Action): Promise<void> {
    return serial(async () => {
      ui().set({ busy: true });
      await afterEngine(await engine.submit(action, 'human'), action.seat);
      ui().set({ busy: false });
    });
  }

  function refusedTouch(action: Action): Promise<void> {
    sounds.play('illegal');
    return serial(async () => {
      const result = await engine.submit(action, 'human');
      // A legal action sent as refused (the lists changed meanwhile) simply counts.
      await afterEngine(result, action.seat);
    });
  }

  function legalOf(seat: SeatId): ReturnType<typeof transglobalControls> {
    return transglobalControls(readLegal(ui().game?.legal[seat]), seat);
  }

  function stopReplayTimer(): void {
    if (replayTimer !== undefined) clearTimeout(replayTimer);
    replayTimer = undefined;
  }

  function tickReplay(): void {
    stopReplayTimer();
    const replay = ui().replay;
    if (replay === null || !replay.playing) return;
    if (replay.index >= replay.views.length - 1) {
      ui().set({ replay: { ...replay, playing: false } });
      return;
    }
    replayTimer = setTimeout(() => {
      const now = ui().replay;
      if (now === null || !now.playing) return;
      ui().set({ replay: { ...now, index: Math.min(now.views.length - 1, now.index + 1) } });
      tickReplay();
    }, replayStepMs);
  }

  function continueSummary(): void {
    const table = readTableView(ui().game?.tableView);
    ui().set({ summariesSeen: table?.results.length ?? 0 });
    scheduleBot();
  }

  function stopPlay(): void {
    if (botTimer !== undefined) clearTimeout(botTimer);
    botTimer = undefined;
    stopReplayTimer();
    sounds.stopMusic();
  }

  async function refreshResume(): Promise<void> {
    const listed = await platform.saves.list();
    if (!listed.ok) {
      ui().notify({ kind: 'saveFailed', message: listed.error.message });
      return;
    }
    saves.noteQuarantined(listed.value.quarantined);
    const open = listed.value.saves.find((s) => isResumable(s) && s.gameId === lobbyGame);
    ui().set({ resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
  }

  /** A new demo game: four medium bots on the next map in turn; its entries are never saved. */
  function startAttractGame(): Promise<void> {
    return serial(async () => {
      stopPlay();
      const mapId = ATTRACT_MAPS[attractGames % ATTRACT_MAPS.length] ?? 'usa';
      attractGames++;
      const joined: JoinedSeat[] = [];
      const seats: MatchSeat[] = [];
      ATTRACT_SEATS.forEach((seat, i) => {
        const colour = SEAT_COLOURS[i];
        if (colour === undefined) return;
        joined.push({ seat, colourId: colour.id, bot: 'medium' });
        seats.push({ seat, color: colour.hex, symbol: colour.symbol, controller: 'bot', botLevel: 'medium' });
      });
      const matchId = `demo-${now().getTime().toString(36)}-${token().slice(0, 8)}`;
      demoMatchId = matchId;
      ui().set({ attract: true, idleLeftS: null, settingsOpen: null, saves: null, joined, summariesSeen: 0, replay: null, refusal: null, pending: null, revealed: [] });
      const result = await engine.newMatch({
        gameId: 'transglobal',
        seats,
        options: gameOptions(mapId, ui().settings.gameDefaults.transglobal),
        seed: token(),
        matchId,
        createdAt: now().toISOString(),
      });
      if (!ui().attract || demoMatchId !== matchId) return;
      await afterEngine(result);
    });
  }

  function idleEnabled(): boolean {
    return kiosk.forceIdle === true || ui().settings.mode === 'kiosk';
  }

  function idleConfig(): IdleConfig {
    const { idle: fromSettings } = ui().settings;
    return { timeoutMs: (kiosk.idleTimeoutS ?? fromSettings.timeoutS) * 1000, countdownMs: (kiosk.idleCountdownS ?? fromSettings.countdownS) * 1000 };
  }

  /** Advance the idle clock: paused in attract mode, while loading, while the settings are open, while the game-end replay plays, while held (admin) and while a bot is to act. */
  function idleTick(): void {
    const config = idleConfig();
    const t = monotonic();
    const state = ui();
    const paused =
      state.attract ||
      state.screen === 'loading' ||
      state.settingsOpen !== null ||
      state.replay?.playing === true ||
      (deps.held?.() ?? false) ||
      (botSeatToAct() !== undefined && !summaryOpen());
    if (paused !== idle.paused) idle = idleReduce(idle, { type: paused ? 'pause' : 'resume', now: t }, config);
    idle = idleReduce(idle, { type: 'tick', now: t }, config);
    if (idle.phase === 'expired') {
      idle = idleStart(t);
      ui().set({ idleLeftS: null });
      // The game in progress was saved with its last action; the table goes back to attract mode.
      void startAttractGame();
      return;
    }
    const left = countdownLeftS(idle, config) ?? null;
    if (left !== state.idleLeftS) ui().set({ idleLeftS: left });
  }

  /** Load `matchId` from its save into the engine and show it at its last saved action (lobby offer or saves screen). */
  function resumeMatch(matchId: string): Promise<void> {
    return serial(async () => {
      const loaded = await platform.saves.load(matchId);
      if (!loaded.ok) {
        ui().notify({ kind: 'saveFailed', message: loaded.error.message });
        return;
      }
      for (const report of loaded.value.quarantined) ui().notify({ kind: 'quarantined', report });
      saves.noteQuarantined(loaded.value.quarantined);
      const record = loaded.value.record;
      const joined = record.seats.map((s) => ({
        seat: s.seat,
        colourId: SEAT_COLOURS.find((c) => c.hex === s.color)?.id ?? 'blue',
        bot: s.controller === 'bot' ? (BOT_LEVELS.find((l) => l === s.botLevel) ?? 'hard') : null,
      }));
      const result = await engine.load(record);
      const table = readTableView(result.ok ? result.update.tableView : undefined);
      // Summaries of rounds finished before the reload were seen already; the last stays open
      // when the save ends right after it (nobody has acted in the new round yet).
      const seen = table === undefined ? 0 : table.phase === 'hubs' && table.seats.every((s) => s.hub === null) ? table.results.length - 1 : table.results.length;
      ui().set({ summariesSeen: Math.max(0, seen), replay: null, refusal: null, revealed: [] });
      if (await afterEngine(result)) {
        ui().set({ resume: null, joined });
        sounds.startMusic();
      }
    });
  }

  const saves = createSavesFlow({ platform, store, now, resumeMatch, savesChanged: () => serial(refreshResume) });

  return {
    async init() {
      if (started) return;
      started = true;
      const listed = await platform.saves.list();
      if (!listed.ok) {
        ui().notify({ kind: 'saveFailed', message: listed.error.message });
        ui().set({ screen: 'lobby' });
        return;
      }
      for (const report of listed.value.quarantined) ui().notify({ kind: 'quarantined', report });
      saves.noteQuarantined(listed.value.quarantined);
      const open = listed.value.saves.find((s) => isResumable(s) && s.gameId === lobbyGame);
      ui().set({ screen: 'lobby', resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
      if (open !== undefined && resumeAfterCrash({ recovering: kiosk.recovering === true, save: open, now: now(), idle: idleConfig() })) {
        await resumeMatch(open.matchId);
      } else if (kiosk.forceAttract === true || ui().settings.mode === 'kiosk') void startAttractGame();
      if (idleEnabled()) {
        idle = idleStart(monotonic());
        idleTimer = setInterval(idleTick, idleTickMs);
      }
    },
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
    chooseMap(mapId) {
      ui().set({ mapId });
    },
    start() {
      return serial(async () => {
        const seats: MatchSeat[] = [];
        // Ascending seat ids are clockwise from above (table/seat-layout.ts): the turn order.
        for (const j of [...ui().joined].sort((a, b) => a.seat - b.seat)) {
          const colour = colourById(j.colourId) ?? SEAT_COLOURS[0];
          if (colour === undefined) continue;
          const base = { seat: j.seat, color: colour.hex, symbol: colour.symbol };
          seats.push(j.bot === null ? { ...base, controller: 'human' } : { ...base, controller: 'bot', botLevel: j.bot });
        }
        const { settings, mapId } = ui();
        const result = await engine.newMatch({
          gameId: lobbyGame,
          seats,
          options: lobbyGame === 'transglobal' ? gameOptions(mapId, settings.gameDefaults.transglobal) : {},
          seed: token(),
          matchId: `m-${now().getTime().toString(36)}-${token().slice(0, 8)}`,
          createdAt: now().toISOString(),
        });
        ui().set({ summariesSeen: 0, replay: null, refusal: null, revealed: [] });
        if (await afterEngine(result)) {
          ui().set({ resume: null });
          sounds.startMusic();
          const first = humanToAct();
          if (first !== undefined) sounds.play('turn');
        }
      });
    },
    act(action) {
      return submit(action);
    },
    refused(action) {
      return refusedTouch(action);
    },
    undo(seat) {
      return serial(async () => {
        ui().set({ busy: true });
        const result = await engine.undo(seat, 'human');
        if (!result.ok) sounds.play('illegal');
        await afterEngine(result, seat);
        ui().set({ busy: false });
      });
    },
    tapLink(link) {
      const seat = humanToAct();
      if (seat === undefined || ui().pending !== null) return;
      const action: TransglobalAction = { type: 'build', seat, link };
      if (legalOf(seat).links.has(link)) {
        ui().set({ pending: { kind: 'link', id: link, seat }, refusal: null });
        void submit(action);
      } else void refusedTouch(action);
    },
    tapIntersection(intersection) {
      const seat = humanToAct();
      if (seat === undefined || ui().pending !== null) return;
      const action: TransglobalAction = { type: 'place-hub', seat, intersection };
      if (legalOf(seat).hubSpots.has(intersection)) {
        ui().set({ pending: { kind: 'hub', id: intersection, seat }, refusal: null });
        void submit(action);
      } else void refusedTouch(action);
    },
    async buildSuggested(seat) {
      // One link at a time, each the first suggested link that is legal now; the suggestion is
      // recomputed by the worker after each build. Bounded by the map's size.
      for (let guard = 0; guard < 500; guard++) {
        const view = readSeatView(ui().game?.seatViews[seat]);
        const suggestion = view?.finishing?.suggestion.links ?? [];
        const link = nextSuggestedLink(suggestion, legalOf(seat).links);
        if (link === undefined) return;
        ui().set({ pending: { kind: 'link', id: link, seat } });
        const before = ui().game?.entries;
        const build: TransglobalAction = { type: 'build', seat, link };
        await submit(build);
        if (ui().game?.entries === before) return;
      }
    },
    reveal(seat, open) {
      const others = ui().revealed.filter((s) => s !== seat);
      ui().set({ revealed: open ? [...others, seat] : others });
    },
    continueAfterSummary() {
      continueSummary();
    },
    startReplay() {
      return serial(async () => {
        const result = await engine.history();
        if (!result.ok) {
          ui().notify({ kind: 'engineFailed', message: result.error.message });
          return;
        }
        ui().set({ replay: { views: result.views, index: 0, playing: true } });
        tickReplay();
      });
    },
    stepReplay(delta) {
      const replay = ui().replay;
      if (replay === null) return;
      stopReplayTimer();
      ui().set({ replay: { ...replay, playing: false, index: Math.max(0, Math.min(replay.views.length - 1, replay.index + delta)) } });
    },
    playReplay(playing) {
      const replay = ui().replay;
      if (replay === null) return;
      ui().set({ replay: playing ? { ...replay, playing: true, index: replay.index >= replay.views.length - 1 ? 0 : replay.index } : { ...replay, playing: false } });
      if (playing) tickReplay();
      else stopReplayTimer();
    },
    resume(matchId) {
      const chosen = matchId ?? ui().resume?.matchId;
      return chosen === undefined ? Promise.resolve() : resumeMatch(chosen);
    },
    saves,
    backToLobby() {
      stopPlay();
      ui().set({ screen: 'lobby', game: null, replay: null, refusal: null, pending: null, revealed: [] });
    },
    openSettings(rotation) {
      ui().set({ settingsOpen: rotation });
    },
    closeSettings() {
      ui().set({ settingsOpen: null });
    },
    async patchSettings(patch) {
      const result = await platform.settings.set(patch);
      if (!result.ok) {
        ui().notify({ kind: 'saveFailed', message: result.error.message });
        return;
      }
      const before = ui().settings.language;
      ui().set({ settings: result.value });
      if (result.value.language !== before) await changeLanguage(result.value.language, appRoot);
    },
    pauseBots(paused) {
      botsPaused = paused;
      if (paused && botTimer !== undefined) {
        clearTimeout(botTimer);
        botTimer = undefined;
      }
      if (!paused) scheduleBot();
    },
    touched() {
      if (idleTimer === undefined) return;
      idle = idleReduce(idle, { type: 'touch', now: monotonic() }, idleConfig());
      if (ui().idleLeftS !== null) ui().set({ idleLeftS: null });
    },
    startAttract() {
      return startAttractGame();
    },
    leaveAttract() {
      if (!ui().attract) return Promise.resolve();
      stopPlay();
      idle = idleStart(monotonic());
      ui().set({ attract: false, screen: 'lobby', game: null, joined: [], replay: null, refusal: null, pending: null, revealed: [], summariesSeen: 0 });
      return serial(refreshResume);
    },
  };
}
