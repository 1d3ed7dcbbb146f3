/**
 * One player's panel while Paris Connection is played, facing their edge:
 * - the status line (whose turn, a bot thinking), shares held and the holding limit (public);
 * - MY SHARES (press and hold; hides itself when released and after `REVEAL_MS`): the portfolio
 *   per company and "my score now", penalty included — never shown otherwise;
 * - the six companies (colour, shape, value, supply): in a build a touch picks the company whose
 *   legal hexes glow on the board; in a trade the first touch picks the company returned, the
 *   second the one taken, with 1 or 2 and what the trade changes before it is confirmed;
 * - TRADE / UNDO / OK, enabled exactly as the legal list allows (a disabled tap asks the engine
 *   why), and the refusal line. Dumb: views, legal list and choices in, callbacks out.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isEqual } from 'ohash';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { ParisAction, ParisSeatView, ParisTableView } from '../../../shared-rules/games/paris';
import { COMPANIES } from '../../../shared-rules/games/paris/meta';
import type { SeatColour } from '../../table/seat-colours';
import { HoldButton, RefusalLine, SeatSymbol, TouchButton, UndoButton } from '../../seat-kit';
import type { SeatChoice } from './choice';
import { companyStyle } from './palette';

/** How long a held portfolio stays open at most, ms (it also hides when released). */
export const REVEAL_MS = 5000;

/** Props (see the module comment). */
export type ParisSeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: boolean;
  readonly table: ParisTableView;
  readonly seatView: ParisSeatView | undefined;
  readonly legal: readonly ParisAction[];
  readonly choice: SeatChoice;
  readonly canUndo: boolean;
  readonly revealed: boolean;
  readonly refusal: string | undefined;
  readonly busy: boolean;
  readonly onChoose: (patch: Partial<SeatChoice>) => void;
  readonly onAction: (action: Action) => void;
  readonly onRefused: (action: Action) => void;
  readonly onUndo: () => void;
  readonly onReveal: (open: boolean) => void;
};

/** A company chip: its colour and shape, value and supply (a button). */
function CompanyChip({ company, table, selected, onPress, seat, disabled, testId }: { readonly company: number; readonly table: ParisTableView; readonly selected: boolean; readonly onPress: () => void; readonly seat: SeatId; readonly disabled: boolean; readonly testId: string }): ReactNode {
  const { t } = useTranslation();
  const style = companyStyle(company);
  const name = t(`paris.company.${COMPANIES[company] ?? 'red'}`);
  return (
    <TouchButton seat={seat} control={`company-${company}`} variant="secondary" pressed={selected} disabled={disabled} onPress={onPress} testId={testId} label={t('paris.companyLabel', { company: name, value: table.values[company] ?? 0, supply: table.supplies[company] ?? 0 })}>
      <span className="paris-chip">
        <SeatSymbol symbol={style.symbol} fill={style.color} size={18} />
        <span className="paris-chip-value">{table.values[company] ?? 0}</span>
        <span className="paris-chip-supply">{t('paris.supplyShort', { count: table.supplies[company] ?? 0 })}</span>
      </span>
    </TouchButton>
  );
}

