/**
 * The city-name text atlas, drawn with canvas 2D in the browser (no CDN font: the board's
 * Noto Sans Bold ships in `./fonts`, OFL-1.1). One canvas texture holds every name; the board
 * shows its cells on merged quads (each game places its own labels).
 */
import { CanvasTexture, LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import fontUrl from './fonts/NotoSans-Bold.ttf?url';
import { LABEL_SIZE, type AtlasLayout, type MeasureText } from './atlas-layout';

/** The default label colours: near-black text on a warm white halo (CSS hex). */
export const LABEL_COLORS = { text: '#151515', halo: '#fffdf5' } as const;

/** The CSS font family the atlas uses, with fallbacks when the board font cannot load. */
export const LABEL_FONT_FAMILY = '"Railtable Board", "Noto Sans", "DejaVu Sans", sans-serif';

let fontReady: Promise<void> | undefined;

/**
 * Loads the board font once (later calls share the promise). Never rejects: on failure the
 * atlas falls back to the system sans-serif.
 */
export function loadBoardFont(): Promise<void> {
  fontReady ??= (async () => {
    try {
      const face = new FontFace('Railtable Board', `url(${fontUrl})`, { weight: '700' });
      await face.load();
      document.fonts.add(face);
    } catch {
      // The fallback family draws the names; nothing else depends on the font.
    }
  })();
  return fontReady;
}

function fontAt(px: number): string {
  return `700 ${px}px ${LABEL_FONT_FAMILY}`;
}

/** A `MeasureText` backed by a canvas 2D context (width in px of `text` at `fontPx`). */
export function canvasMeasure(): MeasureText {
  const ctx = document.createElement('canvas').getContext('2d');
  return (text, fontPx) => {
    if (!ctx) return text.length * fontPx * 0.6;
    ctx.font = fontAt(fontPx);
    return ctx.measureText(text).width;
  };
}

/**
 * Draws `texts` into their atlas cells (dark text with a light halo, centred in each cell)
 * and returns the texture (sRGB, mipmapped). The caller disposes it.
 */
export function drawLabelAtlas(texts: readonly string[], atlas: AtlasLayout, colors: { readonly text: string; readonly halo: string } = LABEL_COLORS): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = atlas.width;
  canvas.height = atlas.height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.font = fontAt(LABEL_SIZE.fontPx);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = LABEL_SIZE.padPx * 1.4;
    ctx.strokeStyle = colors.halo;
    ctx.fillStyle = colors.text;
    for (const [i, text] of texts.entries()) {
      const cell = atlas.cells[i];
      if (!cell) continue;
      const x = cell.x + cell.w / 2;
      const y = cell.y + cell.h / 2 + LABEL_SIZE.fontPx * 0.04;
      ctx.strokeText(text, x, y);
      ctx.fillText(text, x, y);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.anisotropy = 4;
  return texture;
}
