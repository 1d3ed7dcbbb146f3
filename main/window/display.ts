/**
 * Choosing the display a table or kiosk window opens on (shared/KIOSK.md "Kiosk behaviour" 7):
 * the one whose id is stored in settings, else the primary display.
 */

/** The part of Electron's `Display` used here. */
export type DisplayLike = { readonly id: number; readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } };

/** The display with id `wanted`, or `primary` when it is `null` or not connected. */
export function pickDisplay<D extends DisplayLike>(displays: readonly D[], wanted: number | null, primary: D): D {
  if (wanted === null) return primary;
  return displays.find((display) => display.id === wanted) ?? primary;
}
