/**
 * The sound generator (build/sounds) makes the game's files reproducibly, in the formats the
 * renderer loads, at a sane level and without clicks: the effects (mono WAV) fade in and out; the
 * music (stereo Ogg Vorbis) is a long, varied loop whose end joins its start, measured on the PCM
 * it encodes. Files are generated into temporary folders; the committed files in assets/sounds
 * must be exactly what the generator makes now.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSound, SOUND_RECIPES, type Rendered, writeSounds } from '../../build/sounds/catalogue';
import { biquad } from '../../build/sounds/dsp';
import { readOgg, type ParsedOgg } from './read-ogg';
import { readWav, type ParsedWav } from './read-wav';

/** Intended length of each effect (ms), from the sound brief, with the tolerance allowed. */
const INTENDED_MS: Readonly<Record<string, readonly [number, number]>> = {
  'build.wav': [100, 200],
  'illegal.wav': [200, 300],
  'ding.wav': [600, 900],
  'turn.wav': [300, 500],
  'round-end.wav': [1000, 1400],
  'win.wav': [1400, 1800],
  'shuffle.wav': [1300, 1700],
};

const MUSIC = 'music-loop.ogg';
const FULL_SCALE = 32767;
const RATE = 22050;
/** Samples in `ms` at 22 050 Hz. */
const samples = (ms: number): number => Math.round((ms * RATE) / 1000);
/** Largest absolute value of `values`. */
function maxAbs(values: ArrayLike<number>): number {
  let max = 0;
  for (let i = 0; i < values.length; i += 1) max = Math.max(max, Math.abs(values[i] ?? 0));
  return max;
}
/** `x` (a 16-bit sample value) in dB relative to full scale. */
const dbfs = (x: number): number => 20 * Math.log10(x / FULL_SCALE);
/** Root-mean-square of `signal` over samples `from`…`to` (exclusive). */
function rms(signal: Float64Array, from = 0, to = signal.length): number {
  let total = 0;
  for (let n = from; n < to; n += 1) total += (signal[n] ?? 0) ** 2;
  return Math.sqrt(total / (to - from));
}
/** `ratio` (of amplitudes) in dB. */
const db = (ratio: number): number => 20 * Math.log10(ratio);

let first = '';
let second = '';
const generated = new Map<string, Buffer>();
let music: Rendered = { channels: [], rate: 0 };
let ogg: ParsedOgg | undefined;

beforeAll(async () => {
  first = await mkdtemp(join(tmpdir(), 'railtable-sounds-a-'));
  second = await mkdtemp(join(tmpdir(), 'railtable-sounds-b-'));
  await writeSounds(first);
  await writeSounds(second);
  for (const { file } of SOUND_RECIPES) generated.set(file, await readFile(join(first, file)));
  const recipe = SOUND_RECIPES.find((r) => r.file === MUSIC);
  if (!recipe) throw new Error(`no recipe for ${MUSIC}`);
  music = renderSound(recipe);
  ogg = readOgg(bytesOf(MUSIC));
}, 300_000);

