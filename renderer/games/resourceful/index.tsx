/**
 * Resourceful Rails' renderer side (`GameUi`): the board layer (the chosen map in the lobby, the
 * live table view in play; three.js, the maps and the route planner in their own chunks), the
 * seat panel, its sounds, moments, rules pages and lobby picture. What each seat points at (the
 * build anchor, the planner's city, a touched demand) lives in `./choice.ts`.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import picture from '../../../assets/pictures/resourceful.png';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { useSeatChoices } from './choice';
import { resourcefulMoments, resourcefulSounds } from './moments';
import { mapIdOf, readTableView } from './view';

/** The board area (three.js, the map, the planner) in its own chunk, loaded when the board is first shown. */
const ResourcefulBoardLayer = lazy(() => import('./ResourcefulBoardLayer').then((m) => ({ default: m.ResourcefulBoardLayer })));
/** The seat panel's wiring (the map's names, the planner) in the board's chunks. */
const ResourcefulSeatPanel = lazy(() => import('./ResourcefulSeatPanel').then((m) => ({ default: m.ResourcefulSeatPanel })));

function Board({ options, board, frames, colourOf, flags }: GameBoardProps): ReactNode {
  const game = useUi((s) => s.game);
  const playing = game !== null && game.header.gameId === 'resourceful';
  const mapId = playing ? readTableView(game.tableView)?.mapId : mapIdOf(options);
  const matchId = playing ? game.header.matchId : undefined;
  const reset = useSeatChoices((s) => s.reset);
  // Choices belong to one match.
  useEffect(() => reset(), [matchId, reset]);
  return <ResourcefulBoardLayer mapId={mapId} rect={board} frames={frames} colourOf={colourOf} probe={flags.test} />;
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  // The seat panels sit outside the board's Suspense: this one waits for its chunk by itself.
  return (
    <Suspense fallback={null}>
      <ResourcefulSeatPanel seat={seat} colour={colour} />
    </Suspense>
  );
}

/** Resourceful Rails at the table. */
export const resourcefulUi: GameUi = {
  id: 'resourceful',
  titleKey: 'saves.games.resourceful',
  picture,
  inLobby: true,
  rules: { prefix: 'resourceful.rules', pages: 6 },
  Board,
  Seat,
  // Five rows: the seat and cash, the train and turn, three demand cards, the buttons, a two-line message.
  seatDepthMm: 114,
  /** A kiosk demo of ten rounds (about 400 actions, a few minutes at the table's bot pace), not a whole game of 40–60. */
  demoOptions: { roundLimit: 10 },
  sounds: resourcefulSounds,
  moments: resourcefulMoments,
  summaries: () => 0,
  summariesSeenOnResume: () => 0,
};
