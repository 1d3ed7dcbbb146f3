/**
 * The generator's signal building blocks (build/sounds/dsp.ts) do what the recipes rely on:
 * levels, decays, filters, click-free edges and wrapped mixing for the music loop.
 */
import { describe, expect, it } from 'vitest';
import {
  attackRelease,
  biquad,
  midiHz,
  mixWrapped,
  normalisePeak,
  partials,
  peak,
  SAMPLE_RATE,
  samplesIn,
} from '../../build/sounds/dsp';

/** Root-mean-square of `signal` from sample `from` on. */
function rms(signal: Float64Array, from = 0): number {
  let sum = 0;
  for (let n = from; n < signal.length; n += 1) sum += (signal[n] ?? 0) ** 2;
  return Math.sqrt(sum / (signal.length - from));
}

describe('sound building blocks', () => {
  it('MIDI 69 is A4 = 440 Hz and 12 notes up doubles it', () => {
    expect(midiHz(69)).toBe(440);
    expect(midiHz(81)).toBeCloseTo(880, 9);
    expect(midiHz(60)).toBeCloseTo(261.626, 3);
  });

  it('normalising to −3 dBFS puts the peak at 0.708 of full scale', () => {
    const signal = partials([{ hz: 440, amplitude: 0.2, decayMs: Infinity }], 100);
    expect(peak(normalisePeak([signal], -3)[0] ?? new Float64Array())).toBeCloseTo(10 ** (-3 / 20), 9);
  });

  it('a silent signal cannot be normalised', () => {
    expect(() => normalisePeak([new Float64Array(10)], -3)).toThrow(/silent/);
  });

  it('a partial with a 100 ms decay has fallen by a factor e after 100 ms', () => {
    const tone = partials([{ hz: 1000, amplitude: 1, decayMs: 100 }], 300);
    const cycle = SAMPLE_RATE / 1000;
    const window = (ms: number): number => peak(tone.subarray(samplesIn(ms), samplesIn(ms) + Math.ceil(cycle)));
    expect(window(100) / window(0)).toBeCloseTo(Math.exp(-1), 2);
  });

  it('partials at or above the Nyquist frequency are left out (no aliasing)', () => {
    const tone = partials([{ hz: 12_000, amplitude: 1, decayMs: Infinity }], 50);
    expect(peak(tone)).toBe(0);
  });

  it('a band-pass at 2.6 kHz passes 2.6 kHz and cuts 200 Hz by more than 20 dB', () => {
    const at = (hz: number): number => rms(biquad(partials([{ hz, amplitude: 1, decayMs: Infinity }], 200), 'bandpass', 2600, 1.4), samplesIn(100));
    expect(at(2600)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(20 * Math.log10(at(200) / at(2600))).toBeLessThan(-20);
  });

  it('attack and release make a signal start and end at exactly 0 and reach full level between', () => {
    const edged = attackRelease(new Float64Array(1000).fill(1), 5, 5);
    expect(edged[0]).toBe(0);
    expect(edged[999]).toBeCloseTo(0, 3);
    expect(edged[500]).toBe(1);
    expect(edged[1]).toBeLessThan(0.01);
  });

  it('wrapped mixing carries what falls past the end of a loop round to its start', () => {
    const loop = new Float64Array(10);
    mixWrapped(loop, Float64Array.from([1, 2, 3, 4]), 8, 0.5);
    expect(Array.from(loop)).toEqual([1.5, 2, 0, 0, 0, 0, 0, 0, 0.5, 1]);
  });
});
