/**
 * Railways of the World's board in world units, built from the map with the board kit: the hex
 * layout fitted to the unit box; the terrain tiles (plains, water low, mountains in relief with a
 * peak); the land and lakes below them, rivers; ridges as raised dark bars along hex sides; the
 * cities as discs in their colour (grey ones grey) with a dark rim, Empty City markers; goods
 * cubes as little cubes on their city (and their letters on top, the colour-blind aid); track
 * tiles in their owner's colour — each tile a curve across its hex from side midpoint to side
 * midpoint, a link marked with its owner's symbol, open track dashed (drawn translucent); and
 * the highlights (rings on hexes, the links of a delivery, the build aid under the tiles laid in
 * the build in progress). Track and goods colours and edges come from the display style chosen
 * (`./display.ts` looks; Standard when none is given). Pure geometry: no React, no rules.
 */
import type { BufferGeometry } from 'three';
import { boardTransform, hexToWorld, symbolOutline, type BoardSymbol, type BoardTransform, type HexLayout, type HexTile, type WorldPoint } from '../../board-kit';
import { rgb, TriangleSoup, type Rgb } from '../../board-kit/geometry/buffers';
import { triangulateRing, type Pt } from '../../board-kit/geometry/polygon';
import { pushContactShadow, pushFrame, pushPrism } from '../../board-kit/geometry/prisms';
import { pushPolylineRibbon } from '../../board-kit/geometry/ribbon';
import type { RailwaysBoard, RailwaysMap } from '../../../shared-rules/maps/railways-map';
import { goodsLook, trackLook, type GoodsLook, type TrackLook } from './display';
import { RW_COLORS } from './palette';

/** Heights of the board's layers and sizes of its pieces, in hex circumradii (so they scale with the board). */
export const H = {
  land: 0.01,
  lake: 0.015,
  plains: 0.06,
  water: 0.035,
  mountain: 0.12,
  peak: 0.36,
  river: 0.07,
  aid: 0.41,
  aidCore: 0.415,
  ridge: 0.42,
  glow: 0.43,
  trackOutline: 0.44,
  track: 0.45,
  symbol: 0.54,
  ring: 0.5,
  city: 0.56,
  marker: 0.66,
  cube: 0.6,
  /** A cube's side; a city disc's radius; a track's width and its outline's. */
  cubeSide: 0.5,
  cityRadius: 0.62,
  /** The outer edge of a City Rotor's band. */
  rotorRadius: 0.86,
  trackWidth: 0.24,
  outlineWidth: 0.36,
  /** The build aid's band (builder's colour) and its white core under a new tile's track. */
  aidWidth: 0.86,
  aidCoreWidth: 0.64,
} as const;

/** The board's frame: transform (km → world), hex layout, and each hex's centre (world x, z). */
export type RailwaysFrame = { readonly transform: BoardTransform; readonly layout: HexLayout; readonly size: number; readonly centres: Float64Array };

/** The frame of `map`: its hexes' extent (plus a hex around) fitted to the unit box. */
export function railwaysFrame(map: RailwaysMap): RailwaysFrame {
  const s = map.hexSizeKm;
  const xs = map.hexes.map((h) => h.x);
  const ys = map.hexes.map((h) => h.y);
  const transform = boardTransform({ bounds: { minX: Math.min(...xs) - s, minY: Math.min(...ys) - s, maxX: Math.max(...xs) + s, maxY: Math.max(...ys) + s }, spacingKm: Math.sqrt(3) * s });
  // Axial (0, 0) sits where the map's first hex says (pointy-top: x = s√3(q + r/2), y = 1.5 s r).
  const h0 = map.hexes[0];
  const ox = h0 === undefined ? 0 : h0.x - s * Math.sqrt(3) * (h0.q + h0.r / 2);
  const oy = h0 === undefined ? 0 : h0.y - s * 1.5 * h0.r;
  const size = s * transform.scale;
  const layout: HexLayout = { orientation: 'pointy', size, origin: transform.toWorld(ox, oy) };
  const centres = new Float64Array(map.hexes.length * 2);
  map.hexes.forEach((h, i) => {
    const w = hexToWorld(layout, h);
    centres[i * 2] = w.x;
    centres[i * 2 + 1] = w.z;
  });
  return { transform, layout, size, centres };
}

/** The centre of hex `h`, world units. */
export function centreOf(frame: RailwaysFrame, h: number): WorldPoint {
  return { x: frame.centres[h * 2] ?? 0, z: frame.centres[h * 2 + 1] ?? 0 };
}

