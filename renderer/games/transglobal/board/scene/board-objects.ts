/**
 * The board's three.js objects, built from a map without React: one mesh per static layer
 * (sea, terrain, grid, cities, dashed rings, labels), hubs as one merged mesh, and one
 * InstancedMesh each for rails, legal-link glow and the suggested route. The light (ambient and
 * one from straight overhead) is baked into the vertex colours of the terrain, cities, hubs and
 * rails (board-kit `bakeOverheadLight`): the camera and the light never move, so unlit materials
 * draw what Lambert ones would, at a fraction of a software rasteriser's cost per pixel.
 * `TransglobalBoard` mounts `group` and calls the `show*` functions when its props change;
 * tests build the same objects in Node and count what would draw.
 */
import { BufferGeometry, Color, Group, InstancedMesh, Matrix4, Mesh, type Object3D } from 'three';
import type { TransglobalMap } from '../../../../../shared-rules/maps/transglobal-map';
import type { BoardHub, BoardState, SeatStyle } from '../board-state';
import { buildCityGeometry, buildDashedRingGeometry } from '../geometry/cities';
import { buildGridGeometry } from '../geometry/grid';
import { LAYER_HEIGHT } from '../geometry/heights';
import { buildHubGeometry } from '../geometry/hubs';
import { setLinkInstances } from '../geometry/link-instances';
import { buildGlowModel, buildRailModel, buildSuggestionModel } from '../geometry/link-models';
import { buildTableFadeGeometry, buildTerrainGeometry } from '../geometry/terrain';
import { boardTransform, type BoardTransform } from '../../../../board-kit/transform';
import { bakeOverheadLight, type OverheadLight } from '../../../../board-kit/geometry/baked-light';
import { sortTrianglesTopFirst } from '../../../../board-kit/geometry/top-first';
import { buildSeaGeometry } from '../geometry/water';
import { BOARD_COLORS } from '../palette';
import { createBoardMaterials, disposeBoardMaterials, type BoardMaterials } from './materials';

/**
 * Drawing order, lowest first. Opaque: the terrain, then the sea (the sea under the land then
 * fails the depth test instead of being painted and covered), then the rest. See-through (drawn
 * after the opaque ones): the fade into the table before the pieces whose soft shadows fall on
 * it, the names last.
 */
export const RENDER_ORDER = { terrain: -2, sea: -1, tableFade: 1, rails: 2, cities: 3, hubs: 4, labels: 10 } as const;

/** The overhead light: the ambient share of π (the rest comes from straight above). Lower = deeper shading. */
export const LIGHT = { ambient: 0.95 } as const;

/**
 * The light baked into the lit layers. Ambient + direct = π, so a flat face shows its colour as
 * specified (Lambert divides by π); a slope darkens the same way seen from every edge of the
 * table (a light from one side would turn relief inside out for the seats facing it).
 */
export const OVERHEAD_LIGHT: OverheadLight = { ambient: LIGHT.ambient, direct: Math.PI - LIGHT.ambient };

/** Everything the board draws, for one map. */
export type BoardObjects = {
  readonly transform: BoardTransform;
  readonly materials: BoardMaterials;
  /** The root to add to the scene. */
  readonly group: Group;
  readonly sea: Mesh;
  readonly terrain: Mesh;
  /** The board's edges fading into the table colour. */
  readonly tableFade: Mesh;
  readonly grid: Mesh;
  readonly cities: Mesh;
  readonly dashedRings: Mesh;
  readonly labels: Mesh;
  readonly hubs: Mesh;
  readonly rails: InstancedMesh;
  readonly glow: InstancedMesh;
  readonly suggestion: InstancedMesh;
  /** A scratch matrix for instance updates (no allocation per update). */
  readonly scratch: Matrix4;
};

function layer(geometry: BufferGeometry, material: Mesh['material'], name: string, renderOrder = 0): Mesh {
  const mesh = new Mesh(geometry, material);
  mesh.name = name;
  mesh.renderOrder = renderOrder;
  mesh.matrixAutoUpdate = false;
  return mesh;
}

function instanced(model: BufferGeometry, material: Mesh['material'], capacity: number, name: string, renderOrder = 0): InstancedMesh {
  const mesh = new InstancedMesh(model, material, Math.max(1, capacity));
  mesh.name = name;
  mesh.renderOrder = renderOrder;
  mesh.count = 0;
  // Instances move; a bounding sphere computed once would cull wrongly. The board is always on screen.
  mesh.frustumCulled = false;
  mesh.matrixAutoUpdate = false;
  return mesh;
}

