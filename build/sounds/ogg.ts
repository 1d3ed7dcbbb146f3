/**
 * Ogg Vorbis encoding of the generated music, with the reference libvorbis encoder compiled to
 * WebAssembly (the `wasm-media-encoders` package). Vorbis in Ogg rather than MP3 because its
 * last page's granule position tells decoders the exact sample count, so Chromium's
 * `decodeAudioData` gives back exactly the samples encoded, with no encoder delay or padding
 * to break the loop; MP3 adds both. Deterministic: the stream's serial number, which the
 * library would otherwise draw at random, is fixed, so the same signal always gives the same
 * bytes.
 */
import { createOggEncoder } from 'wasm-media-encoders';
import type { Signal } from './dsp';

/** The Ogg stream's serial number (any fixed value; one stream per file). */
const SERIAL_NUMBER = 0x52_54_42_4c;
/** Samples handed to the encoder at a time. */
const CHUNK = 8192;

/**
 * The bytes of an Ogg Vorbis file holding `channels` (one or two signals of equal length in
 * −1…1, at `rate` Hz), encoded with variable bit rate at `quality` (libvorbis's −1…10; 0 is
 * about 64 kbit/s for stereo music). Rejects if the encoder refuses the parameters.
 */
export async function encodeOgg(channels: readonly Signal[], rate: number, quality: number): Promise<Uint8Array> {
  if (channels.length !== 1 && channels.length !== 2) throw new Error('encodeOgg: one or two channels');
  const length = channels[0]?.length ?? 0;
  if (channels.some((c) => c.length !== length)) throw new Error('encodeOgg: channels differ in length');
  const encoder = await createOggEncoder();
  encoder.configure({ channels: channels.length === 1 ? 1 : 2, sampleRate: rate, vbrQuality: quality, oggSerialNo: SERIAL_NUMBER });
  const pcm = channels.map((c) => Float32Array.from(c, (x) => Math.max(-1, Math.min(1, x))));
  const parts: Uint8Array[] = [];
  // The encoder owns the arrays it returns: copy each before the next call.
  for (let start = 0; start < length; start += CHUNK) {
    parts.push(Uint8Array.from(encoder.encode(pcm.map((c) => c.subarray(start, start + CHUNK)))));
  }
  parts.push(Uint8Array.from(encoder.finalize()));
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
