/**
 * Renders a Railways of the World map JSON to an SVG preview (for humans checking a map, not the
 * game board): sea, land and lakes, hexes by terrain (plains, water, mountain), mountain outlines,
 * named rivers, ridges as thick dark-red hex sides, cities filled with their colour (grey ones
 * grey) showing their printed cubes, names placed to avoid each other, and a legend strip.
 */
import type { CityColor, RailwaysMap, Terrain } from '../../../shared-rules/maps/railways-map';
import { esc, pathData } from '../svg';

/** Width of the rendered picture, px. */
export const RAILWAYS_PREVIEW_WIDTH = 1600;

const LEGEND_HEIGHT = 70;
const FONT = 13;

/** Hex fill by terrain. */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = { plains: '#e6dfb8', water: '#8fbde3', mountain: '#b08a5e' };
/** City fill by colour. */
export const CITY_FILL: Readonly<Record<CityColor, string>> = { red: '#d7372b', yellow: '#f3c623', blue: '#2b68cf', purple: '#8b45b8', black: '#222222', grey: '#a3a3a3' };
const CITY_TEXT: Readonly<Record<CityColor, string>> = { red: '#fff', yellow: '#222', blue: '#fff', purple: '#fff', black: '#fff', grey: '#222' };

type Box = { x0: number; y0: number; x1: number; y1: number };