/** The midpoint of the side hexes `a` and `b` share (their centres' midpoint), world units. */
function sideMid(frame: RailwaysFrame, a: number, b: number): Pt {
  const p = centreOf(frame, a);
  const q = centreOf(frame, b);
  return [(p.x + q.x) / 2, (p.z + q.z) / 2];
}

/** The terrain tile colours and heights. */
const TERRAIN: readonly { readonly color: string; readonly height: number }[] = [
  { color: RW_COLORS.plains, height: H.plains },
  { color: RW_COLORS.water, height: H.water },
  { color: RW_COLORS.mountain, height: H.mountain },
];

/** The hex tiles of the map (relief: mountains stand up, water lies low); a city hex is plains under its disc. */
export function terrainTiles(board: RailwaysBoard, frame: RailwaysFrame): HexTile[] {
  return board.map.hexes.map((h, i) => {
    const kind = TERRAIN[board.terrain[i] ?? 0] ?? TERRAIN[0];
    return { hex: { q: h.q, r: h.r }, color: kind?.color ?? RW_COLORS.plains, height: frame.size * (kind?.height ?? H.plains) };
  });
}

/** The land (the map's outline) and its lakes as flat plates just above the sea. */
export function landGeometry(map: RailwaysMap, frame: RailwaysFrame): BufferGeometry {
  const soup = new TriangleSoup();
  const plate = (rings: readonly (readonly (readonly [number, number])[])[], y: number, color: Rgb): void => {
    for (const ring of rings) {
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
  };
  plate(map.land, frame.size * H.land, rgb(RW_COLORS.land));
  plate(map.lakes, frame.size * H.lake, rgb(RW_COLORS.lake));
  return soup.build();
}

/** The two corners of hex `a` on the side it shares with its neighbour `b`, world units. */
export function sharedSide(frame: RailwaysFrame, a: number, b: number): readonly [Pt, Pt] {
  const p = centreOf(frame, a);
  const q = centreOf(frame, b);
  const mx = (p.x + q.x) / 2;
  const mz = (p.z + q.z) / 2;
  // The side runs through the midpoint, square to the line of centres, one circumradius long.
  const dx = q.x - p.x;
  const dz = q.z - p.z;
  const len = Math.hypot(dx, dz) || 1;
  const half = frame.size / 2;
  const ux = (-dz / len) * half;
  const uz = (dx / len) * half;
  return [
    [mx - ux, mz - uz],
    [mx + ux, mz + uz],
  ];
}

/** A bar (a box along a segment, `width` wide) from `y0` to `y1`. */
function pushBar(soup: TriangleSoup, a: Pt, b: Pt, width: number, y0: number, y1: number, top: Rgb, side: Rgb): void {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len = Math.hypot(dx, dz) || 1;
  const nx = (-dz / len) * (width / 2);
  const nz = (dx / len) * (width / 2);
  const c = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  const outline: Pt[] = [
    [a[0] + nx - c[0], a[1] + nz - c[1]],
    [b[0] + nx - c[0], b[1] + nz - c[1]],
    [b[0] - nx - c[0], b[1] - nz - c[1]],
    [a[0] - nx - c[0], a[1] - nz - c[1]],
  ];
  pushPrism(soup, outline, c[0], c[1], 1, y0, y1, top, side);
}

/** A six-sided peak on each mountain hex (relief under the top-down light), the rivers, and the ridges as raised dark bars along their hex sides. */
export function reliefGeometry(board: RailwaysBoard, frame: RailwaysFrame): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const peak = rgb(RW_COLORS.peak);
  const slope = rgb(RW_COLORS.mountain);
  for (let h = 0; h < board.n; h++) {
    if (board.terrain[h] !== 2) continue;
    const c = centreOf(frame, h);
    const base = s * H.mountain;
    const apex = [c.x, s * H.peak, c.z];
    for (let k = 0; k < 6; k++) {
      const a0 = Math.PI / 6 + (k * Math.PI) / 3;
      const a1 = Math.PI / 6 + ((k + 1) * Math.PI) / 3;
      const r = s * 0.62;
      const p = [c.x + Math.cos(a0) * r, base, c.z + Math.sin(a0) * r];
      const q = [c.x + Math.cos(a1) * r, base, c.z + Math.sin(a1) * r];
      // Faces turned to the light (north-west) are lighter.
      soup.triangleUp(apex, p, q, k === 2 || k === 3 ? slope : peak);
    }
  }
  const river = rgb(RW_COLORS.river);
  for (const r of board.map.rivers) {
    const pts = r.line.map(([x, z]): readonly [number, number] => {
      const w = frame.transform.toWorld(x, z);
      return [w.x, w.z];
    });
    pushPolylineRibbon(soup, pts, s * H.river, s * 0.07, river);
  }
  const top = rgb(RW_COLORS.ridge);
  const side = rgb(RW_COLORS.ridgeSide);
  for (const { a, b } of board.map.ridges) {
    const [p, q] = sharedSide(frame, a, b);
    pushBar(soup, p, q, s * 0.16, 0, s * H.ridge, top, side);
  }
  return soup.build();
}

