/**
 * A seat's name in a results list ("Seat 3"), with a "bot" tag when a bot played it (the match
 * header's seats, in the UI store's game), so every game's places show who was a bot.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSeat, SeatId } from '../../shared-rules/core/types';
import { useUi } from '../state/store';

/** Whether `seat` is played by a bot in the match header's `seats` (false when there is no match). */
export function isBotSeat(seats: readonly MatchSeat[] | undefined, seat: SeatId): boolean {
  return seats?.find((m) => m.seat === seat)?.controller === 'bot';
}

/** Props: the seat (0-based). */
export type PlaceNameProps = { readonly seat: SeatId };

/** The seat's name, and its bot tag (test id `bot-tag-<seat>`) when a bot played it. */
export function PlaceName({ seat }: PlaceNameProps): ReactNode {
  const { t } = useTranslation();
  const bot = useUi((s) => isBotSeat(s.game?.header.seats, seat));
  return (
    <span className="place-name">
      {t('seat.name', { seat: seat + 1 })}
      {bot && (
        <span className="bot-tag" data-testid={`bot-tag-${seat}`}>
          {t('results.bot')}
        </span>
      )}
    </span>
  );
}
