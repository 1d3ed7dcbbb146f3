/**
 * What the table offers the seat to act, worked out by the rules on a state rebuilt from the
 * public table view (`stateFromView`, shared-rules/games/railways/view-state.ts), so the
 * renderer computes no rule itself (conventions §3):
 * - the build's next steps with their costs (`legalSteps` of `track.ts`, also those a bond would
 *   pay for), and what a touch on a hex means in a build;
 * - every delivery of a cube from the seat's legal list (the list is the rules' exhaustive
 *   `deliveriesFor`), grouped by destination, with the points each link owner scores there;
 * - what each action button costs now and how many bonds it needs first (`checkAction` on the
 *   state with the bonds' money added says whether the bonds make it legal), and the grey
 *   cities a mine may go on now (or after bonds).
 * Pure; memoized per table view object.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysAction, RailwaysState, RailwaysTableView } from '../../../shared-rules/games/railways';
import { checkAction, engineCost } from '../../../shared-rules/games/railways/legal';
import { MIN_BID, MINE_COST, MINES_PER_PLAYER, URBANIZE_COST } from '../../../shared-rules/games/railways/meta';
import type { RailwaysTable } from '../../../shared-rules/games/railways/tables';
import { legalSteps } from '../../../shared-rules/games/railways/track';
import { stateFromView } from '../../../shared-rules/games/railways/view-state';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';

const states = new WeakMap<object, RailwaysState>();

/** The rules state the table knows from `view` (no seat's secrets: they play no part in what is offered). */
export function rulesStateOf(view: RailwaysTableView): RailwaysState {
  const known = states.get(view);
  if (known !== undefined) return known;
  const state = stateFromView({ seat: -1, dealt: [], baron: -1 }, view);
  states.set(view, state);
  return state;
}

/** One step a build may take: from hex `from` into hex `to` for `cost` $k; `affordable` without a bond. */
export type BuildStep = { readonly from: number; readonly to: number; readonly cost: number; readonly affordable: boolean };

const steps = new WeakMap<object, readonly BuildStep[]>();

/** Every step the active player may take in the build in progress (also those a bond would pay for); none outside a build. */
export function buildSteps(view: RailwaysTableView, board: RailwaysBoard): readonly BuildStep[] {
  if (view.build === null || view.end !== null) return [];
  const known = steps.get(view);
  if (known !== undefined) return known;
  const cash = view.players[view.active]?.cash ?? 0;
  const out = legalSteps(board, rulesStateOf(view), view.active, true).map(([from, to, cost]) => ({ from, to, cost, affordable: cost <= cash }));
  steps.set(view, out);
  return out;
}

/** The hexes a build may start from now (cities and the ends of own open track with a step), from `steps`. */
export function startHexes(list: readonly BuildStep[]): ReadonlySet<number> {
  return new Set(list.map((s) => s.from));
}

/** What a touch means: an action (after `bonds` bonds), a choice for the seat, or a miss with its reason (`railways.errors.<code>`). */
export type TapOutcome =
  | { readonly kind: 'act'; readonly action: RailwaysAction; readonly bonds: number }
  | { readonly kind: 'anchor'; readonly anchor: number | null }
  | { readonly kind: 'miss'; readonly code: string };

/** Bonds needed to pay `cost` $k with `cash` $k, each worth `bondValue` $k. */
export function bondsFor(cost: number, cash: number, bondValue: number): number {
  return cost <= cash ? 0 : Math.ceil((cost - cash) / Math.max(1, bondValue));
}

/**
 * A touch on hex `hex` in a build (the seat's `anchor`: the hex it builds from, if chosen;
 * `isCity(h)`: a city lies on hex `h`):
 * 1. with an anchor: a step from it into `hex` lays that tile (or joins that city); the anchor
 *    itself lets go of it; another start becomes the anchor;
 * 2. with none: a step from the end of own open track into `hex` lays it (the track goes on);
 *    a hex the build may start from becomes the anchor; a hex one start alone reaches is laid;
 * 3. anything else is missed: `railways-pick-start` (several starts reach it), else `railways-not-next`.
 */
