/**
 * The game's sound files and how each is made: file name, recipe, and whether it loops. Every
 * file is normalised to the same peak (`PEAK_DBFS`) and written as a WAV (mono, 22 050 Hz,
 * 16-bit PCM) by `writeSounds`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalisePeak, peak, SAMPLE_RATE, type Signal } from './dsp';
import { buildClack, ding, illegalBuzz, roundEndArpeggio, turnChime, winFanfare } from './effects';
import { musicLoop } from './music';
import { encodeWav } from './wav';

/** Peak level of every file, in dB relative to full scale. */
export const PEAK_DBFS = -3;

/**
 * One sound file: `file` (name in `assets/sounds/`), `render` (its un-normalised signal) and
 * `loop` (true for the background music, which must join end to start without a click).
 */
export type SoundRecipe = { readonly file: string; readonly render: () => Signal; readonly loop: boolean };

/** Every sound the game ships, effects first (names as the renderer's sound board uses them). */
export const SOUND_RECIPES: readonly SoundRecipe[] = [
  { file: 'build.wav', render: buildClack, loop: false },
  { file: 'illegal.wav', render: illegalBuzz, loop: false },
  { file: 'ding.wav', render: ding, loop: false },
  { file: 'turn.wav', render: turnChime, loop: false },
  { file: 'round-end.wav', render: roundEndArpeggio, loop: false },
  { file: 'win.wav', render: winFanfare, loop: false },
  { file: 'music-loop.wav', render: musicLoop, loop: true },
];

/** What `writeSounds` wrote for one file: its path, size (bytes), length (ms) and peak (dBFS). */
export type WrittenSound = { readonly path: string; readonly bytes: number; readonly durationMs: number; readonly peakDbfs: number };

/**
 * Renders every recipe, normalises it to `PEAK_DBFS` and writes it as a WAV into `outDir`
 * (created if missing; existing files are overwritten). Same code, same bytes. Rejects with the
 * file system's error if a file cannot be written.
 */
export async function writeSounds(outDir: string): Promise<WrittenSound[]> {
  await mkdir(outDir, { recursive: true });
  const written: WrittenSound[] = [];
  for (const recipe of SOUND_RECIPES) {
    const signal = normalisePeak(recipe.render(), PEAK_DBFS);
    const bytes = encodeWav(signal);
    const path = join(outDir, recipe.file);
    await writeFile(path, bytes);
    written.push({ path, bytes: bytes.length, durationMs: (signal.length * 1000) / SAMPLE_RATE, peakDbfs: 20 * Math.log10(peak(signal)) });
  }
  return written;
}
