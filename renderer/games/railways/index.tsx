/**
 * Railways of the World's renderer side (`GameUi`): the board layer (the chosen map in the lobby,
 * the live table view in play; three.js, the maps and the rules' track and delivery code in their
 * own chunks), the seat panel, its sounds, moments, rules pages and lobby picture. What each seat
 * points at (a build's start, a cube, a city, a card, a bid) lives in `./choice.ts`.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import picture from '../../../assets/pictures/railways.png';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { useSeatChoices } from './choice';
import { railwaysMoments, railwaysSounds } from './moments';
import { mapIdOf, readTableView } from './view';

/** The board area (three.js, the map, the rules' track code) in its own chunk, loaded when the board is first shown. */
const RailwaysBoardLayer = lazy(() => import('./RailwaysBoardLayer').then((m) => ({ default: m.RailwaysBoardLayer })));
/** The seat panel's wiring (the map's names, the rules' offers) in the board's chunks. */
const RailwaysSeatPanel = lazy(() => import('./RailwaysSeatPanel').then((m) => ({ default: m.RailwaysSeatPanel })));

function Board({ options, board, frames, colourOf, flags }: GameBoardProps): ReactNode {
  const game = useUi((s) => s.game);
  const playing = game !== null && game.header.gameId === 'railways';
  const mapId = playing ? readTableView(game.tableView)?.mapId : mapIdOf(options);
  const matchId = playing ? game.header.matchId : undefined;
  const reset = useSeatChoices((s) => s.reset);
  // Choices belong to one match.
  useEffect(() => reset(), [matchId, reset]);
  return <RailwaysBoardLayer mapId={mapId} rect={board} frames={frames} colourOf={colourOf} probe={flags.test} />;
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  // The seat panels sit outside the board's Suspense: this one waits for its chunk by itself.
  return (
    <Suspense fallback={null}>
      <RailwaysSeatPanel seat={seat} colour={colour} />
    </Suspense>
  );
}

/** Railways of the World at the table. */
export const railwaysUi: GameUi = {
  id: 'railways',
  titleKey: 'railways.title',
  picture,
  inLobby: true,
  rules: { prefix: 'railways.rules', pages: 7 },
  Board,
  Seat,
  // Three rows: the seat's money, income, bonds, engine and score; the buttons (two lines when they wrap); the message.
  seatDepthMm: 100,
  sounds: railwaysSounds,
  moments: railwaysMoments,
  summaries: () => 0,
  summariesSeenOnResume: () => 0,
};
