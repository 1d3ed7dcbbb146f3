/**
 * `defineGame`: one object per game on the rules side (design: "Five games on one platform").
 * A game definition bundles everything every process needs to play, check and simulate a game:
 * its rules (`module`), its bot levels, its static data (maps, decks, tables, imported by the
 * game itself as JSON modules, so main, the worker, the simulator and the tests all see whole
 * games with no registration step) and its option specs (from which the lobby, settings and the
 * admin panel draw their controls).
 */
import type { Action, GameMeta, GameModule, Json, Random, SeatId } from './types';

/** The bot levels every game offers at the table, weakest first. */
export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;

/** A bot level offered at the table (`MatchSeat.botLevel` without `random`). */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Whether `name` is one of {@link BOT_LEVELS}. */
export function isBotLevel(name: unknown): name is BotLevel {
  return BOT_LEVELS.some((level) => level === name);
}

/**
 * What a host hands a bot besides the views: its clock (`now`, ms, any origin) and the time
 * budget of one decision (`budgetMs`, ms). The rules never read a clock themselves; without a
 * clock a bot does its fixed minimum of search.
 */
export type BotContext = { readonly now?: () => number; readonly budgetMs?: number };

/**
 * One bot level of a game. `decide` sees only its own seat view, the public table view and its
 * legal actions (design: "Bots see only their own seat view"); its randomness comes from the
 * host's own seeded generator (never the match's). It returns one of `legal`, or `undefined`
 * when `legal` is empty. A method, so that a game's typed bots fit the erased registry type.
 */
export interface GameBot<SV extends Json = Json, TV extends Json = Json, A extends Action & Json = Action & Json> {
  decide(seatView: SV, tableView: TV, legal: readonly A[], random: Random, context: BotContext): A | undefined;
}

/**
 * A game option the lobby, settings and admin panel offer, drawn as a control from its kind.
 * `key` is the field of the game's options; `labelKey` an i18n key (in every catalog).
 * - `enum`: one of `values` (each with its own i18n `labelKey`);
 * - `integer`: whole numbers in [`min`, `max`] by `step` (units in `unit`, e.g. '$');
 * - `boolean`: on or off.
 * `nullable` (integer only) adds an "off" choice stored as `null`.
 */
export type OptionSpec =
  | {
      readonly kind: 'enum';
      readonly key: string;
      readonly labelKey: string;
      /** Each value with its i18n label and, optionally, a short note (e.g. "Best for beginners"). */
      readonly values: readonly { readonly value: string; readonly labelKey: string; readonly noteKey?: string }[];
      /**
       * Also a setting (a default staff choose in settings and admin, e.g. a bidding style). Off
       * (a map): chosen in the lobby only.
       */
      readonly setting?: boolean;
    }
  | {
      readonly kind: 'integer';
      readonly key: string;
      readonly labelKey: string;
      readonly min: number;
      readonly max: number;
      readonly step: number;
      readonly unit?: string;
      readonly nullable?: boolean;
    }
  | { readonly kind: 'boolean'; readonly key: string; readonly labelKey: string };

/** A game's static data by name (maps, decks, tables): imported JSON, read by the game's own code. */
export type GameData = { readonly [name: string]: unknown };

/**
 * Facts the lobby shows on a game's card: typical length in minutes (the seat range comes from
 * the module's meta), and whether it is a test game.
 */
export type GameCard = {
  readonly minutes: readonly [number, number];
  /** A test game (the engine's `counter`): never offered at the table, in the lobby or in settings. */
  readonly test?: boolean;
};

/**
 * A game as the table knows it before its rules are loaded (issue #12 "Games load on demand"):
 * what the lobby card, the option buttons, the settings and admin controls and the saves list
 * need — id, title, rules version, seat range, default options, option specs, the lobby card
 * and the bot levels it offers. Light: a game's `catalog.ts` imports no rules, maps or decks, so
 * the page's first JavaScript holds every game's entry and no game's rules.
 */
export type GameCatalogEntry = {
  readonly id: string;
  readonly title: string;
  readonly rulesVersion: number;
  readonly seats: { readonly min: number; readonly max: number };
  readonly defaultOptions: Json;
  readonly options: readonly OptionSpec[];
  readonly card: GameCard;
  /** The bot levels seats may be given (`easy`, `medium`, `hard`; none yet: `[]`). */
  readonly botLevels: readonly BotLevel[];
};

/**
 * A game's catalog entry from its meta (`GameMeta`: id, title, rules version, seats, default
 * options), option specs, lobby card and offered bot levels. Throws `Error` when an option spec
 * names no field of the default options (a programming error, seen at import by the tests).
 */
export function defineCatalog<O extends Json>(parts: { readonly meta: GameMeta<O>; readonly options: readonly OptionSpec[]; readonly card: GameCard; readonly botLevels: readonly BotLevel[] }): GameCatalogEntry {
  const defaults = parts.meta.defaultOptions;
  for (const spec of parts.options) {
    if (typeof defaults !== 'object' || defaults === null || Array.isArray(defaults) || !Object.hasOwn(defaults, spec.key)) {
      throw new Error(`${parts.meta.id}: option ${spec.key} is not a field of the default options`);
    }
  }
  const { meta } = parts;
  return { id: meta.id, title: meta.title, rulesVersion: meta.rulesVersion, seats: meta.seats, defaultOptions: meta.defaultOptions, options: parts.options, card: parts.card, botLevels: parts.botLevels };
}

