/**
 * The log line of each action: an i18n key (`railways.log.*`, in every catalog) and its params
 * (seat, city ids, $k, colour codes). Public facts only: a kept Rail Baron card is not named.
 */
import type { Json } from '../../core/types';
import type { RailwaysAction } from './actions';
import { boardOf } from './board';
import type { RailwaysState } from './state';

/** The log line of `action`, applied to `state`. */
export function describeAction(action: RailwaysAction, state: RailwaysState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  const board = boardOf(state);
  const seat = action.seat;
  const cityId = (h: number) => board.map.hexes[h]?.city?.id ?? '';
  switch (action.type) {
    case 'keep':
      return { key: 'railways.log.keep', params: { seat } };
    case 'bid':
      return { key: 'railways.log.bid', params: { seat, amount: action.amount } };
    case 'pass':
      return { key: state.phase === 'auction' ? 'railways.log.auction-pass' : 'railways.log.pass', params: { seat } };
    case 'bond':
      return { key: 'railways.log.bond', params: { seat } };
    case 'build':
      return { key: 'railways.log.build', params: { seat, card: action.card ?? -1 } };
    case 'track':
      return { key: 'railways.log.track', params: { seat, city: cityId(action.to) } };
    case 'done':
      return { key: 'railways.log.done', params: { seat, spent: state.build?.spent ?? 0 } };
    case 'urbanize':
      return { key: 'railways.log.urbanize', params: { seat, city: cityId(action.city), color: action.color } };
    case 'mine':
      return { key: 'railways.log.mine', params: { seat, city: cityId(action.city) } };
    case 'upgrade':
      return { key: 'railways.log.upgrade', params: { seat, level: (state.players[state.active]?.engine ?? 0) + 1 } };
    case 'deliver':
      return { key: 'railways.log.deliver', params: { seat, city: cityId(action.city), color: action.color, links: action.links.length } };
    case 'take':
      return { key: 'railways.log.take', params: { seat, card: action.card, city: action.city === undefined ? '' : cityId(action.city) } };
  }
}
