/**
 * The UI state (zustand): settings, the viewport, who has joined which seat with which colour,
 * the latest engine update, the resume offer, notices and the settings panel. Plain data and
 * setters only; the flows that change it live in app/controller.ts.
 */
import { create } from 'zustand';
import type { PublicSettings, QuarantineReport } from '../../preload/api';
import type { SeatId } from '../../shared-rules/core/types';
import type { EngineUpdate } from '../engine/protocol';
import { DEFAULT_SETTINGS } from '../platform/settings-schema';
import type { SeatRotation, Viewport } from '../table/seat-layout';

/** A seat that joined in the lobby, with its palette colour id (table/seat-colours.ts). */
export type JoinedSeat = { readonly seat: SeatId; readonly colourId: string };

/** A message shown over the board until dismissed. `kind` picks the i18n key `notices.<kind>`. */
export type Notice =
  | { readonly id: number; readonly kind: 'quarantined'; readonly report: QuarantineReport }
  | { readonly id: number; readonly kind: 'saveFailed' | 'engineFailed'; readonly message: string };

/** A game in progress found in the saves at start-up. */
export type ResumeOffer = { readonly matchId: string; readonly entries: number };

/** Which screen the table shows. */
export type Screen = 'loading' | 'lobby' | 'play';

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
  set: (patch) => set(patch),
  notify: (notice) => set((s) => ({ notices: [...s.notices, { ...notice, id: nextNoticeId++ }] })),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));
