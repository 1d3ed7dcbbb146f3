/**
 * The renderer is served over app:// with a strict CSP (no unsafe-eval, script-src 'self'),
 * correct content types, and no way out of the renderer folder.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../main/serve/csp';
import { createAppRequestHandler } from '../../main/serve/handler';
import { mimeTypeFor } from '../../main/serve/mime';
import { resolveAppPath } from '../../main/serve/resolve-path';

const electron = vi.hoisted(() => ({
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
}));
vi.mock('electron', () => ({ protocol: electron.protocol }));

let root: string;
let outside: string;
beforeAll(async () => {
  outside = await mkdtemp(join(tmpdir(), 'railtable-serve-'));
  root = join(outside, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Railtable</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(join(outside, 'secret.txt'), 'do not serve');
});
afterAll(async () => {
  await rm(outside, { recursive: true, force: true });
});

describe('content security policy', () => {
  it("has script-src 'self', no unsafe-eval, and locks objects, base and framing", () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'none'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('connect-src')).toBe("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; media-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
});

describe('app:// paths', () => {
  it('maps our URLs into the renderer folder', () => {
    expect(resolveAppPath('/r', 'app://railtable/index.html')).toBe('/r/index.html');
    expect(resolveAppPath('/r', 'app://railtable/')).toBe('/r/index.html');
    expect(resolveAppPath('/r', 'app://railtable/assets/a%20b.js?v=1#x')).toBe('/r/assets/a b.js');
  });

  it.each([
    'app://railtable/assets/..%2f..%2fsecret.txt',
    'app://railtable/..%2fsecret.txt',
    'app://railtable/..%5csecret.txt',
    'app://railtable/%00index.html',
    'app://railtable/%E0%A4%A',
    'app://evil/index.html',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppPath('/r', url)).toBeUndefined();
  });

  it.each(['app://railtable/../secret.txt', 'app://railtable/%2e%2e/%2e%2e/secret.txt', 'app://railtable/a/../../secret.txt'])(
    'dot segments in %s are collapsed by URL parsing and stay inside the folder',
    (url) => {
      expect(resolveAppPath('/r', url)).toBe('/r/secret.txt');
    },
  );

  it('content types follow the extension', () => {
    expect(mimeTypeFor('/r/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('/r/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('/r/a.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeFor('/r/a.woff2')).toBe('font/woff2');
    expect(mimeTypeFor('/r/a.wav')).toBe('audio/wav');
    expect(mimeTypeFor('/r/a.wasm')).toBe('application/wasm');
    expect(mimeTypeFor('/r/a.unknown')).toBe('application/octet-stream');
  });
});

describe('app:// handler', () => {
  it('serves files with their type and the CSP header', async () => {
    const handle = createAppRequestHandler(root);
    const page = await handle(new Request('app://railtable/index.html'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Railtable</title>');
    const script = await handle(new Request('app://railtable/assets/index-abc.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    const font = await handle(new Request('app://railtable/assets/font.woff2'));
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32]));
  });

  it('refuses traversal (403), missing files (404) and writes (405)', async () => {
    const handle = createAppRequestHandler(root);
    const escape = await handle(new Request('app://railtable/assets/..%2f..%2fsecret.txt'));
    expect(escape.status).toBe(403);
    expect(await escape.text()).not.toContain('do not serve');
    expect((await handle(new Request('app://railtable/missing.js'))).status).toBe(404);
    expect((await handle(new Request('app://other/index.html'))).status).toBe(403);
    expect((await handle(new Request('app://railtable/index.html', { method: 'POST', body: 'x' }))).status).toBe(405);
  });

  it('registers app:// as a privileged standard, secure scheme and handles it', async () => {
    const { handleAppProtocol, registerAppScheme } = await import('../../main/protocol');
    registerAppScheme();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }) },
    ]);
    handleAppProtocol(root);
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });
});
