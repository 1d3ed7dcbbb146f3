/**
 * The renderer's sound board (renderer/audio/sound.ts) turns the settings' percent volumes into
 * howler gains, keeps music and effects apart, fades the music in and out, and never throws when
 * audio is unavailable — it reports through onError instead. howler is replaced by a recording
 * fake, so these tests run in Node without audio.
 */
import type { HowlOptions } from 'howler';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSoundBoard,
  MUSIC_FADE_IN_MS,
  MUSIC_FADE_OUT_MS,
  percentToGain,
  SOUND_EFFECTS,
  soundFormat,
  type SoundBoardError,
  type SoundUrls,
} from '../../renderer/audio/sound';

const fake = vi.hoisted(() => {
  /** One recorded method call on a fake Howl. */
  type Call = { readonly method: string; readonly args: readonly unknown[] };

  /** A stand-in for howler's Howl: records its options and every call; fires events on demand. */
  class FakeHowl {
    static instances: FakeHowl[] = [];
    /** When set, the constructor throws it (as howler may without an audio device). */
    static constructorError: Error | undefined;
    /** When set, play() throws it. */
    static playError: Error | undefined;
    /** What volume(id) answers for a sound: its level mid-fade. */
    static soundVolume = 0.55;

    readonly options: HowlOptions;
    readonly calls: Call[] = [];
    readonly listeners: { event: string; callback: (id: number) => void; id: number | undefined }[] = [];
    private nextId = 1000;

    constructor(options: HowlOptions) {
      if (FakeHowl.constructorError) throw FakeHowl.constructorError;
      this.options = options;
      FakeHowl.instances.push(this);
    }

    play(...args: unknown[]): number {
      this.calls.push({ method: 'play', args });
      if (FakeHowl.playError) throw FakeHowl.playError;
      return typeof args[0] === 'number' ? args[0] : (this.nextId += 1);
    }

    volume(...args: unknown[]): number | this {
      this.calls.push({ method: 'volume', args });
      return args.length === 1 && typeof args[0] === 'number' && args[0] >= 1000 ? FakeHowl.soundVolume : this;
    }

    fade(...args: unknown[]): this {
      this.calls.push({ method: 'fade', args });
      return this;
    }

    stop(...args: unknown[]): this {
      this.calls.push({ method: 'stop', args });
      return this;
    }

    once(event: string, callback: (id: number) => void, id?: number): this {
      this.calls.push({ method: 'once', args: [event, id] });
      this.listeners.push({ event, callback, id });
      return this;
    }

    unload(): null {
      this.calls.push({ method: 'unload', args: [] });
      return null;
    }

    /** Fires `event` for sound `id` to the listeners registered with once(). */
    emit(event: string, id: number): void {
      const due = this.listeners.filter((l) => l.event === event && (l.id === undefined || l.id === id));
      this.listeners.splice(0, this.listeners.length, ...this.listeners.filter((l) => !due.includes(l)));
      for (const listener of due) listener.callback(id);
    }

    /** The arguments of every call of `method`, in order. */
    argsOf(method: string): readonly (readonly unknown[])[] {
      return this.calls.filter((c) => c.method === method).map((c) => c.args);
    }
  }
  return { FakeHowl };
});

vi.mock('howler', () => ({ Howl: fake.FakeHowl }));

const URLS: SoundUrls = {
  build: '/s/build.wav',
  illegal: '/s/illegal.wav',
  ding: '/s/ding.wav',
  turn: '/s/turn.wav',
  'round-end': '/s/round-end.wav',
  win: '/s/win.wav',
  shuffle: '/s/shuffle.wav',
  music: '/s/music-loop.ogg',
};

/** The fake Howl created for `url` (fails the test if there is none). */
function howlFor(url: string): InstanceType<typeof fake.FakeHowl> {
  const howl = fake.FakeHowl.instances.find((h) => JSON.stringify(h.options.src) === JSON.stringify([url]));
  if (!howl) throw new Error(`no Howl for ${url}`);
  return howl;
}
const effectHowls = (): InstanceType<typeof fake.FakeHowl>[] => SOUND_EFFECTS.map((e) => howlFor(URLS[e]));
const musicHowl = (): InstanceType<typeof fake.FakeHowl> => howlFor(URLS.music);

