import { describe, expect, it } from 'vitest';
import { glQualityFor, isSoftwareRenderer, probeRendererName, type ProbeCanvas } from '../../renderer/board-kit/canvas/gl-quality';

/** Renderer names as browsers report them (UNMASKED_RENDERER_WEBGL). */
const SOFTWARE = [
  // Chromium's WebGL on SwiftShader through ANGLE (this build machine's headless Chromium).
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
  'Google SwiftShader',
  // Mesa's CPU rasterisers (Linux without a GPU driver).
  'llvmpipe (LLVM 15.0.6, 256 bits)',
  'ANGLE (Mesa, llvmpipe (LLVM 15.0.7, 256 bits), OpenGL 4.5)',
  'softpipe',
  // Windows without a display driver.
  'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'Apple Software Renderer',
];
const GPU = [
  'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002503) Direct3D11 vs_5_0 ps_5_0, D3D11)',
  'ANGLE (AMD, AMD Radeon(TM) Graphics (radeonsi, renoir, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64), OpenGL 4.6)',
  'Mali-G52',
  'Apple M1',
];

describe('software renderer detection', () => {
  it.each(SOFTWARE)('%s is a software rasteriser', (name) => {
    expect(isSoftwareRenderer(name)).toBe(true);
    expect(glQualityFor(name)).toEqual({ antialias: false, dpr: 1, software: true, renderer: name });
  });

  it.each(GPU)('%s is a GPU', (name) => {
    expect(isSoftwareRenderer(name)).toBe(false);
    expect(glQualityFor(name)).toEqual({ antialias: true, dpr: [1, 2], software: false, renderer: name });
  });

  it('an unknown renderer keeps the GPU settings', () => {
    expect(glQualityFor(undefined)).toMatchObject({ antialias: true, dpr: [1, 2], software: false, renderer: '' });
    expect(glQualityFor('')).toMatchObject({ antialias: true, software: false });
  });
});

const UNMASKED_RENDERER_WEBGL = 0x9246;
const RENDERER = 0x1f01;

/** A canvas whose context reports `unmasked` through WEBGL_debug_renderer_info (when given) and `masked` as RENDERER. */
function fakeCanvas(options: { unmasked?: string; masked: string; webgl2?: boolean; none?: boolean }) {
  const log: string[] = [];
  const context = {
    RENDERER,
    getExtension(name: string): unknown {
      log.push(`extension ${name}`);
      if (name === 'WEBGL_debug_renderer_info') return options.unmasked === undefined ? null : { UNMASKED_RENDERER_WEBGL };
      if (name === 'WEBGL_lose_context') return { loseContext: () => log.push('lost') };
      return null;
    },
    getParameter(p: number): unknown {
      return p === UNMASKED_RENDERER_WEBGL ? options.unmasked : p === RENDERER ? options.masked : null;
    },
  };
  const canvas = {
    getContext(kind: 'webgl2' | 'webgl') {
      log.push(`context ${kind}`);
      if (options.none === true || (kind === 'webgl2' && options.webgl2 === false)) return null;
      return context;
    },
  } as unknown as ProbeCanvas;
  return { canvas, log };
}

describe('renderer probe', () => {
  it('reads the unmasked renderer name and releases the throwaway context', () => {
    const { canvas, log } = fakeCanvas({ unmasked: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)', masked: 'WebKit WebGL' });
    expect(probeRendererName(canvas)).toContain('SwiftShader');
    expect(log).toContain('lost');
    expect(log[0]).toBe('context webgl2');
  });

  it('falls back to RENDERER without the debug extension, and to WebGL 1 without WebGL 2', () => {
    const { canvas, log } = fakeCanvas({ masked: 'llvmpipe (LLVM 15.0.6, 256 bits)', webgl2: false });
    expect(probeRendererName(canvas)).toBe('llvmpipe (LLVM 15.0.6, 256 bits)');
    expect(log.slice(0, 2)).toEqual(['context webgl2', 'context webgl']);
  });

  it('answers undefined without WebGL, so the GPU settings apply', () => {
    const { canvas } = fakeCanvas({ masked: '', none: true });
    expect(probeRendererName(canvas)).toBeUndefined();
    expect(glQualityFor(probeRendererName(canvas)).antialias).toBe(true);
  });
});
