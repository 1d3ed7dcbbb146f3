/**
 * What the lobby offers to resume: the newest game in progress of any game the table plays, not
 * only of the game the lobby shows first (a reload in the middle of a Paris Connection game found
 * no offer while the lobby showed Transglobal Rail); finished, foreign and unknown games never.
 */
import { describe, expect, it } from 'vitest';
import type { SaveSummary } from '../../preload/api';
import { offeredSave } from '../../renderer/app/flows/resume';

function save(matchId: string, gameId: string, updatedAt: string, extra: Partial<SaveSummary> = {}): SaveSummary {
  return { matchId, gameId, seats: [], options: {}, entries: 3, createdAt: updatedAt, updatedAt, finished: false, toAct: [0], ...extra };
}

describe('the resume offer', () => {
  it('is the newest game in progress, whichever game the lobby shows', () => {
    const saves = [save('p1', 'paris', '2026-11-25T11:00:00Z'), save('t1', 'transglobal', '2026-11-25T10:00:00Z')];
    expect(offeredSave(saves, 'transglobal')?.matchId).toBe('p1');
    expect(offeredSave(saves, 'paris')?.matchId).toBe('p1');
  });

  it('prefers the lobby’s game when two are equally new', () => {
    const saves = [save('p1', 'paris', '2026-11-25T11:00:00Z'), save('t1', 'transglobal', '2026-11-25T11:00:00Z')];
    expect(offeredSave(saves, 'transglobal')?.matchId).toBe('t1');
  });

  it('never offers a finished game, one made by another version, or a game this table does not play', () => {
    const saves = [
      save('done', 'paris', '2026-11-25T12:00:00Z', { finished: true }),
      save('old', 'transglobal', '2026-11-25T11:30:00Z', { foreign: { why: 'other-rules-version', detail: 'rules 2' } }),
      save('future', 'made-in-2030', '2026-11-25T11:20:00Z'),
      save('t1', 'transglobal', '2026-11-25T09:00:00Z'),
    ];
    expect(offeredSave(saves, 'paris')?.matchId).toBe('t1');
    expect(offeredSave(saves.slice(0, 3), 'paris')).toBeUndefined();
  });
});
