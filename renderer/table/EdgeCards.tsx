/**
 * Renders one copy of a shared card facing each edge of the board (table/edge-cards.ts). The
 * content is a render function given the card's rotation (for test ids and control ids).
 */
import type { ReactNode } from 'react';
import { edgeCards } from './edge-cards';
import type { SeatRotation } from './seat-layout';

/** Props: the board size (CSS px), a margin (px) and the card content per rotation. */
export type EdgeCardsProps = { readonly width: number; readonly height: number; readonly margin: number; readonly children: (rotation: SeatRotation) => ReactNode; readonly testId: string };

/** Four rotated copies of a card over the board. */
export function EdgeCards({ width, height, margin, children, testId }: EdgeCardsProps): ReactNode {
  return (
    <div className="edge-cards">
      {edgeCards(width, height, margin).map((card) => (
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