const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/** The SVG preview of `map`, {@link RAILWAYS_PREVIEW_WIDTH} px wide plus a legend strip. */
export function renderRailwaysSvg(map: RailwaysMap): string {
  const s = map.hexSizeKm;
  const xs = map.hexes.map((h) => h.x);
  const ys = map.hexes.map((h) => h.y);
  const minX = Math.min(...xs) - 1.5 * s;
  const minY = Math.min(...ys) - 1.5 * s;
  const k = RAILWAYS_PREVIEW_WIDTH / (Math.max(...xs) + 1.5 * s - minX);
  const mapH = Math.round((Math.max(...ys) + 1.5 * s - minY) * k);
  const H = mapH + LEGEND_HEIGHT;
  const f = (v: number): string => v.toFixed(1);
  const X = (x: number): number => (x - minX) * k;
  const Y = (y: number): number => (y - minY) * k;
  const shift = (paths: readonly (readonly (readonly [number, number])[])[]) => paths.map((p) => p.map(([x, y]) => [x - minX, y - minY] as const));
  const corners = (x: number, y: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 180) * (60 * i - 30);
      return `${f(X(x) + r * Math.cos(a))},${f(Y(y) + r * Math.sin(a))}`;
    }).join(' ');
  const R = s * k;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${RAILWAYS_PREVIEW_WIDTH}" height="${H}" viewBox="0 0 ${RAILWAYS_PREVIEW_WIDTH} ${H}" font-family="DejaVu Sans, sans-serif">`);
  parts.push(`<rect width="${RAILWAYS_PREVIEW_WIDTH}" height="${mapH}" fill="#bcd8ee"/>`);
  parts.push(`<path d="${pathData(shift(map.land), k, true)}" fill="#f4efdf" stroke="#8a8470" stroke-width="0.8" fill-rule="evenodd"/>`);
  parts.push(`<path d="${pathData(shift(map.lakes), k, true)}" fill="#bcd8ee" stroke="#6d8fb0" stroke-width="0.8"/>`);
  for (const hex of map.hexes) parts.push(`<polygon points="${corners(hex.x, hex.y, R)}" fill="${TERRAIN_FILL[hex.terrain]}" fill-opacity="0.88" stroke="#ffffff" stroke-width="0.8"/>`);
  for (const m of map.mountains) parts.push(`<path d="${pathData(shift([m.ring]), k, true)}" fill="none" stroke="#6e4b25" stroke-width="1.2" stroke-dasharray="4 3"/>`);
  parts.push(`<path d="${pathData(shift(map.rivers.map((r) => r.line)), k, false)}" fill="none" stroke="#1d5fb4" stroke-width="1.8" stroke-opacity="0.85"/>`);
  for (const { a, b } of map.ridges) {
    const ha = map.hexes[a];
    const hb = map.hexes[b];
    if (ha === undefined || hb === undefined) continue;
    // The shared side: through the midpoint, perpendicular to the centre line, one side long.
    const mx = X((ha.x + hb.x) / 2);
    const my = Y((ha.y + hb.y) / 2);
    const len = Math.hypot(hb.x - ha.x, hb.y - ha.y);
    const dx = (hb.x - ha.x) / len;
    const dy = (hb.y - ha.y) / len;
    const half = R / 2;
    parts.push(`<line x1="${f(mx - dy * half)}" y1="${f(my + dx * half)}" x2="${f(mx + dy * half)}" y2="${f(my - dx * half)}" stroke="#7a0d0d" stroke-width="5" stroke-linecap="round"/>`);
  }
  const cities = map.hexes.flatMap((h) => (h.city === undefined ? [] : [{ hex: h, city: h.city }]));
  const taken: Box[] = cities.map(({ hex }) => ({ x0: X(hex.x) - R * 0.62, y0: Y(hex.y) - R * 0.62, x1: X(hex.x) + R * 0.62, y1: Y(hex.y) + R * 0.62 }));
  for (const { hex, city } of cities) {
    parts.push(`<polygon points="${corners(hex.x, hex.y, R * 0.92)}" fill="${CITY_FILL[city.color]}" stroke="#ffffff" stroke-width="2"/>`);
    parts.push(`<text x="${f(X(hex.x))}" y="${f(Y(hex.y) + 6)}" text-anchor="middle" font-size="17" font-weight="bold" fill="${CITY_TEXT[city.color]}">${city.cubes}</text>`);
  }
  for (const { hex, city } of cities) {
    const x = X(hex.x);
    const y = Y(hex.y);
    const w = city.name.length * FONT * 0.64;
    const candidates: [number, number, 'start' | 'middle' | 'end'][] = [
      [x, y + R + FONT, 'middle'], [x, y - R - 3, 'middle'], [x + R * 0.95, y + 5, 'start'], [x - R * 0.95, y + 5, 'end'],
      [x + R * 0.7, y + R + 4, 'start'], [x - R * 0.7, y + R + 4, 'end'], [x + R * 0.7, y - R + 2, 'start'], [x - R * 0.7, y - R + 2, 'end'],
    ];
    let best: { c: (typeof candidates)[number]; box: Box } | undefined;
    let least = Infinity;
    for (const c of candidates) {
      const x0 = c[2] === 'start' ? c[0] : c[2] === 'end' ? c[0] - w : c[0] - w / 2;
      const box = { x0: x0 - 2, y0: c[1] - FONT, x1: x0 + w + 2, y1: c[1] + 4 };
      const outside = box.x0 < 0 || box.y0 < 0 || box.x1 > RAILWAYS_PREVIEW_WIDTH || box.y1 > mapH ? 1e6 : 0;
      const covered = outside + taken.reduce((sum, t) => sum + overlap(t, box), 0);
      if (covered < least) {
        least = covered;
        best = { c, box };
      }
      if (covered === 0) break;
    }
    if (best === undefined) continue;
    taken.push(best.box);
    parts.push(
      `<text x="${f(best.c[0])}" y="${f(best.c[1])}" text-anchor="${best.c[2]}" font-size="${FONT}" font-weight="bold" fill="#1a1a1a" stroke="#ffffff" stroke-width="3.5" paint-order="stroke">${esc(city.name)}</text>`,
    );
  }
  // Legend strip.
  const ly = mapH + 14;
  parts.push(`<rect y="${mapH}" width="${RAILWAYS_PREVIEW_WIDTH}" height="${LEGEND_HEIGHT}" fill="#ffffff"/>`);
  let lx = 16;
  const swatch = (fill: string, label: string): void => {
    parts.push(`<polygon points="${Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 180) * (60 * i - 30);
      return `${f(lx + 10 + 11 * Math.cos(a))},${f(ly + 10 + 11 * Math.sin(a))}`;
    }).join(' ')}" fill="${fill}" stroke="#555" stroke-width="0.8"/>`);
    parts.push(`<text x="${lx + 26}" y="${ly + 15}" font-size="${FONT}" fill="#222">${esc(label)}</text>`);
    lx += 34 + label.length * FONT * 0.6;
  };
  for (const t of ['plains', 'water', 'mountain'] as const) swatch(TERRAIN_FILL[t], `${t} ${map.hexes.filter((h) => h.terrain === t).length}`);
  for (const c of ['red', 'yellow', 'blue', 'purple', 'black', 'grey'] as const) swatch(CITY_FILL[c], `${c} ${cities.filter((x) => x.city.color === c).length}`);
  parts.push(`<line x1="${lx}" y1="${ly + 10}" x2="${lx + 24}" y2="${ly + 10}" stroke="#7a0d0d" stroke-width="5" stroke-linecap="round"/>`);
  parts.push(`<text x="${lx + 32}" y="${ly + 15}" font-size="${FONT}" fill="#222">ridge ${map.ridges.length}</text>`);
  const cubes = cities.reduce((sum, c) => sum + c.city.cubes, 0);
  parts.push(
    `<text x="16" y="${ly + 44}" font-size="${FONT - 1}" fill="#444">${esc(`${map.name}: ${map.hexes.length} hexes of ${s} km, ${cities.length} cities, ${cubes} printed cubes (number on each city). ${map.credits}`)}</text>`,
  );
  parts.push('</svg>');
  return parts.join('');
}
