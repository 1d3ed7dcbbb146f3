/**
 * Where Paris Connection's city names go (screen CSS px, board-local), through the board kit's
 * `placeNames` (issue #14 §2: names never over pieces or each other, readable from both long
 * edges). A name with its value disc lies on its city's hexagon while that is free; where the
 * name would cover a neighbour's name or a locomotive — or locomotives stand on its own city — it
 * moves below its city for its reader, then above, right, left, to the first place free of
 * names and pieces. Cities with locomotives are placed first (they have the fewest places), then
 * by value, highest first; names still in the way are placed first in the next round.
 *
 * On a crowded board (1280×800: a 1,024 × 544 px board, 23 px hexes, names at the 14 px
 * minimum) some names find no free place at all (a name may overlap a corner of a locomotive's
 * box, less than a quarter of it, never more). The text may not shrink below 14 px, and a
 * name over a locomotive or over another name is worse for the players than a shorter one, so
 * such a name slides along its city's sides, then is cut short ("Montp."), then (a free city)
 * shows as its value disc alone on its hexagon, and where even that finds no place it is left
 * out: the hexagon's fill still shows the city's value (beige 1, purple 2, red 3, blue 4). Free
 * cities keep their names first: a taken city (it holds its one locomotive, rules "Build track")
 * is no longer a place to build. Pure: widths from `measure`.
 */
import { boxOverlap, nameBox, placeNames, type NameBox, type NameBoxStyle, type NameInput, type NameSide, type PlacedName } from '../../board-kit/labels/place-names';
import { pieceHalfSizePx } from './board-geometry';

/** A city to name: its hex index, id, name, value (1–4) and its hex centre on screen (px). */
export type ParisCityName = { readonly hex: number; readonly id: string; readonly name: string; readonly value: number; readonly x: number; readonly y: number };

/**
 * A placed name: the city, its box's centre and size (px), the kit's side it took (undefined
 * when slid along a side, or left out), whether it is left out (`hidden`: nothing is drawn), the
 * text drawn after the value disc (`label`: the name, cut short, or '' for the disc alone) and
 * whether it faces the far (north) edge.
 */
export type PlacedParisName = ParisCityName & PlacedName & { readonly label: string; readonly north: boolean };

const BESIDE: readonly NameSide[] = ['below', 'above', 'below-right', 'below-left', 'above-right', 'above-left', 'right', 'left'];
const ON_HEX: readonly NameSide[] = ['centre', ...BESIDE];

/** Less than half a square px of overlap is rounding. */
const ROUNDING_PX2 = 0.5;

/**
 * The share of a locomotive's box a name may overlap where no place clears it: less than a
 * quarter, a corner (the box reaches past the round piece; the board's standard since names
 * moved off pieces, tests/renderer/paris-names.test.ts). A name over more is in the way.
 */
const CORNER = 0.25;

/** Placement rounds at most: each puts the names still in the way first. */
const ROUNDS = 12;

/**
 * A name's box for names of `labelPx`: its text's line, as tall as the value disc (1.26 em +
 * 4 px), 0.6 em wider than the text (its halo and a space between neighbouring names), 2 px clear
 * of the pieces beside it.
 */
function styleFor(labelPx: number): NameBoxStyle {
  return { padPx: 0.6 * labelPx, lineHeight: 1.3, padYPx: 4, gapPx: 2 };
}

/**
 * Px the value disc and its gap add beside the name's text: the disc is 1.4 × 0.9 em with a 2 px
 * rim each side (1.26 em + 4 px) and a 4 px gap before the name (`renderer/styles.css` `.paris-city`).
 */
export function valueDiscPx(labelPx: number): number {
  return 1.26 * labelPx + 4 + 4;
}

/**
 * The city names placed (see the module comment): `cities` with their hex centres on a board of
 * `width × height` px, `occupied[h]` the companies on hex h (bitmask), `centreOf(h)` any hex's
 * centre on screen (px), `hexPx` a hex size in px, `labelPx` the names' font size (px), `panels`
 * boxes over the board no name may go under (the company displays). Returns one placed name per
 * city: cities with locomotives first, then by value, highest first. No two names shown overlap,
 * none goes under a display or off the board, and none covers a quarter of a locomotive's box
 * or more ({@link CORNER}).
 */
