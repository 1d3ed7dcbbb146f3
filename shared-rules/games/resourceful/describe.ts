/**
 * The log line of each action: an i18n key (`resourceful.log.*`, in every catalog) and its
 * params (seat, map ids of cities and goods, $, mileposts). Public facts only.
 */
import type { Json } from '../../core/types';
import type { ResourcefulAction } from './actions';
import { cityAtMilepost, sectionCost } from './board';
import { boardOf, type ResourcefulState } from './state';

/** The log line of `action`, applied to `state`. */
export function describeAction(action: ResourcefulAction, state: ResourcefulState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  const board = boardOf(state);
  const seat = action.seat;
  switch (action.type) {
    case 'build': {
      const link = board.links[board.linkBetween(action.from, action.to)];
      return { key: 'resourceful.log.build', params: { seat, cost: link === undefined ? 0 : sectionCost(board, link, action.to), city: cityAtMilepost(board, action.to)?.id ?? '' } };
    }
    case 'upgrade':
      return { key: 'resourceful.log.upgrade', params: { seat, train: action.train } };
    case 'place-train':
      return { key: 'resourceful.log.place-train', params: { seat, city: cityAtMilepost(board, action.milepost)?.id ?? '' } };
    case 'move':
      return { key: 'resourceful.log.move', params: { seat, city: cityAtMilepost(board, action.to)?.id ?? '' } };
    case 'pickup':
      return { key: 'resourceful.log.pickup', params: { seat, good: action.good } };
    case 'drop':
      return { key: 'resourceful.log.drop', params: { seat, good: action.good } };
    case 'deliver': {
      const demand = board.cards.get(action.card)?.demand?.demands[action.demand];
      return { key: 'resourceful.log.deliver', params: { seat, good: demand?.good ?? '', city: demand?.city ?? '', payment: demand?.payment ?? 0 } };
    }
    case 'discard-hand':
      return { key: 'resourceful.log.discard-hand', params: { seat } };
    case 'discard-card':
      return { key: 'resourceful.log.discard-card', params: { seat } };
    case 'end-turn':
      return { key: 'resourceful.log.end-turn', params: { seat } };
  }
}
