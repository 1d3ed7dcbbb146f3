/**
 * Signal building blocks for the sound generator: sine partials with their own decays, FM
 * tones, seeded noise, biquad filters, envelopes, mixing (one-shot or wrapped for loops) and peak
 * normalisation. A signal is a `Float64Array` of samples in −1…1 (full scale) at
 * `SAMPLE_RATE` unless a function is given another `rate` (the music is made at `MUSIC_RATE`,
 * 48 kHz; the effects at 22 050 Hz). Everything is a pure function of its arguments (noise takes a seed), so the
 * same recipe always renders the same samples.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** Samples per second of the effects (Hz), and the default `rate` of every function here. */
export const SAMPLE_RATE = 22050;
/** Samples per second of the music (Hz): 48 kHz, the rate most audio devices run at. */
export const MUSIC_RATE = 48000;

/** A mono signal: samples in −1…1 (full scale), at `SAMPLE_RATE` unless said otherwise. */
export type Signal = Float64Array;

/** A note's frequency (Hz) from its MIDI number (69 = A4 = 440 Hz, 60 = middle C). */
export function midiHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** Number of whole samples in `ms` milliseconds at `rate` (rounded to the nearest sample). */
export function samplesIn(ms: number, rate = SAMPLE_RATE): number {
  return Math.round((ms * rate) / 1000);
}

/** A silent signal `ms` milliseconds long at `rate`. */
export function silence(ms: number, rate = SAMPLE_RATE): Signal {
  return new Float64Array(samplesIn(ms, rate));
}

/**
 * One sine component: frequency `hz`, starting amplitude `amplitude` (full scale = 1), and
 * `decayMs`, the time in ms for its amplitude to fall by a factor e (`Infinity`: no decay).
 */
export type Partial = { readonly hz: number; readonly amplitude: number; readonly decayMs: number };

/**
 * The sum of `partials`, `ms` milliseconds long, each an exponentially decaying sine starting
 * at phase 0, at `rate`. Partials at or above the Nyquist frequency (`rate / 2`: 11 025 Hz for
 * the effects) are left out, so nothing aliases. No attack is applied: shape the onset with
 * `attackRelease`.
 */
export function partials(list: readonly Partial[], ms: number, rate = SAMPLE_RATE): Signal {
  const out = silence(ms, rate);
  for (const { hz, amplitude, decayMs } of list) {
    if (hz >= rate / 2) continue;
    const step = (2 * Math.PI * hz) / rate;
    const fall = Number.isFinite(decayMs) ? Math.exp(-1000 / (decayMs * rate)) : 1;
    let gain = amplitude;
    for (let n = 0; n < out.length; n += 1) {
      out[n] = (out[n] ?? 0) + gain * Math.sin(step * n);
      gain *= fall;
    }
  }
  return out;
}

/**
 * A two-operator FM tone, `ms` milliseconds long: a carrier at `hz` whose phase is modulated by
 * a sine at `hz × ratio`. The modulation `index` (radians) falls by a factor e every
 * `indexDecayMs`, so the tone starts bright and mellows; the amplitude falls by e every
 * `decayMs`. Keep `hz × ratio × (index + 2)` under 11 kHz to avoid aliasing.
 */
export function fmTone(tone: {
  readonly hz: number;
  readonly ratio: number;
  readonly index: number;
  readonly indexDecayMs: number;
  readonly amplitude: number;
  readonly decayMs: number;
}, ms: number): Signal {
  const out = silence(ms);
  const carrier = (2 * Math.PI * tone.hz) / SAMPLE_RATE;
  const modulator = carrier * tone.ratio;
  for (let n = 0; n < out.length; n += 1) {
    const elapsedMs = (n * 1000) / SAMPLE_RATE;
    const index = tone.index * Math.exp(-elapsedMs / tone.indexDecayMs);
    const gain = tone.amplitude * Math.exp(-elapsedMs / tone.decayMs);
    out[n] = gain * Math.sin(carrier * n + index * Math.sin(modulator * n));
  }
  return out;
}

/**
 * White noise `ms` milliseconds long at `rate`, uniform in −1…1, from pure-rand's xoroshiro128+
 * seeded with `seed` (an integer): the same seed gives the same noise.
 */
export function noise(ms: number, seed: number, rate = SAMPLE_RATE): Signal {
  const out = silence(ms, rate);
  const rng = xoroshiro128plus(seed);
  for (let n = 0; n < out.length; n += 1) out[n] = rng.next() / 0x80000000;
  return out;
}

/** Which response a biquad filter has (RBJ audio-EQ cookbook). */
export type FilterKind = 'lowpass' | 'bandpass';

/**
 * `signal` through a biquad filter (RBJ audio-EQ cookbook) at `hz` with quality `q`, starting
 * from rest; the band-pass has 0 dB gain at its centre. `rate` is the signal's. Returns a new
 * signal of the same length.
 */
