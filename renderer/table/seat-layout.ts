/**
 * Where the six seat panels sit around the table screen, and the board area left between them.
 * Pure functions of the viewport (CSS px) and the display calibration (CSS px per mm), so they
 * are unit-tested without a DOM (tests/renderer/seat-layout.test.ts).
 *
 * Seats are numbered clockwise seen from above (the turn order: the next player is the
 * current player's left neighbour): 0 bottom-right, 1 bottom-left, 2 the left short edge,
 * 3 top-left, 4 top-right, 5 the right short edge — bottom → left → top → right, two along each
 * long edge and one on each short edge.
 */
import type { SeatId } from '../../shared-rules/core/types';

/** A rectangle in CSS px, origin at the top-left of the viewport. */
export type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** A CSS rotation that turns a panel to face its seat: 0 (bottom), 90 (left), 180 (top), −90 (right). */
export type SeatRotation = 0 | -90 | 90 | 180;

/** Each seat's rotation, by seat id (clockwise from above: bottom-right, bottom-left, left, top-left, top-right, right). */
export const SEAT_ROTATIONS: readonly SeatRotation[] = [0, 0, 90, 180, 180, -90];

/** The rotation that makes content read from `seat`'s edge (0 for an unknown seat). */
export function seatRotation(seat: number): SeatRotation {
  return SEAT_ROTATIONS[seat] ?? 0;
}

/**
 * One seat panel: `x, y, width, height` is its box on screen after rotation (CSS px), and
 * `rotationDeg` how its content is turned to read from its edge. The panel's own (unrotated)
 * size is `localWidth × localHeight`: equal to the screen box for 0/180°, swapped for ±90°.
 */
export type SeatFrame = Rect & {
  readonly seat: SeatId;
  readonly rotationDeg: SeatRotation;
  readonly localWidth: number;
  readonly localHeight: number;
};

/** Sizes of the layout, in mm, turned into px with the calibration. */
export const LAYOUT_MM = {
  /** Panel depth, from the table edge inwards (a text row, a 18 mm button row and a message row). */
  depth: 60,
  /** Longest a panel may be along its edge. */
  maxLength: 300,
  /** Gap between panels, and between a panel and the board. */
  gap: 3,
} as const;

/**
 * The lobby panels' depth, mm: the seat's buttons, the games, and the chosen game's options on
 * `optionLines` lines (1 to 3: a game with several choices wraps them), in 14 px text at least
 * however coarse the calibration (`pxPerMm`), so at least `LOBBY_MIN_PX` px plus `LOBBY_LINE_PX`
 * per extra line (grown by {@link minimumScale} on a fine calibration, as the text is); never
 * less than `LOBBY_MM` mm.
 */
export function lobbyDepthMm(pxPerMm: number, optionLines = 1): number {
  const perMm = Number.isFinite(pxPerMm) && pxPerMm > 0 ? pxPerMm : 1;
  const lines = Math.min(3, Math.max(1, Math.round(optionLines)));
  return Math.max(LOBBY_MM, ((LOBBY_MIN_PX + LOBBY_LINE_PX * (lines - 1)) * minimumScale(perMm)) / perMm);
}

/** The lobby panels' least depth, mm (a 60 mm play panel plus a row of choices). */
const LOBBY_MM = 80;
/** The lobby panels' least depth, px: the seat's buttons, the games (a title of up to two 14 px lines and the facts) and the options (two lines), with padding and gaps. */
const LOBBY_MIN_PX = 170;
/** Each further line of options, px (two 14 px lines and a gap). */
const LOBBY_LINE_PX = 44;

/** Minimum panel depth in px whatever the calibration: two 14 px text rows plus a button row (at the reference calibration; it grows with a finer one, see {@link REFERENCE_PX_PER_MM}). */
export const MIN_DEPTH_PX = 120;

/**
 * The calibration the table's px minimums are set at, CSS px per mm: 40 ppi, a 55-inch 1080p
 * table (the default setting). On a finer calibration (a 55-inch 4K table: 80 ppi) every px
 * minimum grows by the ratio, in the layout here as in the CSS (`max(A px, calc(A / 1.5748 mm))`),
 * so text, gaps and panels keep their physical size; on a coarser one the px minimums hold.
 */
export const REFERENCE_PX_PER_MM = 40 / 25.4;

/** How much a px minimum grows at `pxPerMm`: the ratio to {@link REFERENCE_PX_PER_MM}, never below 1. */
export function minimumScale(pxPerMm: number): number {
  return Number.isFinite(pxPerMm) && pxPerMm > REFERENCE_PX_PER_MM ? pxPerMm / REFERENCE_PX_PER_MM : 1;
}

/**
 * A length in CSS px for code that sizes things itself (what the stylesheets write as
 * `max(A px, calc(B * var(--mm)))`): `mm` millimetres at `pxPerMm` CSS px per mm, but at least
 * `minPx` reference px, grown by {@link minimumScale} on a finer calibration so the minimum keeps
 * its physical size too (24 px at 40 ppi is 48 px at 80 ppi). A `pxPerMm` that is not a positive
 * number counts as the reference.
 */
