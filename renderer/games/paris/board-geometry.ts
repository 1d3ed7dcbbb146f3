/**
 * Paris Connection's board in world units, built from the map with the board kit: the hex layout
 * fitted to the unit box, the hex tiles (colour by kind and value, height for relief), the land
 * plate, the checkered barriers, the locomotives (one solid piece per company on a hex, its
 * company's colour and shape; two share a rural hex side by side), the glow of legal hexes and
 * the Eiffel tower. Pure geometry: no React, no rules.
 */
import type { BufferGeometry } from 'three';
import { boardTransform, hexCorners, hexToWorld, symbolOutline, type BoardTransform, type HexLayout, type HexTile } from '../../board-kit';
import { rgb, TriangleSoup } from '../../board-kit/geometry/buffers';
import { pushFrame, pushPrism } from '../../board-kit/geometry/prisms';
import { pushSegmentRibbon } from '../../board-kit/geometry/ribbon';
import { triangulateRing, type Pt } from '../../board-kit/geometry/polygon';
import type { ParisMap } from '../../../shared-rules/maps/paris-map';
import { companyStyle, HEX_FILL } from './palette';

/** Heights of the board's layers, in hex sizes (so they scale with the board). */
const H = { land: 0.02, rural: 0.1, city: 0.22, start: 0.14, eiffel: 0.06, piece: 0.32, glow: 0.05 } as const;

/** The board's frame: transform (km → world) and hex layout. */
export type ParisFrame = { readonly transform: BoardTransform; readonly layout: HexLayout };

/** The frame of `map`: its hexes' extent (plus a hex around) fitted to the unit box. */
export function parisFrame(map: ParisMap): ParisFrame {
  const s = map.hexSizeKm;
  const xs = map.hexes.map((h) => h.x);
  const ys = map.hexes.map((h) => h.y);
  const transform = boardTransform({ bounds: { minX: Math.min(...xs) - s, minY: Math.min(...ys) - s, maxX: Math.max(...xs) + s, maxY: Math.max(...ys) + s }, spacingKm: Math.sqrt(3) * s });
  return { transform, layout: { orientation: 'pointy', size: s * transform.scale, origin: transform.toWorld(0, 0) } };
}

/** The top of hex `index`, world y. */
export function hexTop(map: ParisMap, layout: HexLayout, index: number): number {
  const kind = map.hexes[index]?.kind ?? 'rural';
  return layout.size * (kind === 'city' ? H.city : kind === 'start' ? H.start : kind === 'eiffel' ? H.eiffel : H.rural);
}

/** The tiles of every hex (relief: cities stand higher than the countryside). */
export function hexTiles(map: ParisMap, layout: HexLayout): HexTile[] {
  return map.hexes.map((h, i) => ({
    hex: { q: h.q, r: h.r },
    color: h.kind === 'city' ? (HEX_FILL.city[h.value] ?? HEX_FILL.rural) : h.kind === 'start' ? HEX_FILL.start : h.kind === 'eiffel' ? HEX_FILL.eiffel : HEX_FILL.rural,
    height: hexTop(map, layout, i),
  }));
}

/** The land (the map's outline) as a flat plate just above the sea. */
export function landGeometry(map: ParisMap, frame: ParisFrame): BufferGeometry {
  const soup = new TriangleSoup();
  const color = rgb('#e9e4cf');
  const y = frame.layout.size * H.land;
  for (const ring of map.land) {
    const pts: Pt[] = ring.map(([x, z]) => {
      const w = frame.transform.toWorld(x, z);
      return [w.x, w.z];
    });
    for (const [a, b, c] of triangulateRing(pts)) {
      const pa = pts[a];
      const pb = pts[b];
      const pc = pts[c];
      if (pa && pb && pc) soup.triangleUp([pa[0], y, pa[1]], [pb[0], y, pb[1]], [pc[0], y, pc[1]], color);
    }
  }
  return soup.build();
}

/** The checkered sides: red and white dashes along each impassable side, above the tiles. */
export function barrierGeometry(map: ParisMap, layout: HexLayout): BufferGeometry {
  const soup = new TriangleSoup();
  const red = rgb('#c0211a');
  const white = rgb('#ffffff');
  const y = layout.size * (H.city + 0.02);
  for (const { a, b } of map.barriers) {
    const ha = map.hexes[a];
    const hb = map.hexes[b];
    if (ha === undefined || hb === undefined) continue;
    // The shared side: the two corners of `a` nearest to `b`'s centre.
    const cb = hexToWorld(layout, hb);
    const corners = hexCorners(layout, ha)
      .map((p) => ({ p, d: Math.hypot(p.x - cb.x, p.z - cb.z) }))
      .sort((u, v) => u.d - v.d)
      .slice(0, 2)
      .map((c) => c.p);
    const [p, q] = corners;
    if (p === undefined || q === undefined) continue;
    const dashes = 6;
    for (let k = 0; k < dashes; k++) {
      const t0 = k / dashes;
      const t1 = (k + 1) / dashes;
      pushSegmentRibbon(soup, p.x + (q.x - p.x) * t0, p.z + (q.z - p.z) * t0, p.x + (q.x - p.x) * t1, p.z + (q.z - p.z) * t1, y, layout.size * 0.16, k % 2 === 0 ? red : white);
    }
  }
  return soup.build();
}

