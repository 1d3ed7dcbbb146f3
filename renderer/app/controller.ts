/**
 * The app's flows: start-up (settings, saves, the resume offer), the lobby (join, leave,
 * colour, start), play (submit an action or undo through the engine worker, then autosave the
 * new log entry through the platform), resume, and settings. Components call these; they hold
 * no rules. Engine calls run one at a time, so log entries are saved in order.
 */
import type { RailtableApi, SettingsPatch } from '../../preload/api';
import type { Action, MatchSeat, SeatId } from '../../shared-rules/core/types';
import type { EngineClient } from '../engine/client';
import type { EngineResult } from '../engine/protocol';
import { changeLanguage } from '../i18n/setup';
import type { UiState } from '../state/store';
import { colourById, nextFreeColour, SEAT_COLOURS } from '../table/seat-colours';
import type { SeatRotation } from '../table/seat-layout';

/** The game the foundation lobby starts (the real game choice is a later screen). */
export const LOBBY_GAME_ID = 'counter';

/** The flows, as called by the components. */
export type Controller = {
  init(): Promise<void>;
  join(seat: SeatId): void;
  leave(seat: SeatId): void;
  cycleColour(seat: SeatId): void;
  start(): Promise<void>;
  act(action: Action): Promise<void>;
  undo(seat: SeatId): Promise<void>;
  resume(): Promise<void>;
  backToLobby(): void;
  openSettings(rotation: SeatRotation): void;
  closeSettings(): void;
  patchSettings(patch: SettingsPatch): Promise<void>;
};

/** What the controller works with: the platform, the engine, the store, a clock and an id source. */
export type ControllerDeps = {
  readonly platform: RailtableApi;
  readonly engine: EngineClient;
  readonly store: { getState(): UiState };
  readonly now: () => Date;
  /** A fresh random token (letters and digits) for match ids and seeds. */
  readonly token: () => string;
  readonly appRoot?: HTMLElement;
};

/** Create the controller. */
export function createController(deps: ControllerDeps): Controller {
  const { platform, engine, store, now, token, appRoot } = deps;
  const ui = (): UiState => store.getState();
  let chain: Promise<unknown> = Promise.resolve();
  let started = false;
  function serial(job: () => Promise<void>): Promise<void> {
    const run = chain.then(job, job);
    chain = run.catch(() => undefined);
    return run;
  }

  async function afterEngine(result: EngineResult): Promise<boolean> {
    if (!result.ok) {
      ui().notify({ kind: 'engineFailed', message: result.error.message });
      return false;
    }
    const update = result.update;
    ui().set({ game: update, screen: 'play' });
    if (update.entry !== null) {
      const saved = await platform.saves.append({ header: update.header, entry: update.entry, finished: update.outcome !== null });
      if (!saved.ok) ui().notify({ kind: 'saveFailed', message: saved.error.message });
    }
    return true;
  }

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
      const open = listed.value.saves.find((s) => !s.finished && s.gameId === LOBBY_GAME_ID);
      ui().set({ screen: 'lobby', resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
    },
    join(seat) {
      const { joined } = ui();
      if (joined.some((j) => j.seat === seat)) return;
      const colour = nextFreeColour(undefined, new Set(joined.map((j) => j.colourId)));
      if (colour === undefined) return;
      ui().set({ joined: [...joined, { seat, colourId: colour.id }].sort((a, b) => a.seat - b.seat) });
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
      ui().set({ joined: joined.map((j) => (j.seat === seat ? { seat, colourId: next.id } : j)) });
    },
    start() {
      return serial(async () => {
        const seats: MatchSeat[] = [];
        for (const j of ui().joined) {
          const colour = colourById(j.colourId) ?? SEAT_COLOURS[0];
          if (colour !== undefined) seats.push({ seat: j.seat, color: colour.hex, symbol: colour.symbol, controller: 'human' });
        }
        const result = await engine.newMatch({
          gameId: LOBBY_GAME_ID,
          seats,
          options: {},
          seed: token(),
          matchId: `m-${now().getTime().toString(36)}-${token().slice(0, 8)}`,
          createdAt: now().toISOString(),
        });
        if (await afterEngine(result)) ui().set({ resume: null });
      });
    },
    act(action) {
      return serial(async () => {
        ui().set({ busy: true });
        await afterEngine(await engine.submit(action, 'human'));
        ui().set({ busy: false });
      });
    },
    undo(seat) {
      return serial(async () => {
        ui().set({ busy: true });
        await afterEngine(await engine.undo(seat, 'human'));
        ui().set({ busy: false });
      });
    },
    resume() {
      return serial(async () => {
        const offer = ui().resume;
        if (offer === null) return;
        const loaded = await platform.saves.load(offer.matchId);
        if (!loaded.ok) {
          ui().notify({ kind: 'saveFailed', message: loaded.error.message });
          return;
        }
        for (const report of loaded.value.quarantined) ui().notify({ kind: 'quarantined', report });
        const record = loaded.value.record;
        const joined = record.seats.map((s) => ({ seat: s.seat, colourId: SEAT_COLOURS.find((c) => c.hex === s.color)?.id ?? 'blue' }));
        const result = await engine.load(record);
        if (await afterEngine(result)) ui().set({ resume: null, joined });
      });
    },
    backToLobby() {
      ui().set({ screen: 'lobby', game: null });
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
  };
}
