/**
 * Board labels in the table's language (#14 §9), in Chromium: a table set to Arabic, then one set
 * to Korean (each a fresh browser), starts a 2-player Transglobal game; the board's label atlas
 * (read through the `?test` hook `labelAtlas()`) holds each map's localised city names, set in
 * the bundled font of that script — its FontFace loaded from the app's own files, the other
 * script's font never fetched —, each character drawn as its own glyph and none as the
 * missing-glyph box, Arabic shaped and right to left, every cell inked. English keeps the Latin
 * board font and fetches neither. In Korean no word on any panel or card breaks across lines
 * (lobby, game, settings; 1280×800 to 3840×2160). Screenshots of the board at 1920×1080 and
 * 3840×2160 go to SCREENSHOT_DIR as board-labels-<language>-<size>.png.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openTable, SCREENSHOT_DIR, tap } from './table-browser';

/** A bundled Transglobal map. */
type MapId = 'usa' | 'europe' | 'asia';

/** Each bundled map's city names in `language` (as the game picks them: the local name, else the English one), in map order. */
function namesOf(mapId: MapId, language: string): string[] {
  const json: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../assets/maps/transglobal', `${mapId}.json`), 'utf8'));
  const cities: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'cities') : undefined;
  if (!Array.isArray(cities)) throw new Error(`${mapId}: no cities`);
  return cities.map((c: unknown) => {
    const local: unknown = typeof c === 'object' && c !== null ? Reflect.get(c, 'localNames') : undefined;
    const name: unknown = typeof local === 'object' && local !== null ? Reflect.get(local, language) : undefined;
    const english: unknown = typeof c === 'object' && c !== null ? Reflect.get(c, 'name') : undefined;
    return typeof name === 'string' ? name : String(english);
  });
}

/** What the page says about its label atlas and fonts (computed in the page). */
type AtlasReport = {
  readonly texts: readonly string[];
  readonly font: string;
  readonly directions: readonly string[];
  /** `document.fonts.check` of the bundled family for all the names. */
  readonly checked: boolean;
  /** Bundled FontFaces by family, with their status. */
  readonly faces: readonly { readonly family: string; readonly status: string }[];
  /** Font files the page fetched (path names). */
  readonly fontFiles: readonly string[];
  /** Characters (not spaces) whose bitmap equals the missing-glyph bitmap. */
  readonly tofu: readonly string[];
  /** Distinct characters, and distinct bitmaps they draw to. */
  readonly chars: number;
  readonly bitmaps: number;
  /** Atlas cells with no ink. */
  readonly emptyCells: number;
  /** Width of the first name as set, and the sum of its characters set one by one (px). */
  readonly joined: number;
  readonly alone: number;
};

/** Reads the atlas and checks its glyphs in the page; `family` is the bundled family expected first in the atlas font. */
async function atlasReport(page: Page, family: string): Promise<AtlasReport> {
  return page.evaluate(async (fam) => {
    const atlas = window.__railtable?.labelAtlas();
    if (atlas === undefined) throw new Error('no label atlas');
    const all = atlas.texts.join(' ');
    await document.fonts.ready;
    // One character on its own small canvas, in the atlas font: its alpha channel as a string key.
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (ctx === null) throw new Error('no 2d context');
    const bitmap = (ch: string): string => {
      ctx.clearRect(0, 0, 96, 96);
      ctx.font = atlas.font.replace(/\d+px/, '48px');
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = '#000';
      ctx.fillText(ch, 48, 48);
      const data = ctx.getImageData(0, 0, 96, 96).data;
      let key = '';
      for (let i = 3; i < data.length; i += 4) key += (data[i] ?? 0) > 127 ? '1' : '0';
      return key;
    };
    // U+E000 (private use) has a glyph in no font here: what a missing glyph draws.
    const missing = bitmap('\uE000');
    const chars = [...new Set([...all].filter((ch) => ch.trim() !== ''))];
    const keys = chars.map(bitmap);
    const ink = (x: number, y: number, w: number, h: number): boolean => {
      const c = atlas.canvas.getContext('2d');
      const data = c?.getImageData(x, y, w, h).data ?? new Uint8ClampedArray();
      // Text pixels: dark (the halo is near white).
      for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 200 && (data[i] ?? 255) < 80) return true;
      return false;
    };
    const measure = (text: string): number => {
      ctx.font = atlas.font;
      return ctx.measureText(text).width;
    };
    const first = atlas.texts[0] ?? '';
    const fontFiles = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /\.(woff2?|ttf)$/.test(p));
    return {
      texts: [...atlas.texts],
      font: atlas.font,
      directions: [...atlas.directions],
      checked: document.fonts.check(`700 20px "${fam}"`, all),
      faces: [...document.fonts].filter((f) => f.family.replace(/"/g, '').startsWith('Railtable Board')).map((f) => ({ family: f.family.replace(/"/g, ''), status: f.status })),
      fontFiles,
      tofu: chars.filter((_, i) => keys[i] === missing),
      chars: chars.length,
      bitmaps: new Set(keys).size,
      emptyCells: atlas.layout.cells.filter((cell) => !ink(cell.x, cell.y, cell.w, cell.h)).length,
      joined: measure(first),
      alone: [...first].reduce((sum, ch) => sum + measure(ch), 0),
    };
  }, family);
}

