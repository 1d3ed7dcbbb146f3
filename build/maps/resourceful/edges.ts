/**
 * Mileposts and track edges of a Resourceful map before cities are placed: the Transglobal
 * lattice (`../lattice.ts`: nodes on land or hugging the coast, none in lakes) and, between
 * lattice neighbours, what the segment crosses (rules "Track": building over water is never
 * allowed, a lake or sea inlet costs +$3).
 * - `none`: the Transglobal land judgement (`staysOnLand`, `../links.ts`) accepts it;
 * - `lake` / `inlet`: both ends on land, on the same landmass (or bridging a listed narrow
 *   strait, `geo.straits`), and no stretch of water along it longer than
 *   {@link INLET_MAX_WATER} × spacing; `lake` when that water is a lake;
 * - anything else (open sea, wide bays, other landmasses) is no edge.
 */
import type { Crossing, Terrain } from '../../../shared-rules/maps/resourceful-map';
import type { GeoContext } from '../geo-context';
import { pointInAnyRing, samplePoints, type Pt } from '../geometry';
import { buildLattice, FORWARD_NEIGHBOURS, type LatticeNode } from '../lattice';
import { bridges, staysOnLand } from '../links';

/** Samples along an edge for the water tests (as the Transglobal links use). */
const SAMPLES = 17;
/** An end of a lake/inlet edge lies on land or at most this fraction of the spacing off it. */
const END_REACH = 0.08;
/** The longest stretch of water (× spacing) a lake or inlet edge may cross. */
export const INLET_MAX_WATER = 0.7;

/** An edge between lattice nodes `a` < `b` (indices into the node list) and what it crosses. */
export type RawEdge = { readonly a: number; readonly b: number; readonly crossing: Crossing };

/** What the segment a–b crosses, or undefined when it cannot be track (open water). */
export function judgeEdge(ctx: GeoContext, a: Pt, b: Pt): Crossing | undefined {
  if (staysOnLand(ctx, a, b)) return 'none';
  const s = ctx.def.spacingKm;
  const land = ctx.gridLand;
  if (land.distanceToLand(a, s) > END_REACH * s || land.distanceToLand(b, s) > END_REACH * s) return undefined;
  const sameMass = land.landmassAt(a, 0.3 * s) === land.landmassAt(b, 0.3 * s);
  if (!sameMass && !ctx.straits.some((st) => bridges(a, b, st.a, st.b, s))) return undefined;
  const samples = samplePoints(a, b, SAMPLES);
  const inLake = samples.map((p) => pointInAnyRing(p, ctx.lakes));
  const wet = samples.map((p, i) => inLake[i] === true || !land.contains(p));
  const step = s / (SAMPLES - 1);
  let run = 0;
  for (const w of wet) {
    run = w ? run + 1 : 0;
    if (run * step > INLET_MAX_WATER * s) return undefined;
  }
  return inLake.some((x) => x) ? 'lake' : 'inlet';
}

/** The terrain at projected point `p`: alpine inside an alpine core, mountain inside a range. */
export function terrainAt(p: Pt, mountains: readonly (readonly Pt[])[], alpine: readonly (readonly Pt[])[]): Terrain {
  if (pointInAnyRing(p, alpine)) return 'alpine';
  if (pointInAnyRing(p, mountains)) return 'mountain';
  return 'clear';
}

/** Every lattice node the grid keeps (in (r, q) order) and the judged edges between neighbours, sorted by (a, b). */
export function buildRawGraph(ctx: GeoContext): { nodes: LatticeNode[]; edges: RawEdge[] } {
  const nodes = buildLattice(ctx);
  const index = new Map<string, number>();
  nodes.forEach((node, i) => index.set(`${node.q},${node.r}`, i));
  const edges: RawEdge[] = [];
  nodes.forEach((node, i) => {
    for (const [dq, dr] of FORWARD_NEIGHBOURS) {
      const j = index.get(`${node.q + dq},${node.r + dr}`);
      const other = j === undefined ? undefined : nodes[j];
      if (j === undefined || !other) continue;
      const crossing = judgeEdge(ctx, node.p, other.p);
      if (crossing) edges.push({ a: Math.min(i, j), b: Math.max(i, j), crossing });
    }
  });
  edges.sort((x, y) => x.a - y.a || x.b - y.b);
  return { nodes, edges };
}
