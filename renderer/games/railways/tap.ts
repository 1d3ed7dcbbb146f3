/**
 * What a touch on the board means for the seat to act, decided from data the renderer already
 * holds (the table view, the seat's legal list and choices, the build's steps), so its feedback
 * is drawn in the next frame (KIOSK.md "Touch"). Pure. In order:
 * 1. outside the action rounds the board takes no touch (`railways-use-panel`);
 * 2. in a build: lay a tile, join a city, or pick where the next tile starts (`./plan.ts` `buildTap`);
 * 3. urbanizing: a grey city is chosen (its colour is picked in the panel);
 *    mining: a grey city a mine may go on is mined at once (after the bonds its price needs);
 *    a city that had its mine, or any other hex, is missed with the reason;
 * 4. taking a card that needs a city: the city (New Industry: then its colour in the panel);
 * 5. with a cube chosen, a destination of it delivers it (several ways there: they are offered);
 * 6. a cube (a touch on a city with cubes: the one nearest the finger) is chosen, with its destinations;
 * 7. anything else is missed, with the reason (`railways.errors.<code>`).
 * Whether the action is legal is the controller's question (it asks the engine why when not).
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysAction, RailwaysTableView } from '../../../shared-rules/games/railways';
import type { RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import type { SeatChoice } from './choice';
import { buildSteps, buildTap, deliverableCubes, destinationsOf, mineOffers } from './plan';

/** The outcome of a touch (see the module comment). */
export type BoardTapOutcome =
  | { readonly kind: 'act'; readonly action: RailwaysAction; readonly bonds: number }
  | { readonly kind: 'choose'; readonly patch: Partial<SeatChoice> }
  | { readonly kind: 'miss'; readonly code: string };

/** The touch of `seat` on hex `hex` (and the cube of that city nearest the finger, if any). */
export function boardTap(
  view: RailwaysTableView,
  board: RailwaysBoard,
  table: RailwaysTable,
  legal: readonly RailwaysAction[],
  seat: SeatId,
  choice: SeatChoice,
  hex: number,
  cube: { readonly city: number; readonly color: number } | undefined,
): BoardTapOutcome {
  if (view.phase !== 'actions' || view.players[view.active]?.seat !== seat) return { kind: 'miss', code: 'railways-use-panel' };
  const isCity = (h: number) => (board.cityOf[h] ?? -1) >= 0;
  if (view.build !== null) {
    const cash = view.players[view.active]?.cash ?? 0;
    const out = buildTap(buildSteps(view, board), choice.anchor, hex, seat, cash, table.bondValue, isCity);
    return out.kind === 'anchor' ? { kind: 'choose', patch: { anchor: out.anchor } } : out;
  }
  if (choice.mode === 'urbanize') {
    return legal.some((a) => a.type === 'urbanize' && a.city === hex) || (isCity(hex) && view.cityColor[board.cityOf[hex] ?? -1] === 5)
      ? { kind: 'choose', patch: { city: hex } }
      : { kind: 'miss', code: 'railways-not-grey' };
  }
  if (choice.mode === 'mine') {
    const offer = mineOffers(view, board, table, legal, seat).get(hex);
    if (offer !== undefined) return { kind: 'act', action: offer.action, bonds: offer.bonds };
    const c = board.cityOf[hex] ?? -1;
    return { kind: 'miss', code: c >= 0 && view.mined[c] === true ? 'railways-city-mined' : 'railways-mine-city' };
  }
  if (choice.mode === 'card' && choice.card !== null) {
    const card = choice.card;
    const takes = legal.filter((a) => a.type === 'take' && a.card === card && a.city === hex);
    if (takes.length === 0) return { kind: 'miss', code: 'railways-card-city' };
    const first = takes[0];
    if (takes.length === 1 && first !== undefined && (first.type !== 'take' || first.color === undefined)) return { kind: 'act', action: first, bonds: 0 };
    return { kind: 'choose', patch: { city: hex } };
  }
  if (choice.cube !== null && hex !== choice.cube.city) {
    const dest = destinationsOf(view, board, legal, choice.cube.city, choice.cube.color).find((d) => d.to === hex);
    const only = dest?.choices.length === 1 ? dest.choices[0] : undefined;
    if (only !== undefined) return { kind: 'act', action: only.action, bonds: 0 };
    if (dest !== undefined) return { kind: 'choose', patch: { dest: hex } };
  }
  if (cube !== undefined) {
    const colours = deliverableCubes(legal).get(cube.city);
    if (colours?.has(cube.color) === true) return { kind: 'choose', patch: { mode: 'deliver', cube: { city: cube.city, color: cube.color }, dest: null } };
    const other = colours === undefined ? undefined : [...colours][0];
    if (other !== undefined) return { kind: 'choose', patch: { mode: 'deliver', cube: { city: cube.city, color: other }, dest: null } };
    return { kind: 'miss', code: 'railways-no-delivery' };
  }
  return { kind: 'miss', code: choice.cube !== null ? 'railways-not-destination' : 'railways-touch-cube' };
}
