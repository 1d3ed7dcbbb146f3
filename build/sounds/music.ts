/**
 * Recipe of `music-loop.ogg`: a calm 96 s stereo loop at 120 beats per minute (beats of 500 ms),
 * in six 16 s sections, each four chords of 4 s:
 *
 * | section | chords | what changes |
 * |---|---|---|
 * | A   | Cmaj7 Am7 Fmaj7 G6     | the theme on bells, the train's rhythm, bass on the half notes |
 * | A′  | Cmaj7 Am7 Fmaj7 G6     | the theme varied and busier, the bass walks (fifth, octave); the train slows away at its end |
 * | B   | Dm9 G9sus Em7 Am9      | no train: pads swell up, a slow lower tune on longer bells, bass only twice a chord |
 * | B′  | Fmaj9 Em7 Dm7 Gsus4    | a rising answer; the rail joints come back first, then the engine |
 * | A″  | Cmaj7 Am7 Fmaj7 G6     | the theme climbs higher, a few high sparkles, full train |
 * | coda | Cmaj7 Em7 Fmaj7 G6    | sparse, a little quieter, leading back to A |
 *
 * The voices: slow soft pads (two voices detuned ±4 cents, one a little left and one a little
 * right, each side swelling at its own phase), a plucked bass in the centre, bells placed
 * left or right note by note with a soft echo on the other side, and the train (brushed
 * "chuffs" on the eighths and the "clickety-clack" of rail joints twice a bar) drifting slowly
 * across the stereo field once per loop. Panning is by equal-power gains only (no delays, no
 * inverted phase), so the channels summed to mono lose nothing. Levels move between sections
 * (pads, train, bass) by curves that are sampled at each note's start.
 *
 * Seamless by construction: every event is mixed with `mixWrapped`, so whatever rings past the
 * end (the last chord's release, the last bell, its echo) continues at the start; the level
 * curves end where they start; and the only continuous modulations (the pads' swell, the
 * train's drift) complete whole cycles per loop. Looping the file therefore sounds exactly like
 * the piece played on forever.
 */
import {
  attackRelease,
  biquad,
  decay,
  midiHz,
  mixWrappedPanned,
  MUSIC_RATE,
  noise,
  partials,
  samplesIn,
  silence,
  sum,
  type Signal,
  type Stereo,
} from './dsp';

/** Samples per second of the music. */
const RATE = MUSIC_RATE;
/** Length of one beat (ms): 120 beats per minute. */
const BEAT_MS = 500;
/** Length of one chord (ms): two bars of four beats. */
const CHORD_MS = 4_000;
/** Length of one section (ms): four chords. */
const SECTION_MS = 4 * CHORD_MS;

type Chord = { readonly bass: number; readonly pad: readonly number[] };
/** A bell note: beat within its section (0–31) and MIDI note. */
type Note = readonly [beat: number, note: number];
/** A bass note: beat within its chord (0–7) and interval above the chord's bass (semitones). */
type BassStep = readonly [beat: number, interval: number];

const C_MAJ7: Chord = { bass: 36, pad: [60, 64, 67, 71] };
const A_M7: Chord = { bass: 33, pad: [57, 60, 64, 67] };
const F_MAJ7: Chord = { bass: 41, pad: [53, 57, 60, 64] };
const G6: Chord = { bass: 43, pad: [55, 59, 62, 64] };
const D_M9: Chord = { bass: 38, pad: [53, 57, 60, 64] };
const G9_SUS: Chord = { bass: 43, pad: [53, 57, 60, 62] };
const E_M7: Chord = { bass: 40, pad: [55, 59, 62, 64] };
const A_M9: Chord = { bass: 33, pad: [55, 59, 60, 64] };
const F_MAJ9: Chord = { bass: 41, pad: [55, 57, 60, 64] };
const D_M7: Chord = { bass: 38, pad: [53, 57, 60, 65] };
const G_SUS4: Chord = { bass: 43, pad: [55, 60, 62, 67] };

const BASS_HALVES: readonly BassStep[] = [[0, 0], [2, 0], [4, 0], [6, 0]];
const BASS_WALK: readonly BassStep[] = [[0, 0], [2, 0], [3, 7], [4, 0], [6, 12]];
const BASS_SPARSE: readonly BassStep[] = [[0, 0], [4, 7]];
const BASS_LIFT: readonly BassStep[] = [[0, 0], [2, 0], [4, 0], [6, 7]];

