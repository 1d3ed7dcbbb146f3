/**
 * The Content-Security-Policy is the same wherever the renderer is served: by Electron's
 * `app://` protocol (main/serve/csp.ts) and by the localhost server of the browser path and the
 * e2e tests (build/serve.mjs). The e2e tests only prove the page under the second; this keeps
 * them proving it under the first too.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../main/serve/csp';
// @ts-expect-error build/serve.mjs is plain JavaScript with JSDoc types, outside the TS project
import { RENDERER_CSP } from '../../build/serve.mjs';

describe('content security policy', () => {
  it('is identical for app:// in Electron and for the localhost server', () => {
    expect(typeof RENDERER_CSP).toBe('string');
    expect(RENDERER_CSP).toBe(CONTENT_SECURITY_POLICY);
  });

  it('allows scripts only from the app itself and never eval', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});