export function mmOrMinimum(mm: number, minPx: number, pxPerMm: number): number {
  const safe = Number.isFinite(pxPerMm) && pxPerMm > 0 ? pxPerMm : REFERENCE_PX_PER_MM;
  return Math.max(minPx * minimumScale(safe), mm * safe);
}

/** The viewport, in CSS px. */
export type Viewport = { readonly width: number; readonly height: number };

type Metrics = { readonly depth: number; readonly gap: number; readonly maxLength: number };

function metrics(viewport: Viewport, pxPerMm: number, depthMm: number = LAYOUT_MM.depth): Metrics {
  const safe = Number.isFinite(pxPerMm) && pxPerMm > 0 ? pxPerMm : 1;
  const mm = Number.isFinite(depthMm) && depthMm > 0 ? depthMm : LAYOUT_MM.depth;
  const wanted = Math.max(Math.round(MIN_DEPTH_PX * minimumScale(safe)), Math.round(mm * safe));
  // Never let the panels eat more than a quarter of the short side each.
  const depth = Math.min(wanted, Math.floor(Math.min(viewport.width, viewport.height) / 4));
  return { depth, gap: Math.max(2, Math.round(LAYOUT_MM.gap * safe)), maxLength: Math.round(LAYOUT_MM.maxLength * safe) };
}

function frame(seat: SeatId, rotationDeg: SeatRotation, box: Rect): SeatFrame {
  const sideways = rotationDeg === 90 || rotationDeg === -90;
  return {
    seat,
    rotationDeg,
    ...box,
    localWidth: sideways ? box.height : box.width,
    localHeight: sideways ? box.width : box.height,
  };
}

/** A span of `length` centred in [start, start + room), never longer than the room. */
function centred(start: number, room: number, length: number): { readonly at: number; readonly length: number } {
  const used = Math.max(0, Math.min(room, length));
  return { at: Math.round(start + (room - used) / 2), length: Math.floor(used) };
}

/**
 * The six seat panels for a viewport (CSS px) at a calibration (CSS px per mm), indexed by seat,
 * `depthMm` deep (default `LAYOUT_MM.depth`; a game may ask for more, `GameUi.seatDepthMm`).
 * Long-edge panels share their edge in two halves between the corner squares; short-edge panels
 * run between the top and bottom strips. Panels never overlap each other or leave the screen.
 */
export function seatFrames(viewport: Viewport, pxPerMm: number, depthMm?: number): readonly SeatFrame[] {
  const { width: w, height: h } = viewport;
  const { depth: d, gap: g, maxLength } = metrics(viewport, pxPerMm, depthMm);
  // Long edges: the strip between the two corner squares, split in two halves.
  const stripStart = d + g;
  const stripRoom = w - 2 * (d + g);
  const half = (stripRoom - g) / 2;
  const left = centred(stripStart, half, maxLength);
  const right = centred(stripStart + half + g, half, maxLength);
  // Short edges: between the top and bottom strips.
  const side = centred(d + g, h - 2 * (d + g), maxLength);
  // Clockwise seen from above: bottom-right, bottom-left, left, top-left, top-right, right.
  return [
    frame(0, seatRotation(0), { x: right.at, y: h - d, width: right.length, height: d }),
    frame(1, seatRotation(1), { x: left.at, y: h - d, width: left.length, height: d }),
    frame(2, seatRotation(2), { x: 0, y: side.at, width: d, height: side.length }),
    frame(3, seatRotation(3), { x: left.at, y: 0, width: left.length, height: d }),
    frame(4, seatRotation(4), { x: right.at, y: 0, width: right.length, height: d }),
    frame(5, seatRotation(5), { x: w - d, y: side.at, width: d, height: side.length }),
  ];
}

/**
 * The board area left between the panels (CSS px): everything inside the four panel strips,
 * less a gap. Never overlaps a panel.
 */
export function boardRect(viewport: Viewport, pxPerMm: number, depthMm?: number): Rect {
  const { depth: d, gap: g } = metrics(viewport, pxPerMm, depthMm);
  const inset = d + g;
  return {
    x: inset,
    y: inset,
    width: Math.max(0, viewport.width - 2 * inset),
    height: Math.max(0, viewport.height - 2 * inset),
  };
}

/** The four corner squares (CSS px) left free by the panels: for the settings cogs. */
export function cornerRects(viewport: Viewport, pxPerMm: number, depthMm?: number): {
  readonly bottomLeft: Rect;
  readonly bottomRight: Rect;
  readonly topLeft: Rect;
  readonly topRight: Rect;
} {
  const { depth: d } = metrics(viewport, pxPerMm, depthMm);
  const { width: w, height: h } = viewport;
  return {
    bottomLeft: { x: 0, y: h - d, width: d, height: d },
    bottomRight: { x: w - d, y: h - d, width: d, height: d },
    topLeft: { x: 0, y: 0, width: d, height: d },
    topRight: { x: w - d, y: 0, width: d, height: d },
  };
}

/** Whether two rectangles share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