/** Builds every layer of `map` (static layers filled, dynamic ones empty). */
export function createBoardObjects(map: TransglobalMap): BoardObjects {
  const t = boardTransform(map);
  const m = createBoardMaterials();
  const links = map.links.length;
  const objects: BoardObjects = {
    transform: t,
    materials: m,
    group: new Group(),
    sea: layer(buildSeaGeometry(map, t), m.sea, 'sea', RENDER_ORDER.sea),
    terrain: layer(bakeOverheadLight(buildTerrainGeometry(map, t), OVERHEAD_LIGHT, false), m.terrain, 'terrain', RENDER_ORDER.terrain),
    tableFade: layer(buildTableFadeGeometry(t), m.tableFade, 'table-fade', RENDER_ORDER.tableFade),
    grid: layer(buildGridGeometry(map, t), m.grid, 'grid'),
    cities: layer(bakeOverheadLight(buildCityGeometry(map, t), OVERHEAD_LIGHT, true), m.cities, 'cities', RENDER_ORDER.cities),
    dashedRings: layer(buildDashedRingGeometry(map, t), m.dashedRings, 'dashed-rings'),
    labels: layer(new BufferGeometry(), m.labels, 'labels', RENDER_ORDER.labels),
    hubs: layer(new BufferGeometry(), m.hubs, 'hubs', RENDER_ORDER.hubs),
    // A rail's heads, then sleepers, then bed: the parts they cover fail the depth test.
    rails: instanced(sortTrianglesTopFirst(bakeOverheadLight(buildRailModel(t.unit), OVERHEAD_LIGHT, true)), m.rails, links, 'rails', RENDER_ORDER.rails),
    glow: instanced(buildGlowModel(t.unit), m.glow, links, 'glow'),
    suggestion: instanced(buildSuggestionModel(t.unit), m.suggestion, links, 'suggestion'),
    scratch: new Matrix4(),
  };
  objects.dashedRings.visible = false;
  objects.labels.visible = false;
  objects.hubs.visible = false;
  objects.group.add(objects.sea, objects.terrain, objects.tableFade, objects.grid, objects.glow, objects.rails, objects.suggestion, objects.cities, objects.dashedRings, objects.hubs, objects.labels);
  return objects;
}

/** Puts a rail on every link in `built`, at rest. Returns the instance count. */
export function showRails(o: BoardObjects, map: TransglobalMap, built: readonly number[]): number {
  return setLinkInstances(o.rails, map, o.transform, built, LAYER_HEIGHT.rails * o.transform.unit, o.scratch);
}

/** Glows `highlighted` links in `color` (`#rrggbb`; the core takes it, the band stays dark). */
export function showGlow(o: BoardObjects, map: TransglobalMap, highlighted: readonly number[], color: string): number {
  const n = setLinkInstances(o.glow, map, o.transform, highlighted, LAYER_HEIGHT.glow * o.transform.unit, o.scratch);
  const c = new Color(color);
  for (let i = 0; i < n; i++) o.glow.setColorAt(i, c);
  if (o.glow.instanceColor) o.glow.instanceColor.needsUpdate = true;
  return n;
}

/** Marks the suggested route (no marks when `suggestion` is undefined or empty). */
export function showSuggestion(o: BoardObjects, map: TransglobalMap, suggestion: readonly number[] | undefined): number {
  return setLinkInstances(o.suggestion, map, o.transform, suggestion ?? [], LAYER_HEIGHT.suggestion * o.transform.unit, o.scratch);
}

/** Rebuilds the hub tokens (disposing the old geometry). */
export function showHubs(o: BoardObjects, map: TransglobalMap, hubs: readonly BoardHub[], styles: Readonly<Record<number, SeatStyle>>): void {
  const old = o.hubs.geometry;
  o.hubs.geometry = bakeOverheadLight(buildHubGeometry(map, hubs, styles, o.transform), OVERHEAD_LIGHT, true);
  o.hubs.visible = hasVertices(o.hubs);
  old.dispose();
}

/** Whether a mesh has any vertex (three issues a draw call even for an empty geometry). */
function hasVertices(mesh: Mesh): boolean {
  return (mesh.geometry.getAttribute('position')?.count ?? 0) > 0;
}

/** Shows or hides the dashed rings (hidden anyway when the map has no dashed city). */
export function showDashedRings(o: BoardObjects, visible: boolean): void {
  o.dashedRings.visible = visible && hasVertices(o.dashedRings);
}

/** The glow colour for a state: the highlight seat's colour, else white. */
export function glowColor(state: Pick<BoardState, 'highlightSeat' | 'seatColors'>): string {
  const seat = state.highlightSeat;
  return (seat === undefined ? undefined : state.seatColors[seat]?.color) ?? BOARD_COLORS.glowDefault;
}

/** Applies a whole board state at once (rails at rest, no animation). */
export function applyBoardState(o: BoardObjects, map: TransglobalMap, state: BoardState): void {
  showRails(o, map, state.built);
  showGlow(o, map, state.highlighted, glowColor(state));
  showSuggestion(o, map, state.suggestion);
  showHubs(o, map, state.hubs, state.seatColors);
  showDashedRings(o, state.dashedVisible);
}

/** Disposes every geometry and material the objects hold. */
export function disposeBoardObjects(o: BoardObjects): void {
  for (const mesh of [o.sea, o.terrain, o.tableFade, o.grid, o.cities, o.dashedRings, o.labels, o.hubs, o.rails, o.glow, o.suggestion]) mesh.geometry.dispose();
  for (const mesh of [o.rails, o.glow, o.suggestion]) mesh.dispose();
  disposeBoardMaterials(o.materials);
}

/**
 * The objects under `root` that would issue a draw call now: visible meshes, lines and points
 * (with every ancestor visible) whose material is visible, that have vertices, and — for
 * instanced meshes — at least one instance.
 */
export function drawnObjects(root: Object3D): Object3D[] {
  const out: Object3D[] = [];
  const visit = (node: Object3D): void => {
    if (!node.visible) return;
    if (node instanceof Mesh) {
      const materials = Array.isArray(node.material) ? node.material : [node.material];
      const hasVertices = (node.geometry.getAttribute('position')?.count ?? 0) > 0;
      const hasInstances = !(node instanceof InstancedMesh) || node.count > 0;
      if (hasVertices && hasInstances && materials.some((mat) => mat.visible)) out.push(node);
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return out;
}
