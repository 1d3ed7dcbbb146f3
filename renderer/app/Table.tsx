/**
 * The table screen: the board in the area left between the seat panels (the Transglobal board
 * of the chosen map, or the counter test game's placeholder), the shared overlay, six seat
 * panels around the edges (lobby or play content), two settings cogs in opposite corners, and
 * the settings panel or the saves screen when open; over them the attract-mode layer or the idle countdown. Reads the UI store; acts through the controller.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { BoardCanvas } from '../board/BoardCanvas';
import type { SeatTokens } from '../board/PointTokens';
import { counterControls, readCounterBoard } from '../games/counter/view';
import { useUi } from '../state/store';
import { LobbySeat } from '../table/LobbySeat';
import { PlaySeat } from '../table/PlaySeat';
import { colourById, type SeatColour } from '../table/seat-colours';
import { boardRect, cornerRects, seatFrames, type Rect, type SeatRotation } from '../table/seat-layout';
import { SeatPanel } from '../table/SeatPanel';
import { TouchButton } from '../ui/TouchButton';
import { BoardOverlay } from './BoardOverlay';
import { useController } from './controller-context';
import { SettingsPanel } from './SettingsPanel';
import { TransglobalArea } from '../games/transglobal/TransglobalArea';
import { TransglobalSeatPanel } from '../games/transglobal/TransglobalSeatPanel';
import { bundledMap } from '../games/transglobal/maps';
import { readTableView } from '../games/transglobal/view-schema';
import type { AppFlags } from './flags';
import { AttractLayer, IdleCountdown } from './KioskScreens';
import { SavesPanel } from './saves/SavesPanel';

/** Seats the foundation lobby needs before START is enabled. */
export const MIN_PLAYERS = 2;

function boxStyle(r: Rect): { left: number; top: number; width: number; height: number } {
  return { left: r.x, top: r.y, width: r.width, height: r.height };
}

function Cog({ rect, rotation }: { readonly rect: Rect; readonly rotation: SeatRotation }): ReactNode {
  const { t } = useTranslation();
  const controller = useController();
  return (
    <div className="corner" style={{ ...boxStyle(rect), transform: `rotate(${rotation}deg)` }}>
      <TouchButton seat={undefined} control={`cog-${rotation}`} variant="secondary" label={t('settings.open')} onPress={() => controller.openSettings(rotation)} testId={`cog-${rotation}`}>
        <svg width="60%" height="60%" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1l.4 2.7h4l.4-2.7a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5ZM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z"
            transform="translate(-1 0)"
          />
        </svg>
      </TouchButton>
    </div>
  );
}

/** Props: the URL flags (test hooks, drop-in time, which game the lobby starts). */
export type TableProps = { readonly flags: AppFlags };

