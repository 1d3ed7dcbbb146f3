/**
 * Makes each table game's lobby picture (`assets/pictures/<game id>.png`, 240 px wide) from its
 * map preview in `docs/maps/` (made by the map builders' preview scripts), scaled down in the
 * system Chromium. Run: `npx tsx build/pictures.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium';

const ROOT = resolve(import.meta.dirname, '..');
/** Game id → its preview (a map of the game's board). */
const SOURCES: Readonly<Record<string, string>> = { transglobal: 'docs/maps/usa.png', paris: 'docs/maps/paris-france.png', trick: 'docs/screenshots/trick-cards.png', resourceful: 'docs/maps/resourceful-pacific-northwest.png', railways: 'docs/maps/railways-eastern-us.png' };
const WIDTH = 240;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 400 } });
  mkdirSync(resolve(ROOT, 'assets/pictures'), { recursive: true });
  for (const [id, source] of Object.entries(SOURCES)) {
    const data = readFileSync(resolve(ROOT, source)).toString('base64');
    await page.setContent(`<!doctype html><body style="margin:0"><img id="p" style="display:block;width:${WIDTH}px" src="data:image/png;base64,${data}"></body>`);
    await page.locator('#p').screenshot({ path: resolve(ROOT, `assets/pictures/${id}.png`) });
    console.log(`assets/pictures/${id}.png`);
  }
} finally {
  await browser.close();
}