const DISC: Pt[] = Array.from({ length: 28 }, (_, i): Pt => [Math.cos((i * 2 * Math.PI) / 28), Math.sin((i * 2 * Math.PI) / 28)]);
const OCTAGON: Pt[] = Array.from({ length: 8 }, (_, i): Pt => [Math.cos(Math.PI / 8 + (i * Math.PI) / 4), Math.sin(Math.PI / 8 + (i * Math.PI) / 4)]);
/** A pointy-top hexagon of radius 1 (corners at ±30° from east), like the tiles. */
const HEXAGON: Pt[] = Array.from({ length: 6 }, (_, i): Pt => [Math.cos(Math.PI / 6 + (i * Math.PI) / 3), Math.sin(Math.PI / 6 + (i * Math.PI) / 3)]);

/** Darker (for the sides of a piece). */
function shade(c: Rgb, k = 0.6): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}

/**
 * The cities: a disc in the city's colour now (`cityColor[c]`, 5 grey) with a dark rim, and an
 * Empty City marker (a white octagon ringed in black) on those that have one. With City Rotors
 * (`rotor[c]` ≥ 0) a wide band around the disc shows the rotor's second colour (white when blank).
 * The goods colours are those of the cube style's look (`goods`), so a cube matches its city.
 */
export function cityGeometry(board: RailwaysBoard, frame: RailwaysFrame, cityColor: readonly number[], empty: readonly boolean[], rotor?: readonly number[], goods: GoodsLook = goodsLook('standard')): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const rim = rgb(RW_COLORS.cityRim);
  const fill = goods.fill;
  board.cities.forEach((h, c) => {
    const at = centreOf(frame, h);
    const color = rgb(fill[cityColor[c] ?? 5] ?? fill[5] ?? '#9b9b9b');
    pushPrism(soup, DISC, at.x, at.z, s * H.cityRadius, 0, s * H.city, color, shade(color));
    pushFrame(soup, DISC, at.x, at.z, s * (H.cityRadius - 0.09), s * H.cityRadius, s * H.city, s * (H.city + 0.015), rim, rim);
    const second = rotor?.[c] ?? -1;
    if (second >= 0) {
      const band = second < 5 ? rgb(fill[second] ?? '#888888') : rgb(RW_COLORS.rotorBlank);
      pushFrame(soup, DISC, at.x, at.z, s * H.cityRadius, s * H.rotorRadius, 0, s * H.city * 0.92, band, shade(band));
      pushFrame(soup, DISC, at.x, at.z, s * (H.rotorRadius - 0.05), s * H.rotorRadius, s * H.city * 0.92, s * (H.city * 0.92 + 0.015), rim, rim);
    }
    if (empty[c] === true) {
      pushPrism(soup, OCTAGON, at.x, at.z, s * 0.36, s * H.city, s * H.marker, rgb(RW_COLORS.emptyMarker), rim);
      pushFrame(soup, OCTAGON, at.x, at.z, s * 0.26, s * 0.36, s * H.marker, s * (H.marker + 0.01), rim, rim);
    }
  });
  return soup.build();
}

/** One goods cube on the board: the city's hex, its colour, its place among the city's cubes, its centre (world) and side. */
export type CubeSpot = { readonly city: number; readonly color: number; readonly slot: number; readonly x: number; readonly z: number; readonly side: number };

