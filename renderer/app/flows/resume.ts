/**
 * The resume flow: the lobby's offer (the newest unfinished game, of any game the table plays) and the
 * saves screen's choice load a saved match into the engine (replayed and checked there) and put
 * it on the table at its last saved action, with its seats, colours and bots as they were.
 */
import { BOT_LEVELS } from '../../../shared-rules/core/define-game';
import { getGameUi } from '../../games/registry';
import { SEAT_COLOURS } from '../../table/seat-colours';
import { createSavesFlow, type SavesFlow } from '../saves/saves-flow';
import { isResumable } from '../saves/save-rows';
import type { SaveSummary } from '../../../preload/api';
import type { Core } from './core';

/** The resume part of the controller. */
export type ResumeFlow = {
  /** Load `matchId` and show it at its last saved action. */
  resumeMatch(matchId: string): Promise<void>;
  /** Refresh the lobby's resume offer from the saves list. */
  refreshResume(): Promise<void>;
  /** Resume `matchId` (default: the lobby's offer). */
  resume(matchId?: string): Promise<void>;
  /** The saves screen's flows. */
  readonly saves: SavesFlow;
};

/**
 * The save the lobby offers to resume: the newest game in progress of any game this table plays
 * (`saves` newest first), so a reload in the middle of a game offers it whichever game the lobby
 * shows first; the lobby's game wins a tie of age.
 */
export function offeredSave(saves: readonly SaveSummary[], lobbyGame: string): SaveSummary | undefined {
  const playable = saves.filter((s) => isResumable(s) && getGameUi(s.gameId) !== undefined);
  return playable.find((s) => s.gameId === lobbyGame && s.updatedAt === playable[0]?.updatedAt) ?? playable[0];
}

/** Creates the resume flow over `core`. */
export function createResumeFlow(core: Core): ResumeFlow {
  const { ui, deps, sounds } = core;
  const { platform } = deps;

  async function refreshResume(): Promise<void> {
    const listed = await platform.saves.list();
    if (!listed.ok) {
      ui().notify({ kind: 'saveFailed', message: listed.error.message });
      return;
    }
    saves.noteQuarantined(listed.value.quarantined);
    const open = offeredSave(listed.value.saves, core.lobbyGame());
    ui().set({ resume: open === undefined ? null : { matchId: open.matchId, entries: open.entries } });
  }

  function resumeMatch(matchId: string): Promise<void> {
    return core.serial(async () => {
      const loaded = await platform.saves.load(matchId);
      if (!loaded.ok) {
        ui().notify({ kind: 'saveFailed', message: loaded.error.message });
        return;
      }
      for (const report of loaded.value.quarantined) ui().notify({ kind: 'quarantined', report });
      saves.noteQuarantined(loaded.value.quarantined);
      const record = loaded.value.record;
      const joined = record.seats.map((s) => ({
        seat: s.seat,
        colourId: SEAT_COLOURS.find((c) => c.hex === s.color)?.id ?? 'blue',
        bot: s.controller === 'bot' ? (BOT_LEVELS.find((l) => l === s.botLevel) ?? 'hard') : null,
      }));
      const result = await deps.engine.load(record);
      const seen = result.ok ? (getGameUi(record.gameId)?.summariesSeenOnResume(result.update.tableView) ?? 0) : 0;
      ui().set({ summariesSeen: seen, replay: null, refusal: null, revealed: [] });
      if (await core.afterEngine(result)) {
        ui().set({ resume: null, joined });
        sounds.startMusic();
      }
    });
  }

  const saves = createSavesFlow({ platform, store: deps.store, now: deps.now, resumeMatch, savesChanged: () => core.serial(refreshResume) });

  return {
    resumeMatch,
    refreshResume,
    saves,
    resume(matchId) {
      const chosen = matchId ?? ui().resume?.matchId;
      return chosen === undefined ? Promise.resolve() : resumeMatch(chosen);
    },
  };
}
