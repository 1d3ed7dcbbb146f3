/**
 * A hex map's tiles as one instanced mesh of hexagonal prisms (one draw call however many hexes):
 * each tile its own colour and height, its top edge bevelled (the bevel darker than the top, as
 * on the kit's bevelled tokens), so every tile reads as a raised piece from every seat
 * and terrain reads in relief under the top-down camera's light (mountains stand up, water sits
 * low). Draws only; taps are resolved with `worldToHex`.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Matrix4, MeshLambertMaterial, type BufferGeometry, type InstancedMesh } from 'three';
import { TriangleSoup } from '../geometry/buffers';
import { pushBevelledPrism } from '../geometry/prisms';
import { hexCorners, hexToWorld, type Hex, type HexLayout } from './hex';

/** One tile: its hex, fill colour (CSS hex) and height of its top above the board plane (world units, > 0). */
export type HexTile = { readonly hex: Hex; readonly color: string; readonly height: number };

/** Props: the layout, the tiles, and the share of the circumradius a tile fills (the rest is the gap that outlines each hex; default 0.94). */
export type HexTilesProps = { readonly layout: HexLayout; readonly tiles: readonly HexTile[]; readonly fill?: number };

/** The bevel of a tile's top edge, as a share of its circumradius and of its height. */
export const HEX_BEVEL = 0.12;

/** Vertex colours of the unit prism (multiplied by each tile's colour): top, walls; the bevel is halfway. */
const TOP = [1, 1, 1] as const;
const WALL = [0.55, 0.55, 0.55] as const;

/**
 * A unit prism (circumradius 1, height 1, base at y = 0) with corners where `orientation` puts
 * them: its walls and the foot of its bevel on the hex outline, the top face at `1 − bevel` of
 * it and at y = 1, the bevel between (vertex colours: top white, bevel 0.775, walls 0.55 grey).
 */
export function hexPrism(orientation: HexLayout['orientation'], bevel: number = HEX_BEVEL): BufferGeometry {
  const outline = hexCorners({ orientation, size: 1, origin: { x: 0, z: 0 } }, { q: 0, r: 0 }).map((c) => [c.x, c.z] as const);
  const soup = new TriangleSoup();
  pushBevelledPrism(soup, outline, 0, 0, 1, bevel, 0, 1, TOP, WALL);
  return soup.build();
}

/** The instance matrix of `tile`: scaled to the layout's size × `fill` and to its height, standing on the plane. */
export function tileMatrix(layout: HexLayout, tile: HexTile, fill: number, out = new Matrix4()): Matrix4 {
  const c = hexToWorld(layout, tile.hex);
  const r = layout.size * fill;
  return out.makeScale(r, Math.max(tile.height, 1e-6), r).setPosition(c.x, 0, c.z);
}

/** Draws `tiles` (re-uploads the instances when the tiles, layout or fill change). */
export function HexTiles({ layout, tiles, fill = 0.94 }: HexTilesProps) {
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => hexPrism(layout.orientation), [layout.orientation]);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true, flatShading: true, toneMapped: false }), []);
  useLayoutEffect(() => () => {
    geometry.dispose();
  }, [geometry]);
  useLayoutEffect(() => () => {
    material.dispose();
  }, [material]);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (m === null) return;
    const matrix = new Matrix4();
    const color = new Color();
    tiles.forEach((tile, i) => {
      m.setMatrixAt(i, tileMatrix(layout, tile, fill, matrix));
      m.setColorAt(i, color.set(tile.color));
    });
    m.count = tiles.length;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    m.computeBoundingSphere();
  }, [layout, tiles, fill]);
  return <instancedMesh ref={mesh} args={[geometry, material, Math.max(1, tiles.length)]} frustumCulled={false} />;
}
