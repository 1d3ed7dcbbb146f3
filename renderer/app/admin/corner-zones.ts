/**
 * Where the hidden admin zones sit (CSS px): a small square in the very corner of the two corner
 * squares the seat layout leaves free of panels and cogs (table/seat-layout.ts `cornerRects`:
 * the cogs use bottom-left and top-right). Each zone is `ZONE_MM` mm (≥ 10 mm, KIOSK.md "Touch
 * and reading at a table"), at least `ZONE_MIN_PX` px, never larger than its corner square.
 */
import { cornerRects, type Rect, type SeatRotation, type Viewport } from '../../table/seat-layout';
import type { CornerZone } from './corner-gesture';

/** The zone's side, mm. */
export const ZONE_MM = 15;
/** The zone's smallest side, CSS px (so a low calibration still leaves a fingertip's room). */
export const ZONE_MIN_PX = 40;

/** The two hidden zones for a viewport (CSS px) at a calibration (CSS px per mm). */
export function adminZones(viewport: Viewport, pxPerMm: number): Readonly<Record<CornerZone, Rect>> {
  const corners = cornerRects(viewport, pxPerMm);
  const safe = Number.isFinite(pxPerMm) && pxPerMm > 0 ? pxPerMm : 1;
  const side = Math.floor(Math.min(corners.topLeft.width, corners.topLeft.height, Math.max(ZONE_MIN_PX, ZONE_MM * safe)));
  const br = corners.bottomRight;
  return {
    'top-left': { x: 0, y: 0, width: side, height: side },
    'bottom-right': { x: br.x + br.width - side, y: br.y + br.height - side, width: side, height: side },
  };
}

/**
 * Which way the PIN pad and admin panel face after the gesture in `zone`: toward the long edge
 * the corner sits on (top-left → the top seats, 180°; bottom-right → the bottom seats, 0°), where
 * most seats are.
 */
export function rotationForZone(zone: CornerZone): SeatRotation {
  return zone === 'top-left' ? 180 : 0;
}
