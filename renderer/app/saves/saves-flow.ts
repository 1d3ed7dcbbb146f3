/**
 * The saves screen's flows (issue #7): open the list facing the seat that asked, resume a chosen
 * unfinished match, and delete a save in two taps (Delete, then a confirm placed elsewhere) through
 * `platform.saves.remove`; quarantined files are only listed — those the listing reports and those
 * reported earlier in this session (at start-up, on a load), since a store may report a file
 * only when it moves it aside. State lives in the UI store
 * (`UiState.saves`); the controller wires this in and supplies the match loading and the lobby's
 * resume offer. Platform failures become the panel's message (listing) or a notice (deleting).
 */
import type { QuarantineReport, RailtableApi } from '../../../preload/api';
import type { SavesScreen, UiState } from '../../state/store';
import type { SeatRotation } from '../../table/seat-layout';

/** The saves-screen flows, as called by the panel and the lobby seats. */
export type SavesFlow = {
  /** Open the panel rotated to `rotation` (facing the seat that opened it) and list the saves. */
  open(rotation: SeatRotation): Promise<void>;
  close(): void;
  /** List again (after a change); a no-op while the panel is closed. */
  refresh(): Promise<void>;
  /** First tap of a delete: the row asks for confirmation. */
  askDelete(matchId: string): void;
  /** Keep the save: the confirmation goes away. */
  cancelDelete(): void;
  /** Second tap: remove every generation of the save, then list again. Only for the save being confirmed. */
  confirmDelete(matchId: string): Promise<void>;
  /** Close the panel and resume `matchId` at its last saved action. */
  resume(matchId: string): Promise<void>;
  /** Remember quarantine reports the platform gave elsewhere (start-up listing, a load), to list them too. */
  noteQuarantined(reports: readonly QuarantineReport[]): void;
};

/** What the flows work with: the platform's saves, the UI store, a clock, and two controller flows. */
export type SavesFlowDeps = {
  readonly platform: Pick<RailtableApi, 'saves'>;
  readonly store: { getState(): UiState };
  readonly now: () => Date;
  /** Load a match from its save into the engine and show it (the controller's resume). */
  readonly resumeMatch: (matchId: string) => Promise<void>;
  /** The saves changed (a delete): refresh the lobby's resume offer. */
  readonly savesChanged: () => Promise<void>;
};

/** Create the saves-screen flows. */
export function createSavesFlow(deps: SavesFlowDeps): SavesFlow {
  const { platform, store, now } = deps;
  const ui = (): UiState => store.getState();
  /** Each listing's number; an answer older than the newest request is dropped. */
  let listing = 0;
  /** Every quarantined file reported this session, by file name, in the order first reported. */
  const known = new Map<string, QuarantineReport>();
  const note = (reports: readonly QuarantineReport[]): void => {
    for (const report of reports) if (!known.has(report.file)) known.set(report.file, report);
  };

  function patch(change: Partial<SavesScreen>): void {
    const screen = ui().saves;
    if (screen !== null) ui().set({ saves: { ...screen, ...change } });
  }

  async function list(): Promise<void> {
    const mine = ++listing;
    const listed = await platform.saves.list();
    if (mine !== listing || ui().saves === null) return;
    if (!listed.ok) {
      patch({ status: 'failed', message: listed.error.message, listedAt: now().toISOString() });
      return;
    }
    note(listed.value.quarantined);
    patch({ status: 'ready', saves: listed.value.saves, quarantined: [...known.values()], listedAt: now().toISOString(), message: null });
  }

  return {
    open(rotation) {
      const previous = ui().saves;
      ui().set({
        saves: {
          rotation,
          status: previous?.status ?? 'loading',
          saves: previous?.saves ?? [],
          quarantined: previous?.quarantined ?? [],
          listedAt: previous?.listedAt ?? now().toISOString(),
          confirming: null,
          removing: null,
          message: null,
        },
      });
      return list();
    },
    close() {
      listing++;
      ui().set({ saves: null });
    },
    refresh() {
      return ui().saves === null ? Promise.resolve() : list();
    },
    askDelete(matchId) {
      if (ui().saves?.removing != null) return;
      patch({ confirming: matchId });
    },
    cancelDelete() {
      patch({ confirming: null });
    },
    async confirmDelete(matchId) {
      const screen = ui().saves;
      if (screen === null || screen.confirming !== matchId || screen.removing !== null) return;
      patch({ removing: matchId });
      const removed = await platform.saves.remove(matchId);
      patch({ removing: null, confirming: null });
      if (!removed.ok) ui().notify({ kind: 'saveFailed', message: removed.error.message });
      await deps.savesChanged();
      await list();
    },
    noteQuarantined(reports) {
      note(reports);
    },
    async resume(matchId) {
      const row = ui().saves?.saves.find((s) => s.matchId === matchId);
      if (row === undefined || row.finished) return;
      listing++;
      ui().set({ saves: null });
      await deps.resumeMatch(matchId);
    },
  };
}
