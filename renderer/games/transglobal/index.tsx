/**
 * Transglobal Rail's renderer side (`GameUi`): the board layer (the chosen map in the lobby,
 * the live table view in play), the seat panel, its sounds and its round summaries, its illustrated
 * rules (./rules-pictures.tsx) and its guided first round (./Coach.tsx over ./coach.ts).
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import picture from '../../../assets/pictures/transglobal.png';
import type { Json } from '../../../shared-rules/core/types';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { useUi } from '../../state/store';
import type { GameBoardProps, GameSeatProps, GameUi } from '../types';
import { TransglobalCoach } from './Coach';
import type { bundledMap } from './maps';
import { momentsOfUpdate } from './moments-of-update';
import { soundsOfUpdate } from './sounds-of-update';
import { TRANSGLOBAL_RULES_PICTURES } from './rules-pictures';
import { readTableView } from './view-schema';

/** The board area (three.js, the 3D board) in its own chunk, loaded when the board is first shown. */
const TransglobalArea = lazy(() => import('./TransglobalArea').then((m) => ({ default: m.TransglobalArea })));

/** The seat panel in its own chunk too, loaded when a game of it is first shown (the seat panels sit outside the board's Suspense: each waits for its chunk by itself). */
const TransglobalSeatPanel = lazy(() => import('./TransglobalSeatPanel').then((m) => ({ default: m.TransglobalSeatPanel })));

/** The maps module (./maps: the three shipped maps' JSON, 227 KB), loaded once when a board or seat panel first needs it. */
type MapsModule = { readonly bundledMap: typeof bundledMap };
let mapsModule: MapsModule | undefined;
let mapsLoading: Promise<MapsModule> | undefined;

/** The maps module once loaded (`undefined` until then: the caller renders nothing yet), starting its load on first use. */
function useMapsModule(): MapsModule | undefined {
  const [loaded, setLoaded] = useState(mapsModule);
  useEffect(() => {
    if (loaded !== undefined) return;
    let live = true;
    mapsLoading ??= import('./maps').then((m) => (mapsModule = m));
    void mapsLoading.then((m) => {
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** The map id of the lobby's choices, or of the game in play. */
function useMapAndNames(options: Json): { readonly map: TransglobalMap | undefined; readonly cityNames: Readonly<Record<string, string>> } {
  const game = useUi((s) => s.game);
  const language = useUi((s) => s.settings.language);
  const playing = game !== null && game.header.gameId === 'transglobal';
  const mapId = playing ? readTableView(game.tableView)?.mapId : mapIdOf(options);
  const maps = useMapsModule();
  const map = useMemo(() => (mapId === undefined ? undefined : maps?.bundledMap(mapId)), [mapId, maps]);
  const cityNames = useMemo(() => {
    const out: Record<string, string> = {};
    for (const c of map?.cities ?? []) out[c.id] = c.localNames?.[language] ?? c.name;
    return out;
  }, [map, language]);
  return { map, cityNames };
}

/** The `mapId` of a JSON options object, if any. */
function mapIdOf(options: Json): string | undefined {
  return typeof options === 'object' && options !== null && !Array.isArray(options) && 'mapId' in options && typeof options.mapId === 'string' ? options.mapId : undefined;
}

function Board({ options, board, frames, colourOf, flags }: GameBoardProps): ReactNode {
  const { map, cityNames } = useMapAndNames(options);
  if (map === undefined) return null;
  return <TransglobalArea map={map} board={board} frames={frames} colourOf={colourOf} cityNames={cityNames} probe={flags.test} dropMs={flags.dropMs} />;
}

function Seat({ seat, colour }: GameSeatProps): ReactNode {
  const game = useUi((s) => s.game);
  const table = useMemo(() => readTableView(game?.tableView), [game]);
  const { map, cityNames } = useMapAndNames(null);
  if (table === undefined || map === undefined) return null;
  return (
    <Suspense fallback={null}>
      <TransglobalSeatPanel seat={seat} colour={colour} table={table} map={map} cityNames={cityNames} />
    </Suspense>
  );
}

/** Transglobal Rail at the table. */
export const transglobalUi: GameUi = {
  id: 'transglobal',
  titleKey: 'saves.games.transglobal',
  picture,
  inLobby: true,
  rules: { prefix: 'tg.rules', pages: 6, pictures: TRANSGLOBAL_RULES_PICTURES },
  // The guided first round plays the beginners' map (README: "USA (best for beginners)").
  tutorial: { options: { mapId: 'usa' }, Coach: TransglobalCoach },
  Board,
  Seat,
  sounds: soundsOfUpdate,
  moments: momentsOfUpdate,
  summaries: (tableView) => readTableView(tableView)?.results.length ?? 0,
  summariesSeenOnResume: (tableView) => {
    const table = readTableView(tableView);
    if (table === undefined) return 0;
    // Summaries of rounds finished before the reload were seen; the last stays open when the
    // save ends right after it (nobody has acted in the new round yet).
    return Math.max(0, table.phase === 'hubs' && table.seats.every((s) => s.hub === null) ? table.results.length - 1 : table.results.length);
  },
};
