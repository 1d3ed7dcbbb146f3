/**
 * Maps an `app://railtable/…` URL to a file under the renderer folder, refusing anything that
 * would leave it (`..`, encoded `%2e%2e%2f`, backslashes, NUL bytes, absolute paths, other hosts).
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './origin';

/**
 * The absolute file for `url` under `root`, or `undefined` when the URL is not ours or points
 * outside `root`. A path ending in `/` means its `index.html`. Query and fragment are ignored.
 */
export function resolveAppPath(root: string, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  if (pathname.endsWith('/')) pathname += 'index.html';
  const base = resolve(root);
  const file = resolve(base, `.${pathname}`);
  const rel = relative(base, file);
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
  return file;
}
