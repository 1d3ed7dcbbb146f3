import { describe, expect, it } from 'vitest';
import * as core from '../../../shared-rules/core';

describe('core public API', () => {
  it('the core index exports the runner, generator, hash, errors and record schemas', () => {
    const names = ['startMatch', 'submitAction', 'undoLast', 'canUndo', 'replayMatch', 'legalFor', 'outcomeOf', 'createRandom', 'randomFromState', 'seedToState', 'hashState', 'ruleError', 'isRuleError', 'parseMatchRecord', 'matchRecordSchema'];
    for (const name of names) expect(typeof Reflect.get(core, name)).not.toBe('undefined');
    expect(typeof core.startMatch).toBe('function');
    expect(typeof core.matchRecordSchema.safeParse).toBe('function');
  });
});
