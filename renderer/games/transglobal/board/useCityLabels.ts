/**
 * Builds the city labels of a board once the fonts of its names have loaded (the Latin board
 * font, plus the Arabic or Korean one when the names are in that script): lays the names out
 * (measured in those fonts), draws the text atlas, and puts the merged label quads and the
 * atlas texture on `objects.labels` (disposing the previous ones). Runs when the map, the facing or the names change — pass a
 * stable `names` object (memoised), not a new one each render.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { buildLabelGeometry, layoutAtlas, layoutCityLabels, type LabelFacing } from './geometry/labels';
import { canvasMeasure, drawLabelAtlas, loadLabelFonts } from '../../../board-kit/labels/label-atlas';
import type { BoardObjects } from './scene/board-objects';
import { BOARD_COLORS } from './palette';

/**
 * Puts the city names on the board, `height` world units tall (`labelHeightFor`). `names` maps
 * city id → displayed name (default: `city.name`).
 */
export function useCityLabels(objects: BoardObjects, map: TransglobalMap, facing: LabelFacing, height: number, names?: Readonly<Record<string, string>>): void {
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    let cancelled = false;
    const nameOf = (city: { readonly id: string; readonly name: string }): string => names?.[city.id] ?? city.name;
    void loadLabelFonts(map.cities.map(nameOf)).then((family) => {
      if (cancelled) return;
      const measure = canvasMeasure(family);
      const placed = layoutCityLabels(map, objects.transform, measure, facing, nameOf, height);
      const atlas = layoutAtlas(
        placed.map((l) => l.text),
        measure,
      );
      const texture = drawLabelAtlas(
        placed.map((l) => l.text),
        atlas,
        { text: BOARD_COLORS.labelText, halo: BOARD_COLORS.labelHalo },
        family,
      );
      const oldGeometry = objects.labels.geometry;
      objects.labels.geometry = buildLabelGeometry(placed, atlas, objects.transform);
      oldGeometry.dispose();
      objects.materials.labels.map?.dispose();
      objects.materials.labels.map = texture;
      objects.materials.labels.needsUpdate = true;
      objects.labels.visible = true;
      invalidate();
    });
    return () => {
      cancelled = true;
    };
  }, [objects, map, facing, height, names, invalidate]);
}
