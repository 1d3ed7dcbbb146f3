/**
 * The log line of each action: an i18n key (`paris.log.*`, in every catalog) and its params.
 * Public facts only: a trade is public; a placement names the company, hex and points gained.
 * Companies are named by id (`red`…), for the catalogs' `$t(paris.company.{{company}})`.
 */

const name = (company: number): string => COMPANIES[company] ?? String(company);
import type { Json } from '../../core/types';
import type { ParisAction } from './actions';
import { boardOf } from './board';
import { COMPANIES } from './meta';
import type { ParisState } from './state';

/** The log line of `action`, applied to `state`. */
export function describeAction(action: ParisAction, state: ParisState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  switch (action.type) {
    case 'place': {
      const board = boardOf(state.mapId);
      const city = board.map.hexes[action.hex]?.city?.name ?? null;
      const gain = board.value[action.hex] ?? 0;
      return { key: city === null ? 'paris.log.place' : 'paris.log.place-city', params: { seat: action.seat, company: name(action.company), hex: action.hex, city, gain } };
    }
    case 'trade':
      return { key: action.count === 1 ? 'paris.log.trade-one' : 'paris.log.trade-two', params: { seat: action.seat, give: name(action.give), take: name(action.take), count: action.count } };
    case 'ok':
      return { key: 'paris.log.ok', params: { seat: action.seat } };
  }
}
