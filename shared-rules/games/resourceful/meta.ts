/**
 * Resourceful Rails' static facts: id, title, rules version, seats, default options and the
 * numbers of the game (cash, budgets, costs, trains, fees, win cash). Source:
 * shared/rules/resourceful-rails.md ("Setup", "Normal turn", "Track", "Trains", "Objective").
 */
import type { GameMeta } from '../../core/types';
import type { ResourcefulOptions } from './options';

/** The game id (design: the games table). */
export const RESOURCEFUL_ID = 'resourceful';

/**
 * The rules version recorded in every match (conventions §5). Bump it, and say why here,
 * whenever a change alters the replay of an old log.
 * - 1: first complete rules.
 */
export const RESOURCEFUL_RULES_VERSION = 1;

/** Cash at the start, $ (rules "Setup"); `START_CASH_EXTRA` with the extra build turn option. */
export const START_CASH = 50;
export const START_CASH_EXTRA = 60;
/** Demand cards every player holds (rules "Demand cards"); `START_CARDS_EXTRA` with the extra starting cards option (discard 2 at the first normal turn). */
export const HAND_SIZE = 3;
export const START_CARDS_EXTRA = 5;
/** Track a player may build in one turn, $ (rules "Normal turn" 2). */
export const BUILD_BUDGET = 20;
/** A train upgrade, $; a crossgrade (Fast ↔ Heavy), $ (rules "Trains", Family rule). */
export const UPGRADE_COST = 20;
export const CROSSGRADE_COST = 5;
/** Using an opponent's track: $ per opponent per turn, paid before entering (rules "Normal turn" 1). */
export const TRACK_FEE = 4;
/** Cash a player must hold to win, $ (rules "Objective"). */
export const WIN_CASH = 250;
/** Track sections a player may build out of one major city per turn (rules "Track", Eurorails). */
export const MAJOR_OUT_PER_TURN = 2;
/** Sections one player may build into one small or medium city (rules "Track"). */
export const CITY_SECTIONS_PER_PLAYER = 3;
/** Players that may build into a city of each size (rules "Track"); a major city takes any number. */
export const CITY_PLAYER_LIMIT = { small: 2, medium: 3, major: 6 } as const;
/** Building TO a milepost costs, $ (rules "Track"): by terrain, or by the city's size. */
export const TERRAIN_COST = { clear: 1, mountain: 2, alpine: 5 } as const;
export const CITY_COST = { small: 3, medium: 3, major: 5 } as const;
/** Bridging a river adds, $; crossing a lake or sea inlet adds, $ (rules "Track", Family rule). */
export const RIVER_COST = 2;
export const WATER_COST = 3;
/** How far a derailment reaches, mileposts (our event deck). */
export const DERAILMENT_REACH = 3;

/** The trains (rules "Trains"): speed in mileposts per turn (normal / fast trains option), loads carried. */
export const TRAINS = {
  modest: { speed: 9, fastSpeed: 12, capacity: 2 },
  fast: { speed: 12, fastSpeed: 16, capacity: 2 },
  heavy: { speed: 9, fastSpeed: 12, capacity: 3 },
  advanced: { speed: 12, fastSpeed: 16, capacity: 3 },
} as const;

/** The round limit's range (rounds) and step, as the lobby offers it (`ResourcefulOptions.roundLimit`). */
export const ROUND_LIMIT = { min: 10, max: 200, step: 10 } as const;

/** A train kind. */
export type TrainKind = keyof typeof TRAINS;
/** The train kinds, weakest first. */
export const TRAIN_KINDS: readonly TrainKind[] = ['modest', 'fast', 'heavy', 'advanced'];

/** The upgrades (train → train, $20) and crossgrades ($5) the rules allow (rules "Trains"). */
export const UPGRADES: Readonly<Record<TrainKind, readonly TrainKind[]>> = { modest: ['fast', 'heavy'], fast: ['advanced'], heavy: ['advanced'], advanced: [] };
export const CROSSGRADES: Readonly<Record<TrainKind, readonly TrainKind[]>> = { modest: [], fast: ['heavy'], heavy: ['fast'], advanced: [] };

/** Resourceful Rails' meta: 2–6 seats, the Pacific Northwest map, events on, a 100-round limit (a whole game with medium bots takes about 40 rounds on Pacific Northwest and 60 on Europe). */
export const resourcefulMeta: GameMeta<ResourcefulOptions> = {
  id: RESOURCEFUL_ID,
  title: 'Resourceful Rails',
  rulesVersion: RESOURCEFUL_RULES_VERSION,
  seats: { min: 2, max: 6 },
  defaultOptions: { mapId: 'pacific-northwest', fastTrains: false, extraBuildTurn: false, extraCards: false, events: true, roundLimit: 100 },
};
