/**
 * The sound board made on demand (renderer/app/lazy-sound.ts): nothing loaded until the first
 * sound or `make()`, one board for the page's life, sounds asked for while it is being made
 * played once it is, in order, and a failed load leaving the table silent.
 */
import { describe, expect, it } from 'vitest';
import type { SoundBoard } from '../../renderer/audio/sound';
import { lazySound } from '../../renderer/app/lazy-sound';

function fakeBoard(log: string[]): SoundBoard {
  return {
    play: (effect) => void log.push(`play ${effect}`),
    startMusic: () => void log.push('music on'),
    stopMusic: () => void log.push('music off'),
    setVolume: () => void log.push('volume'),
    unload: () => void log.push('unload'),
  };
}

describe('lazySound', () => {
  it('loads nothing before the first sound, then plays the sounds asked for while loading, in order, on one board', async () => {
    const log: string[] = [];
    let loads = 0;
    const sound = lazySound(async () => {
      loads += 1;
      return fakeBoard(log);
    });
    sound.stopMusic();
    expect(loads).toBe(0);
    expect(sound.board).toBeUndefined();
    sound.play('ding');
    sound.startMusic();
    sound.stopMusic();
    expect(log).toEqual([]);
    await sound.make();
    expect(loads).toBe(1);
    expect(log).toEqual(['play ding', 'music on', 'music off']);
    sound.play('turn');
    expect(log.at(-1)).toBe('play turn');
    expect(sound.board).toBeDefined();
  });

  it('make() loads the board once; a failed load stays silent and throws nothing at the callers', async () => {
    let loads = 0;
    const sound = lazySound(() => {
      loads += 1;
      return Promise.reject(new Error('no chunk'));
    });
    sound.play('ding');
    sound.startMusic();
    await expect(sound.make()).rejects.toThrow('no chunk');
    sound.stopMusic();
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(sound.board).toBeUndefined();
  });
});
