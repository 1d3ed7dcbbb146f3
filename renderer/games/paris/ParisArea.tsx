/**
 * Everything Paris Connection draws over the board area (its own chunk, with three.js): the 3D
 * board (the map in the lobby, the live table view in play, a replay frame after the game), the
 * city names and values (each name turned to the nearer long edge), the company display — six
 * values and supplies, the game's clock — twice, facing each long edge, the whose-turn marker and
 * the results facing every edge. Reads the UI store; acts through the controller; no rules.
 */
import { lazy, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { ParisAction, ParisTableView } from '../../../shared-rules/games/paris';
import { boardOf } from '../../../shared-rules/games/paris/board';
import { COMPANIES } from '../../../shared-rules/games/paris/meta';
import { useController } from '../../app/controller-context';
import { fitBoardView, hexToWorld, overlayTextWidth, worldPerPx, worldToScreen, type NameBox } from '../../board-kit';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { useUi } from '../../state/store';
import { EdgeResults } from '../../table/EdgeResults';
import { edgeMarker } from '../../table/edge-marker';
import type { SeatColour } from '../../table/seat-colours';
import { mmOrMinimum, type Rect, type SeatFrame } from '../../table/seat-layout';
import { parisFrame } from './board-geometry';
import { choiceOf, useChoices } from './choice';
import { placeParisNames } from './names';
import { companyStyle } from './palette';
import { ParisResults } from './ParisResults';
import { readLegal, readTableView } from './view';

const ParisBoard3D = lazy(() => import('./ParisBoard3D').then((m) => ({ default: m.ParisBoard3D })));

/** Props: the map id, the board rect and seat frames (CSS px) and colours. */
export type ParisAreaProps = {
  readonly mapId: string;
  readonly rect: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly probe: boolean;
};

/** The six companies' values and supplies, one copy (rotated 180° for the far edge). */
function CompanyDisplay({ table, flipped }: { readonly table: ParisTableView; readonly flipped: boolean }): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={`paris-display${flipped ? ' flipped' : ''}`} data-testid={flipped ? 'paris-display-far' : 'paris-display'} aria-hidden={flipped}>
      {COMPANIES.map((id, company) => (
        <div key={id} className="paris-display-company" data-testid={flipped ? undefined : `display-${company}`}>
          <SeatSymbol symbol={companyStyle(company).symbol} fill={companyStyle(company).color} size={20} />
          <span className="paris-display-value" title={t('paris.value')}>
            {table.values[company] ?? 0}
          </span>
          <span className="paris-display-supply">{t('paris.supplyShort', { count: table.supplies[company] ?? 0 })}</span>
        </div>
      ))}
    </div>
  );
}

