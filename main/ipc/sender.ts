/**
 * The sender check run on every IPC message (shared/KIOSK.md "Security"): the message must
 * come from the main frame of a page of our own `app://railtable/` origin — not a sub-frame,
 * not a page that navigated elsewhere, not a destroyed frame.
 */
import { isAppUrl } from '../serve/origin';

/** The part of Electron's `WebFrameMain` the check reads (`parent` is null for a main frame). */
export type SenderFrame = { readonly url: string; readonly parent: unknown };

/** The part of Electron's `IpcMainInvokeEvent` the check reads. */
export type SenderEvent = { readonly senderFrame: SenderFrame | null };

/** Why a sender is refused, or `undefined` when it is our main frame on an `app://` page. */
export function senderRejection(event: SenderEvent): string | undefined {
  const frame = event.senderFrame;
  if (frame === null) return 'the sending frame is gone';
  if (frame.parent !== null) return `a sub-frame (${frame.url}) may not call main`;
  if (!isAppUrl(frame.url)) return `a page outside app://railtable (${frame.url}) may not call main`;
  return undefined;
}
