/**
 * What each seat has chosen for a placement but not yet confirmed (zustand): the railway and the
 * end. The seat panel sets it, the railway display shows it (the chosen railway and end marked),
 * and it is cleared when the seat's moment passes. UI state only: the rules see actions, never this.
 */
import { create } from 'zustand';
import type { SeatId } from '../../../shared-rules/core/types';
import type { PlacementChoice } from './faces';

const EMPTY: PlacementChoice = { railway: null, end: null };

type ChoiceStore = {
  readonly bySeat: Readonly<Record<SeatId, PlacementChoice>>;
  choose(seat: SeatId, patch: Partial<PlacementChoice>): void;
  clear(seat: SeatId): void;
};

/** The placement choices of every seat. */
export const usePlacementChoices = create<ChoiceStore>((set) => ({
  bySeat: {},
  choose: (seat, patch) => set((s) => ({ bySeat: { ...s.bySeat, [seat]: { ...(s.bySeat[seat] ?? EMPTY), ...patch } } })),
  clear: (seat) => set((s) => (s.bySeat[seat] === undefined ? s : { bySeat: { ...s.bySeat, [seat]: EMPTY } })),
}));

/** The choice of `seat` (nothing chosen yet by default). */
export function choiceOf(bySeat: Readonly<Record<SeatId, PlacementChoice>>, seat: SeatId): PlacementChoice {
  return bySeat[seat] ?? EMPTY;
}
