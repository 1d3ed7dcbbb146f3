/**
 * The seeded random generator of a match (design: "Randomness comes only from a seeded
 * generator whose state lives in the match").
 *
 * pure-rand's xoroshiro128+ does the work; its state is four 32-bit integers, kept in the
 * match as plain JSON (`RandomState`). The runner builds a generator from that state for each
 * action, hands it to `apply`, and reads back the new state and how many values were drawn.
 */
import { digest } from 'ohash';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Random } from './types';

/** The generator's state as JSON: four signed 32-bit integers (xoroshiro128+). */
export type RandomState = readonly number[];

/**
 * A `Random` that also reports its state and how many values it has drawn.
 * - `draws()`: the number of uniform integers drawn so far (a shuffle of n items draws n − 1);
 * - `snapshot()`: the current state, to store in the match and restore with `randomFromState`.
 */
export type SeededRandom = Random & {
  draws(): number;
  snapshot(): RandomState;
};

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The initial generator state for a string seed: the seed's SHA-256 (ohash `digest`, base64url)
 * read as four 32-bit words (six base64 digits each, low 32 bits kept). Never all zero.
 */
export function seedToState(seed: string): RandomState {
  const digits = digest(seed);
  const words: number[] = [];
  for (let w = 0; w < 4; w += 1) {
    let acc = 0;
    for (const ch of digits.slice(w * 6, w * 6 + 6)) acc = acc * 64 + Math.max(0, base64url.indexOf(ch));
    words.push(acc | 0);
  }
  return words.every((x) => x === 0) ? [1, 0, 0, 0] : words;
}

/** Whether `state` is four 32-bit integers (a state `snapshot()` can return). */
function isRandomState(state: RandomState): boolean {
  // A loop, not every(): a bot's generator is derived for every move in self-play (issue #12).
  if (state.length !== 4) return false;
  for (const x of state) if (!Number.isInteger(x) || x !== (x | 0)) return false;
  return true;
}

/**
 * The runner's generator: xoroshiro128+ from `state`, made on the first draw only (most actions
 * draw nothing, and the runner makes one generator per action: issue #12), so `snapshot()` of a
 * generator that never drew is `state` itself, not a copy.
 */
class StateRandom implements SeededRandom {
  private readonly start: RandomState;
  private rng: RandomGenerator | undefined;
  private drawn = 0;

  constructor(state: RandomState) {
    this.start = state;
  }

  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`random.int needs integers min <= max, got ${min}, ${max}`);
    }
    this.drawn += 1;
    this.rng ??= xoroshiro128plusFromState(this.start);
    return uniformInt(this.rng, min, max);
  }

  shuffle<T>(items: readonly T[]): T[] {
    // Fisher–Yates by drawing: each step moves a uniformly chosen remaining item to the output.
    const pool = [...items];
    const out: T[] = [];
    while (pool.length > 1) out.push(...pool.splice(this.int(0, pool.length - 1), 1));
    out.push(...pool);
    return out;
  }

  draws(): number {
    return this.drawn;
  }

  snapshot(): RandomState {
    return this.rng === undefined ? this.start : [...this.rng.getState()];
  }
}

/**
 * A generator continuing from `state` (as returned by `snapshot()`), with its draw count at 0.
 * Call its methods on it (`random.int(…)`): they are a class's.
 * Throws a `RangeError` if `state` is not four 32-bit integers (a programming error: the state
 * only ever comes from `snapshot()`).
 */
export function randomFromState(state: RandomState): SeededRandom {
  if (!isRandomState(state)) throw new RangeError('random state must be four 32-bit integers');
  return new StateRandom(state);
}

/** A generator for a match's string seed (any text; the same seed always gives the same draws). */
export function createRandom(seed: string): SeededRandom {
  return randomFromState(seedToState(seed));
}

/** One splitmix32 step: a well-mixed 32-bit integer from `x` (Steele, Lea & Flood 2014, 32-bit constants). */
function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) | 0;
}

/**
 * A generator for a side purpose (a bot's choices), derived from a generator state `base` (e.g.
 * `seedToState(seed)`) and integer `keys` (seat, log length) without hashing text: the keys are
 * folded with splitmix32 and mixed into each state word. Same inputs, same draws; other keys
 * give an unrelated stream; never the stream of `base` itself. Keys: 32-bit integers. Throws a
 * `RangeError` if `base` is not four words.
 */
export function derivedRandom(base: RandomState, keys: readonly number[]): SeededRandom {
  let h = 0x5bd1e995;
  for (const key of keys) h = mix32(h ^ key);
  // Word by word, without callbacks: this runs for every bot move in self-play (issue #12).
  const [b0 = NaN, b1 = NaN, b2 = NaN, b3 = NaN] = base;
  const words = [(b0 ^ mix32(h)) | 0, (b1 ^ mix32(h + 1)) | 0, (b2 ^ mix32(h + 2)) | 0, (b3 ^ mix32(h + 3)) | 0];
  if (base.length !== 4) throw new RangeError('random state must be four 32-bit integers');
  return randomFromState(words[0] === 0 && words[1] === 0 && words[2] === 0 && words[3] === 0 ? [1, 0, 0, 0] : words);
}
