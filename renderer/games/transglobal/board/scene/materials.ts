/**
 * The board's materials: one per layer, vertex-coloured where the layer mixes colours, all
 * with tone mapping off so the palette shows as specified whatever the Canvas's tone mapping.
 * All unlit: the overhead light is baked into the vertex colours (`./board-objects.ts`).
 */
import { MeshBasicMaterial, type Material } from 'three';

/** The materials of every board layer. Create once per board; `dispose` them with it. */
export type BoardMaterials = {
  readonly sea: MeshBasicMaterial;
  readonly terrain: MeshBasicMaterial;
  readonly tableFade: MeshBasicMaterial;
  readonly grid: MeshBasicMaterial;
  readonly cities: MeshBasicMaterial;
  readonly dashedRings: MeshBasicMaterial;
  readonly labels: MeshBasicMaterial;
  readonly hubs: MeshBasicMaterial;
  readonly rails: MeshBasicMaterial;
  readonly glow: MeshBasicMaterial;
  readonly suggestion: MeshBasicMaterial;
};

/**
 * New materials for one board. The shaded layers (terrain, cities, hubs, rails) carry the
 * overhead light in their vertex colours; the table fade, cities, hubs and rails are `transparent` because their geometry
 * carries the fade and soft shadows in vertex alpha (the pieces' solid parts have alpha 1 and
 * still write depth; `createBoardObjects` orders them with `renderOrder`). The big terrain mesh
 * stays opaque: blending it cost a software renderer a third more per frame.
 */
export function createBoardMaterials(): BoardMaterials {
  return {
    sea: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    terrain: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    tableFade: new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, toneMapped: false }),
    grid: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    cities: new MeshBasicMaterial({ vertexColors: true, transparent: true, toneMapped: false }),
    dashedRings: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    // Front side only: a transparent double-sided material costs two draw calls.
    labels: new MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false }),
    hubs: new MeshBasicMaterial({ vertexColors: true, transparent: true, toneMapped: false }),
    rails: new MeshBasicMaterial({ vertexColors: true, transparent: true, toneMapped: false }),
    glow: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    suggestion: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
  };
}

/** Disposes every material (and the label atlas texture, if any). */
export function disposeBoardMaterials(m: BoardMaterials): void {
  m.labels.map?.dispose();
  const all: Material[] = Object.values(m);
  for (const material of all) material.dispose();
}