/** The table (see the module comment). */
export function Table({ flags }: TableProps): ReactNode {
  const { t } = useTranslation();
  const controller = useController();
  const screen = useUi((s) => s.screen);
  const viewport = useUi((s) => s.viewport);
  const settings = useUi((s) => s.settings);
  const joined = useUi((s) => s.joined);
  const game = useUi((s) => s.game);
  const resume = useUi((s) => s.resume);
  const notices = useUi((s) => s.notices);
  const settingsOpen = useUi((s) => s.settingsOpen);
  const busy = useUi((s) => s.busy);
  const dismiss = useUi((s) => s.dismiss);
  const mapChoice = useUi((s) => s.mapId);
  const language = useUi((s) => s.settings.language);
  const attract = useUi((s) => s.attract);
  const idleLeftS = useUi((s) => s.idleLeftS);
  const savesScreen = useUi((s) => s.saves);
  const kioskMargin = Math.round(settings.pxPerMm * 6);
  const tgGame = game !== null && game.header.gameId === 'transglobal';
  const tgTable = useMemo(() => (tgGame ? readTableView(game.tableView) : undefined), [tgGame, game]);
  const showTransglobal = (screen === 'lobby' && flags.lobbyGame === 'transglobal') || (screen === 'play' && tgGame);
  const mapId = screen === 'play' ? (tgTable?.mapId ?? mapChoice) : mapChoice;
  const map = useMemo(() => (showTransglobal ? bundledMap(mapId) : undefined), [showTransglobal, mapId]);
  const cityNames = useMemo(() => {
    const out: Record<string, string> = {};
    for (const c of map?.cities ?? []) out[c.id] = c.localNames?.[language] ?? c.name;
    return out;
  }, [map, language]);

  const frames = useMemo(() => seatFrames(viewport, settings.pxPerMm), [viewport, settings.pxPerMm]);
  const board = useMemo(() => boardRect(viewport, settings.pxPerMm), [viewport, settings.pxPerMm]);
  const corners = useMemo(() => cornerRects(viewport, settings.pxPerMm), [viewport, settings.pxPerMm]);
  const counterBoard = useMemo(() => (screen === 'play' && game !== null ? (readCounterBoard(game.tableView) ?? null) : null), [screen, game]);
  const colourOf = useCallback(
    (seat: SeatId): SeatColour | undefined => {
      const j = joined.find((x) => x.seat === seat);
      return j === undefined ? undefined : colourById(j.colourId);
    },
    [joined],
  );
  const tokens = useMemo<readonly SeatTokens[]>(
    () =>
      (counterBoard?.seats ?? []).map((s) => ({
        seat: s.seat,
        count: s.points,
        colour: colourById(joined.find((j) => j.seat === s.seat)?.colourId ?? '')?.hex ?? '#888888',
      })),
    // Rebuilt when the points change (the board view is a new object per engine update).
    [counterBoard, joined],
  );

  return (
    <div className="table" style={{ width: viewport.width, height: viewport.height }}>
      <div className="board-area" style={boxStyle(board)}>
        {map !== undefined ? (
          <TransglobalArea map={map} board={board} frames={frames} colourOf={colourOf} cityNames={cityNames} probe={flags.test} dropMs={flags.dropMs} />
        ) : (
          <BoardCanvas label={t('app.boardLabel')} tokens={tokens} />
        )}
        <BoardOverlay board={counterBoard} notices={notices} onDismiss={dismiss} hint={screen === 'lobby'} />
      </div>
      {frames.map((frame) => {
        const colour = colourOf(frame.seat);
        const inGame = screen === 'play' && game !== null && game.header.seats.some((s) => s.seat === frame.seat);
        const playing = inGame && counterBoard !== null;
        const tgActive = tgTable !== undefined && tgTable.toAct[0] === frame.seat;
        const joinedSeat = joined.find((j) => j.seat === frame.seat);
        return (
          <SeatPanel key={frame.seat} frame={frame} accent={colour?.hex} active={tgActive} label={t('seat.name', { seat: frame.seat + 1 })}>
            {screen === 'lobby' && (
              <LobbySeat
                seat={frame.seat}
                colour={colour}
                bot={joinedSeat?.bot ?? null}
                joinedCount={joined.length}
                minPlayers={MIN_PLAYERS}
                resumeOffered={resume !== null}
                mapId={flags.lobbyGame === 'transglobal' ? mapChoice : null}
                onJoin={() => controller.join(frame.seat)}
                onLeave={() => controller.leave(frame.seat)}
                onColour={() => controller.cycleColour(frame.seat)}
                onBot={() => controller.cycleBot(frame.seat)}
                onMap={(id) => controller.chooseMap(id)}
                onStart={() => void controller.start()}
                onResume={() => void controller.resume()}
                onSaves={() => void controller.saves.open(frame.rotationDeg)}
              />
            )}
            {screen === 'play' && !inGame && (
              <div className="seat-row info">
                <span className="seat-name idle">{t('seat.name', { seat: frame.seat + 1 })}</span>
              </div>
            )}
            {inGame && tgTable !== undefined && map !== undefined && (
              <TransglobalSeatPanel seat={frame.seat} colour={colour} table={tgTable} map={map} cityNames={cityNames} />
            )}
            {playing && game !== null && counterBoard !== null && (
              <PlaySeat
                seat={frame.seat}
                colour={colour}
                board={counterBoard}
                controls={counterControls(game.legal[frame.seat], frame.seat)}
                canUndo={game.canUndo[frame.seat] ?? false}
                busy={busy}
                onAction={(action) => void controller.act(action)}
                onUndo={() => void controller.undo(frame.seat)}
                onNewGame={() => controller.backToLobby()}
              />
            )}
          </SeatPanel>
        );
      })}
      <Cog rect={corners.bottomLeft} rotation={0} />
      <Cog rect={corners.topRight} rotation={180} />
      {settingsOpen !== null && (
        <SettingsPanel settings={settings} rotation={settingsOpen} onPatch={(patch) => void controller.patchSettings(patch)} onClose={() => controller.closeSettings()} />
      )}
      {savesScreen !== null && screen === 'lobby' && (
        <SavesPanel
          screen={savesScreen}
          language={language}
          onClose={() => controller.saves.close()}
          onResume={(matchId) => void controller.saves.resume(matchId)}
          onDelete={(matchId) => controller.saves.askDelete(matchId)}
          onConfirmDelete={(matchId) => void controller.saves.confirmDelete(matchId)}
          onKeep={() => controller.saves.cancelDelete()}
        />
      )}
      {attract && <AttractLayer width={viewport.width} height={viewport.height} margin={kioskMargin} onTouch={() => void controller.leaveAttract()} />}
      {!attract && idleLeftS !== null && (
        <IdleCountdown width={viewport.width} height={viewport.height} margin={kioskMargin} secondsLeft={idleLeftS} gameSaved={screen === 'play' && game !== null && game.outcome === null} />
      )}
    </div>
  );
}
