/**
 * The city-name text atlas, drawn with canvas 2D in the browser. No CDN font: the board's fonts
 * ship in the app bundle — Noto Sans Bold in `./fonts` (Latin), Noto Sans Arabic Bold and Noto
 * Sans KR Bold (Hangul) from the `@fontsource` packages, all OFL-1.1 (`./fonts/OFL.txt`) — and a
 * script font is fetched only when the names need it (`./label-fonts.ts`). One canvas texture
 * holds every name; the board shows its cells on merged quads (each game places its own labels).
 */
import { CanvasTexture, LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import arabicFontUrl from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';
import hangulFontUrl from '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff2?url';
import fontUrl from './fonts/NotoSans-Bold.ttf?url';
import { LABEL_SIZE, type AtlasLayout, type MeasureText } from './atlas-layout';
import { LABEL_FONT_FAMILY, LABEL_SCRIPT_FONTS, LATIN_LABEL_FAMILY, labelDirection, labelFont, labelFontFamily, labelScripts, type LabelScript } from './label-fonts';

export { LABEL_FONT_FAMILY } from './label-fonts';

/** The default label colours: near-black text on a warm white halo (CSS hex). */
export const LABEL_COLORS = { text: '#151515', halo: '#fffdf5' } as const;

/** The bundled file of each script's font (woff2; Vite emits it into the build's assets). */
const SCRIPT_FONT_URLS: Readonly<Record<LabelScript, string>> = { arabic: arabicFontUrl, hangul: hangulFontUrl };

const loaded = new Map<string, Promise<void>>();

/** Adds the bundled font `url` as bold `family` to the document once (later calls share the promise); never rejects. */
function loadFace(family: string, url: string): Promise<void> {
  let ready = loaded.get(family);
  if (ready === undefined) {
    ready = (async () => {
      try {
        const face = new FontFace(family, `url(${url})`, { weight: '700' });
        await face.load();
        document.fonts.add(face);
      } catch {
        // The next family in the list (or the fallbacks) draws the names; nothing else depends on the font.
      }
    })();
    loaded.set(family, ready);
  }
  return ready;
}

/**
 * Loads the Latin board font once (later calls share the promise). Never rejects: on failure the
 * atlas falls back to the system sans-serif.
 */
export function loadBoardFont(): Promise<void> {
  return loadFace(LATIN_LABEL_FAMILY, fontUrl);
}

/**
 * Loads the fonts `texts` need — the Latin board font, plus the Arabic or Korean font when the
 * texts use that script — and waits until the glyphs of `texts` are ready
 * (`document.fonts.load`). Resolves to the CSS family list to measure and draw them with
 * (`labelFontFamily`). Never rejects: a font that fails leaves its text to the fallbacks.
 */
export async function loadLabelFonts(texts: readonly string[]): Promise<string> {
  await Promise.all([loadBoardFont(), ...labelScripts(texts).map((s) => loadFace(LABEL_SCRIPT_FONTS[s].family, SCRIPT_FONT_URLS[s]))]);
  const family = labelFontFamily(texts);
  try {
    await document.fonts.load(labelFont(LABEL_SIZE.fontPx, family), texts.join(' '));
  } catch {
    // As above: the fallbacks draw what is missing.
  }
  return family;
}

/** A `MeasureText` backed by a canvas 2D context (width in px of `text` at `fontPx` in `family`, a CSS family list). */
export function canvasMeasure(family: string = LABEL_FONT_FAMILY): MeasureText {
  const ctx = document.createElement('canvas').getContext('2d');
  return (text, fontPx) => {
    if (!ctx) return text.length * fontPx * 0.6;
    ctx.font = labelFont(fontPx, family);
    ctx.direction = labelDirection(text);
    return ctx.measureText(text).width;
  };
}

/** What an atlas texture was drawn from: its texts, the canvas `font`, each text's direction, and its layout (for tests). */
export type LabelAtlasInfo = {
  readonly canvas: HTMLCanvasElement;
  readonly texts: readonly string[];
  readonly font: string;
  readonly directions: readonly ('ltr' | 'rtl')[];
  readonly layout: AtlasLayout;
};

const atlasInfo = new WeakMap<CanvasTexture, LabelAtlasInfo>();

/** What `texture` (from `drawLabelAtlas`) was drawn from, or undefined for any other texture. */
export function labelAtlasInfo(texture: CanvasTexture): LabelAtlasInfo | undefined {
  return atlasInfo.get(texture);
}

/**
 * Draws `texts` into their atlas cells (dark text with a light halo, centred in each cell) in
 * `family` (a CSS family list; default the Latin board font's), each with its own base
 * direction (Arabic right to left; canvas 2D shapes the text), and returns the texture (sRGB,
 * mipmapped). The caller disposes it.
 */
export function drawLabelAtlas(
  texts: readonly string[],
  atlas: AtlasLayout,
  colors: { readonly text: string; readonly halo: string } = LABEL_COLORS,
  family: string = LABEL_FONT_FAMILY,
): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = atlas.width;
  canvas.height = atlas.height;
  const ctx = canvas.getContext('2d');
  const font = labelFont(LABEL_SIZE.fontPx, family);
  const directions = texts.map(labelDirection);
  if (ctx) {
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = LABEL_SIZE.padPx * 1.4;
    ctx.strokeStyle = colors.halo;
    ctx.fillStyle = colors.text;
    for (const [i, text] of texts.entries()) {
      const cell = atlas.cells[i];
      if (!cell) continue;
      ctx.direction = directions[i] ?? 'ltr';
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
  atlasInfo.set(texture, { canvas, texts: [...texts], font, directions, layout: atlas });
  return texture;
}
