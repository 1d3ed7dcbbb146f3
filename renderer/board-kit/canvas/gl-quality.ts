/**
 * How much a board canvas asks of the GPU, decided once per page before the first canvas is
 * made (antialiasing is a context-creation attribute, so it cannot be changed afterwards).
 *
 * On a real GPU: multisampling and a device pixel ratio of 1–2. On a software rasteriser
 * (SwiftShader, llvmpipe, Windows' basic render driver…: a kiosk PC without a usable GPU) every
 * sample is shaded by the CPU, so multisampling roughly doubles a frame's cost and a ratio of 2
 * quadruples it: there the board is drawn without multisampling at a ratio of 1.
 */

/** What a board canvas is created with. */
export type GlQuality = {
  /** Multisample antialiasing (the context's `antialias` attribute). */
  readonly antialias: boolean;
  /** The R3F `dpr` prop: a fixed ratio, or `[min, max]` around the device's own. */
  readonly dpr: number | readonly [number, number];
  /** Whether the renderer was recognised as a software rasteriser. */
  readonly software: boolean;
  /** The renderer's name as WebGL reported it (`''` when unknown). */
  readonly renderer: string;
};

/** Names (or parts of names) software rasterisers report as their WebGL renderer, lower case. */
export const SOFTWARE_RENDERERS: readonly string[] = ['swiftshader', 'llvmpipe', 'softpipe', 'lavapipe', 'software', 'basic render driver'];

/** Whether a WebGL renderer name (`UNMASKED_RENDERER_WEBGL`, else `RENDERER`) is a software rasteriser's. */
export function isSoftwareRenderer(renderer: string): boolean {
  const name = renderer.toLowerCase();
  return SOFTWARE_RENDERERS.some((s) => name.includes(s));
}

/** The quality for a renderer name; an unknown renderer (`undefined`, `''`) gets the GPU settings. */
export function glQualityFor(renderer: string | undefined): GlQuality {
  const name = renderer ?? '';
  const software = isSoftwareRenderer(name);
  return software ? { antialias: false, dpr: 1, software, renderer: name } : { antialias: true, dpr: [1, 2], software, renderer: name };
}

/** The part of a WebGL context the probe reads. */
type ProbeContext = Pick<WebGLRenderingContext, 'getExtension' | 'getParameter' | 'RENDERER'>;

/** The part of a canvas the probe uses. */
export type ProbeCanvas = { getContext(kind: 'webgl2' | 'webgl'): ProbeContext | null };

/**
 * The WebGL renderer name of a throwaway context on `canvas` (its context is released at once),
 * or `undefined` when there is no WebGL or the name cannot be read.
 */
export function probeRendererName(canvas: ProbeCanvas): string | undefined {
  try {
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl === null) return undefined;
    const info = gl.getExtension('WEBGL_debug_renderer_info') as WEBGL_debug_renderer_info | null;
    const name: unknown = info === null ? gl.getParameter(gl.RENDERER) : gl.getParameter(info.UNMASKED_RENDERER_WEBGL);
    (gl.getExtension('WEBGL_lose_context') as WEBGL_lose_context | null)?.loseContext();
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

let decided: GlQuality | undefined;

/** The page's board quality: probed on the first call (a throwaway canvas), the same answer after. */
export function boardGlQuality(): GlQuality {
  decided ??= glQualityFor(typeof document === 'undefined' ? undefined : probeRendererName(document.createElement('canvas')));
  return decided;
}
