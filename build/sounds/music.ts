/**
 * Recipe of `music-loop.wav`: a calm 16 s loop at 120 beats per minute (32 beats of 500 ms) —
 * four chords of 4 s (Cmaj7, Am7, Fmaj7, G6) as slow soft pads, a plucked bass, a sparse bell
 * melody and a soft train rhythm (brushed "chuffs" on the eighths and the "clickety-clack" of
 * rail joints twice a bar).
 *
 * Seamless by construction: every event is mixed with `mixWrapped`, so whatever rings past the
 * end (the last chord's release, the last melody note) continues at the start, and the only
 * time-varying modulation (the pads' 0.5 Hz swell) completes a whole number of cycles per loop.
 * Looping the file therefore sounds exactly like the piece played on forever.
 */
import {
  attackRelease,
  biquad,
  decay,
  midiHz,
  mixWrapped,
  noise,
  partials,
  SAMPLE_RATE,
  samplesIn,
  silence,
  sum,
  type Signal,
} from './dsp';

/** Length of the loop (ms). */
export const LOOP_MS = 16_000;
/** Length of one beat (ms): 120 beats per minute. */
const BEAT_MS = 500;
/** Length of one chord (ms): two bars of four beats. */
const CHORD_MS = 4_000;

/** The progression, one chord per 4 s: bass note and pad voicing as MIDI numbers. */
const CHORDS = [
  { name: 'Cmaj7', bass: 36, pad: [60, 64, 67, 71] },
  { name: 'Am7', bass: 33, pad: [57, 60, 64, 67] },
  { name: 'Fmaj7', bass: 41, pad: [53, 57, 60, 64] },
  { name: 'G6', bass: 43, pad: [55, 59, 62, 64] },
] as const;

/** The melody: beat (0–31) and MIDI note; C-major pentatonic with the chords' 7ths and 9ths. */
const MELODY = [
  { beat: 0, note: 76 }, { beat: 3, note: 79 }, { beat: 6, note: 74 },
  { beat: 8, note: 72 }, { beat: 11, note: 76 }, { beat: 14, note: 74 },
  { beat: 16, note: 72 }, { beat: 19, note: 69 }, { beat: 22, note: 67 },
  { beat: 24, note: 67 }, { beat: 27, note: 71 }, { beat: 30, note: 74 },
] as const;

/** Accent of each eighth note of a beat pair in the train's shuffle (1 = strongest). */
const CHUFF_ACCENTS = [1, 0.4, 0.65, 0.4] as const;

/** Rail-joint clicks within each 2 s bar (ms from the bar's start) and their levels. */
const JOINT_CLICKS = [
  { atMs: 0, level: 1 }, { atMs: 140, level: 0.8 },
  { atMs: 1000, level: 0.7 }, { atMs: 1140, level: 0.55 },
] as const;

/**
 * One pad note on `note`, held for `CHORD_MS` and released over 1.6 s (so it crossfades into
 * the next chord): two voices detuned by ±4 cents, each a sine with soft 2nd–4th harmonics.
 */
function padNote(note: number): Signal {
  const ms = CHORD_MS + 1_600;
  const voices = [-4, 4].map((cents) => {
    const hz = midiHz(note) * 2 ** (cents / 1200);
    return partials([
      { hz, amplitude: 1, decayMs: Infinity },
      { hz: hz * 2, amplitude: 0.35, decayMs: Infinity },
      { hz: hz * 3, amplitude: 0.15, decayMs: Infinity },
      { hz: hz * 4, amplitude: 0.06, decayMs: Infinity },
    ], ms);
  });
  return attackRelease(sum(...voices), 900, 1_600);
}

/** A plucked bass note on `note`, 1 s long: harmonics 1–4 of a round, decaying tone. */
function bassNote(note: number): Signal {
  const hz = midiHz(note);
  const tone = partials([
    { hz, amplitude: 1, decayMs: 600 },
    { hz: hz * 2, amplitude: 0.5, decayMs: 450 },
    { hz: hz * 3, amplitude: 0.25, decayMs: 300 },
    { hz: hz * 4, amplitude: 0.1, decayMs: 200 },
  ], 1_000);
  return attackRelease(tone, 8, 150);
}

/** A soft bell note on `note`, 1.8 s long: a sine with a touch of its 2nd and 3rd harmonics. */
function bellNote(note: number): Signal {
  const hz = midiHz(note);
  const tone = partials([
    { hz, amplitude: 1, decayMs: 700 },
    { hz: hz * 2, amplitude: 0.2, decayMs: 400 },
    { hz: hz * 3, amplitude: 0.05, decayMs: 250 },
  ], 1_800);
  return attackRelease(tone, 6, 200);
}

/** A brushed "chuff" of the engine, 120 ms: band-passed noise around 1.8 kHz, quickly decaying. */
function chuff(seed: number): Signal {
  const brush = decay(biquad(noise(120, seed), 'bandpass', 1_800, 0.8), 35);
  return attackRelease(brush, 3, 20);
}

/** A wheel over a rail joint, 40 ms: a high noise tick with a short metallic ring at 1.4 kHz. */
function jointClick(seed: number): Signal {
  const tick = decay(biquad(noise(40, seed), 'bandpass', 3_800, 2), 6);
  const ring = partials([{ hz: 1_400, amplitude: 0.3, decayMs: 15 }], 40);
  return attackRelease(sum(tick, ring), 0.5, 5);
}

/** The pads' slow swell: gain 1 ± 0.1 at 0.5 Hz, i.e. eight whole cycles per 16 s loop. */
function swell(signal: Signal): Signal {
  return signal.map((x, n) => x * (1 + 0.1 * Math.sin((2 * Math.PI * 0.5 * n) / SAMPLE_RATE)));
}

/** The whole loop, un-normalised, `LOOP_MS` long; its end flows into its start (see above). */
export function musicLoop(): Signal {
  const pads = silence(LOOP_MS);
  const out = silence(LOOP_MS);
  CHORDS.forEach((chord, i) => {
    const chordStart = samplesIn(i * CHORD_MS);
    for (const note of chord.pad) mixWrapped(pads, padNote(note), chordStart, 0.05);
    for (let beat = 0; beat < CHORD_MS / BEAT_MS; beat += 2) {
      mixWrapped(out, bassNote(chord.bass), chordStart + samplesIn(beat * BEAT_MS), 0.3);
    }
  });
  mixWrapped(out, swell(pads), 0, 1);
  for (const { beat, note } of MELODY) mixWrapped(out, bellNote(note), samplesIn(beat * BEAT_MS), 0.12);
  const eighths = (2 * LOOP_MS) / BEAT_MS;
  for (let i = 0; i < eighths; i += 1) {
    const accent = CHUFF_ACCENTS[i % CHUFF_ACCENTS.length] ?? 1;
    mixWrapped(out, chuff(1_000 + i), samplesIn((i * BEAT_MS) / 2), 0.1 * accent);
  }
  const bars = LOOP_MS / (4 * BEAT_MS);
  for (let bar = 0; bar < bars; bar += 1) {
    JOINT_CLICKS.forEach(({ atMs, level }, k) => {
      mixWrapped(out, jointClick(2_000 + 10 * bar + k), samplesIn(bar * 4 * BEAT_MS + atMs), 0.12 * level);
    });
  }
  return out;
}
