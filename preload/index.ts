/**
 * The preload bridge: exposes `window.railtable`, an implementation of `RailtableApi`
 * (./api.ts) with one named operation per IPC channel. `ipcRenderer` itself is never exposed,
 * so the page can reach no other channel. Built to CommonJS (`out/preload/index.cjs`) because
 * sandboxed preloads cannot be ES modules. contextBridge copies the object into the page, so
 * the page cannot alter what the bridge calls.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type RailtableApi } from './api';

/** The bridge object: each operation sends exactly one `invoke` on its fixed channel and returns main's `Result`. */
export const railtableApi: RailtableApi = {
  settings: {
    get: () => ipcRenderer.invoke(CHANNELS.settingsGet),
    set: (patch) => ipcRenderer.invoke(CHANNELS.settingsSet, patch),
  },
  saves: {
    list: () => ipcRenderer.invoke(CHANNELS.savesList),
    load: (matchId) => ipcRenderer.invoke(CHANNELS.savesLoad, matchId),
    append: (request) => ipcRenderer.invoke(CHANNELS.savesAppend, request),
    remove: (matchId) => ipcRenderer.invoke(CHANNELS.savesRemove, matchId),
  },
  app: {
    info: () => ipcRenderer.invoke(CHANNELS.appInfo),
    displays: () => ipcRenderer.invoke(CHANNELS.appDisplays),
  },
  kiosk: {
    status: () => ipcRenderer.invoke(CHANNELS.kioskStatus),
    unlock: (pin) => ipcRenderer.invoke(CHANNELS.kioskUnlock, pin),
    lock: () => ipcRenderer.invoke(CHANNELS.kioskLock),
    setPin: (newPin) => ipcRenderer.invoke(CHANNELS.kioskSetPin, newPin),
    // Without a PIN, no argument at all (main refuses extra arguments; `undefined` is the schema's "none").
    exit: (pin) => (pin === undefined ? ipcRenderer.invoke(CHANNELS.kioskExit) : ipcRenderer.invoke(CHANNELS.kioskExit, pin)),
  },
};

contextBridge.exposeInMainWorld('railtable', railtableApi);
