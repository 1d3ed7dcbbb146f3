/**
 * Builds the city labels of a board once the fonts of its names have loaded (the Latin board
 * font, plus the Arabic or Korean one when the names are in that script): measures the names
 * in those fonts and draws the text atlas (once per map, facing and names), then lays the names
 * out and puts the merged label quads on `objects.labels` — again whenever a rail or hub is
 * placed, so names make way for track (the atlas is kept: label `i` keeps atlas cell `i`). Pass
 * a stable `names` object (memoised), not a new one each render.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { MapCity, TransglobalMap } from '../../../../shared-rules/maps/transglobal-map';
import { buildLabelGeometry, labelledCities, layoutAtlas, layoutCityLabels, type AtlasLayout, type LabelFacing, type MeasureText } from './geometry/labels';
import { canvasMeasure, drawLabelAtlas, loadLabelFonts } from '../../../board-kit/labels/label-atlas';
import type { BoardObjects } from './scene/board-objects';
import type { BoardHub } from './board-state';
import { BOARD_COLORS } from './palette';

/** A drawn atlas: for the board `objects`, the names as `nameOf` gave them, measured by `measure`. */
type Atlas = { readonly objects: BoardObjects; readonly nameOf: (city: MapCity) => string; readonly measure: MeasureText; readonly layout: AtlasLayout };

/**
 * Puts the city names on the board, `height` world units tall (`labelHeightFor`). `names` maps
 * city id → displayed name (default: `city.name`); `built` and `hubs` are the board's rails and
 * hub tokens, which the names keep off.
 */
export function useCityLabels(
  objects: BoardObjects,
  map: TransglobalMap,
  facing: LabelFacing,
  height: number,
  names: Readonly<Record<string, string>> | undefined,
  built: readonly number[],
  hubs: readonly BoardHub[],
): void {
  const invalidate = useThree((s) => s.invalidate);
  const [atlas, setAtlas] = useState<Atlas | undefined>(undefined);
  const nameOf = useMemo(() => (city: MapCity): string => names?.[city.id] ?? city.name, [names]);

  useEffect(() => {
    let cancelled = false;
    void loadLabelFonts(map.cities.map(nameOf)).then((family) => {
      if (cancelled) return;
      const measure = canvasMeasure(family);
      const texts = labelledCities(map).map(nameOf);
      const layout = layoutAtlas(texts, measure);
      const texture = drawLabelAtlas(texts, layout, { text: BOARD_COLORS.labelText, halo: BOARD_COLORS.labelHalo }, family);
      objects.materials.labels.map?.dispose();
      objects.materials.labels.map = texture;
      objects.materials.labels.needsUpdate = true;
      setAtlas({ objects, nameOf, measure, layout });
    });
    return () => {
      cancelled = true;
    };
  }, [objects, map, nameOf]);

  const hubIntersections = useMemo(() => hubs.map((h) => h.intersection), [hubs]);
  useLayoutEffect(() => {
    if (!atlas || atlas.objects !== objects) return;
    const placed = layoutCityLabels(map, objects.transform, atlas.measure, facing, atlas.nameOf, height, { built, hubs: hubIntersections });
    const old = objects.labels.geometry;
    objects.labels.geometry = buildLabelGeometry(placed, atlas.layout, objects.transform);
    old.dispose();
    objects.labels.visible = true;
    invalidate();
  }, [atlas, objects, map, facing, height, built, hubIntersections, invalidate]);
}