/**
 * One section: its chords, bell melody, bass pattern, bells' decay (ms: longer rings softer),
 * and optional high sparkles (quiet bells two octaves up).
 */
type Section = {
  readonly chords: readonly [Chord, Chord, Chord, Chord];
  readonly melody: readonly Note[];
  readonly bass: readonly BassStep[];
  readonly bellDecayMs: number;
  readonly sparkles?: readonly Note[];
};

/** The form, A A′ B B′ A″ coda; melodies in C-major pentatonic with the chords' 7ths and 9ths. */
const SECTIONS: readonly Section[] = [
  { // A
    chords: [C_MAJ7, A_M7, F_MAJ7, G6],
    melody: [[0, 76], [3, 79], [6, 74], [8, 72], [11, 76], [14, 74], [16, 72], [19, 69], [22, 67], [24, 67], [27, 71], [30, 74]],
    bass: BASS_HALVES,
    bellDecayMs: 700,
  },
  { // A′
    chords: [C_MAJ7, A_M7, F_MAJ7, G6],
    melody: [[0, 76], [2, 79], [3, 81], [6, 79], [8, 76], [10, 72], [11, 74], [14, 72], [16, 69], [18, 72], [19, 74], [22, 72], [24, 71], [26, 74], [28, 79], [30, 74]],
    bass: BASS_WALK,
    bellDecayMs: 650,
  },
  { // B
    chords: [D_M9, G9_SUS, E_M7, A_M9],
    melody: [[0, 69], [4, 72], [6, 74], [8, 74], [12, 72], [16, 71], [20, 67], [22, 69], [24, 72], [28, 71]],
    bass: BASS_SPARSE,
    bellDecayMs: 1_100,
  },
  { // B′
    chords: [F_MAJ9, E_M7, D_M7, G_SUS4],
    melody: [[0, 72], [3, 76], [6, 79], [8, 79], [11, 76], [14, 74], [16, 77], [19, 76], [22, 74], [24, 74], [27, 72], [30, 71]],
    bass: BASS_LIFT,
    bellDecayMs: 900,
  },
  { // A″
    chords: [C_MAJ7, A_M7, F_MAJ7, G6],
    melody: [[0, 76], [3, 79], [6, 74], [8, 72], [11, 76], [14, 79], [16, 81], [19, 79], [22, 76], [24, 74], [27, 71], [30, 67]],
    bass: BASS_WALK,
    bellDecayMs: 700,
    sparkles: [[4, 88], [12, 84], [20, 86], [28, 83]],
  },
  { // coda
    chords: [C_MAJ7, E_M7, F_MAJ7, G6],
    melody: [[0, 72], [6, 76], [8, 71], [14, 67], [16, 69], [22, 72], [24, 74], [28, 71]],
    bass: BASS_HALVES,
    bellDecayMs: 800,
  },
];

/** Length of the loop (ms): 96 s. */
export const LOOP_MS = SECTIONS.length * SECTION_MS;

/** A level curve: [seconds, level] points, linear between them; the last point is at `LOOP_MS`. */
type Curve = readonly (readonly [seconds: number, level: number])[];

/** The pads' level: fuller where the train is away (B, B′), a touch quieter in the coda. */
const PAD_LEVEL: Curve = [[0, 1], [16, 1.05], [32, 1.25], [48, 1.2], [64, 1], [80, 0.9], [96, 1]];
/** The engine's chuffs: away through B, back in the second half of B′, softer in the coda. */
const CHUFF_LEVEL: Curve = [[0, 1], [26, 1], [32, 0], [50, 0], [62, 1], [82, 1], [90, 0.7], [96, 1]];
/** The rail joints: fade with the chuffs, come back before them. */
const CLICK_LEVEL: Curve = [[0, 1], [28, 1], [33, 0], [46, 0], [56, 0.8], [64, 1], [96, 1]];
/** The bass: a little softer in B. */
const BASS_LEVEL: Curve = [[0, 1], [30, 1], [34, 0.75], [46, 0.75], [50, 1], [96, 1]];

