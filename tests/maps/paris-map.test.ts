/**
 * Paris Connection's map of France (issue #15 "The map"): the committed file is what the builder
 * makes from public geography, it loads, and it has the board's shape — Paris as the Eiffel hex
 * ringed by six start hexes, city values rising with distance from Paris, Marseille alone worth 4,
 * checkered sides where the Alps and the Massif Central cut the way — and every hex reachable.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildParisMap } from '../../build/maps/paris/build';
import { loadParisMap, parisMapSchema } from '../../shared-rules/maps/paris-map';

const ROOT = join(import.meta.dirname, '..', '..');
const committed: unknown = JSON.parse(readFileSync(join(ROOT, 'assets/maps/paris/france.json'), 'utf8'));
const loaded = loadParisMap(committed);
if (!loaded.ok) throw new Error(loaded.error);
const board = loaded.board;
const map = parisMapSchema.parse(committed);
const ring = (q: number, r: number) => (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;

describe('the map of France', () => {
  it('is exactly what the builder makes from the npm geography (rebuild: npx tsx build/maps/paris/build.ts)', () => {
    expect(JSON.parse(JSON.stringify(buildParisMap()))).toEqual(committed);
  });

  it('has Paris as the Eiffel hex, its six neighbours the start hexes, Marseille alone worth 4', () => {
    expect(map.hexes[board.eiffel]).toMatchObject({ q: 0, r: 0, kind: 'eiffel' });
    expect(board.starts.map((s) => map.hexes[s]?.kind)).toEqual(Array(6).fill('start'));
    expect(map.hexes[board.marseille]?.city?.name).toBe('Marseille');
    expect(board.capacity[board.eiffel]).toBe(0);
  });

  it('values cities 1, 2, 3 rising with distance from Paris', () => {
    const cities = map.hexes.filter((h) => h.kind === 'city' && h.value < 4);
    for (const v of [1, 2]) {
      const far = Math.max(...cities.filter((c) => c.value === v).map((c) => ring(c.q, c.r)));
      const next = Math.min(...cities.filter((c) => c.value === v + 1).map((c) => ring(c.q, c.r)));
      expect(far, `value ${v} vs ${v + 1}`).toBeLessThan(next);
    }
    expect(cities.length).toBeGreaterThanOrEqual(20);
  });

  it('has checkered sides where the Alps and the Massif Central cut the way, and they remove adjacency', () => {
    const mountain = map.barriers.filter((b) => b.reason === 'mountain');
    expect(mountain.length).toBeGreaterThanOrEqual(10);
    const grenoble = map.hexes.findIndex((h) => h.city?.id === 'grenoble');
    const across = map.barriers.filter((b) => b.a === grenoble || b.b === grenoble).map((b) => (b.a === grenoble ? b.b : b.a));
    expect(across.length).toBeGreaterThan(0);
    const neighbours = board.adj.slice(board.adjStart[grenoble], board.adjStart[grenoble + 1]);
    for (const other of across) expect([...neighbours]).not.toContain(other);
  });

  it('refuses a map whose barrier joins hexes that are not neighbours, or with a second 4-point city', () => {
    const far = map.hexes.length - 1;
    expect(loadParisMap({ ...map, barriers: [{ a: 0, b: far, reason: 'water' }] })).toMatchObject({ ok: false, error: expect.stringMatching(/not neighbours/) });
    const twoFours = { ...map, hexes: map.hexes.map((h) => (h.city?.id === 'nice' ? { ...h, value: 4 } : h)) };
    expect(loadParisMap(twoFours)).toMatchObject({ ok: false, error: expect.stringMatching(/exactly one city must be worth 4/) });
    expect(loadParisMap({ ...map, format: 'x' })).toMatchObject({ ok: false, error: expect.stringMatching(/^not a Paris Connection map/) });
  });
});
