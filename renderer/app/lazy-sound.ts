/**
 * The sound board, made on demand (issue #12: the lobby interactive within 2 s of navigation):
 * its module (with howler, about 36 KB) is loaded and the board made (an AudioContext, eight
 * files fetched and decoded: a long task of 0.1–0.5 s) only when `make()` is called — main.tsx
 * calls it in an idle period a few seconds after start-up — or at the first sound. A sound asked
 * for while the board is being made is played once it is; calls keep their order (music started,
 * then stopped while loading, stays stopped).
 */
import type { SoundBoard, SoundEffect } from '../audio/sound';

/** A {@link SoundBoard} made by `load()` on first use; `board` is the board once made. */
export type LazySound = {
  /** Start making the board (no-op once started); resolves to it, or rejects when its module fails to load. */
  make(): Promise<SoundBoard>;
  play(effect: SoundEffect): void;
  startMusic(): void;
  /** Stops the music: at once on a made board, after the making on one being made, not at all before (nothing plays). */
  stopMusic(): void;
  /** The board once made, else `undefined`. */
  readonly board: SoundBoard | undefined;
};

/**
 * Wrap `load` (in the app: `import('../audio/sound')` then `createSoundBoard`) so it is called
 * at most once. A failed load leaves the table silent (no error is raised).
 */
export function lazySound(load: () => Promise<SoundBoard>): LazySound {
  let made: SoundBoard | undefined;
  let making: Promise<SoundBoard> | undefined;
  const make = (): Promise<SoundBoard> =>
    (making ??= load().then((board) => {
      made = board;
      return board;
    }));
  const withBoard = (use: (board: SoundBoard) => void): void => {
    if (made !== undefined) use(made);
    else make().then(use, () => undefined);
  };
  return {
    make,
    play: (effect) => withBoard((b) => b.play(effect)),
    startMusic: () => withBoard((b) => b.startMusic()),
    stopMusic: () => {
      if (made !== undefined) made.stopMusic();
      else void making?.then((b) => b.stopMusic(), () => undefined);
    },
    get board() {
      return made;
    },
  };
}
