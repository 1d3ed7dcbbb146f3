/**
 * Renders each committed Resourceful map JSON (`assets/maps/resourceful/*.json`) to
 * `docs/maps/resourceful-<id>.png` (1600 px wide): SVG from `svg.ts`, screenshot by
 * playwright-core in the system Chromium (`build/chromium.ts`).
 * Run: `npx tsx build/maps/resourceful/preview.ts [id…]`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';
import { resourcefulMapSchema } from '../../../shared-rules/maps/resourceful-map';
import { CHROMIUM_PATH } from '../../chromium';
import { PREVIEW_WIDTH } from '../svg';
import { RESOURCEFUL_DEFINITIONS } from './definitions';
import { resourcefulMapPath, resourcefulPreviewPath } from './files';
import { renderResourcefulSvg } from './svg';

/** Chromium flags for a quiet headless run. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: PREVIEW_WIDTH, height: 800 } });
    for (const def of RESOURCEFUL_DEFINITIONS) {
      if (wanted.length > 0 && !wanted.includes(def.geo.id)) continue;
      const map = resourcefulMapSchema.parse(JSON.parse(readFileSync(resourcefulMapPath(def.geo.id), 'utf8')));
      await page.setContent(`<!doctype html><html><body style="margin:0">${renderResourcefulSvg(map)}</body></html>`);
      const out = resourcefulPreviewPath(def.geo.id);
      mkdirSync(dirname(out), { recursive: true });
      await page.locator('svg').screenshot({ path: out });
      console.log(`wrote ${out}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
