/**
 * Assembles the board: lattice nodes, judged links between neighbours, then only the largest
 * connected network is kept (so every hand is connectable and nothing is isolated). Ids are
 * dense and sorted: intersections by (r, q), links by (a, b).
 */
import type { MapIntersection, MapLink } from '../../shared-rules/maps/transglobal-map';
import type { GeoContext } from './geo-context';
import { round1 } from './geometry';
import { buildLattice, FORWARD_NEIGHBOURS, type LatticeNode } from './lattice';
import { judgeLink } from './links';

/** The grid of a map and what was dropped building it. */
export type Grid = {
  readonly intersections: MapIntersection[];
  readonly links: MapLink[];
  /** Lattice nodes dropped because they were not in the largest connected network. */
  readonly droppedNodes: number;
};

type RawLink = { readonly a: number; readonly b: number; readonly cost: 1 | 2; readonly reason: MapLink['reason'] };

function largestComponent(n: number, links: readonly RawLink[]): boolean[] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const l of links) {
    adj[l.a]?.push(l.b);
    adj[l.b]?.push(l.a);
  }
  const comp = new Array<number>(n).fill(-1);
  const sizes: number[] = [];
  for (let start = 0; start < n; start++) {
    if (comp[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    comp[start] = id;
    while (stack.length > 0) {
      const v = stack.pop();
      if (v === undefined) break;
      size++;
      for (const w of adj[v] ?? []) {
        if (comp[w] === -1) {
          comp[w] = id;
          stack.push(w);
        }
      }
    }
    sizes.push(size);
  }
  let best = 0;
  sizes.forEach((sz, i) => {
    if (sz > (sizes[best] ?? 0)) best = i;
  });
  return comp.map((c) => c === best);
}

/** Builds the grid of a map from its projected geography. */
export function buildGrid(ctx: GeoContext): Grid {
  const nodes: LatticeNode[] = buildLattice(ctx);
  const index = new Map<string, number>();
  nodes.forEach((node, i) => index.set(`${node.q},${node.r}`, i));
  const raw: RawLink[] = [];
  nodes.forEach((node, i) => {
    for (const [dq, dr] of FORWARD_NEIGHBOURS) {
      const j = index.get(`${node.q + dq},${node.r + dr}`);
      const other = j === undefined ? undefined : nodes[j];
      if (j === undefined || !other) continue;
      const verdict = judgeLink(ctx, node.p, other.p);
      if (verdict) raw.push({ a: Math.min(i, j), b: Math.max(i, j), ...verdict });
    }
  });
  const keep = largestComponent(nodes.length, raw);
  const newId = new Array<number>(nodes.length).fill(-1);
  const intersections: MapIntersection[] = [];
  nodes.forEach((node, i) => {
    if (!keep[i]) return;
    newId[i] = intersections.length;
    intersections.push({ id: intersections.length, q: node.q, r: node.r, x: round1(node.p[0]), y: round1(node.p[1]) });
  });
  const links = raw
    .filter((l) => keep[l.a] && keep[l.b])
    .map((l) => ({ a: newId[l.a] ?? -1, b: newId[l.b] ?? -1, cost: l.cost, reason: l.reason }))
    .sort((x, y) => x.a - y.a || x.b - y.b)
    .map((l, id) => ({ id, ...l }));
  return { intersections, links, droppedNodes: nodes.length - intersections.length };
}
