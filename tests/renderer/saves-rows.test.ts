/**
 * The saves screen's row model (renderer/app/saves/save-rows.ts): map names from the match
 * options, players from the header's seats, whose turn from `SaveSummary.toAct`, newest first,
 * quarantined files with their reason, and "when" in the UI language.
 */
import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../preload/api';
import { choicesOf, saveRows, whenSaved } from '../../renderer/app/saves/save-rows';

function summary(over: Partial<SaveSummary> & Pick<SaveSummary, 'matchId' | 'updatedAt'>): SaveSummary {
  return {
    gameId: 'transglobal',
    seats: [
      { seat: 0, color: '#0072B2', symbol: 'circle', controller: 'human' },
      { seat: 3, color: '#D55E00', symbol: 'triangle', controller: 'bot', botLevel: 'hard' },
    ],
    options: { mapId: 'europe', startingBank: 20, taxFloor: null },
    entries: 4,
    createdAt: '2026-11-22T03:00:00.000Z',
    finished: false,
    toAct: [3],
    ...over,
  };
}

describe('saves screen rows', () => {
  it('name the choice options (the map) a match was started on, and none for a game without them', () => {
    const rows = saveRows({
      saves: [
        summary({ matchId: 'a', updatedAt: '2026-11-22T04:00:00.000Z', options: { mapId: 'asia', startingBank: 20, taxFloor: 3 } }),
        summary({ matchId: 'b', updatedAt: '2026-11-22T03:00:00.000Z', gameId: 'counter', options: { target: 10 } }),
      ],
      quarantined: [],
    });
    expect(rows.saves.map((r) => [r.matchId, r.choices])).toEqual([
      ['a', [{ key: 'mapId', labelKey: 'lobby.map', valueLabelKey: 'maps.asia' }]],
      ['b', []],
    ]);
    expect(choicesOf('transglobal', { mapId: 'atlantis' })).toEqual([]);
    expect(choicesOf('transglobal', null)).toEqual([]);
    expect(choicesOf('not-a-game', { mapId: 'usa' })).toEqual([]);
  });

  it('list the players with their palette colour, symbol and bot level (null for a person)', () => {
    const [row] = saveRows({ saves: [summary({ matchId: 'a', updatedAt: '2026-11-22T04:00:00.000Z' })], quarantined: [] }).saves;
    expect(row?.players.map((p) => ({ seat: p.seat, colour: p.colour?.id, symbol: p.symbol, bot: p.bot }))).toEqual([
      { seat: 0, colour: 'blue', symbol: 'circle', bot: null },
      { seat: 3, colour: 'vermillion', symbol: 'triangle', bot: 'hard' },
    ]);
  });

  it('say whose turn it is from toAct, unknown (null) for old saves, none for finished games', () => {
    const rows = saveRows({
      saves: [
        summary({ matchId: 'turn', updatedAt: '2026-11-22T04:03:00.000Z', toAct: [3] }),
        summary({ matchId: 'old', updatedAt: '2026-11-22T04:02:00.000Z', toAct: null }),
        summary({ matchId: 'done', updatedAt: '2026-11-22T04:01:00.000Z', toAct: [0], finished: true }),
      ],
      quarantined: [],
    }).saves;
    expect(rows.map((r) => [r.matchId, r.toAct?.map((p) => p.seat) ?? null, r.canResume])).toEqual([
      ['turn', [3], true],
      ['old', null, true],
      ['done', null, false],
    ]);
  });

  it('order saves newest first whatever order the platform gives, and never offer Resume for an unknown game', () => {
    const rows = saveRows({
      saves: [
        summary({ matchId: 'older', updatedAt: '2026-11-21T22:00:00.000Z' }),
        summary({ matchId: 'newest', updatedAt: '2026-11-22T05:00:00.000Z' }),
        summary({ matchId: 'middle', updatedAt: '2026-11-22T01:00:00.000Z', gameId: 'chess' }),
      ],
      quarantined: [],
    }).saves;
    expect(rows.map((r) => r.matchId)).toEqual(['newest', 'middle', 'older']);
    expect(rows.map((r) => r.canResume)).toEqual([true, false, true]);
    expect(rows[1]?.knownGame).toBe(false);
  });

  it('mark a save made by another version and never offer Resume for it', () => {
    const rows = saveRows({
      saves: [
        summary({ matchId: 'ours', updatedAt: '2026-11-22T05:00:00.000Z' }),
        summary({ matchId: 'newer-rules', updatedAt: '2026-11-22T01:00:00.000Z', foreign: { why: 'other-rules-version', detail: 'made by another version: rules version 9' } }),
      ],
      quarantined: [],
    }).saves;
    expect(rows.map((r) => [r.matchId, r.otherVersion, r.canResume])).toEqual([
      ['ours', false, true],
      ['newer-rules', true, false],
    ]);
  });

  it('keep each quarantined file with its match, name and reason', () => {
    const { quarantined } = saveRows({
      saves: [],
      quarantined: [{ matchId: 'm1', file: 'm1.json.corrupt-2026-11-22T03-00-00-000Z', reason: 'current: record: expected object' }],
    });
    expect(quarantined).toEqual([{ matchId: 'm1', file: 'm1.json.corrupt-2026-11-22T03-00-00-000Z', reason: 'current: record: expected object' }]);
  });

  it('say when in the UI language: relative within a week, a date after, "now" for a clock set back', () => {
    const now = new Date('2026-11-22T05:30:00.000Z');
    expect(whenSaved('2026-11-22T05:25:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(whenSaved('2026-11-22T02:10:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(whenSaved('2026-11-21T05:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(whenSaved('2026-11-22T05:31:00.000Z', now, 'en')).toBe('now');
    expect(whenSaved('2026-11-22T05:25:00.000Z', now, 'ko')).toBe('5분 전');
    expect(whenSaved('2026-11-22T05:25:00.000Z', now, 'ar')).toMatch(/دقائق/);
    expect(whenSaved('2026-11-01T12:00:00.000Z', now, 'en')).toMatch(/Nov.*2026/);
    expect(whenSaved('not a date', now, 'en')).toBe('');
  });
});