export function biquad(signal: Signal, kind: FilterKind, hz: number, q: number, rate = SAMPLE_RATE): Signal {
  const w = (2 * Math.PI * hz) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const [b0, b1, b2] = kind === 'lowpass' ? [(1 - cos) / 2, 1 - cos, (1 - cos) / 2] : [alpha, 0, -alpha];
  const a0 = 1 + alpha;
  const a1 = -2 * cos;
  const a2 = 1 - alpha;
  const out = new Float64Array(signal.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let n = 0; n < signal.length; n += 1) {
    const x = signal[n] ?? 0;
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    out[n] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/** `signal` (at `rate`) multiplied by an exponential decay that falls by a factor e every `decayMs`. */
export function decay(signal: Signal, decayMs: number, rate = SAMPLE_RATE): Signal {
  const fall = Math.exp(-1000 / (decayMs * rate));
  const out = new Float64Array(signal.length);
  let gain = 1;
  for (let n = 0; n < signal.length; n += 1) {
    out[n] = (signal[n] ?? 0) * gain;
    gain *= fall;
  }
  return out;
}

/**
 * `signal` with a raised-cosine fade-in over its first `attackMs` and a raised-cosine fade-out
 * over its last `releaseMs` (0 for none). The first sample of a fade-in and the last sample of a
 * fade-out are exactly 0, so the signal starts and ends without a click. `rate` is the signal's.
 */
export function attackRelease(signal: Signal, attackMs: number, releaseMs: number, rate = SAMPLE_RATE): Signal {
  const out = Float64Array.from(signal);
  const rise = Math.min(samplesIn(attackMs, rate), out.length);
  for (let n = 0; n < rise; n += 1) out[n] = (out[n] ?? 0) * raisedCosine(n / rise);
  const fall = Math.min(samplesIn(releaseMs, rate), out.length);
  for (let k = 0; k < fall; k += 1) {
    const n = out.length - 1 - k;
    out[n] = (out[n] ?? 0) * raisedCosine(k / fall);
  }
  return out;
}

/** The raised-cosine ramp: 0 at `x = 0`, 1 at `x = 1`, flat at both ends. */
function raisedCosine(x: number): number {
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
}

/** The sum of `signals`, as long as the longest. */
export function sum(...signals: readonly Signal[]): Signal {
  const out = new Float64Array(Math.max(0, ...signals.map((s) => s.length)));
  for (const signal of signals) mixAt(out, signal, 0, 1);
  return out;
}

/**
 * Adds `source × gain` into `target` (in place) from sample `start`; samples falling past the
 * end of `target` are dropped (a one-shot sound).
 */
export function mixAt(target: Signal, source: Signal, start: number, gain: number): void {
  for (let k = 0; k < source.length; k += 1) {
    const n = start + k;
    if (n >= target.length) return;
    target[n] = (target[n] ?? 0) + (source[k] ?? 0) * gain;
  }
}

/**
 * Adds `source × gain` into `target` (in place) from sample `start`, wrapping what falls past
 * the end round to the beginning. Rendering every event of a loop this way makes the loop's end
 * flow into its start exactly as it flows between any two neighbouring samples.
 */
export function mixWrapped(target: Signal, source: Signal, start: number, gain: number): void {
  const length = target.length;
  for (let k = 0; k < source.length; k += 1) {
    const n = (((start + k) % length) + length) % length;
    target[n] = (target[n] ?? 0) + (source[k] ?? 0) * gain;
  }
}

/** The largest absolute sample of `signal` (full scale = 1). */
export function peak(signal: Signal): number {
  let max = 0;
  for (const x of signal) max = Math.max(max, Math.abs(x));
  return max;
}

/**
 * `channels` (one signal, or a stereo pair) scaled together so that their largest absolute
 * sample is `dbfs` decibels relative to full scale (e.g. −3 → 0.708); the balance between
 * channels is kept. Throws on silence, which has no peak to scale.
 */
export function normalisePeak(channels: readonly Signal[], dbfs: number): Signal[] {
  const top = Math.max(0, ...channels.map(peak));
  if (!(top > 0)) throw new Error('normalisePeak: the signal is silent');
  const gain = 10 ** (dbfs / 20) / top;
  return channels.map((c) => c.map((x) => x * gain));
}

/** A stereo signal: two channels of the same length (samples in −1…1). */
export type Stereo = { readonly left: Signal; readonly right: Signal };

/**
 * Equal-power pan gains for a position `pan` in −1 (left)…+1 (right): centre gives 0.707 to
 * each side, so a voice keeps its loudness wherever it sits. Only gains, never delays or
 * inverted phase, so the channels' sum (mono) never cancels.
 */
export function panGains(pan: number): { readonly left: number; readonly right: number } {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return { left: Math.cos(angle), right: Math.sin(angle) };
}

/** `mixWrapped` of `source × gain` into both channels of `target`, placed at `pan` (see `panGains`). */
export function mixWrappedPanned(target: Stereo, source: Signal, start: number, gain: number, pan: number): void {
  const { left, right } = panGains(pan);
  mixWrapped(target.left, source, start, gain * left);
  mixWrapped(target.right, source, start, gain * right);
}
