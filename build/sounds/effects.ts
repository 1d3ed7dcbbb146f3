/**
 * Recipes of the game's sound effects (design: "The renderer", sound). Each returns an
 * un-normalised signal at `SAMPLE_RATE` whose first and last samples are 0 (raised-cosine
 * edges); `catalogue.ts` scales it to the common peak. Lengths are in ms; frequencies in Hz.
 */
import {
  attackRelease,
  biquad,
  decay,
  fmTone,
  midiHz,
  mixAt,
  noise,
  partials,
  samplesIn,
  silence,
  sum,
  type Signal,
} from './dsp';

/**
 * One hit of steel on wood, `ms` long: a band-passed noise strike (2.6 kHz), the low body of a
 * wooden sleeper (190 and 415 Hz) and the ring of a free steel bar (modes 1 : 2.756 : 5.404 :
 * 8.933 above 680 Hz), each decaying at its own rate; a 2 ms attack keeps the onset click-free.
 */
function railHit(seed: number, ms: number): Signal {
  const strike = decay(biquad(noise(ms, seed), 'bandpass', 2600, 1.4), 5);
  const sleeper = partials([
    { hz: 190, amplitude: 0.45, decayMs: 22 },
    { hz: 415, amplitude: 0.28, decayMs: 15 },
  ], ms);
  const rail = partials([
    { hz: 680, amplitude: 0.2, decayMs: 45 },
    { hz: 680 * 2.756, amplitude: 0.15, decayMs: 30 },
    { hz: 680 * 5.404, amplitude: 0.09, decayMs: 18 },
    { hz: 680 * 8.933, amplitude: 0.04, decayMs: 10 },
  ], ms);
  const out = sum(sleeper, rail);
  mixAt(out, strike, 0, 2);
  return attackRelease(out, 2, 0);
}

/** `build.wav`, 150 ms: a rail laid down — a clack, then a softer settling tick 36 ms later. */
export function buildClack(): Signal {
  const out = silence(150);
  mixAt(out, railHit(11, 150), 0, 1);
  mixAt(out, railHit(12, 110), samplesIn(36), 0.4);
  return attackRelease(out, 0, 12);
}

/**
 * The harmonics of a soft sawtooth on `hz`: the first 10, falling as 1/n^1.4 (duller than a
 * true saw), all with the same slow decay.
 */
function softSaw(hz: number, amplitude: number): readonly { hz: number; amplitude: number; decayMs: number }[] {
  return Array.from({ length: 10 }, (_, i) => ({ hz: hz * (i + 1), amplitude: amplitude / (i + 1) ** 1.4, decayMs: 400 }));
}

/**
 * `illegal.wav`, 250 ms: a soft low buzz — two soft sawtooths at 98 and 103.8 Hz (beating at
 * about 6 Hz, which makes it "wrong"), low-passed at 1.4 kHz so it stays unharsh, with a 12 ms
 * attack and a 70 ms release.
 */
export function illegalBuzz(): Signal {
  const buzz = partials([...softSaw(98, 1), ...softSaw(103.8, 0.8)], 250);
  return attackRelease(biquad(buzz, 'lowpass', 1400, 0.7), 12, 70);
}

/**
 * `ding.wav`, 700 ms: a bright bell on C6 (1046.5 Hz) — the partial ratios of a hand bell
 * (1, 2, 2.76, 4.07, 5.4), higher ones dying faster, a slightly detuned twin of the fundamental
 * for shimmer and a soft hum an octave below; 1.5 ms strike, 60 ms final fade.
 */
export function ding(): Signal {
  const f = midiHz(84);
  const bell = partials([
    { hz: f, amplitude: 1, decayMs: 220 },
    { hz: f * 1.0027, amplitude: 0.35, decayMs: 220 },
    { hz: f * 2, amplitude: 0.5, decayMs: 140 },
    { hz: f * 2.76, amplitude: 0.3, decayMs: 95 },
    { hz: f * 4.07, amplitude: 0.15, decayMs: 60 },
    { hz: f * 5.4, amplitude: 0.1, decayMs: 40 },
    { hz: f / 2, amplitude: 0.15, decayMs: 300 },
  ], 700);
  return attackRelease(bell, 1.5, 60);
}

/** A glassy chime note on `hz`, `ms` long: a sine with a little of its 2nd and 3rd harmonics. */
function chime(hz: number, ms: number): Signal {
  const tone = partials([
    { hz, amplitude: 1, decayMs: 130 },
    { hz: hz * 2, amplitude: 0.25, decayMs: 80 },
    { hz: hz * 3, amplitude: 0.06, decayMs: 50 },
  ], ms);
  return attackRelease(tone, 4, 0);
}

