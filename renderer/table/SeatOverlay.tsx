/**
 * What a seat shows over the board's edge beyond its panel, for every game (issue #14 §7): a box
 * with the same place, size and rotation as the seat's panel (./SeatPanel.tsx), laid over it and
 * letting touches through except on its own content — the rules tab and card, the tutorial coach —
 * which it places from the panel's board side outwards, facing the seat. Kept out of the panel so
 * the panel's own content stays inside the panel.
 */
import type { CSSProperties, ReactNode } from 'react';
import { SeatRotationContext } from '../seat-kit/seat-rotation';
import type { SeatFrame } from './seat-layout';

/** Props: the seat's frame (screen box and rotation) and the content. */
export type SeatOverlayProps = { readonly frame: SeatFrame; readonly children: ReactNode };

/** The rotated overlay box of one seat. */
export function SeatOverlay({ frame, children }: SeatOverlayProps): ReactNode {
  return (
    <div
      className="seat-overlay"
      data-testid={`seat-overlay-${frame.seat}`}
      data-rotation={frame.rotationDeg}
      style={
        {
          left: frame.x + frame.width / 2,
          top: frame.y + frame.height / 2,
          width: frame.localWidth,
          height: frame.localHeight,
          transform: `translate(-50%, -50%) rotate(${frame.rotationDeg}deg)`,
          // The panel's depth, for content laid over the panel itself (e.g. the coach during a summary).
          '--seat-depth': `${frame.localHeight}px`,
        } as CSSProperties
      }
    >
      <SeatRotationContext.Provider value={frame.rotationDeg}>{children}</SeatRotationContext.Provider>
    </div>
  );
}
