/**
 * The renderer's sound board over howler (design: "The renderer", sound): the game's effects
 * (build, illegal, ding, turn, round-end, win, shuffle) and a background music loop, with two separate volumes
 * taken from the settings in percent (0–100 %). Sound is a nicety: nothing here throws. When
 * audio is unavailable (no device, autoplay blocked, a file that will not load or decode) the
 * board carries on silently and tells the caller through `onError`.
 *
 * Both effects and music use Web Audio (`html5: false`) when the browser has it: it plays
 * overlapping effects without delay and loops the music sample-accurately (HTML5 Audio leaves a
 * gap at each loop). Howler is told each file's format from its extension (`soundFormat`): the
 * effects are WAV, the music Ogg Vorbis, which Chromium decodes to exactly the samples encoded,
 * so the loop stays gapless. The music fades in when started and out when stopped, so it never clicks.
 */
import { Howl } from 'howler';

/** The effects the board can play, in the order of the design's list. */
export const SOUND_EFFECTS = ['build', 'illegal', 'ding', 'turn', 'round-end', 'win', 'shuffle'] as const;

/**
 * One effect: `build` (a rail laid), `illegal` (a move refused), `ding` (your last city
 * connected), `turn` (your turn), `round-end` (a round is over), `win` (the game is over: a
 * fanfare for the winner), `shuffle` (cards shuffled and dealt at a card game's start).
 */
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** Any sound the board loads: an effect or the background `music` loop. */
export type SoundName = SoundEffect | 'music';

/** Where each sound's file is: a URL per sound (see `urls.ts` for the bundled files). */
export type SoundUrls = { readonly [name in SoundName]: string };

/** The two volumes, each in percent (0 = silent, 100 = full); out-of-range values are clamped. */
export type SoundVolumes = { readonly music: number; readonly effects: number };

/**
 * A problem the board met and got over by staying silent: which `sound`, at what `stage`
 * (`load`: the file could not be loaded or decoded, or there is no audio at all; `play`: the
 * browser refused to play, e.g. autoplay blocked; `control`: howler threw while the board
 * changed a volume, faded, stopped or unloaded), a readable `message` and the original `cause`.
 */
export type SoundBoardError = {
  readonly sound: SoundName;
  readonly stage: 'load' | 'play' | 'control';
  readonly message: string;
  readonly cause: unknown;
};

/**
 * What `createSoundBoard` needs: the files' `urls`, the starting `volume` (percent), and an
 * optional `onError`, called for each problem (an error thrown by `onError` itself is ignored).
 */
export type SoundBoardOptions = {
  readonly urls: SoundUrls;
  readonly volume: SoundVolumes;
  readonly onError?: (error: SoundBoardError) => void;
};

/**
 * The sound board. None of its methods throws; after `unload()` they all do nothing.
 * - `play(effect)`: plays one effect at the effects volume (several may overlap).
 * - `startMusic()`: starts the music loop with a fade-in, at the music volume; does nothing if
 *   it is already playing.
 * - `stopMusic()`: fades the music out and stops it; does nothing if it is not playing.
 * - `setVolume({music?, effects?})`: changes either volume (percent), including for sounds
 *   already playing; the other one is left as it is.
 * - `unload()`: stops everything and frees the audio buffers.
 */
export type SoundBoard = {
  play(effect: SoundEffect): void;
  startMusic(): void;
  stopMusic(): void;
  setVolume(volume: Partial<SoundVolumes>): void;
  unload(): void;
};

/**
 * The format howler is told for `url`: the extension of its path (before any `?` or `#`), lower
 * case — `wav` for the effects, `ogg` (Ogg Vorbis) for the music — or undefined when the path
 * has none (howler then guesses, and reports a load error if it cannot).
 */
export function soundFormat(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = /\.([a-z0-9]+)$/i.exec(path.slice(path.lastIndexOf('/') + 1));
  return match?.[1]?.toLowerCase();
}

/** How long the music takes to fade in when started (ms). */
export const MUSIC_FADE_IN_MS = 1500;
/** How long the music takes to fade out when stopped (ms). */
export const MUSIC_FADE_OUT_MS = 600;

