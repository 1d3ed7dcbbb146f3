/**
 * City markers and dashed rings as merged geometry (one draw call each). A marker is a token
 * in its region's shape and colour, its top edge bevelled, standing on a dark outline of the
 * same shape that casts a soft shadow on the board (RGBA colours); a dashed city
 * gets a ring of dashes around it (shown in 2–3 player games). Pure; world units.
 */
import type { BufferGeometry } from 'three';
import type { MapCity, MapRegion, TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, mixRgb, rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { pushBevelledPrism, pushContactShadow, pushPrism } from '../../../../board-kit/geometry/prisms';
import { symbolOutline } from '../../../../board-kit/geometry/symbols';
import type { BoardTransform } from '../../../../board-kit/transform';

/** City marker sizes, in lattice spacings. */
export const CITY_SIZE = {
  /** Radius of the coloured token. */
  token: 0.25,
  /** Radius of its dark outline. */
  outline: 0.33,
  /** Height of the token above its base, and its bevelled top edge. */
  height: 0.14,
  bevel: 0.06,
  /** The soft shadow around the outline: how far it spreads, and how dark it starts (alpha). */
  shadow: 0.12,
  shadowAlpha: 0.38,
  /** Radius of the dashed ring's centre line, and its width. */
  ring: 0.45,
  ringWidth: 0.07,
  /** Dashes in a ring. */
  dashes: 10,
} as const;

/** Where a city's marker stands: its intersection's world position. */
export function cityPosition(map: Pick<TransglobalMap, 'intersections'>, city: Pick<MapCity, 'intersection'>, t: BoardTransform): { x: number; z: number } | undefined {
  const v = map.intersections[city.intersection];
  return v ? t.toWorld(v.x, v.y) : undefined;
}

/** The merged geometry of every city marker (region colour, region symbol, dark outline). */
export function buildCityGeometry(map: Pick<TransglobalMap, 'intersections' | 'cities' | 'regions'>, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const regions = new Map<string, MapRegion>(map.regions.map((r) => [r.id, r]));
  const outline = rgb(BOARD_COLORS.outline);
  const base = LAYER_HEIGHT.cities * t.unit;
  for (const city of map.cities) {
    const region = regions.get(city.region);
    const at = cityPosition(map, city, t);
    if (!region || !at) continue;
    const shape = symbolOutline(region.symbol);
    const fill = rgb(region.color);
    pushContactShadow(soup, shape, at.x, at.z, CITY_SIZE.outline * t.unit, CITY_SIZE.shadow * t.unit, base - 0.001 * t.unit, CITY_SIZE.shadowAlpha);
    pushPrism(soup, shape, at.x, at.z, CITY_SIZE.outline * t.unit, base, base + 0.04 * t.unit, outline, outline);
    pushBevelledPrism(soup, shape, at.x, at.z, CITY_SIZE.token * t.unit, CITY_SIZE.bevel * t.unit, base, base + CITY_SIZE.height * t.unit, fill, mixRgb(fill, outline, 0.4));
  }
  return soup.build();
}

/** The merged geometry of the dashed rings around dashed cities (an empty geometry if none). */
export function buildDashedRingGeometry(map: Pick<TransglobalMap, 'intersections' | 'cities'>, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const color = rgb(BOARD_COLORS.outline);
  const y = (LAYER_HEIGHT.cities + 0.02) * t.unit;
  const r0 = (CITY_SIZE.ring - CITY_SIZE.ringWidth / 2) * t.unit;
  const r1 = (CITY_SIZE.ring + CITY_SIZE.ringWidth / 2) * t.unit;
  const n = CITY_SIZE.dashes;
  const step = (2 * Math.PI) / n;
  for (const city of map.cities) {
    if (!city.dashed) continue;
    const at = cityPosition(map, city, t);
    if (!at) continue;
    for (let i = 0; i < n; i++) {
      const a0 = i * step;
      const a1 = a0 + step * 0.55;
      const parts = 3;
      for (let k = 0; k < parts; k++) {
        const s = a0 + ((a1 - a0) * k) / parts;
        const e = a0 + ((a1 - a0) * (k + 1)) / parts;
        soup.quadUp(
          [at.x + Math.cos(s) * r0, y, at.z + Math.sin(s) * r0],
          [at.x + Math.cos(s) * r1, y, at.z + Math.sin(s) * r1],
          [at.x + Math.cos(e) * r1, y, at.z + Math.sin(e) * r1],
          [at.x + Math.cos(e) * r0, y, at.z + Math.sin(e) * r0],
          color,
        );
      }
    }
  }
  return soup.build();
}
