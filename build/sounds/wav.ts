/**
 * WAV encoding of the generated effects: mono, `SAMPLE_RATE` (22 050 Hz), 16-bit PCM, the plain
 * 44-byte RIFF header written by the `wavefile` library. Deterministic: the same signal always
 * gives the same bytes.
 */
import wavefile from 'wavefile';
import { SAMPLE_RATE, type Signal } from './dsp';

/** Full scale of a 16-bit sample. */
const FULL_SCALE = 32767;

/**
 * The samples of `signal` (−1…1) as 16-bit integers: scaled by 32 767, rounded to the nearest
 * integer and clamped to −32 768…32 767 (so an over-range sample clips instead of wrapping).
 */
export function toPcm16(signal: Signal): Int16Array {
  return Int16Array.from(signal, (x) => Math.max(-32768, Math.min(FULL_SCALE, Math.round(x * FULL_SCALE))));
}

/** The bytes of a WAV file (mono, 22 050 Hz, 16-bit PCM) holding `signal` (the effects). */
export function encodeWav(signal: Signal): Uint8Array {
  const wav = new wavefile.WaveFile();
  wav.fromScratch(1, SAMPLE_RATE, '16', toPcm16(signal));
  return wav.toBuffer();
}
