/**
 * The shape of a map's data file ("Our table": every number of Railways of the World the source
 * does not give, in one place per map; shared/rules/railways-of-the-world.md). Money in $k,
 * scores in points; cities by their map id.
 */

/**
 * An operations card (rules "E Take an Operations card", our deck per the catalogue). Two sorts:
 * - **race** cards lie face up until the first player to do what they say claims them, with no
 *   action spent: `service-bounty` (first delivery to `city`), `major-line` (first to join `a` and
 *   `b` by their own links; `special` names a map special such as a western link),
 *   `speed-record` (first delivery over at least `links` links), `new-train` (first to reach
 *   engine `level`), `railroad-era` (the next delivery). Each scores `points` to its claimer.
 * - **take** cards are taken as an action: `city-growth` (`cubes` cubes onto any coloured city
 *   now, lifting its Empty City marker), `new-industry` (urbanize a grey city now, free), `hotel`
 *   (on a city now: +1 point to its holder per cube later delivered there), `executive` (take
 *   `actions` more actions now), and the kept ones used in a later build: `land-grant` (its plains
 *   tiles cost nothing), `perfect-engineering` (up to 5 tiles).
 */
export type OperationCard =
  | { readonly kind: 'service-bounty'; readonly city: string; readonly points: number }
  | { readonly kind: 'major-line'; readonly a: string; readonly b: string; readonly points: number; readonly special?: string }
  | { readonly kind: 'speed-record'; readonly links: number; readonly points: number }
  | { readonly kind: 'new-train'; readonly level: number; readonly points: number }
  | { readonly kind: 'railroad-era'; readonly points: number }
  | { readonly kind: 'city-growth'; readonly cubes: number }
  | { readonly kind: 'new-industry' }
  | { readonly kind: 'hotel' }
  | { readonly kind: 'executive'; readonly actions: number }
  | { readonly kind: 'land-grant' }
  | { readonly kind: 'perfect-engineering' };

/** The kinds claimed by doing, not by an action. */
export const RACE_KINDS: ReadonlySet<OperationCard['kind']> = new Set(['service-bounty', 'major-line', 'speed-record', 'new-train', 'railroad-era']);
/** The kinds kept after taking, for a later build. */
export const KEPT_KINDS: ReadonlySet<OperationCard['kind']> = new Set(['land-grant', 'perfect-engineering']);

/**
 * A Rail Baron card: a secret goal scored at the end (rules "End"): `connect` (own links join `a`
 * and `b`), `engine` (engine at `level` or more), `links` (at least `count` own links), `cities`
 * (own links touch at least `count` cities). Each scores `points` when met.
 */
export type RailBaronCard =
  | { readonly kind: 'connect'; readonly a: string; readonly b: string; readonly points: number }
  | { readonly kind: 'engine'; readonly level: number; readonly points: number }
  | { readonly kind: 'links'; readonly count: number; readonly points: number }
  | { readonly kind: 'cities'; readonly count: number; readonly points: number };

/** A map's data file: all of Our table. */
export type RailwaysTable = {
  /** The map id this table belongs to. */
  readonly mapId: string;
  /** The price of each engine step, $k: `engineCosts[0]` buys level 2 … the last buys the top level (levels 1 to `engineCosts.length + 1`). */
  readonly engineCosts: readonly number[];
  /** Income by score, $k: `income[s]` for score `s` (a negative score earns `income[0]`, beyond the end the last entry). */
  readonly income: readonly number[];
  /** A bond pays out, $k; interest per bond per turn, $k; points lost per bond at the end. */
  readonly bondValue: number;
  readonly bondInterest: number;
  readonly bondPenalty: number;
  /** Bonds a player may issue by choice (income-phase bonds are never refused). */
  readonly maxBonds: number;
  /**
   * The longest game, turns: if no Empty City marker has triggered the end by the end of turn
   * `maxTurns − 1`, the end is triggered then, so turn `maxTurns` is the last (a table must end,
   * e.g. in a cafe, even when nobody delivers).
   */
  readonly maxTurns: number;
  /** Operations cards face up at once. */
  readonly faceUp: number;
  /** Rail Baron cards dealt to each player (they keep one). */
  readonly baronDeal: number;
  /** New City tiles by goods colour code (0 red … 4 black): red is never available. */
  readonly newCityTiles: readonly number[];
  /** Empty City markers by player count (2–6): the last one placed triggers the end. */
  readonly emptyCityMarkers: Readonly<Record<number, number>>;
  /** Markers fewer with the fewer-markers option (a shorter game). */
  readonly fewerMarkers: number;
  /** The operations deck (card id = index). */
  readonly operations: readonly OperationCard[];
  /** The Rail Baron cards (card id = index). */
  readonly barons: readonly RailBaronCard[];
};
