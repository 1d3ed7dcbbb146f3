/**
 * The table screen: the board in the area left between the seat panels (the board layer of the
 * game chosen in the lobby or in play, from its `GameUi`), the shared overlay, six seat
 * panels around the edges (lobby content, or the game's seat panel; each with its rules tab and card, ./SeatRules.tsx, in its overlay,
 * and the learner's with the game's tutorial coach), two settings cogs in opposite corners, and
 * the settings panel or the saves screen when open; over them the attract-mode layer or the idle countdown. Before the lobby, only the
 * first-start calibration prompt (./CalibrationPrompt.tsx) while the flow asks for it. Reads the UI store; acts through the controller.
 */
import { Fragment, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Json, SeatId } from '../../shared-rules/core/types';
import { getCatalogEntry } from '../../shared-rules/games/catalog';
import { getGameUi, lobbyGameUis } from '../games/registry';
import { MomentBanners } from '../table/MomentBanners';
import { useUi } from '../state/store';
import { GameLog } from '../table/GameLog';
import { LobbySeat, type LobbyGame } from '../table/LobbySeat';
import { colourById, type SeatColour } from '../table/seat-colours';
import { boardRect, cornerRects, lobbyDepthMm, seatFrames, type Rect, type SeatRotation } from '../table/seat-layout';
import { SeatOverlay } from '../table/SeatOverlay';
import { SeatPanel } from '../table/SeatPanel';
import { TouchButton } from '../seat-kit/TouchButton';
import { BoardOverlay } from './BoardOverlay';
import { useController } from './controller-context';
import type { PublicSettings } from '../../preload/api';
import { jsonObject, matchOptionsOf } from './game-settings';
import { SettingsPanel } from './SettingsPanel';
import type { AppFlags } from './flags';
import { AttractLayer, IdleCountdown } from './KioskScreens';
import { CalibrationPrompt } from './CalibrationPrompt';
import { SavesPanel } from './saves/SavesPanel';
import { RulesCard, RulesTab } from './SeatRules';
import { useBoardWhenQuiet } from './quiet-board';

/** A registered game as the lobby offers it (seat range from its rules, minutes from its card). */
function lobbyGameOf(gameId: string): LobbyGame | undefined {
  const ui = getGameUi(gameId);
  const entry = getCatalogEntry(gameId);
  if (ui === undefined || entry === undefined) return undefined;
  return { id: gameId, titleKey: ui.titleKey, seats: entry.seats, minutes: entry.card.minutes, picture: ui.picture };
}

/** The lobby's games, computed once (the registries are static). */
const LOBBY_GAMES: readonly LobbyGame[] = lobbyGameUis().flatMap((ui) => lobbyGameOf(ui.id) ?? []);

