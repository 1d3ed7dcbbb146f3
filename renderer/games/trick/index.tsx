/**
 * Trick of the Rails' renderer side (`GameUi`, issue #16): the board layer (the railways, lane
 * and scores facing both long edges, the trick in the centre; a card preview in the lobby; HTML
 * in its own chunk), the seat panel (a private hand with select-then-confirm, placements), its
 * sounds, rules pages and lobby picture. Placement choices per seat live in `./choice.ts` and are
 * cleared when the seat's moment passes.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import picture from '../../../assets/pictures/trick.png';
import type { Action, GameEvent, SeatId } from '../../../shared-rules/core/types';
import { useController } from '../../app/controller-context';
import type { SoundEffect } from '../../audio/sound';
import { useSeatRefusal } from '../../seat-kit';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { choiceOf, usePlacementChoices } from './choice';
import type { PlacementChoice } from './faces';
import { readLegal, readSeatView, readTableView } from './view';
import { trickMoments } from './moments';
import { DEAL_MS, isDealing } from './deal';

/** The board area in its own chunk, loaded when the board is first shown. */
const TrickArea = lazy(() => import('./TrickArea').then((m) => ({ default: m.TrickArea })));

/** The seat panel in its own chunk too, loaded when a game of it is first shown (the seat panels sit outside the board's Suspense: each waits for its chunk by itself). */
const TrickSeat = lazy(() => import('./TrickSeat').then((m) => ({ default: m.TrickSeat })));

function Board({ board, frames, colourOf }: GameBoardProps): ReactNode {
  return <TrickArea rect={board} frames={frames} colourOf={colourOf} />;
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const revealed = useUi((s) => s.revealed.includes(seat));
  const refusal = useSeatRefusal(seat);
  const choice = usePlacementChoices((s) => choiceOf(s.bySeat, seat));
  const choose = usePlacementChoices((s) => s.choose);
  const clear = usePlacementChoices((s) => s.clear);
  const table = useMemo(() => readTableView(game?.tableView), [game]);
  const seatView = useMemo(() => readSeatView(game?.seatViews[seat]), [game, seat]);
  const legal = useMemo(() => readLegal(game?.legal[seat]), [game, seat]);
  const active = table?.toAct[0] === seat;
  const phase = table?.phase;
  // A choice lasts one placement: cleared when the seat's moment passes or the phase changes.
  useEffect(() => {
    clear(seat);
  }, [active, phase, clear, seat]);
  const onChoose = useCallback((patch: Partial<PlacementChoice>) => choose(seat, patch), [choose, seat]);
  const onReveal = useCallback((open: boolean) => controller.reveal(seat, open), [controller, seat]);
  const onAction = useCallback((action: Action) => void controller.act(action), [controller]);
  const onRefused = useCallback((action: Action) => void controller.refused(action), [controller]);
  const onMissed = useCallback((code: string) => controller.missed(seat, code), [controller, seat]);
  if (table === undefined) return null;
  const bot = game?.header.seats.find((s) => s.seat === seat)?.controller === 'bot';
  return (
    <Suspense fallback={null}>
      <TrickSeat
        seat={seat}
        colour={colour}
        bot={bot}
        table={table}
        seatView={seatView}
        legal={legal}
        choice={choice}
        revealed={revealed}
        dealing={isDealing(game)}
        refusal={refusal}
        busy={busy}
        onChoose={onChoose}
        onAction={onAction}
        onRefused={onRefused}
        onMissed={onMissed}
        onReveal={onReveal}
      />
    </Suspense>
  );
}

/**
 * Sounds: `build` when a card, City or locomotive is laid, `ding` when a trick is won,
 * `round-end` at the game's end, `turn` when a person's turn comes; a new game starts with
 * `shuffle` (the deck riffled and dealt, `trickUi.startSounds`) while the deal is animated.
 */
export function trickSounds(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): readonly SoundEffect[] {
  const out: SoundEffect[] = [];
  if (events.some((e) => e.type === 'card-played' || e.type === 'card-placed' || e.type === 'city-placed' || e.type === 'locomotive-placed')) out.push('build');
  if (events.some((e) => e.type === 'trick-won')) out.push('ding');
  if (events.some((e) => e.type === 'game-ended')) out.push('round-end');
  const next = after[0];
  if (next !== undefined && next !== before[0] && humans.has(next) && !events.some((e) => e.type === 'game-ended')) out.push('turn');
  return out;
}

/** Trick of the Rails at the table. */
export const trickUi: GameUi = {
  id: 'trick',
  titleKey: 'saves.games.trick',
  picture,
  inLobby: true,
  rules: { prefix: 'trick.rules', pages: 6 },
  Board,
  Seat,
  // Status row, a hand of up to 11 cards (or the placement buttons) and the message row.
  seatDepthMm: 72,
  sounds: trickSounds,
  startSounds: ['shuffle'],
  openingMs: DEAL_MS,
  moments: trickMoments,
  summaries: () => 0,
  summariesSeenOnResume: () => 0,
};
