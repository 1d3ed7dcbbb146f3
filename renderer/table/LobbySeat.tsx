/**
 * A seat's lobby controls: JOIN (and RESUME when a game is in progress) and SAVED GAMES (the saves
 * screen, facing this seat) for a free seat; for a
 * joined one its colour (with its symbol; no two seats share one), PERSON/BOT (bot levels),
 * LEAVE and START (enabled from `minPlayers` seats), and the map choice repeated in every joined
 * seat so each side reads it (USA marked best for beginners). Dumb: data in, callbacks out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import type { BotLevel } from '../engine/bots';
import { TRANSGLOBAL_MAP_IDS, type TransglobalMapId } from '../games/transglobal/maps';
import { TouchButton } from '../ui/TouchButton';
import { SeatSymbol } from '../ui/SeatSymbol';
import type { SeatColour } from './seat-colours';

/** Props: the seat, its colour and bot level when joined, counts, the map, offers, and the callbacks. */
export type LobbySeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: BotLevel | null;
  readonly joinedCount: number;
  readonly minPlayers: number;
  readonly resumeOffered: boolean;
  /** The chosen map, or null when the lobby starts another game (no map choice shown). */
  readonly mapId: TransglobalMapId | null;
  readonly onJoin: () => void;
  readonly onLeave: () => void;
  readonly onColour: () => void;
  readonly onBot: () => void;
  readonly onMap: (mapId: TransglobalMapId) => void;
  readonly onStart: () => void;
  readonly onResume: () => void;
  /** Open the saves screen facing this seat. */
  readonly onSaves: () => void;
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
          <TouchButton seat={seat} control="saves" variant="secondary" onPress={props.onSaves} testId={`saves-${seat}`}>
            {t('saves.open')}
          </TouchButton>
        </div>
      </>
    );
  }
  const canStart = props.joinedCount >= props.minPlayers;
  const mapId = props.mapId;
  return (
    <>
      <div className="seat-row info">
        <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />
        <span className="seat-name">{name}</span>
        <span className="seat-status">{canStart ? t(colour.nameKey) : t('seat.needPlayers')}</span>
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
        <TouchButton seat={seat} control="bot" onPress={props.onBot} variant="secondary" testId={`bot-${seat}`}>
          {props.bot === null ? t('lobby.person') : t(`lobby.bot.${props.bot}`)}
        </TouchButton>
        <TouchButton seat={seat} control="leave" onPress={props.onLeave} variant="secondary" testId={`leave-${seat}`}>
          {t('seat.leave')}
        </TouchButton>
        <TouchButton seat={seat} control="start" onPress={props.onStart} disabled={!canStart} testId={`start-${seat}`}>
          {t('seat.start')}
        </TouchButton>
      </div>
      {mapId !== null && (
        <div className="seat-row buttons maps" role="group" aria-label={t('lobby.map')}>
          {TRANSGLOBAL_MAP_IDS.map((id) => (
            <TouchButton key={id} seat={seat} control={`map-${id}`} variant="secondary" pressed={mapId === id} onPress={() => props.onMap(id)} testId={`map-${id}-${seat}`}>
              <span className="map-name">{t(`maps.${id}`)}</span>
              {id === 'usa' && <span className="map-note">{t('maps.beginners')}</span>}
            </TouchButton>
          ))}
        </div>
      )}
    </>
  );
}
