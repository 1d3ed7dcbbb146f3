/**
 * The grid of links as ONE merged mesh of flat ribbons: a $1 link is one thin line, a $2 link
 * two parallel lines (coloured by why it costs $2: river blue, mountain brown, strait teal),
 * shortened at both ends so the double lines stay apart at the intersections. Pure.
 */
import type { BufferGeometry } from 'three';
import type { MapLink, TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { pushSegmentRibbon } from '../../../../board-kit/geometry/ribbon';
import type { BoardTransform } from '../../../../board-kit/transform';

/** Grid line sizes, in lattice spacings. */
export const GRID_SIZE = {
  /** Width of a $1 line. */
  single: 0.042,
  /** Width of each line of a $2 pair. */
  double: 0.036,
  /** Distance between the centres of a $2 pair. */
  doubleGap: 0.12,
  /** How much each line of a $2 pair stops short of the intersections. */
  doubleInset: 0.14,
} as const;

/** One drawn grid line, world units: from `(ax, az)` to `(bx, bz)`, for link `link`. */
export type GridLine = { readonly link: number; readonly ax: number; readonly az: number; readonly bx: number; readonly bz: number; readonly width: number; readonly color: string };

/** The colour a link's line(s) take: $1 plain grey; $2 by reason. */
export function linkLineColor(link: Pick<MapLink, 'cost' | 'reason'>): string {
  if (link.cost === 1) return BOARD_COLORS.linkPlain;
  if (link.reason === 'mountain') return BOARD_COLORS.linkMountain;
  if (link.reason === 'strait') return BOARD_COLORS.linkStrait;
  return BOARD_COLORS.linkRiver;
}

/** The lines of the grid: exactly 1 per $1 link and 2 per $2 link, in link order. */
export function gridLines(map: Pick<TransglobalMap, 'links' | 'intersections'>, t: BoardTransform): GridLine[] {
  const lines: GridLine[] = [];
  for (const link of map.links) {
    const a = map.intersections[link.a];
    const b = map.intersections[link.b];
    if (!a || !b) continue;
    const pa = t.toWorld(a.x, a.y);
    const pb = t.toWorld(b.x, b.y);
    const color = linkLineColor(link);
    if (link.cost === 1) {
      lines.push({ link: link.id, ax: pa.x, az: pa.z, bx: pb.x, bz: pb.z, width: GRID_SIZE.single * t.unit, color });
      continue;
    }
    const dx = pb.x - pa.x;
    const dz = pb.z - pa.z;
    const len = Math.hypot(dx, dz) || 1;
    const ux = dx / len;
    const uz = dz / len;
    const inset = Math.min(GRID_SIZE.doubleInset * t.unit, len / 4);
    const off = (GRID_SIZE.doubleGap / 2) * t.unit;
    for (const side of [-1, 1]) {
      const ox = -uz * off * side;
      const oz = ux * off * side;
      lines.push({
        link: link.id,
        ax: pa.x + ux * inset + ox,
        az: pa.z + uz * inset + oz,
        bx: pb.x - ux * inset + ox,
        bz: pb.z - uz * inset + oz,
        width: GRID_SIZE.double * t.unit,
        color,
      });
    }
  }
  return lines;
}

/** The grid geometry: 2 triangles per grid line, unlit vertex colours, at `LAYER_HEIGHT.grid`. */
export function buildGridGeometry(map: Pick<TransglobalMap, 'links' | 'intersections'>, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const y = LAYER_HEIGHT.grid * t.unit;
  const colors = new Map<string, ReturnType<typeof rgb>>();
  for (const line of gridLines(map, t)) {
    let c = colors.get(line.color);
    if (!c) {
      c = rgb(line.color);
      colors.set(line.color, c);
    }
    pushSegmentRibbon(soup, line.ax, line.az, line.bx, line.bz, y, line.width, c);
  }
  return soup.build();
}
