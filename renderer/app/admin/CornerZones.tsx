/**
 * The two hidden admin zones (./corner-zones.ts) over the table's free corners, feeding the
 * corner gesture recogniser (./corner-gesture.ts). Invisible; only these small boxes take
 * pointer events, so no seat control, cog or board touch is ever stolen. Once the hold has
 * counted, the zone shows a faint ring until its tap window closes (feedback for staff only).
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { Viewport } from '../../table/seat-layout';
import { GESTURE_IDLE, GESTURE_MS, gestureReduce, isArmed, type CornerZone, type GestureEvent } from './corner-gesture';
import { adminZones } from './corner-zones';

/** Props: the viewport (CSS px), the calibration (CSS px per mm) and what a completed gesture does. */
export type CornerZonesProps = { readonly viewport: Viewport; readonly pxPerMm: number; readonly onGesture: (zone: CornerZone) => void };

function inside(event: PointerEvent<HTMLDivElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
}

/** The zones (see the module comment). */
export function CornerZones({ viewport, pxPerMm, onGesture }: CornerZonesProps): ReactNode {
  const zones = useMemo(() => adminZones(viewport, pxPerMm), [viewport, pxPerMm]);
  const state = useRef(GESTURE_IDLE);
  const [armed, setArmed] = useState<CornerZone | null>(null);
  useEffect(() => {
    if (armed === null) return;
    const timer = setTimeout(() => setArmed(null), GESTURE_MS.tapWindow);
    return () => clearTimeout(timer);
  }, [armed]);

  const feed = (event: GestureEvent): void => {
    const step = gestureReduce(state.current, event);
    state.current = step.state;
    const s = step.state;
    setArmed(isArmed(s, event.at) && (s.phase === 'armed' || s.phase === 'tapping') ? s.zone : null);
    if (step.recognised !== null) onGesture(step.recognised);
  };

  return (
    <>
      {(['top-left', 'bottom-right'] as const).map((zone) => {
        const r = zones[zone];
        return (
          <div
            key={zone}
            className="admin-zone"
            data-testid={`admin-zone-${zone}`}
            data-armed={armed === zone}
            aria-hidden="true"
            style={{ left: r.x, top: r.y, width: r.width, height: r.height }}
            onPointerDown={(event) => {
              if (event.pointerType === 'mouse' && event.button !== 0) return;
              try {
                event.currentTarget.setPointerCapture(event.pointerId);
              } catch {
                // A synthetic pointer cannot be captured; touch pointers are captured implicitly anyway.
              }
              feed({ type: 'down', zone, pointerId: event.pointerId, at: event.timeStamp });
            }}
            onPointerUp={(event) => feed({ type: 'up', pointerId: event.pointerId, at: event.timeStamp, inside: inside(event) })}
            onPointerCancel={(event) => feed({ type: 'cancel', pointerId: event.pointerId, at: event.timeStamp })}
            onContextMenu={(event) => event.preventDefault()}
          />
        );
      })}
    </>
  );
}