/** Where each cube of `cubes` (by city number) sits: a small grid centred on its city (2 across up to four cubes, 3 beyond). */
export function cubeSpots(board: RailwaysBoard, frame: RailwaysFrame, cubes: readonly (readonly number[])[]): CubeSpot[] {
  const s = frame.size;
  const side = s * H.cubeSide;
  const out: CubeSpot[] = [];
  board.cities.forEach((h, c) => {
    const on = cubes[c] ?? [];
    if (on.length === 0) return;
    const at = centreOf(frame, h);
    const cols = on.length <= 1 ? 1 : on.length <= 4 ? 2 : 3;
    const rows = Math.ceil(on.length / cols);
    const step = side * 1.12;
    on.forEach((color, i) => {
      const row = Math.floor(i / cols);
      const inRow = row === rows - 1 ? on.length - row * cols : cols;
      const col = i - row * cols;
      out.push({ city: h, color, slot: i, x: at.x + (col - (inRow - 1) / 2) * step, z: at.z + (row - (rows - 1) / 2) * step, side });
    });
  });
  return out;
}

/** The test probe's id of a cube: its city hex × 16 + its slot. */
export function cubeId(spot: Pick<CubeSpot, 'city' | 'slot'>): number {
  return spot.city * 16 + spot.slot;
}

/** The cubes as little boxes in their goods colour, outlined dark at the base — colours, outline and its width from the cube style's look (`goods`). */
export function cubeGeometry(spots: readonly CubeSpot[], frame: RailwaysFrame, goods: GoodsLook = goodsLook('standard')): BufferGeometry {
  const soup = new TriangleSoup();
  const y0 = frame.size * H.city;
  const square: Pt[] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  const outline = rgb(goods.outline);
  const rim = 1 + 0.18 * goods.outlineScale;
  for (const spot of spots) {
    const color = rgb(goods.fill[spot.color] ?? '#888888');
    const half = spot.side / 2;
    pushPrism(soup, square, spot.x, spot.z, half, y0, y0 + spot.side, color, shade(color, 0.55));
    pushFrame(soup, square, spot.x, spot.z, half, half * rim, y0, y0 + frame.size * 0.03, outline, outline);
  }
  return soup.build();
}

/** The pieces' soft contact shadows: how far each reaches beyond its piece (hex sizes) and how dark it starts (alpha). */
export const SHADOW = { city: 0.16, cityAlpha: 0.4, piece: 0.09, pieceAlpha: 0.42, symbol: 0.07, symbolAlpha: 0.35 } as const;

/**
 * The soft contact shadows that set the pieces on the board (issue #14 §1: pieces that stand on
 * it, as Transglobal's cities and hubs do): a dark band fading outwards all round each city disc
 * (its City Rotor band when it has one) just above the hex, each goods cube and Empty City
 * marker on its disc, and each track's owner symbol on its track. Black, alpha in the vertex
 * colours: for a transparent vertex-alpha material drawn after the opaque layers. Lengths in
 * hex sizes of `frame`; an empty geometry when nothing stands on the board.
 */
export function shadowGeometry(board: RailwaysBoard, frame: RailwaysFrame, empty: readonly boolean[], rotor: readonly number[] | undefined, spots: readonly CubeSpot[], links: readonly DrawnTrack[]): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const square: Pt[] = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  board.cities.forEach((h, c) => {
    const at = centreOf(frame, h);
    const radius = (rotor?.[c] ?? -1) >= 0 ? H.rotorRadius : H.cityRadius;
    pushContactShadow(soup, DISC, at.x, at.z, s * radius, s * SHADOW.city, s * (H.mountain + 0.004), SHADOW.cityAlpha);
    if (empty[c] === true) pushContactShadow(soup, OCTAGON, at.x, at.z, s * 0.36, s * SHADOW.piece, s * (H.city + 0.004), SHADOW.pieceAlpha);
  });
  for (const spot of spots) pushContactShadow(soup, square, spot.x, spot.z, spot.side / 2, s * SHADOW.piece, s * (H.city + 0.004), SHADOW.pieceAlpha);
  for (const t of links) {
    const middle = t.hexes[Math.floor((t.hexes.length - 1) / 2)];
    if (middle === undefined) continue;
    const c = centreOf(frame, middle);
    pushContactShadow(soup, symbolOutline(t.symbol), c.x, c.z, s * 0.23, s * SHADOW.symbol, s * (H.track + 0.004), SHADOW.symbolAlpha);
  }
  return soup.build();
}

/** The atlas of cube letters: one cell per goods colour, left to right (`./CubeLetters.ts` draws it). */
export const LETTER_CELLS = 5;

