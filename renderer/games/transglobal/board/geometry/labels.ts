/**
 * City labels: where each name goes on the board (pure layout, world units), the text atlas
 * layout (px), and the merged quads that show atlas cells on the board (one draw call).
 * Names are placed beside their marker at the first free spot (right, left, above, below, …);
 * a spot is not free where another name, a city marker, a hub token or a built rail lies, so
 * names make way for track as it is built (track and names are never drawn over each other
 * while a free spot exists). With `facing: 'edges'` a name on the north half is turned 180° so
 * it reads from the top long edge, a name on the south half from the bottom edge.
 */
import type { BufferGeometry } from 'three';
import type { MapCity, TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { TriangleSoup } from '../../../../board-kit/geometry/buffers';
import { CITY_SIZE, cityPosition } from './cities';
import { HUB_SIZE } from './hubs';
import { RAIL_SIZE } from './link-models';
import { LAYER_HEIGHT } from './heights';
import type { BoardTransform } from '../../../../board-kit/transform';
import { LABEL_SIZE, type AtlasLayout, type LabelFacing, type MeasureText } from '../../../../board-kit/labels/atlas-layout';

export { LABEL_MIN_FONT_PX, LABEL_SIZE, labelHeightFor, layoutAtlas, type AtlasLayout, type LabelFacing, type MeasureText } from '../../../../board-kit/labels/atlas-layout';

/** One placed label, world units: centre `(x, z)`, box `width × height`, `flipped` = turned 180°. */
export type PlacedLabel = {
  readonly cityId: string;
  readonly text: string;
  readonly x: number;
  readonly z: number;
  readonly width: number;
  readonly height: number;
  readonly flipped: boolean;
};

type Box = { x0: number; z0: number; x1: number; z1: number };

/**
 * What a name must not cover besides other names and city markers: `built` link ids (rails,
 * each as wide as its ballast bed and shadow) and `hubs` (intersection ids with a hub token).
 */
export type LabelObstacles = { readonly built?: readonly number[]; readonly hubs?: readonly number[] };

/** A built rail as a segment (world units) and its half-width. */
type Rail = { ax: number; az: number; bx: number; bz: number };

/**
 * How much of segment a→b lies inside `box` grown by `r` on every side, as the clipped length
 * times 2r (an area, world units²; Liang–Barsky clipping).
 */
function railOverlap(box: Box, rail: Rail, r: number): number {
  const x0 = box.x0 - r;
  const x1 = box.x1 + r;
  const z0 = box.z0 - r;
  const z1 = box.z1 + r;
  const dx = rail.bx - rail.ax;
  const dz = rail.bz - rail.az;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, rail.ax - x0],
    [dx, x1 - rail.ax],
    [-dz, rail.az - z0],
    [dz, z1 - rail.az],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return 0;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return 0;
  }
  return (t1 - t0) * Math.hypot(dx, dz) * 2 * r;
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.z1, b.z1) - Math.max(a.z0, b.z0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The cities that get a name, in layout order: those whose intersection exists, in map order (label `i` shows atlas cell `i`). */
export function labelledCities(map: Pick<TransglobalMap, 'intersections' | 'cities'>): MapCity[] {
  return map.cities.filter((city) => map.intersections[city.intersection] !== undefined);
}

/** What the area a name shares with another name costs, against 1 for a marker or token and 2 for track (drawn over the name, it leaves the rest readable). */
const NAME_WEIGHT = 8;

/** How many quarter-spacing steps farther out a name may go in each diagonal wedge when every spot beside its marker covers track. */
const SPOT_STEPS = 4;
const DIAGONALS: readonly (readonly [number, number])[] = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
];

/**
 * Places every city's name. `text(city)` gives the name (default: `city.name`); `measure`
 * gives text widths (a canvas in the browser, an estimate in tests); `height` is the label
 * box height in world units (default `LABEL_SIZE.height` spacings; see `labelHeightFor`);
 * `avoid`: the built rails and hub tokens names keep off (a spot's cost is the area it shares
 * with markers and tokens, `NAME_WEIGHT` × the area it shares with names placed before, twice
 * the area it shares with track, and 4× its
 * area outside the board; the first cheapest of the eight spots beside the marker wins, and when
 * that one still covers track, also `SPOT_STEPS` spots farther out in each diagonal wedge). Cities whose
 * intersection does not exist get no label.
 */
