/**
 * After a crash (renderer/app/recover.ts): the game being played goes straight back on the table;
 * a game left longer than the idle reset would have allowed is only offered for Resume.
 */
import { describe, expect, it } from 'vitest';
import { resumeAfterCrash } from '../../renderer/app/recover';

const now = new Date('2026-11-22T06:00:00.000Z');
const idle = { timeoutMs: 90_000, countdownMs: 30_000 };
const savedAgo = (ms: number): { updatedAt: string; finished: boolean } => ({ updatedAt: new Date(now.getTime() - ms).toISOString(), finished: false });

describe('resume after a crash', () => {
  it('resumes a game whose last action is more recent than idle timeout + countdown', () => {
    expect(resumeAfterCrash({ recovering: true, save: savedAgo(5_000), now, idle })).toBe(true);
    expect(resumeAfterCrash({ recovering: true, save: savedAgo(119_999), now, idle })).toBe(true);
  });

  it('does not resume an older game, a finished one, none, or on a normal start', () => {
    expect(resumeAfterCrash({ recovering: true, save: savedAgo(120_000), now, idle })).toBe(false);
    expect(resumeAfterCrash({ recovering: true, save: { ...savedAgo(1000), finished: true }, now, idle })).toBe(false);
    expect(resumeAfterCrash({ recovering: true, save: undefined, now, idle })).toBe(false);
    expect(resumeAfterCrash({ recovering: false, save: savedAgo(1000), now, idle })).toBe(false);
  });

  it('does not resume a save whose time cannot be read', () => {
    expect(resumeAfterCrash({ recovering: true, save: { updatedAt: 'yesterday', finished: false }, now, idle })).toBe(false);
  });
});
