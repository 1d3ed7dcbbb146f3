/**
 * Where the "whose turn" marker goes: on the board's edge, toward the active seat's panel, so
 * every side of the table sees who is to act (rules "What the app shows"). Pure geometry in CSS px.
 */
import type { Rect, SeatFrame } from './seat-layout';

/**
 * The marker's centre in board-local CSS px (origin at the board rect's top-left), clamped
 * `inset` px inside the board, and its rotation (deg) so that it points at the seat:
 * 0 toward the bottom edge, 90 toward the left, 180 toward the top, −90 toward the right.
 */
export function edgeMarker(frame: SeatFrame, board: Rect, inset: number): { readonly x: number; readonly y: number; readonly rotationDeg: number } {
  const cx = frame.x + frame.width / 2 - board.x;
  const cy = frame.y + frame.height / 2 - board.y;
  const clampX = Math.max(inset, Math.min(board.width - inset, cx));
  const clampY = Math.max(inset, Math.min(board.height - inset, cy));
  switch (frame.rotationDeg) {
    case 0:
      return { x: clampX, y: board.height - inset, rotationDeg: 0 };
    case 180:
      return { x: clampX, y: inset, rotationDeg: 180 };
    case 90:
      return { x: inset, y: clampY, rotationDeg: 90 };
    case -90:
      return { x: board.width - inset, y: clampY, rotationDeg: -90 };
  }
}
