/**
 * File names of the save store (one folder, one set of files per match):
 * `<matchId>.json` (current), `.json.bak` (the previous write), `.json.gen1`…`.json.gen3`
 * (older writes, newest first) and `<any of those>.corrupt-<time>` (quarantined, never deleted).
 */
import { join } from 'node:path';

/** Where a loadable copy of a match comes from, newest first. */
export const GENERATIONS = ['current', 'bak', 'gen1', 'gen2', 'gen3'] as const;

/** One of {@link GENERATIONS}. */
export type Generation = (typeof GENERATIONS)[number];

/** The file name (no folder) of one generation of a match, e.g. `m1.json.gen2`. */
export function generationFileName(matchId: string, generation: Generation): string {
  return generation === 'current' ? `${matchId}.json` : `${matchId}.json.${generation}`;
}

/** The absolute path of one generation of a match under `dir`. */
export function generationPath(dir: string, matchId: string, generation: Generation): string {
  return join(dir, generationFileName(matchId, generation));
}

/**
 * The quarantine name of a file moved aside at `time`:
 * `<name>.corrupt-<ISO time with ':' and '.' replaced by '-'>`, e.g. `m1.json.corrupt-2026-11-22T03-00-00-000Z`.
 */
export function corruptFileName(fileName: string, time: Date): string {
  return `${fileName}.corrupt-${time.toISOString().replace(/[:.]/g, '-')}`;
}

/** What a file name in the saves folder is, or `undefined` for files the store does not own. */
export type SaveFileKind =
  | { readonly kind: 'generation'; readonly matchId: string; readonly generation: Generation }
  | { readonly kind: 'corrupt'; readonly matchId: string }
  | { readonly kind: 'temp'; readonly matchId: string };

const GENERATION_RE = /^([A-Za-z0-9_-]{1,64})\.json(?:\.(bak|gen1|gen2|gen3))?$/;
const CORRUPT_RE = /^([A-Za-z0-9_-]{1,64})\.json(?:\.(?:bak|gen1|gen2|gen3))?\.corrupt-/;
/** write-file-atomic's temporary files: `<target>.<murmur hash>`. */
const TEMP_RE = /^([A-Za-z0-9_-]{1,64})\.json\.\d+$/;

/** Classifies a file name of the saves folder (see {@link SaveFileKind}). */
export function classifySaveFile(fileName: string): SaveFileKind | undefined {
  const corrupt = CORRUPT_RE.exec(fileName);
  if (corrupt?.[1] !== undefined) return { kind: 'corrupt', matchId: corrupt[1] };
  const temp = TEMP_RE.exec(fileName);
  if (temp?.[1] !== undefined) return { kind: 'temp', matchId: temp[1] };
  const gen = GENERATION_RE.exec(fileName);
  if (gen?.[1] === undefined) return undefined;
  const suffix = gen[2];
  const generation: Generation = suffix === 'bak' || suffix === 'gen1' || suffix === 'gen2' || suffix === 'gen3' ? suffix : 'current';
  return { kind: 'generation', matchId: gen[1], generation };
}
