/**
 * The renderer's sound URLs (renderer/audio/urls.ts) point at the files the generator makes:
 * every sound the board loads has its own generated file (WAV effects, Ogg music), so a
 * renamed recipe or a missing file shows up here rather than as silence in the game.
 */
import { describe, expect, it } from 'vitest';
import { SOUND_RECIPES } from '../../build/sounds/catalogue';
import { SOUND_EFFECTS, soundFormat } from '../../renderer/audio/sound';
import { SOUND_URLS } from '../../renderer/audio/urls';

/** The file name at the end of a URL path. */
const fileOf = (url: string): string => url.split('/').pop() ?? '';

describe('sound URLs', () => {
  it.each(SOUND_EFFECTS)('the %s effect loads the generated <name>.wav', (effect) => {
    expect(fileOf(SOUND_URLS[effect])).toBe(`${effect}.wav`);
  });

  it('the music loads the generated music-loop.ogg, which howler is told is Ogg', () => {
    expect(fileOf(SOUND_URLS.music)).toBe('music-loop.ogg');
    expect(soundFormat(SOUND_URLS.music)).toBe('ogg');
  });

  it.each(SOUND_EFFECTS)('howler is told the %s effect is a WAV', (effect) => {
    expect(soundFormat(SOUND_URLS[effect])).toBe('wav');
  });

  it('every URL names a file the generator writes, and no two sounds share one', () => {
    const generated = SOUND_RECIPES.map((r) => r.file);
    const used = Object.values(SOUND_URLS).map(fileOf);
    expect(new Set(used).size).toBe(used.length);
    for (const file of used) expect(generated).toContain(file);
    expect([...used].sort()).toEqual([...generated].sort());
  });
});
