/**
 * Railways of the World's game-end card: the platform's `ResultsCard` (replay, New game) with
 * each place, the seat, its final score, and how the end changed it (rules "End"): the points
 * lost for its bonds and its Rail Baron card, now shown, with the points it earned if met (from
 * the table view's `final`); best first, equal scores sharing a place. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RailwaysTableView } from '../../../shared-rules/games/railways';
import type { RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { ResultsCard, type GameResultsHostProps } from '../../table/ResultsCard';
import { PlaceName } from '../../table/PlaceName';
import { baronText } from './maps';

/** Props: the final table view, the map and its data file, and the host's outcome, colours and replay wiring. */
export type RailwaysResultsProps = GameResultsHostProps & { readonly view: RailwaysTableView; readonly board: RailwaysBoard; readonly table: RailwaysTable };

/** One copy of the results card. */
export function RailwaysResults({ view, board, table, outcome, colourOf, control, ...card }: RailwaysResultsProps): ReactNode {
  const { t, i18n } = useTranslation();
  return (
    <ResultsCard control={control} {...card}>
      <p className="rw-end" data-testid={`end-reason-${control}`}>
        {t('railways.results.ended', { turn: view.turn })}
      </p>
      <ol className="places rw-places">
        {outcome.ranking.map((p) => {
          const colour = colourOf(p.seat);
          const i = view.players.findIndex((pl) => pl.seat === p.seat);
          const player = view.players[i];
          const final = view.final?.[i];
          const baron = baronText(table.barons[player?.baron ?? -1], board, i18n.language, (key, params) => t(key, params));
          return (
            <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
              <span className="place">{t('results.place', { place: p.place })}</span>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
              <PlaceName seat={p.seat} />
              <span className="bank" data-testid={`score-${control}-${p.seat}`}>
                {t('railways.points', { points: p.score })}
              </span>
              <span className="rw-final-parts">
                {final !== undefined && final.bondPenalty > 0 && <span className="rw-penalty">{t('railways.results.bonds', { count: player?.bonds ?? 0, points: final.bondPenalty })}</span>}
                {baron !== '' && (
                  <span className={`rw-baron-result${final?.baronMet === true ? ' met' : ''}`} data-testid={`baron-${control}-${p.seat}`}>
                    {final?.baronMet === true ? t('railways.results.baronMet', { goal: baron, points: final.baronPoints }) : t('railways.results.baronMissed', { goal: baron })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </ResultsCard>
  );
}
