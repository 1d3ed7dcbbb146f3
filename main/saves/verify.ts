/**
 * The replay check the save store runs on every loaded copy (design: "Saves"): the record is
 * replayed with its game module (shared-rules `replayMatch`) and must reproduce every entry's
 * hash. A record of a game this build does not know, or of another rules version, cannot be
 * checked here and is accepted as is (the game screen reports it), so it is not quarantined.
 */
import { replayMatch } from '../../shared-rules/core/match';
import type { AnyGameModule, MatchRecord } from '../../shared-rules/core/types';
import { getGame } from '../../shared-rules/games/registry';
import type { VerifyRecord } from './store';

/** A verify function over a game lookup: `undefined` when the record replays, else the first divergence. */
export function createReplayVerifier(lookup: (gameId: string) => AnyGameModule | undefined = getGame): VerifyRecord {
  return (record: MatchRecord) => {
    const module = lookup(record.gameId);
    if (module === undefined || module.meta.rulesVersion !== record.rulesVersion) return undefined;
    const replay = replayMatch(module, record);
    return replay.ok ? undefined : replay.error.message;
  };
}
