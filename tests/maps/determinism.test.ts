/**
 * The generator is deterministic: building the USA map afresh gives the committed file byte
 * for byte (same inputs → same output; no clock, sorted and rounded).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { usa } from '../../build/maps/data/usa';
import { mapPath } from '../../build/maps/load';
import { buildMap } from '../../build/maps/pipeline';
import { serializeMap } from '../../build/maps/serialize';

describe('map generator', () => {
  it('rebuilds the committed USA map byte for byte', () => {
    const fresh = serializeMap(buildMap(usa).map);
    expect(fresh.length).toBeGreaterThan(10_000);
    expect(fresh).toBe(readFileSync(mapPath('usa'), 'utf8'));
  });
});
