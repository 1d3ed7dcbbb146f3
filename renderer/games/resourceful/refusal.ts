/**
 * Why the engine refused a seat's last touch, as Resourceful Rails says it: the seat kit's
 * `refusalMessage` (`errors.<code>`, else `errors.unknown`), except that a code this game words
 * its own way (`resourceful.errors.<code>`: `not-now`, `supply-empty`, codes other games share
 * with other meanings) takes that key; and the params (map ids, seats, train kinds, stages) become
 * what a player reads: city, good and river names of the map on the table in the seat's language,
 * the seat number of a track's owner, the train's and the turn stage's names.
 */
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import { refusalMessage, type RefusalMessage } from '../../seat-kit';
import { useUi } from '../../state/store';
import { cityName, ferryName, goodName, riverName } from './maps';

/** The message of refusal `code` with `params`: the key and params a player reads (see the module comment). */
export function resourcefulRefusal(code: string, params: Readonly<Record<string, unknown>>, known: (key: string) => boolean, board: ResourcefulBoard | undefined, language: string, t: (key: string) => string): RefusalMessage {
  const json: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') json[key] = value;
  const base = refusalMessage(code, json, known);
  const key = known(`resourceful.errors.${code}`) ? `resourceful.errors.${code}` : base.key;
  const out: Record<string, string | number> = { ...base.params };
  const text = (name: string): string => (typeof out[name] === 'string' ? String(out[name]) : '');
  if ('city' in out) out.city = cityName(board, text('city'), language);
  if ('good' in out) out.good = goodName(board, text('good'), language);
  if ('river' in out) out.river = riverName(board, text('river'), language);
  if ('ferry' in out) out.ferry = ferryName(board, text('ferry'));
  if (typeof out.owner === 'number') out.owner = out.owner + 1;
  if (code === 'no-upgrade') {
    out.from = t(`resourceful.train.${text('from')}`);
    out.to = t(`resourceful.train.${text('to')}`);
  }
  if (code === 'not-now') out.stage = t(`resourceful.stage.${text('stage')}`);
  return { key, params: out };
}

/** The translated reason the engine last refused `seat`'s touch (see the module comment), or `undefined`. */
export function useResourcefulRefusal(seat: SeatId, board: ResourcefulBoard | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  const refusal = useUi((s) => s.refusal);
  if (refusal === null || refusal.seat !== seat) return undefined;
  const message = resourcefulRefusal(refusal.code, refusal.params, (key) => i18n.exists(key), board, i18n.language, (key) => t(key));
  return t(message.key, message.params);
}
