/**
 * Coming back after a crash (KIOSK.md "Kiosk behaviour" 6: "always resume from the last
 * autosave"). Main loads the page with the hash `#recover` after a renderer crash, a GPU crash or
 * a hang (main/window/create.ts `RECOVER_URL`). Then the newest unfinished game goes straight back
 * on the table at its last saved action — if people were playing it: its last action is more
 * recent than the idle timeout plus the countdown. An older game would have been sent to attract
 * mode by the idle reset anyway, so the table starts as usual (lobby, or attract in kiosk mode)
 * and only offers it for Resume.
 */
import type { SaveSummary } from '../../preload/api';

/** What decides a recovery: whether this load is one, the newest unfinished save (or none), the time now, and the idle times (ms, as ./idle.ts `IdleConfig`). */
export type RecoveryInput = {
  readonly recovering: boolean;
  readonly save: Pick<SaveSummary, 'updatedAt' | 'finished'> | undefined;
  readonly now: Date;
  readonly idle: { readonly timeoutMs: number; readonly countdownMs: number };
};

/** Whether to resume `save` at once (see the module comment). A save with an unreadable `updatedAt` is not resumed. */
export function resumeAfterCrash({ recovering, save, now, idle }: RecoveryInput): boolean {
  if (!recovering || save === undefined || save.finished) return false;
  const ageMs = now.getTime() - Date.parse(save.updatedAt);
  if (!Number.isFinite(ageMs)) return false;
  return ageMs < idle.timeoutMs + idle.countdownMs;
}
