/**
 * `npm run sounds:build` (`tsx build/sounds/generate.ts [outDir]`): synthesises the game's
 * sounds into `assets/sounds/` (or `outDir`) — see `catalogue.ts` for the list. No downloaded
 * assets: every file is made here from sines, FM and seeded noise, and re-running it gives
 * byte-identical files. Prints one line per file (size, length, channels, rate, peak); exits 1
 * on a write or encoding error.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { writeSounds } from './catalogue';

const defaultDir = fileURLToPath(new URL('../../assets/sounds/', import.meta.url));
const outDir = resolve(process.argv[2] ?? defaultDir);

try {
  const written = await writeSounds(outDir);
  let total = 0;
  for (const sound of written) {
    total += sound.bytes;
    console.log(`${sound.path}  ${(sound.bytes / 1024).toFixed(1)} KiB  ${sound.durationMs.toFixed(0)} ms  ${sound.channels === 2 ? 'stereo' : 'mono'} ${sound.rate} Hz  peak ${sound.peakDbfs.toFixed(2)} dBFS`);
  }
  console.log(`${written.length} files, ${(total / 1024).toFixed(1)} KiB in ${outDir}`);
} catch (error) {
  console.error('sounds:build failed:', error);
  process.exitCode = 1;
}
