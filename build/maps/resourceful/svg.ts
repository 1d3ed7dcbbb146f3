/**
 * Renders a Resourceful Rails map JSON to an SVG preview (for humans checking a map, not the
 * game board): sea, land, mountain outlines, lakes, named rivers, track edges (lake and inlet
 * crossings dashed), mileposts coloured by terrain, ferries, cities by size (a major city as
 * the hexagon of its seven mileposts) with names, and a legend strip below the map.
 */
import type { MapCity, ResourcefulMap, Terrain } from '../../../shared-rules/maps/resourceful-map';
import { esc, pathData, placeLabels, PREVIEW_WIDTH } from '../svg';

const LEGEND_HEIGHT = 100;
const FONT = 15;

/** Milepost colours by terrain. */
export const TERRAIN_COLOUR: Readonly<Record<Terrain, string>> = { clear: '#4d4d4d', mountain: '#a0522d', alpine: '#6a3d9a' };
const SIZE_COLOUR = { major: '#c0392b', medium: '#e67e22', small: '#f1c40f' } as const;

/** The SVG preview of `map`, `PREVIEW_WIDTH` px wide plus a legend strip. */
export function renderResourcefulSvg(map: ResourcefulMap): string {
  const k = PREVIEW_WIDTH / (map.bounds.maxX - map.bounds.minX);
  const mapH = Math.round((map.bounds.maxY - map.bounds.minY) * k);
  const H = mapH + LEGEND_HEIGHT;
  const s = map.spacingKm * k;
  const dot = Math.max(1.6, Math.min(3.2, s / 12));
  const at = (id: number): [number, number] => {
    const m = map.mileposts[id];
    return m ? [m.x * k, m.y * k] : [0, 0];
  };
  const f = (v: number): string => v.toFixed(1);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${H}" viewBox="0 0 ${PREVIEW_WIDTH} ${H}" font-family="DejaVu Sans, sans-serif">`);
  parts.push(`<rect width="${PREVIEW_WIDTH}" height="${mapH}" fill="#bcd8ee"/>`);
  const land = pathData(map.layers.land, k, true);
  parts.push(`<defs><clipPath id="land"><path d="${land}" clip-rule="evenodd"/></clipPath></defs>`);
  parts.push(`<path d="${land}" fill="#f3ead3" stroke="#8a8470" stroke-width="0.8" fill-rule="evenodd"/>`);
  parts.push(`<g clip-path="url(#land)">`);
  for (const ring of map.layers.mountains) parts.push(`<path d="${pathData([ring], k, true)}" fill="#c9a979" fill-opacity="0.35" stroke="#8b6a3e" stroke-width="0.8"/>`);
  parts.push('</g>');
  parts.push(`<path d="${pathData(map.layers.lakes, k, true)}" fill="#bcd8ee" stroke="#6d8fb0" stroke-width="0.8"/>`);
  parts.push(`<path d="${pathData(map.layers.rivers.map((r) => r.path), k, false)}" fill="none" stroke="#2f74c7" stroke-width="2"/>`);
  for (const e of map.edges) {
    const [x1, y1] = at(e.a);
    const [x2, y2] = at(e.b);
    const line = `x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`;
    if (e.crossing === 'none') parts.push(`<line ${line} stroke="${e.river === null ? '#9a9a9a' : '#5b8fd6'}" stroke-width="${e.river === null ? 0.7 : 1.4}"/>`);
    else parts.push(`<line ${line} stroke="#1b6fa8" stroke-width="1.6" stroke-dasharray="3 2"/>`);
  }
  for (const fy of map.ferries) {
    const [x1, y1] = at(fy.a);
    const [x2, y2] = at(fy.b);
    parts.push(`<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#0fa3a3" stroke-width="3" stroke-dasharray="7 4"/>`);
  }
  for (const c of map.cities) {
    if (c.size !== 'major') continue;
    const [cx, cy] = at(c.mileposts[0] ?? 0);
    const r = s * 1.45;
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = Math.PI / 6 + (i * Math.PI) / 3;
      return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
    }).join(' ');
    parts.push(`<polygon points="${pts}" fill="${SIZE_COLOUR.major}" fill-opacity="0.28" stroke="${SIZE_COLOUR.major}" stroke-width="2.5"/>`);
  }
  for (const m of map.mileposts) parts.push(`<circle cx="${f(m.x * k)}" cy="${f(m.y * k)}" r="${f(m.terrain === 'clear' ? dot : dot * 1.25)}" fill="${TERRAIN_COLOUR[m.terrain]}"/>`);
  const placed: { city: MapCity; x: number; y: number }[] = [];
  for (const c of map.cities) {
    const [x, y] = at(c.mileposts[0] ?? 0);
    if (c.size === 'major') {
      for (const id of c.mileposts) {
        const [mx, my] = at(id);
        parts.push(`<circle cx="${f(mx)}" cy="${f(my)}" r="${f(dot * 1.6)}" fill="${SIZE_COLOUR.major}" stroke="#fff" stroke-width="1"/>`);
      }
    } else {
      const r = c.size === 'medium' ? 7 : 5;
      parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${SIZE_COLOUR[c.size]}" stroke="#222" stroke-width="1.5"/>`);
      placed.push({ city: c, x, y });
    }
  }
  for (const c of map.cities) {
    if (c.size !== 'major') continue;
    const [x, y] = at(c.mileposts[0] ?? 0);
    parts.push(`<text x="${f(x)}" y="${f(y - s * 0.35)}" text-anchor="middle" font-size="${FONT + 3}" font-weight="bold" fill="#7b1d12" stroke="#ffffff" stroke-width="4" paint-order="stroke">${esc(c.name)}</text>`);
  }
  for (const label of placeLabels(placed, 8)) {
    parts.push(`<text x="${f(label.x)}" y="${f(label.y)}" text-anchor="${label.anchor}" font-size="${FONT - 1}" font-weight="bold" fill="#111" stroke="#ffffff" stroke-width="3.5" paint-order="stroke">${esc(label.text)}</text>`);
  }
  const terrain = { clear: 0, mountain: 0, alpine: 0 };
  for (const m of map.mileposts) terrain[m.terrain]++;
  const riverEdges = map.edges.filter((e) => e.river !== null).length;
  const water = map.edges.filter((e) => e.crossing !== 'none').length;
  parts.push(`<rect y="${mapH}" width="${PREVIEW_WIDTH}" height="${LEGEND_HEIGHT}" fill="#ffffff"/>`);
  parts.push(`<text x="14" y="${mapH + 26}" font-size="17" font-weight="bold">${esc(map.name)} — ${map.mileposts.length} mileposts, ${map.edges.length} edges, spacing ${map.spacingKm} km, ${map.rivers.length} rivers, ${map.ferries.length} ferries, ${map.goods.length} goods</text>`);
  const ly = mapH + 58;
  let lx = 14;
  for (const t of ['clear', 'mountain', 'alpine'] as const) {
    parts.push(`<circle cx="${lx + 6}" cy="${ly - 5}" r="5" fill="${TERRAIN_COLOUR[t]}"/><text x="${lx + 16}" y="${ly}" font-size="14">${t} (${terrain[t]})</text>`);
    lx += 150;
  }
  parts.push(`<line x1="${lx}" y1="${ly - 5}" x2="${lx + 30}" y2="${ly - 5}" stroke="#5b8fd6" stroke-width="1.6"/><text x="${lx + 36}" y="${ly}" font-size="14">bridges a river (${riverEdges})</text>`);
  lx += 230;
  parts.push(`<line x1="${lx}" y1="${ly - 5}" x2="${lx + 30}" y2="${ly - 5}" stroke="#1b6fa8" stroke-width="1.6" stroke-dasharray="3 2"/><text x="${lx + 36}" y="${ly}" font-size="14">lake / inlet (${water})</text>`);
  lx += 200;
  parts.push(`<line x1="${lx}" y1="${ly - 5}" x2="${lx + 30}" y2="${ly - 5}" stroke="#0fa3a3" stroke-width="3" stroke-dasharray="7 4"/><text x="${lx + 36}" y="${ly}" font-size="14">ferry</text>`);
  const ly2 = mapH + 86;
  lx = 14;
  for (const size of ['major', 'medium', 'small'] as const) {
    const n = map.cities.filter((c) => c.size === size).length;
    parts.push(`<circle cx="${lx + 6}" cy="${ly2 - 5}" r="6" fill="${SIZE_COLOUR[size]}" stroke="#222" stroke-width="1.2"/><text x="${lx + 18}" y="${ly2}" font-size="14">${size} city (${n})</text>`);
    lx += 170;
  }
  parts.push(`<text x="${lx}" y="${ly2}" font-size="14">majors to win: ${map.majorsToWin} of ${map.cities.filter((c) => c.size === 'major').length}</text>`);
  parts.push('</svg>');
  return parts.join('\n');
}