/** The value of `curve` at `ms` (linear between its points). */
function levelAt(curve: Curve, ms: number): number {
  const seconds = ms / 1000;
  for (let i = 1; i < curve.length; i += 1) {
    const [t1, v1] = curve[i] ?? [0, 0];
    const [t0, v0] = curve[i - 1] ?? [0, 0];
    if (seconds <= t1) return v0 + ((v1 - v0) * (seconds - t0)) / (t1 - t0);
  }
  return curve[curve.length - 1]?.[1] ?? 1;
}

/** Accent of each eighth note of a beat pair in the train's shuffle (1 = strongest). */
const CHUFF_ACCENTS = [1, 0.4, 0.65, 0.4] as const;

/** Rail-joint clicks within each 2 s bar (ms from the bar's start) and their levels. */
const JOINT_CLICKS = [
  { atMs: 0, level: 1 }, { atMs: 140, level: 0.8 },
  { atMs: 1000, level: 0.7 }, { atMs: 1140, level: 0.55 },
] as const;

/** Where each bell sits (pan), note by note in turn; its echo sits opposite. */
const BELL_PANS = [-0.45, 0.3, -0.2, 0.5] as const;

/**
 * One voice of a pad note on `note` detuned by `cents`, held for `CHORD_MS` and released over
 * 1.6 s (so it crossfades into the next chord): a sine with soft 2nd–4th harmonics.
 */
function padVoice(note: number, cents: number): Signal {
  const hz = midiHz(note) * 2 ** (cents / 1200);
  const tone = partials([
    { hz, amplitude: 1, decayMs: Infinity },
    { hz: hz * 2, amplitude: 0.35, decayMs: Infinity },
    { hz: hz * 3, amplitude: 0.15, decayMs: Infinity },
    { hz: hz * 4, amplitude: 0.06, decayMs: Infinity },
  ], CHORD_MS + 1_600, RATE);
  return attackRelease(tone, 900, 1_600, RATE);
}

/** A plucked bass note on `note`, 1 s long: harmonics 1–4 of a round, decaying tone. */
function bassNote(note: number): Signal {
  const hz = midiHz(note);
  const tone = partials([
    { hz, amplitude: 1, decayMs: 600 },
    { hz: hz * 2, amplitude: 0.5, decayMs: 450 },
    { hz: hz * 3, amplitude: 0.25, decayMs: 300 },
    { hz: hz * 4, amplitude: 0.1, decayMs: 200 },
  ], 1_000, RATE);
  return attackRelease(tone, 8, 150, RATE);
}

/** A soft bell note on `note` ringing for `decayMs`: a sine with a touch of its 2nd and 3rd harmonics. */
function bellNote(note: number, decayMs: number): Signal {
  const hz = midiHz(note);
  const ms = Math.round(decayMs * 2.6);
  const tone = partials([
    { hz, amplitude: 1, decayMs },
    { hz: hz * 2, amplitude: 0.2, decayMs: decayMs * 0.57 },
    { hz: hz * 3, amplitude: 0.05, decayMs: decayMs * 0.36 },
  ], ms, RATE);
  return attackRelease(tone, 6, 200, RATE);
}

/** A brushed "chuff" of the engine, 120 ms: band-passed noise around 1.8 kHz, quickly decaying. */
function chuff(seed: number): Signal {
  const brush = decay(biquad(noise(120, seed, RATE), 'bandpass', 1_800, 0.8, RATE), 35, RATE);
  return attackRelease(brush, 3, 20, RATE);
}

/** A wheel over a rail joint, 40 ms: a high noise tick with a short metallic ring at 1.4 kHz. */
function jointClick(seed: number): Signal {
  const tick = decay(biquad(noise(40, seed, RATE), 'bandpass', 3_800, 2, RATE), 6, RATE);
  const ring = partials([{ hz: 1_400, amplitude: 0.3, decayMs: 15 }], 40, RATE);
  return attackRelease(sum(tick, ring), 0.5, 5, RATE);
}

/** `make(key)`, computed once per key (the same pad voice or bell recurs many times). */
function cached<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    const found = made.get(key);
    if (found !== undefined) return found;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}

/**
 * The pads' slow swell: each channel's gain 1 ± 0.1 at 0.125 Hz (twelve whole cycles per
 * loop), the right a quarter cycle behind the left, so the pads breathe gently across the field.
 */
