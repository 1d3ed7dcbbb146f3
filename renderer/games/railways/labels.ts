/**
 * Where the city names go on the board (screen CSS px, board-local): beside each city's disc, on
 * the first side — below it for its reader, then above, right, left — where the name overlaps no
 * name placed before it and no other city's disc, and stays on the board. Names are placed by
 * `priority` (higher first: the cities a highlight, a card or a goal names, then coloured cities
 * with cubes); a name with no free side is left out (`hidden`) unless it must show (`keep`: it
 * then takes the side that overlaps least). Each name faces the nearer long edge (the far half
 * turned 180°), so its reader's "below" is the screen's above there. Pure: widths from `measure`.
 */

/** A name to place: the city's hex, its disc's centre and radius (px), whether it faces the far edge, its text, font size (px), priority and whether it must show. */
export type LabelInput = {
  readonly hex: number;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly far: boolean;
  readonly text: string;
  readonly fontPx: number;
  readonly priority: number;
  readonly keep: boolean;
  /** Px the name's box takes beside its text (a badge before it); none by default. */
  readonly extraPx?: number;
};

/** A placed name: its box's centre and size (px), and whether it is left out. */
export type PlacedLabel = LabelInput & { readonly cx: number; readonly cy: number; readonly width: number; readonly height: number; readonly hidden: boolean };

type Box = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The names placed (see the module comment) inside a board of `width × height` px. */
export function placeLabels(inputs: readonly LabelInput[], width: number, height: number, measure: (text: string, fontPx: number) => number): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  const discs = inputs.map((c) => ({ hex: c.hex, box: { x0: c.x - c.radius, y0: c.y - c.radius, x1: c.x + c.radius, y1: c.y + c.radius } }));
  const sorted = [...inputs].sort((a, b) => b.priority - a.priority || a.hex - b.hex);
  for (const c of sorted) {
    const w = measure(c.text, c.fontPx) + 8 + (c.extraPx ?? 0);
    const h = c.fontPx * 1.3;
    const gap = c.radius + 1;
    const down = c.far ? -1 : 1;
    const candidates: readonly (readonly [number, number])[] = [
      [c.x, c.y + down * (gap + h / 2)],
      [c.x, c.y - down * (gap + h / 2)],
      [c.x + down * (gap + w / 2), c.y],
      [c.x - down * (gap + w / 2), c.y],
    ];
    let best: { cx: number; cy: number; cost: number } | undefined;
    for (const [cx, cy] of candidates) {
      const box: Box = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
      let cost = 0;
      for (const b of boxes) cost += overlap(box, b);
      for (const d of discs) if (d.hex !== c.hex) cost += overlap(box, d.box);
      cost += (w * h - overlap(box, { x0: 0, y0: 0, x1: width, y1: height })) * 2;
      if (cost < 0.5) cost = 0;
      if (best === undefined || cost < best.cost - 0.5) best = { cx, cy, cost };
      if (cost === 0) break;
    }
    const at = best ?? { cx: c.x, cy: c.y, cost: 0 };
    const hidden = !c.keep && at.cost > 0;
    if (!hidden) boxes.push({ x0: at.cx - w / 2, y0: at.cy - h / 2, x1: at.cx + w / 2, y1: at.cy + h / 2 });
    placed.push({ ...c, cx: at.cx, cy: at.cy, width: w, height: h, hidden });
  }
  return placed;
}
