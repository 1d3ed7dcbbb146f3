/**
 * The Transglobal Rail board: R3F components, the board state it draws, and the pure
 * projection used for touch hit-testing and by e2e tests to find where to tap.
 */
export { TransglobalBoard, type TransglobalBoardProps } from './TransglobalBoard';
export { BoardCamera, type BoardCameraProps } from '../../../board-kit/BoardCamera';
export { EMPTY_BOARD_STATE, type BoardHub, type BoardState, type BoardSymbol, type SeatStyle } from './board-state';
export { boardTransform, type BoardTransform, type WorldPoint } from '../../../board-kit/transform';
export { LABEL_MIN_FONT_PX, type LabelFacing } from './geometry/labels';
export { RAIL_DROP_MS } from './useRailDrop';
export {
  boardProjection,
  DEFAULT_PX_PER_MM,
  fitBoardView,
  intersectionToScreen,
  linkMidpointToScreen,
  nearestIntersection,
  nearestLink,
  resolveTap,
  screenToWorld,
  TOUCH_RADIUS_MM,
  worldToScreen,
  type BoardHit,
  type BoardProjection,
  type CanvasRect,
  type OrthoFrustum,
  type ScreenPoint,
  type TapTarget,
} from './projection';
