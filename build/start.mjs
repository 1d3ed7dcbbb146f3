// @ts-check
/**
 * `npm start`: build the app, then launch it in Electron when the Electron binary is installed;
 * where it is not (ELECTRON_SKIP_BINARY_DOWNLOAD=1 installs, this project's build machines), serve
 * the built renderer on localhost and open it in Chromium/Chrome in app mode if one is found,
 * else print the URL. `npm run web` (`--web`) takes the browser path on purpose.
 *
 * Options: `--web` browser path; `--port=N` fixed port (default 5790); `--no-open` only serve;
 * `--mode=desktop|table|kiosk` is passed on to Electron.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { serveRenderer } from './serve.mjs';

const args = process.argv.slice(2);
const root = resolve(import.meta.dirname, '..');
const wantWeb = args.includes('--web');
const port = Number(args.find((a) => a.startsWith('--port='))?.slice(7) ?? 5790);

/**
 * The Electron binary's path, or the reason it can't be used. The `electron` package downloads
 * its binary on first use; that is tried (quietly, in a child process) unless
 * ELECTRON_SKIP_BINARY_DOWNLOAD is set.
 */
function electronBinary() {
  const require = createRequire(import.meta.url);
  let dir;
  try {
    dir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  const pathFile = join(dir, 'path.txt');
  if (existsSync(pathFile)) {
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
    if (existsSync(binary)) return { path: binary };
  }
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    return { reason: 'the Electron binary is not installed (ELECTRON_SKIP_BINARY_DOWNLOAD is set)' };
  }
  console.log('Fetching the Electron binary (first run)…');
  const fetched = spawnSync(process.execPath, ['-e', "process.stdout.write(require('electron'))"], { cwd: root, encoding: 'utf8' });
  const path = fetched.stdout.trim();
  if (fetched.status === 0 && path && existsSync(path)) return { path };
  return { reason: 'the Electron binary is not installed and could not be downloaded (no access to its download host?)' };
}

/** The first Chromium-family browser on PATH. */
function findBrowser() {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge']) {
    const found = spawnSync('which', [name], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return undefined;
}

console.log('Building Railtable (electron-vite build)…');
const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Build failed.');
  process.exit(build.status ?? 1);
}

const electron = wantWeb ? { reason: '--web was asked for' } : electronBinary();
if ('path' in electron && electron.path) {
  const passOn = args.filter((a) => a.startsWith('--mode='));
  const child = spawn(electron.path, [root, ...passOn], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  let server;
  try {
    server = await serveRenderer({ port });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
    console.log(`Port ${port} is in use (another Railtable?): taking a free port instead.`);
    server = await serveRenderer({ port: 0 });
  }
  console.log(`\nRunning the browser version of Railtable because ${electron.reason}.`);
  console.log(`Railtable is served at ${server.url}  (Ctrl+C to stop)`);
  const noOpen = args.includes('--no-open');
  const browser = noOpen ? undefined : findBrowser();
  const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (browser && hasDisplay) {
    console.log(`Opening it in ${browser} (app mode).`);
    spawn(browser, [`--app=${server.url}`, '--disable-pinch', '--overscroll-history-navigation=0'], { stdio: 'ignore', detached: true }).unref();
  } else if (!noOpen) {
    console.log(browser ? 'No display found: open the URL in a browser on this machine.' : 'No Chromium or Chrome found: open the URL in a Chromium-based browser.');
  }
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