/** The lobby's option values: what a match started now would get (the game's defaults, the settings' game defaults, then the lobby's choices). */
function optionValues(gameId: string, settings: PublicSettings, choices: Readonly<Record<string, Json>>): Readonly<Record<string, Json>> {
  return jsonObject(matchOptionsOf(gameId, settings, choices)) ?? {};
}

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
  const dismiss = useUi((s) => s.dismiss);
  const lobbyGameId = useUi((s) => s.lobbyGameId);
  const lobbyOptions = useUi((s) => s.lobbyOptions);
  const language = useUi((s) => s.settings.language);
  const attract = useUi((s) => s.attract);
  const idleLeftS = useUi((s) => s.idleLeftS);
  const savesScreen = useUi((s) => s.saves);
  const calibration = useUi((s) => s.calibration);
  const rulesAt = useUi((s) => s.rulesAt);
  const tutorial = useUi((s) => s.tutorial);
  const kioskMargin = Math.round(settings.pxPerMm * 6);
  const shownGameId = screen === 'play' && game !== null ? game.header.gameId : lobbyGameId;
  const gameUi = getGameUi(shownGameId);
  const lobbyGame = useMemo(() => lobbyGameOf(lobbyGameId), [lobbyGameId]);
  const values = useMemo(() => optionValues(lobbyGameId, settings, lobbyOptions), [lobbyGameId, settings, lobbyOptions]);
  const optionSpecs = getCatalogEntry(lobbyGameId)?.options ?? [];

  // A game in play may ask for deeper seat panels (a hand of cards); the lobby uses the default.
  // A game with more than two choices (e.g. a variant, a toggle and a preference) wraps them on two lines.
  const choices = optionSpecs.filter((spec) => spec.kind !== 'integer').length;
  const optionLines = choices > 2 ? 3 : 1;
  const depthMm = screen === 'play' ? gameUi?.seatDepthMm : screen === 'lobby' ? lobbyDepthMm(settings.pxPerMm, optionLines) : undefined;
  const frames = useMemo(() => seatFrames(viewport, settings.pxPerMm, depthMm), [viewport, settings.pxPerMm, depthMm]);
  const board = useMemo(() => boardRect(viewport, settings.pxPerMm, depthMm), [viewport, settings.pxPerMm, depthMm]);
  const corners = useMemo(() => cornerRects(viewport, settings.pxPerMm, depthMm), [viewport, settings.pxPerMm, depthMm]);
  const colourOf = useCallback(
    (seat: SeatId): SeatColour | undefined => {
      const j = joined.find((x) => x.seat === seat);
      return j === undefined ? undefined : colourById(j.colourId);
    },
    [joined],
  );
  // The lobby builds its board once the table is quiet (./quiet-board.ts): a Join is never stuck behind it.
  const boardAllowed = useBoardWhenQuiet(screen);
  const GameBoard = gameUi?.Board;
  const showBoard = GameBoard !== undefined && screen !== 'loading';
  const boardPlaceholder = (className: string) => <div className={className} aria-label={t('app.boardLabel')} data-testid="board-placeholder" />;
  const GameSeat = gameUi?.Seat;
  // The guided first round's coach, in the learner's panel while its match is on the table (#14 §7).
  const Coach = gameUi?.tutorial?.Coach;
  const coachSeat = screen === 'play' && game !== null && tutorial !== null && !tutorial.closed && tutorial.matchId === game.header.matchId ? tutorial.seat : undefined;
  // Only on an empty table: a tutorial is one learner and a bot, and never sends away players who have joined.
  const learnOffered = getGameUi(lobbyGameId)?.tutorial !== undefined && joined.length === 0;
  // How far a card may reach over the board from a panel: half the board across, so two facing cards never meet.
  const reachOf = (rotation: SeatRotation): number => ((rotation === 0 || rotation === 180 ? board.height : board.width) / 2) - Math.round(settings.pxPerMm * 3);

  // The first-start calibration prompt comes before the lobby: nothing else on the table yet.
  if (screen === 'calibrate') {
    return (
      <div className="table" style={{ width: viewport.width, height: viewport.height }}>
        <CalibrationPrompt
          width={viewport.width}
          height={viewport.height}
          margin={kioskMargin}
          pxPerMm={calibration?.pxPerMm ?? settings.pxPerMm}
          scalePxPerMm={settings.pxPerMm}
          onDrag={(pxPerMm) => controller.dragCalibration(pxPerMm)}
          onDone={() => void controller.confirmCalibration()}
          onSkip={() => void controller.skipCalibration()}
        />
      </div>
    );
  }

  return (
    <div className="table" style={{ width: viewport.width, height: viewport.height }}>
      <div className="board-area" style={boxStyle(board)}>
        {/* A game's board is its own chunk (three.js): the seats work while it loads, and until the lobby is quiet. */}
        {showBoard && !boardAllowed ? (
          boardPlaceholder('board-loading board-waiting')
        ) : (
          <Suspense fallback={boardPlaceholder('board-loading')}>
            {showBoard && <GameBoard options={values} board={board} frames={frames} colourOf={colourOf} flags={flags} />}
          </Suspense>
        )}
        {screen === 'play' && <MomentBanners width={board.width} height={board.height} pxPerMm={settings.pxPerMm} colourOf={colourOf} />}
        <BoardOverlay notices={notices} onDismiss={dismiss} hint={screen === 'lobby'} />
      </div>
      {frames.map((frame) => {
        const colour = colourOf(frame.seat);
        const inGame = screen === 'play' && game !== null && game.header.seats.some((s) => s.seat === frame.seat);
        const active = inGame && game.outcome === null && game.toAct.includes(frame.seat);
        const joinedSeat = joined.find((j) => j.seat === frame.seat);
        const rulesOpen = rulesAt.includes(frame.seat);
        const teach = screen === 'lobby' || screen === 'play';
        return (
          <Fragment key={frame.seat}>
            <SeatPanel frame={frame} accent={colour?.hex} active={active} label={t('seat.name', { seat: frame.seat + 1 })}>
              {screen === 'lobby' && (
                <LobbySeat
                  seat={frame.seat}
                  colour={colour}
                  bot={joinedSeat?.bot ?? null}
                  joinedCount={joined.length}
                  resumeOffered={resume !== null}
                  games={LOBBY_GAMES}
                  game={lobbyGame}
                  options={optionSpecs}
                  values={values}
                  onJoin={() => controller.join(frame.seat)}
                  onLeave={() => controller.leave(frame.seat)}
                  onColour={() => controller.cycleColour(frame.seat)}
                  onBot={() => controller.cycleBot(frame.seat)}
                  onGame={(id) => controller.chooseGame(id)}
                  onOption={(key, value) => controller.chooseOption(key, value)}
                  onStart={() => void controller.start()}
                  onResume={() => void controller.resume()}
                  onSaves={() => void controller.saves.open(frame.rotationDeg)}
                  onLearn={learnOffered ? () => void controller.learnToPlay(frame.seat) : undefined}
                />
              )}
              {screen === 'play' && !inGame && (
                <>
                  <div className="seat-row info">
                    <span className="seat-name idle">{t('seat.name', { seat: frame.seat + 1 })}</span>
                    <span className="muted">{t('log.title')}</span>
                  </div>
                  {game !== null && <GameLog lines={game.log} rows={3} colourOf={colourOf} panelSeat={frame.seat} />}
                </>
              )}
              {inGame && GameSeat !== undefined && <GameSeat seat={frame.seat} colour={colour} />}
            </SeatPanel>
            <SeatOverlay frame={frame}>
              {/* Over the board's edge: the coach (the learner's seat) and the rules tab side by side, never overlapping; the rules card over both. */}
              <div className="seat-edge-row">
                {coachSeat === frame.seat && Coach !== undefined && !rulesOpen && (
                  <Coach seat={frame.seat} onPlayOn={() => controller.closeCoach()} onLobby={() => controller.leaveTutorial()} />
                )}
                {teach && !rulesOpen && <RulesTab seat={frame.seat} onOpen={() => controller.openRules(frame.seat)} />}
              </div>
              {teach && rulesOpen && <RulesCard seat={frame.seat} reachPx={reachOf(frame.rotationDeg)} onClose={() => controller.closeRules(frame.seat)} />}
            </SeatOverlay>
          </Fragment>
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
