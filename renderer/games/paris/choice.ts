/**
 * What each seat has chosen but not yet played (zustand): the company it builds with (its legal
 * hexes glow) and a trade being put together (return one of `give`, take `count` of `take`).
 * Cleared when the turn passes. UI state only: the rules see actions, never this.
 */
import { create } from 'zustand';
import type { SeatId } from '../../../shared-rules/core/types';

/** A seat's pending choices: the build's company, or a trade being put together (`trading`: the returned and taken companies, how many taken). */
export type SeatChoice = { readonly company: number | null; readonly trading: boolean; readonly give: number | null; readonly take: number | null; readonly count: 1 | 2 };

const EMPTY: SeatChoice = { company: null, trading: false, give: null, take: null, count: 2 };

type ChoiceStore = {
  readonly bySeat: Readonly<Record<SeatId, SeatChoice>>;
  choose(seat: SeatId, patch: Partial<SeatChoice>): void;
  clear(seat: SeatId): void;
};

/** The choices of every seat. */
export const useChoices = create<ChoiceStore>((set) => ({
  bySeat: {},
  choose: (seat, patch) => set((s) => ({ bySeat: { ...s.bySeat, [seat]: { ...(s.bySeat[seat] ?? EMPTY), ...patch } } })),
  clear: (seat) => set((s) => ({ bySeat: { ...s.bySeat, [seat]: EMPTY } })),
}));

/** The choices of `seat` (none yet: nothing chosen, trade count 2). */
export function choiceOf(bySeat: Readonly<Record<SeatId, SeatChoice>>, seat: SeatId): SeatChoice {
  return bySeat[seat] ?? EMPTY;
}
