/**
 * Renders one copy of a shared card facing each edge of the board (table/edge-cards.ts). The
 * content is a render function given the card's rotation (for test ids and control ids).
 */
import type { ReactNode } from 'react';
import { edgeCards } from './edge-cards';
import type { SeatRotation } from './seat-layout';

/**
 * Props: the board size (CSS px), a margin (px), the card content per rotation, and optionally
 * which edges get a copy (default all four; e.g. `[0, 180]` for a card too wide for the short edges).
 */
export type EdgeCardsProps = {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly children: (rotation: SeatRotation) => ReactNode;
  readonly testId: string;
  readonly rotations?: readonly SeatRotation[];
};

/** Rotated copies of a card over the board, one facing each edge (or each of `rotations`). */
export function EdgeCards({ width, height, margin, children, testId, rotations }: EdgeCardsProps): ReactNode {
  return (
    <div className="edge-cards">
      {edgeCards(width, height, margin, rotations).map((card) => (
        <div
          key={card.rotationDeg}
          className="edge-card"
          data-testid={`${testId}-${card.rotationDeg}`}
          style={{ left: card.cx, top: card.cy, width: card.width, height: card.height, transform: `translate(-50%, -50%) rotate(${card.rotationDeg}deg)` }}
        >
          {children(card.rotationDeg)}
        </div>
      ))}
    </div>
  );
}
