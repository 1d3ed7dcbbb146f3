/**
 * Resourceful Rails' game-end card: the platform's `ResultsCard` (replay, New game) with each
 * place, the seat, its cash ($, the score), the major cities its one network connects (of the
 * number needed to win) and whether it met the objective (rules "Objective": the connected majors
 * and $250), best first, equal cash sharing a place; and why the game ended. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { ResultsCard, type GameResultsHostProps } from '../../table/ResultsCard';
import { PlaceName } from '../../table/PlaceName';

/** Props: the final table view and the host's outcome, colours and replay wiring. */
export type ResourcefulResultsProps = GameResultsHostProps & { readonly table: ResourcefulTableView };

/** One copy of the results card. */
export function ResourcefulResults({ table, outcome, colourOf, control, ...card }: ResourcefulResultsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ResultsCard control={control} {...card}>
      <p className="rr-end" data-testid={`end-reason-${control}`}>
        {t(table.end === 'round-limit' ? 'resourceful.results.roundLimit' : 'resourceful.results.connected', { round: table.round, cash: table.winCash, majors: table.majorsToWin })}
      </p>
      <ol className="places rr-places">
        {outcome.ranking.map((p) => {
          const colour = colourOf(p.seat);
          const result = table.results?.find((r) => r.seat === p.seat);
          const player = table.players.find((pl) => pl.seat === p.seat);
          return (
            <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
              <span className="place">{t('results.place', { place: p.place })}</span>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
              <PlaceName seat={p.seat} />
              <span className="rr-majors">{t('resourceful.results.majors', { count: player?.connectedMajors ?? 0, total: table.majorsToWin })}</span>
              {result?.qualified === true && <span className="rr-qualified">{t('resourceful.results.qualified')}</span>}
              <span className="bank" data-testid={`score-${control}-${p.seat}`}>
                {t('resourceful.money', { cash: result?.cash ?? p.score })}
              </span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
