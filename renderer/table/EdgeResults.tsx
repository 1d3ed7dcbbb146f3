/**
 * The game-end cards at every edge, for any game: one copy of the game's own results component
 * per edge (`EdgeCards`), each given the outcome, the seats' colours and the platform's replay
 * wiring (the UI store's replay position, the controller's replay and New game).
 */
import type { ReactNode } from 'react';
import type { Outcome, SeatId } from '../../shared-rules/core/types';
import { useController } from '../app/controller-context';
import { useUi } from '../state/store';
import { isBotSeat } from './PlaceName';
import { EdgeCards } from './EdgeCards';
import type { GameResultsHostProps } from './ResultsCard';
import type { SeatColour } from './seat-colours';

/** Props: the board's size and the cards' margin (CSS px), the outcome, colours, and the game's results component for one edge. */
export type EdgeResultsProps = {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly outcome: Outcome;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly children: (props: GameResultsHostProps) => ReactNode;
};

/** The results facing every edge (test id `results`). */
export function EdgeResults({ width, height, margin, outcome, colourOf, children }: EdgeResultsProps): ReactNode {
  const controller = useController();
  const replay = useUi((s) => s.replay);
  const seats = useUi((s) => s.game?.header.seats);
  const winners = outcome.ranking.filter((p) => p.place === 1).map((p) => ({ seat: p.seat, colour: colourOf(p.seat), bot: isBotSeat(seats, p.seat) }));
  return (
    <EdgeCards width={width} height={height} margin={margin} testId="results">
      {(rotation) =>
        children({
          outcome,
          colourOf,
          winners,
          replay: replay === null ? null : { index: replay.index, total: replay.views.length, playing: replay.playing, speed: replay.speed, marks: replay.marks },
          control: String(rotation),
          onReplay: () => void controller.startReplay(),
          onStep: (d) => controller.stepReplay(d),
          onPlay: (p) => controller.playReplay(p),
          onSeek: (index) => controller.seekReplay(index),
          onJump: (direction) => controller.jumpReplay(direction),
          onSpeed: () => controller.cycleReplaySpeed(),
          onNewGame: () => controller.backToLobby(),
        })
      }
    </EdgeCards>
  );
}
