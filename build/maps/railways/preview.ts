/**
 * Renders each committed Railways of the World map (`assets/maps/railways/*.json`) to
 * `docs/maps/railways-<id>.png` (1600 px wide) to look at before committing: SVG from `svg.ts`,
 * screenshot by playwright-core in the system Chromium (`build/chromium.ts`).
 * Run: `npx tsx build/maps/railways/preview.ts [id…]`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';
import { railwaysMapSchema } from '../../../shared-rules/maps/railways-map';
import { CHROMIUM_PATH } from '../../chromium';
import { RAILWAYS_DEFINITIONS } from './definitions';
import { railwaysMapPath, railwaysPreviewPath } from './files';
import { RAILWAYS_PREVIEW_WIDTH, renderRailwaysSvg } from './svg';

/** Chromium flags for a quiet headless run. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: RAILWAYS_PREVIEW_WIDTH, height: 800 } });
    for (const def of RAILWAYS_DEFINITIONS) {
      if (wanted.length > 0 && !wanted.includes(def.id)) continue;
      const map = railwaysMapSchema.parse(JSON.parse(readFileSync(railwaysMapPath(def.id), 'utf8')));
      await page.setContent(`<!doctype html><html><body style="margin:0">${renderRailwaysSvg(map)}</body></html>`);
      const out = railwaysPreviewPath(def.id);
      mkdirSync(dirname(out), { recursive: true });
      await page.locator('svg').screenshot({ path: out });
      console.log(`wrote ${out}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
