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
import { isEqual } from 'ohash';
import type { Action, Json, MatchSeat, RuleError, SeatId } from '../../shared-rules/core/types';
import { getCatalogEntry } from '../../shared-rules/games/catalog';
import type { SoundEffect } from '../audio/sound';
import { BOT_LEVELS } from '../../shared-rules/core/define-game';
import type { EngineClient } from '../engine/client';
import type { EngineResult } from '../engine/protocol';
import { getGameUi, lobbyGameUis } from '../games/registry';
import type { GameUi } from '../games/types';
import { matchOptionsOf } from './game-settings';
import { resumeAfterCrash } from './recover';
import { countdownLeftS, idleReduce, idleStart, type IdleConfig, type IdleState } from './idle';
import { createSavesFlow, type SavesFlow } from './saves/saves-flow';
import { isResumable } from './saves/save-rows';
import type { JoinedSeat, PendingTouch } from '../state/store';
import { changeLanguage } from '../i18n/setup';
import type { UiState } from '../state/store';
import { colourById, nextFreeColour, SEAT_COLOURS } from '../table/seat-colours';
import type { SeatRotation } from '../table/seat-layout';

/** The flows, as called by the components. */
export type Controller = {
  init(): Promise<void>;
  join(seat: SeatId): void;
  leave(seat: SeatId): void;
  cycleColour(seat: SeatId): void;
  /** Person → bot easy → medium → hard → person. */
  cycleBot(seat: SeatId): void;
  /** Choose the game the lobby starts (a registered game id); its option choices start from its defaults. */
  chooseGame(gameId: string): void;
  /** Choose a value of one of the lobby game's options (e.g. its map). */
  chooseOption(key: string, value: Json): void;
  start(): Promise<void>;
  act(action: Action): Promise<void>;
  /**
   * A touch on the board by a seat to act (several may be asked at once), already turned into an action by the game's board
   * layer: when the action is in that seat's legal list it is drawn at once as `pending` and
   * submitted; otherwise the engine is asked why (buzz, reason shown). Resolves once the engine
   * answered. Ignored while another touch is in flight or when a person does not play the seat.
   */
  attempt(action: Action, pending?: PendingTouch): Promise<void>;
  /**
   * A touch by a person to act that reached nothing the game offers there: the buzz, and the
   * seat's panel says why (refusal `code`, an `errors.<code>` key: default `no-target`, a board
   * touch on nothing; the card kit's `card-hand-full`, `card-select-first`), so no touch goes
   * unanswered.
   */
  missed(seat: SeatId, code?: string): void;
  /** A button whose action is not legal now was pressed: ask the engine why (buzz, reason shown). */
  refused(action: Action): Promise<void>;
  undo(seat: SeatId): Promise<void>;
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
  /** True while something over the table holds it (the admin PIN pad or panel, or the app was left): the idle clock pauses. */
  readonly held?: () => boolean;
};

const SILENT: SoundSink = { play: () => undefined, startMusic: () => undefined, stopMusic: () => undefined };

