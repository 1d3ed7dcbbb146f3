/**
 * The deal drawn over the board at a new game's start (issue #16): the undealt cards stacked face
 * down in the board's centre, then each flying to its player's panel in the order dealt, turning to
 * face that player and fading as it reaches the board's edge (timings and offsets: ./deal.ts). Only
 * CSS animations: nothing re-renders while it plays. Decorative (hidden from assistive tech;
 * touches pass through); none with reduced motion.
 */
import type { CSSProperties, ReactNode } from 'react';
import { DEAL_FLIGHT_MS, type DealFlight } from './deal';

/** Props: every card's flight. */
export type TrickDealProps = { readonly flights: readonly DealFlight[] };

/** The deal overlay (e2e tests find `trick-deal` and its `trick-deal-card`s). */
export function TrickDeal({ flights }: TrickDealProps): ReactNode {
  return (
    <div className="trick-deal" aria-hidden="true" data-testid="trick-deal">
      {flights.map((f) => {
        const style = { '--dx': `${f.dx}px`, '--dy': `${f.dy}px`, '--r': `${f.rotationDeg}deg`, '--lift': `${-Math.min(f.k, 12) * 0.04}em`, animationDelay: `${f.delayMs}ms`, animationDuration: `${DEAL_FLIGHT_MS}ms` } as CSSProperties;
        return (
          <div key={f.k} className="trick-deal-card" style={style} data-seat={f.seat}>
            <span className="play-card trick-card face-down">
              <span className="play-card-back" />
            </span>
          </div>
        );
      })}
    </div>
  );
}
