/**
 * The table's centre area for cards in play (cards played to the middle, revealed, on offer):
 * each card sits on the side of the seat that put it there and is turned to read from that
 * seat's edge (`seatRotation`), so everyone sees who played what and each player reads their
 * own card. Draws only.
 */
import type { ReactNode } from 'react';
import type { SeatId } from '../../shared-rules/core/types';
import { seatRotation } from '../table/seat-layout';
import { Card, type CardFace } from './Card';

/** One card in the centre: who put it there, its id (unique in the area) and face. */
export type CentreCard = { readonly seat: SeatId; readonly id: string; readonly face: CardFace };

/** Where a seat's card sits in the centre area: the edge of its seat (CSS grid area) and its rotation. */
export function centreSlot(seat: SeatId): { readonly area: 'bottom' | 'left' | 'top' | 'right'; readonly rotationDeg: number } {
  const rotationDeg = seatRotation(seat);
  const area = rotationDeg === 0 ? 'bottom' : rotationDeg === 90 ? 'left' : rotationDeg === 180 ? 'top' : 'right';
  return { area, rotationDeg };
}

/** Props: the cards, and an accessible name for the area (translated). */
export type CentreAreaProps = { readonly cards: readonly CentreCard[]; readonly label: string };

/** The centre area (e2e tests find `centre-card-<seat>-<id>`). */
export function CentreArea({ cards, label }: CentreAreaProps): ReactNode {
  const areas = ['top', 'left', 'right', 'bottom'] as const;
  return (
    <div className="centre-area" role="group" aria-label={label} data-testid="centre-area">
      {areas.map((area) => (
        <div key={area} className={`centre-side ${area}`}>
          {cards
            .filter((c) => centreSlot(c.seat).area === area)
            .map((c) => (
              <div key={`${c.seat}:${c.id}`} className="centre-card" style={{ transform: `rotate(${centreSlot(c.seat).rotationDeg}deg)` }}>
                <Card seat={undefined} id={c.id} face={c.face} testId={`centre-card-${c.seat}-${c.id}`} />
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
