import { describe, expect, it } from 'vitest';
import { isRuleError, ruleError } from '../../../shared-rules/core/errors';

describe('rule errors', () => {
  it('ruleError builds a tagged value with code, message and params', () => {
    expect(ruleError('illegal-action', 'no', { seat: 2 })).toEqual({ kind: 'rule-error', code: 'illegal-action', message: 'no', params: { seat: 2 } });
  });

  it('ruleError leaves params out when none are given', () => {
    expect(Object.keys(ruleError('game-over', 'over'))).toEqual(['kind', 'code', 'message']);
  });

  it('isRuleError accepts rule errors and refuses everything else', () => {
    expect(isRuleError(ruleError('malformed-action', 'bad'))).toBe(true);
    expect(isRuleError({ kind: 'rule-error', code: 'x', message: 'y' })).toBe(true);
    expect(isRuleError({ kind: 'rule-error', code: 3, message: 'y' })).toBe(false);
    expect(isRuleError({ type: 'add', seat: 0 })).toBe(false);
    expect(isRuleError(null)).toBe(false);
    expect(isRuleError('rule-error')).toBe(false);
    expect(isRuleError(new Error('rule-error'))).toBe(false);
  });
});
