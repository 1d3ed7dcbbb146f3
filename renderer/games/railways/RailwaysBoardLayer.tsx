/**
 * The board layer's chunk entry: looks the map and its data file up by id (the lobby's choice or
 * the game's) and draws the board area, or — for a map this build cannot play — says so over the
 * board's place, facing both long edges, instead of drawing nothing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { SeatColour } from '../../table/seat-colours';
import type { Rect, SeatFrame } from '../../table/seat-layout';
import { railwaysMapOf } from './maps';
import { RailwaysArea } from './RailwaysArea';
import './railways.css';

/** Props: the map id (undefined: none chosen), the board rect and seat frames (CSS px), colours, and the test probe. */
export type RailwaysBoardLayerProps = {
  readonly mapId: string | undefined;
  readonly rect: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly probe: boolean;
};

/** The board layer (see the module comment). */
export function RailwaysBoardLayer({ mapId, rect, frames, colourOf, probe }: RailwaysBoardLayerProps): ReactNode {
  const { t } = useTranslation();
  const map = railwaysMapOf(mapId);
  if (map === undefined) {
    return (
      <div className="board-loading rw-no-map" data-testid="rw-no-map">
        <p className="far">{t('railways.noMap', { map: mapId ?? '' })}</p>
        <p>{t('railways.noMap', { map: mapId ?? '' })}</p>
      </div>
    );
  }
  return <RailwaysArea board={map.board} table={map.table} rect={rect} frames={frames} colourOf={colourOf} probe={probe} />;
}
