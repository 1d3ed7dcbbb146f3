/**
 * The saves screen's row model: pure functions from the platform's `saves.list()` answer
 * (`SaveSummary[]` and `QuarantineReport[]`, preload/api.ts) to what the panel shows — per save
 * its game, its choice options (e.g. the map: each enum option of the game's option specs with the
 * value the match was started with), the players (colour, symbol,
 * person or bot level, from the match header's seats), when it was last saved, whose turn it is
 * (`SaveSummary.toAct`; unknown for saves written before it was recorded) and whether it can be
 * resumed (not when another version of Railtable made it: `SaveSummary.foreign`); per quarantined file its name and reason. No DOM, no i18n: the panel translates.
 */
import { z } from 'zod';
import type { QuarantineReport, SaveSummary } from '../../../preload/api';
import type { MatchSeat, SeatId } from '../../../shared-rules/core/types';
import { getCatalogEntry } from '../../../shared-rules/games/catalog';
import { SEAT_COLOURS, type SeatColour, type SeatSymbol } from '../../table/seat-colours';

/** One player of a saved match: its seat, palette colour (when the saved hex is one of ours), CSS colour, symbol, and bot level (null: a person). */
export type SavePlayer = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly hex: string;
  readonly symbol: SeatSymbol;
  readonly bot: NonNullable<MatchSeat['botLevel']> | null;
};

/** A choice option a match was started with: the option's key, its i18n label, and the chosen value's i18n label (e.g. `lobby.map` and the map's name key). */
export type SaveChoice = { readonly key: string; readonly labelKey: string; readonly valueLabelKey: string };

/**
 * One saved match as the panel lists it. `updatedAt` is ISO 8601 and `updatedMs` the same
 * instant in ms since the epoch (NaN never: an unreadable date sorts last as 0). `toAct` is
 * null when the save does not say (old saves) or the game is finished. `choices` are the game's
 * enum options with the values this build offers (none for an unknown game or value).
 */
export type SaveRow = {
  readonly matchId: string;
  readonly gameId: string;
  /** Whether this app knows the game (shared-rules/games/registry.ts). */
  readonly knownGame: boolean;
  readonly choices: readonly SaveChoice[];
  readonly players: readonly SavePlayer[];
  readonly updatedAt: string;
  readonly updatedMs: number;
  readonly entries: number;
  readonly finished: boolean;
  readonly toAct: readonly SavePlayer[] | null;
  /** Made by another version of Railtable (a game or rules version this build cannot replay): kept, listed, never resumed. */
  readonly otherVersion: boolean;
  /** Unfinished and of a game and rules version this app can run. */
  readonly canResume: boolean;
};

/** A file set aside by the save store: its match, the name it was moved to, and why (English, from the platform). */
export type QuarantineRow = { readonly matchId: string; readonly file: string; readonly reason: string };

/** The whole list: saves newest first, then the quarantined files in the platform's order. */
export type SaveRows = { readonly saves: readonly SaveRow[]; readonly quarantined: readonly QuarantineRow[] };

const SYMBOLS: readonly SeatSymbol[] = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon'];
const optionValues = z.record(z.string(), z.unknown());

function isSymbol(value: string): value is SeatSymbol {
  return SYMBOLS.some((s) => s === value);
}

/** The enum options of `gameId` the match's `options` chose, with their labels (values this build does not offer are left out). */
export function choicesOf(gameId: string, options: unknown): readonly SaveChoice[] {
  const parsed = optionValues.safeParse(options);
  if (!parsed.success) return [];
  return (getCatalogEntry(gameId)?.options ?? []).flatMap((spec) => {
    if (spec.kind !== 'enum') return [];
    const value = spec.values.find((v) => v.value === parsed.data[spec.key]);
    return value === undefined ? [] : [{ key: spec.key, labelKey: spec.labelKey, valueLabelKey: value.labelKey }];
  });
}

/** A saved seat as a player: the palette colour matched by hex (case-insensitive), its symbol (the saved one when valid). */
export function playerOf(seat: MatchSeat): SavePlayer {
  const colour = SEAT_COLOURS.find((c) => c.hex.toLowerCase() === seat.color.toLowerCase());
  const symbol = isSymbol(seat.symbol) ? seat.symbol : (colour?.symbol ?? 'circle');
  return { seat: seat.seat, colour, hex: seat.color, symbol, bot: seat.controller === 'bot' ? (seat.botLevel ?? 'medium') : null };
}

function instant(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}

/** One save's row (see `SaveRow`). Seats in `toAct` that are not in the header are dropped. */
export function saveRow(summary: SaveSummary): SaveRow {
  const players = summary.seats.map(playerOf);
  const knownGame = getCatalogEntry(summary.gameId) !== undefined;
  const otherVersion = !knownGame || summary.foreign !== undefined;
  const toAct = summary.finished || summary.toAct === null || summary.toAct === undefined ? null : summary.toAct.flatMap((seat) => players.filter((p) => p.seat === seat));
  return {
    matchId: summary.matchId,
    gameId: summary.gameId,
    knownGame,
    choices: choicesOf(summary.gameId, summary.options),
    players,
    updatedAt: summary.updatedAt,
    updatedMs: instant(summary.updatedAt),
    entries: summary.entries,
    finished: summary.finished,
    toAct,
    otherVersion,
    canResume: !otherVersion && !summary.finished,
  };
}

/** The rows of a `saves.list()` answer: saves newest first (ties by match id, for a stable order), quarantined files as given. */
export function saveRows(list: { readonly saves: readonly SaveSummary[]; readonly quarantined: readonly QuarantineReport[] }): SaveRows {
  const saves = list.saves.map(saveRow).sort((a, b) => b.updatedMs - a.updatedMs || a.matchId.localeCompare(b.matchId));
  const quarantined = list.quarantined.map((q) => ({ matchId: q.matchId, file: q.file, reason: q.reason }));
  return { saves, quarantined };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a save was written, for a person at the table, in `language` (a BCP 47 tag) with `Intl`:
 * relative ("5 minutes ago", "yesterday") within a week of `now`, else a date and time
 * ("22 Nov 2026, 05:30"). A time in the future (a clock set back) reads as now; an unreadable
 * date as an empty string.
 */
export function whenSaved(updatedAt: string, now: Date, language: string): string {
  const at = Date.parse(updatedAt);
  if (!Number.isFinite(at)) return '';
  const ago = Math.max(0, now.getTime() - at);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** Whether a listed save can be resumed by this build: unfinished and not made by another version. */
export function isResumable(summary: Pick<SaveSummary, 'finished' | 'foreign'>): boolean {
  return !summary.finished && summary.foreign === undefined;
}
