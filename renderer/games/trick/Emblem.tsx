/**
 * A company's emblem as inline SVG in its colour with a dark outline (`./palette.ts`): B&O a
 * circle, C&O a triangle, Erie a diamond, NYC a square, PRR a keystone. Decorative: the company's
 * name is given as text or a label nearby.
 */
import type { ReactNode } from 'react';
import { companyStyle, type EmblemShape } from './palette';

const PATHS: Readonly<Record<EmblemShape, string>> = {
  circle: 'M12 3a9 9 0 1 0 0.001 0Z',
  triangle: 'M12 2.5l9.8 17.5H2.2Z',
  diamond: 'M12 1.5l10.5 10.5L12 22.5 1.5 12Z',
  square: 'M3.5 3.5h17v17h-17Z',
  keystone: 'M3 3h18l-3.2 18H6.2Z',
};

/** Props: the company (0–4) and the size in CSS px (or a CSS length). */
export type EmblemProps = { readonly company: number; readonly size: number | string; readonly outline?: string };

/** The emblem of `company`. */
export function Emblem({ company, size, outline }: EmblemProps): ReactNode {
  const style = companyStyle(company);
  return (
    <svg className="trick-emblem" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[style.emblem]} fill={style.color} stroke={outline ?? '#1a1a1a'} strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
