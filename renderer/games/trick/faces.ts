/**
 * What each card code of Trick of the Rails shows (shared-rules/games/trick/meta.ts "Card
 * codes"), as plain data the components draw: a Railway card's company, big number and station
 * value; a railway's Station and City cards; what a Trick Lane slot wins. Also the two small
 * decisions the seat panel makes from the views and its legal list (no rules): the card a forced
 * hand plays by itself (option `autoPlay`), and the placement a seat's choices make. Pure.
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { TrickAction, TrickTableView, RailwayEnd } from '../../../shared-rules/games/trick';
import { CITIES, CITY, CITY_VALUES, COMPANIES, LOCOMOTIVE, LOCOMOTIVES, RAILWAY_CARD_COUNT, STATION, STATION_VALUE } from '../../../shared-rules/games/trick/meta';
import { bringsInfinity, companyOf, isCitySlot, isLocomotiveSlot, isStockSlot, numberOf, shareCompanyOf, valueOf } from '../../../shared-rules/games/trick/state';

/** A Railway card (0–49) as drawn: company index and id, number 1–10, station value. */
export type RailwayFace = { readonly company: number; readonly companyId: string; readonly number: number; readonly value: number };

/** The face of Railway card `card`. */
export function railwayFace(card: number): RailwayFace {
  const company = companyOf(card);
  return { company, companyId: COMPANIES[company] ?? 'bo', number: numberOf(card), value: valueOf(card) };
}

/** One card lying in a railway: a Railway card, the company's Station, or a City (id for `trick.city.<id>`). */
export type RailwayItem =
  | ({ readonly kind: 'card' } & RailwayFace)
  | { readonly kind: 'station'; readonly company: number; readonly value: number }
  | { readonly kind: 'city'; readonly city: string; readonly value: number };

/** What railway item `code` is (codes 0–57). */
export function railwayItem(code: number): RailwayItem {
  if (code < RAILWAY_CARD_COUNT) return { kind: 'card', ...railwayFace(code) };
  if (code < CITY) return { kind: 'station', company: code - STATION, value: STATION_VALUE };
  return { kind: 'city', city: CITIES[code - CITY] ?? 'pittsburgh', value: CITY_VALUES[code - CITY] ?? 0 };
}

/**
 * What a Trick Lane slot wins: a share of a company (an Exchange card, or a Railway card that
 * replaced a Reservation: `card` set), a City to place, a locomotive to place (`id` 3–6 or
 * `infinity`, `withInfinity`: [6] brings [∞] in the same trick), or a Reservation (a stock trick's
 * winning card will take its place).
 */
export type LaneSlot =
  | { readonly kind: 'share'; readonly company: number; readonly card: RailwayFace | null }
  | { readonly kind: 'city'; readonly city: string; readonly value: number }
  | { readonly kind: 'locomotive'; readonly locomotive: number; readonly id: string; readonly cost: number; readonly withInfinity: boolean }
  | { readonly kind: 'reservation' };

/** The slot `code` of the lane; `infinityOut`: [∞] has left the game (Expert), so [6] comes alone. */
export function laneSlot(code: number, infinityOut = false): LaneSlot {
  if (isStockSlot(code)) return { kind: 'share', company: shareCompanyOf(code), card: code < RAILWAY_CARD_COUNT ? railwayFace(code) : null };
  if (isCitySlot(code)) return { kind: 'city', city: CITIES[code - CITY] ?? 'pittsburgh', value: CITY_VALUES[code - CITY] ?? 0 };
  if (isLocomotiveSlot(code)) {
    const l = code - LOCOMOTIVE;
    return { kind: 'locomotive', locomotive: l, id: LOCOMOTIVES[l]?.id ?? '3', cost: LOCOMOTIVES[l]?.cost ?? 0, withInfinity: bringsInfinity(l, infinityOut) };
  }
  return { kind: 'reservation' };
}

/** The i18n key of a locomotive's printed label (`trick.loco.3` … `trick.loco.6`, `trick.loco.infinity`: `[3]`…`[∞]`). */
export function locomotiveKey(l: number): string {
  return `trick.loco.${LOCOMOTIVES[l]?.id ?? '3'}`;
}

/**
 * The card a seat's hand plays by itself (option `autoPlay`, issue #16): with exactly one
 * playable card, when the option is `always`, or `last-trick` and it is the hand's last card;
 * otherwise `undefined` (the player chooses).
 */
export function autoPlayCard(autoPlay: TrickTableView['autoPlay'], hand: readonly number[], playable: readonly number[]): number | undefined {
  if (autoPlay === 'never' || playable.length !== 1) return undefined;
  if (autoPlay === 'last-trick' && hand.length !== 1) return undefined;
  return playable[0];
}

/** A seat's placement choice being put together: the railway (company) and the end, each null until touched. */
export type PlacementChoice = { readonly railway: number | null; readonly end: RailwayEnd | null };

/** What a placement phase asks the seat to choose: `railway` (City, locomotive), `end` (City, own card). */
export function placementAsks(phase: TrickTableView['phase']): { readonly railway: boolean; readonly end: boolean } {
  switch (phase) {
    case 'place-city':
      return { railway: true, end: true };
    case 'place-locomotive':
      return { railway: true, end: false };
    case 'place-card':
      return { railway: false, end: true };
    case 'play':
      return { railway: false, end: false };
  }
}

/** The action the seat's choice makes in `phase`, or `undefined` while a part is missing. */
export function placementAction(phase: TrickTableView['phase'], seat: SeatId, choice: PlacementChoice): TrickAction | undefined {
  switch (phase) {
    case 'place-city':
      return choice.railway === null || choice.end === null ? undefined : { type: 'place-city', seat, railway: choice.railway, end: choice.end };
    case 'place-locomotive':
      return choice.railway === null ? undefined : { type: 'place-locomotive', seat, railway: choice.railway };
    case 'place-card':
      return choice.end === null ? undefined : { type: 'place-card', seat, end: choice.end };
    case 'play':
      return undefined;
  }
}

/** The railways the legal list lets the seat choose now (a locomotive goes only where there is none). */
export function legalRailways(legal: readonly TrickAction[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (const a of legal) if (a.type === 'place-city' || a.type === 'place-locomotive') out.add(a.railway);
  return out;
}
