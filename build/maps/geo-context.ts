/**
 * Prepares the projected geography of one map definition: land for the grid test, land,
 * lakes and major rivers for drawing, and the hand-drawn areas and straits (all km).
 */
import type { MapDefinition } from './definition';
import { dist, ringArea, roundPath, simplifyLine, simplifyRing, type Pt } from './geometry';
import { LandIndex } from './land-index';
import { makeProjection, projectFeatures, projectRing, type MapProjection } from './project';
import { loadFeatures, SOURCES } from './topology';

/** The projected inputs of the grid pipeline; every length in km. */
export type GeoContext = {
  readonly def: MapDefinition;
  readonly proj: MapProjection;
  /** Land the grid covers (lightly simplified; islands under 0.1 × spacing² left out), indexed. */
  readonly gridLand: LandIndex;
  /** All land in view, simplified for drawing. */
  readonly drawLand: Pt[][];
  /** Lakes of at least `def.lakeMinKm2`, simplified for drawing; also keep the grid out. */
  readonly lakes: Pt[][];
  /** Major rivers (by length in view), simplified; crossing one costs $2. */
  readonly rivers: Pt[][];
  /** Mountain ranges and no-grid areas exactly as written to the map file (0.1 km). */
  readonly mountains: Pt[][];
  readonly noGrid: Pt[][];
  readonly frame: Pt[];
  readonly straits: { readonly name: string; readonly a: Pt; readonly b: Pt }[];
};

function pathLength(line: readonly Pt[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    if (a && b) total += dist(a, b);
  }
  return total;
}

/** Tolerances (km) for simplifying drawn layers. */
const DRAW_TOL = { land: 4, lakes: 3, rivers: 4 } as const;

/** Builds the projected geography of `def` from the npm data packages. */
export function buildGeoContext(def: MapDefinition): GeoContext {
  const proj = makeProjection(def);
  const world = projectFeatures(proj, loadFeatures(...SOURCES.worldLand)).rings;
  const gridRings = def.gridLand === 'world' ? world : projectFeatures(proj, loadFeatures(...SOURCES.usNation)).rings;
  const minGridIsland = 0.1 * def.spacingKm * def.spacingKm;
  const gridLand = new LandIndex(
    gridRings.filter((r) => Math.abs(ringArea(r)) >= minGridIsland).map((r) => simplifyRing(r, 1)).filter((r) => r.length >= 3),
    def.spacingKm / 2,
  );
  const minIsland = (def.spacingKm * def.spacingKm) / 400;
  const drawLand = world
    .filter((r) => Math.abs(ringArea(r)) >= minIsland)
    .map((r) => simplifyRing(r, DRAW_TOL.land))
    .filter((r) => r.length >= 3);
  const lakes = projectFeatures(proj, loadFeatures(...SOURCES.lakes)).rings
    .filter((r) => Math.abs(ringArea(r)) >= def.lakeMinKm2)
    .map((r) => simplifyRing(r, DRAW_TOL.lakes))
    .filter((r) => r.length >= 3);
  const rivers: Pt[][] = [];
  for (const f of loadFeatures(...SOURCES.rivers)) {
    const { lines } = projectFeatures(proj, [f]);
    const length = lines.reduce((sum, l) => sum + pathLength(l), 0);
    if (length < def.riverMinKm) continue;
    for (const l of lines) {
      const s = simplifyLine(l, DRAW_TOL.rivers);
      if (s.length >= 2 && pathLength(s) >= def.spacingKm / 4) rivers.push(s);
    }
  }
  return {
    def,
    proj,
    gridLand,
    drawLand,
    lakes,
    rivers,
    mountains: def.mountains.map((m) => roundPath(projectRing(proj, m.ring))),
    noGrid: def.noGrid.map((m) => roundPath(projectRing(proj, m.ring))),
    frame: projectRing(proj, def.frame),
    straits: def.straits.map((s) => ({ name: s.name, a: proj.project(s.from), b: proj.project(s.to) })),
  };
}
