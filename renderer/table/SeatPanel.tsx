/**
 * One seat's panel: an HTML area at its table edge, rotated to face its seat (seat-layout.ts),
 * sized in CSS px from the layout. It records which pointers are down in it (pointer-router.ts);
 * the content (lobby or play controls) comes as children, told the panel's rotation
 * (`useSeatRotation`).
 */
import type { ReactNode } from 'react';
import { pointerRouter } from '../input/pointer-router';
import { SeatRotationContext } from '../seat-kit/seat-rotation';
import type { SeatFrame } from './seat-layout';

/** Props: the seat's frame (screen box and rotation), its accent colour (CSS), whether it is to act (highlighted), and content. */
export type SeatPanelProps = { readonly frame: SeatFrame; readonly accent: string | undefined; readonly active?: boolean; readonly label: string; readonly children: ReactNode };

/** The rotated seat panel. */
export function SeatPanel({ frame, accent, active = false, label, children }: SeatPanelProps): ReactNode {
  return (
    <section
      className={`seat-panel${active ? ' active' : ''}`}
      data-active={active}
      data-seat={frame.seat}
      data-testid={`seat-${frame.seat}`}
      aria-label={label}
      style={{
        left: frame.x + frame.width / 2,
        top: frame.y + frame.height / 2,
        width: frame.localWidth,
        height: frame.localHeight,
        transform: `translate(-50%, -50%) rotate(${frame.rotationDeg}deg)`,
        borderColor: accent ?? undefined,
        ...(active && accent !== undefined ? { boxShadow: `0 0 0 max(4px, calc(1.5 * var(--mm))) ${accent}, 0 0 calc(6 * var(--mm)) calc(2 * var(--mm)) ${accent}` } : {}),
      }}
      onPointerDown={(event) => {
        if (pointerRouter.spotOf(event.pointerId) === undefined) pointerRouter.down(event.pointerId, { seat: frame.seat, control: undefined });
      }}
      onPointerUp={(event) => void pointerRouter.up(event.pointerId)}
      onPointerCancel={(event) => pointerRouter.cancel(event.pointerId)}
    >
      <SeatRotationContext.Provider value={frame.rotationDeg}>{children}</SeatRotationContext.Provider>
    </section>
  );
}