export function layoutCityLabels(
  map: Pick<TransglobalMap, 'intersections' | 'cities' | 'links'>,
  t: BoardTransform,
  measure: MeasureText,
  facing: LabelFacing,
  text: (city: MapCity) => string = (city) => city.name,
  height: number = LABEL_SIZE.height * t.unit,
  avoid: LabelObstacles = {},
): PlacedLabel[] {
  const u = t.unit;
  const h = height;
  const pxToWorld = h / (LABEL_SIZE.fontPx + 2 * LABEL_SIZE.padPx);
  const markerR = CITY_SIZE.outline * u;
  const obstacles: Box[] = [];
  // Names placed so far: two names over each other are both unreadable, so overlapping one costs most.
  const names: Box[] = [];
  const sites = labelledCities(map).flatMap((city) => {
    const at = cityPosition(map, city, t);
    return at ? [{ city, at }] : [];
  });
  for (const { at } of sites) {
    const r = CITY_SIZE.ring * u;
    obstacles.push({ x0: at.x - r, z0: at.z - r, x1: at.x + r, z1: at.z + r });
  }
  const hubR = (HUB_SIZE.outer + HUB_SIZE.outline) * u;
  for (const id of avoid.hubs ?? []) {
    const v = map.intersections[id];
    if (!v) continue;
    const at = t.toWorld(v.x, v.y);
    obstacles.push({ x0: at.x - hubR, z0: at.z - hubR, x1: at.x + hubR, z1: at.z + hubR });
  }
  const rails: Rail[] = [];
  for (const id of avoid.built ?? []) {
    const link = map.links[id];
    const a = link && map.intersections[link.a];
    const b = link && map.intersections[link.b];
    if (!a || !b) continue;
    const wa = t.toWorld(a.x, a.y);
    const wb = t.toWorld(b.x, b.y);
    rails.push({ ax: wa.x, az: wa.z, bx: wb.x, bz: wb.z });
  }
  const railR = RAIL_SIZE.bed * u;
  const bounds: Box = { x0: -t.width / 2, z0: -t.depth / 2, x1: t.width / 2, z1: t.depth / 2 };
  const placed: PlacedLabel[] = [];
  for (const { city, at } of sites) {
    const name = text(city);
    const w = (measure(name, LABEL_SIZE.fontPx) + 2 * LABEL_SIZE.padPx) * pxToWorld;
    const g = markerR + LABEL_SIZE.gap * u;
    const candidates: [number, number][] = [
      [at.x + g + w / 2, at.z],
      [at.x - g - w / 2, at.z],
      [at.x, at.z - g - h / 2],
      [at.x, at.z + g + h / 2],
      [at.x + g * 0.7 + w / 2, at.z - g * 0.7 - h / 2],
      [at.x + g * 0.7 + w / 2, at.z + g * 0.7 + h / 2],
      [at.x - g * 0.7 - w / 2, at.z - g * 0.7 - h / 2],
      [at.x - g * 0.7 - w / 2, at.z + g * 0.7 + h / 2],
    ];
    const costOf = ([cx, cz]: readonly [number, number], i: number): { cost: number; onTrack: boolean } => {
      const box: Box = { x0: cx - w / 2, z0: cz - h / 2, x1: cx + w / 2, z1: cz + h / 2 };
      let cost = i * 1e-6 * u * u;
      for (const o of obstacles) cost += overlapArea(box, o);
      for (const o of names) cost += NAME_WEIGHT * overlapArea(box, o);
      // Covering track is worse than covering another name: the rail would vanish under it.
      let track = 0;
      for (const rail of rails) track += railOverlap(box, rail, railR);
      const outside = w * h - overlapArea(box, bounds);
      return { cost: cost + 2 * track + outside * 4, onTrack: track > 0 };
    };
    let best: [number, number] = candidates[0] ?? [at.x, at.z];
    let bestCost = Infinity;
    let onTrack = false;
    const consider = (spot: [number, number], i: number): void => {
      const c = costOf(spot, i);
      if (c.cost < bestCost) {
        bestCost = c.cost;
        best = spot;
        onTrack = c.onTrack;
      }
    };
    candidates.forEach((spot, i) => consider(spot, i));
    // Still on track (six rails meet at a hub): farther out in the four diagonal wedges, a quarter
    // spacing at a time, where a name fits between two rails.
    if (onTrack) {
      let i = candidates.length;
      for (let k = 1; k <= SPOT_STEPS; k++) {
        for (const [sx, sz] of DIAGONALS) consider([at.x + sx * (g * 0.7 + k * 0.25 * u + w / 2), at.z + sz * (g * 0.7 + h / 2)], i++);
      }
    }
    const [x, z] = best;
    names.push({ x0: x - w / 2, z0: z - h / 2, x1: x + w / 2, z1: z + h / 2 });
    placed.push({ cityId: city.id, text: name, x, z, width: w, height: h, flipped: facing === 'edges' && at.z < 0 });
  }
  return placed;
}

/**
 * The merged label quads: label `i` shows atlas cell `i`, facing up at `LAYER_HEIGHT.labels`,
 * turned 180° when `flipped`. Has `uv` for the atlas texture.
 */
export function buildLabelGeometry(labels: readonly PlacedLabel[], atlas: AtlasLayout, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const y = LAYER_HEIGHT.labels * t.unit;
  const white = [1, 1, 1] as const;
  for (const [i, label] of labels.entries()) {
    const cell = atlas.cells[i];
    if (!cell) continue;
    const u0 = cell.x / atlas.width;
    const u1 = (cell.x + cell.w) / atlas.width;
    const vTop = 1 - cell.y / atlas.height;
    const vBottom = 1 - (cell.y + cell.h) / atlas.height;
    const nw = [label.x - label.width / 2, y, label.z - label.height / 2];
    const ne = [label.x + label.width / 2, y, label.z - label.height / 2];
    const se = [label.x + label.width / 2, y, label.z + label.height / 2];
    const sw = [label.x - label.width / 2, y, label.z + label.height / 2];
    // uv of each corner: upright NW = (u0, vTop) …; turned 180°, each corner takes the opposite one.
    const uvNW = label.flipped ? [u1, vBottom] : [u0, vTop];
    const uvNE = label.flipped ? [u0, vBottom] : [u1, vTop];
    const uvSE = label.flipped ? [u0, vTop] : [u1, vBottom];
    const uvSW = label.flipped ? [u1, vTop] : [u0, vBottom];
    soup.triangle(nw, sw, se, white, [uvNW[0] ?? 0, uvNW[1] ?? 0, uvSW[0] ?? 0, uvSW[1] ?? 0, uvSE[0] ?? 0, uvSE[1] ?? 0]);
    soup.triangle(nw, se, ne, white, [uvNW[0] ?? 0, uvNW[1] ?? 0, uvSE[0] ?? 0, uvSE[1] ?? 0, uvNE[0] ?? 0, uvNE[1] ?? 0]);
  }
  return soup.build();
}
