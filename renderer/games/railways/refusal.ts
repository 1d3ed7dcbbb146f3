/**
 * Why the engine refused a seat's last touch, as Railways of the World says it: the game's own
 * key `railways.errors.<code>` first (its rule errors and the table's touch codes,
 * `railways-…`), else the seat kit's `refusalMessage` (`errors.<code>`, else `errors.unknown`);
 * and the params become what a player reads: city names of the map on the table (a city id or a
 * hex) in the seat's language, colour names, the stage and the bad path's reason in words, an
 * operations card's name, hexes as the city there (or nothing).
 */
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { refusalMessage, type RefusalMessage } from '../../seat-kit';
import { useUi } from '../../state/store';
import { cityName, cityNameAt, operationText, type Translate } from './maps';

/** The message of refusal `code` with `params` (see the module comment). */
export function railwaysRefusal(code: string, params: Readonly<Record<string, unknown>>, known: (key: string) => boolean, board: RailwaysBoard | undefined, table: RailwaysTable | undefined, language: string, t: Translate): RefusalMessage {
  const json: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') json[key] = value;
  const base = refusalMessage(code, json, known);
  const key = known(`railways.errors.${code}`) ? `railways.errors.${code}` : base.key;
  const out: Record<string, string | number> = { ...base.params };
  if (typeof out.city === 'string') out.city = cityName(board, out.city, language);
  for (const name of ['hex', 'from', 'to'] as const) {
    if (typeof out[name] === 'number') out[name] = cityNameAt(board, Number(out[name]), language);
  }
  if (typeof out.color === 'number') out.color = t(`railways.color.${out.color}`);
  if (typeof out.stage === 'string') out.stage = t(`railways.stage.${out.stage}`);
  if (typeof out.reason === 'string') out.reason = t(`railways.badPath.${out.reason}`);
  if (typeof out.card === 'number') out.card = operationText(table?.operations[out.card], board, language, t).name;
  return { key, params: out };
}

/** The translated reason the engine last refused `seat`'s touch (see the module comment), or `undefined`. */
export function useRailwaysRefusal(seat: SeatId, board: RailwaysBoard | undefined, table: RailwaysTable | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const refusal = useUi((s) => s.refusal);
  if (refusal === null || refusal.seat !== seat) return undefined;
  const message = railwaysRefusal(refusal.code, refusal.params, (key) => i18n.exists(key), board, table, i18n.language, (key, params) => t(key, params));
  return t(message.key, message.params);
}