function swell(pads: Stereo): Stereo {
  const w = (2 * Math.PI * 0.125) / RATE;
  return {
    left: pads.left.map((x, n) => x * (1 + 0.1 * Math.sin(w * n))),
    right: pads.right.map((x, n) => x * (1 + 0.1 * Math.sin(w * n - Math.PI / 2))),
  };
}

/** Where the train is at `ms`: drifting from centre right, back through centre to the left, once a loop. */
function trainPan(ms: number): number {
  return 0.3 * Math.sin((2 * Math.PI * ms) / LOOP_MS);
}

/**
 * The whole loop, un-normalised: two channels `LOOP_MS` long at `MUSIC_RATE`; its end flows
 * into its start (see above).
 */
export function musicLoop(): Stereo {
  const at = (ms: number): number => samplesIn(ms, RATE);
  const pads: Stereo = { left: silence(LOOP_MS, RATE), right: silence(LOOP_MS, RATE) };
  const out: Stereo = { left: silence(LOOP_MS, RATE), right: silence(LOOP_MS, RATE) };
  const pad = cached((key) => { const [note, cents] = key.split(':').map(Number); return padVoice(note ?? 60, cents ?? 0); });
  const bass = cached((key) => bassNote(Number(key)));
  const bell = cached((key) => { const [note, ms] = key.split(':').map(Number); return bellNote(note ?? 72, ms ?? 700); });

  let bellCount = 0;
  SECTIONS.forEach((section, s) => {
    const sectionMs = s * SECTION_MS;
    section.chords.forEach((chord, c) => {
      const chordMs = sectionMs + c * CHORD_MS;
      const padGain = 0.05 * levelAt(PAD_LEVEL, chordMs);
      for (const note of chord.pad) {
        mixWrappedPanned(pads, pad(`${note}:-4`), at(chordMs), padGain, -0.6);
        mixWrappedPanned(pads, pad(`${note}:4`), at(chordMs), padGain, 0.6);
      }
      for (const [beat, interval] of section.bass) {
        const ms = chordMs + beat * BEAT_MS;
        mixWrappedPanned(out, bass(String(chord.bass + interval)), at(ms), 0.42 * levelAt(BASS_LEVEL, ms), 0);
      }
    });
    for (const [beat, note] of section.melody) {
      const ms = sectionMs + beat * BEAT_MS;
      const pan = BELL_PANS[bellCount % BELL_PANS.length] ?? 0;
      bellCount += 1;
      const tone = bell(`${note}:${section.bellDecayMs}`);
      mixWrappedPanned(out, tone, at(ms), 0.17, pan);
      mixWrappedPanned(out, tone, at(ms + 3 * BEAT_MS / 2), 0.05, -pan);
    }
    for (const [beat, note] of section.sparkles ?? []) {
      const ms = sectionMs + beat * BEAT_MS;
      mixWrappedPanned(out, bell(`${note}:500`), at(ms), 0.06, beat % 8 === 4 ? -0.6 : 0.6);
    }
  });
  const swelled = swell(pads);
  mixWrappedPanned(out, swelled.left, 0, 1, -1);
  mixWrappedPanned(out, swelled.right, 0, 1, 1);

  const eighths = (2 * LOOP_MS) / BEAT_MS;
  for (let i = 0; i < eighths; i += 1) {
    const ms = (i * BEAT_MS) / 2;
    const level = levelAt(CHUFF_LEVEL, ms);
    if (level <= 0) continue;
    const accent = CHUFF_ACCENTS[i % CHUFF_ACCENTS.length] ?? 1;
    mixWrappedPanned(out, chuff(1_000 + i), at(ms), 0.14 * accent * level, trainPan(ms) - 0.1);
  }
  const bars = LOOP_MS / (4 * BEAT_MS);
  for (let bar = 0; bar < bars; bar += 1) {
    JOINT_CLICKS.forEach(({ atMs, level }, k) => {
      const ms = bar * 4 * BEAT_MS + atMs;
      const gain = levelAt(CLICK_LEVEL, ms);
      if (gain <= 0) return;
      mixWrappedPanned(out, jointClick(2_000 + 10 * bar + k), at(ms), 0.17 * level * gain, trainPan(ms) + 0.15);
    });
  }
  return out;
}
