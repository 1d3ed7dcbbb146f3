/**
 * Transglobal's game-end card: the platform's `ResultsCard` (replay, New game) with the places
 * (ties shared) and banks. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultsCard, type GameResultsHostProps } from '../../table/ResultsCard';
import { PlaceName } from '../../table/PlaceName';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';

/** Props: the outcome (score = bank $), colours, the replay position (null: not started), control suffix and callbacks. */
export type GameResultsProps = GameResultsHostProps;

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
              <PlaceName seat={p.seat} />
              <span className="bank">{t('tg.summary.money', { value: p.score })}</span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
