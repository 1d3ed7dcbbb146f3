/**
 * The game's sound files and how each is made: file name, recipe, and whether it loops. Every
 * file is normalised to the same peak (`PEAK_DBFS`, over both channels of a stereo file) by
 * `renderSound`, and written by `writeSounds`: the effects as WAV (mono, 22 050 Hz, 16-bit
 * PCM), the music as Ogg Vorbis (stereo, 48 kHz, `MUSIC_QUALITY`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MUSIC_RATE, normalisePeak, peak, SAMPLE_RATE, type Signal } from './dsp';
import { buildClack, ding, illegalBuzz, roundEndArpeggio, shuffleDeal, turnChime, winFanfare } from './effects';
import { musicLoop } from './music';
import { encodeOgg } from './ogg';
import { encodeWav } from './wav';

/** Peak level of every file, in dB relative to full scale. */
export const PEAK_DBFS = -3;

/**
 * The music's Vorbis quality (libvorbis −1…10; 3 is the library's default): about 65 kbit/s
 * for this sparse music, so the 96 s loop is about 760 KiB.
 */
export const MUSIC_QUALITY = 3;

/** A rendered sound: its channels (one for mono, two for stereo: left, right) and sample rate. */
export type Rendered = { readonly channels: readonly Signal[]; readonly rate: number };

/**
 * One sound file: `file` (name in `assets/sounds/`; `.wav` or `.ogg` says how it is encoded),
 * `render` (its un-normalised channels) and `loop` (true for the background music, which must
 * join end to start without a click).
 */
export type SoundRecipe = { readonly file: string; readonly render: () => Rendered; readonly loop: boolean };

/** An effect: a mono signal at `SAMPLE_RATE`. */
const effect = (make: () => Signal) => (): Rendered => ({ channels: [make()], rate: SAMPLE_RATE });

/** Every sound the game ships, effects first (names as the renderer's sound board uses them). */
export const SOUND_RECIPES: readonly SoundRecipe[] = [
  { file: 'build.wav', render: effect(buildClack), loop: false },
  { file: 'illegal.wav', render: effect(illegalBuzz), loop: false },
  { file: 'ding.wav', render: effect(ding), loop: false },
  { file: 'turn.wav', render: effect(turnChime), loop: false },
  { file: 'round-end.wav', render: effect(roundEndArpeggio), loop: false },
  { file: 'win.wav', render: effect(winFanfare), loop: false },
  { file: 'shuffle.wav', render: effect(shuffleDeal), loop: false },
  { file: 'music-loop.ogg', render: () => { const { left, right } = musicLoop(); return { channels: [left, right], rate: MUSIC_RATE }; }, loop: true },
];

/**
 * `recipe` rendered and normalised so that its largest absolute sample over all channels is
 * `PEAK_DBFS` (the PCM that `writeSounds` encodes; dsp.ts `normalisePeak`). Throws on a silent recipe.
 */
export function renderSound(recipe: SoundRecipe): Rendered {
  const { channels, rate } = recipe.render();
  return { channels: normalisePeak(channels, PEAK_DBFS), rate };
}

/** The bytes of `recipe`'s file: WAV for `.wav`, Ogg Vorbis at `MUSIC_QUALITY` for `.ogg`. */
export async function encodeSound(recipe: SoundRecipe, rendered: Rendered): Promise<Uint8Array> {
  if (recipe.file.endsWith('.ogg')) return encodeOgg(rendered.channels, rendered.rate, MUSIC_QUALITY);
  const [mono] = rendered.channels;
  if (rendered.channels.length !== 1 || rendered.rate !== SAMPLE_RATE || !mono) throw new Error(`encodeSound: ${recipe.file} must be mono at ${SAMPLE_RATE} Hz`);
  return encodeWav(mono);
}

/**
 * What `writeSounds` wrote for one file: its path, size (bytes), length (ms), channels, sample
 * rate (Hz) and peak (dBFS, before encoding).
 */
export type WrittenSound = {
  readonly path: string;
  readonly bytes: number;
  readonly durationMs: number;
  readonly channels: number;
  readonly rate: number;
  readonly peakDbfs: number;
};

/**
 * Renders every recipe, normalises it to `PEAK_DBFS`, encodes it (`encodeSound`) and writes it
 * into `outDir` (created if missing; existing files are overwritten). Same code, same bytes.
 * Rejects with the file system's or the encoder's error if a file cannot be made.
 */
export async function writeSounds(outDir: string): Promise<WrittenSound[]> {
  await mkdir(outDir, { recursive: true });
  const written: WrittenSound[] = [];
  for (const recipe of SOUND_RECIPES) {
    const rendered = renderSound(recipe);
    const bytes = await encodeSound(recipe, rendered);
    const path = join(outDir, recipe.file);
    await writeFile(path, bytes);
    const samples = rendered.channels[0]?.length ?? 0;
    written.push({
      path,
      bytes: bytes.length,
      durationMs: (samples * 1000) / rendered.rate,
      channels: rendered.channels.length,
      rate: rendered.rate,
      peakDbfs: 20 * Math.log10(Math.max(...rendered.channels.map(peak))),
    });
  }
  return written;
}
