/**
 * Paris Connection's game-end card: the platform's `ResultsCard` (replay, New game) with every
 * portfolio revealed and each score worked out line by line — shares × company value per
 * company, the shares over the limit and their penalty, the total — best first, ties sharing a
 * place. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParisTableView } from '../../../shared-rules/games/paris';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { ResultsCard, type GameResultsHostProps } from '../../table/ResultsCard';
import { PlaceName } from '../../table/PlaceName';
import { companyStyle } from './palette';

/** Props: the final table view (its `results`), the outcome, colours, the replay position, the control suffix and callbacks. */
export type ParisResultsProps = GameResultsHostProps & { readonly table: ParisTableView };

/** One copy of the results card. */
export function ParisResults({ table, outcome, colourOf, control, ...card }: ParisResultsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ResultsCard control={control} {...card}>
      <p className="paris-end">{t(`paris.end.${table.end ?? 'one-supply-left'}`)}</p>
      <ol className="places paris-places">
        {outcome.ranking.map((p) => {
          const colour = colourOf(p.seat);
          const result = table.results?.find((r) => r.seat === p.seat);
          return (
            <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
              <span className="place">{t('results.place', { place: p.place })}</span>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
              <PlaceName seat={p.seat} />
              <span className="paris-lines">
                {result?.portfolio.map((count, company) =>
                  count === 0 ? null : (
                    <span key={company} className="paris-line">
                      <SeatSymbol symbol={companyStyle(company).symbol} fill={companyStyle(company).color} size={14} /> {count}×{table.values[company] ?? 0}
                    </span>
                  ),
                )}
                {result !== undefined && result.score.penalty > 0 && <span className="paris-line penalty">{t('paris.penalty', { over: result.score.over, penalty: result.score.penalty })}</span>}
              </span>
              <span className="bank" data-testid={`score-${control}-${p.seat}`}>
                {t('paris.points', { points: p.score })}
              </span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
