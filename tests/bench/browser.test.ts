/**
 * The benchmark's browser plumbing (build/bench/browser.ts) and the renderer's shared Vite options
 * (build/renderer-build.ts): a build folder per checkout, the features every launch disables (kept
 * in step with playwright-core's own list), the zod chunk.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_DISABLED_FEATURES, BENCH_TMP, PLAYWRIGHT_DISABLED_FEATURES, REPO, benchTmpOf } from '../../build/bench/browser';
import { rendererChunkOf } from '../../build/renderer-build';

describe('benchTmpOf', () => {
  it('gives each checkout its own folder under the temp dir, the same one every run', () => {
    const a = benchTmpOf('/work/main');
    expect(a).toBe(benchTmpOf('/work/main'));
    expect(a).not.toBe(benchTmpOf('/tmp/wt-lobby'));
    expect(dirname(a)).toBe(tmpdir());
    expect(a).toMatch(/railtable-bench-[0-9a-f]{12}$/);
    expect(BENCH_TMP).toBe(benchTmpOf(REPO));
  });
});

describe('launch features', () => {
  it('repeats exactly the features the installed playwright-core disables (Chromium keeps only the last --disable-features)', () => {
    const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
    expect(list).toBeDefined();
    const names = [...(list ?? '').matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(names);
    expect(BENCH_DISABLED_FEATURES).toEqual(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
  });
});

describe('rendererChunkOf', () => {
  it('puts zod and zod-setup in one chunk and leaves other modules to the default chunking', () => {
    expect(rendererChunkOf('/r/node_modules/zod/v4/core/core.js')).toBe('zod');
    expect(rendererChunkOf('/r/renderer/platform/zod-setup.ts')).toBe('zod');
    expect(rendererChunkOf('/r/renderer/platform/settings-schema.ts')).toBeUndefined();
    expect(rendererChunkOf('/r/node_modules/zustand/esm/vanilla.mjs')).toBeUndefined();
  });
});
