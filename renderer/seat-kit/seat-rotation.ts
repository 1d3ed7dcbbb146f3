/**
 * The rotation of the seat panel a component is drawn in (degrees clockwise: 0 at the bottom
 * edge, 180 at the top, 90 and −90 at the sides; `SeatFrame.rotationDeg`), provided by the
 * table's `SeatPanel`. A picture of the board inside a panel turns back by it to show the board
 * as that seat sees it.
 */
import { createContext, useContext } from 'react';

/** The panel's rotation, degrees (0 outside any panel). */
export const SeatRotationContext = createContext(0);

/** The rotation of the seat panel around the caller, degrees clockwise. */
export function useSeatRotation(): number {
  return useContext(SeatRotationContext);
}
