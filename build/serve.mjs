// @ts-check
/**
 * Serves the built renderer (`out/renderer`) over http on localhost, the way the app runs in a
 * plain browser (file:// fails on CORS for the module worker). Used by `npm start`/`npm run web`
 * and by the e2e tests' global setup. Sends the same CSP as the Electron `app://` protocol.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';

/** The Content-Security-Policy for the renderer; kept equal to `main/protocol.ts` by a test. */
export const RENDERER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; media-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * Start the server.
 * @param {{ root?: string; port?: number; host?: string }} [options] port 0 picks a free port
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 * @throws {Error} when the renderer has not been built (`npm run build`)
 */
export async function serveRenderer(options = {}) {
  const root = options.root ?? resolve(import.meta.dirname, '..', 'out', 'renderer');
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`No built renderer at ${root}: run "npm run build" first.`);
  }
  const assets = sirv(root, { dev: false, etag: true, gzip: false });
  const server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', RENDERER_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => ok(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
