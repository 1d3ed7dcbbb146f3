/**
 * A hex map's tiles as one instanced mesh of hexagonal prisms (one draw call however many hexes):
 * each tile its own colour and height, so terrain reads in relief under the top-down camera's
 * light (mountains stand up, water sits low). Draws only; taps are resolved with `worldToHex`.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, CylinderGeometry, Matrix4, MeshLambertMaterial, type InstancedMesh } from 'three';
import { hexToWorld, type Hex, type HexLayout } from './hex';

/** One tile: its hex, fill colour (CSS hex) and height of its top above the board plane (world units, > 0). */
export type HexTile = { readonly hex: Hex; readonly color: string; readonly height: number };

/** Props: the layout, the tiles, and the share of the circumradius a tile fills (the rest is the gap that outlines each hex; default 0.94). */
export type HexTilesProps = { readonly layout: HexLayout; readonly tiles: readonly HexTile[]; readonly fill?: number };

/** A unit prism (radius 1, height 1, base at y = 0) with corners where `orientation` puts them. */
export function hexPrism(orientation: HexLayout['orientation']): CylinderGeometry {
  // CylinderGeometry puts its first corner at +z (south): pointy as is; flat turned by 30°.
  const geometry = new CylinderGeometry(1, 1, 1, 6, 1, false, orientation === 'pointy' ? 0 : Math.PI / 6);
  geometry.translate(0, 0.5, 0);
  return geometry;
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
  const material = useMemo(() => new MeshLambertMaterial({ flatShading: true, toneMapped: false }), []);
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