/** Each cube's top face as a quad into the letter atlas (`uv`), just above the cube. */
export function letterGeometry(spots: readonly CubeSpot[], frame: RailwaysFrame): BufferGeometry {
  const soup = new TriangleSoup();
  const white = rgb('#ffffff');
  for (const spot of spots) {
    const y = frame.size * H.city + spot.side + frame.size * 0.004;
    const h = spot.side / 2;
    const u0 = spot.color / LETTER_CELLS;
    const u1 = (spot.color + 1) / LETTER_CELLS;
    // North-west, north-east, south-east, south-west corners (z grows south; texture v grows up = north).
    const nw = [spot.x - h, y, spot.z - h];
    const ne = [spot.x + h, y, spot.z - h];
    const se = [spot.x + h, y, spot.z + h];
    const sw = [spot.x - h, y, spot.z + h];
    // Counter-clockwise seen from above (+y): nw → sw → se, nw → se → ne.
    soup.triangle(nw, sw, se, white, [u0, 1, u0, 0, u1, 0]);
    soup.triangle(nw, se, ne, white, [u0, 1, u1, 0, u1, 1]);
  }
  return soup.build();
}

/** A run of track to draw: its hexes (`from`, the tiles, `to` or −1), the owner's colour and symbol. */
export type DrawnTrack = { readonly from: number; readonly hexes: readonly number[]; readonly to: number; readonly color: string; readonly symbol: BoardSymbol };

/**
 * The centre line of a track, world units: from its first city's centre to the first side, then
 * through each tile hex as a curve (a quadratic Bézier pulled by the hex's centre) from side
 * midpoint to side midpoint, and on to the city reached — or, for open track, into the centre of
 * its last tile.
 */
export function trackLine(frame: RailwaysFrame, track: Pick<DrawnTrack, 'from' | 'hexes' | 'to'>): Pt[] {
  return markedLine(frame, track).pts;
}

/** {@link trackLine}, with the index in `pts` where each hex of the run (`from`, the tiles, `to`) begins (0 for `from`; a tile's entry side otherwise). */
function markedLine(frame: RailwaysFrame, track: Pick<DrawnTrack, 'from' | 'hexes' | 'to'>): { readonly pts: Pt[]; readonly starts: number[] } {
  const seq = [track.from, ...track.hexes, ...(track.to >= 0 ? [track.to] : [])];
  const first = centreOf(frame, track.from);
  const pts: Pt[] = [[first.x, first.z]];
  const starts = [0];
  for (let i = 1; i < seq.length; i++) {
    const h = seq[i] ?? -1;
    const prev = seq[i - 1] ?? -1;
    const entry = sideMid(frame, prev, h);
    starts.push(pts.length);
    pts.push(entry);
    const c = centreOf(frame, h);
    const next = seq[i + 1];
    if (next === undefined) {
      pts.push([c.x, c.z]);
      continue;
    }
    const exit = sideMid(frame, h, next);
    for (let k = 1; k < 8; k++) {
      const t = k / 8;
      const a = (1 - t) * (1 - t);
      const b = 2 * (1 - t) * t;
      const d = t * t;
      pts.push([a * entry[0] + b * c.x + d * exit[0], a * entry[1] + b * c.z + d * exit[1]]);
    }
  }
  return { pts, starts };
}

/**
 * The part of a track's centre line (world units) laid from its tile `first` on (an index into
 * `hexes`): from that tile's entry side (the city's centre for the first tile) to the line's end.
 * With `first` = `hexes.length` (only the link was completed): from the middle of its last tile
 * into the city. Empty when nothing is left.
 */
export function trackLinePart(frame: RailwaysFrame, track: Pick<DrawnTrack, 'from' | 'hexes' | 'to'>, first: number): Pt[] {
  const { pts, starts } = markedLine(frame, track);
  if (first <= 0) return pts;
  if (first < track.hexes.length) return pts.slice(starts[first + 1] ?? pts.length);
  // The join: the last tile's curve from its middle point (t = 1/2 of eight) on.
  const last = starts[track.hexes.length];
  return track.to < 0 || last === undefined ? [] : pts.slice(last + 4);
}

/** The pieces of a polyline `pts` that are dashes `dash` long with `gap` between them (world units). */
export function dashes(pts: readonly Pt[], dash: number, gap: number): Pt[][] {
  const out: Pt[][] = [];
  let current: Pt[] = [];
  let onDash = true;
  let left = dash;
  for (let i = 1; i < pts.length; i++) {
    let a = pts[i - 1];
    const b = pts[i];
    if (a === undefined || b === undefined) continue;
    let len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    while (len > 0) {
      const take = Math.min(left, len);
      const t = take / len;
      const m: Pt = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      if (onDash) {
        if (current.length === 0) current.push(a);
        current.push(m);
      }
      a = m;
      len -= take;
      left -= take;
      if (left <= 1e-9) {
        if (onDash && current.length > 1) out.push(current);
        current = [];
        onDash = !onDash;
        left = onDash ? dash : gap;
      }
    }
  }
  if (onDash && current.length > 1) out.push(current);
  return out;
}

