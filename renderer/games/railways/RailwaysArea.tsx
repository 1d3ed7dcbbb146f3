/**
 * Everything Railways of the World draws over the board area (its own chunk, with three.js and
 * the rules' track and delivery code): the 3D map in the middle (the chosen map in the lobby, the
 * live table view in play, a replay frame after the game), the centre strips in the columns
 * beside it (two copies, one facing each long edge), the city names (each turned to the nearer
 * long edge), the whose-turn marker, and the results facing every edge. For the seat to act (a
 * person): in a build, rings on the hexes the next tile may go and each step's cost (terrain,
 * ridge; a step a bond would pay for marked so), turned to face that seat; a cube touched, its
 * destinations ringed with their paths' links lit and the points each seat would score; the grey
 * cities to urbanize, those to mine (bold, in the seat's colour), the cities a card needs.
 * A city that had its mine (the mines option) has a pick on a badge before its name, and its
 * name always shows. While a person builds, the build aid (on unless the table switched it off)
 * marks the tiles laid in this build: the tracks are remembered when the build begins
 * (`nextBuildBase`) and what was added since is drawn with a band under it. The table's display
 * styles colour the tracks, the goods and the city labels' chips. Board touches go through
 * `boardTap` to the controller. Reads the UI store; computes no rules of its own.
 */
import { lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysTableView } from '../../../shared-rules/games/railways';
import { TERRAIN_COST } from '../../../shared-rules/games/railways/meta';
import type { RailwaysTable } from '../../../shared-rules/games/railways/tables';
import { sideToward, type RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { useController } from '../../app/controller-context';
import { fitBoardView, overlayTextWidth, worldToScreen } from '../../board-kit';
import type { Pt } from '../../board-kit/geometry/polygon';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { useUi } from '../../state/store';
import { EdgeResults } from '../../table/EdgeResults';
import { edgeMarker } from '../../table/edge-marker';
import type { SeatColour } from '../../table/seat-colours';
import { mmOrMinimum, type Rect, type SeatFrame } from '../../table/seat-layout';
import { actWithBonds } from './act';
import { centreOf, railwaysFrame, trackLine, trackLinePart, type AidRun, type CubeSpot, type DrawnTrack, type Ring } from './board-geometry';
import { choiceOf, clearRefusal, useSeatChoices } from './choice';
import { goodsLook, newTileHexes, newTiles, nextBuildBase, trackLook, type BuildBase } from './display';
import { areaLayout } from './layout';
import { placeLabels, type LabelInput } from './labels';
import { cityNameAt } from './maps';
import { GOODS_LETTER, RW_COLORS } from './palette';
import { buildSteps, deliverableCubes, destinationsOf, mineOffers, startHexes, type Destination } from './plan';
import { RailwaysCentre } from './RailwaysCentre';
import { RailwaysResults } from './RailwaysResults';
import { boardTap } from './tap';
import { readLegal, readTableView } from './view';
import './railways.css';

const RailwaysBoard3D = lazy(() => import('./RailwaysBoard3D').then((m) => ({ default: m.RailwaysBoard3D })));

/** Props: the map and its data file, the board rect and seat frames (CSS px), colours by seat, and the test probe. */
export type RailwaysAreaProps = {
  readonly board: RailwaysBoard;
  readonly table: RailwaysTable;
  readonly rect: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly probe: boolean;
};

const NO_TRACKS: readonly DrawnTrack[] = [];
const NO_AID: readonly AidRun[] = [];

/** The links and open track of `view` to draw, in their owners' colours and symbols. */
function drawnTracks(view: RailwaysTableView | undefined, colourOf: (seat: SeatId) => SeatColour | undefined, open: boolean): readonly DrawnTrack[] {
  if (view === undefined) return NO_TRACKS;
  return view.tracks.flatMap((t) => {
    if (open !== t.to < 0) return [];
    const colour = colourOf(view.players[t.owner]?.seat ?? -1);
    return [{ from: t.from, hexes: t.hexes, to: t.to, color: colour?.hex ?? '#888888', symbol: colour?.symbol ?? 'circle' }];
  });
}

/** Whether the step from hex `from` to `to` crosses a ridge (map data). */
function crossesRidge(board: RailwaysBoard, from: number, to: number): boolean {
  const d = sideToward(board, from, to);
  return d >= 0 && ((board.ridge[from] ?? 0) & (1 << d)) !== 0;
}

/** A miner's pick (the mined cities' badge). */
function MinePick(): ReactNode {
  return (
    <svg viewBox="2 2 21 21" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path d="M5 20.5 15 9" stroke="#5a3412" strokeWidth="3.6" strokeLinecap="round" />
      <path d="M8.8 3.9Q17.5 5.9 21.2 14.1" fill="none" stroke="#1b1b1b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The board area content (see the module comment). */
export function RailwaysArea({ board, table, rect, frames, colourOf, probe }: RailwaysAreaProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const controller = useController();
  const game = useUi((s) => s.game);
  const pending = useUi((s) => s.pending);
  const replay = useUi((s) => s.replay);
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const choices = useSeatChoices((s) => s.bySeat);
  const letters = useSeatChoices((s) => s.letters);
  const setLetters = useSeatChoices((s) => s.setLetters);
  const trackStyle = useSeatChoices((s) => s.trackStyle);
  const cubeStyle = useSeatChoices((s) => s.cubeStyle);
  const buildAid = useSeatChoices((s) => s.buildAid);
  const setTrackStyle = useSeatChoices((s) => s.setTrackStyle);
  const setCubeStyle = useSeatChoices((s) => s.setCubeStyle);
  const setBuildAid = useSeatChoices((s) => s.setBuildAid);
  const goods = goodsLook(cubeStyle);
  const choose = useSeatChoices((s) => s.choose);
  const map = board.map;
  const frame = useMemo(() => railwaysFrame(map), [map]);
  const playing = game !== null && game.header.gameId === 'railways';
  const live = useMemo(() => (playing ? readTableView(game.tableView) : undefined), [playing, game]);
  const shown = useMemo(() => (replay === null ? live : readTableView(replay.views[replay.index])), [replay, live]);
  const active = live?.end === null ? live.toAct[0] : undefined;
  const humanActive = active !== undefined && replay === null && game?.header.seats.find((s) => s.seat === active)?.controller === 'human' ? active : undefined;
  const legal = useMemo(() => (humanActive === undefined ? [] : readLegal(game?.legal[humanActive])), [game, humanActive]);
  const choice = humanActive === undefined ? undefined : choiceOf(choices, humanActive);
  const activeFrame = frames.find((f) => f.seat === active);
  const facing = activeFrame?.rotationDeg ?? 0;
  const myColour = humanActive === undefined ? undefined : colourOf(humanActive);

  // The build aid: the tracks as the build in progress found them (kept while the same build goes on).
  const [buildBase, setBuildBase] = useState<BuildBase | null>(null);
  const base = nextBuildBase(buildBase, live);
  if (base !== buildBase) setBuildBase(base);
  const aiding = buildAid && humanActive !== undefined && live?.build != null;
  const laid = useMemo(() => (aiding ? newTiles(base, live) : []), [aiding, base, live]);
  const laidHexes = useMemo(() => newTileHexes(laid, live), [laid, live]);

  // What lies on the board: the view's, or (lobby) the map as printed, with no cubes yet.
  const printedColor = useMemo(() => [...board.cityColor], [board]);
  const noEmpty = useMemo(() => board.cities.map(() => false), [board]);
  const noCubes = useMemo(() => board.cities.map(() => []), [board]);
  const cityColor = shown?.cityColor ?? printedColor;
  const empty = shown?.empty ?? noEmpty;
  const cubes = shown?.cubes ?? noCubes;
  const links = useMemo(() => drawnTracks(shown, colourOf, false), [shown, colourOf]);
  const open = useMemo(() => drawnTracks(shown, colourOf, true), [shown, colourOf]);

  // The build's steps (the rules' legalSteps on the state rebuilt from the view).
  const steps = useMemo(() => (live === undefined || humanActive === undefined || live.build === null ? [] : buildSteps(live, board)), [live, humanActive, board]);
  const starts = useMemo(() => startHexes(steps), [steps]);
  const anchor = choice?.anchor != null && starts.has(choice.anchor) ? choice.anchor : null;
  const shownSteps = useMemo(() => {
    if (steps.length === 0) return [];
    if (anchor !== null) return steps.filter((s) => s.from === anchor);
    // No start chosen: the steps that carry own open track on.
    return steps.filter((s) => (board.cityOf[s.from] ?? -1) < 0);
  }, [steps, anchor, board]);

  // The cube touched and its destinations (the seat's legal deliveries).
  const cube = choice?.cube ?? null;
  const destinations = useMemo((): readonly Destination[] => (live === undefined || cube === null ? [] : destinationsOf(live, board, legal, cube.city, cube.color)), [live, board, legal, cube]);
  const deliverable = useMemo(() => deliverableCubes(legal), [legal]);
  // The grey cities a mine may go on (mine mode).
  const mining = choice?.mode === 'mine';
  const mineTargets = useMemo(() => (live === undefined || humanActive === undefined || !mining ? new Map<number, never>() : mineOffers(live, board, table, legal, humanActive)), [live, humanActive, mining, board, table, legal]);

  const rings = useMemo((): readonly Ring[] => {
    const out: Ring[] = [];
    if (humanActive === undefined || live === undefined || choice === undefined) return out;
    const colour = myColour?.hex ?? RW_COLORS.ring;
    if (live.build !== null) {
      for (const s of shownSteps) out.push({ hex: s.to, color: s.affordable ? colour : RW_COLORS.bondStep });
      if (anchor !== null) out.push({ hex: anchor, color: RW_COLORS.ring, strong: true });
      else for (const h of starts) if ((board.cityOf[h] ?? -1) < 0) out.push({ hex: h, color: colour, strong: true });
    } else if (choice.mode === 'urbanize') {
      const grey = new Set(legal.flatMap((a) => (a.type === 'urbanize' ? [a.city] : [])));
      if (grey.size === 0) board.cities.forEach((h, c) => live.cityColor[c] === 5 && grey.add(h));
      for (const h of grey) out.push({ hex: h, color: RW_COLORS.ring, strong: h === choice.city });
    } else if (choice.mode === 'mine') {
      // Every target costs the same (the panel says which bonds it issues first): the seat's colour, bold.
      for (const h of mineTargets.keys()) out.push({ hex: h, color: colour, strong: true });
    } else if (choice.mode === 'card' && choice.card !== null) {
      const card = choice.card;
      const cities = new Set(legal.flatMap((a) => (a.type === 'take' && a.card === card && a.city !== undefined ? [a.city] : [])));
      for (const h of cities) out.push({ hex: h, color: RW_COLORS.ring, strong: h === choice.city });
    } else if (cube !== null) {
      out.push({ hex: cube.city, color: RW_COLORS.ring, strong: true });
      for (const d of destinations) out.push({ hex: d.to, color: goods.fill[cube.color] ?? RW_COLORS.ring, strong: true });
    } else if (live.phase === 'actions') {
      for (const h of deliverable.keys()) out.push({ hex: h, color: RW_COLORS.ring });
    }
    if (pending !== null && pending.kind === 'hex') out.push({ hex: pending.id, color: RW_COLORS.ring, strong: true });
    return out;
  }, [humanActive, live, choice, myColour, shownSteps, anchor, starts, board, legal, cube, destinations, deliverable, mineTargets, pending, goods]);

  const trackById = useMemo(() => new Map((live?.tracks ?? []).map((tr) => [tr.id, tr])), [live]);
  const paths = useMemo((): readonly { readonly line: readonly Pt[]; readonly bold: boolean }[] => {
    const out: { line: readonly Pt[]; bold: boolean }[] = [];
    for (const d of destinations) {
      for (const c of d.choices) {
        for (const id of c.links) {
          const tr = trackById.get(id);
          if (tr !== undefined) out.push({ line: trackLine(frame, tr), bold: choice?.dest === d.to });
        }
      }
    }
    return out;
  }, [destinations, trackById, frame, choice?.dest]);

  const aid = useMemo((): readonly AidRun[] => {
    if (laid.length === 0 || live === undefined) return NO_AID;
    const look = trackLook(trackStyle);
    return laid.flatMap((run) => {
      const track = trackById.get(run.id);
      if (track === undefined) return [];
      const colour = colourOf(live.players[run.owner]?.seat ?? -1)?.hex ?? '#888888';
      return [{ line: trackLinePart(frame, track, run.first), color: look.fill(colour) }];
    });
  }, [laid, live, trackById, colourOf, frame, trackStyle]);

  const onTap = useCallback(
    (hex: number, spot: CubeSpot | undefined) => {
      if (humanActive === undefined || live === undefined) return;
      const now = choiceOf(useSeatChoices.getState().bySeat, humanActive);
      const outcome = boardTap(live, board, table, legal, humanActive, now, hex, spot === undefined ? undefined : { city: spot.city, color: spot.color });
      if (outcome.kind === 'miss') {
        controller.missed(humanActive, outcome.code);
        return;
      }
      if (outcome.kind === 'choose') {
        clearRefusal(humanActive);
        choose(humanActive, outcome.patch);
        return;
      }
      const action = outcome.action;
      if (action.type === 'track') choose(humanActive, { anchor: (board.cityOf[action.to] ?? -1) >= 0 ? null : action.to });
      else choose(humanActive, { mode: 'actions', cube: null, dest: null, city: null, card: null });
      void actWithBonds(controller, humanActive, action, outcome.bonds, { kind: 'hex', id: hex, seat: humanActive });
    },
    [humanActive, live, board, table, legal, controller, choose],
  );
  const onMiss = useCallback(() => {
    if (humanActive !== undefined) controller.missed(humanActive, 'railways-off-map');
  }, [controller, humanActive]);

  // The map's box, and screen positions from the same fitted view the camera uses.
  // The columns' least width, and the 10 mm they leave beside them for the end seats' Rules tabs (railways.css).
  const minSide = mmOrMinimum(100, 230, pxPerMm) + 10 * pxPerMm;
  const layout = useMemo(() => areaLayout(rect.width, rect.height, frame.transform.width / frame.transform.depth, minSide), [rect, frame, minSide]);
  const view = useMemo(() => fitBoardView(frame.transform, layout.mapWidth, layout.height, 6), [frame, layout]);
  const canvas = useMemo(() => ({ left: layout.mapLeft, top: 0, width: layout.mapWidth, height: layout.height }), [layout]);
  const at = useCallback((h: number) => {
    const c = centreOf(frame, h);
    return worldToScreen(view, canvas, c.x, c.z);
  }, [frame, view, canvas]);
  const hexPx = frame.size / ((view.right - view.left) / Math.max(1, layout.mapWidth));
  const labelPx = mmOrMinimum(4.2, 14, pxPerMm);

  const highlighted = useMemo(() => new Set(rings.filter((r) => r.strong === true).map((r) => r.hex)), [rings]);
  const named = useMemo(() => {
    // Cities a face-up card names stay named.
    const ids = new Set<string>();
    for (const id of shown?.faceUp ?? []) {
      const card = table.operations[id];
      if (card?.kind === 'service-bounty') ids.add(card.city);
      if (card?.kind === 'major-line') {
        ids.add(card.a);
        ids.add(card.b);
      }
    }
    return ids;
  }, [shown, table]);
  // Cities that had their mine (the mines option): their names show, with a pick before them.
  /** City Rotors: the second colour of the city on hex `h` (0–4, 5 blank), −1 for none or without the option. */
  const rotorOf = (h: number): number => shown?.rotor?.[board.cityOf[h] ?? -1] ?? -1;
  const minedHexes = useMemo(() => board.cities.filter((_, c) => shown?.mined[c] === true), [board, shown]);
  const placed = useMemo(() => {
    const mined = new Set(minedHexes);
    const inputs: LabelInput[] = board.cities.map((h, c) => {
      const p = at(h);
      const id = map.hexes[h]?.city?.id ?? '';
      const keep = highlighted.has(h) || mined.has(h);
      const priority = highlighted.has(h) ? 100 : mined.has(h) ? 60 : named.has(id) ? 50 : (cubes[c]?.length ?? 0) + (cityColor[c] === 5 ? 0 : 10);
      // The pick's badge: 1.4 em and its margin.
      const extraPx = mined.has(h) ? labelPx * 1.4 + 3 : 0;
      return { hex: h, x: p.x, y: p.y, radius: hexPx * 0.62, far: p.y < rect.height / 2, text: cityNameAt(board, h, language), fontPx: labelPx, priority, keep, extraPx };
    });
    return placeLabels(inputs, rect.width, rect.height, overlayTextWidth);
  }, [board, at, map, highlighted, named, minedHexes, cubes, cityColor, hexPx, rect, language, labelPx]);

  const inset = mmOrMinimum(8, 24, pxPerMm);
  const marker = activeFrame === undefined || replay !== null ? undefined : edgeMarker(activeFrame, rect, inset);
  const activeColour = active === undefined ? undefined : colourOf(active);
  const wantsTaps = humanActive !== undefined;
  const tagPx = mmOrMinimum(4, 14, pxPerMm);
  const display = useMemo(
    () => ({ letters, trackStyle, cubeStyle, buildAid, onLetters: setLetters, onTrackStyle: setTrackStyle, onCubeStyle: setCubeStyle, onBuildAid: setBuildAid }),
    [letters, trackStyle, cubeStyle, buildAid, setLetters, setTrackStyle, setCubeStyle, setBuildAid],
  );

  return (
    <>
      <div className="rw-map" style={{ left: layout.mapLeft, width: layout.mapWidth, height: layout.height }}>
        <RailwaysBoard3D
          board={board}
          frame={frame}
          cityColor={cityColor}
          empty={empty}
          rotor={shown?.rotor}
          cubes={cubes}
          links={links}
          open={open}
          rings={rings}
          paths={paths}
          cube={cube}
          letters={letters}
          trackStyle={trackStyle}
          cubeStyle={cubeStyle}
          aid={aid}
          onTap={wantsTaps ? onTap : undefined}
          onMiss={wantsTaps ? onMiss : undefined}
          touchRadiusPx={6 * pxPerMm}
          label={t('app.boardLabel')}
          probe={probe}
        />
      </div>
      <div
        className="tg-overlay rw-overlay"
        data-testid="rw-board"
        data-map={map.id}
        data-links={links.length}
        data-open={open.length}
        data-anchor={anchor ?? undefined}
        data-mode={choice?.mode}
        data-cube={cube === null ? undefined : `${cube.city}:${cube.color}`}
        data-destinations={cube === null ? undefined : destinations.map((d) => d.to).join(',')}
        data-steps={live?.build == null ? undefined : shownSteps.map((s) => `${s.to}:${s.cost}`).join(',')}
        data-mine-targets={mining ? [...mineTargets.keys()].join(',') : undefined}
        data-mined={minedHexes.join(',')}
        data-track-style={trackStyle}
        data-cube-style={cubeStyle}
        data-build-aid={buildAid ? 'on' : 'off'}
        data-build-new={aiding ? laidHexes.join(',') : undefined}
      >
        {placed.map((c) => {
          if (c.hidden) return null;
          const k = cityColor[board.cityOf[c.hex] ?? -1] ?? 5;
          return (
            <div
              key={c.hex}
              className={`rw-city${highlighted.has(c.hex) ? ' is-marked' : ''}`}
              data-testid={`city-label-${map.hexes[c.hex]?.city?.id ?? c.hex}`}
              style={{ left: c.cx, top: c.cy, fontSize: c.fontPx, transform: `translate(-50%, -50%)${c.far ? ' rotate(180deg)' : ''}` }}
            >
              {minedHexes.includes(c.hex) && (
                <span className="rw-mined" data-testid={`mined-${c.hex}`} role="img" aria-label={t('railways.board.mined', { city: cityNameAt(board, c.hex, language) })}>
                  <MinePick />
                </span>
              )}
              {letters && k < 5 && (
                <span className="rw-chip" style={{ background: goods.fill[k], color: goods.ink[k] }}>
                  {GOODS_LETTER[k]}
                </span>
              )}
              {letters && rotorOf(c.hex) >= 0 && (
                <span className="rw-chip rw-rotor-chip" data-testid={`rotor-${c.hex}`} style={{ background: rotorOf(c.hex) < 5 ? goods.fill[rotorOf(c.hex)] : RW_COLORS.rotorBlank, color: rotorOf(c.hex) < 5 ? goods.ink[rotorOf(c.hex)] : '#333' }} aria-label={rotorOf(c.hex) < 5 ? t('railways.board.rotor', { color: t(`railways.color.${rotorOf(c.hex)}`) }) : t('railways.board.rotorBlank')}>
                  {rotorOf(c.hex) < 5 ? GOODS_LETTER[rotorOf(c.hex)] : '·'}
                </span>
              )}
              {c.text}
            </div>
          );
        })}
        {live?.build != null &&
          humanActive !== undefined &&
          shownSteps.map((s) => {
            const p = at(s.to);
            const ridge = crossesRidge(board, s.from, s.to);
            const city = (board.cityOf[s.to] ?? -1) >= 0;
            const terrain = city ? 0 : (TERRAIN_COST[board.terrain[s.to] ?? 0] ?? 2);
            return (
              <div
                key={`${s.from}-${s.to}`}
                className={`rw-cost${s.affordable ? '' : ' needs-bond'}${ridge ? ' ridge' : ''}`}
                data-testid={`cost-${s.to}`}
                data-cost={s.cost}
                style={{ left: p.x, top: p.y, fontSize: tagPx, borderColor: s.affordable ? myColour?.hex : undefined, transform: `translate(-50%, -50%) rotate(${facing}deg)` }}
              >
                <strong>{s.cost}</strong>
                {ridge && <span className="rw-cost-ridge" title={t('railways.build.ridgeTag', { terrain, ridge: s.cost - terrain })}>▲</span>}
              </div>
            );
          })}
        {cube !== null &&
          humanActive !== undefined &&
          destinations.map((d) => {
            const p = at(d.to);
            const first = d.choices[0];
            return (
              <div
                key={d.to}
                className={`rw-dest${choice?.dest === d.to ? ' chosen' : ''}`}
                data-testid={`dest-${d.to}`}
                style={{ left: p.x, top: p.y - hexPx * 0.9, fontSize: tagPx, transform: `translate(-50%, -50%) rotate(${facing}deg)` }}
              >
                {d.choices.length > 1 ? (
                  <span>{t('railways.deliver.ways', { count: d.choices.length })}</span>
                ) : (
                  first?.points.map((pt) => {
                    const colour = colourOf(pt.seat);
                    return (
                      <span key={pt.seat} className="rw-dest-points">
                        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={tagPx} exact />}+{pt.points}
                      </span>
                    );
                  })
                )}
              </div>
            );
          })}
        {shown !== undefined && (
          <>
            <RailwaysCentre view={shown} board={board} table={table} colourOf={colourOf} far={false} left={0} width={layout.side} height={layout.height} display={display} />
            <RailwaysCentre view={shown} board={board} table={table} colourOf={colourOf} far left={layout.mapLeft + layout.mapWidth} width={layout.side} height={layout.height} display={display} />
          </>
        )}
        {marker !== undefined && activeColour !== undefined && live?.end === null && (
          <div className="turn-marker" data-testid="turn-marker" data-seat={active} style={{ left: marker.x, top: marker.y, transform: `translate(-50%, -50%) rotate(${marker.rotationDeg}deg)` }}>
            <SeatSymbol symbol={activeColour.symbol} fill={activeColour.hex} size={Math.round(inset * 1.1)} exact />
            <span className="turn-arrow" style={{ borderTopColor: activeColour.hex }} />
          </div>
        )}
        {game?.outcome != null && live !== undefined && (
          <EdgeResults width={rect.width} height={rect.height} margin={mmOrMinimum(3, 8, pxPerMm)} outcome={game.outcome} colourOf={colourOf}>
            {(host) => <RailwaysResults view={live} board={board} table={table} {...host} />}
          </EdgeResults>
        )}
      </div>
    </>
  );
}
