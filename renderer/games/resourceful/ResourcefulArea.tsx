/**
 * Everything Resourceful Rails draws over the board area (its own chunk, with three.js and the
 * rules' route planner): the 3D board (the chosen map in the lobby, the live table view in play,
 * a replay frame after the game); the city names in the table's language, each turned to the
 * nearer long edge; the game's clock (build turn or round, the final round, events in force)
 * facing both long edges; the whose-turn marker; and the results facing every edge. For the
 * seat to act (a person): rings where a touch builds, moves or places the train, the build
 * anchor, the touch in flight, and the planned routes to the seat's chosen city; for every seat
 * that touched a demand, its source and destination cities. Board touches go through
 * `tapOutcome` to the controller. Reads the UI store; computes no rules of its own.
 */
import { lazy, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import type { ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import { useController } from '../../app/controller-context';
import { boardTransform, fitBoardView, overlayTextWidth, worldToScreen } from '../../board-kit';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { useUi } from '../../state/store';
import { EdgeResults } from '../../table/EdgeResults';
import { edgeMarker } from '../../table/edge-marker';
import type { SeatColour } from '../../table/seat-colours';
import { mmOrMinimum, type Rect, type SeatFrame } from '../../table/seat-layout';
import { milepostWorld, SIZE, type Ring, type TrainPiece } from './board-geometry';
import { placeLabels, type LabelInput } from './labels';
import { choiceOf, clearRefusal, useSeatChoices } from './choice';
import { eventPlaces, localName } from './maps';
import { RR_COLORS } from './palette';
import { planRoute, reachOf } from './plan';
import type { DrawnSection } from './ResourcefulBoard3D';
import { ResourcefulResults } from './ResourcefulResults';
import { tapOutcome } from './tap';
import { readLegal, readTableView } from './view';
import './resourceful.css';

const ResourcefulBoard3D = lazy(() => import('./ResourcefulBoard3D').then((m) => ({ default: m.ResourcefulBoard3D })));

/** Props: the board (map) to draw, the board rect and seat frames (CSS px), colours by seat, and the test probe. */
export type ResourcefulAreaProps = {
  readonly board: ResourcefulBoard;
  readonly rect: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly probe: boolean;
};

const NO_SECTIONS: readonly DrawnSection[] = [];

/** The track and ferry lines of `view` as sections in their owners' colours (two owners of a ferry side by side). */
function trackSections(view: ResourcefulTableView | undefined, board: ResourcefulBoard, colourOf: (seat: SeatId) => SeatColour | undefined): readonly DrawnSection[] {
  if (view === undefined) return NO_SECTIONS;
  const out: DrawnSection[] = [];
  view.track.forEach((owner, id) => {
    const edge = board.map.edges[id];
    if (owner < 0 || edge === undefined) return;
    out.push({ a: edge.a, b: edge.b, color: colourOf(owner)?.hex ?? '#888888' });
  });
  view.ferries.forEach((owners, f) => {
    const ferry = board.map.ferries[f];
    if (ferry === undefined) return;
    owners.forEach((owner, i) => out.push({ a: ferry.a, b: ferry.b, color: colourOf(owner)?.hex ?? '#888888', offset: owners.length > 1 ? (i === 0 ? -0.14 : 0.14) : 0 }));
  });
  return out;
}

/** One copy of the game's clock: the build turn or round, the final round, and the events in force (the far copy turned to the far edge). */
function Clock({ view, board, far }: { readonly view: ResourcefulTableView; readonly board: ResourcefulBoard; readonly far: boolean }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const phase =
    view.end !== null
      ? t('resourceful.clock.over')
      : view.stage === 'build'
        ? t('resourceful.clock.build', { turn: Math.min(view.buildTurn.done + 1, view.buildTurn.total), total: view.buildTurn.total })
        : view.roundLimit === null
          ? t('resourceful.clock.round', { round: view.round })
          : t('resourceful.clock.roundOf', { round: view.round, limit: view.roundLimit });
  return (
    <div className={`rr-clock${far ? ' far' : ''}`} data-testid={far ? undefined : 'rr-clock'} aria-hidden={far}>
      <span className="rr-clock-phase">{phase}</span>
      {view.finalRound && view.end === null && <span className="rr-clock-final">{t('resourceful.clock.final')}</span>}
      <span className="rr-clock-goal">{t('resourceful.clock.goal', { majors: view.majorsToWin, cash: view.winCash })}</span>
      {view.lasting.map((l) => (
        <span key={l.card} className="rr-clock-event">
          {t(`resourceful.event.${l.kind}`)}
          {l.kind === 'snow' ? '' : `: ${eventPlaces(board, l.card, language, t('resourceful.and'))}`}
        </span>
      ))}
    </div>
  );
}

/** The board area content (see the module comment). */
export function ResourcefulArea({ board, rect, frames, colourOf, probe }: ResourcefulAreaProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useController();
  const game = useUi((s) => s.game);
  const pending = useUi((s) => s.pending);
  const replay = useUi((s) => s.replay);
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const choices = useSeatChoices((s) => s.bySeat);
  const choose = useSeatChoices((s) => s.choose);
  const map = board.map;
  const transform = useMemo(() => boardTransform(map), [map]);
  const playing = game !== null && game.header.gameId === 'resourceful';
  const live = useMemo(() => (playing ? readTableView(game.tableView) : undefined), [playing, game]);
  const shown = useMemo(() => (replay === null ? live : readTableView(replay.views[replay.index])), [replay, live]);
  const active = live?.end === null ? live.toAct[0] : undefined;
  const humanActive = active !== undefined && game?.header.seats.find((s) => s.seat === active)?.controller === 'human' ? active : undefined;
  const legal = useMemo(() => (humanActive === undefined ? [] : readLegal(game?.legal[humanActive])), [game, humanActive]);
  const reach = useMemo(() => (live === undefined || humanActive === undefined ? undefined : reachOf(live, board, humanActive)), [live, board, humanActive]);
  const activeChoice = humanActive === undefined ? undefined : choiceOf(choices, humanActive);

  const sections = useMemo(() => trackSections(shown, board, colourOf), [shown, board, colourOf]);
  const trains = useMemo((): readonly TrainPiece[] => {
    const out: TrainPiece[] = [];
    for (const p of shown?.players ?? []) {
      const at = milepostWorld(map, transform, p.at);
      const colour = colourOf(p.seat);
      if (at !== undefined && colour !== undefined) out.push({ at, color: colour.hex, symbol: colour.symbol });
    }
    return out;
  }, [shown, map, transform, colourOf]);

  // The route plan of the seat to act: the cheapest track to build (white dashes) and the fastest drive (dots in its colour).
  const plan = useMemo(() => {
    if (replay !== null || live === undefined || humanActive === undefined || activeChoice?.target == null) return undefined;
    return planRoute(live, board, humanActive, activeChoice.target);
  }, [replay, live, board, humanActive, activeChoice?.target]);
  const planBuild = useMemo((): readonly DrawnSection[] => (plan?.build?.sections ?? []).map((s) => ({ a: s.from, b: s.to, color: RR_COLORS.planBuild })), [plan]);
  const planDrive = useMemo((): readonly DrawnSection[] => {
    const path = plan?.drive?.path ?? [];
    const colour = humanActive === undefined ? '#ffffff' : (colourOf(humanActive)?.hex ?? '#ffffff');
    const out: DrawnSection[] = [];
    for (let i = 1; i < path.length; i++) out.push({ a: path[i - 1] ?? -1, b: path[i] ?? -1, color: colour });
    return out;
  }, [plan, humanActive, colourOf]);

  // Demands touched in any seat: their sources and destination.
  const demandCities = useMemo(() => {
    const sources = new Set<string>();
    const destinations = new Set<string>();
    for (const player of shown?.players ?? []) {
      const picked = choiceOf(choices, player.seat).demand;
      if (picked === null) continue;
      const demand = player.hand.find((c) => c.id === picked.card)?.demands[picked.demand];
      if (demand === undefined) continue;
      destinations.add(demand.city);
      for (const source of map.goods[board.goodIndex.get(demand.good) ?? -1]?.sources ?? []) sources.add(source);
    }
    return { sources, destinations };
  }, [shown, choices, map, board]);

  const rings = useMemo((): readonly Ring[] => {
    const out: Ring[] = [];
    const at = (m: number) => milepostWorld(map, transform, m);
    const cityRing = (id: string, color: string): void => {
      const city = map.cities[board.cityIndex.get(id) ?? -1];
      const centre = at(city?.mileposts[0] ?? -1);
      if (city !== undefined && centre !== undefined) out.push({ at: centre, radius: city.size === 'major' ? 1.75 : 0.7, color, strong: true });
    };
    for (const id of demandCities.sources) cityRing(id, RR_COLORS.source);
    for (const id of demandCities.destinations) cityRing(id, RR_COLORS.destination);
    if (replay === null && humanActive !== undefined && activeChoice !== undefined) {
      const colour = colourOf(humanActive)?.hex ?? '#ffffff';
      const targets = new Set<number>();
      for (const a of legal) {
        if (a.type === 'move' || a.type === 'place-train') targets.add(a.type === 'move' ? a.to : a.milepost);
        if (a.type === 'build' && a.from === activeChoice.anchor) targets.add(a.to);
      }
      for (const m of targets) {
        const p = at(m);
        if (p !== undefined) out.push({ at: p, radius: 0.38, color: colour });
      }
      const anchor = activeChoice.anchor === null ? undefined : at(activeChoice.anchor);
      if (anchor !== undefined) out.push({ at: anchor, radius: 0.42, color: RR_COLORS.ring, strong: true });
    }
    const touched = replay === null && pending !== null && pending.kind === 'milepost' ? at(pending.id) : undefined;
    if (touched !== undefined) out.push({ at: touched, radius: 0.5, color: RR_COLORS.ring, strong: true });
    return out;
  }, [map, transform, board, demandCities, replay, humanActive, activeChoice, legal, colourOf, pending]);

  const onMilepostTap = useCallback(
    (m: number) => {
      if (humanActive === undefined || live === undefined || reach === undefined) return;
      const choice = choiceOf(useSeatChoices.getState().bySeat, humanActive);
      const mustDiscard = legal.some((a) => a.type === 'discard-card');
      const outcome = tapOutcome(live, board, humanActive, m, reach, mustDiscard, choice);
      if (outcome.kind === 'miss') {
        controller.missed(humanActive, outcome.code);
        return;
      }
      if (outcome.kind === 'choose') {
        // A touch the board takes as a choice answers the seat's last refused touch.
        clearRefusal(humanActive);
        choose(humanActive, outcome.patch);
        return;
      }
      const action = outcome.action;
      if (action.type === 'build') {
        // The anchor moves on with the track; back if the section was refused.
        choose(humanActive, { anchor: action.to });
        void controller.attempt(action, { kind: 'milepost', id: m, seat: humanActive }).then(() => {
          const now = readTableView(useUi.getState().game?.tableView);
          const built = now?.track[board.linkBetween(action.from, action.to)] === humanActive || (now?.ferries[board.links[board.linkBetween(action.from, action.to)]?.ferry ?? -1] ?? []).includes(humanActive);
          if (!built) choose(humanActive, { anchor: action.from });
        });
        return;
      }
      if (action.type === 'move') choose(humanActive, { anchor: null });
      void controller.attempt(action, { kind: 'milepost', id: m, seat: humanActive });
    },
    [humanActive, live, reach, legal, board, controller, choose],
  );
  const onMiss = useCallback(() => {
    if (humanActive !== undefined) controller.missed(humanActive, 'resourceful-no-milepost');
  }, [controller, humanActive]);

  // City names on screen, from the same fitted view the camera uses; each turned to the nearer long edge.
  const view = useMemo(() => fitBoardView(transform, rect.width, rect.height, 6), [transform, rect]);
  const canvas = useMemo(() => ({ left: 0, top: 0, width: rect.width, height: rect.height }), [rect]);
  const labelPx = mmOrMinimum(2.4, 14, pxPerMm);
  const stepPx = transform.unit / ((view.right - view.left) / Math.max(1, rect.width));
  const target = activeChoice?.target ?? null;
  const placed = useMemo(() => {
    const inputs: LabelInput[] = map.cities.flatMap((city) => {
      const centre = milepostWorld(map, transform, city.mileposts[0] ?? -1);
      if (centre === undefined) return [];
      const p = worldToScreen(view, canvas, centre[0], centre[1]);
      const radius = stepPx * (city.size === 'major' ? SIZE.major : city.size === 'medium' ? SIZE.medium : SIZE.small);
      const keep = demandCities.sources.has(city.id) || demandCities.destinations.has(city.id) || target === city.id;
      return [{ id: city.id, size: city.size, x: p.x, y: p.y, radius, far: p.y < rect.height / 2, text: localName(city, language), fontPx: city.size === 'major' ? Math.round(labelPx * 1.12) : labelPx, keep }];
    });
    return placeLabels(inputs, rect.width, rect.height, overlayTextWidth);
  }, [map, transform, view, canvas, rect, stepPx, labelPx, language, demandCities, target]);
  const inset = mmOrMinimum(8, 24, pxPerMm);
  const activeFrame = frames.find((f) => f.seat === active);
  const marker = activeFrame === undefined || replay !== null ? undefined : edgeMarker(activeFrame, rect, inset);
  const activeColour = active === undefined ? undefined : colourOf(active);
  const wantsTaps = replay === null && humanActive !== undefined;

  return (
    <>
      <ResourcefulBoard3D
        board={board}
        transform={transform}
        sections={sections}
        trains={trains}
        rings={rings}
        planBuild={planBuild}
        planDrive={planDrive}
        onMilepostTap={wantsTaps ? onMilepostTap : undefined}
        onMiss={wantsTaps ? onMiss : undefined}
        touchRadiusPx={6 * pxPerMm}
        label={t('app.boardLabel')}
        probe={probe}
      />
      <div className="tg-overlay rr-overlay" data-testid="rr-board" data-map={map.id} data-sections={sections.length} data-trains={trains.length} data-anchor={activeChoice?.anchor ?? undefined} data-target={activeChoice?.target ?? undefined}>
        {placed.map((c) => {
          if (c.hidden) return null;
          const mark = demandCities.destinations.has(c.id) ? ' is-destination' : demandCities.sources.has(c.id) ? ' is-source' : target === c.id ? ' is-target' : '';
          return (
            <div
              key={c.id}
              className={`rr-city ${c.size}${mark}`}
              data-testid={`city-label-${c.id}`}
              style={{ left: c.cx, top: c.cy, fontSize: c.fontPx, transform: `translate(-50%, -50%)${c.far ? ' rotate(180deg)' : ''}` }}
            >
              {c.text}
            </div>
          );
        })}
        {shown !== undefined && <Clock view={shown} board={board} far={false} />}
        {shown !== undefined && <Clock view={shown} board={board} far />}
        {marker !== undefined && activeColour !== undefined && live?.end === null && (
          <div className="turn-marker" data-testid="turn-marker" data-seat={active} style={{ left: marker.x, top: marker.y, transform: `translate(-50%, -50%) rotate(${marker.rotationDeg}deg)` }}>
            <SeatSymbol symbol={activeColour.symbol} fill={activeColour.hex} size={Math.round(inset * 1.1)} />
            <span className="turn-arrow" style={{ borderTopColor: activeColour.hex }} />
          </div>
        )}
        {game?.outcome != null && live !== undefined && (
          <EdgeResults width={rect.width} height={rect.height} margin={mmOrMinimum(3, 8, pxPerMm)} outcome={game.outcome} colourOf={colourOf}>
            {(host) => <ResourcefulResults table={live} {...host} />}
          </EdgeResults>
        )}
      </div>
    </>
  );
}

