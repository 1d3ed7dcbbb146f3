/**
 * Board label fonts by language: which bundled fonts a table's names need (none beyond the
 * Latin board font in English, the Arabic one in Arabic, the Korean one in Korean), each name's
 * base direction, that the shipped font files (the very files label-atlas.ts imports) have a
 * glyph for every character of every map's names, and that names measured in those fonts
 * (shaped by fontkit, as canvas 2D shapes them) still lay out without overlapping.
 */
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABEL_FONT_FAMILY, LABEL_SCRIPT_FONTS, labelDirection, labelFont, labelFontFamily, labelScripts, type LabelScript } from '../../renderer/board-kit/labels/label-fonts';
import { LABEL_SIZE, labelHeightFor, layoutAtlas, type MeasureText } from '../../renderer/board-kit/labels/atlas-layout';
import { boardTransform } from '../../renderer/board-kit/transform';
import { layoutCityLabels, type PlacedLabel } from '../../renderer/games/transglobal/board/geometry/labels';
import { fitBoardView, worldPerPx } from '../../renderer/games/transglobal/board/projection';
import type { MapCity } from '../../shared-rules/maps/transglobal-map';
import { realMaps } from './real-maps';

const LANGUAGES = ['en', 'ar', 'ko'] as const;
type Language = (typeof LANGUAGES)[number];

/** A city's name on a table in `language`, as renderer/games/transglobal/index.tsx picks it. */
const nameIn = (language: Language) => (city: MapCity) => city.localNames?.[language] ?? city.name;

const maps = realMaps();
const root = resolve(import.meta.dirname, '../..');
const atlasSource = readFileSync(resolve(root, 'renderer/board-kit/labels/label-atlas.ts'), 'utf8');

/** The font file label-atlas.ts imports with `?url` whose specifier contains `part`, opened with fontkit. */
function shippedFont(part: string): fontkit.Font {
  const specifier = [...atlasSource.matchAll(/from '([^']+)\?url'/g)].map((m) => m[1] ?? '').find((s) => s.includes(part));
  if (specifier === undefined) throw new Error(`label-atlas.ts imports no font matching ${part}`);
  const file = specifier.startsWith('.') ? resolve(root, 'renderer/board-kit/labels', specifier) : createRequire(import.meta.url).resolve(specifier);
  const font = fontkit.create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a collection`);
  return font;
}

const FONTS: Readonly<Record<Language, fontkit.Font>> = {
  en: shippedFont('NotoSans-Bold'),
  ar: shippedFont('noto-sans-arabic'),
  ko: shippedFont('noto-sans-kr'),
};

/** Width in px of `text` at `fontPx` in `font`, shaped (ligatures, Arabic joining) as a browser shapes it. */
const measureIn =
  (font: fontkit.Font): MeasureText =>
  (text, fontPx) =>
    (font.layout(text).advanceWidth / font.unitsPerEm) * fontPx;

function overlappingPairs(labels: readonly PlacedLabel[]): number {
  let pairs = 0;
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) {
      if (Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.z - b.z) < (a.height + b.height) / 2) pairs++;
    }
  }
  return pairs;
}

const EXPECTED: Readonly<Record<Language, readonly LabelScript[]>> = { en: [], ar: ['arabic'], ko: ['hangul'] };

describe('board label fonts by language', () => {
  it('finds the bundled maps', () => {
    expect(maps.map((m) => m.id).sort()).toEqual(['asia', 'europe', 'usa']);
  });

  for (const map of maps) {
    for (const language of LANGUAGES) {
      const names = map.cities.map(nameIn(language));
      it(`${map.id} in ${language}: loads ${EXPECTED[language].join(', ') || 'only the Latin board font'}`, () => {
        expect(labelScripts(names)).toEqual(EXPECTED[language]);
        const family = labelFontFamily(names);
        if (language === 'en') expect(family).toBe(LABEL_FONT_FAMILY);
        else expect(family).toBe(`"${LABEL_SCRIPT_FONTS[EXPECTED[language][0] ?? 'arabic'].family}", ${LABEL_FONT_FAMILY}`);
        expect(names.map(labelDirection).every((d) => d === (language === 'ar' ? 'rtl' : 'ltr'))).toBe(true);
      });

      it(`${map.id} in ${language}: the shipped font has a glyph for every character of every name`, () => {
        const font = FONTS[language];
        const missing = [...new Set(names.join(''))].filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0));
        expect(missing).toEqual([]);
      });

      it(`${map.id} in ${language}: names measured in that font lay out beside their cities without overlapping, and the atlas holds them`, () => {
        const t = boardTransform(map);
        const measure = measureIn(FONTS[language]);
        for (const size of [undefined, { width: 1280, height: 800 }]) {
          const height = size === undefined ? undefined : labelHeightFor(t.unit, worldPerPx(fitBoardView(t, size.width, size.height), { left: 0, top: 0, ...size }));
          const labels = layoutCityLabels(map, t, measure, 'edges', nameIn(language), height);
          expect(labels).toHaveLength(map.cities.length);
          expect(overlappingPairs(labels)).toBe(0);
        }
        const atlas = layoutAtlas(names, measure);
        expect(atlas.width).toBeLessThanOrEqual(2048);
        for (const [i, cell] of atlas.cells.entries()) {
          expect(cell.w).toBeGreaterThanOrEqual(measure(names[i] ?? '', LABEL_SIZE.fontPx) + 2 * LABEL_SIZE.padPx);
          expect(cell.w).toBeGreaterThan(2 * LABEL_SIZE.padPx);
        }
      });
    }
  }

  it('Arabic is shaped: a joined name is not the sum of its letters set alone', () => {
    const measure = measureIn(FONTS.ar);
    const joined = measure('سياتل', 64);
    const alone = [...'سياتل'].reduce((sum, ch) => sum + measure(ch, 64), 0);
    expect(Math.abs(joined - alone)).toBeGreaterThan(1);
  });

  it('a name takes the direction of its first letter', () => {
    expect(labelDirection('سياتل')).toBe('rtl');
    expect(labelDirection('(سان فرانسيسكو)')).toBe('rtl');
    expect(labelDirection('시애틀')).toBe('ltr');
    expect(labelDirection('St. Louis')).toBe('ltr');
    expect(labelDirection('123')).toBe('ltr');
  });

  it('mixed names load each script they use; the canvas font is bold at the given size', () => {
    expect(labelScripts(['Seattle', 'سياتل', '시애틀'])).toEqual(['arabic', 'hangul']);
    expect(labelFont(64)).toBe(`700 64px ${LABEL_FONT_FAMILY}`);
    expect(labelFont(20, labelFontFamily(['시애틀']))).toBe('700 20px "Railtable Board Korean", "Railtable Board", "Noto Sans", "DejaVu Sans", sans-serif');
  });
});
