/**
 * Maps what the renderer holds (the public table view, the active seat's legal links, the touch
 * in flight, a suggested route, the seats' colours) onto the board's `BoardState`. Pure, so the
 * touch feedback is drawn in the next frame from data already here (KIOSK.md "Latency").
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalTableView } from '../../../shared-rules/games/transglobal';
import type { BoardHub, BoardState, SeatStyle } from './board/board-state';

/** A touch drawn before the worker answers: a link to show as built, or a hub to show placed. */
export type BoardTouch = { readonly kind: 'link' | 'hub'; readonly id: number; readonly seat: SeatId };

/**
 * The inputs of `boardStateOf`: the table view (undefined before a game), each seat's style, the
 * links the active person may build (empty for a bot or outside building/finishing), the touch in
 * flight, and the links of the finishing seat's suggested route.
 */
export type BoardInputs = {
  readonly table: TransglobalTableView | undefined;
  readonly styles: Readonly<Record<SeatId, SeatStyle>>;
  readonly legalLinks: readonly number[];
  readonly touch: BoardTouch | null;
  readonly suggestion: readonly number[];
};

/** The board state to draw (see the module comment); the touched link is drawn built and no longer glows. */
export function boardStateOf({ table, styles, legalLinks, touch, suggestion }: BoardInputs): BoardState {
  if (table === undefined) return { built: [], hubs: [], highlighted: [], dashedVisible: false, seatColors: styles };
  const built = table.built.map((b) => b.link);
  if (touch?.kind === 'link' && !built.includes(touch.id)) built.push(touch.id);
  const hubs: BoardHub[] = [];
  for (const s of table.seats) {
    const at = touch?.kind === 'hub' && touch.seat === s.seat ? touch.id : s.hub;
    if (at !== null) hubs.push({ seat: s.seat, intersection: at });
  }
  if (touch?.kind === 'hub' && !table.seats.some((s) => s.seat === touch.seat)) hubs.push({ seat: touch.seat, intersection: touch.id });
  const active = table.toAct[0];
  const highlighted = legalLinks.filter((l) => !(touch?.kind === 'link' && touch.id === l));
  const state: BoardState = {
    built,
    hubs,
    highlighted,
    suggestion: suggestion.filter((l) => !built.includes(l)),
    dashedVisible: table.dashedLeftOut,
    seatColors: styles,
  };
  return active === undefined ? state : { ...state, highlightSeat: active };
}
