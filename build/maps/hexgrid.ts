/**
 * Pointy-top axial hexes on projected kilometres (x east, y south), for the hex map builders
 * (Paris Connection, Railways of the World), exactly as `renderer/board-kit/hex/hex.ts` lays them out: hex (q, r) has its centre at
 * x = size·√3·(q + r/2), y = size·1.5·r, a corner pointing north. `size` is the circumradius, km.
 */
import { hexRound } from '../../renderer/board-kit/hex/hex';
import { SIDE_DIRECTIONS } from '../../shared-rules/maps/railways-map';
import type { Pt } from './geometry';

const SQRT3 = Math.sqrt(3);

/** The centre of hex (q, r), km. */
export function axialToKm(size: number, q: number, r: number): Pt {
  return [size * SQRT3 * (q + r / 2), size * 1.5 * r];
}

/** The axial hex holding point `p` (cube rounding by the board kit's `hexRound`; never −0). */
export function kmToAxial(size: number, p: Pt): [number, number] {
  const h = hexRound(((SQRT3 / 3) * p[0] - p[1] / 3) / size, ((2 / 3) * p[1]) / size);
  return [h.q, h.r];
}

/** The key of hex (q, r) in maps and sets: `"q,r"`. */
export const hexKey = (q: number, r: number): string => `${q},${r}`;

/** The six neighbours of hex (q, r), in the order of {@link SIDE_DIRECTIONS} (side d faces neighbour d). */
export function neighbours(q: number, r: number): [number, number][] {
  return SIDE_DIRECTIONS.map(([dq, dr]) => [q + dq, r + dr]);
}

/** The 7 land-test samples of a hex centred at `c`: the centre and 6 points `0.6 · size` toward its corners. */
export function hexSamples(size: number, c: Pt): Pt[] {
  const out: Pt[] = [c];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 180) * (60 * k - 30);
    out.push([c[0] + 0.6 * size * Math.cos(angle), c[1] + 0.6 * size * Math.sin(angle)]);
  }
  return out;
}

/** The six corners of a hex centred at `c`, scaled by `k` (1 = the hex itself). */
export function hexCorners(size: number, c: Pt, k = 1): Pt[] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30);
    return [c[0] + k * size * Math.cos(angle), c[1] + k * size * Math.sin(angle)] as const;
  });
}
