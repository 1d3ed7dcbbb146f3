/**
 * The board layer's chunk entry: looks the map up by id (the lobby's choice or the game's) and
 * draws the board area, or — for a map this build does not have — says so over the board's
 * place, facing both long edges, instead of drawing nothing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { SeatColour } from '../../table/seat-colours';
import type { Rect, SeatFrame } from '../../table/seat-layout';
import { resourcefulBoardOf } from './maps';
import { ResourcefulArea } from './ResourcefulArea';
import './resourceful.css';

/** Props: the map id (undefined: none chosen), the board rect and seat frames (CSS px), colours, and the test probe. */
export type ResourcefulBoardLayerProps = {
  readonly mapId: string | undefined;
  readonly rect: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly probe: boolean;
};

/** The board layer (see the module comment). */
export function ResourcefulBoardLayer({ mapId, rect, frames, colourOf, probe }: ResourcefulBoardLayerProps): ReactNode {
  const { t } = useTranslation();
  const board = resourcefulBoardOf(mapId);
  if (board === undefined) {
    return (
      <div className="board-loading rr-no-map" data-testid="rr-no-map">
        <p className="far">{t('resourceful.noMap', { map: mapId ?? '' })}</p>
        <p>{t('resourceful.noMap', { map: mapId ?? '' })}</p>
      </div>
    );
  }
  return <ResourcefulArea board={board} rect={rect} frames={frames} colourOf={colourOf} probe={probe} />;
}
