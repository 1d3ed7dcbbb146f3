/**
 * The round summary card (rules "What the app shows": who completed, what each paid, cheapest
 * possible vs paid, banks; taxes): every player's cities revealed, each bank after the round
 * (before → after the tax when one was paid, #14), and Continue. Dumb. (In the guided first round the
 * coach explains "paid / cheapest" and taxes beside it: games/transglobal/Coach.tsx.)
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { RoundResult } from '../../../shared-rules/games/transglobal';
import type { SeatColour } from '../../table/seat-colours';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { TouchButton } from '../../seat-kit/TouchButton';

/** Props: the round's result, colours per seat, city display names, the control id suffix and Continue. */
export type RoundSummaryProps = {
  readonly result: RoundResult;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly cityName: (id: string) => string;
  readonly control: string;
  readonly onContinue: () => void;
};

/** One copy of the round summary. */
export function RoundSummary({ result, colourOf, cityName, control, onContinue }: RoundSummaryProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="card summary" role="dialog" aria-label={t('tg.summary.title', { round: result.round })}>
      <h2>{t('tg.summary.title', { round: result.round })}</h2>
      {/* The table scrolls when the card is short (1280×800): Continue stays in view. */}
      <div className="card-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('tg.summary.player')}</th>
              <th>{t('tg.summary.cities')}</th>
              <th>{t('tg.summary.paid')}</th>
              <th>{t('tg.summary.bank')}</th>
            </tr>
          </thead>
          <tbody>
            {result.players.map((p, i) => {
              const colour = colourOf(p.seat);
              return (
                <tr key={p.seat}>
                  <td className="who">
                    {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={16} />} {t('seat.name', { seat: p.seat + 1 })}
                    {p.completedFirst && <span className="done"> ✓ {t('tg.summary.completed')}</span>}
                  </td>
                  <td className="cities">{p.cities.map(cityName).join(', ')}</td>
                  <td>{t('tg.summary.paidVsCheapest', { paid: p.paid, cheapest: p.cheapest })}</td>
                  <td className="bank">
                    {result.tax > 0
                      ? t('tg.summary.taxed', { before: p.bank, after: result.banks[i] ?? p.bank - result.tax })
                      : t('tg.summary.money', { value: result.banks[i] ?? p.bank })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="tax">{result.tax > 0 ? t('tg.summary.tax', { tax: result.tax }) : result.round === 2 ? t('tg.summary.noTax') : ''}</p>
      <TouchButton seat={undefined} control={`continue-${control}`} onPress={onContinue} testId={`continue-${control}`}>
        {result.gameOver ? t('tg.summary.toResults') : t('tg.summary.continue')}
      </TouchButton>
    </div>
  );
}
