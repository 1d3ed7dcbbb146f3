/**
 * The log line of an action, as an i18n key and its params (never a city: log lines are
 * public). Keys: `tg.log.<type>`; for `build` in the finishing phase
 * `tg.log.build-from-bank`. Params: `seat`, and `intersection`, `link`, `cost` ($),
 * `links` and `cost` ($) for `build-cheapest`.
 */
import type { Json } from '../../core/types';
import type { TransglobalAction } from './actions';
import { mapGraph } from './graph';
import { completionFor } from './round';
import { mapOf, positionOf, type TransglobalState } from './state';

/** The log keys of the actions whose only param is the seat (made once, not per line). */
const SIMPLE_KEYS: { readonly [T in 'ok' | 'discard' | 'pass']: string } = { ok: 'tg.log.ok', discard: 'tg.log.discard', pass: 'tg.log.pass' };

/** The i18n key and params of `action`'s log line, made before it is applied to `state`. */
export function describeAction(action: TransglobalAction, state: TransglobalState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  switch (action.type) {
    case 'place-hub':
      return { key: 'tg.log.place-hub', params: { seat: action.seat, intersection: action.intersection } };
    case 'build': {
      // The map's graph, not the board: the session describes an action after applying it, when
      // the state's board has been taken over by the next one (network.ts).
      const cost = mapGraph(mapOf(state)).linkCost[action.link] ?? null;
      const key = state.phase === 'finishing' ? 'tg.log.build-from-bank' : 'tg.log.build';
      return { key, params: { seat: action.seat, link: action.link, cost } };
    }
    case 'build-cheapest': {
      const p = positionOf(state, action.seat);
      const route = p < 0 || state.phase !== 'finishing' ? { cost: 0, links: [] } : completionFor(state, p);
      return { key: 'tg.log.build-cheapest', params: { seat: action.seat, links: [...route.links], cost: route.cost } };
    }
    default:
      return { key: SIMPLE_KEYS[action.type], params: { seat: action.seat } };
  }
}
