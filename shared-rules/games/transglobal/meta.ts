/**
 * Transglobal Rail's static facts: id, title, rules version, seat range and default options.
 * Source: shared/rules/transglobal-rail.md ("Components", "Settings").
 */
import type { GameMeta } from '../../core/types';
import type { TransglobalOptions } from './options';

/** The game id (design: the games table). */
export const TRANSGLOBAL_ID = 'transglobal';

/**
 * The rules version recorded in every match (conventions §5). Bump it, and say why here,
 * whenever a change alters the replay of an old log.
 * - 1: first complete rules.
 * - 2: the exact cheapest completion breaks ties between equal-cost routes differently (its
 *   queue became a bucket queue), which changes the links `build-cheapest` builds. Any change of
 *   that tie-break alters replays the same way and needs a bump.
 * - 3: the start player is drawn at random at every round (rules §A round 2, "Starting A Round"),
 *   no longer the next seat clockwise after round 1: a round's end draws from the generator
 *   before the deal. Saves of version 2 are kept and listed as made by another version.
 */
export const TRANSGLOBAL_RULES_VERSION = 3;

/** The starting-bank range, $ (rules "Settings"). */
export const STARTING_BANK_RANGE = { min: 5, max: 40 } as const;
/** The tax-floor range, $ (rules "Settings"; `null` is off). */
export const TAX_FLOOR_RANGE = { min: 1, max: 15 } as const;

/** $ a player receives, and must spend, at the start of each building turn (rules §A round 4). */
export const TURN_BUDGET = 2;

/**
 * The options when none are given (rules "Settings"): the USA map (best for beginners),
 * a $15 starting bank and a $5 tax floor after round 2.
 */
export const defaultTransglobalOptions: TransglobalOptions = { mapId: 'usa', startingBank: 15, taxFloor: 5 };

/** Transglobal Rail's meta: 2–6 seats (rules "Components"). */
export const transglobalMeta: GameMeta<TransglobalOptions> = {
  id: TRANSGLOBAL_ID,
  title: 'Transglobal Rail',
  rulesVersion: TRANSGLOBAL_RULES_VERSION,
  seats: { min: 2, max: 6 },
  defaultOptions: defaultTransglobalOptions,
};
