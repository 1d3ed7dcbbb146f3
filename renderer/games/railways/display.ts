/**
 * The table's display preferences for Railways of the World (the source's "track and cube
 * brightness/contrast (6 styles)" and "track-building visual aid"), as pure functions:
 * - six **styles**, each a {@link Tone}, one list for the track tiles (player colours) and one
 *   for the goods (cubes, city discs, City Rotor bands, their chips and letters): Standard (the
 *   colours as printed), Bright (livelier, a little lighter), Pale (lighter and softer), Deep
 *   (darker and richer), High contrast (lighter fills in a thick pure black outline), Muted (less
 *   saturated, toward a middle lightness). A tone works in OKLab/OKLCh (Björn Ottosson 2020:
 *   L 0–1, a and b about ±0.4), so it keeps each colour's hue and the order of lightness, and
 *   its result is mapped into sRGB by lowering chroma only;
 * - **the build aid**: which tiles the build in progress has laid, from the tracks remembered
 *   when the build began ({@link nextBuildBase}, {@link newTiles}).
 * Colours are `#rrggbb` (sRGB); widths are factors of the board's own (board-geometry.ts `H`).
 * The colour maths is culori's (OKLab, chroma clamping, WCAG contrast). No React, no three.js:
 * the functions are tested directly (railways-display.test.ts).
 */
import type { RailwaysTableView } from '../../../shared-rules/games/railways';
import { clampChroma, converter, differenceEuclidean, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, useMode, wcagContrast, type Oklab } from 'culori/fn';
import { GOODS_HEX } from './palette';

/** The six styles, in the order the chooser offers them. */
export const DISPLAY_STYLES = ['standard', 'bright', 'pale', 'deep', 'contrast', 'muted'] as const;

/** One of the six styles (the i18n key `railways.display.style-<id>` names it). */
export type DisplayStyle = (typeof DISPLAY_STYLES)[number];

/**
 * How a style changes a piece's colour (OKLCh) and outline:
 * - lightness L' = L + (`target` − L) · `pull`, where a pull toward a lighter target is scaled by
 *   min(1, L / 0.6) so that dark colours (the black cube) stay dark;
 * - chroma C' = C · `chroma` (then lowered further only if sRGB cannot show it);
 * - `outline`: the colour of the dark edge around each piece; `outlineScale`: its width as a
 *   factor of the standard edge (1: as `H.outlineWidth − H.trackWidth` for a track, the cube's
 *   base frame for a cube).
 */
export type Tone = { readonly target: number; readonly pull: number; readonly chroma: number; readonly outline: string; readonly outlineScale: number };

/** The track tiles' tones (player colours on the terrain: the dark edge is what meets the land). */
export const TRACK_TONES: Readonly<Record<DisplayStyle, Tone>> = {
  standard: { target: 0.5, pull: 0, chroma: 1, outline: '#1b1b1b', outlineScale: 1 },
  bright: { target: 1, pull: 0.12, chroma: 1.3, outline: '#1b1b1b', outlineScale: 1 },
  pale: { target: 0.96, pull: 0.45, chroma: 0.66, outline: '#262626', outlineScale: 0.85 },
  deep: { target: 0.15, pull: 0.24, chroma: 1.12, outline: '#111111', outlineScale: 1 },
  contrast: { target: 1, pull: 0.22, chroma: 1.1, outline: '#000000', outlineScale: 1.8 },
  muted: { target: 0.62, pull: 0.3, chroma: 0.6, outline: '#1b1b1b', outlineScale: 1 },
};

/** The goods' tones (cubes on city discs of the same colours: hues must stay apart). */
export const CUBE_TONES: Readonly<Record<DisplayStyle, Tone>> = {
  standard: { target: 0.5, pull: 0, chroma: 1, outline: '#1b1b1b', outlineScale: 1 },
  bright: { target: 1, pull: 0.05, chroma: 1.3, outline: '#1b1b1b', outlineScale: 1 },
  pale: { target: 0.96, pull: 0.4, chroma: 0.78, outline: '#303030', outlineScale: 1 },
  deep: { target: 0.15, pull: 0.22, chroma: 1.12, outline: '#111111', outlineScale: 1 },
  contrast: { target: 1, pull: 0.2, chroma: 1.1, outline: '#000000', outlineScale: 2.2 },
  muted: { target: 0.6, pull: 0.25, chroma: 0.7, outline: '#1b1b1b', outlineScale: 1 },
};