/**
 * A whole game, as the registry holds it (types erased to JSON). `id` is `module.meta.id`.
 * `bots` maps each offered level (and optionally `random`, for tests and self-play) to a bot;
 * a game without bots yet has `{}` (attract mode skips it, bot seats are refused).
 */
export type GameDefinition = {
  readonly id: string;
  readonly module: GameModule<Json, Action & Json, Json, Json, Json>;
  readonly bots: Readonly<Partial<Record<BotLevel | 'random', GameBot>>>;
  readonly data: GameData;
  /** Its catalog entry (`catalog.ts` of the game), and from it the option specs and the lobby card. */
  readonly catalog: GameCatalogEntry;
  readonly options: readonly OptionSpec[];
  readonly card: GameCard;
  /** How many rounds a state has played (the simulator and bench report it); absent: the game has no rounds to count. */
  readonly rounds?: (state: Json) => number;
  /** What the conformance kit (tests/kit/) needs to know of the game. */
  readonly conformance: Conformance<Json>;
};

/**
 * A game's answers to the conformance kit (tests/kit/conformance.test.ts), which every registered
 * game must pass:
 * - `endReasons`: every `Outcome.reason` the game can end with (its rulebook's ways to end); the
 *   kit demands a recorded fixture under `tests/fixtures/<id>/records/` for each;
 * - `swapSecrets(state, seat, random)`: the state with `seat`'s hidden information replaced by
 *   other hidden information it could as well hold (a different hand, word, tile…), everything
 *   public unchanged; `undefined` when the seat holds nothing hidden now. The kit checks that no
 *   table view, no other seat's view and no event of an unrevealing action changes, and that
 *   bots of other seats decide the same;
 * - `announcements`: event types by which the rules make public a fact that depends on hidden
 *   information (e.g. a phase that ends the moment any player's secret cities are all
 *   connected, and says who). An action whose events include one is treated like a reveal;
 * - `oneDeck` (optional): the hidden information is dealt out of one deck with nothing hidden
 *   left over (every card in some hand), so a seat's secret can only differ by what another
 *   seat holds: `swapSecrets` exchanges items between `seat` and one other seat, whose own view
 *   the kit then lets change too (every third seat's view, the table view and the events must not).
 */
export type Conformance<S extends Json> = {
  readonly endReasons: readonly string[];
  readonly announcements: readonly string[];
  readonly swapSecrets: (state: S, seat: SeatId, random: Random) => S | undefined;
  readonly oneDeck?: boolean;
  /** The game allows no undo at all (e.g. a card once played is final): the kit checks every undo is refused. */
  readonly noUndo?: boolean;
  /**
   * No seat ever holds hidden information (every hand is public; only a deck's order is hidden,
   * which no seat knows either): `swapSecrets` answers `undefined` everywhere, and the kit checks
   * that it does instead of looking for secrets to swap.
   */
  readonly noSeatSecrets?: boolean;
};

/**
 * Defines a game from its catalog entry and its typed parts, checking at compile time that the
 * bots fit the module's views and actions, and at run time that the catalog describes this
 * module (same id, title, rules version, seats and default options) and offers exactly the bot
 * levels given (besides `random`). A mismatch throws `Error` at import, where tests see it at once.
 */
export function defineGame<S extends Json, A extends Action & Json, SV extends Json, TV extends Json, O extends Json>(parts: {
  readonly catalog: GameCatalogEntry;
  readonly module: GameModule<S, A, SV, TV, O>;
  readonly bots: Readonly<Partial<Record<BotLevel | 'random', GameBot<SV, TV, A>>>>;
  readonly data: GameData;
  readonly rounds?: (state: S) => number;
  readonly conformance: Conformance<S>;
}): GameDefinition {
  const { catalog, module } = parts;
  const meta = module.meta;
  if (catalog.id !== meta.id || catalog.title !== meta.title || catalog.rulesVersion !== meta.rulesVersion || catalog.seats !== meta.seats || catalog.defaultOptions !== meta.defaultOptions) {
    throw new Error(`${meta.id}: the catalog entry does not describe this module (build it with defineCatalog({ meta }))`);
  }
  const levels = BOT_LEVELS.filter((level) => parts.bots[level] !== undefined);
  if (levels.length !== catalog.botLevels.length || levels.some((level) => !catalog.botLevels.includes(level))) {
    throw new Error(`${meta.id}: the catalog offers bot levels [${catalog.botLevels.join(', ')}] but the game has [${levels.join(', ')}]`);
  }
  const { rounds, conformance, ...rest } = parts;
  return {
    id: meta.id,
    module: rest.module as unknown as GameDefinition['module'],
    bots: rest.bots as unknown as GameDefinition['bots'],
    data: rest.data,
    catalog,
    options: catalog.options,
    card: catalog.card,
    ...(rounds === undefined ? {} : { rounds: (state: Json) => rounds(state as S) }),
    conformance: {
      endReasons: conformance.endReasons,
      announcements: conformance.announcements,
      swapSecrets: (state, seat, random) => conformance.swapSecrets(state as S, seat, random),
      ...(conformance.oneDeck === true ? { oneDeck: true } : {}),
      ...(conformance.noUndo === true ? { noUndo: true } : {}),
      ...(conformance.noSeatSecrets === true ? { noSeatSecrets: true } : {}),
    },
  };
}

/**
 * The `random` bot every game may offer for tests and self-play: a uniformly random member of
 * `legal` (drawn from the host's generator), `undefined` when `legal` is empty.
 */
export const randomLegalBot: GameBot = {
  decide: (_seatView, _tableView, legal, random) => (legal.length === 0 ? undefined : legal[random.int(0, legal.length - 1)]),
};
