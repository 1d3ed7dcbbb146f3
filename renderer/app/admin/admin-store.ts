/**
 * The admin UI state (zustand), separate from the table's store: which admin view shows (nothing,
 * the PIN pad, the admin panel, or the "closed" screen after leaving kiosk mode), which way it
 * faces, the pad, and what the panel shows (admin status, app info, displays, a notice).
 * Plain data and one setter; the flows live in ./admin-flow.ts.
 */
import { create } from 'zustand';
import type { AdminStatus, AppInfo, DisplayInfo } from '../../../preload/api';
import type { SeatRotation } from '../../table/seat-layout';
import type { PadState } from './pin-pad';

/** What the admin layer shows over the table. */
export type AdminView = 'closed' | 'pad' | 'panel' | 'exited';

/** A line shown at the top of the panel. `kind` picks the i18n key `admin.panel.notice.<kind>`. */
export type PanelNotice = { readonly kind: 'pin-saved' } | { readonly kind: 'exit-failed'; readonly message: string } | { readonly kind: 'lock-failed'; readonly message: string };

/** The admin UI state. */
export type AdminUiState = {
  readonly view: AdminView;
  /** Which edge the pad and panel face (CSS rotation, as the seat panels). */
  readonly rotation: SeatRotation;
  /** The open pad (the gesture's pad, or the PIN change inside the panel), or null. */
  readonly pad: PadState | null;
  readonly status: AdminStatus | null;
  readonly info: AppInfo | null;
  readonly displays: readonly DisplayInfo[] | null;
  readonly notice: PanelNotice | null;
  set(patch: Partial<Omit<AdminUiState, 'set'>>): void;
};

/** The admin store hook (`useAdmin(selector)`), also usable outside React via `useAdmin.getState()`. */
export const useAdmin = create<AdminUiState>()((set) => ({
  view: 'closed',
  rotation: 0,
  pad: null,
  status: null,
  info: null,
  displays: null,
  notice: null,
  set: (patch) => set(patch),
}));
