/**
 * Where shared cards go over the board so each side of the table reads one upright (KIOSK.md:
 * "shared text is minimal or repeated per seat"): one card facing each edge — bottom and top
 * cards across the middle of the long edges, left and right cards along the short edges —
 * sized so no two overlap. Pure geometry in board-local CSS px.
 */
import type { SeatRotation } from './seat-layout';

/** One card: its centre (board-local px), its own unrotated size (px) and its rotation. */
export type EdgeCard = { readonly rotationDeg: SeatRotation; readonly cx: number; readonly cy: number; readonly width: number; readonly height: number };

/**
 * The four cards for a board of `width × height` CSS px, with `margin` px from the board's edges;
 * with `only`, just the cards of those rotations. With only the two long edges (`[0, 180]`) the
 * short edges are free, so those two cards may take the board's whole width less the margins.
 */
export function edgeCards(width: number, height: number, margin: number, only?: readonly SeatRotation[]): readonly EdgeCard[] {
  const longEdgesOnly = only !== undefined && only.every((r) => r === 0 || r === 180);
  const longW = Math.max(0, longEdgesOnly ? Math.min(width - 2 * margin, 1400) : Math.min(width * 0.48, 1400));
  const longH = Math.max(0, height * 0.44 - margin);
  const sideW = Math.max(0, height * 0.9);
  const sideH = Math.max(0, Math.min(width * 0.24 - margin, sideW * 0.6));
  const cards: readonly EdgeCard[] = [
    { rotationDeg: 0, cx: width / 2, cy: height - margin - longH / 2, width: longW, height: longH },
    { rotationDeg: 90, cx: margin + sideH / 2, cy: height / 2, width: sideW, height: sideH },
    { rotationDeg: 180, cx: width / 2, cy: margin + longH / 2, width: longW, height: longH },
    { rotationDeg: -90, cx: width - margin - sideH / 2, cy: height / 2, width: sideW, height: sideH },
  ];
  return only === undefined ? cards : cards.filter((card) => only.includes(card.rotationDeg));
}

/**
 * Four slim banners along the board's edges, one facing each edge (a moment's announcement):
 * `thickness` px deep, `margin` px in from the edge, at most `maxLength` px long and clear of the
 * corners (where two edges' banners would meet). Same rotations and order as {@link edgeCards}.
 */
export function edgeBanners(width: number, height: number, margin: number, thickness: number, maxLength: number): readonly EdgeCard[] {
  const corner = 2 * (margin + thickness);
  const longW = Math.max(0, Math.min(width - corner - 2 * margin, maxLength));
  const sideW = Math.max(0, Math.min(height - corner - 2 * margin, maxLength));
  const half = thickness / 2;
  return [
    { rotationDeg: 0, cx: width / 2, cy: height - margin - half, width: longW, height: thickness },
    { rotationDeg: 90, cx: margin + half, cy: height / 2, width: sideW, height: thickness },
    { rotationDeg: 180, cx: width / 2, cy: margin + half, width: longW, height: thickness },
    { rotationDeg: -90, cx: width - margin - half, cy: height / 2, width: sideW, height: thickness },
  ];
}
