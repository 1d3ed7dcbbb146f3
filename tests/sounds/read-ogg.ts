/**
 * A minimal Ogg Vorbis reader for the sound tests, written from the Ogg framing (RFC 3533) and
 * the Vorbis I identification header rather than with the library that wrote the file: walks
 * the pages, checks each page's CRC, and reads the stream's channels, rate and nominal bit rate
 * and its final granule position (the exact number of samples per channel a decoder outputs).
 */

/** One Ogg page's header fields. */
export type OggPage = {
  readonly headerType: number;
  readonly granule: bigint;
  readonly serial: number;
  readonly sequence: number;
  /** Whether the stored CRC equals the one computed over the page. */
  readonly crcMatches: boolean;
  readonly body: Uint8Array;
};

/** What an Ogg Vorbis file says about itself. */
export type ParsedOgg = {
  readonly pages: readonly OggPage[];
  readonly channels: number;
  /** Samples per second (Hz). */
  readonly sampleRate: number;
  /** Nominal bit rate from the identification header (bit/s; 0 if unset). */
  readonly nominalBitrate: number;
  /** The last page's granule position: samples per channel in the stream. */
  readonly samples: number;
};

/** CRC-32 of Ogg: polynomial 0x04C11DB7, initial 0, no reflection, no final xor. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, i) => {
  let r = i << 24;
  for (let k = 0; k < 8; k += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function crc(bytes: Uint8Array): number {
  let c = 0;
  for (const b of bytes) c = ((c << 8) ^ (CRC_TABLE[((c >>> 24) ^ b) & 0xff] ?? 0)) >>> 0;
  return c;
}

/** Reads `bytes` as an Ogg Vorbis file. Throws if a page is malformed or the first packet is not a Vorbis identification header. */
export function readOgg(bytes: Uint8Array): ParsedOgg {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages: OggPage[] = [];
  for (let at = 0; at < bytes.length;) {
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) !== 'OggS' || bytes[at + 4] !== 0) throw new Error(`readOgg: no page at byte ${at}`);
    const segments = bytes[at + 26] ?? 0;
    const table = bytes.subarray(at + 27, at + 27 + segments);
    const bodyLength = table.reduce((total, lacing) => total + lacing, 0);
    const end = at + 27 + segments + bodyLength;
    if (end > bytes.length) throw new Error(`readOgg: page at byte ${at} runs past the end`);
    const page = Uint8Array.from(bytes.subarray(at, end));
    page.fill(0, 22, 26);
    pages.push({
      headerType: bytes[at + 5] ?? 0,
      granule: view.getBigInt64(at + 6, true),
      serial: view.getUint32(at + 14, true),
      sequence: view.getUint32(at + 18, true),
      crcMatches: crc(page) === view.getUint32(at + 22, true),
      body: bytes.subarray(at + 27 + segments, end),
    });
    at = end;
  }
  const first = pages[0]?.body;
  if (!first || first[0] !== 1 || String.fromCharCode(...first.subarray(1, 7)) !== 'vorbis') throw new Error('readOgg: no Vorbis identification header');
  const id = new DataView(first.buffer, first.byteOffset, first.byteLength);
  return {
    pages,
    channels: first[11] ?? 0,
    sampleRate: id.getUint32(12, true),
    nominalBitrate: id.getInt32(20, true),
    samples: Number(pages[pages.length - 1]?.granule ?? -1n),
  };
}
