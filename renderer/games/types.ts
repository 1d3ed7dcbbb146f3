/**
 * `GameUi`: one object per game on the renderer side (design: "Five games on one platform"). The
 * table (renderer/app, renderer/table) draws whatever game is chosen or played through it and
 * names no game: the game's board layer fills the board area, its seat panel fills each playing
 * seat's panel, and its pure hooks tell the flows which sounds an update calls for and when a
 * round or phase summary is open. `renderer/games/registry.ts` lists them, one line each.
 */
import type { ComponentType } from 'react';
import type { GameEvent, Json, SeatId } from '../../shared-rules/core/types';
import type { SoundEffect } from '../audio/sound';
import type { AppFlags } from '../app/flags';
import type { SeatColour } from '../table/seat-colours';
import type { Rect, SeatFrame } from '../table/seat-layout';

/**
 * What a game's board layer is given: the lobby's option choices (`options`, merged over the
 * game's defaults: a lobby preview draws them, e.g. the chosen map), the board rect and seat
 * frames (CSS px), each seat's colour, and the URL flags (test probe, animation times). The
 * live game, replay, pending touch and summaries it reads from the UI store.
 */
export type GameBoardProps = {
  readonly options: Json;
  readonly board: Rect;
  readonly frames: readonly SeatFrame[];
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly flags: AppFlags;
};

/** What a game's seat panel is given: the seat, its colour and the lobby's options (the game in play it reads from the UI store). */
export type GameSeatProps = { readonly seat: SeatId; readonly colour: SeatColour | undefined };

/** What a game's tutorial coach is given: the learner's seat (the engine's views it reads from the UI store) and how to leave the tutorial. */
export type CoachProps = { readonly seat: SeatId; readonly onPlayOn: () => void; readonly onLobby: () => void };

/**
 * A moment of the story to announce at every edge for a few seconds (issue #14 "Moments"): an
 * i18n key and its parameters, and the seat it is about (its colour and symbol mark the banner;
 * the game's board can read `UiState.moment` to show what that seat did).
 */
export type Moment = { readonly key: string; readonly params: Readonly<Record<string, string | number>>; readonly seat?: SeatId };

/** A game's renderer side (see the module docs). `id` is the rules' game id. */
export type GameUi = {
  readonly id: string;
  /** i18n key of the game's title (lobby card, saves list). */
  readonly titleKey: string;
  /**
   * A small picture of the game's board or cards for its lobby card: an asset URL (`import x from
   * '…png'`), about 240 px wide. Every game offered in the lobby has one (a test checks it).
   */
  readonly picture?: string;
  /** Offered in the lobby (false: a test game reached only by `?game=<id>`). */
  readonly inLobby: boolean;
  /**
   * The game's rules pages: `${prefix}.<n>.title` and `.text` for n = 1…`pages`, in every
   * catalog (en, ar, ko), shown by the rules pager for the game on the table or chosen in the lobby.
   * `pictures` (optional, issue #14 §7): a small picture per page, index 0 for page 1 (a page
   * without one shows text only), drawn by the game's own code (e.g. inline SVG in the board's palette).
   */
  readonly rules: { readonly prefix: string; readonly pages: number; readonly pictures?: readonly ComponentType[] };
  /**
   * The game's guided first round (issue #14 §7 "Learn to play"), when it has one: the match
   * options the lobby's "Learn to play" starts with (over the defaults, e.g. the beginners' map),
   * and the coach shown in the learner's seat panel, facing that seat. The coach reads the
   * learner's views from the UI store; it never acts for the seat.
   */
  readonly tutorial?: { readonly options: Readonly<Record<string, Json>>; readonly Coach: ComponentType<CoachProps> };
  /** The board area's content, in the lobby (a preview) and in play. */
  readonly Board: ComponentType<GameBoardProps>;
  /** A playing seat's panel content. */
  readonly Seat: ComponentType<GameSeatProps>;
  /**
   * Options the attract-mode demo sets over the table's settings (kiosk: a demo should last minutes,
   * e.g. Resourceful Rails' round limit); none: the demo plays the settings as they are.
   */
  readonly demoOptions?: Readonly<Record<string, Json>>;
  /** How deep the seat panels are while the game is played, mm from the table edge (default 60; a hand of cards needs more). */
  readonly seatDepthMm?: number;
  /**
   * How long a new match's opening takes to watch, ms (e.g. the cards dealt round the table);
   * a bot to act first waits for it as well as for the bot pause (not when the pause is 0, as in
   * tests). None: no opening.
   */
  readonly openingMs?: number;
  /** Effects a new match starts with, before the first turn's chime (e.g. a card game's `shuffle`: cards shuffled and dealt); none: it starts with the chime alone. Not on a resume. */
  readonly startSounds?: readonly SoundEffect[];
  /** The sound effects an engine update calls for, in order (`before`/`after`: seats to act; `humans`: seats people play). */
  sounds(events: readonly GameEvent[], before: readonly SeatId[], after: readonly SeatId[], humans: ReadonlySet<SeatId>): readonly SoundEffect[];
  /** The moments an engine update's events call for, in order (none: the game announces nothing; the last one is shown). */
  moments?(events: readonly GameEvent[]): readonly Moment[];
  /** How many round or phase summaries the table view holds; one is open while more than were seen (bots wait for it). */
  summaries(tableView: Json): number;
  /** Summaries already seen when a saved match resumes at this table view (the last stays open if nobody acted after it). */
  summariesSeenOnResume(tableView: Json): number;
};
