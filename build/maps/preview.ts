/**
 * Renders each committed map JSON (`assets/maps/transglobal/*.json`) to
 * `docs/maps/<id>.png` (1600 px wide): SVG from `svg.ts`, screenshot by playwright-core in the
 * system Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`). Run: `npx tsx build/maps/preview.ts [id…]`.
 */
import { CHROMIUM_PATH } from '../chromium';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { transglobalMapSchema } from '../../shared-rules/maps/transglobal-map';
import { DEFINITIONS } from './definitions';
import { PREVIEW_WIDTH, renderMapSvg } from './svg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Chromium flags for a quiet headless run. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: PREVIEW_WIDTH, height: 800 } });
    for (const def of DEFINITIONS) {
      if (wanted.length > 0 && !wanted.includes(def.id)) continue;
      const map = transglobalMapSchema.parse(JSON.parse(readFileSync(resolve(root, `assets/maps/transglobal/${def.id}.json`), 'utf8')));
      await page.setContent(`<!doctype html><html><body style="margin:0">${renderMapSvg(map)}</body></html>`);
      const out = resolve(root, `docs/maps/${def.id}.png`);
      mkdirSync(dirname(out), { recursive: true });
      await page.locator('svg').screenshot({ path: out });
      console.log(`wrote ${out}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