export function placeParisNames(
  cities: readonly ParisCityName[],
  occupied: readonly number[],
  centreOf: (hex: number) => { readonly x: number; readonly y: number },
  hexPx: number,
  labelPx: number,
  width: number,
  height: number,
  measure: (text: string, fontPx: number) => number,
  panels: readonly NameBox[] = [],
): PlacedParisName[] {
  const locomotives: NameBox[] = [];
  occupied.forEach((mask, hex) => {
    const half = pieceHalfSizePx(mask, hexPx);
    if (half === undefined) return;
    const c = centreOf(hex);
    locomotives.push({ x0: c.x - half.x, y0: c.y - half.y, x1: c.x + half.x, y1: c.y + half.y });
  });
  const pieces = [...panels, ...locomotives];
  const taken = (c: ParisCityName): boolean => (occupied[c.hex] ?? 0) !== 0;
  const sorted = [...cities].sort((a, b) => Number(taken(b)) - Number(taken(a)) || b.value - a.value || a.hex - b.hex);
  const extraPx = valueDiscPx(labelPx);
  const style = styleFor(labelPx);
  const discHalf = (labelPx * style.lineHeight + (style.padYPx ?? 0)) / 2;
  const input = (c: ParisCityName): NameInput => ({
    x: c.x,
    y: c.y,
    // A city's centre (its value disc) is kept free of other names; a name beside its own
    // city's pieces keeps their height away (their box is an obstacle already).
    radius: Math.max(pieceHalfSizePx(occupied[c.hex] ?? 0, hexPx)?.y ?? 0, discHalf),
    far: c.y < height / 2,
    text: c.name,
    fontPx: labelPx,
    keep: true,
    extraPx,
    sides: taken(c) ? BESIDE : ON_HEX,
  });
  const markers = sorted.map((c) => {
    const r = input(c).radius;
    return { x0: c.x - r, y0: c.y - r, x1: c.x + r, y1: c.y + r };
  });
  const board: NameBox = { x0: 0, y0: 0, x1: width, y1: height };
  // The px² each name overlaps: other names, other cities' discs, pieces, displays, the board's edge.
  const trouble = (placed: readonly PlacedName[]): number[] =>
    placed.map((p, i) => {
      const box = nameBox(p);
      let cost = (p.width * p.height - boxOverlap(box, board)) * 2;
      placed.forEach((q, k) => {
        if (k !== i) cost += boxOverlap(box, nameBox(q));
      });
      markers.forEach((m, k) => {
        if (k !== i) cost += boxOverlap(box, m);
      });
      for (const o of panels) cost += boxOverlap(box, o);
      for (const o of locomotives) {
        const over = boxOverlap(box, o);
        if (over >= CORNER * (o.x1 - o.x0) * (o.y1 - o.y0)) cost += over;
      }
      return cost > ROUNDING_PX2 ? cost : 0;
    });
  // Greedy placement in an order; names still in trouble move to the front and all are placed
  // again, a few rounds, keeping the round with the least trouble.
  let order = sorted.map((_, i) => i);
  let best: { placed: PlacedName[]; total: number } | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const run = placeNames(order.map((i) => input(sorted[i] as ParisCityName)), width, height, measure, style, pieces);
    const byCity: PlacedName[] = new Array<PlacedName>(sorted.length);
    order.forEach((i, k) => (byCity[i] = run[k] as PlacedName));
    const costs = trouble(byCity);
    const total = costs.reduce((a, b) => a + b, 0);
    if (best === undefined || total < best.total) best = { placed: byCity, total };
    if (total === 0) break;
    order = [...order.filter((i) => (costs[i] ?? 0) > 0), ...order.filter((i) => (costs[i] ?? 0) === 0)];
  }
  const placed = [...(best?.placed ?? [])];
  const labels = sorted.map((c) => c.name);
  // Names still in trouble are placed again one by one around the names that are clear, free
  // cities first (a city holds one locomotive, rules "Build track": a taken one is no longer a
  // place to build, so its name matters least), then by value: sliding along their city's
  // sides, whole, then shortened, then as the value disc alone (a free city's); one with no
  // free place even so is left out (its hexagon's fill shows its value).
  const costs = trouble(placed);
  const settled = sorted.flatMap((_, i) => ((costs[i] ?? 0) === 0 ? [i] : []));
  const stuck = sorted.flatMap((_, i) => ((costs[i] ?? 0) > 0 ? [i] : [])).sort((x, y) => Number(taken(sorted[x] as ParisCityName)) - Number(taken(sorted[y] as ParisCityName)) || (sorted[y]?.value ?? 0) - (sorted[x]?.value ?? 0) || x - y);
  const gone = new Set<number>();
  const all = sorted.map((d) => d.name);
  for (const i of stuck) {
    const c = sorted[i] as ParisCityName;
    const base = input(c);
    const texts = [...new Set([c.name, shortName(c.name, all), initials(c.name, all)])];
    // A taken city's disc alone would float among the pieces, telling only what its hexagon's
    // fill tells: a taken city's name that finds no place is left out instead.
    const forms = [...texts.map((text) => ({ text, w: measure(text, labelPx) + style.padPx + extraPx })), ...(taken(c) ? [] : [{ text: '', w: discPx(labelPx) }])];
    const h = labelPx * style.lineHeight + (style.padYPx ?? 0);
    const around = [...settled.map((k) => nameBox(placed[k] as PlacedName)), ...markers.filter((_, k) => k !== i), ...panels];
    let found: PlacedName | undefined;
    for (const form of forms) {
      const spots = slideSpots(base, form.w, h, style.gapPx, taken(c)).filter(([cx, cy]) => {
        const box = { x0: cx - form.w / 2, y0: cy - h / 2, x1: cx + form.w / 2, y1: cy + h / 2 };
        return box.x0 >= 0 && box.y0 >= 0 && box.x1 <= width && box.y1 <= height && around.every((o) => boxOverlap(box, o) <= ROUNDING_PX2);
      });
      // A place clear of every locomotive first, else one on no more than a corner of any.
      const over = (cx: number, cy: number, share: number): boolean =>
        locomotives.every((o) => boxOverlap({ x0: cx - form.w / 2, y0: cy - h / 2, x1: cx + form.w / 2, y1: cy + h / 2 }, o) <= Math.max(ROUNDING_PX2, share * (o.x1 - o.x0) * (o.y1 - o.y0)));
      const spotAt = spots.find(([cx, cy]) => over(cx, cy, 0)) ?? spots.find(([cx, cy]) => over(cx, cy, CORNER));
      if (spotAt !== undefined) {
        found = { cx: spotAt[0], cy: spotAt[1], width: form.w, height: h, side: undefined, hidden: false };
        labels[i] = form.text;
        break;
      }
    }
    if (found === undefined) gone.add(i);
    else {
      placed[i] = found;
      settled.push(i);
    }
  }
  return sorted.map((c, i) => {
    const p = placed[i] as PlacedName;
    const hidden = gone.has(i);
    return { ...c, ...p, side: hidden ? undefined : p.side, hidden, label: labels[i] ?? c.name, north: c.y < height / 2 };
  });
}