/** Whether `value` names a style. */
export function isDisplayStyle(value: unknown): value is DisplayStyle {
  return typeof value === 'string' && (DISPLAY_STYLES as readonly string[]).includes(value);
}

/** The style after `style` in the chooser's order (wrapping). */
export function nextStyle(style: DisplayStyle): DisplayStyle {
  return DISPLAY_STYLES[(DISPLAY_STYLES.indexOf(style) + 1) % DISPLAY_STYLES.length] ?? 'standard';
}

// ---- Colour maths: culori (OKLab, gamut mapping, WCAG luminance and contrast). ----

useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
useMode(modeOklch);

/** A colour in OKLab: lightness L (0 black – 1 white), a (green–red), b (blue–yellow). */
export type Lab = readonly [number, number, number];

const toOklab = converter('oklab');
const okDistance = differenceEuclidean('oklab');

/** `#rrggbb` → OKLab (black for anything that is not a colour). */
export function oklab(hex: string): Lab {
  const c = toOklab(hex);
  return c === undefined ? [0, 0, 0] : [c.l, c.a, c.b];
}

/** OKLab → `#rrggbb`: lightness clamped to 0–1, then chroma lowered (same lightness and hue, culori `clampChroma` in OKLCh) until sRGB can show it. */
export function labHex([L, a, b]: Lab): string {
  const lab: Oklab = { mode: 'oklab', l: Math.min(1, Math.max(0, L)), a, b };
  return formatHex(clampChroma(lab, 'oklch'));
}

/** The distance of two colours in OKLab (ΔE_OK: about 0.02 is just noticeable side by side). */
export function labDistance(a: string, b: string): number {
  return okDistance(a, b);
}

/** WCAG 2 contrast ratio of two colours (1–21; text wants 4.5, graphics 3). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** The ink for text on `fill`: white or near-black, whichever contrasts more — or pure black when neither reaches 4.5:1 and black does. */
export function inkOn(fill: string): string {
  const ink = contrastRatio(fill, '#ffffff') >= contrastRatio(fill, '#1b1b1b') ? '#ffffff' : '#1b1b1b';
  return contrastRatio(fill, ink) < 4.5 && contrastRatio(fill, '#000000') > contrastRatio(fill, ink) ? '#000000' : ink;
}

/** `hex` changed by `tone` (see {@link Tone}). */
export function toned(hex: string, tone: Tone): string {
  if (tone.pull === 0 && tone.chroma === 1) return hex.toLowerCase();
  const [L, a, b] = oklab(hex);
  const lighter = tone.target > L;
  const pull = lighter ? tone.pull * Math.min(1, L / 0.6) : tone.pull;
  return labHex([L + (tone.target - L) * pull, a * tone.chroma, b * tone.chroma]);
}

// ---- Looks: what the board draws, per style (cached: the same object for the same style). ----

/** The track tiles' look in a style: its tone and each player colour's fill (`fill(hex)`, cached). */
export type TrackLook = { readonly style: DisplayStyle; readonly tone: Tone; readonly fill: (hex: string) => string };

/**
 * The goods' look in a style: the fill and the ink of each goods code (0 red, 1 yellow, 2 blue,
 * 3 purple, 4 black, 5 grey: palette.ts `GOODS_HEX`), the outline and its width factor.
 */
export type GoodsLook = { readonly style: DisplayStyle; readonly fill: readonly string[]; readonly ink: readonly string[]; readonly outline: string; readonly outlineScale: number };

const trackLooks = new Map<DisplayStyle, TrackLook>();
const goodsLooks = new Map<DisplayStyle, GoodsLook>();

