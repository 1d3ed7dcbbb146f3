/**
 * Routes touches by `pointerId` (design: "Input is Pointer Events routed by pointerId"): records
 * which pointer went down in which seat area, so several people can press at once, each in
 * their own area. No pointer capture across areas; `pointercancel` forgets the pointer.
 */
import type { SeatId } from '../../shared-rules/core/types';

/** Where an active pointer is: its seat area and the control it went down on (if any). */
export type PointerSpot = { readonly seat: SeatId; readonly control: string | undefined };

/** The router: one per page. Pure bookkeeping, no DOM. */
export type PointerRouter = {
  /** A pointer went down in `seat`'s area, on `control` (a control id) or on the panel itself. */
  down(pointerId: number, spot: PointerSpot): void;
  /** A pointer lifted: returns where it had gone down (and forgets it), or undefined if unknown. */
  up(pointerId: number): PointerSpot | undefined;
  /** A pointer was cancelled (palm rejection, >16 touches…): forget it. */
  cancel(pointerId: number): void;
  /** Where a pointer is, if it is down. */
  spotOf(pointerId: number): PointerSpot | undefined;
  /** How many pointers are down in each seat area. */
  activeBySeat(): ReadonlyMap<SeatId, number>;
  /** Listen to changes (returns an unsubscribe function). */
  subscribe(listener: () => void): () => void;
};

/** Create a pointer router. */
export function createPointerRouter(): PointerRouter {
  const spots = new Map<number, PointerSpot>();
  const listeners = new Set<() => void>();
  const changed = (): void => {
    for (const listener of listeners) listener();
  };
  return {
    down(pointerId, spot) {
      spots.set(pointerId, spot);
      changed();
    },
    up(pointerId) {
      const spot = spots.get(pointerId);
      if (spot !== undefined) {
        spots.delete(pointerId);
        changed();
      }
      return spot;
    },
    cancel(pointerId) {
      if (spots.delete(pointerId)) changed();
    },
    spotOf(pointerId) {
      return spots.get(pointerId);
    },
    activeBySeat() {
      const counts = new Map<SeatId, number>();
      for (const { seat } of spots.values()) counts.set(seat, (counts.get(seat) ?? 0) + 1);
      return counts;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's router. */
export const pointerRouter: PointerRouter = createPointerRouter();
