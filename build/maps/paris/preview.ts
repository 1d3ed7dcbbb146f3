/**
 * Renders the committed Paris Connection map (`assets/maps/paris/france.json`) to
 * `docs/maps/paris-france.png` (1200 px wide) to look at before committing: land, hexes by kind
 * and value (beige 1, purple 2, red 3, blue 4 — the board's city colours), the Eiffel and start
 * hexes, checkered barriers, mountain lines and city names. SVG, screenshot by playwright-core in
 * the system Chromium. Run: `npx tsx build/maps/paris/preview.ts`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parisMapSchema, type ParisMap } from '../../../shared-rules/maps/paris-map';
import { CHROMIUM_PATH } from '../../chromium';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WIDTH = 1200;
const FILL: Readonly<Record<number, string>> = { 0: '#dfe8cf', 1: '#e8d3a6', 2: '#a887c8', 3: '#d0544a', 4: '#3d73c4' };
const SQRT3 = Math.sqrt(3);

/** The SVG of `map`, `WIDTH` px wide. */
export function renderParisSvg(map: ParisMap): string {
  const s = map.hexSizeKm;
  const xs = map.hexes.map((h) => h.x);
  const ys = map.hexes.map((h) => h.y);
  const minX = Math.min(...xs) - 2 * s;
  const minY = Math.min(...ys) - 2 * s;
  const w = Math.max(...xs) + 2 * s - minX;
  const h = Math.max(...ys) + 2 * s - minY;
  const corners = (x: number, y: number) =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 180) * (60 * k - 30);
      return `${(x + 0.97 * s * Math.cos(a)).toFixed(1)},${(y + 0.97 * s * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const land = map.land.map((ring) => `<polygon points="${ring.map(([x, y]) => `${x},${y}`).join(' ')}" fill="#f4f1e8" stroke="#9aa" stroke-width="1.5"/>`).join('');
  const hexes = map.hexes
    .map((hex) => {
      const fill = hex.kind === 'eiffel' ? '#333' : hex.kind === 'start' ? '#bbb' : (FILL[hex.value] ?? '#fff');
      return `<polygon points="${corners(hex.x, hex.y)}" fill="${fill}" fill-opacity="0.85" stroke="#fff" stroke-width="1"/>`;
    })
    .join('');
  const barriers = map.barriers
    .map(({ a, b }) => {
      const ha = map.hexes[a];
      const hb = map.hexes[b];
      if (ha === undefined || hb === undefined) return '';
      // The shared side: perpendicular to the centre line, through its midpoint, one side long.
      const mx = (ha.x + hb.x) / 2;
      const my = (ha.y + hb.y) / 2;
      const dx = (hb.x - ha.x) / (SQRT3 * s);
      const dy = (hb.y - ha.y) / (SQRT3 * s);
      const half = s / 2;
      const line = `x1="${mx - dy * half}" y1="${my + dx * half}" x2="${mx + dy * half}" y2="${my - dx * half}"`;
      return `<line ${line} stroke="#c00" stroke-width="7"/><line ${line} stroke="#fff" stroke-width="7" stroke-dasharray="6 6"/>`;
    })
    .join('');
  const mountains = map.mountains.map((m) => `<polyline points="${m.line.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#7a5a3a" stroke-width="2" stroke-dasharray="3 4"/>`).join('');
  const labels = map.hexes
    .filter((hex) => hex.city !== undefined)
    .map((hex) => `<text x="${hex.x}" y="${hex.y + 5}" text-anchor="middle" font-family="Noto Sans, sans-serif" font-size="13" font-weight="600" fill="#111">${hex.city?.name ?? ''} ${hex.value}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${Math.round((WIDTH * h) / w)}" viewBox="${minX} ${minY} ${w} ${h}"><rect x="${minX}" y="${minY}" width="${w}" height="${h}" fill="#bcd6e8"/>${land}${hexes}${mountains}${barriers}${labels}</svg>`;
}

async function main(): Promise<void> {
  const map = parisMapSchema.parse(JSON.parse(readFileSync(resolve(ROOT, 'assets/maps/paris/france.json'), 'utf8')));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
    await page.setContent(`<!doctype html><html><body style="margin:0">${renderParisSvg(map)}</body></html>`);
    const out = resolve(ROOT, 'docs/maps/paris-france.png');
    mkdirSync(dirname(out), { recursive: true });
    await page.locator('svg').screenshot({ path: out });
    console.log(`wrote ${out}`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