/**
 * A settings volume in percent (0–100 %) as howler's gain (0–1): `percent / 100`, clamped to
 * 0…1; a value that is not a finite number (NaN, ±Infinity) counts as 0 (silent).
 */
export function percentToGain(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(1, Math.max(0, percent / 100));
}

/** A readable message for whatever howler gave as an error (a string, a media error code, an Error). */
function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'number') return `media error code ${cause}`;
  return String(cause);
}

/**
 * Loads every sound of `options.urls` with howler and returns the board that plays them (see
 * `SoundBoard`). Never throws: a sound that cannot even be created is reported through
 * `onError` (stage `load`) and stays silent, and so does one whose file later fails to load.
 */
export function createSoundBoard(options: SoundBoardOptions): SoundBoard {
  const { urls, onError } = options;
  const gains = { music: percentToGain(options.volume.music), effects: percentToGain(options.volume.effects) };
  let unloaded = false;
  let musicId: number | undefined;

  const report = (sound: SoundName, stage: SoundBoardError['stage'], cause: unknown): void => {
    try {
      onError?.({ sound, stage, message: describe(cause), cause });
    } catch {
      // A failing error handler must not take the game down with it.
    }
  };

  /** Runs `action`, reporting (not throwing) whatever it throws; its result or undefined. */
  const guard = <T>(sound: SoundName, stage: SoundBoardError['stage'], action: () => T): T | undefined => {
    try {
      return action();
    } catch (cause) {
      report(sound, stage, cause);
      return undefined;
    }
  };

  const load = (sound: SoundName, gain: number, loop: boolean, onPlayError?: (id: number) => void): Howl | undefined => {
    const format = soundFormat(urls[sound]);
    return guard(sound, 'load', () => new Howl({
      src: [urls[sound]],
      ...(format === undefined ? {} : { format: [format] }),
      html5: false,
      preload: true,
      loop,
      volume: gain,
      onloaderror: (_id, cause) => report(sound, 'load', cause),
      onplayerror: (id, cause) => {
        report(sound, 'play', cause);
        onPlayError?.(id);
      },
    }));
  };

  const effects = new Map<SoundEffect, Howl>();
  for (const effect of SOUND_EFFECTS) {
    const howl = load(effect, gains.effects, false);
    if (howl) effects.set(effect, howl);
  }
  // A blocked effect is not worth replaying late; blocked music is retried (howler's advice)
  // once the first touch unlocks audio, if it is still wanted by then.
  const music = load('music', gains.music, true, (id) => {
    guard('music', 'control', () => music?.once('unlock', () => {
      if (!unloaded && musicId === id) guard('music', 'play', () => music.play(id));
    }));
  });

  return {
    play(effect) {
      const howl = effects.get(effect);
      if (unloaded || !howl) return;
      guard(effect, 'play', () => howl.play());
    },

    startMusic() {
      if (unloaded || !music || musicId !== undefined) return;
      guard('music', 'play', () => {
        const id = music.play();
        musicId = id;
        music.fade(0, gains.music, MUSIC_FADE_IN_MS, id);
      });
    },

    stopMusic() {
      const id = musicId;
      if (unloaded || !music || id === undefined) return;
      musicId = undefined;
      guard('music', 'control', () => {
        const current = music.volume(id);
        music.once('fade', () => guard('music', 'control', () => music.stop(id)), id);
        music.fade(typeof current === 'number' ? current : gains.music, 0, MUSIC_FADE_OUT_MS, id);
      });
    },

    setVolume(volume) {
      if (unloaded) return;
      if (volume.effects !== undefined) {
        const gain = percentToGain(volume.effects);
        gains.effects = gain;
        for (const [effect, howl] of effects) guard(effect, 'control', () => howl.volume(gain));
      }
      if (volume.music !== undefined) {
        const gain = percentToGain(volume.music);
        gains.music = gain;
        // Only the playing loop: one fading out after stopMusic() must finish its fade.
        const id = musicId;
        if (music && id !== undefined) guard('music', 'control', () => music.volume(gain, id));
      }
    },

    unload() {
      if (unloaded) return;
      unloaded = true;
      musicId = undefined;
      for (const [effect, howl] of effects) guard(effect, 'control', () => howl.unload());
      if (music) guard('music', 'control', () => music.unload());
      effects.clear();
    },
  };
}
