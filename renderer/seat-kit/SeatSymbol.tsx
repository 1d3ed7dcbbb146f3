/**
 * A player's symbol (circle, square, triangle, diamond, star, hexagon) as inline SVG in the
 * player's colour with a dark outline, so colour is never the only cue (KIOSK.md).
 */
import type { ReactNode } from 'react';
import type { SeatSymbol as SymbolName } from '../table/seat-colours';

const PATHS: Readonly<Record<SymbolName, string>> = {
  circle: 'M12 3a9 9 0 1 0 0.001 0Z',
  square: 'M4 4h16v16H4Z',
  triangle: 'M12 3l9.5 17h-19Z',
  diamond: 'M12 2l10 10-10 10L2 12Z',
  star: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7Z',
  hexagon: 'M12 2.5l8.2 4.75v9.5L12 21.5l-8.2-4.75v-9.5Z',
};

/**
 * Props: which symbol, its fill colour (CSS), and its size: CSS px at the reference calibration
 * (40 ppi), growing with a finer one like the text beside it (`calc(size × var(--px))`, styles.css
 * `--px`); `exact`: `size` is already in CSS px for this calibration (computed from the layout), used as is.
 */
export type SeatSymbolProps = { readonly symbol: SymbolName; readonly fill: string; readonly size: number; readonly exact?: boolean };

/** The symbol, decorative (`aria-hidden`): the colour's name is given as text or a label nearby. */
export function SeatSymbol({ symbol, fill, size, exact = false }: SeatSymbolProps): ReactNode {
  const grown = exact ? undefined : { width: `calc(${size} * var(--px))`, height: `calc(${size} * var(--px))` };
  return (
    <svg className="seat-symbol" width={size} height={size} style={grown} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[symbol]} fill={fill} stroke="#1a1a1a" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
