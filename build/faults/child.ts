/**
 * Child process of the fault run (build/faults/run.ts): main's save store exactly as the app
 * wires it (main/saves/app-store.ts: whole games, replay check of every load and every append)
 * plays one seeded match of a registered game with the game's random bot, appending every entry,
 * until it is killed or the match ends.
 *
 * Usage: `node child.cjs <dir> <gameId> <matchId> <options JSON> [max appends]`. It loads the match (if saved,
 * it replays it and goes on from its last entry; else it starts it), prints `ready <entries>`,
 * then `ack <entries>` after every acknowledged append, and `done <entries>` when the match is
 * over. A refused or failed append prints `error <code> <message>` and exits 2.
 */
import { createAppSaveStore } from '../../main/saves/app-store';
import { outcomeOf, replayMatch, startMatch, submitAction, type Match } from '../../shared-rules/core/match';
import { createRandom } from '../../shared-rules/core/random';
import type { MatchSeat } from '../../shared-rules/core/types';
import { getGameDefinition } from '../../shared-rules/games/registry';

async function main(dir: string, gameId: string, matchId: string, optionsJson: string, maxAppends: number): Promise<void> {
  const definition = getGameDefinition(gameId);
  if (definition === undefined) throw new Error(`no game ${gameId}`);
  const bot = definition.bots.random;
  if (bot === undefined) throw new Error(`${gameId} has no random bot`);
  const store = createAppSaveStore({ dir });
  const loaded = await store.load(matchId);
  let match: Match;
  if (loaded.ok) {
    const replay = replayMatch(definition.module, loaded.value.record);
    if (!replay.ok) throw new Error(`a loaded copy does not replay: ${replay.error.message}`);
    match = replay.match;
  } else if (loaded.error.code === 'not-found') {
    const players = Math.min(Math.max(definition.module.meta.seats.min, 4), definition.module.meta.seats.max);
    const seats: MatchSeat[] = Array.from({ length: players }, (_, i) => ({ seat: i, color: `#00000${i}`, symbol: 'circle', controller: 'bot', botLevel: 'random' }));
    const started = startMatch(definition.module, { matchId, seats, options: JSON.parse(optionsJson) as unknown, seed: `faults-${matchId}`, createdAt: new Date().toISOString() });
    if (!started.ok) throw new Error(started.error.message);
    match = started.match;
  } else {
    process.stdout.write(`error ${loaded.error.code} ${loaded.error.message}\n`);
    process.exit(2);
  }
  process.stdout.write(`ready ${match.record.log.length}\n`);
  // The bot's choices depend on how far the match got, so each restart plays on differently.
  const random = createRandom(`faults-${matchId}-${match.record.log.length}`);
  const { log: _log, ...header } = match.record;
  for (let appended = 0; appended < maxAppends && outcomeOf(match) === undefined; appended++) {
    const { module, state } = match;
    const seat = module.toAct(state)[0];
    if (seat === undefined) throw new Error('nobody is to act');
    const action = bot.decide(module.seatView(state, seat), module.tableView(state), module.legalActions(state, seat), random, {});
    const next = submitAction(match, action, 'bot');
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
    const saved = await store.append({ header, entry: next.entry, finished: outcomeOf(match) !== undefined, toAct: module.toAct(match.state) });
    if (!saved.ok) {
      process.stdout.write(`error ${saved.error.code} ${saved.error.message} ${saved.error.detail ?? ''}\n`);
      process.exit(2);
    }
    process.stdout.write(`ack ${saved.value.entries}\n`);
  }
  if (outcomeOf(match) !== undefined) process.stdout.write(`done ${match.record.log.length}\n`);
}

const [dir, gameId, matchId, optionsJson, max] = process.argv.slice(2);
if (dir === undefined || gameId === undefined || matchId === undefined || optionsJson === undefined) throw new Error('usage: child <dir> <gameId> <matchId> <options JSON>');
main(dir, gameId, matchId, optionsJson, max === undefined ? Number.POSITIVE_INFINITY : Number(max)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
