/**
 * Hardening of every web contents and of the session (shared/KIOSK.md "Security"):
 * navigation and redirects away from our own page are prevented, new windows are denied,
 * `<webview>` is refused, and every permission request or check is denied.
 * The types below are the parts of Electron's `WebContents` and `Session` used, so tests can
 * pass small fakes.
 */
import { APP_HOST, APP_SCHEME } from './serve/origin';

/** An Electron event that can be cancelled. */
export type PreventableEvent = { preventDefault(): void };

/** The part of Electron's `WebContents` that {@link hardenWebContents} uses. */
export interface GuardedContents {
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { readonly url: string }) => { action: 'deny' }): void;
}

/** The part of Electron's `Session` that {@link hardenSession} uses. */
export interface GuardedSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
}

/** Pages a window may (re)load: our entry page, `app://railtable/` or `app://railtable/index.html`. */
export function isAllowedNavigation(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && (parsed.pathname === '/' || parsed.pathname === '/index.html');
  } catch {
    return false;
  }
}

/**
 * Guards one web contents: `will-navigate` / `will-redirect` prevented unless to our own page,
 * window.open denied, `<webview>` attachment prevented. `onRefused(kind, url)` reports each refusal.
 */
export function hardenWebContents(contents: GuardedContents, onRefused: (kind: string, url: string) => void = () => undefined): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url)) {
      event.preventDefault();
      onRefused('navigate', url);
    }
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url)) {
      event.preventDefault();
      onRefused('redirect', url);
    }
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    onRefused('webview', '');
  });
  contents.setWindowOpenHandler((details) => {
    onRefused('window-open', details.url);
    return { action: 'deny' };
  });
}

/** Denies every permission request and check (camera, notifications, fullscreen API, devices…) in `session`. */
export function hardenSession(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
