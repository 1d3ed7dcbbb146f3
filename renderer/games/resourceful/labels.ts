/**
 * Where the city names go on the board (screen CSS px, board-local): a major city's name on its
 * hexagon; a medium or small city's name beside its marker, on the first side — its reader's
 * right, left, below, above — where it overlaps no name placed before it, no major city's
 * hexagon and no other city's marker, and stays on the board. Majors are placed first, then the
 * names that must show (`keep`: a demand's cities, the planner's city), then medium cities, then
 * small ones. A medium or small name with no free side is left out (`hidden`; on a small board
 * the names would otherwise cover each other) unless it must show: then it takes the side that
 * overlaps least. Each name faces the nearer long edge (the far half turned 180°), so "right" is
 * the screen's left there. Pure: the text widths come from `measure`.
 */

/** A name to place: the city, its size, its marker's centre and radius (px), whether it faces the far edge, its text and font size (px). */
export type LabelInput = {
  readonly id: string;
  readonly size: 'major' | 'medium' | 'small';
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  readonly far: boolean;
  readonly text: string;
  readonly fontPx: number;
  readonly keep: boolean;
};

/** A placed name: its box's centre and size (px), and whether it is left out. */
export type PlacedLabel = LabelInput & { readonly cx: number; readonly cy: number; readonly width: number; readonly height: number; readonly hidden: boolean };

type Box = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

const ORDER: Readonly<Record<LabelInput['size'], number>> = { major: 0, medium: 2, small: 3 };

/** Placement order: majors, then names that must show, then medium, then small cities. */
function rank(c: LabelInput): number {
  return c.size === 'major' ? 0 : c.keep ? 1 : ORDER[c.size];
}

/**
 * The names placed (see the module comment) inside a board of `width × height` px;
 * `measure(text, fontPx)` gives a text's width in px.
 */
export function placeLabels(inputs: readonly LabelInput[], width: number, height: number, measure: (text: string, fontPx: number) => number): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  // Every city's marker is in the way of every other city's name.
  const markers: { readonly id: string; readonly box: Box }[] = inputs.map((c) => ({ id: c.id, box: { x0: c.x - c.radius, y0: c.y - c.radius, x1: c.x + c.radius, y1: c.y + c.radius } }));
  const sorted = [...inputs].sort((a, b) => rank(a) - rank(b));
  for (const c of sorted) {
    const w = measure(c.text, c.fontPx) + 6;
    const h = c.fontPx * 1.25;
    const gap = c.radius + 3;
    const side = c.far ? -1 : 1;
    const candidates: readonly (readonly [number, number])[] =
      c.size === 'major'
        ? [[c.x, c.y]]
        : [
            [c.x + side * (gap + w / 2), c.y],
            [c.x - side * (gap + w / 2), c.y],
            [c.x, c.y + side * (gap + h / 2)],
            [c.x, c.y - side * (gap + h / 2)],
          ];
    let best: { cx: number; cy: number; cost: number } | undefined;
    for (const [cx, cy] of candidates) {
      const box: Box = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
      let cost = 0;
      for (const b of boxes) cost += overlap(box, b);
      for (const m of markers) if (m.id !== c.id) cost += overlap(box, m.box);
      // Off the board costs as much as the part that is off.
      const inside = overlap(box, { x0: 0, y0: 0, x1: width, y1: height });
      cost += (w * h - inside) * 2;
      // Less than half a square px of overlap is rounding, not an overlap.
      if (cost < 0.5) cost = 0;
      if (best === undefined || cost < best.cost - 0.5) best = { cx, cy, cost };
      if (cost === 0) break;
    }
    const at = best ?? { cx: c.x, cy: c.y, cost: 0 };
    const hidden = c.size !== 'major' && !c.keep && at.cost > 0;
    if (!hidden) boxes.push({ x0: at.cx - w / 2, y0: at.cy - h / 2, x1: at.cx + w / 2, y1: at.cy + h / 2 });
    placed.push({ ...c, cx: at.cx, cy: at.cy, width: w, height: h, hidden });
  }
  return placed;
}