/** The play content of one joined seat panel. */
export function ParisSeat(props: ParisSeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour, table, seatView, legal, choice, revealed, onReveal } = props;
  const active = table.toAct[0] === seat;
  const position = table.seats.indexOf(seat);
  const held = table.held[position] ?? 0;
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => onReveal(false), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, onReveal]);
  const wait = props.busy || props.bot;
  const over = table.end !== null;
  const status = over ? t('paris.status.over') : props.bot ? t(active ? 'paris.status.botThinking' : 'paris.status.bot') : active ? t(table.turn.company !== null ? 'paris.status.building' : 'paris.status.yourTurn') : t('paris.status.waiting');
  const find = (wanted: ParisAction): ParisAction | undefined => legal.find((a) => isEqual(a, wanted));
  const act = (wanted: ParisAction): void => (find(wanted) !== undefined ? props.onAction(wanted) : props.onRefused(wanted));
  const trading = choice.trading;
  const canTrade = legal.some((a) => a.type === 'trade');
  const ok: ParisAction = { type: 'ok', seat };
  const trade: ParisAction | undefined =
    choice.give !== null && choice.take !== null ? { type: 'trade', seat, give: choice.give, take: choice.take, count: choice.count } : undefined;
  // What the trade changes, at today's values: shares' worth moved and the penalty of going over the limit.
  const tradeDelta =
    trade?.type === 'trade'
      ? trade.count * (table.values[trade.take] ?? 0) - (table.values[trade.give] ?? 0) - 20 * (Math.max(0, held - 1 + trade.count - table.limit) - Math.max(0, held - table.limit))
      : undefined;
  const onCompany = (company: number): void => {
    if (!active || props.bot) return;
    if (!trading) props.onChoose({ company });
    else if (choice.give === null) props.onChoose({ give: company });
    else if (choice.take === null && company !== choice.give) props.onChoose({ take: company });
    else props.onChoose({ give: company, take: null });
  };

  return (
    <div className={`tg-seat paris-seat${active ? ' active' : ''}`} data-testid={`paris-seat-${seat}`}>
      {revealed && seatView !== undefined ? (
        <div className="seat-row shares" data-testid={`shares-${seat}`}>
          {seatView.portfolio.map((count, company) => (
            <span key={company} className="paris-share" data-testid={`share-${seat}-${company}`}>
              <SeatSymbol symbol={companyStyle(company).symbol} fill={companyStyle(company).color} size={16} /> ×{count}
            </span>
          ))}
          {seatView.score !== null && (
            <span className="paris-score" data-testid={`score-now-${seat}`}>
              {t('paris.scoreNow', { total: seatView.score.total, penalty: seatView.score.penalty })}
            </span>
          )}
        </div>
      ) : (
        <div className="seat-row info">
          {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
          <span className={`seat-name${active ? ' my-turn' : ''}${active && props.bot && !over ? ' thinking' : ''}`} data-testid={`status-${seat}`}>
            {t('seat.name', { seat: seat + 1 })} · {status}
          </span>
          <span className={`seat-status${held > table.limit ? ' over-limit' : ''}`} data-testid={`held-${seat}`}>
            {t('paris.held', { held, limit: table.limit })}
          </span>
        </div>
      )}
      {!over && (
        <div className="seat-row companies" data-testid={`companies-${seat}`}>
          {COMPANIES.map((_, company) => (
            <CompanyChip
              key={company}
              company={company}
              table={table}
              seat={seat}
              disabled={!active || wait}
              selected={trading ? choice.give === company || choice.take === company : (table.turn.company ?? choice.company) === company}
              onPress={() => onCompany(company)}
              testId={`company-${seat}-${company}`}
            />
          ))}
        </div>
      )}
      {!over && (
        <div className="seat-row buttons">
          <HoldButton held={revealed} onHold={onReveal} testId={`show-shares-${seat}`} disabled={props.bot}>
            {t('paris.showShares')}
          </HoldButton>
          {trading ? (
            <>
              <TouchButton seat={seat} control="count" variant="secondary" disabled={wait} onPress={() => props.onChoose({ count: choice.count === 2 ? 1 : 2 })} testId={`trade-count-${seat}`}>
                {t('paris.takeCount', { count: choice.count })}
              </TouchButton>
              <TouchButton seat={seat} control="trade-confirm" disabled={wait || trade === undefined || find(trade) === undefined} onRefusedPress={props.bot || trade === undefined ? undefined : () => props.onRefused(trade)} onPress={() => trade !== undefined && act(trade)} testId={`trade-confirm-${seat}`}>
                {t('paris.tradeConfirm')}
              </TouchButton>
              <TouchButton seat={seat} control="trade-cancel" variant="secondary" disabled={wait} onPress={() => props.onChoose({ trading: false, give: null, take: null })} testId={`trade-cancel-${seat}`}>
                {t('paris.cancel')}
              </TouchButton>
            </>
          ) : (
            <TouchButton seat={seat} control="trade" variant="secondary" disabled={wait || !canTrade} onPress={() => props.onChoose({ trading: true, give: null, take: null })} testId={`trade-${seat}`}>
              {t('paris.trade')}
            </TouchButton>
          )}
          <UndoButton seat={seat} canUndo={props.canUndo} wait={wait} bot={props.bot} onUndo={props.onUndo} />
          <TouchButton seat={seat} control="ok" disabled={find(ok) === undefined || wait} onRefusedPress={props.bot ? undefined : () => props.onRefused(ok)} onPress={() => act(ok)} testId={`ok-${seat}`}>
            {t('seat.ok')}
          </TouchButton>
        </div>
      )}
      <div className={`seat-row message${revealed ? ' concealed' : ''}`}>
        {props.refusal !== undefined ? (
          <RefusalLine seat={seat} reason={props.refusal} />
        ) : trading && active ? (
          <span data-testid={`trade-hint-${seat}`}>
            {choice.give === null
              ? t('paris.hint.give')
              : choice.take === null
                ? t('paris.hint.take')
                : t('paris.hint.tradeDelta', { delta: tradeDelta ?? 0 })}
          </span>
        ) : active && !props.bot ? (
          <span>{t(table.turn.company !== null ? 'paris.hint.more' : table.turn.trade !== null ? 'paris.hint.ok' : 'paris.hint.turn')}</span>
        ) : (
          <span className="muted">{t('paris.hint.idle')}</span>
        )}
      </div>
    </div>
  );
}
