/**
 * Which fonts board labels need, from the names themselves: the Latin board font (Noto Sans
 * Bold) always, plus a font of its own for each other writing system the names use — Arabic
 * (Noto Sans Arabic Bold) and Hangul (Noto Sans KR Bold) — so a table in English loads nothing
 * more, in Arabic only the Arabic font, in Korean only the Korean one. Also each name's base
 * direction (Arabic right to left). Pure: `./label-atlas.ts` loads and draws with them.
 */

/** A writing system with a bundled font beside the Latin board font. */
export type LabelScript = 'arabic' | 'hangul';

/** The CSS family of the Latin board font (`./fonts/NotoSans-Bold.ttf`). */
export const LATIN_LABEL_FAMILY = 'Railtable Board';

/** The fallbacks after the bundled fonts (used only if a font fails to load). */
const FALLBACK_FAMILIES = '"Noto Sans", "DejaVu Sans", sans-serif';

/** The CSS font family the atlas uses for Latin-only names, with its fallbacks. */
export const LABEL_FONT_FAMILY = `"${LATIN_LABEL_FAMILY}", ${FALLBACK_FAMILIES}`;

/**
 * Per script: the CSS family its bundled font is registered under (a name of our own, so a
 * system font of the same name never stands in for it) and the characters that need it.
 */
export const LABEL_SCRIPT_FONTS: Readonly<Record<LabelScript, { readonly family: string; readonly chars: RegExp }>> = {
  arabic: { family: 'Railtable Board Arabic', chars: /\p{Script=Arabic}/u },
  hangul: { family: 'Railtable Board Korean', chars: /\p{Script=Hangul}/u },
};

const SCRIPTS = Object.keys(LABEL_SCRIPT_FONTS) as LabelScript[];

/** The scripts (beyond Latin) that `texts` use, in `LABEL_SCRIPT_FONTS` order; empty for Latin-only names. */
export function labelScripts(texts: readonly string[]): LabelScript[] {
  const all = texts.join('\n');
  return SCRIPTS.filter((s) => LABEL_SCRIPT_FONTS[s].chars.test(all));
}

/**
 * The CSS font family list to set `texts` in: the fonts of their scripts first, then the Latin
 * board font (spaces, digits, Latin names) and the fallbacks. Latin-only texts get
 * `LABEL_FONT_FAMILY` exactly.
 */
export function labelFontFamily(texts: readonly string[]): string {
  const own = labelScripts(texts).map((s) => `"${LABEL_SCRIPT_FONTS[s].family}"`);
  return [...own, LABEL_FONT_FAMILY].join(', ');
}

/** The canvas `font` shorthand: bold, `px` CSS px, in `family` (a CSS family list). */
export function labelFont(px: number, family: string = LABEL_FONT_FAMILY): string {
  return `700 ${px}px ${family}`;
}

/** Strong right-to-left characters (Arabic, Hebrew, Syriac, Thaana, N'Ko…). */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Strong characters of any direction: letters. */
const STRONG = /\p{L}/u;

/** The base direction of `text` for the canvas (`ctx.direction`): that of its first letter (Unicode bidi rule P2), 'ltr' without letters. */
export function labelDirection(text: string): 'ltr' | 'rtl' {
  for (const ch of text) {
    if (STRONG.test(ch)) return RTL.test(ch) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}
