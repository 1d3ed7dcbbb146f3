/**
 * Renders a Transglobal Rail map JSON to an SVG preview (for humans checking a map, not the
 * game board): sea, land, lakes, rivers, mountains, no-grid areas, links ($2 drawn double,
 * coloured by reason), intersections, cities by region colour and symbol with dashed cities
 * ringed, labels placed to avoid each other, and a legend strip below the map.
 */
import type { MapCity, MapRegion, TransglobalMap } from '../../shared-rules/maps/transglobal-map';

/** Width of the rendered picture, px. */
export const PREVIEW_WIDTH = 1600;

const LEGEND_HEIGHT = 96;
const FONT = 15;

type Box = { x0: number; y0: number; x1: number; y1: number };

function overlapArea(a: Box, b: Box): number {
  return Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
}

/** `s` escaped for SVG text. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** SVG path data of `paths` (km) scaled by `k` px/km, each closed when `close`. */
export function pathData(paths: readonly (readonly (readonly [number, number])[])[], k: number, close: boolean): string {
  return paths
    .map((p) => p.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${(x * k).toFixed(1)} ${(y * k).toFixed(1)}`).join('') + (close ? 'Z' : ''))
    .join('');
}

/** SVG markup of a region symbol centred at (x, y) with radius `r` px. */
export function symbolSvg(symbol: MapRegion['symbol'], x: number, y: number, r: number, fill: string): string {
  const pts = (n: number, rot: number, rr: (i: number) => number): string =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / n;
      return `${(x + rr(i) * Math.cos(a)).toFixed(1)},${(y + rr(i) * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const style = `fill="${fill}" stroke="#ffffff" stroke-width="2"`;
  switch (symbol) {
    case 'circle':
      return `<circle cx="${x}" cy="${y}" r="${r}" ${style}/>`;
    case 'square':
      return `<rect x="${x - r * 0.85}" y="${y - r * 0.85}" width="${r * 1.7}" height="${r * 1.7}" ${style}/>`;
    case 'triangle':
      return `<polygon points="${pts(3, -Math.PI / 2, () => r * 1.2)}" ${style}/>`;
    case 'diamond':
      return `<polygon points="${pts(4, -Math.PI / 2, () => r * 1.15)}" ${style}/>`;
    case 'star':
      return `<polygon points="${pts(10, -Math.PI / 2, (i) => (i % 2 === 0 ? r * 1.3 : r * 0.6))}" ${style}/>`;
    case 'hexagon':
      return `<polygon points="${pts(6, 0, () => r * 1.05)}" ${style}/>`;
  }
}

const REASON_STYLE = {
  river: { color: '#1f5fbf', label: '$2 river crossing' },
  mountain: { color: '#7a4a12', label: '$2 mountains' },
  strait: { color: '#0fa3a3', label: '$2 strait' },
} as const;

/**
 * Picks a label position per city (px): the first of 8 around it free of labels and symbols,
 * else the least covered. `symbolRadius` (px, default 11) is the room kept free around each city.
 */
export function placeLabels(cities: readonly { city: Pick<MapCity, 'name'>; x: number; y: number }[], symbolRadius = 11): { text: string; x: number; y: number; anchor: string }[] {
  const taken: Box[] = cities.map(({ x, y }) => ({ x0: x - symbolRadius, y0: y - symbolRadius, x1: x + symbolRadius, y1: y + symbolRadius }));
  const out: { text: string; x: number; y: number; anchor: string }[] = [];
  for (const { city, x, y } of cities) {
    const w = city.name.length * FONT * 0.66;
    const h = FONT;
    const candidates: [number, number, string][] = [
      [x + 13, y + 5, 'start'], [x - 13, y + 5, 'end'], [x, y - 15, 'middle'], [x, y + 25, 'middle'],
      [x + 10, y - 10, 'start'], [x - 10, y - 10, 'end'], [x + 10, y + 20, 'start'], [x - 10, y + 20, 'end'],
    ];
    let chosen: [number, number, string] | undefined;
    let chosenBox: Box | undefined;
    let least = Infinity;
    for (const c of candidates) {
      const x0 = c[2] === 'start' ? c[0] : c[2] === 'end' ? c[0] - w : c[0] - w / 2;
      const box = { x0: x0 - 3, y0: c[1] - h - 1, x1: x0 + w + 3, y1: c[1] + 5 };
      const overlap = taken.reduce((sum, t) => sum + overlapArea(t, box), 0);
      if (overlap < least) {
        least = overlap;
        chosen = c;
        chosenBox = box;
      }
      if (overlap === 0) break;
    }
    if (chosenBox) taken.push(chosenBox);
    if (chosen) out.push({ text: city.name, x: chosen[0], y: chosen[1], anchor: chosen[2] });
  }
  return out;
}

/** The SVG preview of `map`, `PREVIEW_WIDTH` px wide plus a legend strip. */
export function renderMapSvg(map: TransglobalMap): string {
  const k = PREVIEW_WIDTH / (map.bounds.maxX - map.bounds.minX);
  const mapH = Math.round((map.bounds.maxY - map.bounds.minY) * k);
  const H = mapH + LEGEND_HEIGHT;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${H}" viewBox="0 0 ${PREVIEW_WIDTH} ${H}" font-family="DejaVu Sans, sans-serif">`);
  parts.push(`<rect width="${PREVIEW_WIDTH}" height="${mapH}" fill="#bcd8ee"/>`);
  parts.push(`<path d="${pathData(map.layers.land, k, true)}" fill="#f3ead3" stroke="#8a8470" stroke-width="0.8" fill-rule="evenodd"/>`);
  parts.push(`<path d="${pathData(map.layers.mountains, k, true)}" fill="#c9a979" fill-opacity="0.55" stroke="#8b6a3e" stroke-width="1"/>`);
  parts.push(`<path d="${pathData(map.noGrid, k, true)}" fill="#bdb8ad" stroke="#6f6a60" stroke-width="1.2" stroke-dasharray="6 4"/>`);
  parts.push(`<path d="${pathData(map.layers.lakes, k, true)}" fill="#bcd8ee" stroke="#6d8fb0" stroke-width="0.8"/>`);
  parts.push(`<path d="${pathData(map.layers.rivers, k, false)}" fill="none" stroke="#4a86d0" stroke-width="1.6"/>`);
  const at = (id: number): [number, number] => {
    const n = map.intersections[id];
    return n ? [n.x * k, n.y * k] : [0, 0];
  };
  for (const l of map.links) {
    const [x1, y1] = at(l.a);
    const [x2, y2] = at(l.b);
    const line = `x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"`;
    if (l.reason === 'plain') {
      parts.push(`<line ${line} stroke="#3b3b3b" stroke-width="1.1"/>`);
    } else {
      const c = REASON_STYLE[l.reason].color;
      parts.push(`<line ${line} stroke="${c}" stroke-width="5.5"/><line ${line} stroke="#f7f3e8" stroke-width="2"/>`);
    }
  }
  for (const n of map.intersections) parts.push(`<circle cx="${(n.x * k).toFixed(1)}" cy="${(n.y * k).toFixed(1)}" r="2" fill="#222"/>`);
  const placed = map.cities.map((city) => {
    const [x, y] = at(city.intersection);
    return { city, x, y };
  });
  for (const { city, x, y } of placed) {
    const region = map.regions.find((r) => r.id === city.region);
    if (!region) continue;
    if (city.dashed) parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="15" fill="none" stroke="#111" stroke-width="2" stroke-dasharray="4 3"/>`);
    parts.push(symbolSvg(region.symbol, Number(x.toFixed(1)), Number(y.toFixed(1)), 9, region.color));
  }
  for (const label of placeLabels(placed)) {
    parts.push(`<text x="${label.x.toFixed(1)}" y="${label.y.toFixed(1)}" text-anchor="${label.anchor}" font-size="${FONT}" font-weight="bold" fill="#111" stroke="#ffffff" stroke-width="3.5" paint-order="stroke">${esc(label.text)}</text>`);
  }
  const counts = { plain: 0, river: 0, mountain: 0, strait: 0 };
  for (const l of map.links) counts[l.reason]++;
  const ly = mapH + 24;
  parts.push(`<rect y="${mapH}" width="${PREVIEW_WIDTH}" height="${LEGEND_HEIGHT}" fill="#ffffff"/>`);
  parts.push(`<text x="14" y="${ly}" font-size="17" font-weight="bold">${esc(map.name)} — ${map.intersections.length} intersections, ${map.links.length} links, spacing ${map.spacingKm} km</text>`);
  let lx = 14;
  const ly2 = mapH + 54;
  parts.push(`<line x1="${lx}" y1="${ly2 - 5}" x2="${lx + 30}" y2="${ly2 - 5}" stroke="#3b3b3b" stroke-width="1.1"/><text x="${lx + 36}" y="${ly2}" font-size="14">$1 link (${counts.plain})</text>`);
  lx += 150;
  for (const reason of ['river', 'mountain', 'strait'] as const) {
    const c = REASON_STYLE[reason].color;
    parts.push(`<line x1="${lx}" y1="${ly2 - 5}" x2="${lx + 30}" y2="${ly2 - 5}" stroke="${c}" stroke-width="5.5"/><line x1="${lx}" y1="${ly2 - 5}" x2="${lx + 30}" y2="${ly2 - 5}" stroke="#f7f3e8" stroke-width="2"/>`);
    parts.push(`<text x="${lx + 36}" y="${ly2}" font-size="14">${REASON_STYLE[reason].label} (${counts[reason]})</text>`);
    lx += 230;
  }
  lx = 14;
  const ly3 = mapH + 82;
  for (const region of map.regions) {
    parts.push(symbolSvg(region.symbol, lx + 8, ly3 - 5, 7, region.color));
    parts.push(`<text x="${lx + 20}" y="${ly3}" font-size="14">${esc(region.name)}</text>`);
    lx += 40 + region.name.length * 8;
  }
  parts.push(`<circle cx="${PREVIEW_WIDTH - 140}" cy="${ly - 6}" r="10" fill="none" stroke="#111" stroke-width="2" stroke-dasharray="4 3"/><text x="${PREVIEW_WIDTH - 124}" y="${ly}" font-size="14">dashed city</text>`);
  parts.push('</svg>');
  return parts.join('\n');
}