/** The board area content (see the module comment). */
export function ParisArea({ mapId, rect, frames, colourOf, probe }: ParisAreaProps): ReactNode {
  const { t } = useTranslation();
  const controller = useController();
  const game = useUi((s) => s.game);
  const pending = useUi((s) => s.pending);
  const replay = useUi((s) => s.replay);
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const choices = useChoices((s) => s.bySeat);
  const playing = game !== null && game.header.gameId === 'paris';
  const live = useMemo(() => (playing ? readTableView(game.tableView) : undefined), [playing, game]);
  const shown = useMemo(() => (replay === null ? live : readTableView(replay.views[replay.index])), [replay, live]);
  // The map's derived board (the same the rules use): its hexes, the Eiffel hex, and an empty table for the lobby.
  const board = useMemo(() => boardOf(mapId), [mapId]);
  const lobbyOccupied = useMemo(() => Array.from({ length: board.n }, () => 0), [board]);
  const map = board.map;
  const frame = useMemo(() => parisFrame(map), [map]);
  const active = live?.toAct[0];
  const humanActive = active !== undefined && game?.header.seats.find((s) => s.seat === active)?.controller === 'human' ? active : undefined;
  const legal = useMemo(() => (humanActive === undefined ? [] : readLegal(game?.legal[humanActive])), [game, humanActive]);
  // The company whose hexes glow: the build's, else the one the active seat picked.
  const company = live?.turn.company ?? (humanActive === undefined ? null : choiceOf(choices, humanActive).company);
  const glow = useMemo(() => (company === null || replay !== null ? [] : legal.flatMap((a) => (a.type === 'place' && a.company === company ? [a.hex] : []))), [legal, company, replay]);
  const onHexTap = useCallback(
    (hex: number) => {
      if (humanActive === undefined) return;
      if (company === null) {
        controller.missed(humanActive, 'paris-choose-company');
        return;
      }
      const place: ParisAction = { type: 'place', seat: humanActive, company, hex };
      void controller.attempt(place, { kind: 'hex', id: hex, seat: humanActive });
    },
    [controller, humanActive, company],
  );
  const onMiss = useCallback(() => {
    if (humanActive !== undefined) controller.missed(humanActive, 'paris-no-hex');
  }, [controller, humanActive]);

  // City names and values on screen, from the same fitted view the camera uses.
  const view = useMemo(() => fitBoardView(frame.transform, rect.width, rect.height, 6), [frame, rect]);
  const canvas = useMemo(() => ({ left: 0, top: 0, width: rect.width, height: rect.height }), [rect]);
  const labelPx = mmOrMinimum(2.6, 14, pxPerMm);
  const occupied = shown?.occupied ?? lobbyOccupied;
  // The company displays' boxes over the board (CSS-sized): names keep out from under them.
  const overlayRef = useRef<HTMLDivElement>(null);
  const [panels, setPanels] = useState<readonly NameBox[]>([]);
  const hasDisplays = shown !== undefined;
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (overlay === null) return undefined;
    const measure = (): void => {
      const o = overlay.getBoundingClientRect();
      const boxes = [...overlay.querySelectorAll('.paris-display')].map((el) => {
        const r = el.getBoundingClientRect();
        return { x0: r.left - o.left, y0: r.top - o.top, x1: r.right - o.left, y1: r.bottom - o.top };
      });
      const same = (a: NameBox, b: NameBox | undefined): boolean => b !== undefined && a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
      setPanels((old) => (old.length === boxes.length && old.every((b, i) => same(b, boxes[i])) ? old : boxes));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    overlay.querySelectorAll('.paris-display').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [hasDisplays, rect]);
  // A hex size in px; names keep off each other and off the locomotives (see ./names.ts).
  const hexPx = frame.layout.size / worldPerPx(view, canvas);
  const cities = useMemo(() => {
    const centreOf = (index: number): { x: number; y: number } => {
      const hex = map.hexes[index];
      if (hex === undefined) return { x: -1e6, y: -1e6 };
      const w = hexToWorld(frame.layout, hex);
      return worldToScreen(view, canvas, w.x, w.z);
    };
    const named = map.hexes.flatMap((h, index) => (h.city === undefined ? [] : [{ hex: index, id: h.city.id, name: h.city.name, value: h.value, ...centreOf(index) }]));
    return placeParisNames(named, occupied, centreOf, hexPx, labelPx, rect.width, rect.height, overlayTextWidth, panels);
  }, [map, frame, view, canvas, occupied, hexPx, labelPx, rect, panels]);
  const inset = mmOrMinimum(8, 24, pxPerMm);
  const activeFrame = frames.find((f) => f.seat === active);
  const marker = activeFrame === undefined || replay !== null ? undefined : edgeMarker(activeFrame, rect, inset);
  const activeColour = active === undefined ? undefined : colourOf(active);
  const pendingHex = replay === null && pending !== null && pending.kind === 'hex' ? pending.id : null;
  const glowColor = company === null ? '#ffffff' : companyStyle(company).color;

  return (
    <>
      <ParisBoard3D
        map={map}
        frame={frame}
        eiffel={board.eiffel}
        occupied={occupied}
        glow={glow}
        glowColor={glowColor === '#2b2b2b' ? '#f5f5f5' : glowColor}
        pending={pendingHex}
        onHexTap={humanActive === undefined || replay !== null ? undefined : onHexTap}
        onMiss={humanActive === undefined ? undefined : onMiss}
        touchRadiusPx={6 * pxPerMm}
        label={t('app.boardLabel')}
        probe={probe}
      />
      <div className="tg-overlay paris-overlay" ref={overlayRef}>
        {cities.map((c) =>
          c.hidden ? null : (
            <div key={c.id} className={`paris-city value-${c.value}`} data-testid={`city-label-${c.id}`} aria-label={`${c.name} ${c.value}`} style={{ left: c.cx, top: c.cy, fontSize: labelPx, transform: `translate(-50%, -50%)${c.north ? ' rotate(180deg)' : ''}` }}>
              <span className="paris-city-value">{c.value}</span>
              {c.label !== '' && <span className="paris-city-name">{c.label}</span>}
            </div>
          ),
        )}
        {shown !== undefined && <CompanyDisplay table={shown} flipped={false} />}
        {shown !== undefined && <CompanyDisplay table={shown} flipped />}
        {marker !== undefined && activeColour !== undefined && live?.end === null && (
          <div className="turn-marker" data-testid="turn-marker" data-seat={active} style={{ left: marker.x, top: marker.y, transform: `translate(-50%, -50%) rotate(${marker.rotationDeg}deg)` }}>
            <SeatSymbol symbol={activeColour.symbol} fill={activeColour.hex} size={Math.round(inset * 1.1)} />
            <span className="turn-arrow" style={{ borderTopColor: activeColour.hex }} />
          </div>
        )}
        {game?.outcome != null && live !== undefined && (
          <EdgeResults width={rect.width} height={rect.height} margin={mmOrMinimum(3, 8, pxPerMm)} outcome={game.outcome} colourOf={colourOf}>
            {(host) => <ParisResults table={live} {...host} />}
          </EdgeResults>
        )}
      </div>
    </>
  );
}
