import { describe, expect, it } from 'vitest';
import { LABEL_SIZE, labelHeightFor } from '../../renderer/games/transglobal/board/geometry/labels';
import { boardTransform } from '../../renderer/board-kit/transform';
import { fitBoardView, worldPerPx } from '../../renderer/games/transglobal/board/projection';
import { realMaps } from './real-maps';
import { syntheticMap } from './synthetic-map';

describe('label size', () => {
  const sizes = [
    { width: 1024, height: 600 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
    { width: 3840, height: 2160 },
  ] as const;
  for (const map of [syntheticMap(), ...realMaps()]) {
    const t = boardTransform(map);
    for (const size of sizes) {
      it(`a name's font is at least 14 CSS px on ${map.id} at ${size.width}×${size.height}`, () => {
        const wpp = worldPerPx(fitBoardView(t, size.width, size.height), { left: 0, top: 0, ...size });
        const h = labelHeightFor(t.unit, wpp);
        const fontPx = (h / wpp) * (LABEL_SIZE.fontPx / (LABEL_SIZE.fontPx + 2 * LABEL_SIZE.padPx));
        expect(fontPx).toBeGreaterThanOrEqual(14 - 1e-9);
        expect(h).toBeGreaterThanOrEqual(LABEL_SIZE.height * t.unit);
        // Never more than 10 % above what the minimum needs, unless the base size is larger anyway.
        expect(h <= LABEL_SIZE.height * t.unit + 1e-12 || fontPx <= 14 * 1.1 + 1e-9).toBe(true);
      });
    }
  }
});
