/**
 * Paris Connection's static facts: id, title, rules version, seats, default options and the
 * numbers of the rules. Source: shared/rules/paris-connection.md ("Components", "Setup",
 * "Scoring").
 */
import type { GameMeta } from '../../core/types';
import type { ParisOptions } from './options';

/** The game id (design: the games table). */
export const PARIS_ID = 'paris';

/**
 * The rules version recorded in every match (conventions §5). Bump it, and say why here,
 * whenever a change alters the replay of an old log.
 * - 1: first complete rules.
 */
export const PARIS_RULES_VERSION = 1;

/** The six railway companies, by index 0–5 (ids for i18n keys `paris.company.<id>` and colours). */
export const COMPANIES = ['red', 'blue', 'green', 'yellow', 'black', 'white'] as const;
/** A company id. */
export type CompanyId = (typeof COMPANIES)[number];
/** How many companies there are (6). */
export const COMPANY_COUNT = COMPANIES.length;

/** Locomotives of each company in the bag at setup: 33 minus the start hex and the value marker (rules "Components"). */
export const BAG_PER_COMPANY = 31;

/** Shares each player draws blind at setup, by player count (rules "Setup" 2; 6 players from BGA). */
export const DRAW_BY_PLAYERS: Readonly<Record<number, number>> = { 3: 10, 4: 8, 5: 6, 6: 5 };

/** The holding limit by player count (rules "Scoring"); not enforced during play. */
export const LIMIT_BY_PLAYERS: Readonly<Record<number, number>> = { 3: 20, 4: 15, 5: 12, 6: 10 };

/** Points lost per share held above the limit (rules "Scoring"). */
export const OVER_LIMIT_PENALTY = 20;

/** The most locomotives one build places (rules "A turn": 1–5). */
export const MAX_PLACEMENTS = 5;

/** Shares taken in one trade: 1 or 2 (rules "A turn"). */
export const TRADE_TAKES = [1, 2] as const;

/** The options when none are given: the map of France. */
export const defaultParisOptions: ParisOptions = { mapId: 'france' };

/** Paris Connection's meta: 3–6 seats (rules "Components"). */
export const parisMeta: GameMeta<ParisOptions> = {
  id: PARIS_ID,
  title: 'Paris Connection',
  rulesVersion: PARIS_RULES_VERSION,
  seats: { min: 3, max: 6 },
  defaultOptions: defaultParisOptions,
};
