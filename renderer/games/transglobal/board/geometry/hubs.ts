/**
 * Hub tokens as merged geometry (one draw call): a raised frame in the seat's symbol shape and
 * colour around the intersection (so a city under it stays visible), its top edges bevelled, on
 * a dark outline frame that casts a soft shadow on the board (RGBA colours).
 * Rebuilt when hubs change (rare). Pure; world units.
 */
import type { BufferGeometry } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import type { BoardHub, SeatStyle } from '../board-state';
import { BOARD_COLORS } from '../palette';
import { TriangleSoup, mixRgb, rgb } from '../../../../board-kit/geometry/buffers';
import { LAYER_HEIGHT } from './heights';
import { pushBevelledFrame, pushContactShadow, pushFrame } from '../../../../board-kit/geometry/prisms';
import { symbolOutline } from '../../../../board-kit/geometry/symbols';
import type { BoardTransform } from '../../../../board-kit/transform';

/** Hub token sizes, in lattice spacings. */
export const HUB_SIZE = {
  /** The coloured frame's inner and outer radius. */
  inner: 0.34,
  outer: 0.48,
  /** The dark outline's extra width outside and inside. */
  outline: 0.05,
  /** Height of the token, and its bevelled top edges. */
  height: 0.3,
  bevel: 0.045,
  /** The soft shadow around it: spread and starting alpha. */
  shadow: 0.16,
  shadowAlpha: 0.42,
} as const;

/** The merged geometry of `hubs`; a hub whose seat has no style or whose intersection does not exist is skipped. */
export function buildHubGeometry(map: Pick<TransglobalMap, 'intersections'>, hubs: readonly BoardHub[], styles: Readonly<Record<number, SeatStyle>>, t: BoardTransform): BufferGeometry {
  const soup = new TriangleSoup();
  const outline = rgb(BOARD_COLORS.outline);
  const u = t.unit;
  const y0 = LAYER_HEIGHT.hubs * u;
  for (const hub of hubs) {
    const style = styles[hub.seat];
    const v = map.intersections[hub.intersection];
    if (!style || !v) continue;
    const at = t.toWorld(v.x, v.y);
    const shape = symbolOutline(style.symbol);
    const fill = rgb(style.color);
    pushContactShadow(soup, shape, at.x, at.z, (HUB_SIZE.outer + HUB_SIZE.outline) * u, HUB_SIZE.shadow * u, y0 - 0.001 * u, HUB_SIZE.shadowAlpha);
    pushFrame(soup, shape, at.x, at.z, (HUB_SIZE.inner - HUB_SIZE.outline) * u, (HUB_SIZE.outer + HUB_SIZE.outline) * u, y0, y0 + (HUB_SIZE.height - 0.08) * u, outline, outline);
    pushBevelledFrame(soup, shape, at.x, at.z, HUB_SIZE.inner * u, HUB_SIZE.outer * u, HUB_SIZE.bevel * u, y0, y0 + HUB_SIZE.height * u, fill, mixRgb(fill, outline, 0.45));
  }
  return soup.build();
}
