/**
 * One player's panel while Transglobal Rail is played, facing their edge: colour and symbol,
 * bank, $ left this turn, whose turn it is, SHOW CITIES (press and hold: the secret-cities card
 * with its mini-map rises over the board's edge, `SecretCities`; it hides when released and
 * after `REVEAL_MS`, with a countdown), UNDO, −$1, PASS,
 * OK — enabled exactly as the legal list allows, and when disabled a tap asks the engine why;
 * no buttons once the game is over —,
 * while finishing the suggested route (one touch) with paid vs cheapest, the refusal reason and
 * the seat's last builds. Dumb: views and controls in, callbacks out.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { TransglobalAction, TransglobalSeatView, TransglobalTableView } from '../../../shared-rules/games/transglobal';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import type { SeatColour } from '../../table/seat-colours';
import { HoldButton, RefusalLine, SeatSymbol, TouchButton, UndoButton } from '../../seat-kit';
import type { TransglobalControls } from './controls';
import { SecretCities } from './SecretCities';

/** How long a city list stays open at most, ms (it also hides when released). */
export const REVEAL_MS = 5000;

/**
 * Props: the seat, its colour, whether a bot plays it, the public and private views, its
 * controls and undo flag, whether its list is open, the refusal text, the costs ($) of its last
 * builds, city display names, busy flag, and the callbacks.
 */
export type TransglobalSeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: boolean;
  readonly table: TransglobalTableView;
  readonly seatView: TransglobalSeatView | undefined;
  readonly controls: TransglobalControls;
  readonly canUndo: boolean;
  readonly revealed: boolean;
  readonly refusal: string | undefined;
  readonly lastBuilds: readonly number[];
  readonly cityName: (id: string, fallback: string) => string;
  readonly map: Pick<TransglobalMap, 'bounds' | 'layers' | 'intersections' | 'regions'>;
  readonly busy: boolean;
  readonly onAction: (action: Action) => void;
  readonly onRefused: (action: Action) => void;
  readonly onUndo: () => void;
  readonly onReveal: (open: boolean) => void;
  readonly onBuildSuggested: () => void;
};

/** The i18n key (under `tg.status`) of a seat's status line: a bot to act shows it is thinking (issue #6: "the table shows a bot is thinking"). */
export function statusKey(phase: TransglobalTableView['phase'], active: boolean, bot: boolean): string {
  if (phase === 'over') return 'over';
  if (bot) return active ? 'botThinking' : 'bot';
  if (!active) return 'waiting';
  if (phase === 'hubs') return 'placeHub';
  return phase === 'finishing' ? 'finish' : 'yourTurn';
}

/** The play content of one joined seat panel. */
export function TransglobalSeat(props: TransglobalSeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour, table, seatView, controls, revealed, onReveal } = props;
  const mine = table.seats.find((s) => s.seat === seat);
  const active = table.toAct[0] === seat;
  const finishing = active && table.phase === 'finishing' ? (seatView?.finishing ?? null) : null;
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => onReveal(false), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, onReveal]);

  const status = t(`tg.status.${statusKey(table.phase, active, props.bot)}`);
  const act = (action: TransglobalAction | undefined, fallback: TransglobalAction): void => {
    if (action !== undefined) props.onAction(action);
    else props.onRefused(fallback);
  };
  const wait = props.busy || props.bot;

  return (
    <div className={`tg-seat${active ? ' active' : ''}`} data-testid={`tg-seat-${seat}`}>
      {revealed && (
        <SecretCities seat={seat} colour={colour} map={props.map} cities={seatView?.cities ?? []} hub={mine?.hub ?? null} cityName={props.cityName} openMs={REVEAL_MS} />
      )}
      <div className="seat-row info">
        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
        <span className={`seat-name${active ? ' my-turn' : ''}${active && props.bot && table.phase !== 'over' ? ' thinking' : ''}`} data-testid={`status-${seat}`}>
          {t('seat.name', { seat: seat + 1 })} · {status}
        </span>
        <span className="seat-status" data-testid={`bank-${seat}`}>
          {t('tg.bank', { bank: mine?.bank ?? 0 })}
        </span>
        {active && table.moneyLeft !== null && (
          <span className="seat-status money-left" data-testid={`left-${seat}`}>
            {t('tg.left', { left: table.moneyLeft })}
          </span>
        )}
        {finishing !== null && (
          <span className="seat-status" data-testid={`paid-${seat}`}>
            {t('tg.paidVsCheapest', { paid: finishing.paid, cheapest: finishing.cheapestAtStart })}
          </span>
        )}
      </div>
      {table.phase !== 'over' && (
      <div className="seat-row buttons">
        <HoldButton held={revealed} onHold={onReveal} testId={`show-cities-${seat}`} disabled={props.bot}>
          {t('tg.showCities')}
        </HoldButton>
        {/* Kept in place all through the finishing phase (disabled when there is nothing to build), so Undo never slides under a finger. */}
        {finishing !== null && (
          <TouchButton seat={seat} control="suggested" onPress={props.onBuildSuggested} disabled={wait || controls.buildCheapest === undefined} testId={`suggested-${seat}`}>
            {t('tg.buildSuggested', { cost: finishing.suggestion.cost })}
          </TouchButton>
        )}
        <UndoButton seat={seat} canUndo={props.canUndo} wait={wait} bot={props.bot} onUndo={props.onUndo} />
        {table.phase === 'building' && (
          <TouchButton
            seat={seat}
            control="discard"
            variant="secondary"
            disabled={controls.discard === undefined || wait}
            onRefusedPress={props.bot ? undefined : () => props.onRefused({ type: 'discard', seat })}
            onPress={() => act(controls.discard, { type: 'discard', seat })}
            testId={`discard-${seat}`}
          >
            {t('tg.discard')}
          </TouchButton>
        )}
        {controls.pass !== undefined && (
          <TouchButton seat={seat} control="pass" variant="secondary" disabled={wait} onPress={() => act(controls.pass, { type: 'pass', seat })} testId={`pass-${seat}`}>
            {t('tg.pass')}
          </TouchButton>
        )}
        <TouchButton
          seat={seat}
          control="ok"
          disabled={controls.ok === undefined || wait}
          onRefusedPress={props.bot ? undefined : () => props.onRefused({ type: 'ok', seat })}
          onPress={() => act(controls.ok, { type: 'ok', seat })}
          testId={`ok-${seat}`}
        >
          {t('seat.ok')}
        </TouchButton>
      </div>
      )}
      {/* Kept (hidden) while the cities are held, so the rows above keep their place. */}
      <div className={`seat-row message${revealed ? ' concealed' : ''}`}>
        {props.refusal !== undefined ? (
          <RefusalLine seat={seat} reason={props.refusal} />
        ) : table.phase === 'hubs' && active ? (
          <span>{t('tg.hint.hub')}</span>
        ) : props.lastBuilds.length > 0 ? (
          <span data-testid={`last-${seat}`}>{t('tg.lastBuilds', { builds: props.lastBuilds.map((c) => t('tg.summary.money', { value: c })).join(' ') })}</span>
        ) : (
          <span className="muted">{t('tg.noBuilds')}</span>
        )}
      </div>
    </div>
  );
}