afterAll(async () => {
  for (const dir of [first, second]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** The bytes of `file` from the first generation (fails the test if it was not written). */
function bytesOf(file: string): Buffer {
  const found = generated.get(file);
  if (!found) throw new Error(`${file} was not generated`);
  return found;
}
/** The parsed WAV effect `file`. */
const wavOf = (file: string): ParsedWav => readWav(bytesOf(file));
/** The parsed music file. */
function musicOgg(): ParsedOgg {
  if (!ogg) throw new Error(`${MUSIC} was not parsed`);
  return ogg;
}
/** The music's two channels (normalised PCM, as encoded) and their mono sum. */
function musicChannels(): { left: Float64Array; right: Float64Array; mono: Float64Array } {
  const [left, right] = music.channels;
  if (!left || !right) throw new Error('the music is not stereo');
  return { left, right, mono: left.map((x, n) => (x + (right[n] ?? 0)) / 2) };
}

const files = SOUND_RECIPES.map((r) => r.file);
const effectFiles = SOUND_RECIPES.filter((r) => !r.loop).map((r) => r.file);

describe('sound generator', () => {
  it('makes the eight sounds the renderer loads', () => {
    expect([...files].sort()).toEqual(['build.wav', 'ding.wav', 'illegal.wav', 'music-loop.ogg', 'round-end.wav', 'shuffle.wav', 'turn.wav', 'win.wav']);
  });

  it.each(files)('%s is byte-identical when generated twice', async (file) => {
    const again = await readFile(join(second, file));
    expect(again.length).toBeGreaterThan(44);
    expect(again.equals(bytesOf(file))).toBe(true);
  });

  it.each(files)('the committed assets/sounds/%s is what the generator makes now', async (file) => {
    const committed = await readFile(join(process.cwd(), 'assets', 'sounds', file));
    expect(committed.equals(bytesOf(file))).toBe(true);
  });
});

describe('sound effects', () => {
  it.each(effectFiles)('%s is a RIFF/WAVE file, PCM mono 22 050 Hz 16-bit', (file) => {
    const wav = wavOf(file);
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

  it.each(effectFiles)('%s lasts as long as intended', (file) => {
    const durationMs = (wavOf(file).samples.length * 1000) / RATE;
    const [min, max] = INTENDED_MS[file] ?? [NaN, NaN];
    expect(durationMs).toBeGreaterThanOrEqual(min);
    expect(durationMs).toBeLessThanOrEqual(max);
  });

  it.each(effectFiles)('%s peaks between −12 and −1 dBFS', (file) => {
    const peak = dbfs(maxAbs(wavOf(file).samples));
    expect(peak).toBeLessThanOrEqual(-1);
    expect(peak).toBeGreaterThan(-12);
  });

  it.each(effectFiles)('%s fades in over its first 5 ms (no click at the start)', (file) => {
    const { samples: pcm } = wavOf(file);
    const onset = pcm.subarray(0, samples(5));
    expect(Math.abs(pcm[0] ?? FULL_SCALE)).toBeLessThanOrEqual(0.01 * FULL_SCALE);
    // The first quarter millisecond stays under 5 % of full scale: the sound ramps up, no step.
    expect(maxAbs(pcm.subarray(0, samples(0.25)))).toBeLessThanOrEqual(0.05 * FULL_SCALE);
    // …and it does ramp up: by the end of the 5 ms the sound has begun (it is not silent padding).
    expect(maxAbs(onset)).toBeGreaterThan(0.05 * FULL_SCALE);
  });

  it.each(effectFiles)('%s has faded out over its last 5 ms (no click at the end)', (file) => {
    const { samples: pcm } = wavOf(file);
    // The last sample is at most −60 dBFS and the last 5 ms at most −46 dBFS: it ends in silence.
    expect(Math.abs(pcm[pcm.length - 1] ?? FULL_SCALE)).toBeLessThanOrEqual(0.001 * FULL_SCALE);
    expect(maxAbs(pcm.subarray(pcm.length - samples(5)))).toBeLessThanOrEqual(0.005 * FULL_SCALE);
  });
});

describe('music loop', () => {
  it('is one Ogg Vorbis stream, stereo at 48 kHz, every page intact', () => {
    const { pages, channels, sampleRate } = musicOgg();
    expect(channels).toBe(2);
    expect(sampleRate).toBe(48_000);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.every((p) => p.crcMatches)).toBe(true);
    expect(new Set(pages.map((p) => p.serial)).size).toBe(1);
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
    // Begins and ends the stream (flags 2 and 4), so players know where the samples stop.
    expect((pages[0]?.headerType ?? 0) & 2).toBe(2);
    expect((pages[pages.length - 1]?.headerType ?? 0) & 4).toBe(4);
  });

  it('plays at least 90 s before it repeats, and the file says exactly how many samples it holds', () => {
    const { left, right } = musicChannels();
    expect(music.rate).toBe(48_000);
    expect(right.length).toBe(left.length);
    expect(left.length / music.rate).toBeGreaterThanOrEqual(90);
    expect(left.length / music.rate).toBeLessThanOrEqual(180);
    // The last granule position is the PCM's length: decoders trim the final block to it, so
    // no padding is added at the loop point.
    expect(musicOgg().samples).toBe(left.length);
  });

  it('does not repeat itself within the loop: shifted by any whole number of bars it differs', () => {
    const { mono } = musicChannels();
    const bar = 2 * music.rate;
    const power = rms(mono) ** 2;
    const differences: number[] = [];
    for (let shift = bar; shift < mono.length; shift += bar) {
      let total = 0;
      for (let n = 0; n < mono.length; n += 1) total += ((mono[n] ?? 0) - (mono[(n + shift) % mono.length] ?? 0)) ** 2;
      differences.push(total / mono.length / power);
    }
    // A copy would give 0; unrelated music about 2. Every shift short of the whole loop stays far from a copy.
    expect(Math.min(...differences)).toBeGreaterThan(0.3);
  });

  it('is under 1.2 MB (compressed: about 65 kbit/s)', () => {
    const bytes = bytesOf(MUSIC).length;
    const seconds = musicOgg().samples / musicOgg().sampleRate;
    expect(bytes).toBeLessThanOrEqual(1_200_000);
    expect((bytes * 8) / seconds).toBeLessThan(100_000);
  });

  it('peaks between −12 and −1 dBFS on either channel, and sits at background level', () => {
    const { left, right, mono } = musicChannels();
    const peak = db(Math.max(maxAbs(left), maxAbs(right)));
    expect(peak).toBeLessThanOrEqual(-1);
    expect(peak).toBeGreaterThan(-12);
    // Average level (mono sum) between −24 and −14 dBFS: a bed of sound, not a foreground.
    expect(db(rms(mono))).toBeGreaterThan(-24);
    expect(db(rms(mono))).toBeLessThan(-14);
  });

  it('has dynamics: its 8 s stretches differ in level by a few dB, with no jumps', () => {
    const { mono } = musicChannels();
    const window = 8 * music.rate;
    const levels: number[] = [];
    for (let from = 0; from + window <= mono.length; from += window) levels.push(db(rms(mono, from, from + window)));
    const range = Math.max(...levels) - Math.min(...levels);
    expect(range).toBeGreaterThan(1.5);
    expect(range).toBeLessThan(8);
    for (let i = 0; i < levels.length; i += 1) {
      const next = levels[(i + 1) % levels.length] ?? NaN;
      expect(Math.abs(next - (levels[i] ?? NaN))).toBeLessThan(4);
    }
  });

  it('has a stretch where the train rhythm drops out (the 3.8 kHz band of its clicks falls away)', () => {
    const { mono } = musicChannels();
    // Two band-pass stages (fourth order) keep the pads' and bells' harmonics out of the band.
    const band = biquad(biquad(mono, 'bandpass', 3_800, 2, music.rate), 'bandpass', 3_800, 2, music.rate);
    const window = 4 * music.rate;
    const levels: number[] = [];
    for (let from = 0; from + window <= band.length; from += window) levels.push(db(rms(band, from, from + window)));
    const sorted = [...levels].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
    // At least two 4 s stretches in a row 10 dB under the usual level: the train is away (what
    // is left in the band are the bells' and the bass's onsets).
    const away = levels.map((level) => level < median - 10);
    expect(away.some((quiet, i) => quiet && away[i + 1] === true)).toBe(true);
    // …but it is there most of the time.
    expect(away.filter(Boolean).length).toBeLessThanOrEqual(levels.length / 3);
  });

  it('is stereo yet mono-compatible: the channels differ, and their sum loses almost nothing', () => {
    const { left, right, mono } = musicChannels();
    let lr = 0;
    for (let n = 0; n < left.length; n += 1) lr += (left[n] ?? 0) * (right[n] ?? 0);
    const correlation = lr / left.length / (rms(left) * rms(right));
    expect(correlation).toBeLessThan(0.97);
    expect(correlation).toBeGreaterThan(0.6);
    // Mono (the channels' average) within 1.5 dB of the channels' own level: nothing cancels.
    expect(db(rms(mono) / Math.sqrt((rms(left) ** 2 + rms(right) ** 2) / 2))).toBeGreaterThan(-1.5);
  });

  it.each([0, 1])('channel %i joins its end to its start smoothly (same level and slope)', (channel) => {
    const pcm = music.channels[channel] ?? new Float64Array();
    const n = pcm.length;
    const start = pcm[0] ?? NaN;
    const last = pcm[n - 1] ?? NaN;
    const beforeLast = pcm[n - 2] ?? NaN;
    // The loop does not cheat by joining at silence: the music is sounding at the join.
    expect(Math.max(Math.abs(start), Math.abs(last))).toBeGreaterThan(0.001);
    expect(Math.abs(start - last)).toBeLessThanOrEqual(0.01);
    // The step across the join is an ordinary step of this music, not a click: no larger than
    // the 99th percentile of its sample-to-sample steps.
    const steps = Float64Array.from({ length: n - 1 }, (_, i) => Math.abs((pcm[i + 1] ?? 0) - (pcm[i] ?? 0))).sort();
    const p99 = steps[Math.floor(0.99 * steps.length)] ?? 0;
    expect(Math.abs(start - last)).toBeLessThanOrEqual(p99);
    // Same phase: the slope carries on across the join (second difference under 1 % of full scale).
    expect(Math.abs(start - 2 * last + beforeLast)).toBeLessThanOrEqual(0.01);
  });
});

describe('all sounds', () => {
  it('together stay under 1.5 MB', () => {
    const total = files.reduce((sum, file) => sum + bytesOf(file).length, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});
