/**
 * Where names go on a board drawn under an HTML overlay (screen CSS px, board-local): each name
 * tries the sides its caller lists — on its anchor, or below, above, right, left of it, in its
 * reader's frame — and takes the first one where its box overlaps no name placed before it, no
 * other name's marker, no obstacle (pieces a name must never hide) and stays on the board. A
 * name with no free side is left out (`hidden`) unless it must show (`keep`: it then takes the
 * side that overlaps least). Names are placed in the order given, so callers put first the names
 * that matter most. A name facing the far long edge is turned 180°, so its reader's "below" is
 * the screen's above there and its "right" the screen's left (issue #14: names readable from
 * both long edges, never over pieces or each other). Pure: text widths come from `measure`.
 */

/** An axis-aligned box in px: left, top, right, bottom. */
export type NameBox = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/**
 * A place a name may take, in its reader's frame: on its anchor; beside its marker, centred on
 * it; or below or above it with the name starting at the anchor and running right (or ending at
 * it, running left).
 */
export type NameSide = 'centre' | 'below' | 'above' | 'right' | 'left' | 'below-right' | 'below-left' | 'above-right' | 'above-left';

/**
 * A name to place: its anchor (`x`, `y`, px; the city's centre), its marker's half-size
 * (`radius`, px: the names beside it keep this far from the anchor, and every other name keeps
 * off this box; 0 for none), whether it faces the far long edge, its text, font size (px),
 * whether it must show, px its box takes beside the text (a badge or value disc before it), and
 * the sides it tries in order.
 */
export type NameInput = {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly far: boolean;
  readonly text: string;
  readonly fontPx: number;
  readonly keep: boolean;
  readonly extraPx?: number;
  readonly sides: readonly NameSide[];
};

/** A name's box around its text: `padPx` added to the text's width, `lineHeight` × font size (+ `padYPx`) tall, `gapPx` between a marker and a name beside it. */
export type NameBoxStyle = { readonly padPx: number; readonly lineHeight: number; readonly padYPx?: number; readonly gapPx: number };

/** Where a name went: its box's centre and size (px), the side it took (undefined when left out) and whether it is left out. */
export type PlacedName = { readonly cx: number; readonly cy: number; readonly width: number; readonly height: number; readonly side: NameSide | undefined; readonly hidden: boolean };

/** The area (px²) two boxes share; 0 when apart or only touching. */
export function boxOverlap(a: NameBox, b: NameBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A placed name's box. */
export function nameBox(p: Pick<PlacedName, 'cx' | 'cy' | 'width' | 'height'>): NameBox {
  return { x0: p.cx - p.width / 2, y0: p.cy - p.height / 2, x1: p.cx + p.width / 2, y1: p.cy + p.height / 2 };
}

/**
 * A name box's centre for `side` about the anchor (`x`, `y`): `besideX` and `besideY` are the
 * screen offsets of a name beside the marker (reader's right, below), `halfX` half its width
 * toward the reader's right.
 */
function spot(side: NameSide, x: number, y: number, besideX: number, besideY: number, halfX: number): readonly [number, number] {
  switch (side) {
    case 'centre':
      return [x, y];
    case 'below':
      return [x, y + besideY];
    case 'above':
      return [x, y - besideY];
    case 'right':
      return [x + besideX, y];
    case 'left':
      return [x - besideX, y];
    case 'below-right':
      return [x + halfX, y + besideY];
    case 'below-left':
      return [x - halfX, y + besideY];
    case 'above-right':
      return [x + halfX, y - besideY];
    case 'above-left':
      return [x - halfX, y - besideY];
  }
}

/** Less than half a square px of overlap is rounding, not an overlap. */
const ROUNDING_PX2 = 0.5;

/**
 * The names of `inputs` placed in their order (see the module comment) inside a board of
 * `width × height` px, with boxes sized by `style` and `measure(text, fontPx)` (the text's width
 * in px); `obstacles` are boxes no name may cover (pieces). Returns one placed name per input,
 * in the same order. Cost of a side: px² over names placed before, over other names' markers and
 * obstacles, plus twice the px² off the board.
 */
export function placeNames(inputs: readonly NameInput[], width: number, height: number, measure: (text: string, fontPx: number) => number, style: NameBoxStyle, obstacles: readonly NameBox[] = []): PlacedName[] {
  const boxes: NameBox[] = [];
  const markers = inputs.map((c) => ({ x0: c.x - c.radius, y0: c.y - c.radius, x1: c.x + c.radius, y1: c.y + c.radius }));
  const board: NameBox = { x0: 0, y0: 0, x1: width, y1: height };
  return inputs.map((c, index) => {
    const w = measure(c.text, c.fontPx) + style.padPx + (c.extraPx ?? 0);
    const h = c.fontPx * style.lineHeight + (style.padYPx ?? 0);
    const gap = c.radius + style.gapPx;
    const down = c.far ? -1 : 1;
    let best: { cx: number; cy: number; cost: number; side: NameSide } | undefined;
    for (const side of c.sides) {
      const [cx, cy] = spot(side, c.x, c.y, down * (gap + w / 2), down * (gap + h / 2), down * (w / 2));
      const box: NameBox = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
      let cost = 0;
      for (const b of boxes) cost += boxOverlap(box, b);
      markers.forEach((m, k) => {
        if (k !== index) cost += boxOverlap(box, m);
      });
      for (const o of obstacles) cost += boxOverlap(box, o);
      // Off the board costs twice the part that is off.
      cost += (w * h - boxOverlap(box, board)) * 2;
      if (cost < ROUNDING_PX2) cost = 0;
      if (best === undefined || cost < best.cost - ROUNDING_PX2) best = { cx, cy, cost, side };
      if (cost === 0) break;
    }
    const at = best ?? { cx: c.x, cy: c.y, cost: 0, side: undefined };
    const hidden = !c.keep && at.cost > 0;
    const placed: PlacedName = { cx: at.cx, cy: at.cy, width: w, height: h, side: hidden ? undefined : at.side, hidden };
    if (!hidden) boxes.push(nameBox(placed));
    return placed;
  });
}

/**
 * `placeNames` over a game's own items: `input(item)` says how each item's name is placed; the
 * items come back in their order, each with its placement (`cx`, `cy`, `width`, `height`, `side`,
 * `hidden`) merged in.
 */
export function placeNamesOf<T extends object>(items: readonly T[], input: (item: T) => NameInput, width: number, height: number, measure: (text: string, fontPx: number) => number, style: NameBoxStyle, obstacles: readonly NameBox[] = []): (T & PlacedName)[] {
  const placed = placeNames(items.map(input), width, height, measure, style, obstacles);
  return items.map((item, i) => ({ ...item, ...(placed[i] as PlacedName) }));
}

/** The overlay's bold name font (the app's text stack), for measuring names drawn as HTML. */
export const OVERLAY_NAME_FONT_FAMILY = `'Noto Sans', 'DejaVu Sans', 'Noto Naskh Arabic', 'Noto Sans CJK KR', sans-serif`;

let measureContext: CanvasRenderingContext2D | null | undefined;

/** A text's width in px at `fontPx` (bold, the overlay's name font), measured on a 2D canvas; estimated (0.6 em a character) without one. */
export function overlayTextWidth(text: string, fontPx: number): number {
  if (measureContext === undefined) measureContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (measureContext === null) return text.length * fontPx * 0.6;
  measureContext.font = `700 ${fontPx}px ${OVERLAY_NAME_FONT_FAMILY}`;
  return measureContext.measureText(text).width;
}