/**
 * Where a name box of `w × h` px may go about its city (`c`: anchor, marker radius, facing),
 * nearest first: on the hexagon (unless `taken`) slid sideways as far as it still covers the
 * centre, then below, above (the reader's), right and left of the marker `gapPx` off it, slid
 * along that side as far as the box still reaches the anchor. Box centres, px.
 */
function slideSpots(c: NameInput, w: number, h: number, gapPx: number, taken: boolean): (readonly [number, number])[] {
  const down = c.far ? -1 : 1;
  const step = Math.max(2, h / 4);
  const spots: { at: readonly [number, number]; far: number }[] = [];
  const offsets = (reach: number): number[] => {
    const out = [0];
    for (let d = step; d <= reach; d += step) out.push(d, -d);
    return out;
  };
  if (!taken) for (const d of offsets(Math.max(0, w / 2 - c.radius))) spots.push({ at: [c.x + d, c.y], far: Math.abs(d) });
  const below = c.radius + gapPx + h / 2;
  const beside = c.radius + gapPx + w / 2;
  for (const d of offsets(w / 2)) {
    spots.push({ at: [c.x + d * down, c.y + below * down], far: h / 2 + Math.abs(d) });
    spots.push({ at: [c.x + d * down, c.y - below * down], far: h / 2 + 1 + Math.abs(d) });
  }
  for (const d of offsets(h / 2)) {
    spots.push({ at: [c.x + beside * down, c.y + d * down], far: w / 2 + Math.abs(d) });
    spots.push({ at: [c.x - beside * down, c.y + d * down], far: w / 2 + 1 + Math.abs(d) });
  }
  return spots.sort((a, b) => a.far - b.far).map((s) => s.at);
}

/**
 * A city's name cut short for a crowded board, the way French maps abbreviate: its first letters
 * up to a consonant before a vowel, at least 4 letters, as few as keep it apart from every other
 * name in `all`, and a full stop ("Montpellier" → "Montp.", "Strasbourg" → "Strasb.", "Marseille"
 * → "Mars."). A name the cut would not shorten by two letters or more, or one cut inside a
 * word's space or hyphen, is kept whole ("Lyon", "Rennes", "Le Mans").
 */
export function shortName(name: string, all: readonly string[]): string {
  const letters = [...name];
  const vowel = (ch: string | undefined): boolean => ch !== undefined && /^[aeiouyàâäéèêëîïôöùûü]$/i.test(ch);
  const letter = (ch: string | undefined): boolean => ch !== undefined && /^\p{L}$/u.test(ch);
  for (let n = 4; n + 2 < letters.length; n++) {
    const cut = letters.slice(0, n);
    if (!cut.every(letter)) return name;
    if (vowel(cut[n - 1]) || !vowel(letters[n])) continue;
    const text = cut.join('');
    if (all.every((other) => other === name || !other.startsWith(text))) return `${text}.`;
  }
  return name;
}

/**
 * A city's name cut to its first three letters and a full stop ("Nantes" → "Nan.", "Besançon" →
 * "Bes."), more where three would not tell it from another name in `all`; a name of five letters
 * or fewer, or one with a space or hyphen in its cut, is kept whole.
 */
export function initials(name: string, all: readonly string[]): string {
  const letters = [...name];
  for (let n = 3; n + 2 < letters.length; n++) {
    const cut = letters.slice(0, n);
    if (!cut.every((ch) => /^\p{L}$/u.test(ch))) return name;
    const text = cut.join('');
    if (all.every((other) => other === name || !other.startsWith(text))) return `${text}.`;
  }
  return name;
}

/** Px the value disc alone takes: 1.26 em and its 2 px rims (see {@link valueDiscPx}). */
function discPx(labelPx: number): number {
  return 1.26 * labelPx + 4;
}
