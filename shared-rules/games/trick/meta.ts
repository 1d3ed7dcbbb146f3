/**
 * Trick of the Rails' static facts: id, title, rules version, seats, default options and the
 * numbers of the game (cards, station values, locomotives, cities, hand sizes, the trick lane).
 * Source: shared/rules/trick-of-the-rails.md ("Components", "Setup").
 *
 * Card codes (JSON numbers, used in state, actions and views):
 * - a **Railway card** is `company * 10 + (number − 1)`: 0–49 (company 0–4 in `COMPANIES` order,
 *   number 1–10);
 * - in a railway, the company's **Station card** is `STATION + company` (50–54) and a **City card**
 *   `CITY + city` (55–57, `CITIES` order);
 * - a **Trick Lane slot** is a Railway card (0–49, a card that replaced a Reservation),
 *   `EXCHANGE + company` (100–104), `CITY + city` (55–57), `LOCOMOTIVE + locomotive` (200–204,
 *   `LOCOMOTIVES` order) or `RESERVATION` (300).
 */
import type { GameMeta } from '../../core/types';
import type { TrickOptions } from './options';

/** The game id (design: the games table). */
export const TRICK_ID = 'trick';

/**
 * The rules version recorded in every match (conventions §5). Bump it, and say why here,
 * whenever a change alters the replay of an old log.
 * - 1: first complete rules.
 */
export const TRICK_RULES_VERSION = 1;

/** The five companies (suits), by index 0–4 (ids for i18n keys `trick.company.<id>` and colours). */
export const COMPANIES = ['bo', 'co', 'erie', 'nyc', 'prr'] as const;
/** A company id. */
export type CompanyId = (typeof COMPANIES)[number];
/** How many companies (suits, railways) there are (5). */
export const COMPANY_COUNT = 5;
/** Railway cards per company: numbers 1–10. */
export const NUMBERS_PER_COMPANY = 10;
/** Railway cards in all (50). */
export const RAILWAY_CARD_COUNT = COMPANY_COUNT * NUMBERS_PER_COMPANY;

/** Station values of the Railway cards, `[company][number − 1]` (rules "Components" table). */
export const STATION_VALUES: readonly (readonly number[])[] = [
  [10, 10, 10, 20, 20, 20, 20, 30, 30, 40],
  [40, 30, 30, 20, 20, 20, 20, 10, 10, 10],
  [30, 20, 20, 10, 30, 10, 20, 20, 40, 10],
  [20, 20, 30, 10, 20, 40, 10, 20, 30, 10],
  [10, 20, 20, 30, 40, 30, 20, 20, 10, 10],
];

/** Code of company c's Station card in a railway: `STATION + c` (value 10). */
export const STATION = 50;
/** A Station card's value (rules "Components"). */
export const STATION_VALUE = 10;
/** Code of City card k in a railway or the lane: `CITY + k`. */
export const CITY = 55;
/** The three City cards (ids for i18n `trick.city.<id>`) and their values (rules "Components"). */
export const CITIES = ['pittsburgh', 'baltimore', 'new-york'] as const;
/** City values, `CITIES` order. */
export const CITY_VALUES: readonly number[] = [20, 30, 40];
/** Code of company c's Exchange card in the lane: `EXCHANGE + c`. */
export const EXCHANGE = 100;
/** Code of locomotive l in the lane: `LOCOMOTIVE + l`. */
export const LOCOMOTIVE = 200;
/** Code of a Reservation card in the lane. */
export const RESERVATION = 300;

/**
 * The five locomotives, `LOCOMOTIVES` order 0–4: [3], [4], [5], [6], [∞]. `distance` counts
 * railway cards, the Station included (`Infinity` for [∞]); `cost` is subtracted from the
 * profit (rules "Components").
 */
export const LOCOMOTIVES: readonly { readonly id: string; readonly distance: number; readonly cost: number }[] = [
  { id: '3', distance: 3, cost: 40 },
  { id: '4', distance: 4, cost: 50 },
  { id: '5', distance: 5, cost: 60 },
  { id: '6', distance: 6, cost: 70 },
  { id: 'infinity', distance: Infinity, cost: 80 },
];
/** The index of [6] (its placement brings [∞]). */
export const LOCOMOTIVE_6 = 3;
/** The index of [∞]. */
export const LOCOMOTIVE_INFINITY = 4;

/** Hand size (= tricks in the game) by player count (rules "Setup" 2). */
export const HAND_SIZE: Readonly<Record<number, number>> = { 3: 15, 4: 11, 5: 9 };

/**
 * The Basic trick lane by player count, left to right (rules "Setup" 4): `E` an Exchange card,
 * `C` a City card, `R` a Reservation, `3`–`6` a locomotive (the `6` slot carries [∞] with it).
 * The Expert variant keeps the `E` and `R` slots and fills the others from its pool.
 */
export const LANE_PATTERN: Readonly<Record<number, string>> = {
  3: 'ECECECE3E4R5R6R',
  4: 'ECE3E4E5E6R',
  5: 'E3E4E5E6E',
};

/** How many stock tricks (shares per player) a game has, by player count (rules "End and scoring"). */
export const STOCK_TRICKS: Readonly<Record<number, number>> = { 3: 8, 4: 6, 5: 5 };

/** The options when none are given: Basic, no teams, forced cards played by hand. */
export const defaultTrickOptions: TrickOptions = { variant: 'basic', teams: false, autoPlay: 'never' };

/** Trick of the Rails' meta: 3–5 seats (rules "Components"). */
export const trickMeta: GameMeta<TrickOptions> = {
  id: TRICK_ID,
  title: 'Trick of the Rails',
  rulesVersion: TRICK_RULES_VERSION,
  seats: { min: 3, max: 5 },
  defaultOptions: defaultTrickOptions,
};