beforeEach(() => {
  fake.FakeHowl.instances = [];
  fake.FakeHowl.constructorError = undefined;
  fake.FakeHowl.playError = undefined;
});

describe('percentToGain', () => {
  it.each([
    [0, 0], [40, 0.4], [75, 0.75], [100, 1],
    [150, 1], [-20, 0], [Number.NaN, 0], [Number.POSITIVE_INFINITY, 0],
  ])('%d %% is a howler gain of %d (clamped to 0–1, non-numbers silent)', (percent, gain) => {
    expect(percentToGain(percent)).toBe(gain);
  });
});

describe('soundFormat', () => {
  it.each([
    ['/s/build.wav', 'wav'],
    ['./assets/music-loop-B1x_9a.ogg', 'ogg'],
    ['app://railtable/assets/Music-Loop.OGG?v=2#t=1', 'ogg'],
    ['/s/no-extension', undefined],
    ['/dir.d/file', undefined],
  ])('%s is told to howler as %s', (url, format) => {
    expect(soundFormat(url)).toBe(format);
  });
});

describe('sound board', () => {
  it('tells howler each file\'s format: WAV effects, Ogg music', () => {
    createSoundBoard({ urls: URLS, volume: { music: 75, effects: 40 } });
    for (const howl of effectHowls()) expect(howl.options.format).toEqual(['wav']);
    expect(musicHowl().options.format).toEqual(['ogg']);
  });

  it('loads each effect at the effects volume and the music loop at the music volume', () => {
    createSoundBoard({ urls: URLS, volume: { music: 75, effects: 40 } });
    expect(fake.FakeHowl.instances).toHaveLength(Object.keys(URLS).length);
    for (const howl of effectHowls()) {
      expect(howl.options.volume).toBe(0.4);
      expect(howl.options.loop).toBe(false);
    }
    expect(musicHowl().options.volume).toBe(0.75);
    expect(musicHowl().options.loop).toBe(true);
    // Web Audio, for gapless looping and overlapping effects.
    expect(fake.FakeHowl.instances.every((h) => h.options.html5 === false)).toBe(true);
  });

  it('play(effect) plays that effect and no other sound', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 } });
    board.play('ding');
    board.play('ding');
    expect(howlFor(URLS.ding).argsOf('play')).toHaveLength(2);
    const others = fake.FakeHowl.instances.filter((h) => h !== howlFor(URLS.ding));
    expect(others.flatMap((h) => h.argsOf('play'))).toEqual([]);
  });

  it('changing the effects volume changes the effects only, as a 0–1 gain', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 80, effects: 50 } });
    board.startMusic();
    const musicCallsBefore = musicHowl().calls.length;
    board.setVolume({ effects: 20 });
    for (const howl of effectHowls()) expect(howl.argsOf('volume')).toEqual([[0.2]]);
    expect(musicHowl().calls.length).toBe(musicCallsBefore);
  });

  it('changing the music volume changes the playing loop only, as a 0–1 gain', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 80, effects: 50 } });
    board.startMusic();
    board.setVolume({ music: 30 });
    // 1001 is the id the fake's play() gave the loop.
    expect(musicHowl().argsOf('volume')).toEqual([[0.3, 1001]]);
    for (const howl of effectHowls()) expect(howl.argsOf('volume')).toEqual([]);
  });

  it('out-of-range volumes are clamped: 150 % plays at full gain, −20 % is silent', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 150 } });
    expect(howlFor(URLS.build).options.volume).toBe(1);
    board.setVolume({ effects: -20 });
    expect(howlFor(URLS.build).argsOf('volume')).toEqual([[0]]);
  });

  it('startMusic fades the loop in from silence to the music volume, once', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 60, effects: 50 } });
    board.startMusic();
    board.startMusic();
    const music = musicHowl();
    expect(music.argsOf('play')).toHaveLength(1);
    expect(music.argsOf('fade')).toEqual([[0, 0.6, MUSIC_FADE_IN_MS, 1001]]);
  });

  it('stopMusic fades the loop out from its current level and stops it when the fade ends', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 60, effects: 50 } });
    board.startMusic();
    board.stopMusic();
    const music = musicHowl();
    expect(music.argsOf('fade')[1]).toEqual([fake.FakeHowl.soundVolume, 0, MUSIC_FADE_OUT_MS, 1001]);
    expect(music.argsOf('stop')).toEqual([]);
    music.emit('fade', 1001);
    expect(music.argsOf('stop')).toEqual([[1001]]);
    // A volume change after stopMusic leaves the fading loop alone (its fade must finish).
    board.setVolume({ music: 90 });
    expect(music.argsOf('volume')).toEqual([[1001]]);
  });

  it('music can be started again after it was stopped', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 60, effects: 50 } });
    board.startMusic();
    board.stopMusic();
    board.startMusic();
    expect(musicHowl().argsOf('play')).toHaveLength(2);
  });

  it('a file that fails to load is reported through onError with its sound and stage', () => {
    const errors: SoundBoardError[] = [];
    createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 }, onError: (e) => errors.push(e) });
    howlFor(URLS.ding).options.onloaderror?.(0, 'Decoding audio data failed.');
    expect(errors).toEqual([{ sound: 'ding', stage: 'load', message: 'Decoding audio data failed.', cause: 'Decoding audio data failed.' }]);
  });

  it('without any audio (howler throws) the board is created, every call is harmless, and each sound is reported', () => {
    fake.FakeHowl.constructorError = new Error('AudioContext is not available');
    const errors: SoundBoardError[] = [];
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 }, onError: (e) => errors.push(e) });
    expect(() => {
      board.play('build');
      board.startMusic();
      board.setVolume({ music: 10, effects: 10 });
      board.stopMusic();
      board.unload();
    }).not.toThrow();
    expect(errors.map((e) => `${e.sound}:${e.stage}`).sort()).toEqual(
      ['build', 'ding', 'illegal', 'music', 'round-end', 'shuffle', 'turn', 'win'].map((s) => `${s}:load`),
    );
    expect(errors[0]?.message).toBe('AudioContext is not available');
  });

  it('a play that throws (autoplay blocked) is reported, not thrown', () => {
    const errors: SoundBoardError[] = [];
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 }, onError: (e) => errors.push(e) });
    fake.FakeHowl.playError = new Error('play() failed because the user did not interact');
    expect(() => board.play('turn')).not.toThrow();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ sound: 'turn', stage: 'play' });
  });

  it('a music play blocked until the first touch is reported and retried when audio unlocks', () => {
    const errors: SoundBoardError[] = [];
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 }, onError: (e) => errors.push(e) });
    board.startMusic();
    const music = musicHowl();
    music.options.onplayerror?.(1001, 4);
    expect(errors).toEqual([{ sound: 'music', stage: 'play', message: 'media error code 4', cause: 4 }]);
    music.emit('unlock', 1001);
    expect(music.argsOf('play')).toEqual([[], [1001]]);
  });

  it('an onError handler that throws does not break the board', () => {
    fake.FakeHowl.constructorError = new Error('no audio');
    expect(() => createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 }, onError: () => { throw new Error('handler bug'); } })).not.toThrow();
  });

  it('unload frees every sound, and afterwards the board does nothing', () => {
    const board = createSoundBoard({ urls: URLS, volume: { music: 50, effects: 50 } });
    board.unload();
    expect(fake.FakeHowl.instances.map((h) => h.argsOf('unload').length)).toEqual(Object.keys(URLS).map(() => 1));
    board.play('build');
    board.startMusic();
    board.setVolume({ music: 10, effects: 10 });
    expect(fake.FakeHowl.instances.flatMap((h) => [...h.argsOf('play'), ...h.argsOf('volume')])).toEqual([]);
  });
});
