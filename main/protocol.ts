/**
 * The privileged `app://` scheme the renderer is served from (never `file://`):
 * `registerAppScheme()` must run before app `ready`, `handleAppProtocol(root)` after it.
 * The serving itself (paths, types, CSP) is in ./serve/.
 */
import { protocol } from 'electron';
import { createAppRequestHandler } from './serve/handler';
import { APP_SCHEME } from './serve/origin';

/** Declares `app://` standard and secure (so it has an origin, fetch and workers). Call before `ready`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true } },
  ]);
}

/** Serves `root` (the renderer build folder) on `app://railtable/`. Call after `ready`. */
export function handleAppProtocol(root: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(root));
}
