import { OrthographicCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { boardTransform } from '../../renderer/board-kit/transform';
import {
  boardProjection,
  fitBoardView,
  intersectionToScreen,
  linkMidpointToScreen,
  nearestIntersection,
  nearestLink,
  resolveTap,
  screenToWorld,
  worldToScreen,
  gridSpacingPx,
  tapReachPx,
  type CanvasRect,
} from '../../renderer/games/transglobal/board/projection';
import { fixtureGridMap } from '../../shared-rules/maps/fixture-grid';
import { syntheticMap } from './synthetic-map';

const rects: CanvasRect[] = [
  { left: 0, top: 0, width: 800, height: 600 },
  { left: 0, top: 0, width: 1920, height: 1080 },
  { left: 120, top: 60, width: 1680, height: 960 },
  { left: 0, top: 0, width: 3840, height: 2160 },
  { left: 0, top: 0, width: 1080, height: 1920 },
];

describe('board projection', () => {
  const map = syntheticMap();
  const t = boardTransform(map);

  for (const rect of rects) {
    const label = `${rect.width}×${rect.height}+${rect.left},${rect.top}`;
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height, 10), rect);

    it(`maps every intersection to a screen point whose nearest intersection is itself (${label})`, () => {
      for (const v of map.intersections) {
        const s = intersectionToScreen(p, v.id);
        expect(s).toBeDefined();
        if (!s) continue;
        expect(nearestIntersection(p, s.x, s.y, 5)?.id).toBe(v.id);
      }
    });

    it(`maps every link midpoint to a screen point that resolves to that link (${label})`, () => {
      for (const link of map.links) {
        const s = linkMidpointToScreen(p, link.id);
        expect(s).toBeDefined();
        if (!s) continue;
        expect(nearestLink(p, s.x, s.y, 5)?.id).toBe(link.id);
        expect(resolveTap(p, s.x, s.y, 20, { intersections: true, links: true })).toEqual({ kind: 'link', id: link.id });
      }
    });

    it(`keeps the whole board on the canvas, inside the margin (${label})`, () => {
      for (const v of map.intersections) {
        const s = intersectionToScreen(p, v.id);
        if (!s) continue;
        expect(s.x).toBeGreaterThanOrEqual(rect.left + 10 - 1e-6);
        expect(s.x).toBeLessThanOrEqual(rect.left + rect.width - 10 + 1e-6);
        expect(s.y).toBeGreaterThanOrEqual(rect.top + 10 - 1e-6);
        expect(s.y).toBeLessThanOrEqual(rect.top + rect.height - 10 + 1e-6);
      }
    });

    it(`screenToWorld inverts worldToScreen (${label})`, () => {
      for (const [x, z] of [[0, 0], [0.3, -0.2], [-0.41, 0.17]] as const) {
        const s = worldToScreen(p.frustum, rect, x, z);
        const w = screenToWorld(p.frustum, rect, s.x, s.y);
        expect(w.x).toBeCloseTo(x, 9);
        expect(w.z).toBeCloseTo(z, 9);
      }
    });

    it(`agrees with three's own projection through the BoardCamera setup (${label})`, () => {
      const f = p.frustum;
      const camera = new OrthographicCamera(f.left, f.right, f.top, f.bottom, 0.1, 100);
      camera.up.set(0, 0, -1);
      camera.position.set(f.position.x, 10, f.position.z);
      camera.lookAt(0, 0, 0);
      camera.updateProjectionMatrix();
      camera.updateMatrixWorld();
      for (const v of map.intersections.slice(0, 20)) {
        const w = t.toWorld(v.x, v.y);
        const ndc = new Vector3(w.x, 0, w.z).project(camera);
        const expected = { x: rect.left + ((ndc.x + 1) / 2) * rect.width, y: rect.top + ((1 - ndc.y) / 2) * rect.height };
        const s = intersectionToScreen(p, v.id);
        expect(s?.x).toBeCloseTo(expected.x, 6);
        expect(s?.y).toBeCloseTo(expected.y, 6);
      }
    });
  }

  it('a tap between two parallel-ish links goes to the nearer one', () => {
    const rect = rects[1] ?? { left: 0, top: 0, width: 1920, height: 1080 };
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height), rect);
    // Two horizontal links in rows 0 and 2 share no end; tap 10 % and 90 % of the way between their midpoints.
    const upper = map.links.find((l) => l.a === 2 && l.b === 3);
    const lower = map.links.find((l) => l.a === 20 && l.b === 21);
    expect(upper && lower).toBeTruthy();
    if (!upper || !lower) return;
    const a = linkMidpointToScreen(p, upper.id);
    const b = linkMidpointToScreen(p, lower.id);
    if (!a || !b) throw new Error('no midpoints');
    const nearUpper = { x: a.x + (b.x - a.x) * 0.1, y: a.y + (b.y - a.y) * 0.1 };
    expect(nearestLink(p, nearUpper.x, nearUpper.y, 1000)?.id).toBe(upper.id);
    const nearLower = { x: a.x + (b.x - a.x) * 0.9, y: a.y + (b.y - a.y) * 0.9 };
    expect(nearestLink(p, nearLower.x, nearLower.y, 1000)?.id).toBe(lower.id);
  });

  it('a tap on the segment between a link and its neighbour resolves to the nearer by distance to the segment', () => {
    const rect = rects[1] ?? { left: 0, top: 0, width: 1920, height: 1080 };
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height), rect);
    const link = map.links.find((l) => l.a === 10 && l.b === 11);
    if (!link) throw new Error('no link 10–11');
    const mid = linkMidpointToScreen(p, link.id);
    if (!mid) throw new Error('no midpoint');
    const hit = nearestLink(p, mid.x, mid.y + 4, 30);
    expect(hit?.id).toBe(link.id);
    expect(hit?.distancePx).toBeCloseTo(4, 6);
  });

  it('a tap beyond the touch radius resolves to nothing', () => {
    const rect = rects[1] ?? { left: 0, top: 0, width: 1920, height: 1080 };
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height, 200), rect);
    // The canvas corner is far from the board (a 200 px margin).
    expect(nearestLink(p, 5, 5, 9.4)).toBeUndefined();
    expect(nearestIntersection(p, 5, 5, 9.4)).toBeUndefined();
    expect(resolveTap(p, 5, 5, 9.4, { intersections: true, links: true })).toBeUndefined();
    // Just beyond the radius from a midpoint, perpendicular to a horizontal link, in the open between rows.
    const link = map.links.find((l) => l.a === 10 && l.b === 11);
    const mid = link ? linkMidpointToScreen(p, link.id) : undefined;
    if (!mid) throw new Error('no midpoint');
    expect(nearestLink(p, mid.x, mid.y - 9.5, 9.4)).toBeUndefined();
    expect(nearestLink(p, mid.x, mid.y - 9.3, 9.4)?.id).toBe(link?.id);
  });

  it('a tap on an intersection goes to the intersection when both kinds are wanted, to a link when only links are', () => {
    const rect = rects[1] ?? { left: 0, top: 0, width: 1920, height: 1080 };
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height), rect);
    const s = intersectionToScreen(p, 30);
    if (!s) throw new Error('no intersection 30');
    expect(resolveTap(p, s.x + 1, s.y + 1, 20, { intersections: true, links: true })).toEqual({ kind: 'intersection', id: 30 });
    const onlyLinks = resolveTap(p, s.x + 1, s.y + 1, 20, { intersections: false, links: true });
    expect(onlyLinks?.kind).toBe('link');
    const touching = map.links.filter((l) => l.a === 30 || l.b === 30).map((l) => l.id);
    expect(touching).toContain(onlyLinks?.id);
  });

  it('fits a large map too (fixture grid round-trips at 1920×1080)', () => {
    const big = fixtureGridMap();
    const rect = { left: 0, top: 0, width: 1920, height: 1080 };
    const p = boardProjection(big, fitBoardView(boardTransform(big), rect.width, rect.height), rect);
    for (const v of big.intersections) {
      const s = intersectionToScreen(p, v.id);
      if (!s) throw new Error('missing');
      expect(nearestIntersection(p, s.x, s.y, 6)?.id).toBe(v.id);
    }
  });
});

