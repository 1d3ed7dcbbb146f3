/**
 * The board's materials: one per layer, vertex-coloured where the layer mixes colours, all
 * with tone mapping off so the palette shows as specified whatever the Canvas's tone mapping.
 */
import { MeshBasicMaterial, MeshLambertMaterial, type Material } from 'three';

/** The materials of every board layer. Create once per board; `dispose` them with it. */
export type BoardMaterials = {
  readonly sea: MeshBasicMaterial;
  readonly terrain: MeshLambertMaterial;
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
 * bevels); terrain, cities, hubs and rails are `transparent` because their geometry carries
 * soft shadows and fades in vertex alpha (their solid parts have alpha 1 and still write depth;
 * `createBoardObjects` orders them with `renderOrder`).
 */
export function createBoardMaterials(): BoardMaterials {
  return {
    sea: new MeshBasicMaterial({ vertexColors: true, toneMapped: false }),
    terrain: new MeshLambertMaterial({ vertexColors: true, transparent: true, toneMapped: false }),
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
