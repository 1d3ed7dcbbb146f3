/**
 * Trick of the Rails' game-end card: the platform's `ResultsCard` (replay, New game) with each
 * score worked out — per company the shares × the share value — best first, ties sharing a place,
 * and team totals in the team variant. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrickTableView } from '../../../shared-rules/games/trick';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { ResultsCard, type GameResultsHostProps } from '../../table/ResultsCard';
import { PlaceName } from '../../table/PlaceName';
import { Emblem } from './Emblem';

/** Props: the final table view, the outcome, colours, the replay position, the control suffix and callbacks. */
export type TrickResultsProps = GameResultsHostProps & { readonly table: TrickTableView };

/** One copy of the results card. */
export function TrickResults({ table, outcome, colourOf, control, ...card }: TrickResultsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ResultsCard control={control} {...card}>
      <ol className="places trick-places">
        {outcome.ranking.map((p) => {
          const colour = colourOf(p.seat);
          const result = table.results?.find((r) => r.seat === p.seat);
          return (
            <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
              <span className="place">{t('results.place', { place: p.place })}</span>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
              <PlaceName seat={p.seat} />
              <span className="trick-lines">
                {result?.shares.map((count, c) =>
                  count === 0 ? null : (
                    <span key={c} className="trick-line">
                      <Emblem company={c} size="1em" /> {count}×{table.railways[c]?.shareValue ?? 0}
                    </span>
                  ),
                )}
              </span>
              <span className="bank" data-testid={`score-${control}-${p.seat}`}>
                {result?.teamScore != null ? t('trick.teamPoints', { points: result.score, team: result.teamScore }) : t('trick.points', { points: result?.score ?? p.score })}
              </span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
