/**
 * Shortcuts taken for engine speed (issue #12) must give what the slow path gives:
 * - the options parser's fast path for plain, in-range options: the same options (fields in the
 *   schema's order) as the zod schema, and every other input still refused as before;
 * - the exact legal-link count that sizes the building phase's legal list: the length of the
 *   legal-link list, at every state of self-played games on the shipped maps, for every player
 *   and every $ limit.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../shared-rules/core/random';
import { isRuleError } from '../../../shared-rules/core/errors';
import { transglobal, type TransglobalState } from '../../../shared-rules/games/transglobal';
import { TRANSGLOBAL_BOTS } from '../../../shared-rules/games/transglobal/bots';
import { legalLinkCount, legalLinks } from '../../../shared-rules/games/transglobal/network';
import { parseTransglobalOptions, transglobalOptionsSchema } from '../../../shared-rules/games/transglobal/options';
import { getTransglobalMap } from '../../../shared-rules/maps/transglobal-registry';

/** What the parser gave before its fast path: the schema, then the map registry. */
function bySchema(input: unknown): unknown {
  const parsed = transglobalOptionsSchema.safeParse(input);
  if (!parsed.success) return { code: 'bad-options', field: parsed.error.issues[0]?.path.map(String).join('.') ?? '' };
  return getTransglobalMap(parsed.data.mapId) === undefined ? { code: 'unknown-map' } : parsed.data;
}

function asParsed(result: unknown): unknown {
  return isRuleError(result) ? { code: result.code, ...(result.code === 'bad-options' ? { field: result.params?.['field'] ?? '' } : {}) } : result;
}

describe('Transglobal options fast path', () => {
  const valid = { mapId: 'usa', startingBank: 15, taxFloor: 5 };
  const inputs: unknown[] = [
    valid,
    { taxFloor: null, startingBank: 5, mapId: 'europe' },
    { mapId: 'asia', startingBank: 40, taxFloor: 15 },
    { mapId: 'usa', startingBank: 15, taxFloor: 1 },
    { ...valid, mapId: 'nowhere' },
    { ...valid, mapId: '' },
    { ...valid, mapId: 'x'.repeat(65) },
    { ...valid, mapId: 7 },
    { ...valid, startingBank: 4 },
    { ...valid, startingBank: 41 },
    { ...valid, startingBank: 15.5 },
    { ...valid, startingBank: '15' },
    { ...valid, startingBank: Number.NaN },
    { ...valid, taxFloor: 0 },
    { ...valid, taxFloor: 16 },
    { ...valid, taxFloor: undefined },
    { mapId: 'usa', startingBank: 15 },
    { ...valid, extra: 1 },
    Object.assign(Object.create(null) as object, valid),
    [valid],
    null,
    'usa',
    42,
  ];

  it('gives the schema\'s options for plain in-range input, fields in the schema\'s order, and refuses the rest as before', () => {
    for (const input of inputs) {
      const parsed = parseTransglobalOptions(input);
      expect(asParsed(parsed)).toEqual(bySchema(input));
      if (!isRuleError(parsed)) expect(JSON.stringify(parsed)).toBe(JSON.stringify(bySchema(input)));
    }
    const ok = parseTransglobalOptions({ taxFloor: null, startingBank: 5, mapId: 'europe' });
    expect(Object.keys(ok)).toEqual(['mapId', 'startingBank', 'taxFloor']);
  });
});

function play(mapId: string, seed: string, each: (state: TransglobalState) => void): void {
  const random = createRandom(seed);
  const bots = createRandom(`bots:${seed}`);
  const options = transglobal.parseOptions({ ...transglobal.meta.defaultOptions, mapId });
  if ('kind' in options) throw new Error(options.message);
  let state = transglobal.setup({ seats: [0, 1, 2, 3], options, random });
  while (transglobal.outcome(state) === undefined) {
    each(state);
    const seat = transglobal.toAct(state)[0] ?? -1;
    const action = TRANSGLOBAL_BOTS.random(transglobal.seatView(state, seat), transglobal.tableView(state), transglobal.legalActions(state, seat), bots, {});
    state = transglobal.apply(state, action, random).state;
  }
}

describe('Transglobal legal-link count', () => {
  it.each(['usa', 'europe', 'asia'])('equals the number of legal links at every state of a random game on %s, for every player and $ limit', (mapId) => {
    let checked = 0;
    let nonZero = 0;
    play(mapId, `count-${mapId}`, (state) => {
      for (let p = 0; p < state.seats.length; p++) {
        for (const maxCost of [0, 1, 2, 3, Infinity]) {
          const count = legalLinkCount(state, p, maxCost);
          expect(count).toBe(legalLinks(state, p, maxCost).length);
          checked++;
          if (count > 0) nonZero++;
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
    expect(nonZero).toBeGreaterThan(checked / 4);
  });
});