export function buildTap(list: readonly BuildStep[], anchor: number | null, hex: number, seat: SeatId, cash: number, bondValue: number, isCity: (h: number) => boolean): TapOutcome {
  const starts = startHexes(list);
  const act = (s: BuildStep): TapOutcome => ({ kind: 'act', action: { type: 'track', seat, from: s.from, to: s.to }, bonds: bondsFor(s.cost, cash, bondValue) });
  if (anchor !== null && starts.has(anchor)) {
    const step = list.find((s) => s.from === anchor && s.to === hex);
    if (step !== undefined) return act(step);
    if (hex === anchor) return { kind: 'anchor', anchor: null };
    if (starts.has(hex)) return { kind: 'anchor', anchor: hex };
    return { kind: 'miss', code: 'railways-not-next' };
  }
  const reaching = list.filter((s) => s.to === hex);
  const onward = reaching.filter((s) => !isCity(s.from));
  if (onward.length === 1 && onward[0] !== undefined) return act(onward[0]);
  if (starts.has(hex)) return { kind: 'anchor', anchor: hex };
  const froms = new Set(reaching.map((s) => s.from));
  if (froms.size === 1 && reaching[0] !== undefined) return act(reaching[0]);
  return { kind: 'miss', code: froms.size > 1 ? 'railways-pick-start' : 'railways-not-next' };
}

/** One way to deliver: the action, the city hex reached, its links (track ids), and the points per seat (link owners, then hotels there). */
export type DeliveryChoice = { readonly action: Extract<RailwaysAction, { type: 'deliver' }>; readonly to: number; readonly links: readonly number[]; readonly points: readonly { readonly seat: SeatId; readonly points: number }[] };

/** A destination of a cube: its hex and the distinct ways there (different points per seat; same points: one way). */
export type Destination = { readonly to: number; readonly choices: readonly DeliveryChoice[] };

/** The points each seat scores for a delivery over `links` to the city on hex `to` (rules "D": 1 per own link crossed; a hotel there +1). */
export function pointsOf(view: RailwaysTableView, board: RailwaysBoard, links: readonly number[], to: number): { readonly seat: SeatId; readonly points: number }[] {
  const per = new Map<number, number>();
  for (const id of links) {
    const owner = view.tracks.find((t) => t.id === id)?.owner ?? -1;
    if (owner >= 0) per.set(owner, (per.get(owner) ?? 0) + 1);
  }
  const city = board.cityOf[to] ?? -1;
  view.players.forEach((p, i) => {
    const hotels = p.hotels.filter((h) => h === city).length;
    if (hotels > 0) per.set(i, (per.get(i) ?? 0) + hotels);
  });
  return [...per.entries()].sort((a, b) => a[0] - b[0]).flatMap(([i, points]) => {
    const seat = view.players[i]?.seat;
    return seat === undefined ? [] : [{ seat, points }];
  });
}

/** The destinations of a cube of `color` on the city on hex `city`, from the seat's legal list: one entry per city reached, nearest first. */
export function destinationsOf(view: RailwaysTableView, board: RailwaysBoard, legal: readonly RailwaysAction[], city: number, color: number): readonly Destination[] {
  const byTo = new Map<number, DeliveryChoice[]>();
  for (const a of legal) {
    if (a.type !== 'deliver' || a.city !== city || a.color !== color) continue;
    const last = view.tracks.find((t) => t.id === a.links[a.links.length - 1]);
    const to = endOf(board, view, a.city, a.links) ?? last?.to ?? -1;
    const points = pointsOf(view, board, a.links, to);
    const list = byTo.get(to) ?? [];
    const key = points.map((p) => `${p.seat}:${p.points}`).join(',');
    if (!list.some((c) => c.points.map((p) => `${p.seat}:${p.points}`).join(',') === key)) list.push({ action: a, to, links: a.links, points });
    byTo.set(to, list);
  }
  return [...byTo.entries()]
    .map(([to, choices]) => ({ to, choices: [...choices].sort((x, y) => x.links.length - y.links.length) }))
    .sort((a, b) => (a.choices[0]?.links.length ?? 0) - (b.choices[0]?.links.length ?? 0) || a.to - b.to);
}

/** The city hex where the links from city hex `city` end (walking them in order), or `undefined` if they do not chain. */
export function endOf(board: RailwaysBoard, view: RailwaysTableView, city: number, links: readonly number[]): number | undefined {
  let at = city;
  for (const id of links) {
    const t = view.tracks.find((tr) => tr.id === id);
    if (t === undefined || t.to < 0) return undefined;
    if (t.from === at) at = t.to;
    else if (t.to === at) at = t.from;
    else return undefined;
  }
  return (board.cityOf[at] ?? -1) >= 0 ? at : undefined;
}

