/**
 * The board's materials: one per layer, vertex-coloured where the layer mixes colours, all
 * with tone mapping off so the palette shows as specified whatever the Canvas's tone mapping.
 */
import { MeshBasicMaterial, MeshLambertMaterial, type Material } from 'three';

/** The materials of every board layer. Create once per board; `dispose` them with it. */
export type BoardMaterials = {
  readonly sea: MeshBasicMaterial;
  readonly terrain: MeshLambertMaterial;
  readonly tableFade: MeshBasicMaterial;
  readonly grid: MeshBasicMaterial;
  readonly cities: MeshLambertMaterial;
  readonly dashedRings: MeshBasicMaterial;
  readonly labels: MeshBasicMaterial;
  readonly hubs: MeshLambertMaterial;
  readonly rails: MeshLambertMaterial;
  readonly glow: MeshBasicMaterial;
  readonly suggestion: MeshBasicMaterial;
};

/**
 * New materials for one board. The lit layers are Lambert (an overhead light shades slopes and
 * bevels); the table fade, cities, hubs and rails are `transparent` because their geometry
 * carries the fade and soft shadows in vertex alpha (the pieces' solid parts have alpha 1 and
 * still write depth; `createBoardObjects` orders them with `renderOrder`). The big terrain mesh
 * stays opaque: blending it cost a software renderer a third more per frame.
 */
export function createBoardMaterials(): BoardMaterials {
  return {
    sea: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    terrain: new MeshLambertMaterial({ vertexColors: true, toneMapped: false }),
    tableFade: new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false, toneMapped: false }),
    grid: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    cities: new MeshLambertMaterial({ vertexColors: true, flatShading: true, transparent: true, toneMapped: false }),
    dashedRings: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    // Front side only: a transparent double-sided material costs two draw calls.
    labels: new MeshBasicMaterial({ transparent: true, depthWrite: false, toneMapped: false }),
    hubs: new MeshLambertMaterial({ vertexColors: true, flatShading: true, transparent: true, toneMapped: false }),
    rails: new MeshLambertMaterial({ vertexColors: true, flatShading: true, transparent: true, toneMapped: false }),
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
