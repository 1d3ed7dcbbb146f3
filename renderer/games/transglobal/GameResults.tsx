/**
 * Transglobal's game-end card: the platform's `ResultsCard` (replay, New game) with the places
 * (ties shared) and banks. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome, SeatId } from '../../../shared-rules/core/types';
import type { SeatColour } from '../../table/seat-colours';
import { ResultsCard, type ResultsReplay } from '../../table/ResultsCard';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';

/** Props: the outcome (score = bank $), colours, the replay position (null: not started), control suffix and callbacks. */
export type GameResultsProps = {
  readonly outcome: Outcome;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly replay: ResultsReplay;
  readonly control: string;
  readonly onReplay: () => void;
  readonly onStep: (delta: number) => void;
  readonly onPlay: (playing: boolean) => void;
  readonly onNewGame: () => void;
};

/** One copy of the results card. */
export function GameResults({ outcome, colourOf, control, ...card }: GameResultsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ResultsCard control={control} {...card}>
      <ol className="places">
        {outcome.ranking.map((p) => {
          const colour = colourOf(p.seat);
          return (
            <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
              <span className="place">{t('results.place', { place: p.place })}</span>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
              <span>{t('seat.name', { seat: p.seat + 1 })}</span>
              <span className="bank">{t('tg.summary.money', { value: p.score })}</span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
