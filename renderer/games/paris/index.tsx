/**
 * Paris Connection's renderer side (`GameUi`): the board layer (the map of France in the lobby,
 * the live table view in play; three.js in its own chunk), the seat panel, its sounds and rules
 * pages. Build choices per seat live in `./choice.ts` and are cleared when the turn passes.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import picture from '../../../assets/pictures/paris.png';
import type { GameEvent, SeatId } from '../../../shared-rules/core/types';
import { useController } from '../../app/controller-context';
import type { SoundEffect } from '../../audio/sound';
import { useSeatRefusal } from '../../seat-kit';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { choiceOf, useChoices, type SeatChoice } from './choice';
import { readLegal, readSeatView, readTableView } from './view';

/** The board area (three.js) in its own chunk, loaded when the board is first shown. */
const ParisArea = lazy(() => import('./ParisArea').then((m) => ({ default: m.ParisArea })));

/** The seat panel in its own chunk too, loaded when a game of it is first shown (the seat panels sit outside the board's Suspense: each waits for its chunk by itself). */
const ParisSeat = lazy(() => import('./ParisSeat').then((m) => ({ default: m.ParisSeat })));

/** The map of the game: France (the one map shipped). */
const MAP_ID = 'france';

function Board({ board, frames, colourOf, flags }: GameBoardProps): ReactNode {
  return <ParisArea mapId={MAP_ID} rect={board} frames={frames} colourOf={colourOf} probe={flags.test} />;
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const revealed = useUi((s) => s.revealed.includes(seat));
  const refusal = useSeatRefusal(seat);
  const choice = useChoices((s) => choiceOf(s.bySeat, seat));
  const choose = useChoices((s) => s.choose);
  const clear = useChoices((s) => s.clear);
  const table = useMemo(() => readTableView(game?.tableView), [game]);
  const seatView = useMemo(() => readSeatView(game?.seatViews[seat]), [game, seat]);
  const legal = useMemo(() => readLegal(game?.legal[seat]), [game, seat]);
  const active = table?.toAct[0] === seat;
  const traded = table?.turn.trade != null;
  // Choices last one turn: cleared when the turn passes, and once the trade is made.
  useEffect(() => {
    if (!active || traded) clear(seat);
  }, [active, traded, clear, seat]);
  const onChoose = useCallback((patch: Partial<SeatChoice>) => choose(seat, patch), [choose, seat]);
  const onReveal = useCallback((open: boolean) => controller.reveal(seat, open), [controller, seat]);
  if (table === undefined) return null;
  const bot = game?.header.seats.find((s) => s.seat === seat)?.controller === 'bot';
  return (
    <Suspense fallback={null}>
      <ParisSeat
        seat={seat}
        colour={colour}
        bot={bot}
        table={table}
        seatView={seatView}
        legal={legal}
        choice={choice}
        canUndo={game?.canUndo[seat] ?? false}
        revealed={revealed}
        refusal={refusal}
        busy={busy}
        onChoose={onChoose}
        onAction={(action) => void controller.act(action)}
        onRefused={(action) => void controller.refused(action)}
        onUndo={() => void controller.undo(seat)}
        onReveal={onReveal}
      />
    </Suspense>
  );
}

/** The points a `placed` event added to its company (0 when absent). */
function gainOf(event: GameEvent): number {
  const params = event.params;
  if (typeof params !== 'object' || params === null) return 0;
  const gain: unknown = Reflect.get(params, 'gain');
  return typeof gain === 'number' ? gain : 0;
}

/** Sounds: `build` for each placement, `ding` when a city is reached, `round-end` at the game's end, `turn` when a person's turn comes. */
function sounds(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): readonly SoundEffect[] {
  const out: SoundEffect[] = [];
  const placed = events.filter((e) => e.type === 'placed');
  if (placed.length > 0) out.push('build');
  if (placed.some((e) => gainOf(e) > 0)) out.push('ding');
  if (events.some((e) => e.type === 'game-ended')) out.push('round-end');
  const next = after[0];
  if (next !== undefined && next !== before[0] && humans.has(next)) out.push('turn');
  return out;
}

/** Paris Connection at the table. */
export const parisUi: GameUi = {
  id: 'paris',
  titleKey: 'saves.games.paris',
  picture,
  inLobby: true,
  rules: { prefix: 'paris.rules', pages: 5 },
  Board,
  Seat,
  seatDepthMm: 78,
  sounds,
  summaries: () => 0,
  summariesSeenOnResume: () => 0,
};
