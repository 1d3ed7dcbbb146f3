/**
 * Board labels for any game: the size rules (names never below 14 CSS px on screen, KIOSK.md),
 * how names are turned to face the table's edges, and the text atlas layout (px) that
 * `./label-atlas.ts` draws into one texture. Pure.
 */

/** Label sizes: `height` is the text's cap box height in lattice spacings; `fontPx` the atlas font size; `padPx` the halo room. */
export const LABEL_SIZE = { height: 0.4, fontPx: 64, padPx: 10, gap: 0.08 } as const;

/** The smallest font size a name may have on screen, CSS px (KIOSK.md: never below 14 px). */
export const LABEL_MIN_FONT_PX = 14;

/**
 * The label box height, world units: `LABEL_SIZE.height` spacings, raised (in 10 % steps, so a
 * small resize does not rebuild the labels) until the font is at least `minFontPx` CSS px on a
 * canvas showing `worldPerPx` world units per px.
 */
export function labelHeightFor(unit: number, worldPerPx: number, minFontPx: number = LABEL_MIN_FONT_PX): number {
  const base = LABEL_SIZE.height * unit;
  const cellPerEm = (LABEL_SIZE.fontPx + 2 * LABEL_SIZE.padPx) / LABEL_SIZE.fontPx;
  const needed = minFontPx * cellPerEm * worldPerPx;
  if (!(needed > base)) return base;
  return base * 1.1 ** Math.ceil(Math.log(needed / base) / Math.log(1.1));
}

/** How names are turned: all upright for the south edge, or each to its nearer long edge. */
export type LabelFacing = 'south' | 'edges';

/** Measures `text` set at `fontPx`: its width in px. */
export type MeasureText = (text: string, fontPx: number) => number;

/** Where each text sits in the atlas canvas, px: `cells[i]` for `texts[i]`; canvas `width × height`. */
export type AtlasLayout = {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly { readonly x: number; readonly y: number; readonly w: number; readonly h: number }[];
};

/** Packs texts into rows of an atlas at most `maxWidth` px wide (shelf packing). */
export function layoutAtlas(texts: readonly string[], measure: MeasureText, maxWidth = 2048): AtlasLayout {
  const cellH = LABEL_SIZE.fontPx + 2 * LABEL_SIZE.padPx;
  const cells: { x: number; y: number; w: number; h: number }[] = [];
  let x = 0;
  let y = 0;
  let width = 0;
  for (const text of texts) {
    const w = Math.ceil(measure(text, LABEL_SIZE.fontPx) + 2 * LABEL_SIZE.padPx);
    if (x > 0 && x + w > maxWidth) {
      x = 0;
      y += cellH;
    }
    cells.push({ x, y, w, h: cellH });
    x += w;
    width = Math.max(width, x);
  }
  return { width: Math.max(1, width), height: y + cellH, cells };
}

