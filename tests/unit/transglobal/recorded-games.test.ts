/**
 * Recorded whole games, one per way a game ends, replayed as regression tests (conventions §5;
 * recorded by `build/games/transglobal/record-fixtures.ts`). A rules change that alters one of them must bump
 * `rulesVersion` and re-record, saying why.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionSchema, jsonSchema, logEntrySchema, matchRecordSchema, outcomeOf, replayMatch } from '../../../shared-rules/core';
import type { MatchRecord } from '../../../shared-rules/core/types';
import { isTransglobalState } from '../../../shared-rules/games/transglobal/state';
import { transglobalModule } from '../../../build/games/transglobal/play';

const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'transglobal', 'records');

const fixtureSchema = z.object({
  name: z.string(),
  description: z.string(),
  expected: z.object({
    reason: z.string(),
    ranking: z.array(z.object({ seat: z.number(), place: z.number(), score: z.number() })),
    banks: z.array(z.number()),
    rounds: z.number(),
  }),
  record: z.unknown(),
});

/** The core record schema with its actions typed as JSON (as the save store reads them). */
const recordSchema = matchRecordSchema.extend({ log: z.array(logEntrySchema.extend({ action: z.intersection(actionSchema, jsonSchema).optional() })) });

function recordOf(input: unknown): MatchRecord {
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

function load(file: string): z.infer<typeof fixtureSchema> {
  return fixtureSchema.parse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

describe('recorded games replay exactly', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

  it('there is a recording for each way a game ends', () => {
    expect(files).toEqual(['one-bank-exhausted.json', 'several-banks-exhausted.json', 'tie-for-first.json']);
  });

  for (const file of files) {
    const fixture = load(file);
    it(`${fixture.name}: ${fixture.description}`, () => {
      const record = recordOf(fixture.record);
      const replayed = replayMatch(transglobalModule, record);
      if (!replayed.ok) throw new Error(`${replayed.error.code} at entry ${replayed.error.params.index}: ${replayed.error.message}`);
      const outcome = outcomeOf(replayed.match);
      expect(outcome?.reason).toBe(fixture.expected.reason);
      expect(outcome?.ranking).toEqual(fixture.expected.ranking);
      const state = replayed.match.state;
      if (!isTransglobalState(state)) throw new Error('not a Transglobal state');
      expect(state.banks).toEqual(fixture.expected.banks);
      expect(state.results.length).toBe(fixture.expected.rounds);
      expect(record.log.some((e) => e.kind === 'undo')).toBe(true);
      const out = state.banks.filter((b) => b <= 0).length;
      const firsts = fixture.expected.ranking.filter((r) => r.place === 1).length;
      if (fixture.name === 'one-bank-exhausted') expect([out, firsts]).toEqual([1, 1]);
      if (fixture.name === 'several-banks-exhausted') expect(out).toBeGreaterThanOrEqual(2);
      if (fixture.name === 'tie-for-first') expect(firsts).toBeGreaterThanOrEqual(2);
    });
  }

  it('a tampered log is caught at the first entry that diverged', () => {
    const fixture = load('one-bank-exhausted.json');
    const record = recordOf(fixture.record);
    const log = record.log.map((e, i) => (i === 5 ? { ...e, hash: 'tampered' } : e));
    const replayed = replayMatch(transglobalModule, { ...record, log });
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) expect(replayed.error.params.index).toBe(5);
  });
});
