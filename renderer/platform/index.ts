/**
 * The platform the renderer talks to: the Electron preload bridge `window.railtable` when it is
 * there, else the browser implementation of the same contract (design: "Running without Electron").
 */
import type { RailtableApi } from '../../preload/api';
import { createBrowserPlatform } from './browser';

declare global {
  interface Window {
    /** Set by the Electron preload (contextBridge); absent in a plain browser. */
    readonly railtable?: RailtableApi;
  }
}

let cached: RailtableApi | undefined;

/** The platform API (one instance per page). */
export function getPlatform(): RailtableApi {
  if (cached === undefined) cached = window.railtable ?? createBrowserPlatform();
  return cached;
}