/** A locomotive's radius in hex sizes: alone on its hex, or one of two side by side. */
export const PIECE_RADIUS = { alone: 0.42, pair: 0.3 } as const;
/** How far a company symbol's outline reaches, in its radius (a triangle's or star's points reach past 1). */
const SYMBOL_REACH = 1.25;

/** How far a locomotive beside another sits from its hex centre, in hex sizes (world x). */
const PAIR_OFFSET = 0.33;

/**
 * The half-size of the screen box the locomotives on one hex cover (CSS px, about the hex
 * centre; `hexPx`: a hex size in px; `mask`: the hex's companies, bit c = company c), or
 * undefined on an empty hex: one piece, or two side by side, each as far as its symbol's points
 * reach. City names keep off these boxes (issue #14 §2: pieces are never hidden under names).
 */
export function pieceHalfSizePx(mask: number, hexPx: number): { readonly x: number; readonly y: number } | undefined {
  if (mask === 0) return undefined;
  const pair = (mask & (mask - 1)) !== 0;
  const reach = (pair ? PIECE_RADIUS.pair : PIECE_RADIUS.alone) * SYMBOL_REACH * hexPx;
  return { x: reach + (pair ? PAIR_OFFSET * hexPx : 0), y: reach };
}

/** The locomotives on the board: `occupied[h]` bitmasks (bit c = company c). */
export function locomotiveGeometry(map: ParisMap, layout: HexLayout, occupied: readonly number[]): BufferGeometry {
  const soup = new TriangleSoup();
  occupied.forEach((mask, index) => {
    if (mask === 0) return;
    const hex = map.hexes[index];
    if (hex === undefined) return;
    const c = hexToWorld(layout, hex);
    const companies = [0, 1, 2, 3, 4, 5].filter((k) => (mask & (1 << k)) !== 0);
    const base = hexTop(map, layout, index);
    companies.forEach((company, i) => {
      const style = companyStyle(company);
      const dx = companies.length === 1 ? 0 : (i === 0 ? -PAIR_OFFSET : PAIR_OFFSET) * layout.size;
      const radius = layout.size * (companies.length === 1 ? PIECE_RADIUS.alone : PIECE_RADIUS.pair);
      const outline = symbolOutline(style.symbol);
      const top = base + layout.size * H.piece;
      pushPrism(soup, outline, c.x + dx, c.z, radius, base, top, rgb(style.color), rgb(style.edge));
      // A dark rim on the top, so light pieces (white, yellow) stand out on light hexes from above.
      pushFrame(soup, outline, c.x + dx, c.z, radius * 0.8, radius, top, top + layout.size * 0.02, rgb(style.edge), rgb(style.edge));
    });
  });
  return soup.build();
}

/** Rings on the hexes a touch may build on (`strong`: the one just touched, pending). */
export function glowGeometry(map: ParisMap, layout: HexLayout, hexes: readonly number[], color: string, strong: number | null): BufferGeometry {
  const soup = new TriangleSoup();
  // A pointy-top hexagon of radius 1 (corners at ±30° from east), like the tiles.
  const outline: Pt[] = Array.from({ length: 6 }, (_, i) => [Math.cos(Math.PI / 6 + (i * Math.PI) / 3), Math.sin(Math.PI / 6 + (i * Math.PI) / 3)]);
  for (const index of hexes) {
    const hex = map.hexes[index];
    if (hex === undefined) continue;
    const c = hexToWorld(layout, hex);
    const top = hexTop(map, layout, index) + layout.size * H.glow;
    const inner = index === strong ? 0.55 : 0.72;
    pushFrame(soup, outline, c.x, c.z, layout.size * inner, layout.size * 0.9, top - layout.size * H.glow, top, rgb(color), rgb(color));
  }
  return soup.build();
}

/** The Eiffel tower on the Paris hex: four tapering square stages and a spire. */
export function eiffelGeometry(map: ParisMap, layout: HexLayout, eiffel: number): BufferGeometry {
  const soup = new TriangleSoup();
  const hex = map.hexes[eiffel];
  if (hex === undefined) return soup.build();
  const c = hexToWorld(layout, hex);
  const square = symbolOutline('square');
  const iron = rgb('#5b4a3a');
  const dark = rgb('#3a2f25');
  const s = layout.size;
  let y = hexTop(map, layout, eiffel);
  const stages: readonly (readonly [number, number])[] = [
    [0.62, 0.22],
    [0.42, 0.3],
    [0.26, 0.4],
    [0.14, 0.5],
    [0.05, 0.45],
  ];
  for (const [radius, height] of stages) {
    pushPrism(soup, square, c.x, c.z, s * radius, y, y + s * height, iron, dark);
    y += s * height;
  }
  return soup.build();
}
