/**
 * Everything Transglobal draws over the board area: the board itself (the chosen map in the
 * lobby, the live table view in play, a replay frame after the game), the whose-turn marker on
 * the board edge toward the active seat, a tag toward each seat whose city list is open, the
 * round summary and the results (one card facing each edge). Reads the UI store; acts through
 * the controller; computes no rules.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalAction } from '../../../shared-rules/games/transglobal';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { useController } from '../../app/controller-context';
import { useUi } from '../../state/store';
import { EdgeCards } from '../../table/EdgeCards';
import { EdgeResults } from '../../table/EdgeResults';
import { edgeMarker } from '../../table/edge-marker';
import type { SeatColour } from '../../table/seat-colours';
import { mmOrMinimum, type Rect, type SeatFrame } from '../../table/seat-layout';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import type { SeatStyle } from './board';
import { boardStateOf } from './board-props';
import { transglobalControls } from './controls';
import { GameBoard } from './GameBoard';
import { GameResults } from './GameResults';
import { RoundSummary } from './RoundSummary';
import { readLegal, readSeatView, readTableView } from './view-schema';

/** Props: the map, the board rect and seat frames (CSS px), colours by seat, test probe and drop time (ms). */
export type TransglobalAreaProps = {
  readonly map: TransglobalMap;
  readonly board: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly cityNames: Readonly<Record<string, string>>;
  readonly probe: boolean;
  readonly dropMs: number | undefined;
};

/** The board area content (see the module comment). */
export function TransglobalArea({ map, board, frames, colourOf, cityNames, probe, dropMs }: TransglobalAreaProps): ReactNode {
  const { t } = useTranslation();
  const controller = useController();
  const game = useUi((s) => s.game);
  const pending = useUi((s) => s.pending);
  const summariesSeen = useUi((s) => s.summariesSeen);
  const replay = useUi((s) => s.replay);
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const playing = game !== null && game.header.gameId === 'transglobal';
  const live = useMemo(() => (playing ? readTableView(game.tableView) : undefined), [playing, game]);
  const shown = useMemo(() => (replay === null ? live : readTableView(replay.views[replay.index])), [replay, live]);
  const active = live?.toAct[0];
  const humanActive = active !== undefined && game?.header.seats.find((s) => s.seat === active)?.controller === 'human' ? active : undefined;
  const controls = useMemo(
    () => (humanActive === undefined ? undefined : transglobalControls(readLegal(game?.legal[humanActive]), humanActive)),
    [game, humanActive],
  );
  const finishingView = useMemo(
    () => (active !== undefined && live?.phase === 'finishing' ? readSeatView(game?.seatViews[active])?.finishing : undefined),
    [game, active, live],
  );
  const styles = useMemo(() => {
    const out: Record<SeatId, SeatStyle> = {};
    for (const s of game?.header.seats ?? []) {
      const colour = colourOf(s.seat);
      if (colour !== undefined) out[s.seat] = { color: colour.hex, symbol: colour.symbol };
    }
    return out;
  }, [game, colourOf]);
  const state = useMemo(
    () =>
      boardStateOf({
        table: shown,
        styles,
        legalLinks: replay === null && controls !== undefined && shown?.phase !== 'hubs' ? [...controls.links] : [],
        touch: replay === null && pending !== null && (pending.kind === 'link' || pending.kind === 'hub') ? { ...pending, kind: pending.kind } : null,
        suggestion: replay === null ? (finishingView?.suggestion.links ?? []) : [],
      }),
    [shown, styles, controls, pending, finishingView, replay],
  );
  const wantsHubs = replay === null && controls !== undefined && live?.phase === 'hubs';
  const wantsLinks = replay === null && controls !== undefined && (live?.phase === 'building' || live?.phase === 'finishing');
  const onLinkTap = useCallback(
    (link: number) => {
      if (humanActive === undefined) return;
      const build: TransglobalAction = { type: 'build', seat: humanActive, link };
      void controller.attempt(build, { kind: 'link', id: link, seat: humanActive });
    },
    [controller, humanActive],
  );
  const onIntersectionTap = useCallback(
    (intersection: number) => {
      if (humanActive === undefined) return;
      const hub: TransglobalAction = { type: 'place-hub', seat: humanActive, intersection };
      void controller.attempt(hub, { kind: 'hub', id: intersection, seat: humanActive });
    },
    [controller, humanActive],
  );
  const onMiss = useCallback(() => {
    if (humanActive !== undefined) controller.missed(humanActive);
  }, [controller, humanActive]);

  const inset = mmOrMinimum(8, 24, pxPerMm);
  const activeFrame = frames.find((f) => f.seat === active);
  const marker = activeFrame === undefined || replay !== null ? undefined : edgeMarker(activeFrame, board, inset);
  const activeColour = active === undefined ? undefined : colourOf(active);
  const lastResult = live?.results[live.results.length - 1];
  const summaryOpen = live !== undefined && lastResult !== undefined && live.results.length > summariesSeen;
  const cityName = (id: string): string => cityNames[id] ?? map.cities.find((c) => c.id === id)?.name ?? id;
  const margin = mmOrMinimum(3, 8, pxPerMm);

  return (
    <>
      <GameBoard
        map={map}
        state={state}
        onLinkTap={wantsLinks ? onLinkTap : undefined}
        onIntersectionTap={wantsHubs ? onIntersectionTap : undefined}
        onMiss={onMiss}
        pxPerMm={pxPerMm}
        cityNames={cityNames}
        dropMs={dropMs}
        probe={probe}
        label={t('app.boardLabel')}
      />
      <div className="tg-overlay">
        {marker !== undefined && activeColour !== undefined && (
          <div className="turn-marker" data-testid="turn-marker" data-seat={active} style={{ left: marker.x, top: marker.y, transform: `translate(-50%, -50%) rotate(${marker.rotationDeg}deg)` }}>
            <SeatSymbol symbol={activeColour.symbol} fill={activeColour.hex} size={Math.round(inset * 1.1)} exact />
            <span className="turn-arrow" style={{ borderTopColor: activeColour.hex }} />
          </div>
        )}
        {summaryOpen && lastResult !== undefined && replay === null && (
          <EdgeCards width={board.width} height={board.height} margin={margin} testId="summary">
            {(rotation) => <RoundSummary result={lastResult} colourOf={colourOf} cityName={cityName} control={String(rotation)} onContinue={() => controller.continueAfterSummary()} />}
          </EdgeCards>
        )}
        {!summaryOpen && game?.outcome != null && (
          <EdgeResults width={board.width} height={board.height} margin={margin} outcome={game.outcome} colourOf={colourOf}>
            {(host) => <GameResults {...host} />}
          </EdgeResults>
        )}
      </div>
    </>
  );
}
