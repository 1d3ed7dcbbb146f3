/**
 * The counter test game's renderer side (`GameUi`, reached by `?game=counter`, not offered in
 * the lobby): token stacks on the plain board canvas with the shared total facing both long
 * edges, and each seat's ADD / OK / UNDO panel.
 */
import { lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from '../../app/controller-context';
import type { SeatTokens } from '../../board-kit/canvas/PointTokens';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { PlaySeat } from './PlaySeat';
import { counterControls, readCounterBoard, readMySecret, type CounterBoard } from './view';
import { CentreArea } from '../../card-kit';

/** The board canvas (three.js) in its own chunk. */
const BoardCanvas = lazy(() => import('../../board-kit/canvas/BoardCanvas').then((m) => ({ default: m.BoardCanvas })));

function TotalCard({ board, flipped }: { readonly board: CounterBoard; readonly flipped: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={`total-card${flipped ? ' flipped' : ''}`} data-testid={flipped ? undefined : 'board-total'} aria-hidden={flipped}>
      <span className="total-label">{t('board.total')}</span>
      <span className="total-value">{board.total}</span>
      <span className="total-target">{t('board.target', { target: board.target })}</span>
    </div>
  );
}

/** The counter board of the game in play, or undefined (lobby). */
function useCounterBoard(): CounterBoard | undefined {
  const game = useUi((s) => s.game);
  return useMemo(() => (game === null ? undefined : readCounterBoard(game.tableView)), [game]);
}

function Board({ colourOf }: GameBoardProps): ReactNode {
  const { t } = useTranslation();
  const board = useCounterBoard();
  const tokens = useMemo<readonly SeatTokens[]>(
    () => (board?.seats ?? []).map((s) => ({ seat: s.seat, count: s.points, colour: colourOf(s.seat)?.hex ?? '#888888' })),
    // Rebuilt when the points change (the board view is a new object per engine update).
    [board, colourOf],
  );
  return (
    <>
      <BoardCanvas label={t('app.boardLabel')} tokens={tokens} />
      {board !== undefined && (
        <div className="board-overlay">
          <TotalCard board={board} flipped />
          <TotalCard board={board} flipped={false} />
          <CentreArea
            label={t('counter.revealed')}
            cards={board.seats.flatMap((s) => (s.secret === null ? [] : [{ seat: s.seat, id: 'secret', face: { title: s.secret, corner: '!', color: colourOf(s.seat)?.hex } }]))}
          />
        </div>
      )}
    </>
  );
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const revealed = useUi((s) => s.revealed.includes(seat));
  const board = useCounterBoard();
  if (game === null || board === undefined) return null;
  return (
    <PlaySeat
      seat={seat}
      colour={colour}
      board={board}
      controls={counterControls(game.legal[seat], seat)}
      canUndo={game.canUndo[seat] ?? false}
      busy={busy}
      onAction={(action) => void controller.act(action)}
      onUndo={() => void controller.undo(seat)}
      onNewGame={() => controller.backToLobby()}
      // The hand holds the secret word until it is revealed; then it lies in the centre area.
      secret={board.seats.find((s) => s.seat === seat)?.secret === null ? readMySecret(game.seatViews[seat]) : null}
      revealed={revealed}
      onReveal={(held) => controller.reveal(seat, held)}
      onNotPlayable={() => void controller.refused({ type: 'reveal', seat })}
    />
  );
}

/** The counter test game at the table. */
export const counterUi: GameUi = {
  id: 'counter',
  titleKey: 'saves.games.counter',
  // Info, buttons, the secret card's hand row and the message row.
  seatDepthMm: 90,
  inLobby: false,
  rules: { prefix: 'counter.rules', pages: 2 },
  Board,
  Seat,
  sounds: () => [],
  summaries: () => 0,
  summariesSeenOnResume: () => 0,
};