/** The cubes of the seat's legal deliveries: by city hex, the colours with at least one delivery. */
export function deliverableCubes(legal: readonly RailwaysAction[]): ReadonlyMap<number, ReadonlySet<number>> {
  const out = new Map<number, Set<number>>();
  for (const a of legal) {
    if (a.type !== 'deliver') continue;
    const set = out.get(a.city) ?? new Set<number>();
    set.add(a.color);
    out.set(a.city, set);
  }
  return out;
}

/** An action button's offer: the action, its cost now ($k), bonds to issue first, and whether it can be done (now, or after those bonds). */
export type Offer = { readonly action: RailwaysAction; readonly cost: number; readonly bonds: number; readonly possible: boolean };

/**
 * What `action` costs the active player now and whether it can be done, after issuing the bonds
 * its cost needs: the rules' own check on the state with that money added (and the bonds within
 * the limit). `cost` is what the button shows.
 */
export function offerOf(view: RailwaysTableView, table: RailwaysTable, action: RailwaysAction, cost: number, legal: readonly RailwaysAction[]): Offer {
  const me = view.players[view.active];
  const cash = me?.cash ?? 0;
  if (legal.some((a) => sameAction(a, action))) return { action, cost, bonds: 0, possible: true };
  const bonds = bondsFor(cost, cash, table.bondValue);
  if (bonds === 0 || me === undefined || me.bonds + bonds > table.maxBonds) return { action, cost, bonds, possible: false };
  const state = rulesStateOf(view);
  const richer: RailwaysState = { ...state, players: state.players.map((p, i) => (i === view.active ? { ...p, cash: p.cash + bonds * table.bondValue } : p)) };
  return { action, cost, bonds, possible: checkAction(richer, action) === undefined };
}

/** Two actions are the same (field by field). */
export function sameAction(a: RailwaysAction, b: RailwaysAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The next engine level and its price ($k) for the active player, or `undefined` at the top. */
export function engineStep(view: RailwaysTableView): { readonly level: number; readonly cost: number } | undefined {
  const cost = engineCost(rulesStateOf(view), view.active);
  const level = (view.players[view.active]?.engine ?? 1) + 1;
  return cost === undefined ? undefined : { level, cost };
}

/** The price of urbanizing ($k, rules "B"). */
export const URBANIZE_PRICE = URBANIZE_COST;

/** The price of a mine ($k, the mines option). */
export const MINE_PRICE = MINE_COST;

/** The mines player `i` of `view` may still place (0 when the match has no mines). */
export function minesLeft(view: RailwaysTableView, i: number): number {
  return view.options.mines ? Math.max(0, MINES_PER_PLAYER - (view.players[i]?.mines ?? 0)) : 0;
}

/**
 * The grey cities the active player may mine now, by hex, each with its offer (the bonds the
 * price needs first): the seat's legal mines, else those the bonds would make legal. None when
 * the match has no mines.
 */
export function mineOffers(view: RailwaysTableView, board: RailwaysBoard, table: RailwaysTable, legal: readonly RailwaysAction[], seat: SeatId): ReadonlyMap<number, Offer> {
  const out = new Map<number, Offer>();
  if (!view.options.mines) return out;
  for (const a of legal) if (a.type === 'mine') out.set(a.city, { action: a, cost: MINE_PRICE, bonds: 0, possible: true });
  if (out.size > 0) return out;
  board.cities.forEach((h, c) => {
    if (view.cityColor[c] !== 5 || view.mined[c] === true) return;
    const offer = offerOf(view, table, { type: 'mine', seat, city: h }, MINE_PRICE, legal);
    if (offer.possible) out.set(h, offer);
  });
  return out;
}

/** The bid stepper's range for the active player: at least the high bid + 1 ($1k at least), at most their cash (or the least bid). */
export function bidRange(view: RailwaysTableView): { readonly min: number; readonly max: number } {
  const min = Math.max(MIN_BID, (view.auction?.high ?? 0) + 1);
  const cash = view.players[view.active]?.cash ?? 0;
  return { min, max: Math.max(min, cash) };
}
