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
import type { TransglobalMap } from '../../maps/transglobal-map';

/** The log keys of the actions whose only param is the seat (made once, not per line). */
const SIMPLE_KEYS: { readonly [T in 'ok' | 'discard' | 'pass']: string } = { ok: 'tg.log.ok', discard: 'tg.log.discard', pass: 'tg.log.pass' };

/** The link costs of the map last described (one entry: the graph's lookup by map costs more than the rest of a line, made for every action; issue #12). */
let lastCosts: { readonly map: TransglobalMap; readonly costs: Int32Array } | undefined;

/** The link costs (by link id, in $) of the graph of `state`'s map. Throws if the map is not registered. */
function linkCostsOf(state: TransglobalState): Int32Array {
  const map = mapOf(state);
  if (lastCosts?.map !== map) lastCosts = { map, costs: mapGraph(map).linkCost };
  return lastCosts.costs;
}

/** The i18n key and params of `action`'s log line, made before it is applied to `state`. */
export function describeAction(action: TransglobalAction, state: TransglobalState): { readonly key: string; readonly params: { readonly [key: string]: Json } } {
  switch (action.type) {
    case 'place-hub':
      return { key: 'tg.log.place-hub', params: { seat: action.seat, intersection: action.intersection } };
    case 'build': {
      // The map's graph, not the board: the session may describe an action after applying it, when
      // the state's board has been taken over by the next one (network.ts).
      const cost = linkCostsOf(state)[action.link] ?? null;
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