describe('touch that forgives (#14 §4): a tap snaps to the nearest target within half a grid step', () => {
  const map = syntheticMap();
  const t = boardTransform(map);
  for (const rect of rects) {
    const label = `${rect.width}×${rect.height}`;
    const p = boardProjection(map, fitBoardView(t, rect.width, rect.height, 10), rect);
    it(`a tap a quarter step off a link's middle, into its triangle, builds that link (${label})`, () => {
      const spacing = gridSpacingPx(p);
      expect(spacing).toBeGreaterThan(0);
      const reach = tapReachPx(p, 10);
      expect(reach).toBe(Math.max(10, spacing / 2));
      let plainMisses = 0;
      for (const link of map.links) {
        const a = intersectionToScreen(p, link.a);
        const b = intersectionToScreen(p, link.b);
        if (!a || !b) continue;
        const len = Math.hypot(b.x - a.x, b.y - a.y);
        // Perpendicular to the link, a quarter of a grid step from its middle.
        const x = (a.x + b.x) / 2 + (-(b.y - a.y) / len) * spacing * 0.25;
        const y = (a.y + b.y) / 2 + ((b.x - a.x) / len) * spacing * 0.25;
        expect(resolveTap(p, x, y, reach, { intersections: false, links: true })).toEqual({ kind: 'link', id: link.id });
        if (resolveTap(p, x, y, 10, { intersections: false, links: true }) === undefined) plainMisses++;
      }
      // On a large board the old fixed 10 px radius missed these taps; the reach does not.
      if (spacing / 4 > 10) expect(plainMisses).toBeGreaterThan(0);
    });
  }
});
