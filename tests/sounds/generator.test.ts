/**
 * The sound generator (build/sounds) makes the game's WAV files reproducibly, in the format the
 * renderer loads, at a sane level and without clicks: the effects fade in and out, and the music
 * loop's end joins its start. Files are generated into temporary folders; the committed files in
 * assets/sounds must be exactly what the generator makes now.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOUND_RECIPES, writeSounds } from '../../build/sounds/catalogue';
import { readWav, type ParsedWav } from './read-wav';

/** Intended length of each file (ms), from the sound brief, with the tolerance allowed. */
const INTENDED_MS: Readonly<Record<string, readonly [number, number]>> = {
  'build.wav': [100, 200],
  'illegal.wav': [200, 300],
  'ding.wav': [600, 900],
  'turn.wav': [300, 500],
  'round-end.wav': [1000, 1400],
  'win.wav': [1400, 1800],
  'music-loop.wav': [15_000, 17_000],
};

const FULL_SCALE = 32767;
const RATE = 22050;
/** Samples in `ms` at 22 050 Hz. */
const samples = (ms: number): number => Math.round((ms * RATE) / 1000);
/** Largest absolute value of `values`. */
const maxAbs = (values: Int16Array): number => values.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
/** `x` (a 16-bit sample value) in dB relative to full scale. */
const dbfs = (x: number): number => 20 * Math.log10(x / FULL_SCALE);

let first = '';
let second = '';
const parsed = new Map<string, { bytes: Buffer; wav: ParsedWav }>();

beforeAll(async () => {
  first = await mkdtemp(join(tmpdir(), 'railtable-sounds-a-'));
  second = await mkdtemp(join(tmpdir(), 'railtable-sounds-b-'));
  await writeSounds(first);
  await writeSounds(second);
  for (const { file } of SOUND_RECIPES) {
    const bytes = await readFile(join(first, file));
    parsed.set(file, { bytes, wav: readWav(bytes) });
  }
});

afterAll(async () => {
  for (const dir of [first, second]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** The parsed file `file` from the first generation (fails the test if it was not written). */
function sound(file: string): { bytes: Buffer; wav: ParsedWav } {
  const found = parsed.get(file);
  if (!found) throw new Error(`${file} was not generated`);
  return found;
}

const files = SOUND_RECIPES.map((r) => r.file);
const effectFiles = SOUND_RECIPES.filter((r) => !r.loop).map((r) => r.file);

describe('sound generator', () => {
  it('makes the seven sounds the renderer loads', () => {
    expect([...files].sort()).toEqual(['build.wav', 'ding.wav', 'illegal.wav', 'music-loop.wav', 'round-end.wav', 'turn.wav', 'win.wav']);
  });

  it.each(files)('%s is byte-identical when generated twice', async (file) => {
    const again = await readFile(join(second, file));
    expect(again.length).toBeGreaterThan(44);
    expect(again.equals(sound(file).bytes)).toBe(true);
  });

  it.each(files)('the committed assets/sounds/%s is what the generator makes now', async (file) => {
    const committed = await readFile(join(process.cwd(), 'assets', 'sounds', file));
    expect(committed.equals(sound(file).bytes)).toBe(true);
  });

  it.each(files)('%s is a RIFF/WAVE file, PCM mono 22 050 Hz 16-bit', (file) => {
    const { wav } = sound(file);
    expect(wav.riff).toBe('RIFF');
    expect(wav.wave).toBe('WAVE');
    expect(wav.riffSizeMatches).toBe(true);
    expect(wav.audioFormat).toBe(1);
    expect(wav.channels).toBe(1);
    expect(wav.sampleRate).toBe(RATE);
    expect(wav.bitsPerSample).toBe(16);
    expect(wav.byteRate).toBe(RATE * 2);
    expect(wav.blockAlign).toBe(2);
  });

  it.each(files)('%s lasts as long as intended', (file) => {
    const durationMs = (sound(file).wav.samples.length * 1000) / RATE;
    const [min, max] = INTENDED_MS[file] ?? [NaN, NaN];
    expect(durationMs).toBeGreaterThanOrEqual(min);
    expect(durationMs).toBeLessThanOrEqual(max);
  });

  it.each(files)('%s peaks between −12 and −1 dBFS', (file) => {
    const peak = dbfs(maxAbs(sound(file).wav.samples));
    expect(peak).toBeLessThanOrEqual(-1);
    expect(peak).toBeGreaterThan(-12);
  });

  it.each(effectFiles)('%s fades in over its first 5 ms (no click at the start)', (file) => {
    const { samples: pcm } = sound(file).wav;
    const onset = pcm.subarray(0, samples(5));
    expect(Math.abs(pcm[0] ?? FULL_SCALE)).toBeLessThanOrEqual(0.01 * FULL_SCALE);
    // The first quarter millisecond stays under 5 % of full scale: the sound ramps up, no step.
    expect(maxAbs(pcm.subarray(0, samples(0.25)))).toBeLessThanOrEqual(0.05 * FULL_SCALE);
    // …and it does ramp up: by the end of the 5 ms the sound has begun (it is not silent padding).
    expect(maxAbs(onset)).toBeGreaterThan(0.05 * FULL_SCALE);
  });

  it.each(effectFiles)('%s has faded out over its last 5 ms (no click at the end)', (file) => {
    const { samples: pcm } = sound(file).wav;
    // The last sample is at most −60 dBFS and the last 5 ms at most −46 dBFS: it ends in silence.
    expect(Math.abs(pcm[pcm.length - 1] ?? FULL_SCALE)).toBeLessThanOrEqual(0.001 * FULL_SCALE);
    expect(maxAbs(pcm.subarray(pcm.length - samples(5)))).toBeLessThanOrEqual(0.005 * FULL_SCALE);
  });

  it('the music loop joins its end to its start smoothly (same level and slope)', () => {
    const { samples: pcm } = sound('music-loop.wav').wav;
    const n = pcm.length;
    const start = pcm[0] ?? NaN;
    const last = pcm[n - 1] ?? NaN;
    const beforeLast = pcm[n - 2] ?? NaN;
    // The loop does not cheat by joining at silence: the music is sounding at the join.
    expect(Math.max(Math.abs(start), Math.abs(last))).toBeGreaterThan(0.001 * FULL_SCALE);
    expect(Math.abs(start - last)).toBeLessThanOrEqual(0.01 * FULL_SCALE);
    // The step across the join is an ordinary step of this music, not a click: no larger than
    // the 99th percentile of its sample-to-sample steps.
    const steps = Array.from({ length: n - 1 }, (_, i) => Math.abs((pcm[i + 1] ?? 0) - (pcm[i] ?? 0))).sort((a, b) => a - b);
    const p99 = steps[Math.floor(0.99 * steps.length)] ?? 0;
    expect(Math.abs(start - last)).toBeLessThanOrEqual(p99);
    // Same phase: the slope carries on across the join (second difference under 1 % of full scale).
    expect(Math.abs(start - 2 * last + beforeLast)).toBeLessThanOrEqual(0.01 * FULL_SCALE);
  });

  it('all sounds together stay under 1.5 MB', () => {
    const total = files.reduce((sum, file) => sum + sound(file).bytes.length, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});
