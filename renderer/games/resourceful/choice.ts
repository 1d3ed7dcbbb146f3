/**
 * What each seat is pointing at but has not acted on yet (zustand), shared by its panel and the
 * board; UI state only — the rules see actions, never this:
 * - `anchor`: the milepost a build starts from (the ringed one; the next touch on a neighbour
 *   builds the section between them, and the anchor moves on to it);
 * - `target`: the city the route planner shows the routes to (a touch on a city, or a demand);
 * - `demand`: the demand card line touched (card id, demand 0–2): its sources and destination
 *   are marked on the board;
 * - `mode`: which row of buttons the panel shows (`actions`, or the train's `upgrade` choices,
 *   or the loads to `drop`).
 * The anchor and the mode are cleared when the seat's turn passes; the target and the demand
 * stay until changed (a player may plan between turns).
 */
import { create } from 'zustand';
import type { SeatId } from '../../../shared-rules/core/types';
import { useUi } from '../../state/store';

/** One seat's choices (see the module comment). */
export type SeatChoice = {
  readonly anchor: number | null;
  readonly target: string | null;
  readonly demand: { readonly card: number; readonly demand: number } | null;
  readonly mode: 'actions' | 'upgrade' | 'drop';
};

const EMPTY: SeatChoice = { anchor: null, target: null, demand: null, mode: 'actions' };

type ChoiceStore = {
  readonly bySeat: Readonly<Record<SeatId, SeatChoice>>;
  choose(seat: SeatId, patch: Partial<SeatChoice>): void;
  /** Ends the seat's turn for its choices: the anchor and the mode go. */
  endTurn(seat: SeatId): void;
  /** Forgets everything (a new game). */
  reset(): void;
};

/** Every seat's choices. */
export const useSeatChoices = create<ChoiceStore>((set) => ({
  bySeat: {},
  choose: (seat, patch) => set((s) => ({ bySeat: { ...s.bySeat, [seat]: { ...(s.bySeat[seat] ?? EMPTY), ...patch } } })),
  endTurn: (seat) =>
    set((s) => {
      const now = s.bySeat[seat];
      return now === undefined || (now.anchor === null && now.mode === 'actions') ? s : { bySeat: { ...s.bySeat, [seat]: { ...now, anchor: null, mode: 'actions' } } };
    }),
  reset: () => set({ bySeat: {} }),
}));

/** The choice of `seat` (nothing chosen by default). */
export function choiceOf(bySeat: Readonly<Record<SeatId, SeatChoice>>, seat: SeatId): SeatChoice {
  return bySeat[seat] ?? EMPTY;
}

/**
 * Clears `seat`'s refusal line: a new choice (an anchor, a city, a demand) answers the touch the
 * engine refused before, as a new action would (the controller clears it when the seat acts).
 */
export function clearRefusal(seat: SeatId): void {
  const ui = useUi.getState();
  if (ui.refusal?.seat === seat) ui.set({ refusal: null });
}
