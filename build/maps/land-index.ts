/**
 * A bucketed index over projected land rings (km) answering the grid's questions fast:
 * is a point on land, how far is the nearest coast, which landmass is a point on or next to,
 * and is an offshore point in a narrow channel (coast on opposite sides).
 */
import { dist, nearestOnSegment, pointInRing, ringArea, type Pt } from './geometry';

type Seg = { readonly a: Pt; readonly b: Pt; readonly ring: number };

/** Spatial index over land rings; holes (rings inside an odd number of others) are detected. */
export class LandIndex {
  private readonly cell: number;
  private readonly cells = new Map<string, Seg[]>();
  private readonly rows = new Map<number, Seg[]>();
  /** Per ring: the landmass id (the ring itself, or for a hole the ring that holds it). */
  private readonly landmass: number[];
  private readonly area: number[];
  private readonly hole: boolean[];

  /** Indexes `rings` with buckets of `cell` km. */
  constructor(readonly rings: readonly (readonly Pt[])[], cell: number) {
    this.cell = cell;
    this.area = rings.map((r) => Math.abs(ringArea(r)));
    rings.forEach((ring, id) => {
      ring.forEach((a, i) => {
        const b = ring[(i + 1) % ring.length];
        if (!b) return;
        const seg: Seg = { a, b, ring: id };
        const x0 = Math.floor(Math.min(a[0], b[0]) / cell);
        const x1 = Math.floor(Math.max(a[0], b[0]) / cell);
        const y0 = Math.floor(Math.min(a[1], b[1]) / cell);
        const y1 = Math.floor(Math.max(a[1], b[1]) / cell);
        for (let y = y0; y <= y1; y++) {
          const row = this.rows.get(y) ?? [];
          row.push(seg);
          this.rows.set(y, row);
          for (let x = x0; x <= x1; x++) {
            const key = `${x},${y}`;
            const list = this.cells.get(key) ?? [];
            list.push(seg);
            this.cells.set(key, list);
          }
        }
      });
    });
    this.hole = rings.map((ring, id) => {
      const p = ring[0];
      if (!p) return false;
      let depth = 0;
      rings.forEach((other, j) => {
        if (j !== id && this.area[j] !== undefined && (this.area[j] ?? 0) > (this.area[id] ?? 0) && pointInRing(p, other)) depth++;
      });
      return depth % 2 === 1;
    });
    this.landmass = rings.map((ring, id) => {
      if (!this.hole[id]) return id;
      const p = ring[0];
      let best = id;
      let bestArea = Infinity;
      rings.forEach((other, j) => {
        const a = this.area[j] ?? 0;
        if (j !== id && !this.hole[j] && p && a < bestArea && a > (this.area[id] ?? 0) && pointInRing(p, other)) {
          best = j;
          bestArea = a;
        }
      });
      return best;
    });
  }

  /** Ring ids whose ring contains `p` (an odd count of crossings to the east). */
  private containing(p: Pt): number[] {
    const row = this.rows.get(Math.floor(p[1] / this.cell)) ?? [];
    const counts = new Map<number, number>();
    for (const { a, b, ring } of row) {
      if ((a[1] > p[1]) !== (b[1] > p[1]) && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
        counts.set(ring, (counts.get(ring) ?? 0) + 1);
      }
    }
    return [...counts.entries()].filter(([, c]) => c % 2 === 1).map(([r]) => r);
  }

  /** Whether `p` is on land (even-odd over all rings, so holes are water). */
  contains(p: Pt): boolean {
    return this.containing(p).length % 2 === 1;
  }

  /** Segments in the cells within `radius` of `p`. */
  private near(p: Pt, radius: number): Seg[] {
    const out = new Set<Seg>();
    const x0 = Math.floor((p[0] - radius) / this.cell);
    const x1 = Math.floor((p[0] + radius) / this.cell);
    const y0 = Math.floor((p[1] - radius) / this.cell);
    const y1 = Math.floor((p[1] + radius) / this.cell);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) for (const s of this.cells.get(`${x},${y}`) ?? []) out.add(s);
    }
    return [...out];
  }

  /** The nearest coast point within `radius` km of `p` and its ring, or undefined. */
  nearestCoast(p: Pt, radius: number): { point: Pt; distance: number; ring: number } | undefined {
    let best: { point: Pt; distance: number; ring: number } | undefined;
    for (const s of this.near(p, radius)) {
      const q = nearestOnSegment(p, s.a, s.b);
      const d = dist(p, q);
      if (d <= radius && (!best || d < best.distance)) best = { point: q, distance: d, ring: s.ring };
    }
    return best;
  }

  /** Distance from `p` to land, km: 0 on land, else to the nearest coast (Infinity beyond `radius`). */
  distanceToLand(p: Pt, radius: number): number {
    if (this.contains(p)) return 0;
    return this.nearestCoast(p, radius)?.distance ?? Infinity;
  }

  /**
   * The landmass `p` is on (smallest outer ring holding it) or, offshore, the landmass of the
   * nearest coast within `radius`; -1 when none.
   */
  landmassAt(p: Pt, radius: number): number {
    const outer = this.containing(p).filter((r) => !this.hole[r]);
    if (outer.length > 0) {
      let best = -1;
      let bestArea = Infinity;
      for (const r of outer) {
        const a = this.area[r] ?? Infinity;
        if (a < bestArea) {
          best = r;
          bestArea = a;
        }
      }
      return best;
    }
    const near = this.nearestCoast(p, radius);
    return near ? (this.landmass[near.ring] ?? -1) : -1;
  }

  /**
   * Whether an offshore point at least `radius` / 3 from its nearest coast has coast within
   * `radius` on the opposite side too (a channel); points hugging a coast never are.
   */
  inChannel(p: Pt, radius: number): boolean {
    const first = this.nearestCoast(p, radius);
    if (!first || first.distance < radius / 3) return false;
    const ux = first.point[0] - p[0];
    const uy = first.point[1] - p[1];
    const ul = Math.hypot(ux, uy) || 1;
    for (const s of this.near(p, radius)) {
      const q = nearestOnSegment(p, s.a, s.b);
      const d = dist(p, q);
      if (d > radius || d === 0) continue;
      const cos = ((q[0] - p[0]) * ux + (q[1] - p[1]) * uy) / (d * ul);
      if (cos < -0.85) return true;
    }
    return false;
  }
}
