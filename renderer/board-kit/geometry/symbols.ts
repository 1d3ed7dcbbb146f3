/**
 * The outlines of the six symbols (circle, square, triangle, diamond, star, hexagon) that code
 * regions and seats besides colour, as rings of 2D points around the origin with radius 1
 * (north = −z). Every outline is star-shaped around its centre, so a fan from the centre fills
 * it and two scaled copies with the same point count make a frame.
 */
import type { Pt } from './polygon';

/** A shape that codes a seat or a region besides its colour (never colour alone). */
export type BoardSymbol = 'circle' | 'square' | 'triangle' | 'diamond' | 'star' | 'hexagon';

function regular(n: number, radius: number, phase: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = phase + (i * 2 * Math.PI) / n;
    pts.push([Math.cos(a) * radius, Math.sin(a) * radius]);
  }
  return pts;
}

/** The outline of `symbol` with circumradius about 1 (sized so the shapes look equally big). */
export function symbolOutline(symbol: BoardSymbol): Pt[] {
  const up = -Math.PI / 2;
  switch (symbol) {
    case 'circle':
      return regular(20, 0.92, 0);
    case 'square':
      return regular(4, 1.12, Math.PI / 4);
    case 'triangle':
      return regular(3, 1.22, up);
    case 'diamond':
      return regular(4, 1.15, up).map(([x, z]) => [x * 0.85, z] as const);
    case 'hexagon':
      return regular(6, 1, 0);
    case 'star': {
      const outer = regular(5, 1.22, up);
      const inner = regular(5, 0.52, up + Math.PI / 5);
      return outer.flatMap((p, i) => {
        const q = inner[i];
        return q ? [p, q] : [p];
      });
    }
  }
}
