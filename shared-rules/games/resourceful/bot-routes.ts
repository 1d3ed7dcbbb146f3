/**
 * The bots' build costs (rules "Track"): the route planner's cheapest build (`./routes.ts`
 * `buildWeight`) less the sections the small and medium city limits refuse a player whatever the
 * turn — a city already taken by its limit of other players, 3 sections of its own into the city,
 * and the courtesy rule (a section that leaves a city too few free sections for the players it
 * must still take). The route planner leaves these to the build itself (`./legal.ts`
 * `checkBuild`), so a trip into a city nobody may enter again looked as cheap as any other; a bot
 * that plans with this weight does not start track it can never finish.
 */
import { otherEnd, type ResourcefulBoard } from './board';
import { checkCityLimits } from './legal';
import { ownsLink } from './network';
import { buildWeight } from './routes';
import type { ResourcefulState } from './state';

/**
 * The unowned track sections (link ids) with an end in a small or medium city that the city
 * limits refuse position `p` now (at either end: the rules' own `./legal.ts` `checkCityLimits`), e.g.
 * to close them to `cheapestBuildFrom`.
 */
export function refusedLinks(state: ResourcefulState, board: ResourcefulBoard, p: number): Set<number> {
  const refused = new Set<number>();
  for (const city of board.map.cities) {
    if (city.size === 'major') continue;
    for (const m of city.mileposts) {
      for (const id of board.linksAt[m] ?? []) {
        const link = board.links[id];
        if (link?.kind !== 'track' || (state.owners[id] ?? -1) !== -1 || refused.has(id)) continue;
        if (checkCityLimits(state, board, p, link.a, id) !== undefined || checkCityLimits(state, board, p, link.b, id) !== undefined) refused.add(id);
      }
    }
  }
  return refused;
}

/**
 * The bots' build weight for position `p` (`linkId`, from, to → $, −1 closed): `buildWeight`'s
 * (own track and major-city links 0, a free section its cost), with the sections of
 * `refusedLinks` closed.
 */
export function plannerWeight(state: ResourcefulState, board: ResourcefulBoard, p: number): (linkId: number, from: number, to: number) => number {
  const base = buildWeight(state, board, p);
  const refused = refusedLinks(state, board, p);
  return (id, from, to) => (refused.has(id) ? -1 : base(id, from, to));
}

const driveCache = new WeakMap<readonly number[], Map<string, readonly number[]>>();

/**
 * The mileposts position `p`'s train can drive to from milepost `at` without paying a fee: over
 * its own track (and ferry lines) and through the major cities (rules "Normal turn": opponents'
 * track costs $4 a turn). Its trips' track is counted from these, not from its whole network: a
 * major city counts as everyone's track, but the train must still reach it (cached per track array).
 */
export function trainReach(state: ResourcefulState, board: ResourcefulBoard, p: number, at: number): readonly number[] {
  let byKey = driveCache.get(state.owners);
  if (byKey === undefined) {
    byKey = new Map();
    driveCache.set(state.owners, byKey);
  }
  const key = `${p}:${at}`;
  const cached = byKey.get(key);
  if (cached !== undefined) return cached;
  const seen = new Uint8Array(board.map.mileposts.length);
  const out = [at];
  seen[at] = 1;
  for (let i = 0; i < out.length; i++) {
    const u = out[i] ?? 0;
    for (const id of board.linksAt[u] ?? []) {
      const link = board.links[id];
      if (link === undefined || !(link.kind === 'city' || ownsLink(state, board, id, p))) continue;
      const v = otherEnd(link, u);
      if (seen[v] === 1) continue;
      seen[v] = 1;
      out.push(v);
    }
  }
  byKey.set(key, out);
  return out;
}