/** `turn.wav`, 400 ms: a gentle two-note chime, G5 then C6 140 ms later (a rising fourth). */
export function turnChime(): Signal {
  const out = silence(400);
  mixAt(out, chime(midiHz(79), 400), 0, 0.8);
  mixAt(out, chime(midiHz(84), 260), samplesIn(140), 1);
  return attackRelease(out, 0, 40);
}

/** A plucked FM note on `hz`, `ms` long, bright at the start and mellow as it rings. */
function pluck(hz: number, ms: number, decayMs: number): Signal {
  return attackRelease(fmTone({ hz, ratio: 1, index: 1.2, indexDecayMs: 70, amplitude: 1, decayMs }, ms), 3, 0);
}

/**
 * `round-end.wav`, 1.2 s: a rising arpeggio C5 E5 G5 C6 E6, one note every 110 ms, the last
 * ringing over a soft C4 + G4 below; 100 ms final fade.
 */
export function roundEndArpeggio(): Signal {
  const out = silence(1200);
  const notes = [72, 76, 79, 84, 88];
  notes.forEach((note, i) => {
    const last = i === notes.length - 1;
    const start = samplesIn(110 * i);
    mixAt(out, pluck(midiHz(note), 1200 - 110 * i, last ? 360 : 200), start, last ? 0.9 : 0.7);
  });
  const resolve = samplesIn(110 * (notes.length - 1));
  for (const note of [60, 67]) mixAt(out, pluck(midiHz(note), 760, 380), resolve, 0.3);
  return attackRelease(out, 0, 100);
}

/** A brass-like FM note on `hz`, `ms` long: bright while held, mellowing as it rings (`decayMs`). */
function brass(hz: number, ms: number, decayMs: number): Signal {
  return attackRelease(fmTone({ hz, ratio: 1, index: 2.2, indexDecayMs: 260, amplitude: 1, decayMs }, ms), 12, 40);
}

/**
 * `win.wav`, 1.6 s: the game is over and someone won — a short fanfare, three quick G4s then a
 * held C major chord (C5 E5 G5 C6 over C3) from 420 ms.
 */
export function winFanfare(): Signal {
  const out = silence(1600);
  for (const at of [0, 130, 260]) mixAt(out, brass(midiHz(67), 120, 300), samplesIn(at), 0.7);
  const chord: readonly (readonly [number, number])[] = [[72, 0.8], [76, 0.55], [79, 0.55], [84, 0.45], [48, 0.35]];
  for (const [note, gain] of chord) mixAt(out, brass(midiHz(note), 1180, 700), samplesIn(420), gain);
  return attackRelease(out, 0, 200);
}

/**
 * One card's edge slapping the next in a riffle, `ms` long: noise band-passed at `hz` (the
 * stiffer the card, the higher), falling by e every 2.5 ms, with a 0.5 ms attack.
 */
function cardFlap(seed: number, hz: number, ms: number): Signal {
  return attackRelease(decay(biquad(noise(ms, seed), 'bandpass', hz, 1.1), 2.5), 0.5, 0);
}

/**
 * One card dealt across the table, 70 ms: a soft swish of noise band-passed at 1.8 kHz, rising
 * over 25 ms and fading over the rest, as a card slides off the deck.
 */
function cardSwish(seed: number): Signal {
  return attackRelease(biquad(noise(70, seed), 'bandpass', 1800, 0.8), 25, 45);
}

/**
 * `shuffle.wav`, 1.5 s: the cards shuffled and dealt at a game's start — a riffle of 56 card
 * flaps over 620 ms (each 4–9 ms after the last, quickening then slowing, 3.2–4.6 kHz, uneven
 * in level like two half-decks meeting), the deck squared with a low knock (130 and 260 Hz) at
 * 700 ms, then six dealt cards, one every 110 ms from 860 ms.
 */
export function shuffleDeal(): Signal {
  const out = silence(1500);
  let at = 1;
  for (let i = 0; i < 56; i += 1) {
    const x = i / 55;
    const gap = 11 - 6 * Math.sin(Math.PI * x);
    const level = 0.55 + 0.35 * Math.abs(Math.sin(i * 2.3));
    mixAt(out, cardFlap(100 + i, 3200 + 1400 * ((i * 7) % 11) / 10, 14), samplesIn(at), level);
    at += gap;
  }
  const knock = partials([
    { hz: 130, amplitude: 0.7, decayMs: 18 },
    { hz: 260, amplitude: 0.35, decayMs: 12 },
  ], 90);
  mixAt(out, attackRelease(knock, 2, 20), samplesIn(700), 0.8);
  for (let k = 0; k < 6; k += 1) mixAt(out, cardSwish(300 + k), samplesIn(860 + 110 * k), 0.6);
  return attackRelease(out, 1, 60);
}
