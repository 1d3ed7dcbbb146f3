/**
 * The contract between the renderer and the main process: every operation the UI may ask of
 * the platform. `main/` implements it behind validated IPC channels, `preload/index.ts`
 * exposes it on `window.railtable` with contextBridge, and `renderer/platform/browser.ts`
 * implements the same contract over IndexedDB/localStorage when there is no Electron.
 *
 * Imports of this file from other folders must be type-only (lint enforces it).
 * Every operation resolves to a `Result`: failures are data, with a stable `code` and an
 * English `message` for logs; nothing throws across the bridge.
 */
import type { MatchHeader, MatchRecord, PendingEntry, SeatId } from '../shared-rules/core/types';

/** A stable error code and an English message; `detail` may carry a file name or field path. */
export type ApiError = { readonly code: ApiErrorCode; readonly message: string; readonly detail?: string };

export type ApiErrorCode =
  | 'invalid-payload'
  | 'forbidden-sender'
  | 'not-found'
  | 'sequence-gap'
  | 'io-error'
  | 'corrupt'
  | 'wrong-pin'
  | 'locked-out'
  | 'no-pin-set'
  | 'admin-required'
  | 'unsupported'
  /** The save was made by another version of Railtable (unknown game or rules version): kept, never resumed. */
  | 'other-version'
  /** An appended entry does not replay on top of the saved match (rules refuse it, or its hash or fields differ): nothing was written. */
  | 'refused-entry'
  /** The save would grow past its size cap: nothing was written. */
  | 'too-large';

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

/** Window behaviour (shared/KIOSK.md "Kiosk behaviour" 1). */
export type WindowMode = 'desktop' | 'table' | 'kiosk';
export type Language = 'en' | 'ar' | 'ko';

/**
 * Per-game default options chosen by the operator: `gameDefaults[gameId][optionKey]`, one value
 * per integer or boolean option of the game's option specs (preload/settings-schema.ts), in the
 * option's unit; `null` is "off" for a nullable option.
 */
export type GameDefaults = { readonly [gameId: string]: { readonly [optionKey: string]: number | boolean | string | null } };

/**
 * The settings the renderer may read (the admin PIN hash never leaves main).
 * Volumes 0–100 (%); `pxPerMm` is the display calibration in CSS px per millimetre
 * (default 40 ppi = 1.575 px/mm); idle times in seconds; `botDelayMs` the pause before each bot
 * move in ms (0–3000, default 600: a pace people can follow). `calibrated`: the calibration has
 * been confirmed (or skipped) once, so the first-start calibration prompt is not shown again
 * (default false; a settings file from before it reads as calibrated when its `pxPerMm` is not
 * the default).
 */
export type PublicSettings = {
  readonly mode: WindowMode;
  readonly displayId: number | null;
  readonly language: Language;
  readonly volume: { readonly music: number; readonly effects: number };
  readonly pxPerMm: number;
  readonly calibrated: boolean;
  readonly idle: { readonly timeoutS: number; readonly countdownS: number };
  readonly gameDefaults: GameDefaults;
  readonly botDelayMs: number;
  readonly adminPinSet: boolean;
};

/** A change to settings: any subset of the writable fields (in kiosk mode, every field but the language and volumes needs an open admin session: `admin-required`, preload/admin-gate.ts `adminFieldOf`). */
export type SettingsPatch = {
  readonly mode?: WindowMode;
  readonly displayId?: number | null;
  readonly language?: Language;
  readonly volume?: { readonly music?: number; readonly effects?: number };
  readonly pxPerMm?: number;
  readonly calibrated?: boolean;
  readonly idle?: { readonly timeoutS?: number; readonly countdownS?: number };
  readonly gameDefaults?: { readonly [gameId: string]: { readonly [optionKey: string]: number | boolean | string | null | undefined } | undefined };
  readonly botDelayMs?: number;
};

/** One line of the saves screen. `updatedAt` is ISO 8601; `toAct` are the seats whose turn it is. */
export type SaveSummary = {
  readonly matchId: string;
  readonly gameId: string;
  readonly seats: MatchHeader['seats'];
  readonly options: MatchHeader['options'];
  readonly entries: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly finished: boolean;
  /** The seats to act after the last saved entry (from the newest `AppendRequest.toAct`); `null` for saves written before it was recorded, or a finished game. */
  readonly toAct: readonly SeatId[] | null;
  /**
   * Set when this build cannot resume the save because another version of Railtable made it: a
   * game this build lacks (`unknown-game`) or another rules version (`other-rules-version`);
   * `detail` is English for logs. The save is kept untouched; Resume is not offered.
   */
  readonly foreign?: { readonly why: 'unknown-game' | 'other-rules-version'; readonly detail: string };
};