/**
 * Korean words broken across lines on the page (#14 §9: `word-break: keep-all`): for every
 * visible text with Hangul, each pair of adjacent Hangul syllables (one word) whose range has
 * more than one line box. Works on rotated panels too (line boxes, not coordinates).
 */
async function koreanWordsBroken(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hangul = /[\uAC00-\uD7A3]/;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!hangul.test(text) || (node.parentElement?.getClientRects().length ?? 0) === 0) continue;
      for (let i = 0; i + 1 < text.length; i++) {
        if (!hangul.test(text[i] ?? '') || !hangul.test(text[i + 1] ?? '')) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 2);
        if ([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).length > 1) {
          out.push(`${text.slice(Math.max(0, i - 6), i + 1)}|${text.slice(i + 1, i + 7)} (${node.parentElement?.className ?? ''})`);
          break;
        }
      }
    }
    return out;
  });
}

/** Waits until the board's atlas holds `names` (the labels are drawn after their fonts load). */
async function waitForAtlas(page: Page, names: readonly string[]): Promise<void> {
  await page.waitForFunction((expected) => JSON.stringify([...(window.__railtable?.labelAtlas()?.texts ?? [])].sort()) === JSON.stringify([...expected].sort()), names, { timeout: 30_000 });
}

const CASES = [
  { language: 'ar', family: 'Railtable Board Arabic', uiFamily: 'Railtable UI Arabic', file: /noto-sans-arabic-arabic-700-normal/, other: /noto-sans-kr/, direction: 'rtl' },
  { language: 'ko', family: 'Railtable Board Korean', uiFamily: 'Railtable UI Korean', file: /noto-sans-kr-korean-700-normal/, other: /noto-sans-arabic/, direction: 'ltr' },
] as const;