/**
 * Track tiles: each track a ribbon in its owner's colour over a dark outline, both as the track
 * style's look (`look`: the fill of each colour, the outline and its width) makes them. Links
 * carry their owner's symbol on their middle tile; open track (`open`) is drawn as dashes (its
 * layer is translucent: temporary until it reaches a city or is removed at the turn's end).
 */
export function trackGeometry(frame: RailwaysFrame, tracks: readonly DrawnTrack[], open: boolean, look: TrackLook = trackLook('standard')): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const dark = rgb(look.tone.outline);
  const edge = H.trackWidth + (H.outlineWidth - H.trackWidth) * look.tone.outlineScale;
  for (const t of tracks) {
    const line = trackLine(frame, t);
    const color = rgb(look.fill(t.color));
    const pieces = open ? dashes(line, s * 0.3, s * 0.16) : [line];
    for (const piece of pieces) pushPolylineRibbon(soup, piece, s * H.trackOutline, s * edge, dark);
    for (const piece of pieces) pushPolylineRibbon(soup, piece, s * H.track, s * H.trackWidth, color);
    const middle = t.hexes[Math.floor((t.hexes.length - 1) / 2)];
    if (!open && middle !== undefined) {
      const c = centreOf(frame, middle);
      const outline = symbolOutline(t.symbol);
      pushPrism(soup, outline, c.x, c.z, s * (0.19 + 0.08 * look.tone.outlineScale), s * H.track, s * H.symbol, dark, dark);
      pushPrism(soup, outline, c.x, c.z, s * 0.19, s * H.track, s * (H.symbol + 0.01), color, color);
    }
  }
  return soup.build();
}

/** A highlighted hex: a ring in `color` (`strong`: thicker, the hex chosen or just touched). */
export type Ring = { readonly hex: number; readonly color: string; readonly strong?: boolean };

/** Rings on hexes. */
export function ringGeometry(frame: RailwaysFrame, rings: readonly Ring[]): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  for (const r of rings) {
    const c = centreOf(frame, r.hex);
    const color = rgb(r.color);
    pushFrame(soup, HEXAGON, c.x, c.z, s * (r.strong === true ? 0.66 : 0.76), s * 0.92, 0, s * H.ring, color, shade(color, 0.8));
  }
  return soup.build();
}

/** The bright band under the links of a delivery (`bold`: the way chosen), and a frame round the cube touched. */
export function pathGeometry(frame: RailwaysFrame, lines: readonly { readonly line: readonly Pt[]; readonly bold: boolean }[], cube: CubeSpot | undefined): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const glow = rgb(RW_COLORS.path);
  for (const { line, bold } of lines) pushPolylineRibbon(soup, line, s * H.glow, s * (bold ? 0.72 : 0.56), glow);
  if (cube !== undefined) {
    const square: Pt[] = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ];
    const y0 = s * H.city;
    pushFrame(soup, square, cube.x, cube.z, cube.side * 0.62, cube.side * 0.9, y0, y0 + cube.side + s * 0.02, glow, shade(glow, 0.8));
  }
  return soup.build();
}

/** A stretch of track laid in the build in progress (world centre line) and its builder's colour (`#rrggbb`, as the track style draws it). */
export type AidRun = { readonly line: readonly Pt[]; readonly color: string };

/**
 * The build aid: under each stretch laid in this build, a wide band in the builder's colour with
 * a white core, so the new tiles stand out from the track laid before (both lie under the track
 * ribbon, over the terrain).
 */
export function buildAidGeometry(frame: RailwaysFrame, runs: readonly AidRun[]): BufferGeometry {
  const soup = new TriangleSoup();
  const s = frame.size;
  const core = rgb(RW_COLORS.aidCore);
  for (const run of runs) {
    if (run.line.length < 2) continue;
    pushPolylineRibbon(soup, run.line, s * H.aid, s * H.aidWidth, rgb(run.color));
    pushPolylineRibbon(soup, run.line, s * H.aidCore, s * H.aidCoreWidth, core);
  }
  return soup.build();
}