/** The track look of `style` (one object per style, so memoised geometry rebuilds only when the style changes). */
export function trackLook(style: DisplayStyle): TrackLook {
  const known = trackLooks.get(style);
  if (known !== undefined) return known;
  const tone = TRACK_TONES[style];
  const fills = new Map<string, string>();
  const look: TrackLook = {
    style,
    tone,
    fill: (hex) => {
      const seen = fills.get(hex);
      if (seen !== undefined) return seen;
      const out = toned(hex, tone);
      fills.set(hex, out);
      return out;
    },
  };
  trackLooks.set(style, look);
  return look;
}

/** The goods look of `style` (one object per style). */
export function goodsLook(style: DisplayStyle): GoodsLook {
  const known = goodsLooks.get(style);
  if (known !== undefined) return known;
  const tone = CUBE_TONES[style];
  const fill = GOODS_HEX.map((hex) => toned(hex, tone));
  const look: GoodsLook = { style, fill, ink: fill.map(inkOn), outline: tone.outline, outlineScale: tone.outlineScale };
  goodsLooks.set(style, look);
  return look;
}

// ---- The build aid: the tiles laid in the build in progress. ----

/**
 * The tracks as they were when the build in progress began: which action it is (`key`: turn,
 * round, slot, actions left, player) and, by track id, how many tiles each had and whether it
 * was a link already.
 */
export type BuildBase = { readonly key: string; readonly tracks: ReadonlyMap<number, { readonly tiles: number; readonly link: boolean }> };

/** The action a build belongs to (`null`: no build in progress). */
export function buildKey(view: Pick<RailwaysTableView, 'build' | 'turn' | 'round' | 'slot' | 'actionsLeft' | 'active'>): string | null {
  return view.build === null ? null : `${view.turn}:${view.round}:${view.slot}:${view.actionsLeft}:${view.active}`;
}

/**
 * The base for `view` given the one remembered (`prev`): `null` without a build; `prev` itself
 * while the same build goes on (so an undone tile is told too); otherwise the view's own tracks,
 * which are the build's start when it has taken no step yet. A build first seen after some steps
 * (the table reopened mid-build) takes those tiles as laid before: they are not marked.
 */
export function nextBuildBase(prev: BuildBase | null, view: Pick<RailwaysTableView, 'build' | 'turn' | 'round' | 'slot' | 'actionsLeft' | 'active' | 'tracks'> | undefined): BuildBase | null {
  if (view === undefined) return null;
  const key = buildKey(view);
  if (key === null) return null;
  if (prev !== null && prev.key === key) return prev;
  return { key, tracks: new Map(view.tracks.map((t) => [t.id, { tiles: t.hexes.length, link: t.to >= 0 }])) };
}

/**
 * A track the build in progress has added to: its id, owner (player index), the index in its
 * `hexes` of the first tile laid now (`first`; `hexes.length` when only the link was completed),
 * and whether the build completed it into a link (`joined`).
 */
export type NewRun = { readonly id: number; readonly owner: number; readonly first: number; readonly joined: boolean };

/** What the build has laid since `base`: one {@link NewRun} per track it added to, in the view's order. */
export function newTiles(base: BuildBase | null, view: Pick<RailwaysTableView, 'tracks'> | undefined): readonly NewRun[] {
  if (base === null || view === undefined) return [];
  const out: NewRun[] = [];
  for (const t of view.tracks) {
    const before = base.tracks.get(t.id);
    const first = Math.min(before?.tiles ?? 0, t.hexes.length);
    const joined = t.to >= 0 && before?.link !== true;
    if (first < t.hexes.length || joined) out.push({ id: t.id, owner: t.owner, first, joined });
  }
  return out;
}

/** The hexes of the tiles laid in this build (each tile's hex, in track order). */
export function newTileHexes(runs: readonly NewRun[], view: Pick<RailwaysTableView, 'tracks'> | undefined): readonly number[] {
  if (view === undefined) return [];
  const byId = new Map(view.tracks.map((t) => [t.id, t]));
  return runs.flatMap((r) => byId.get(r.id)?.hexes.slice(r.first) ?? []);
}
