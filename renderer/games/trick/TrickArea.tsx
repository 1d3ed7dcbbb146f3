/**
 * Everything Trick of the Rails draws over the board area (issue #16), as HTML sized in mm: the
 * board's two halves, each facing one long edge (the far one turned 180°) with the five railways
 * and their live share values, the Trick Lane and every player's shares and score; the trick in
 * the centre between them, each card facing its player; the deal at a new game's start; the results
 * facing every edge. In the lobby, a preview of the cards. Reads the UI store; acts through the controller; no rules.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { TrickTableView } from '../../../shared-rules/games/trick';
import { LOCOMOTIVE } from '../../../shared-rules/games/trick/meta';
import { companyOf } from '../../../shared-rules/games/trick/state';
import { useUi } from '../../state/store';
import { EdgeResults } from '../../table/EdgeResults';
import type { SeatColour } from '../../table/seat-colours';
import { mmOrMinimum, type Rect, type SeatFrame } from '../../table/seat-layout';
import { choiceOf, usePlacementChoices } from './choice';
import type { PlacementChoice } from './faces';
import { Lane } from './Lane';
import { Railways, type ShownPlacement } from './Railways';
import { Scores } from './Scores';
import { TrickCardFace } from './TrickCard';
import { TrickCentre } from './TrickCentre';
import { dealFlights, isDealing } from './deal';
import { TrickDeal } from './TrickDeal';
import { TrickResults } from './TrickResults';
import { readTableView } from './view';
import './trick.css';

/** Props: the board rect and the seat panels' frames (CSS px, screen coordinates) and colours. */
export type TrickAreaProps = { readonly rect: Rect; readonly frames: readonly SeatFrame[]; readonly colourOf: (seat: SeatId) => SeatColour | undefined };

/** The placement the active seat is choosing, as the railways show it (null: none). */
export function shownPlacement(table: TrickTableView, choice: PlacementChoice): ShownPlacement | null {
  const seat = table.toAct[0];
  if (seat === undefined || table.end !== null) return null;
  switch (table.phase) {
    case 'place-city':
      return choice.railway === null ? null : { railway: choice.railway, end: choice.end, item: table.pending, locomotive: null };
    case 'place-locomotive':
      return choice.railway === null ? null : { railway: choice.railway, end: null, item: null, locomotive: table.pending - LOCOMOTIVE };
    case 'place-card': {
      const own = table.trick[table.seats.indexOf(seat)] ?? -1;
      return own < 0 ? null : { railway: companyOf(own), end: choice.end, item: own, locomotive: null };
    }
    case 'play':
      return null;
  }
}

/**
 * The board's text size, px: the board is laid out in em, so everything on it grows with the
 * board (a 4K table shows it as large as a 1080p one), never below the table's 14 px.
 */
export function boardFontPx(rect: Pick<Rect, 'width' | 'height'>): number {
  return Math.round(Math.max(14, Math.min(rect.width / 95, rect.height / 46)));
}

/** The railways and the lane with the scores, facing one long edge (`far`: the top edge, turned 180°). */
function Half({ table, shown, colourOf, far }: { readonly table: TrickTableView; readonly shown: ShownPlacement | null; readonly colourOf: (seat: SeatId) => SeatColour | undefined; readonly far: boolean }): ReactNode {
  return (
    <>
      <Railways railways={table.railways} shown={shown} over={table.end !== null} far={far} />
      <div className={`trick-side ${far ? 'far' : 'near'}`} aria-hidden={far}>
        <Lane table={table} far={far} />
        <Scores table={table} colourOf={colourOf} far={far} />
      </div>
    </>
  );
}

/** The lobby's preview: the top card of each company, and the game's idea in a line, facing both long edges. */
function Preview({ rect }: { readonly rect: Rect }): ReactNode {
  const { t } = useTranslation();
  const row = (far: boolean): ReactNode => (
    <div className={`trick-preview${far ? ' far' : ''}`} aria-hidden={far}>
      <div className="trick-preview-cards">
        {[9, 18, 27, 35, 44].map((card) => (
          <TrickCardFace key={card} card={card} />
        ))}
      </div>
      <p className="trick-preview-line">{t('trick.preview')}</p>
    </div>
  );
  return (
    <div className="trick-board preview" style={{ fontSize: boardFontPx(rect) * 1.25 }}>
      {row(true)}
      {row(false)}
    </div>
  );
}

/** The board area content (see the module comment). */
export function TrickArea({ rect, frames, colourOf }: TrickAreaProps): ReactNode {
  const game = useUi((s) => s.game);
  const replay = useUi((s) => s.replay);
  const pxPerMm = useUi((s) => s.settings.pxPerMm);
  const choices = usePlacementChoices((s) => s.bySeat);
  const playing = game !== null && game.header.gameId === 'trick';
  const live = useMemo(() => (playing ? readTableView(game.tableView) : undefined), [playing, game]);
  const shown = useMemo(() => (replay === null ? live : readTableView(replay.views[replay.index])), [replay, live]);
  // A new game is dealt before anyone plays: the cards fly round the table once (none in a replay).
  const dealing = replay === null && live !== undefined && isDealing(game);
  const handSize = live?.handSizes[0] ?? 0;
  const flights = useMemo(() => (dealing && live !== undefined ? dealFlights(live.seats, handSize, rect, frames) : []), [dealing, live?.seats, handSize, rect, frames]);
  if (shown === undefined) return <Preview rect={rect} />;
  const active = shown.toAct[0];
  const human = active !== undefined && game?.header.seats.find((s) => s.seat === active)?.controller === 'human';
  const placement = replay === null && human && active !== undefined ? shownPlacement(shown, choiceOf(choices, active)) : null;
  return (
    <div className="trick-board" data-testid="trick-board" style={{ fontSize: boardFontPx(rect) }}>
      <Half table={shown} shown={placement} colourOf={colourOf} far />
      <TrickCentre table={shown} />
      {flights.length > 0 && <TrickDeal flights={flights} />}
      <Half table={shown} shown={placement} colourOf={colourOf} far={false} />
      {game?.outcome != null && live !== undefined && (
        <EdgeResults width={rect.width} height={rect.height} margin={mmOrMinimum(3, 8, pxPerMm)} outcome={game.outcome} colourOf={colourOf}>
          {(host) => <TrickResults table={live} {...host} />}
        </EdgeResults>
      )}
    </div>
  );
}
