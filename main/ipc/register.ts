/**
 * Wires the dispatcher (./dispatch.ts) to Electron's `ipcMain.handle`, one handler per channel.
 * Each channel takes at most one argument, the payload; extra arguments are refused.
 */
import type { Result } from '../../preload/api';
import { fail } from '../result';
import { ALL_CHANNELS, type Dispatch } from './dispatch';
import type { SenderEvent } from './sender';

/** The part of Electron's `ipcMain` used here. */
export type IpcMainLike = {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => Promise<Result<unknown>>): void;
};

/** Registers one `ipcMain.handle` per contract channel, routed through `dispatch`. */
export function registerIpc(ipcMain: IpcMainLike, dispatch: Dispatch): void {
  for (const channel of ALL_CHANNELS) {
    ipcMain.handle(channel, async (event, ...args) => {
      if (args.length > 1) return fail('invalid-payload', `${channel} takes one argument, got ${args.length}`, '(root)');
      return dispatch(channel, event, args[0]);
    });
  }
}