/** Create the controller. */
export function createController(deps: ControllerDeps): Controller {
  const { platform, engine, store, now, token, appRoot } = deps;
  const firstGame = deps.lobbyGame ?? lobbyGameUis()[0]?.id ?? '';
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

  /** The first seat to act that a bot plays (several seats may be asked at once; each bot answers in turn). */
  function botSeatToAct(): SeatId | undefined {
    const game = ui().game;
    if (game === null || game.outcome !== null) return undefined;
    return game.toAct.find((seat) => game.header.seats.find((s) => s.seat === seat)?.controller === 'bot');
  }

  /** The renderer side of the game in play, if any. */
  function playedUi(): GameUi | undefined {
    const game = ui().game;
    return game === null ? undefined : getGameUi(game.header.gameId);
  }

  /** Whether a round or phase summary is waiting for Continue (bots wait for it too). */
  function summaryOpen(): boolean {
    const game = ui().game;
    const gameUi = playedUi();
    return game !== null && gameUi !== undefined && gameUi.summaries(game.tableView) > ui().summariesSeen;
  }

  /** The game the lobby starts now. */
  function lobbyGame(): string {
    return ui().lobbyGameId || firstGame;
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
      // A refusal stays while others act within the same turn; it is stale once the turn changes.
      refusal: refusal !== null && update.entry !== null && refusal.seat !== update.entry.seat && sameSeats(before?.toAct ?? [], update.toAct) ? refusal : null,
    });
    if (update.entry !== null && update.header.matchId !== demoMatchId) {
      for (const effect of getGameUi(update.header.gameId)?.sounds(update.events, before?.toAct ?? [], update.toAct, humans()) ?? []) sounds.play(effect);
      const saved = await platform.saves.append({ header: update.header, entry: update.entry, finished: update.outcome !== null, toAct: update.toAct });
      if (!saved.ok) ui().notify({ kind: 'saveFailed', message: saved.error.message });
    }
    scheduleBot();
    return true;
  }

  /** The seats to act that people play (several seats may be asked at once). */
  function humansToAct(): SeatId[] {
    const people = humans();
    return (ui().game?.toAct ?? []).filter((seat) => people.has(seat));
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
    const game = ui().game;
    ui().set({ summariesSeen: game === null ? 0 : (playedUi()?.summaries(game.tableView) ?? 0) });
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
    const open = listed.value.saves.find((s) => isResumable(s) && s.gameId === lobbyGame());
    ui().set({ resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
  }

  /** The attract demo's game and options: games with bots in turn, each through the values of its first choice option (its maps). */
  function attractChoice(n: number): { readonly gameId: string; readonly choices: Readonly<Record<string, Json>> } | undefined {
    const rounds = lobbyGameUis().flatMap((gameUi) => {
      const entry = getCatalogEntry(gameUi.id);
      if (entry === undefined || !entry.botLevels.includes('medium')) return [];
      const spec = entry.options.find((o) => o.kind === 'enum');
      return spec?.kind === 'enum' ? spec.values.map((v) => ({ gameId: gameUi.id, choices: { [spec.key]: v.value } })) : [{ gameId: gameUi.id, choices: {} }];
    });
    return rounds.length === 0 ? undefined : rounds[n % rounds.length];
  }

  /** A new demo game: four medium bots on the next game and map in turn; its entries are never saved. */
  function startAttractGame(): Promise<void> {
    return serial(async () => {
      stopPlay();
      const choice = attractChoice(attractGames);
      const gameUi = choice === undefined ? undefined : getGameUi(choice.gameId);
      attractGames++;
      if (choice === undefined || gameUi === undefined) return;
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
        gameId: choice.gameId,
        seats,
        options: matchOptionsOf(choice.gameId, ui().settings, choice.choices),
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
      const seen = result.ok ? (getGameUi(record.gameId)?.summariesSeenOnResume(result.update.tableView) ?? 0) : 0;
      ui().set({ summariesSeen: seen, replay: null, refusal: null, revealed: [] });
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
      if (ui().lobbyGameId === '') ui().set({ lobbyGameId: firstGame, lobbyOptions: {} });
      const open = listed.value.saves.find((s) => isResumable(s) && s.gameId === lobbyGame());
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
    chooseGame(gameId) {
      if (getGameUi(gameId) === undefined || gameId === ui().lobbyGameId) return;
      ui().set({ lobbyGameId: gameId, lobbyOptions: {} });
      void serial(refreshResume);
    },
    chooseOption(key, value) {
      ui().set({ lobbyOptions: { ...ui().lobbyOptions, [key]: value } });
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
        const { settings, lobbyOptions } = ui();
        const gameId = lobbyGame();
        const gameUi = getGameUi(gameId);
        if (gameUi === undefined) return;
        const result = await engine.newMatch({
          gameId,
          seats,
          options: matchOptionsOf(gameId, settings, lobbyOptions),
          seed: token(),
          matchId: `m-${now().getTime().toString(36)}-${token().slice(0, 8)}`,
          createdAt: now().toISOString(),
        });
        ui().set({ summariesSeen: 0, replay: null, refusal: null, revealed: [] });
        if (await afterEngine(result)) {
          ui().set({ resume: null });
          sounds.startMusic();
          if (humansToAct().length > 0) sounds.play('turn');
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
    attempt(action, pending) {
      const seat = action.seat;
      if (!humansToAct().includes(seat) || ui().pending !== null) return Promise.resolve();
      const legal = ui().game?.legal[seat] ?? [];
      if (!legal.some((a) => isEqual(a, action))) return refusedTouch(action);
      ui().set({ pending: pending ?? null, refusal: null });
      return submit(action);
    },
    missed(seat, code = 'no-target') {
      if (!humansToAct().includes(seat)) return;
      sounds.play('illegal');
      ui().set({ refusal: { seat, code, params: {} } });
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

/** Whether two lists of seats to act hold the same seats. */
function sameSeats(a: readonly SeatId[], b: readonly SeatId[]): boolean {
  return a.length === b.length && a.every((seat) => b.includes(seat));
}