describe('board labels in the table language', () => {
  for (const c of CASES) {
    it(`draws every map's city names in ${c.language} with the bundled font, then a game's board (screenshots)`, async () => {
      const table = await openTable(`${inject('baseUrl')}?test&botDelay=0&drop=0`);
      try {
        const page = table.page;
        await page.getByTestId('join-0').waitFor();
        await page.evaluate((language) => {
          const stored: unknown = JSON.parse(window.localStorage.getItem('railtable.settings') ?? '{}');
          window.localStorage.setItem('railtable.settings', JSON.stringify({ ...(typeof stored === 'object' && stored !== null ? stored : {}), language }));
        }, c.language);
        await page.reload();
        await page.getByTestId('join-0').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.language);
        // The panels are set in the app's own font for this script (loaded because the page shows its characters), not a system one.
        await page.waitForFunction((family) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'), c.uiFamily, { timeout: 15_000 });
        await tap(page, page.getByTestId('join-0'));
        await tap(page, page.getByTestId('join-3'));
        // Each map in the lobby: the atlas is redrawn with its names in this language.
        for (const mapId of ['europe', 'asia', 'usa'] as const) {
          await tap(page, page.getByTestId(`map-${mapId}-0`));
          await page.locator(`[data-testid="board-canvas"][data-map="${mapId}"]`).waitFor();
          const names = namesOf(mapId, c.language);
          await waitForAtlas(page, names);
          const report = await atlasReport(page, c.family);
          expect(report.font.startsWith(`700 64px "${c.family}", "Railtable Board"`)).toBe(true);
          expect(report.checked).toBe(true);
          expect(report.faces).toContainEqual({ family: c.family, status: 'loaded' });
          expect(report.tofu).toEqual([]);
          // Tofu would draw every character the same: here each distinct character is its own glyph
          // (Arabic letters set alone take their isolated form; a few may share one, e.g. with and without a hamza seat).
          expect(report.bitmaps).toBeGreaterThanOrEqual(report.chars - 2);
          expect(report.emptyCells).toBe(0);
          expect(new Set(report.directions)).toEqual(new Set([c.direction]));
          if (c.language === 'ar') expect(Math.abs(report.joined - report.alone)).toBeGreaterThan(1);
          // Only this language's font was fetched, from the app's own files.
          expect(report.fontFiles.some((p) => c.file.test(p))).toBe(true);
          expect(report.fontFiles.some((p) => c.other.test(p))).toBe(false);
        }
        if (c.language === 'ko') expect(await koreanWordsBroken(page)).toEqual([]);
        await tap(page, page.getByTestId('start-0'));
        await page.getByTestId('tg-seat-0').waitFor();
        await waitForAtlas(page, namesOf('usa', c.language));
        await page.waitForTimeout(400);
        if (c.language === 'ko') {
          // Every panel and card of the game, at a small table too, with the cog's settings open.
          expect(await koreanWordsBroken(page)).toEqual([]);
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.waitForTimeout(600);
          expect(await koreanWordsBroken(page)).toEqual([]);
          await tap(page, page.getByTestId('cog-0'));
          await page.getByTestId('settings-panel').waitFor();
          expect(await koreanWordsBroken(page)).toEqual([]);
          await tap(page, page.getByTestId('settings-close'));
          await page.setViewportSize({ width: 1920, height: 1080 });
          await page.waitForTimeout(600);
        }
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, `board-labels-${c.language}-1920x1080.png`) });
        await page.setViewportSize({ width: 3840, height: 2160 });
        await page.evaluate(() => window.__railtable?.patchPxPerMm(80 / 25.4));
        await page.waitForTimeout(1200);
        await waitForAtlas(page, namesOf('usa', c.language));
        expect((await atlasReport(page, c.family)).emptyCells).toBe(0);
        if (c.language === 'ko') expect(await koreanWordsBroken(page)).toEqual([]);
        await page.screenshot({ path: resolve(SCREENSHOT_DIR, `board-labels-${c.language}-3840x2160.png`) });
        expect(table.errors).toEqual([]);
        expect(await table.cspViolations()).toEqual([]);
      } finally {
        await table.close();
      }
    });
  }

  it('in English keeps the Latin board font and fetches no script font', async () => {
    const table = await openTable(`${inject('baseUrl')}?test&botDelay=0&drop=0`);
    try {
      const page = table.page;
      await page.getByTestId('join-0').waitFor();
      await waitForAtlas(page, namesOf('usa', 'en'));
      const report = await atlasReport(page, 'Railtable Board');
      expect(report.font).toBe('700 64px "Railtable Board", "Noto Sans", "DejaVu Sans", sans-serif');
      expect(report.tofu).toEqual([]);
      expect(report.emptyCells).toBe(0);
      expect(report.fontFiles.some((p) => /NotoSans-Bold/.test(p))).toBe(true);
      expect(report.fontFiles.some((p) => /noto-sans-(arabic|kr)/.test(p))).toBe(false);
      expect(table.errors).toEqual([]);
    } finally {
      await table.close();
    }
  });
});
