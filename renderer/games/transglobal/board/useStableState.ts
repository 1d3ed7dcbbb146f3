/**
 * Keeps the identity of a `BoardState`'s lists while their contents stay the same, so a caller
 * that builds new arrays on every render (e.g. mapping a table view) does not make the board
 * re-apply layers and request frames for nothing. Comparison is by content (ids in order).
 */
import { useMemo } from 'react';
import type { BoardState } from './board-state';

/** `state` with `built`, `highlighted`, `suggestion`, `hubs` and `seatColors` replaced by the last equal value. */
export function useStableState(state: BoardState): BoardState {
  const builtKey = state.built.join(',');
  const highlightedKey = state.highlighted.join(',');
  const suggestionKey = state.suggestion?.join(',') ?? '';
  const hubsKey = state.hubs.map((h) => `${h.seat}@${h.intersection}`).join(',');
  const stylesKey = JSON.stringify(state.seatColors);
  // Each memo deliberately depends on the content key only, not on the (new) array.
  const built = useMemo(() => state.built, [builtKey]);
  const highlighted = useMemo(() => state.highlighted, [highlightedKey]);
  const suggestion = useMemo(() => state.suggestion, [suggestionKey]);
  const hubs = useMemo(() => state.hubs, [hubsKey]);
  const seatColors = useMemo(() => state.seatColors, [stylesKey]);
  return { ...state, built, highlighted, suggestion, hubs, seatColors };
}
