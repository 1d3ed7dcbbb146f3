/**
 * Every player's shares and score now, facing one long edge (shown twice): per seat in turn
 * order its colour and symbol, its shares per company (emblem × count), the cards left in its
 * hand and its score at today's share values (the table view's `scores`; a railway without a
 * locomotive counts 0 until it gets one); team totals in the team variant. Draws only.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { TrickTableView } from '../../../shared-rules/games/trick';
import { SeatSymbol } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import { Emblem } from './Emblem';

/** Props: the table view, seat colours and which copy. */
export type ScoresProps = { readonly table: TrickTableView; readonly colourOf: (seat: SeatId) => SeatColour | undefined; readonly far: boolean };

/** The scores display. */
export function Scores({ table, colourOf, far }: ScoresProps): ReactNode {
  const { t } = useTranslation();
  const teamOf = (seat: SeatId): number => table.teams?.findIndex((team) => team.includes(seat)) ?? -1;
  return (
    <div className="trick-scores" data-testid={far ? undefined : 'scores'}>
      {table.seats.map((seat, p) => {
        const colour = colourOf(seat);
        const team = teamOf(seat);
        return (
          <div key={seat} className={`trick-score-row${table.toAct[0] === seat ? ' to-act' : ''}`} data-testid={far ? undefined : `scores-${seat}`}>
            {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
            <span className="trick-score-name">
              {t('seat.name', { seat: seat + 1 })}
              {team >= 0 ? ` (${t('trick.team', { team: team + 1 })})` : ''}
            </span>
            <span className="trick-score-shares">
              {(table.shares[p] ?? []).map((count, c) => (
                <span key={c} className={`trick-share${count === 0 ? ' none' : ''}`}>
                  <Emblem company={c} size="1em" />
                  {count}
                </span>
              ))}
            </span>
            <span className="trick-score-hand">{t('trick.handCount', { n: table.handSizes[p] ?? 0 })}</span>
            <span className="trick-score-points">{t('trick.points', { points: table.scores[p] ?? 0 })}</span>
          </div>
        );
      })}
    </div>
  );
}
