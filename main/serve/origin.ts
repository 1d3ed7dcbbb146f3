/**
 * The app's own origin: the renderer is served from `app://railtable/` (main/protocol.ts), and
 * only pages of this origin may navigate, load or send IPC (main/security.ts, main/ipc/sender.ts).
 */

/** The custom scheme, without `:`. */
export const APP_SCHEME = 'app';
/** The host of every app URL. */
export const APP_HOST = 'railtable';
/** The renderer's entry page. */
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Whether `url` is a page of our own origin (`app://railtable/…`); malformed URLs are not. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}
