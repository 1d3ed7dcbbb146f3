/**
 * The game log: the last moves of the match, one line each, from the engine's log lines (each
 * game's `describe()` i18n key and params; an undo: `log.undo`), newest last. `{{who}}` is the
 * acting seat's colour name (or "Seat N"). Shown in the panels of seats that are not playing, so
 * anyone at that edge can follow the game; every line is public.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import type { LogLine } from '../engine/protocol';
import type { SeatColour } from './seat-colours';

/** Props: the log lines (oldest first), how many to show, how a seat's colour is found, and the seat the panel belongs to (test id). */
export type GameLogProps = {
  readonly lines: readonly LogLine[];
  readonly rows: number;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly panelSeat: SeatId;
};

/** The last `rows` lines of the log, newest last; "No moves yet" before the first. */
export function GameLog({ lines, rows, colourOf, panelSeat }: GameLogProps): ReactNode {
  const { t } = useTranslation();
  const shown = lines.slice(-rows);
  const who = (seat: SeatId): string => {
    const colour = colourOf(seat);
    return colour === undefined ? t('seat.name', { seat: seat + 1 }) : t(colour.nameKey);
  };
  return (
    <div className="game-log" aria-label={t('log.title')} data-testid={`log-${panelSeat}`}>
      {shown.length === 0 ? (
        <span className="muted">{t('log.none')}</span>
      ) : (
        <ol>
          {shown.map((line) => (
            <li key={line.seq} data-seq={line.seq}>
              {t(line.key, { ...line.params, who: who(line.seat) })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