/** A file that failed to parse or verify and was moved aside (never deleted). */
export type QuarantineReport = {
  readonly matchId: string;
  /** The name it was moved to, e.g. `m1.json.corrupt-2026-11-22T03-00-00-000Z`. */
  readonly file: string;
  readonly reason: string;
};

/** A loaded match, and which generation it came from (`current`, `bak`, `gen1`…`gen3`). */
export type LoadedMatch = {
  readonly record: MatchRecord;
  readonly source: 'current' | 'bak' | 'gen1' | 'gen2' | 'gen3';
  readonly quarantined: readonly QuarantineReport[];
};

/**
 * Add one log entry to a match's save (creating the file with `header` if it has none).
 * `entry.seq` must equal the entries saved so far. The store replays the entry on the saved match
 * and saves the replayed entry, so its hash may be left out (the worker does: hashes are computed
 * where they are read); a hash that is given must match the replay's.
 */
export type AppendRequest = {
  readonly header: MatchHeader;
  readonly entry: PendingEntry;
  readonly finished?: boolean;
  /** The seats to act after this entry, for the saves screen's "whose turn" (omitted: unknown). */
  readonly toAct?: readonly SeatId[];
};

export type AppInfo = {
  readonly name: string;
  readonly version: string;
  readonly platform: 'electron' | 'browser';
  readonly mode: WindowMode;
  /** Where settings and saves live, for the about screen (a folder path, or `IndexedDB`). */
  readonly dataLocation: string;
  /** Set when the settings file was unreadable at start and defaults were used: when (ISO 8601), why, and where the bad file was kept. */
  readonly settingsRecovery: { readonly at: string; readonly reason: string; readonly keptAs: string } | null;
};

/** A display the window can be put on (for the admin panel's display choice). Sizes in CSS px. */
export type DisplayInfo = {
  readonly id: number;
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly primary: boolean;
};

/** The admin state: whether a PIN is set, whether the admin is unlocked now, and for how long (ms). */
export type AdminStatus = { readonly pinSet: boolean; readonly unlocked: boolean; readonly unlockedForMs: number };

/** The whole platform contract, exposed as `window.railtable`. */
export interface RailtableApi {
  readonly settings: {
    get(): Promise<Result<PublicSettings>>;
    set(patch: SettingsPatch): Promise<Result<PublicSettings>>;
  };
  readonly saves: {
    list(): Promise<Result<{ readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }>>;
    load(matchId: string): Promise<Result<LoadedMatch>>;
    append(request: AppendRequest): Promise<Result<{ readonly entries: number }>>;
    remove(matchId: string): Promise<Result<{ readonly removed: boolean }>>;
  };
  readonly app: {
    info(): Promise<Result<AppInfo>>;
    /** The displays attached now (the admin panel chooses one; the choice is `settings.displayId`). */
    displays(): Promise<Result<{ readonly displays: readonly DisplayInfo[] }>>;
  };
  readonly kiosk: {
    /** The admin state (no PIN needed). */
    status(): Promise<Result<AdminStatus>>;
    /**
     * Open the admin session with the PIN (4–12 digits): `wrong-pin` (detail: tries left), `locked-out`
     * after 5 wrong tries in a row (for 60 s), `no-pin-set`. Outside kiosk mode, with no PIN set, it opens without one
     * (pass `''`; otherwise `''` counts as a wrong PIN).
     * The session ends after 5 minutes without an admin operation, or with `lock()`.
     */
    unlock(pin: string): Promise<Result<AdminStatus>>;
    /** End the admin session now. */
    lock(): Promise<Result<AdminStatus>>;
    /** Set a new admin PIN (4–12 digits); needs an open admin session (`admin-required`), or no PIN set outside kiosk mode. Stored as a salted scrypt hash in main. */
    setPin(newPin: string): Promise<Result<AdminStatus>>;
    /**
     * Leave kiosk mode (quits the app). With `pin` it is checked as by `unlock`; without one an open admin
     * session is needed (`admin-required`). A browser tab cannot quit: there it answers `exiting` and raises
     * `railtable:admin-exit` on `window` (renderer/platform/browser-kiosk.ts) for the renderer's closed screen.
     */
    exit(pin?: string): Promise<Result<{ readonly exiting: true }>>;
  };
}

/** The IPC channel names, one per operation (`<group>:<op>`). */
export const CHANNELS = {
  settingsGet: 'settings:get',
  settingsSet: 'settings:set',
  savesList: 'saves:list',
  savesLoad: 'saves:load',
  savesAppend: 'saves:append',
  savesRemove: 'saves:remove',
  appInfo: 'app:info',
  appDisplays: 'app:displays',
  kioskStatus: 'kiosk:status',
  kioskUnlock: 'kiosk:unlock',
  kioskLock: 'kiosk:lock',
  kioskSetPin: 'kiosk:set-pin',
  kioskExit: 'kiosk:exit',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];
