/**
 * The seat kit: what every game's seat panel is built from, so each seat reads and answers the
 * same way whatever the game (issue #12 "Kits"). Buttons that act on one pointer's tap routed by
 * `pointerId` (`TouchButton`), press-and-hold reveal of a seat's secrets (`HoldButton`), the
 * standard Undo, the refusal line, the seat's colour symbol, and the panel's rotation
 * (`useSeatRotation`, to show a picture of the board the way the seat sees it).
 */
export { TouchButton, type TouchButtonProps } from './TouchButton';
export { HoldButton, type HoldButtonProps } from './HoldButton';
export { UndoButton, type UndoButtonProps } from './UndoButton';
export { RefusalLine, useSeatRefusal, type RefusalLineProps } from './RefusalLine';
export { refusalMessage, type RefusalMessage } from './refusal';
export { SeatSymbol } from './SeatSymbol';
export { SeatRotationContext, useSeatRotation } from './seat-rotation';
