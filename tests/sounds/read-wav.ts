/**
 * A minimal WAV reader for the sound tests, written from the RIFF/WAVE layout rather than with
 * the library that wrote the files, so the tests check the bytes independently: walks the
 * chunks, reads the `fmt ` fields and returns the `data` chunk's 16-bit samples.
 */

/** What a WAV file says about itself, and its samples (16-bit PCM only). */
export type ParsedWav = {
  readonly riff: string;
  readonly wave: string;
  /** 1 = integer PCM. */
  readonly audioFormat: number;
  readonly channels: number;
  /** Samples per second (Hz). */
  readonly sampleRate: number;
  readonly bitsPerSample: number;
  /** Bytes per second as declared in the header. */
  readonly byteRate: number;
  readonly blockAlign: number;
  /** The RIFF size field compared with what the file holds: file length − 8. */
  readonly riffSizeMatches: boolean;
  readonly samples: Int16Array;
};

/** Reads `bytes` as a WAV file. Throws if a chunk is missing or the data is not 16-bit. */
export function readWav(bytes: Uint8Array): ParsedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));
  let fmt: Omit<ParsedWav, 'riff' | 'wave' | 'riffSizeMatches' | 'samples'> | undefined;
  let samples: Int16Array | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      fmt = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        byteRate: view.getUint32(body + 8, true),
        blockAlign: view.getUint16(body + 12, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (fmt?.bitsPerSample !== 16) throw new Error('readWav: data before a 16-bit fmt chunk');
      samples = new Int16Array(size / 2);
      for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(body + 2 * i, true);
    }
    at = body + size + (size % 2);
  }
  if (!fmt || !samples) throw new Error('readWav: no fmt or data chunk');
  return {
    riff: text(0),
    wave: text(8),
    riffSizeMatches: view.getUint32(4, true) === bytes.length - 8,
    ...fmt,
    samples,
  };
}
