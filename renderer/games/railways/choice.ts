/**
 * What each seat is pointing at but has not acted on yet (zustand), shared by its panel and the
 * board; UI state only — the rules see actions, never this:
 * - `mode`: which choice the panel and the board are in: the five actions (`actions`), a grey
 *   city and a colour to urbanize (`urbanize`), a grey city to mine (`mine`, the mines option),
 *   an operations card to take (`card`), a cube to deliver (`deliver`);
 * - `anchor`: the hex a build lays its next tile from (a city or the end of own open track);
 * - `cube`: the cube touched (its city's hex and colour): its destinations show on the board;
 * - `dest`: the destination touched when several ways reach it (the panel offers each);
 * - `city`: the city chosen for urbanizing or for a card (City Growth, Hotel, New Industry);
 * - `card`: the face-up operations card chosen; `bid`: the bid stepper's amount (null: the least bid).
 * `letters` (the whole table): goods cubes show their colour's letter (R, Y, B, P, K) — the
 * colour-blind aid of the source, on by default (colour is never the only cue, KIOSK.md).
 * `trackStyle`, `cubeStyle` (the whole table): the brightness/contrast style of the track tiles
 * and of the goods (`./display.ts`, Standard by default); `buildAid` (the whole table): the tiles
 * laid in a person's build in progress stand out on the board, on by default. The table's
 * display preferences outlive a match (only the seats' choices are reset).
 * A seat's choices end with its turn.
 */
import { create } from 'zustand';
import type { SeatId } from '../../../shared-rules/core/types';
import { useUi } from '../../state/store';
import type { DisplayStyle } from './display';

/** One seat's choices (see the module comment). */
export type SeatChoice = {
  readonly mode: 'actions' | 'urbanize' | 'mine' | 'card' | 'deliver';
  readonly anchor: number | null;
  readonly cube: { readonly city: number; readonly color: number } | null;
  readonly dest: number | null;
  readonly city: number | null;
  readonly card: number | null;
  readonly bid: number | null;
};

/** Nothing chosen. */
export const NO_CHOICE: SeatChoice = { mode: 'actions', anchor: null, cube: null, dest: null, city: null, card: null, bid: null };

type ChoiceStore = {
  readonly bySeat: Readonly<Record<SeatId, SeatChoice>>;
  readonly letters: boolean;
  readonly trackStyle: DisplayStyle;
  readonly cubeStyle: DisplayStyle;
  readonly buildAid: boolean;
  choose(seat: SeatId, patch: Partial<SeatChoice>): void;
  /** The seat's turn is over (or its action done): everything goes. */
  clear(seat: SeatId): void;
  setLetters(on: boolean): void;
  setTrackStyle(style: DisplayStyle): void;
  setCubeStyle(style: DisplayStyle): void;
  setBuildAid(on: boolean): void;
  /** Forgets every seat's choices (a new match). */
  reset(): void;
};

/** Every seat's choices, and the table's display preferences (letters, styles, build aid). */
export const useSeatChoices = create<ChoiceStore>((set) => ({
  bySeat: {},
  letters: true,
  trackStyle: 'standard',
  cubeStyle: 'standard',
  buildAid: true,
  choose: (seat, patch) => set((s) => ({ bySeat: { ...s.bySeat, [seat]: { ...(s.bySeat[seat] ?? NO_CHOICE), ...patch } } })),
  clear: (seat) => set((s) => (s.bySeat[seat] === undefined ? s : { bySeat: { ...s.bySeat, [seat]: NO_CHOICE } })),
  setLetters: (on) => set({ letters: on }),
  setTrackStyle: (style) => set({ trackStyle: style }),
  setCubeStyle: (style) => set({ cubeStyle: style }),
  setBuildAid: (on) => set({ buildAid: on }),
  reset: () => set({ bySeat: {} }),
}));

/** The choices of `seat` (nothing chosen by default). */
export function choiceOf(bySeat: Readonly<Record<SeatId, SeatChoice>>, seat: SeatId): SeatChoice {
  return bySeat[seat] ?? NO_CHOICE;
}

/** Clears `seat`'s refusal line: a new choice answers the touch the engine refused before. */
export function clearRefusal(seat: SeatId): void {
  const ui = useUi.getState();
  if (ui.refusal?.seat === seat) ui.set({ refusal: null });
}
