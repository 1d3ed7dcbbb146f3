/**
 * How Trick of the Rails' five companies look on cards, railways and panels: colour (the
 * company's name: B&O blue, C&O green, Erie yellow, NYC grey, PRR red) AND an emblem of its own
 * shape, so colour is never the only cue (colour-blind play), plus the ink that reads on the
 * colour. Indices follow the rules' `COMPANIES` order (shared-rules/games/trick/meta.ts).
 */

/** An emblem shape (`./Emblem.tsx` draws them). */
export type EmblemShape = 'circle' | 'triangle' | 'diamond' | 'square' | 'keystone';

/** One company's look: fill colour, a darker edge, the ink that reads on the fill, and its emblem. */
export type CompanyStyle = { readonly color: string; readonly edge: string; readonly ink: string; readonly emblem: EmblemShape };

/** By company index 0–4 (bo, co, erie, nyc, prr). */
export const COMPANY_STYLES: readonly CompanyStyle[] = [
  { color: '#2f64c8', edge: '#10295e', ink: '#ffffff', emblem: 'circle' },
  { color: '#2f9a4a', edge: '#0f4220', ink: '#ffffff', emblem: 'triangle' },
  { color: '#f0c419', edge: '#6b5300', ink: '#1b1b1b', emblem: 'diamond' },
  { color: '#8d9399', edge: '#2e3236', ink: '#1b1b1b', emblem: 'square' },
  { color: '#c8322b', edge: '#5e0f0b', ink: '#ffffff', emblem: 'keystone' },
];

/** The style of company `c` (a neutral grey for an unknown index). */
export function companyStyle(c: number): CompanyStyle {
  return COMPANY_STYLES[c] ?? { color: '#888888', edge: '#333333', ink: '#1b1b1b', emblem: 'circle' };
}

/** City cards' gold and Station cards' slate, in railways and the lane. */
export const CITY_COLOR = '#d9a520';
/** A Station card's fill. */
export const STATION_COLOR = '#3b4a57';
