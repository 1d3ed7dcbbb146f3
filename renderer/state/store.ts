/**
 * The UI state (zustand): settings, the viewport, who has joined which seat with which colour,
 * the latest engine update, the resume offer, notices, the settings panel, the chosen game and its
 * options, the last refusal, the touch in flight, open city lists, summaries seen, the replay, whether the attract-mode demo is running, the idle countdown, the first-start calibration prompt, the seats with the rules open and the guided first round. Plain data and
 * setters only; the flows that change it live in app/controller.ts.
 */
import { create } from 'zustand';
import type { PublicSettings, QuarantineReport, SaveSummary } from '../../preload/api';
import type { Json, SeatId } from '../../shared-rules/core/types';
import type { BotLevel } from '../../shared-rules/core/define-game';
import type { EngineUpdate } from '../engine/protocol';
import type { Moment } from '../games/types';
import { DEFAULT_SETTINGS } from '../platform/settings-schema';
import type { SeatRotation, Viewport } from '../table/seat-layout';

/** A seat that joined in the lobby, with its palette colour id (table/seat-colours.ts) and its bot level (null: a person). */
export type JoinedSeat = { readonly seat: SeatId; readonly colourId: string; readonly bot: BotLevel | null };

/**
 * Why the engine refused a seat's last touch: its `RuleError` code and params (shown through
 * `errors.<code>` in that seat's panel until the seat acts again).
 */
export type Refusal = { readonly seat: SeatId; readonly code: string; readonly params: { readonly [key: string]: Json } };

/** A touch on the board the renderer already drew before the worker answered: its kind (the game's word, e.g. a link), the touched thing's id and the seat. */
export type PendingTouch = { readonly kind: string; readonly id: number; readonly seat: SeatId };

/** A moment on show (`GameUi.moments`), with an id of its own. */
export type ShownMoment = Moment & { readonly id: number };

/**
 * The game-end replay: the table view after each log entry (`views`, index 0 before any), the one
 * shown, whether it plays, its speed (× the normal pace) and the round markers (steps that end a
 * round or phase, ascending; replay flow `replayMarks`).
 */
export type ReplayState = { readonly views: readonly Json[]; readonly index: number; readonly playing: boolean; readonly speed: number; readonly marks: readonly number[] };

/** A message shown over the board until dismissed. `kind` picks the i18n key `notices.<kind>`. */
export type Notice =
  | { readonly id: number; readonly kind: 'quarantined'; readonly report: QuarantineReport }
  | { readonly id: number; readonly kind: 'saveFailed' | 'engineFailed'; readonly message: string };

/** A game in progress found in the saves at start-up. */
export type ResumeOffer = { readonly matchId: string; readonly entries: number };

/**
 * The saves screen (app/saves/), open over the lobby and rotated to face the seat that opened it:
 * what `saves.list()` answered (`status: 'failed'` with the platform's English `message` when it
 * could not), when it was listed (ISO 8601, the "now" of its relative times), the save waiting for
 * its delete to be confirmed, and the save being deleted right now.
 */
export type SavesScreen = {
  readonly rotation: SeatRotation;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly saves: readonly SaveSummary[];
  readonly quarantined: readonly QuarantineReport[];
  readonly listedAt: string;
  readonly confirming: string | null;
  readonly removing: string | null;
  readonly message: string | null;
};

/** A guided first round: the learner's seat, the match (`MatchHeader.matchId`) the coach belongs to, and whether the learner closed the coach ("Play on"). */
export type Tutorial = { readonly seat: SeatId; readonly matchId: string; readonly closed: boolean };

/** Which screen the table shows (`calibrate`: the first-start calibration prompt, before the lobby; app/flows/calibration.ts). */
export type Screen = 'loading' | 'calibrate' | 'lobby' | 'play';

/** The whole UI state. */
export type UiState = {
  readonly screen: Screen;
  readonly settings: PublicSettings;
  readonly viewport: Viewport;
  readonly joined: readonly JoinedSeat[];
  readonly game: EngineUpdate | null;
  readonly resume: ResumeOffer | null;
  readonly notices: readonly Notice[];
  /** The rotation of the open settings panel (facing whoever opened it), or null when closed. */
  readonly settingsOpen: SeatRotation | null;
  /** True while a call to the engine is in flight (buttons wait). */
  readonly busy: boolean;
  /** The game chosen in the lobby (a registered game id; '' until start-up picks one). */
  readonly lobbyGameId: string;
  /** The lobby's option choices for that game, by option key (over the game's defaults and the settings' defaults). */
  readonly lobbyOptions: Readonly<Record<string, Json>>;
  /** The latest refusal, shown in the refused seat's panel. */
  readonly refusal: Refusal | null;
  /** The board touch being sent to the worker, drawn at once. */
  readonly pending: PendingTouch | null;
  /** Seats whose city list is open right now (press-and-hold); others only see that it is open. */
  readonly revealed: readonly SeatId[];
  /** How many round summaries have been dismissed with Continue. */
  readonly summariesSeen: number;
  /** The game-end replay, when playing it back. */
  readonly replay: ReplayState | null;
  /** The moment announced at every edge right now (`id` tells two equal moments apart), or null. */
  readonly moment: ShownMoment | null;
  /** True while the attract-mode demo (a bot-vs-bot game, never saved) runs; "Touch to play" shows at every edge. */
  readonly attract: boolean;
  /** Seconds left in the idle countdown, shown at every edge; null when not counting down. */
  readonly idleLeftS: number | null;
  /** The saves screen, when open. */
  readonly saves: SavesScreen | null;
  /** The first-start calibration prompt's calibration being dragged (CSS px per mm, not saved until Done), while it shows. */
  readonly calibration: { readonly pxPerMm: number } | null;
  /** Seats with the rules card open at their edge, facing them (issue #14 §7; several at once), ascending. */
  readonly rulesAt: readonly SeatId[];
  /** The guided first round ("Learn to play", issue #14 §7) while it runs: the learner's seat and the match it belongs to; null otherwise. */
  readonly tutorial: Tutorial | null;
  set(patch: Partial<Omit<UiState, 'set' | 'notify' | 'dismiss'>>): void;
  notify(notice: DistributiveOmit<Notice, 'id'>): void;
  dismiss(id: number): void;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let nextNoticeId = 1;

/** The UI store hook (`useUi(selector)`), also usable outside React via `useUi.getState()`. */
export const useUi = create<UiState>()((set) => ({
  screen: 'loading',
  settings: DEFAULT_SETTINGS,
  viewport: { width: 1280, height: 800 },
  joined: [],
  game: null,
  resume: null,
  notices: [],
  settingsOpen: null,
  busy: false,
  lobbyGameId: '',
  lobbyOptions: {},
  refusal: null,
  pending: null,
  revealed: [],
  summariesSeen: 0,
  replay: null,
  moment: null,
  attract: false,
  idleLeftS: null,
  saves: null,
  calibration: null,
  rulesAt: [],
  tutorial: null,
  set: (patch) => set(patch),
  notify: (notice) => set((s) => ({ notices: [...s.notices, { ...notice, id: nextNoticeId++ }] })),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));
