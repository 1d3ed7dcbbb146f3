/**
 * The link rules of the generator on a small synthetic geography (rules "Components": a link
 * costs $2 where it crosses a river, runs through mountains or crosses a strait; MAPS.md: ≥ 3
 * of 9 sample points inside a mountain polygon; links over open water are dropped unless they
 * bridge a listed strait; no link in a no-grid area).
 *
 * Geography (km, spacing 100): two square landmasses 30 km apart, a river along x = 500, a
 * mountain band 200 ≤ x ≤ 300, a no-grid square, and a strait listed at y = 500.
 */
import { describe, expect, it } from 'vitest';
import { usa } from '../../build/maps/data/usa';
import type { GeoContext } from '../../build/maps/geo-context';
import type { Pt } from '../../build/maps/geometry';
import { LandIndex } from '../../build/maps/land-index';
import { judgeLink } from '../../build/maps/links';
import { makeProjection } from '../../build/maps/project';

const square = (x0: number, y0: number, x1: number, y1: number): Pt[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];

function syntheticContext(): GeoContext {
  const def = { ...usa, spacingKm: 100 };
  const west = square(0, 0, 1000, 1000);
  const east = square(1030, 0, 2000, 1000);
  return {
    def,
    proj: makeProjection(def),
    gridLand: new LandIndex([west, east], 50),
    drawLand: [west, east],
    lakes: [square(1500, 600, 1700, 800)],
    rivers: [[[500, 0], [500, 1000]]],
    mountains: [square(200, 0, 300, 1000)],
    noGrid: [square(700, 700, 800, 800)],
    frame: square(-500, -500, 2500, 1500),
    straits: [{ name: 'test strait', a: [1000, 500], b: [1030, 500] }],
  };
}

describe('link rules', () => {
  const ctx = syntheticContext();

  it('a link over open land with nothing in the way costs $1', () => {
    expect(judgeLink(ctx, [50, 100], [150, 100])).toEqual({ cost: 1, reason: 'plain' });
  });

  it('a link crossing a major river costs $2 (river)', () => {
    expect(judgeLink(ctx, [450, 100], [550, 100])).toEqual({ cost: 2, reason: 'river' });
  });

  it('a link with at least 3 of its 9 sample points in a mountain range costs $2 (mountain)', () => {
    expect(judgeLink(ctx, [150, 500], [250, 500])).toEqual({ cost: 2, reason: 'mountain' });
  });

  it('a link with only 2 of its 9 sample points in a mountain range stays $1', () => {
    expect(judgeLink(ctx, [120, 500], [220, 500])).toEqual({ cost: 1, reason: 'plain' });
  });

  it('a link bridging a listed strait between landmasses costs $2 (strait)', () => {
    expect(judgeLink(ctx, [960, 500], [1060, 500])).toEqual({ cost: 2, reason: 'strait' });
  });

  it('a link between landmasses away from any listed strait does not exist', () => {
    expect(judgeLink(ctx, [960, 100], [1060, 100])).toBeUndefined();
  });

  it('a link through a lake or a no-grid area does not exist', () => {
    expect(judgeLink(ctx, [1450, 700], [1550, 700])).toBeUndefined();
    expect(judgeLink(ctx, [690, 750], [790, 750])).toBeUndefined();
  });

  it('a link over open sea does not exist', () => {
    expect(judgeLink(ctx, [2100, 500], [2200, 500])).toBeUndefined();
  });
});
