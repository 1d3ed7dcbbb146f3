/**
 * The request handler behind the `app://` protocol: serves files of the renderer build with
 * their content type and the strict CSP (./csp.ts). Pure fetch API (`Request` → `Response`),
 * so it runs under plain Node in tests.
 */
import { readFile } from 'node:fs/promises';
import { CONTENT_SECURITY_POLICY } from './csp';
import { mimeTypeFor } from './mime';
import { resolveAppPath } from './resolve-path';

/** Headers on every answer: CSP, no MIME sniffing, no caching of a file that may change between builds. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-cache',
};

/**
 * A handler serving files under `root` (normally `out/renderer`). Answers 405 for methods
 * other than GET/HEAD, 403 for URLs outside `root` or of another host, 404 for missing files.
 */
export function createAppRequestHandler(root: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method not allowed');
    const file = resolveAppPath(root, request.url);
    if (file === undefined) return plain(403, 'forbidden');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return plain(404, 'not found');
    }
    const headers = { ...SECURITY_HEADERS, 'Content-Type': mimeTypeFor(file), 'Content-Length': String(body.length) };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}
