/**
 * A seat's lobby controls: JOIN (and RESUME when a game is in progress) for a free seat; the
 * colour (with its symbol), LEAVE and START for a joined one. Dumb: data in, callbacks out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../ui/TouchButton';
import { SeatSymbol } from '../ui/SeatSymbol';
import type { SeatColour } from './seat-colours';

/** Props: the seat, its colour when joined, how many have joined, whether a resume is offered, and the callbacks. */
export type LobbySeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly joinedCount: number;
  readonly minPlayers: number;
  readonly resumeOffered: boolean;
  readonly onJoin: () => void;
  readonly onLeave: () => void;
  readonly onColour: () => void;
  readonly onStart: () => void;
  readonly onResume: () => void;
};

/** The lobby content of one seat panel. */
export function LobbySeat(props: LobbySeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour } = props;
  const name = t('seat.name', { seat: seat + 1 });
  if (colour === undefined) {
    return (
      <>
        <div className="seat-row info">
          <span className="seat-name">{props.resumeOffered ? t('seat.resumeOffer') : name}</span>
        </div>
        <div className="seat-row buttons">
          <TouchButton seat={seat} control="join" onPress={props.onJoin} testId={`join-${seat}`}>
            {t('seat.join')}
          </TouchButton>
          {props.resumeOffered && (
            <TouchButton seat={seat} control="resume" onPress={props.onResume} testId={`resume-${seat}`}>
              {t('seat.resume')}
            </TouchButton>
          )}
        </div>
      </>
    );
  }
  const canStart = props.joinedCount >= props.minPlayers;
  return (
    <>
      <div className="seat-row info">
        <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />
        <span className="seat-name">{name}</span>
        <span className="seat-status">{canStart ? '' : t('seat.needPlayers')}</span>
      </div>
      <div className="seat-row buttons">
        <TouchButton
          seat={seat}
          control="colour"
          onPress={props.onColour}
          variant="secondary"
          label={t('seat.colourOf', { colour: t(colour.nameKey) })}
          testId={`colour-${seat}`}
        >
          <span className="swatch" style={{ background: colour.hex }}>
            <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />
          </span>
        </TouchButton>
        <TouchButton seat={seat} control="leave" onPress={props.onLeave} variant="secondary" testId={`leave-${seat}`}>
          {t('seat.leave')}
        </TouchButton>
        <TouchButton seat={seat} control="start" onPress={props.onStart} disabled={!canStart} testId={`start-${seat}`}>
          {t('seat.start')}
        </TouchButton>
      </div>
    </>
  );
}
