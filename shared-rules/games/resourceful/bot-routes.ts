/**
 * The bots' build costs (rules "Track"): the route planner's cheapest build (`./routes.ts`
 * `buildWeight`) less the sections the small and medium city limits refuse a player whatever the
 * turn — a city already taken by its limit of other players, 3 sections of its own into the city,
 * and the courtesy rule (a section that leaves a city too few free sections for the players it
 * must still take). The route planner leaves these to the build itself (`./legal.ts`
 * `checkBuild`), so a trip into a city nobody may enter again looked as cheap as any other; a bot
 * that plans with this weight does not start track it can never finish.
 */
import type { ResourcefulBoard } from './board';
import { checkCityLimits } from './legal';
import { buildWeight } from './routes';
import type { ResourcefulState } from './state';

/**
 * Whether the small/medium city limits at milepost `m` let position `p` build link `linkId`
 * (a track section with an end at `m`): the rules' own check (`./legal.ts` `checkCityLimits`:
 * 2 players in a small city, 3 in a medium one; 3 sections of one player into a city; courtesy).
 */
export function cityAllows(state: ResourcefulState, board: ResourcefulBoard, p: number, m: number, linkId: number): boolean {
  return checkCityLimits(state, board, p, m, linkId) === undefined;
}

/**
 * The unowned track sections (link ids) with an end in a small or medium city that the city
 * limits refuse position `p` now (`cityAllows`), e.g. to close them to `cheapestBuildFrom`.
 */
export function refusedLinks(state: ResourcefulState, board: ResourcefulBoard, p: number): Set<number> {
  const refused = new Set<number>();
  for (const city of board.map.cities) {
    if (city.size === 'major') continue;
    for (const m of city.mileposts) {
      for (const id of board.linksAt[m] ?? []) {
        const link = board.links[id];
        if (link?.kind !== 'track' || (state.owners[id] ?? -1) !== -1 || refused.has(id)) continue;
        if (!cityAllows(state, board, p, link.a, id) || !cityAllows(state, board, p, link.b, id)) refused.add(id);
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
