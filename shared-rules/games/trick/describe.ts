/**
 * The log line of each action: an i18n key (`trick.log.*`, in every catalog) and its params.
 * Public facts only (a played card is public the moment it is played). Companies are named by
 * id (`bo`…, for the catalogs' `$t(trick.company.{{company}})`), cards by number.
 */
import type { Json } from '../../core/types';
import type { TrickAction } from './actions';
import { CITIES, CITY, COMPANIES, LOCOMOTIVE, LOCOMOTIVES } from './meta';
import { companyOf, numberOf, positionOf, type TrickState } from './state';

const name = (company: number): string => COMPANIES[company] ?? String(company);

/** The log line of `action`, applied to `state`. */
export function describeAction(action: TrickAction, state: TrickState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  switch (action.type) {
    case 'play':
      return { key: 'trick.log.play', params: { seat: action.seat, company: name(companyOf(action.card)), number: numberOf(action.card) } };
    case 'place-city':
      return { key: `trick.log.city-${action.end}`, params: { seat: action.seat, city: CITIES[state.pending - CITY] ?? '', railway: name(action.railway) } };
    case 'place-locomotive':
      return { key: 'trick.log.locomotive', params: { seat: action.seat, locomotive: LOCOMOTIVES[state.pending - LOCOMOTIVE]?.id ?? '', railway: name(action.railway) } };
    case 'place-card': {
      const card = state.trick[positionOf(state, action.seat)] ?? 0;
      return { key: `trick.log.card-${action.end}`, params: { seat: action.seat, company: name(companyOf(card)), number: numberOf(card) } };
    }
  }
}
