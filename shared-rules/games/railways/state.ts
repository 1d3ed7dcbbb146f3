/**
 * Railways of the World's state: JSON only, players by turn-order index (`players[i]` sits at
 * `seats[i]`, ascending seat ids: clockwise). Money in $k, scores in points. Cities are numbered
 * as the board lists them (`RailwaysBoard.cities[c]` is the hex of city `c`); track runs over hex
 * indices. Source: shared/rules/railways-of-the-world.md.
 */
import type { Pile } from '../../core/pile';
import type { SeatId } from '../../core/types';
import type { RailwaysOptions } from './options';

/**
 * One player: cash ($k), bonds issued, engine level (1–8), score (points), the Rail Baron card
 * kept (−1 while choosing) and the ones dealt (secret; `dealt` keeps all, the kept one
 * included), operations cards kept for a later build (`kept`, card ids), race cards claimed
 * (`claimed`), and the cities holding this player's hotel (`hotels`, city numbers).
 */
export type PlayerState = {
  readonly seat: SeatId;
  readonly cash: number;
  readonly bonds: number;
  readonly engine: number;
  readonly score: number;
  readonly baron: number;
  readonly dealt: readonly number[];
  readonly kept: readonly number[];
  readonly claimed: readonly number[];
  readonly hotels: readonly number[];
  /** Mines placed (the mines option: at most 2). */
  readonly mines: number;
};

/**
 * A run of track tiles (rules "A Build track"): `owner` (player index) built it from the city on
 * hex `from` over the tile hexes `hexes` (in order); `to` is the city hex it reached (then it is a
 * **link**), or −1 while it is **open track**. `id` is stable for the game (deliveries name links by it).
 */
export type Track = {
  readonly id: number;
  readonly owner: number;
  readonly from: number;
  readonly hexes: readonly number[];
  readonly to: number;
};

/**
 * The first-player auction in progress (rules "1. First-player auction"): whose bid it is
 * (`bidder`, player index), the high bid ($k, 0 before any) and its bidder (`leader`, −1
 * before any), who has passed (`out`), each player's last bid (`bids`, $k, 0 none) and the order
 * in which they passed (`passed`, player indices; first to pass first).
 */
export type AuctionState = {
  readonly bidder: number;
  readonly high: number;
  readonly leader: number;
  readonly out: readonly boolean[];
  readonly bids: readonly number[];
  readonly passed: readonly number[];
};

/**
 * A build action in progress: tiles placed (`tiles`) of at most `cap` (4; 5 with Perfect
 * Engineering), money spent ($k), whether a Land Grant makes its plains tiles free (`grant`), and
 * the steps taken (`steps`: tiles and links completed).
 */
export type BuildState = {
  readonly tiles: number;
  readonly cap: number;
  readonly spent: number;
  readonly grant: boolean;
  readonly steps: number;
};

/**
 * The final reckoning per player (rules "End"): bonds lost as points, and the Rail Baron card's
 * points if met (0 if not).
 */
export type FinalScore = { readonly bondPenalty: number; readonly baronPoints: number; readonly baronMet: boolean };

/**
 * The whole state (`options`: the match's options, as parsed).
 * - `phase`: `barons` (each keeps one Rail Baron card, in turn order), `auction`, `actions`,
 *   `over`; `turn` counts from 1; `active` is the player index to act;
 * - `first`: the First Player (player index); `order`: this turn's turn order (player indices);
 *   `round` 1–3 and `slot` (index into `order`); `actionsLeft` for the active player (an
 *   Executive card adds some);
 * - `cubes[c]`: goods colour codes on city `c`; `cityColor[c]`: its colour now (0–4, 5 grey);
 *   `empty[c]`: an Empty City marker lies on it; `bag[k]`: cubes of colour `k` left in the bag;
 *   `mined[c]`: a mine was placed on it (once a game); `rotor[c]` (City Rotors only; absent
 *   without the option): its rotor's second colour now (0–4, 5 blank), −1 for a city with none;
 *   `newCityTiles[k]`: New City tiles of colour `k` left; `markersLeft`: Empty City markers left;
 *   `endTurn`: the last turn once the end is triggered (`null` before);
 * - `tracks`, `nextTrackId`; `sides[h]`: the 6-bit mask of hex `h`'s sides used by track;
 *   `tileCount[h]`: track tiles on `h`;
 * - `deck` (a pile: the operations cards not yet turned up, drawn at random when one is), `faceUp`
 *   (operations card ids), `baronPool` (undealt Rail Baron cards, hidden);
 * - `end`: `game-end` once over; `final` per player then.
 */
export type RailwaysState = {
  readonly mapId: string;
  readonly options: RailwaysOptions;
  readonly players: readonly PlayerState[];
  readonly phase: 'barons' | 'auction' | 'actions' | 'over';
  readonly turn: number;
  readonly active: number;
  readonly first: number;
  readonly auction: AuctionState | null;
  readonly order: readonly number[];
  readonly round: number;
  readonly slot: number;
  readonly actionsLeft: number;
  readonly build: BuildState | null;
  readonly cubes: readonly (readonly number[])[];
  readonly cityColor: readonly number[];
  readonly empty: readonly boolean[];
  readonly mined: readonly boolean[];
  readonly rotor?: readonly number[];
  readonly bag: readonly number[];
  readonly newCityTiles: readonly number[];
  readonly markersLeft: number;
  readonly endTurn: number | null;
  readonly tracks: readonly Track[];
  readonly nextTrackId: number;
  readonly sides: readonly number[];
  readonly tileCount: readonly number[];
  readonly deck: Pile<number>;
  readonly faceUp: readonly number[];
  readonly baronPool: readonly number[];
  readonly end: 'game-end' | null;
  readonly final: readonly FinalScore[] | null;
};
