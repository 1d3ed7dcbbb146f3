/**
 * A seat's controls while the counter game is played: whose turn, the seat's points and the
 * shared total, and ADD (add 1), OK (end the turn) and UNDO. What is enabled comes from the
 * worker's legal-action list and undo flags; the component holds no rules.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { CounterBoard, CounterControls } from './view';
import { RefusalLine, SeatSymbol, TouchButton, UndoButton, useSeatRefusal } from '../../seat-kit';
import { Hand } from '../../card-kit';
import type { SeatColour } from '../../table/seat-colours';

const NONE: ReadonlySet<string> = new Set();
const SECRET: ReadonlySet<string> = new Set(['secret']);

/** Props: the seat, its colour, the board view, its controls, undo flag, busy flag and callbacks. */
export type PlaySeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly board: CounterBoard;
  readonly controls: CounterControls;
  readonly canUndo: boolean;
  readonly busy: boolean;
  readonly onAction: (action: Action) => void;
  readonly onUndo: () => void;
  readonly onNewGame: () => void;
  /** The seat's secret word (its one card) while it is still hidden from the others, or null. */
  readonly secret: string | null;
  readonly revealed: boolean;
  readonly onReveal: (held: boolean) => void;
  /** A tap on the secret card while it cannot be revealed: ask the engine why. */
  readonly onNotPlayable: () => void;
};

/** The play content of one joined seat panel. */
export function PlaySeat(props: PlaySeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour, board, controls } = props;
  const refusal = useSeatRefusal(seat);
  const mine = board.seats.find((s) => s.seat === seat);
  const myTurn = board.toAct.includes(seat);
  const over = board.winner !== null;
  const status = over
    ? board.winner === seat
      ? t('seat.youWin')
      : t('seat.winner', { seat: (board.winner ?? 0) + 1 })
    : myTurn
      ? t('seat.yourTurn')
      : t('seat.waitTurn');
  return (
    <>
      <div className="seat-row info">
        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
        <span className={`seat-name${myTurn ? ' my-turn' : ''}`} data-testid={`status-${seat}`}>
          {status}
        </span>
        <span className="seat-status" data-testid={`points-${seat}`}>
          {t('seat.points', { points: mine?.points ?? 0 })}
        </span>
        <span className="seat-status" data-testid={`total-${seat}`}>
          {t('seat.total', { total: board.total, target: board.target })}
        </span>
      </div>
      <div className="seat-row buttons">
        {over ? (
          <TouchButton seat={seat} control="new-game" onPress={props.onNewGame} testId={`new-game-${seat}`}>
            {t('seat.newGame')}
          </TouchButton>
        ) : (
          <>
            <TouchButton
              seat={seat}
              control="add"
              disabled={controls.add === undefined || props.busy}
              onPress={() => controls.add !== undefined && props.onAction(controls.add)}
              testId={`add-${seat}`}
            >
              {t('seat.add')}
            </TouchButton>
            <TouchButton
              seat={seat}
              control="ok"
              disabled={controls.ok === undefined || props.busy}
              onPress={() => controls.ok !== undefined && props.onAction(controls.ok)}
              testId={`ok-${seat}`}
            >
              {t('seat.ok')}
            </TouchButton>
            <UndoButton seat={seat} canUndo={props.canUndo} wait={props.busy} bot={false} onUndo={props.onUndo} />
          </>
        )}
      </div>
      {!over && props.secret !== null && (
        <Hand
          seat={seat}
          cards={[{ id: 'secret', face: { title: props.secret, corner: '?', color: colour?.hex } }]}
          playable={controls.reveal === undefined ? NONE : SECRET}
          private={{ revealed: props.revealed, onReveal: props.onReveal, showLabel: t('counter.showSecret'), backLabel: t('counter.secretBack') }}
          confirmLabel={t('counter.reveal')}
          onConfirm={() => controls.reveal !== undefined && props.onAction(controls.reveal)}
          onNotPlayable={props.onNotPlayable}
          wait={props.busy}
        />
      )}
      <div className="seat-row message">
        <RefusalLine seat={seat} reason={refusal} />
      </div>
    </>
  );
}
